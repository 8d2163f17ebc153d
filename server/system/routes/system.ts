import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { clientIp, merchantHeader } from '../../http/request';
import { answers, arrayOf, bool, int, merchantHeaders, obj, str } from '../../http/schemas';
import type { Services } from '../../services';
import { RESOURCE_TYPES, SWITCH_NAMES } from '../system';

const nullableString = { type: ['string', 'null'] };
const switchValue = int({ enum: [0, 1] });

const statusSchema = obj(
  {
    status: int({ enum: [0, 1, 2], description: '0 normal, 1 maintenance, 2 region restricted; 1 wins over 2' }),
    maintenance: obj({ title: str(), endTime: nullableString, info: str() }),
    regionRestriction: obj({ ip: str(), info: str() }),
    location: obj({ ip: str(), countryCode: nullableString }),
    merchant: obj({
      code: str(),
      currency: str(),
      currencySymbol: str(),
      timeZone: str({ description: "IANA time zone whose calendar day counts (the age rule)" }),
      defaultLanguage: str(),
      allowedCountries: arrayOf(str()),
      licence: obj({ name: str(), url: str() }),
      csBarEnabled: bool,
    }),
    switches: obj(Object.fromEntries(SWITCH_NAMES.map((name) => [name, switchValue]))),
    customerService: arrayOf(obj({ csPosition: str(), csType: str(), name: str(), url: str() })),
    resources: arrayOf(
      obj({
        resourceType: str({ enum: [...RESOURCE_TYPES] }),
        url: str({ description: "The app's address; one starting with '/' is on the portal (the lite app)" }),
        qrCodeUrl: { ...nullableString, description: "The operator's QR picture; null: draw the code from url" },
      }),
    ),
    languages: arrayOf(str()),
  },
  ['status', 'location', 'merchant', 'switches', 'customerService', 'resources', 'languages'],
);

const regionsSchema = arrayOf(
  obj({
    country: str(),
    countryName: str(),
    currency: str(),
    merchantCode: str(),
    langList: arrayOf(obj({ code: str(), name: str() })),
  }),
);

export function systemRoutes(app: FastifyInstance, services: Services) {
  app.get(
    '/api/system/status',
    {
      schema: {
        tags: ['system'],
        summary: 'System status of the merchant in X-Merchant for the calling IP',
        headers: merchantHeaders,
        response: answers(statusSchema),
      },
    },
    async (request) => ok(await services.system.status(merchantHeader(request), clientIp(request))),
  );

  app.get(
    '/api/system/regions',
    {
      schema: {
        tags: ['system'],
        summary: 'Countries served, each with its merchant and languages',
        response: answers(regionsSchema),
      },
    },
    async () => ok(await services.system.regions()),
  );
}
