// The system routes' wire shapes (docs/api.md "System"): the status of the merchant a visitor is
// on, the regions served, the public key of the encrypted calls and the health check. The
// status is decided on the server (maintenance wins over region restriction); the browser's
// systemStatus machine only follows it.
import * as v from 'valibot';

import { RESOURCE_TYPES, SWITCH_NAMES, type SwitchName } from '../merchantSettings';
import { SIGN_IN_PROVIDERS } from '../signIn';

export { RESOURCE_TYPES, SWITCH_NAMES, type ResourceType, type SwitchName } from '../merchantSettings';

const switchValue = v.picklist([0, 1]);
/** Every switch of the merchant, each 0 or 1 (also part of the registration settings). */
export const switches = v.object(Object.fromEntries(SWITCH_NAMES.map((name) => [name, switchValue])) as Record<SwitchName, typeof switchValue>);
export type Switches = v.InferOutput<typeof switches>;
/** Every switch, off unless `on` turns it on: a merchant with no row for a switch has it off. */
export const switchesOf = (on: Partial<Switches> = {}): Switches =>
  Object.fromEntries(SWITCH_NAMES.map((name) => [name, on[name] ?? 0])) as Switches;

export const appResource = v.object({
  resourceType: v.picklist(RESOURCE_TYPES),
  url: v.pipe(v.string(), v.description("The app's address; one starting with '/' is on the portal (the lite app)")),
  /** The operator's QR picture; null: draw the code from url. */
  qrCodeUrl: v.pipe(v.nullable(v.string()), v.description("The operator's QR picture; null: draw the code from url")),
});
export type AppResource = v.InferOutput<typeof appResource>;

export const customerService = v.object({ csPosition: v.string(), csType: v.string(), name: v.string(), url: v.string() });
export type CustomerService = v.InferOutput<typeof customerService>;

export const maintenanceWindow = v.object({ title: v.string(), endTime: v.nullable(v.string()), info: v.string() });
export type MaintenanceWindow = v.InferOutput<typeof maintenanceWindow>;

export const STATUS_NORMAL = 0;
export const STATUS_MAINTENANCE = 1;
export const STATUS_REGION_RESTRICTED = 2;

/**
 * A host name as a page's address carries it (`location.host`): lower-case labels and an
 * optional port. The status call sends it; the routers call answers domains of this form.
 */
export const HOST_PATTERN = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:[0-9]{1,5})?$/;
export const HOST_MAX = 253;
export const host = v.pipe(v.string(), v.maxLength(HOST_MAX), v.regex(HOST_PATTERN));

/** An image or launch CDN: an https origin with an optional path prefix and no trailing slash. */
export const CDN_PATTERN = /^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[A-Za-z0-9._~/-]*[A-Za-z0-9._~-])?$/;
export const CDN_MAX = 300;
export const cdn = v.pipe(v.string(), v.maxLength(CDN_MAX), v.regex(CDN_PATTERN));

/** GET /api/system/status?host=: the page's host, sent by the app (spec section 7). */
export const statusQuery = v.strictObject({
  host: v.optional(v.pipe(host, v.description("The page's host (location.host), lower case; checked against the merchant's domains"))),
});
export type StatusQuery = v.InferOutput<typeof statusQuery>;

/** GET /api/system/status: the merchant in X-Merchant as the calling IP sees it. */
export const systemStatus = v.object({
  status: v.pipe(v.picklist([STATUS_NORMAL, STATUS_MAINTENANCE, STATUS_REGION_RESTRICTED]), v.description('0 normal, 1 maintenance, 2 region restricted; 1 wins over 2')),
  maintenance: v.optional(maintenanceWindow),
  regionRestriction: v.optional(v.object({ ip: v.string(), info: v.string() })),
  location: v.object({ ip: v.string(), countryCode: v.nullable(v.string()) }),
  merchant: v.object({
    code: v.string(),
    currency: v.string(),
    currencySymbol: v.string(),
    timeZone: v.pipe(v.string(), v.description('IANA time zone whose calendar day counts (the age rule)')),
    defaultLanguage: v.string(),
    allowedCountries: v.array(v.string()),
    licence: v.object({ name: v.string(), url: v.string() }),
    csBarEnabled: v.boolean(),
  }),
  switches,
  customerService: v.array(customerService),
  resources: v.array(appResource),
  languages: v.array(v.string()),
  signInProviders: v.pipe(v.array(v.picklist(SIGN_IN_PROVIDERS)), v.description('Third-party sign-in the merchant offers (google, facebook)')),
  phoneVerification: v.pipe(
    v.nullable(v.object({ apiUrl: v.string(), apiKey: v.string() })),
    v.description("SMS through a sign-in provider: the provider's API address and public browser key; null when the portal sends its own codes"),
  ),
  imageCdn: v.pipe(v.string(), v.description("Where game and banner pictures are served from: an https origin (with a path prefix) put before a picture's '/' path; '' is the portal itself")),
  launchCdn: v.pipe(v.string(), v.description("Where games are launched from: an https origin (with a path prefix) put before the launch answer's '/' path; '' is the portal itself")),
  domain: v.pipe(
    v.object({ host: v.nullable(v.string()), listed: v.boolean() }),
    v.description("The host the page sent (null: none) and whether it is one of the merchant's domains (GET /api/system/routers)"),
  ),
});
export type SystemStatus = v.InferOutput<typeof systemStatus>;

/** The routers call's devices (spec section 7): 0 the web site, 3 the mobile site; the app asks for 0, then 3. */
export const ROUTER_DEVICES = [0, 3] as const;
export type RouterDevice = (typeof ROUTER_DEVICES)[number];
export const routersQuery = v.strictObject({ device: v.pipe(v.picklist(ROUTER_DEVICES), v.description('0 the web site, 3 the mobile site')) });
export type RoutersQuery = v.InferOutput<typeof routersQuery>;

/** GET /api/system/routers?device=: the merchant's domains for the device, the preferred one first. */
export const routers = v.object({ domainList: v.array(v.object({ domainName: host })) });
export type Routers = v.InferOutput<typeof routers>;

/** GET /api/system/regions: the countries served, each with its merchant and languages. */
export const region = v.object({
  country: v.string(),
  countryName: v.string(),
  currency: v.string(),
  merchantCode: v.string(),
  langList: v.array(v.object({ code: v.string(), name: v.string() })),
});
export type Region = v.InferOutput<typeof region>;
export const regions = v.array(region);

/** GET /api/system/key: the public key the encrypted (E) calls are sealed for. */
export const payloadKey = v.object({
  keyId: v.string(),
  spki: v.pipe(v.string(), v.description('RSA-OAEP-SHA256 2048 public key, SubjectPublicKeyInfo DER, base64')),
});
export type PayloadKey = v.InferOutput<typeof payloadKey>;

/** GET /api/health: liveness and the kind of database in use. */
export const health = v.object({ status: v.picklist(['ok']), db: v.picklist(['pglite', 'postgres']) });
