// System status and regions: which merchant a visitor is on, whether the site is
// in maintenance (1) or closed to the visitor's region (2), and the merchant's
// switches, markets and customer services. All of it is data an operator changes
// at run time, so it is read from the database (through a cache of about a second).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MerchantsTable } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { LANGUAGES, LANGUAGE_CODES } from '../i18n/languages';
import { cidrMatcher, countryOf, normaliseIp } from '../platform/network';

// The answers' shapes and the switch and app names are the wire's (server/shared/wire/system.ts).
import { RESOURCE_TYPES, STATUS_MAINTENANCE, STATUS_NORMAL, STATUS_REGION_RESTRICTED, SWITCH_NAMES, switchesOf } from '../shared/wire/system';
import type { AppResource, CustomerService, MaintenanceWindow, Region, RouterDevice, Routers, SwitchName, Switches, SystemStatus } from '../shared/wire/system';
import { phoneVerificationConfig, type PhoneVerificationConfig } from './phoneVerification';
import { signInProviderConfigs, type Environment, type SignInProviderConfig } from './signInProviders';
export { RESOURCE_TYPES, STATUS_MAINTENANCE, STATUS_NORMAL, STATUS_REGION_RESTRICTED, SWITCH_NAMES };
export type { AppResource, CustomerService, MaintenanceWindow, Region, SwitchName, Switches, SystemStatus } from '../shared/wire/system';

export type MerchantRow = Selectable<MerchantsTable>;

/** Everything the status answer needs about one merchant, read together. */
export interface MerchantSettings {
  merchant: MerchantRow;
  switches: Switches;
  allowedCountries: string[];
  restrictedCountries: Set<string>;
  isRestrictedIp: (ip: string) => boolean;
  maintenance: MaintenanceWindow | null;
  customerService: CustomerService[];
  resources: AppResource[];
  /** The third-party sign-in providers offered, with what the server needs to use them. */
  signInProviders: SignInProviderConfig[];
  /** SMS through a sign-in provider (spec section 7); null: the portal sends its own codes. */
  phoneVerification: PhoneVerificationConfig | null;
  /** The routers call's domains per device, the preferred one first. */
  domains: Record<RouterDevice, string[]>;
}

const languageNames = new Map<string, string>(LANGUAGES.map((l) => [l.code, l.name]));

export function normaliseMerchantCode(code: unknown): string | undefined {
  if (typeof code !== 'string') return undefined;
  const upper = code.trim().toUpperCase();
  return /^[A-Z0-9_]{1,16}$/.test(upper) ? upper : undefined;
}

/**
 * The merchant an operator's body names (`merchantCode`), or the default merchant when it names
 * none: bad_request for a malformed code, not_found for an unknown one.
 */
export async function operatorMerchantCode(conn: Kysely<Database> | Transaction<Database>, merchantCode: string | undefined): Promise<string> {
  const wanted = merchantCode === undefined ? undefined : normaliseMerchantCode(merchantCode);
  if (merchantCode !== undefined && !wanted) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/merchantCode', rule: 'merchant_code' }] });
  const merchant = await conn
    .selectFrom('merchants')
    .select('code')
    .where((eb) => (wanted ? eb('code', '=', wanted) : eb('is_default', '=', true)))
    .executeTakeFirst();
  if (!merchant) throw new ApiFailure('not_found', { issues: [{ in: 'body', path: '/merchantCode', rule: 'unknown_merchant' }] });
  return merchant.code;
}

export function createSystemService(db: Kysely<Database>, opts: { cacheMs?: number; env?: Environment } = {}) {
  const cacheMs = opts.cacheMs ?? 1000;
  const env = opts.env ?? process.env;
  const cache = new Map<string, { at: number; settings: Promise<MerchantSettings> }>();

  /** The merchant asked for, or the default one when the code is missing or unknown. */
  async function findMerchant(code: string | undefined): Promise<MerchantRow> {
    const wanted = normaliseMerchantCode(code);
    const rows = await db
      .selectFrom('merchants')
      .selectAll()
      .where((eb) => (wanted ? eb.or([eb('code', '=', wanted), eb('is_default', '=', true)]) : eb('is_default', '=', true)))
      .execute();
    const found = rows.find((r) => r.code === wanted) ?? rows.find((r) => r.is_default);
    if (!found) throw new Error('No default merchant: the database has not been seeded');
    return found;
  }

  async function loadSettings(code: string | undefined): Promise<MerchantSettings> {
    const merchant = await findMerchant(code);
    const m = merchant.code;
    const [switchRows, allowed, restricted, cidrs, maintenanceRows, services, resources, signInProviders, domains, phoneVerification] = await Promise.all([
      db.selectFrom('merchant_switches').select(['name', 'value']).where('merchant_code', '=', m).execute(),
      db.selectFrom('merchant_allowed_countries').select('country_code').where('merchant_code', '=', m).orderBy('country_code').execute(),
      db.selectFrom('merchant_restricted_countries').select('country_code').where('merchant_code', '=', m).execute(),
      db.selectFrom('merchant_restricted_cidrs').select('cidr').where('merchant_code', '=', m).execute(),
      db.selectFrom('maintenance').selectAll().where('scope', 'in', ['*', m]).where('enabled', '=', true).execute(),
      db
        .selectFrom('customer_services')
        .select(['cs_position', 'cs_type', 'name', 'url'])
        .where('merchant_code', '=', m)
        .orderBy('sort_order')
        .orderBy('id')
        .execute(),
      db.selectFrom('app_resources').select(['resource_type', 'url', 'qr_code_url']).where('merchant_code', '=', m).execute(),
      signInProviderConfigs(db, m, env),
      db.selectFrom('merchant_domains').select(['device', 'domain_name']).where('merchant_code', '=', m).orderBy('sort_order').orderBy('domain_name').execute(),
      phoneVerificationConfig(db, m),
    ]);
    const switches = switchesOf();
    for (const row of switchRows) {
      if ((SWITCH_NAMES as readonly string[]).includes(row.name)) switches[row.name as SwitchName] = row.value === 1 ? 1 : 0;
    }
    // A window for every merchant wins over the merchant's own.
    const window = maintenanceRows.find((r) => r.scope === '*') ?? maintenanceRows[0];
    return {
      merchant,
      switches,
      allowedCountries: allowed.map((r) => r.country_code),
      restrictedCountries: new Set(restricted.map((r) => r.country_code)),
      isRestrictedIp: cidrMatcher(cidrs.map((r) => String(r.cidr))),
      maintenance: window ? { title: window.title, info: window.info, endTime: window.end_time ? new Date(window.end_time).toISOString() : null } : null,
      customerService: services.map((s) => ({ csPosition: s.cs_position, csType: s.cs_type, name: s.name, url: s.url })),
      resources: RESOURCE_TYPES.flatMap((type) => resources.filter((r) => r.resource_type === type)).map((r) => ({ resourceType: r.resource_type, url: r.url, qrCodeUrl: r.qr_code_url })),
      signInProviders,
      phoneVerification,
      domains: { 0: domains.filter((d) => d.device === 0).map((d) => d.domain_name), 3: domains.filter((d) => d.device === 3).map((d) => d.domain_name) },
    };
  }

  function settingsFor(code: string | undefined): Promise<MerchantSettings> {
    const key = normaliseMerchantCode(code) ?? '';
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && now - hit.at < cacheMs) return hit.settings;
    const settings = loadSettings(code);
    cache.set(key, { at: now, settings });
    // A failed read must not be served from the cache.
    settings.catch(() => cache.delete(key));
    return settings;
  }

  return {
    findMerchant,
    settingsFor,

    /** Forgets cached settings so a change made in this process shows at once. */
    invalidate() {
      cache.clear();
    },

    /**
     * The status of the merchant for the calling IP. `host` is the page's host (already
     * checked against the wire's pattern): it is answered back with whether the merchant
     * lists it among its domains.
     */
    async status(merchantCode: string | undefined, clientIp: string | undefined, host?: string): Promise<SystemStatus> {
      const s = await settingsFor(merchantCode);
      const ip = normaliseIp(clientIp);
      const countryCode = countryOf(ip);
      const restricted = (countryCode !== null && s.restrictedCountries.has(countryCode)) || s.isRestrictedIp(ip);
      const status = s.maintenance ? STATUS_MAINTENANCE : restricted ? STATUS_REGION_RESTRICTED : STATUS_NORMAL;
      const answer: SystemStatus = {
        status,
        location: { ip, countryCode },
        merchant: {
          code: s.merchant.code,
          currency: s.merchant.currency,
          currencySymbol: s.merchant.currency_symbol,
          timeZone: s.merchant.time_zone,
          defaultLanguage: s.merchant.default_language,
          allowedCountries: s.allowedCountries,
          licence: { name: s.merchant.licence_name, url: s.merchant.licence_url },
          csBarEnabled: s.merchant.cs_bar_enabled,
        },
        switches: s.switches,
        customerService: s.customerService,
        resources: s.resources,
        languages: [...LANGUAGE_CODES],
        signInProviders: s.signInProviders.map((c) => c.provider),
        phoneVerification: s.phoneVerification && { apiUrl: s.phoneVerification.apiUrl, apiKey: s.phoneVerification.apiKey },
        imageCdn: s.merchant.image_cdn,
        launchCdn: s.merchant.launch_cdn,
        domain: { host: host ?? null, listed: host !== undefined && (s.domains[0].includes(host) || s.domains[3].includes(host)) },
      };
      if (status === STATUS_MAINTENANCE) answer.maintenance = s.maintenance!;
      if (status === STATUS_REGION_RESTRICTED) answer.regionRestriction = { ip, info: s.merchant.region_info };
      return answer;
    },

    /** The routers call: the merchant's domains for the device (0 web, 3 mobile), the preferred one first. */
    async routers(merchantCode: string | undefined, device: RouterDevice): Promise<Routers> {
      const s = await settingsFor(merchantCode);
      return { domainList: s.domains[device].map((domainName) => ({ domainName })) };
    },

    /** Every merchant's country with the languages offered there, English first. */
    async regions(): Promise<Region[]> {
      const [merchants, languages] = await Promise.all([
        db.selectFrom('merchants').select(['code', 'country', 'country_name', 'currency']).orderBy('sort_order').orderBy('code').execute(),
        db.selectFrom('merchant_languages').select(['merchant_code', 'language_code']).orderBy('sort_order').orderBy('language_code').execute(),
      ]);
      return merchants.map((m) => ({
        country: m.country,
        countryName: m.country_name,
        currency: m.currency,
        merchantCode: m.code,
        langList: languages
          .filter((l) => l.merchant_code === m.code)
          .map((l) => ({ code: l.language_code, name: languageNames.get(l.language_code) ?? l.language_code })),
      }));
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
