// Fills an empty database with the reference and demo data. Runs inside one
// transaction under an advisory lock, and only when no merchant exists yet, so a
// second start (or a second server on the same database) never seeds twice.
import { sql, type Transaction } from 'kysely';
import type { Db } from '../index';
import type { Database } from '../schema';
import { seedCatalogue } from './catalogue';
import { bannerRows } from './banners';
import { GAME_TYPE_SEED, VENDOR_SEED } from './games';
import { MERCHANTS, REGISTER_FIELD_RULES } from './merchants';
import { noticeRows } from './notices';

const SEED_LOCK = 724_002;

async function seedMerchants(trx: Transaction<Database>) {
  for (const [index, m] of MERCHANTS.entries()) {
    await trx
      .insertInto('merchants')
      .values({
        code: m.code,
        country: m.country,
        country_name: m.countryName,
        currency: m.currency,
        currency_symbol: m.currencySymbol,
        time_zone: m.timeZone,
        dialing_code: m.dialingCode,
        code_expired_minutes: m.codeExpiredMinutes,
        password_max_age_days: m.passwordMaxAgeDays,
        default_language: m.defaultLanguage,
        is_default: m.isDefault,
        cs_bar_enabled: m.csBarEnabled,
        licence_name: m.licence.name,
        licence_url: m.licence.url,
        region_info: m.regionInfo,
        sort_order: index,
      })
      .execute();
    const code = m.code;
    await trx.insertInto('merchant_switches').values(Object.entries(m.switches).map(([name, value]) => ({ merchant_code: code, name, value }))).execute();
    await trx.insertInto('merchant_allowed_countries').values(m.allowedCountries.map((country_code) => ({ merchant_code: code, country_code }))).execute();
    await trx.insertInto('merchant_restricted_countries').values(m.restrictedCountries.map((country_code) => ({ merchant_code: code, country_code }))).execute();
    await trx.insertInto('merchant_restricted_cidrs').values(m.restrictedCidrs.map((cidr) => ({ merchant_code: code, cidr }))).execute();
    await trx.insertInto('merchant_languages').values(m.languages.map((language_code, sort_order) => ({ merchant_code: code, language_code, sort_order }))).execute();
    await trx.insertInto('maintenance').values({ scope: code, enabled: false }).execute();
    await trx
      .insertInto('customer_services')
      .values(m.customerServices.map((s, sort_order) => ({ merchant_code: code, cs_position: s.csPosition, cs_type: s.csType, name: s.name, url: s.url, sort_order })))
      .execute();
    await trx
      .insertInto('app_resources')
      .values(m.resources.map((r) => ({ merchant_code: code, resource_type: r.resourceType, url: r.url, qr_code_url: null })))
      .execute();
    const domains = ([0, 3] as const).flatMap((device) => m.domains[device].map((domain_name, sort_order) => ({ merchant_code: code, device, domain_name, sort_order })));
    if (domains.length) await trx.insertInto('merchant_domains').values(domains).execute();
    await trx
      .insertInto('register_fields')
      .values(
        REGISTER_FIELD_RULES.map((r, sort_order) => ({
          merchant_code: code,
          field: r.field,
          enabled: r.enabled,
          required: r.required,
          accepted_pattern: r.acceptedPattern,
          pattern_id: r.patternId,
          min_length: r.minLength,
          max_length: r.maxLength,
          sort_order,
        })),
      )
      .execute();
  }
  await trx.insertInto('maintenance').values({ scope: '*', enabled: false }).execute();
}

async function seedGames(trx: Transaction<Database>) {
  await trx
    .insertInto('game_types')
    .values(GAME_TYPE_SEED.map((t, sort_order) => ({ code: t.code, type_id: t.typeId, name: t.name, sort_order })))
    .execute();
  let accountTypeId = 100;
  for (const t of GAME_TYPE_SEED) {
    await trx
      .insertInto('vendors')
      .values(
        VENDOR_SEED[t.code].map((v, sort_order) => ({
          game_type: t.code,
          vassalage: v.vassalage,
          name: v.name,
          account_type_id: (accountTypeId += 1),
          is_hot: v.hot ? 1 : 0,
          is_game: v.list ? 'VASSALAGE' : 'GAME',
          color: v.color,
          accent: v.accent,
          sort_order,
        })),
      )
      .execute();
  }
}

async function seedContent(trx: Transaction<Database>) {
  await trx.insertInto('banners').values(bannerRows()).execute();
  await trx.insertInto('notices').values(noticeRows(Date.now())).execute();
}

export interface SeedOptions {
  /** Slot games in the demo catalogue (all RNG vendors together); absent: the full set. */
  catalogueSize?: number;
}

/** Seeds when the database has no merchant; returns whether it did. */
export async function seedIfEmpty(store: Db, opts: SeedOptions = {}): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const existing = await trx.selectFrom('merchants').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) return false;
    await seedMerchants(trx);
    await seedGames(trx);
    await seedCatalogue(trx, opts.catalogueSize);
    await seedContent(trx);
    await trx
      .insertInto('audit_log')
      .values({ actor: 'system', ip: null, action: 'database.seeded', details: JSON.stringify({ merchants: MERCHANTS.map((m) => m.code) }) })
      .execute();
    return true;
  });
}
