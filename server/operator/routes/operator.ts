import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { answers, arrayOf, bool, int, obj, str } from '../../http/schemas';
import type { Services } from '../../services';
import { LOGIN_EXTRA_CHECKS, RESOURCE_URL_PATTERN, type RegisterFieldChange, type SystemChange } from '../operator';
import { REGISTER_FIELDS } from '../../accounts/registration';
import { PATTERN_IDS } from '../../shared/registerRules';
import { RESOURCE_TYPES, SWITCH_NAMES } from '../../system/system';

const maintenanceSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['enabled'],
  properties: {
    enabled: bool,
    title: str({ maxLength: 200 }),
    info: str({ maxLength: 2000 }),
    endTime: { type: ['string', 'null'], maxLength: 40, description: 'ISO 8601 date-time' },
  },
};

const changeSchema = obj(
  {
    merchantCode: str({ minLength: 1, maxLength: 16, description: 'The default merchant when absent' }),
    maintenance: maintenanceSchema,
    globalMaintenance: { ...maintenanceSchema, description: 'Maintenance of every merchant; wins over their own' },
    allowedCountries: arrayOf(str({ pattern: '^[A-Za-z]{2}$' }), { maxItems: 300 }),
    restrictedCountries: arrayOf(str({ pattern: '^[A-Za-z]{2}$' }), { maxItems: 300 }),
    restrictedCidrs: arrayOf(str({ maxLength: 64 }), { maxItems: 1000 }),
    regionInfo: str({ maxLength: 2000 }),
    switches: obj(Object.fromEntries(SWITCH_NAMES.map((name) => [name, int({ enum: [0, 1] })])), []),
    csBarEnabled: bool,
    codeExpiredMinutes: int({ minimum: 1, maximum: 10, description: 'Minutes SMS and e-mail codes stay valid' }),
    passwordMaxAgeDays: { type: ['integer', 'null'], minimum: 1, maximum: 3650, description: 'Days before a password expires; null: never' },
    loginExtraCheck: str({ enum: [...LOGIN_EXTRA_CHECKS], description: 'The extra check at login from a new IP or device' }),
    resources: arrayOf(
      obj(
        {
          resourceType: str({ enum: [...RESOURCE_TYPES] }),
          url: str({ maxLength: 500, pattern: RESOURCE_URL_PATTERN, description: "https address, or a path on the portal ('/' for the lite app)" }),
          qrCodeUrl: { type: ['string', 'null'], maxLength: 500, pattern: RESOURCE_URL_PATTERN, description: 'A QR picture of your own; null: the page draws one from url' },
        },
        ['resourceType', 'url'],
      ),
      { maxItems: RESOURCE_TYPES.length, description: "The app download resources; replaces the merchant's set" },
    ),
  },
  [],
);

/** The operator's settings calls (X-Operator-Key, checked by the plugin's hook). */
export function operatorRoutes(app: FastifyInstance, services: Services) {
  app.put<{ Body: SystemChange }>(
    '/api/operator/system',
    {
      schema: {
        tags: ['operator'],
        summary: 'Change maintenance, markets, restrictions and switches of a merchant (audited)',
        headers: { type: 'object', properties: { 'x-operator-key': str() } },
        body: changeSchema,
        response: answers(obj({ merchantCode: str() })),
      },
      // The key is checked before the body is validated, so strangers learn nothing about its shape.
    },
    async (request) => ok(await services.operator.updateSystem(request.body, { name: 'operator-api', ip: clientIp(request) })),
  );

  app.put<{ Body: { merchantCode?: string; account: string; locked: boolean } }>(
    '/api/operator/accounts/lock',
    {
      schema: {
        tags: ['operator'],
        summary: 'Lock or unlock an account (audited); a lock ends its sessions at once',
        headers: { type: 'object', properties: { 'x-operator-key': str() } },
        body: obj({ merchantCode: str({ minLength: 1, maxLength: 16 }), account: str({ minLength: 1, maxLength: 64 }), locked: bool }, ['account', 'locked']),
        response: answers(obj({ account: str(), locked: bool, sessionsRevoked: int() })),
      },
    },
    async (request) => ok(await services.operator.setAccountLock(request.body, { name: 'operator-api', ip: clientIp(request) })),
  );

  app.put<{ Body: RegisterFieldChange }>(
    '/api/operator/register-fields',
    {
      schema: {
        tags: ['operator'],
        summary: "Change one field of a merchant's registration form: on/off, required, pattern variant, lengths (audited)",
        headers: { type: 'object', properties: { 'x-operator-key': str() } },
        body: obj(
          {
            merchantCode: str({ minLength: 1, maxLength: 16 }),
            field: str({ enum: [...REGISTER_FIELDS] }),
            enabled: bool,
            required: bool,
            patternId: str({ enum: [...PATTERN_IDS] }),
            minLength: int({ minimum: 0, maximum: 255 }),
            maxLength: int({ minimum: 1, maximum: 255 }),
          },
          ['field'],
        ),
        response: answers(
          obj({ merchantCode: str(), field: str(), enabled: bool, required: bool, acceptedPattern: str(), patternId: str(), minLength: int(), maxLength: int() }),
        ),
      },
    },
    async (request) => ok(await services.operator.setRegisterField(request.body, { name: 'operator-api', ip: clientIp(request) })),
  );
}
