// Operator changes to the data behind the system status: maintenance, served and
// restricted markets, switches, the merchant's time zone; account locks and registration fields. One transaction per change, recorded in the audit
// log in the same transaction, so a change is never made without its record.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import { parseCidr } from '../platform/network';
import type { SessionService } from '../accounts/sessions';
import { operatorMerchantCode } from '../system/system';
import { canonicalTimeZone } from '../shared/age';
import { LOGIN_EXTRA_CHECKS, SWITCH_NAMES, type LoginExtraCheck } from '../shared/merchantSettings';
import { PATTERNS, PATTERN_IDS, REGISTER_FIELDS, type PatternId } from '../shared/registerRules';
import type { AccountLock, AccountLockRequest, MaintenanceInput, MerchantChanged, PhoneVerificationChange, PhoneVerificationSet, RegisterFieldChange, RegisterFieldSet, SignInProviderChange, SignInProviderSet, SystemChange } from '../shared/wire/operator';
import { FIREBASE_JWKS_URL, firebaseIssuer, IDENTITY_TOOLKIT_URL } from '../shared/phoneVerification';
import { configOf, plainHttpAllowed, PROVIDER_DEFAULTS, type Environment } from '../system/signInProviders';

/** trust.md: a password rule may ask for more, never for less than 8..64 characters. */
const PASSWORD_MIN = 8;
const PASSWORD_MAX_AT_LEAST = 64;

export interface Actor {
  name: string;
  ip: string | null;
}

const COUNTRY = /^[A-Z]{2}$/;

function invalid(field: string, reason: string): never {
  throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: `/${field}`, rule: reason }] });
}

function countries(field: string, list: string[]): string[] {
  const upper = [...new Set(list.map((c) => c.trim().toUpperCase()))];
  const bad = upper.find((c) => !COUNTRY.test(c));
  if (bad !== undefined) invalid(field, 'country_code');
  return upper;
}

function endTimeOf(field: string, value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) invalid(`${field}/endTime`, 'date_time');
  return at;
}

async function setMaintenance(trx: Transaction<Database>, scope: string, field: string, input: MaintenanceInput | null) {
  const row = input
    ? { enabled: input.enabled, title: input.title ?? '', info: input.info ?? '', end_time: endTimeOf(field, input.endTime) }
    : { enabled: false, title: '', info: '', end_time: null };
  await trx
    .insertInto('maintenance')
    .values({ scope, ...row, updated_at: new Date() })
    .onConflict((oc) => oc.column('scope').doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
}

async function replaceCountries(
  trx: Transaction<Database>,
  table: 'merchant_allowed_countries' | 'merchant_restricted_countries',
  merchantCode: string,
  list: string[],
) {
  await trx.deleteFrom(table).where('merchant_code', '=', merchantCode).execute();
  if (list.length) await trx.insertInto(table).values(list.map((country_code) => ({ merchant_code: merchantCode, country_code }))).execute();
}


export function createOperatorService(db: Kysely<Database>, opts: { onChange?: () => void; sessions?: SessionService; env?: Environment } = {}) {
  const env = opts.env ?? process.env;
  return {
    /** Applies a change and returns the merchant it applied to. */
    async updateSystem(change: SystemChange, actor: Actor): Promise<MerchantChanged> {
      // Validate everything before touching the database, so a bad field changes nothing.
      const allowed = change.allowedCountries && countries('allowedCountries', change.allowedCountries);
      const restricted = change.restrictedCountries && countries('restrictedCountries', change.restrictedCountries);
      const cidrs = change.restrictedCidrs?.map((c) => parseCidr(c)?.text ?? invalid('restrictedCidrs', 'cidr'));
      for (const name of Object.keys(change.switches ?? {})) {
        if (!(SWITCH_NAMES as readonly string[]).includes(name)) invalid(`switches/${name}`, 'switch_name');
      }
      if (change.codeExpiredMinutes !== undefined && !(Number.isInteger(change.codeExpiredMinutes) && change.codeExpiredMinutes >= 1 && change.codeExpiredMinutes <= 10)) {
        invalid('codeExpiredMinutes', 'range');
      }
      if (change.passwordMaxAgeDays != null && !(Number.isInteger(change.passwordMaxAgeDays) && change.passwordMaxAgeDays >= 1 && change.passwordMaxAgeDays <= 3650)) {
        invalid('passwordMaxAgeDays', 'range');
      }
      if (change.loginExtraCheck !== undefined && !LOGIN_EXTRA_CHECKS.includes(change.loginExtraCheck)) invalid('loginExtraCheck', 'enum');
      const timeZone = change.timeZone === undefined ? undefined : (canonicalTimeZone(change.timeZone) ?? invalid('timeZone', 'time_zone'));
      const resourceTypes = (change.resources ?? []).map((r) => r.resourceType);
      if (new Set(resourceTypes).size !== resourceTypes.length) invalid('resources', 'unique_resource_type');
      if (change.maintenance) endTimeOf('maintenance', change.maintenance.endTime);
      if (change.globalMaintenance) endTimeOf('globalMaintenance', change.globalMaintenance.endTime);

      const result = await db.transaction().execute(async (trx) => {
        const code = await operatorMerchantCode(trx, change.merchantCode);

        if (change.maintenance !== undefined) await setMaintenance(trx, code, 'maintenance', change.maintenance);
        if (change.globalMaintenance !== undefined) await setMaintenance(trx, '*', 'globalMaintenance', change.globalMaintenance);
        if (allowed) await replaceCountries(trx, 'merchant_allowed_countries', code, allowed);
        if (restricted) await replaceCountries(trx, 'merchant_restricted_countries', code, restricted);
        if (cidrs) {
          await trx.deleteFrom('merchant_restricted_cidrs').where('merchant_code', '=', code).execute();
          // network() clears host bits, so 203.0.113.7/24 is stored as 203.0.113.0/24.
          for (const cidr of new Set(cidrs)) {
            await trx
              .insertInto('merchant_restricted_cidrs')
              .values({ merchant_code: code, cidr: sql<string>`network(${cidr}::inet)::cidr` })
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
        }
        const merchantUpdate: {
          region_info?: string;
          cs_bar_enabled?: boolean;
          code_expired_minutes?: number;
          password_max_age_days?: number | null;
          login_extra_check?: LoginExtraCheck;
          time_zone?: string;
          image_cdn?: string;
          launch_cdn?: string;
        } = {};
        if (change.regionInfo !== undefined) merchantUpdate.region_info = change.regionInfo;
        if (change.csBarEnabled !== undefined) merchantUpdate.cs_bar_enabled = change.csBarEnabled;
        if (change.codeExpiredMinutes !== undefined) merchantUpdate.code_expired_minutes = change.codeExpiredMinutes;
        if (change.passwordMaxAgeDays !== undefined) merchantUpdate.password_max_age_days = change.passwordMaxAgeDays;
        if (change.loginExtraCheck !== undefined) merchantUpdate.login_extra_check = change.loginExtraCheck;
        if (timeZone !== undefined) merchantUpdate.time_zone = timeZone;
        if (change.imageCdn !== undefined) merchantUpdate.image_cdn = change.imageCdn;
        if (change.launchCdn !== undefined) merchantUpdate.launch_cdn = change.launchCdn;
        if (Object.keys(merchantUpdate).length) await trx.updateTable('merchants').set(merchantUpdate).where('code', '=', code).execute();
        if (change.resources) {
          await trx.deleteFrom('app_resources').where('merchant_code', '=', code).execute();
          if (change.resources.length) {
            await trx
              .insertInto('app_resources')
              .values(change.resources.map((r) => ({ merchant_code: code, resource_type: r.resourceType, url: r.url, qr_code_url: r.qrCodeUrl ?? null })))
              .execute();
          }
        }
        for (const [device, list] of [[0, change.domains?.web], [3, change.domains?.mobile]] as const) {
          if (!list) continue;
          await trx.deleteFrom('merchant_domains').where('merchant_code', '=', code).where('device', '=', device).execute();
          const names = [...new Set(list)];
          if (names.length) await trx.insertInto('merchant_domains').values(names.map((domain_name, sort_order) => ({ merchant_code: code, device, domain_name, sort_order }))).execute();
        }
        for (const [name, value] of Object.entries(change.switches ?? {})) {
          await trx
            .insertInto('merchant_switches')
            .values({ merchant_code: code, name, value: value ? 1 : 0 })
            .onConflict((oc) => oc.columns(['merchant_code', 'name']).doUpdateSet({ value: value ? 1 : 0 }))
            .execute();
        }
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'system.update', details: { merchantCode: code, change } });
        // Switch changes also get an entry each, so they can be found by action (trust.md).
        for (const [name, value] of Object.entries(change.switches ?? {})) {
          await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'switch.change', details: { merchantCode: code, switch: name, value: value ? 1 : 0 } });
        }
        return { merchantCode: code };
      });
      opts.onChange?.();
      return result;
    },

    /**
     * Changes one field of a merchant's registration form (on or off, required, pattern
     * variant, lengths). The pattern is picked from the named variants rather than
     * typed in, so no operator can store a pattern the client cannot explain or one
     * that takes the server long to match. The answer is the rule as now stored.
     */
    async setRegisterField(change: RegisterFieldChange, actor: Actor): Promise<RegisterFieldSet> {
      if (!(REGISTER_FIELDS as readonly string[]).includes(change.field)) invalid('field', 'register_field');
      if (change.patternId !== undefined && !PATTERN_IDS.includes(change.patternId as PatternId)) invalid('patternId', 'pattern_id');
      return db.transaction().execute(async (trx) => {
        const code = await operatorMerchantCode(trx, change.merchantCode);
        const current = await trx.selectFrom('register_fields').selectAll().where('merchant_code', '=', code).where('field', '=', change.field).executeTakeFirst();
        const next = {
          enabled: change.enabled ?? current?.enabled ?? false,
          required: change.required ?? current?.required ?? false,
          pattern_id: change.patternId ?? current?.pattern_id ?? 'ANY',
          min_length: change.minLength ?? current?.min_length ?? 0,
          max_length: change.maxLength ?? current?.max_length ?? 255,
        };
        if (next.min_length > next.max_length) invalid('minLength', 'min_above_max');
        if (change.field === 'password' && (next.min_length < PASSWORD_MIN || next.max_length < PASSWORD_MAX_AT_LEAST)) invalid('minLength', 'password_rule_weakened');
        // A required field that is off would make the form impossible to send.
        if (next.required && !next.enabled) invalid('required', 'required_but_disabled');
        const row = { ...next, accepted_pattern: PATTERNS[next.pattern_id as PatternId] ?? '*' };
        await trx
          .insertInto('register_fields')
          .values({ merchant_code: code, field: change.field, ...row, sort_order: REGISTER_FIELDS.indexOf(change.field as (typeof REGISTER_FIELDS)[number]) })
          .onConflict((oc) => oc.columns(['merchant_code', 'field']).doUpdateSet(row))
          .execute();
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'register_field.change', details: { merchantCode: code, field: change.field, ...next } });
        return {
          merchantCode: code,
          field: change.field,
          enabled: row.enabled,
          required: row.required,
          acceptedPattern: row.accepted_pattern,
          patternId: row.pattern_id,
          minLength: row.min_length,
          maxLength: row.max_length,
        };
      });
    },

    /**
     * Configures a merchant's Google or Facebook sign-in (spec section 7). The providers' own
     * addresses and scopes are the defaults; a provider elsewhere (a test's, a staging one) is
     * named in full. The secret is stored only when given here; naming an environment variable
     * instead keeps it out of the database. The answer never carries it. Fields left out keep
     * the stored values (the defaults for a new provider).
     */
    async setSignInProvider(change: SignInProviderChange, actor: Actor): Promise<SignInProviderSet> {
      const isGoogle = change.provider === 'google';
      const defaults = PROVIDER_DEFAULTS[change.provider];
      const stored = await db.transaction().execute(async (trx) => {
        const code = await operatorMerchantCode(trx, change.merchantCode);
        // What is left out keeps what is stored (a custom address, the scope, the secret), so a
        // save that changes one field does not reset the others or ask for the secret again.
        const before = await trx.selectFrom('sign_in_providers').selectAll().where('merchant_code', '=', code).where('provider', '=', change.provider).forUpdate().executeTakeFirst();
        const keptSecret = change.clientSecretEnv || change.clientSecret ? null : before;
        const row = {
          issuer: isGoogle ? (change.issuer ?? before?.issuer ?? PROVIDER_DEFAULTS.google.issuer) : null,
          authorization_endpoint: isGoogle ? null : (change.authorizationEndpoint ?? before?.authorization_endpoint ?? PROVIDER_DEFAULTS.facebook.authorizationEndpoint),
          token_endpoint: isGoogle ? null : (change.tokenEndpoint ?? before?.token_endpoint ?? PROVIDER_DEFAULTS.facebook.tokenEndpoint),
          userinfo_endpoint: isGoogle ? null : (change.userinfoEndpoint ?? before?.userinfo_endpoint ?? PROVIDER_DEFAULTS.facebook.userinfoEndpoint),
          client_id: change.clientId,
          client_secret: change.clientSecretEnv ? null : (change.clientSecret ?? keptSecret?.client_secret ?? null),
          client_secret_env: change.clientSecretEnv ?? keptSecret?.client_secret_env ?? null,
          scope: change.scope ?? before?.scope ?? defaults.scope,
          enabled: change.enabled,
        };
        for (const [field, address] of [['issuer', row.issuer], ['authorizationEndpoint', row.authorization_endpoint], ['tokenEndpoint', row.token_endpoint], ['userinfoEndpoint', row.userinfo_endpoint]] as const) {
          if (address === null) continue;
          try {
            plainHttpAllowed(address);
          } catch {
            invalid(field, 'https_required');
          }
        }
        if (!row.client_secret && !row.client_secret_env) invalid('clientSecret', 'required');
        const values = { merchant_code: code, provider: change.provider, ...row };
        await trx
          .insertInto('sign_in_providers')
          .values(values)
          .onConflict((oc) => oc.columns(['merchant_code', 'provider']).doUpdateSet(row))
          .execute();
        await writeAudit(trx, {
          actor: actor.name,
          ip: actor.ip,
          action: 'sign_in_provider.change',
          details: { merchantCode: code, provider: change.provider, enabled: row.enabled, clientId: row.client_id, secretFrom: row.client_secret_env ? 'environment' : 'database', secretKept: keptSecret !== null && keptSecret !== undefined },
        });
        return values;
      });
      opts.onChange?.();
      return {
        merchantCode: stored.merchant_code,
        provider: change.provider,
        enabled: stored.enabled,
        kind: isGoogle ? 'oidc' : 'oauth',
        clientId: stored.client_id,
        secretFrom: stored.client_secret_env ? 'environment' : 'database',
        offered: configOf(stored, env) !== null,
      };
    },

    /**
     * SMS through a sign-in provider (SMS-14): Firebase's addresses for the project unless
     * others are named (a staging provider, a test's). While it is enabled the portal sends no
     * codes of its own for registration and SMS login; the provider's tokens prove the numbers.
     */
    async setPhoneVerification(change: PhoneVerificationChange, actor: Actor): Promise<PhoneVerificationSet> {
      const row = {
        api_url: change.apiUrl ?? IDENTITY_TOOLKIT_URL,
        api_key: change.apiKey,
        issuer: change.issuer ?? firebaseIssuer(change.projectId),
        audience: change.projectId,
        jwks_url: change.jwksUrl ?? FIREBASE_JWKS_URL,
        enabled: change.enabled,
      };
      for (const [field, address] of [['apiUrl', row.api_url], ['jwksUrl', row.jwks_url]] as const) {
        try {
          plainHttpAllowed(address);
        } catch {
          invalid(field, 'https_required');
        }
      }
      const code = await db.transaction().execute(async (trx) => {
        const merchantCode = await operatorMerchantCode(trx, change.merchantCode);
        await trx
          .insertInto('phone_verification_providers')
          .values({ merchant_code: merchantCode, ...row })
          .onConflict((oc) => oc.column('merchant_code').doUpdateSet(row))
          .execute();
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'phone_verification.change', details: { merchantCode, enabled: row.enabled, projectId: row.audience, apiUrl: row.api_url } });
        return merchantCode;
      });
      opts.onChange?.();
      return { merchantCode: code, enabled: row.enabled, projectId: row.audience, apiUrl: row.api_url, issuer: row.issuer, jwksUrl: row.jwks_url };
    },

    /** Locks or unlocks an account; a lock ends its sessions at once (trust.md). */
    async setAccountLock(input: AccountLockRequest, actor: Actor): Promise<AccountLock> {
      return db.transaction().execute(async (trx) => {
        const merchantCode = await operatorMerchantCode(trx, input.merchantCode);
        const user = await trx
          .updateTable('users')
          .set({ locked: input.locked })
          .where('merchant_code', '=', merchantCode)
          .where('account_key', '=', input.account.toLowerCase())
          .returning(['id', 'account'])
          .executeTakeFirst();
        if (!user) throw new ApiFailure('not_found');
        const sessionsRevoked = input.locked && opts.sessions ? await opts.sessions.revokeAllOf(user.id, 'account_locked', trx) : 0;
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: input.locked ? 'account.lock' : 'account.unlock', details: { merchantCode, account: user.account, sessionsRevoked } });
        return { account: user.account, locked: input.locked, sessionsRevoked };
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
