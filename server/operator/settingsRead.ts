// What the back office's settings forms start from: each group read as stored, for one merchant
// (the default one unless named). Reads only; the changes are operator.ts's, walletOperator.ts's,
// the launcher's and customerServices.ts's.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatMinor } from '../shared/money';
import { RESOURCE_TYPES, SWITCH_NAMES, type SwitchName } from '../shared/merchantSettings';
import { SIGN_IN_PROVIDERS, type SignInProvider } from '../shared/signIn';
import type { MaintenanceState, SystemSettings, VendorMaintenance, WalletSettings } from '../shared/wire/operatorSettings';
import { switchesOf } from '../shared/wire/system';
import { operatorMerchantCode } from '../system/system';
import { configOf, type Environment } from '../system/signInProviders';
import { readCustomerServices } from './customerServices';

type MaintenanceRow = { enabled: boolean; title: string; info: string; end_time: Date | string | null };
const OFF: MaintenanceState = { enabled: false, title: '', info: '', endTime: null };
const maintenanceOf = (row: MaintenanceRow | undefined): MaintenanceState =>
  row ? { enabled: row.enabled, title: row.title, info: row.info, endTime: row.end_time ? new Date(row.end_time).toISOString() : null } : OFF;

export function createSettingsReader(db: Kysely<Database>, opts: { env?: Environment } = {}) {
  const env = opts.env ?? process.env;
  const merchants = () => db.selectFrom('merchants').select(['code', 'country_name as countryName', 'currency']).orderBy('sort_order').orderBy('code').execute();

  return {
    /** Every merchant, as the console's pickers list them (any signed-in member of staff). */
    merchants,

    /** Every group of settings.manage for one merchant. */
    async system(merchantCode: string | undefined): Promise<SystemSettings> {
      const code = await operatorMerchantCode(db, merchantCode);
      const [choices, merchant, maintenance, switchRows, allowed, restricted, cidrs, fields, providers, phone, resources, customerServices] = await Promise.all([
        merchants(),
        db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirstOrThrow(),
        db.selectFrom('maintenance').selectAll().where('scope', 'in', ['*', code]).execute(),
        db.selectFrom('merchant_switches').select(['name', 'value']).where('merchant_code', '=', code).execute(),
        db.selectFrom('merchant_allowed_countries').select('country_code').where('merchant_code', '=', code).orderBy('country_code').execute(),
        db.selectFrom('merchant_restricted_countries').select('country_code').where('merchant_code', '=', code).orderBy('country_code').execute(),
        db.selectFrom('merchant_restricted_cidrs').select('cidr').where('merchant_code', '=', code).execute(),
        db.selectFrom('register_fields').selectAll().where('merchant_code', '=', code).orderBy('sort_order').orderBy('field').execute(),
        db.selectFrom('sign_in_providers').selectAll().where('merchant_code', '=', code).execute(),
        db.selectFrom('phone_verification_providers').selectAll().where('merchant_code', '=', code).executeTakeFirst(),
        db.selectFrom('app_resources').select(['resource_type', 'url', 'qr_code_url']).where('merchant_code', '=', code).execute(),
        readCustomerServices(db, code),
      ]);
      const switches = switchesOf();
      for (const row of switchRows) if ((SWITCH_NAMES as readonly string[]).includes(row.name)) switches[row.name as SwitchName] = row.value === 1 ? 1 : 0;
      return {
        merchantCode: code,
        merchants: choices,
        maintenance: { merchant: maintenanceOf(maintenance.find((r) => r.scope === code)), global: maintenanceOf(maintenance.find((r) => r.scope === '*')) },
        regions: {
          allowedCountries: allowed.map((r) => r.country_code),
          restrictedCountries: restricted.map((r) => r.country_code),
          restrictedCidrs: cidrs.map((r) => String(r.cidr)).sort(),
          regionInfo: merchant.region_info,
        },
        switches,
        csBarEnabled: merchant.cs_bar_enabled,
        login: { codeExpiredMinutes: merchant.code_expired_minutes, passwordMaxAgeDays: merchant.password_max_age_days, loginExtraCheck: merchant.login_extra_check },
        registerFields: fields.map((r) => ({ field: r.field, enabled: r.enabled, required: r.required, acceptedPattern: r.accepted_pattern, patternId: r.pattern_id, minLength: r.min_length, maxLength: r.max_length })),
        signInProviders: providers
          .filter((row) => (SIGN_IN_PROVIDERS as readonly string[]).includes(row.provider))
          .sort((a, b) => SIGN_IN_PROVIDERS.indexOf(a.provider as SignInProvider) - SIGN_IN_PROVIDERS.indexOf(b.provider as SignInProvider))
          .map((row) => ({
            merchantCode: code,
            provider: row.provider as SignInProvider,
            enabled: row.enabled,
            kind: row.issuer ? ('oidc' as const) : ('oauth' as const),
            clientId: row.client_id,
            secretFrom: row.client_secret_env ? ('environment' as const) : ('database' as const),
            clientSecretEnv: row.client_secret_env,
            issuer: row.issuer,
            authorizationEndpoint: row.authorization_endpoint,
            tokenEndpoint: row.token_endpoint,
            userinfoEndpoint: row.userinfo_endpoint,
            scope: row.scope,
            offered: configOf(row, env) !== null,
          })),
        phoneVerification: phone
          ? { merchantCode: code, enabled: phone.enabled, projectId: phone.audience, apiKey: phone.api_key, apiUrl: phone.api_url, issuer: phone.issuer, jwksUrl: phone.jwks_url }
          : null,
        resources: RESOURCE_TYPES.flatMap((type) => resources.filter((r) => r.resource_type === type)).map((r) => ({ resourceType: r.resource_type, url: r.url, qrCodeUrl: r.qr_code_url })),
        customerServices,
      };
    },

    /** The money settings of one merchant (money.decide). */
    async wallet(merchantCode: string | undefined): Promise<WalletSettings> {
      const code = await operatorMerchantCode(db, merchantCode);
      const [choices, m] = await Promise.all([merchants(), db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirstOrThrow()]);
      return {
        merchantCode: code,
        merchants: choices,
        currency: m.currency,
        depositMin: formatMinor(m.deposit_min_minor),
        depositMax: formatMinor(m.deposit_max_minor),
        withdrawMin: formatMinor(m.withdraw_min_minor),
        withdrawMax: formatMinor(m.withdraw_max_minor),
        withdrawDailyCount: m.withdraw_daily_count,
        withdrawFeeBps: m.withdraw_fee_bps,
        withdrawFeeMin: formatMinor(m.withdraw_fee_min_minor),
        withdrawConfirmMinutes: m.withdraw_confirm_minutes,
        rebateBps: m.rebate_bps,
      };
    },

    /** Every vendor and its maintenance windows (risk.manage); one row per vendor, whatever game types it serves. */
    async vendorMaintenance(): Promise<VendorMaintenance> {
      const [vendors, windows] = await Promise.all([
        db.selectFrom('vendors').select(['vassalage', 'name']).orderBy('vassalage').execute(),
        db.selectFrom('vendor_maintenance').select(['vassalage', 'starts_at', 'ends_at', 'info']).orderBy('vassalage').orderBy('starts_at').execute(),
      ]);
      const names = new Map<string, string>();
      for (const v of vendors) if (!names.has(v.vassalage)) names.set(v.vassalage, v.name);
      const seen = new Set<string>();
      return {
        vendors: [...names].map(([vendor, vendorName]) => ({ vendor, vendorName })),
        windows: windows
          .filter((w) => {
            const key = `${w.vassalage} ${new Date(w.starts_at).toISOString()} ${new Date(w.ends_at).toISOString()}`;
            return seen.has(key) ? false : (seen.add(key), true);
          })
          .map((w) => ({ vendor: w.vassalage, vendorName: names.get(w.vassalage) ?? w.vassalage, startsAt: new Date(w.starts_at).toISOString(), endsAt: new Date(w.ends_at).toISOString(), info: w.info })),
      };
    },
  };
}

export type SettingsReader = ReturnType<typeof createSettingsReader>;
