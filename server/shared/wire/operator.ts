// The operator's settings calls (docs/api.md "Operator", X-Operator-Key): system status data,
// account locks, registration fields; the staff's side of support chat; the review of activity
// applications. The money calls are in operatorMoney.ts. No page of the portal calls these (the
// operator's own tools, tests and e2e do), so no `src/api` module parses them; the routes
// validate and serialise with them and the tests type their fixtures from them.
import * as v from 'valibot';
import { canonicalTimeZone, TIME_ZONE_NAME } from '../age';
import { STAFF_NAME_MAX } from '../chatRules';
import { LOGIN_EXTRA_CHECKS, RESOURCE_TYPES, RESOURCE_URL_PATTERN, SWITCH_NAMES, type SwitchName } from '../merchantSettings';
import { PATTERN_IDS, REGISTER_FIELDS } from '../registerRules';
import { fieldRule } from './accounts';
import { SIGN_IN_PROVIDERS } from '../signIn';
import * as chat from './chat';
import { cdn, host } from './system';
import { count, id, int4, isoTime, money, pageNumber, pageOf, upload } from './common';
export { idParams as decisionParams } from './common';

/** The merchant an operator's body names; the default merchant when absent. */
export const operatorMerchant = v.pipe(v.string(), v.minLength(1), v.maxLength(16), v.description('The default merchant when absent'));
/** The member an operator's body names, by account (any case). */
export const memberAccount = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** The row an operator decides: an activity application, a deposit, a withdrawal. */

/** The answer of a settings change: the merchant it applied to. */
export const merchantChanged = v.object({ merchantCode: v.string() });
export type MerchantChanged = v.InferOutput<typeof merchantChanged>;

// ── System status data ──────────────────────────────────────────────────────

const maintenanceInput = v.strictObject({
  enabled: v.boolean(),
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
  info: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  /** Null or absent for no announced end. */
  endTime: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(40), v.description('ISO 8601 date-time')))),
});
export type MaintenanceInput = v.InferOutput<typeof maintenanceInput>;

const switchValue = v.picklist([0, 1]);
const switchChanges = v.strictObject(
  Object.fromEntries(SWITCH_NAMES.map((name) => [name, v.optional(switchValue)])) as { [K in SwitchName]: v.OptionalSchema<typeof switchValue, undefined> },
);

const country = v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/));
const resourceUrl = v.pipe(v.string(), v.maxLength(500), v.regex(RESOURCE_URL_PATTERN));

export const systemChange = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  /** The merchant's own maintenance; null turns it off. */
  maintenance: v.optional(v.nullable(maintenanceInput)),
  /** Maintenance of every merchant at once; null turns it off. */
  globalMaintenance: v.optional(v.nullable(v.pipe(maintenanceInput, v.description('Maintenance of every merchant; wins over their own')))),
  allowedCountries: v.optional(v.pipe(v.array(country), v.maxLength(300))),
  restrictedCountries: v.optional(v.pipe(v.array(country), v.maxLength(300))),
  restrictedCidrs: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(1000))),
  regionInfo: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  switches: v.optional(switchChanges),
  csBarEnabled: v.optional(v.boolean()),
  codeExpiredMinutes: v.optional(v.pipe(int4(1, 10), v.description('Minutes SMS and e-mail codes stay valid'))),
  /** Null: passwords never expire. */
  passwordMaxAgeDays: v.optional(v.nullable(v.pipe(int4(1, 3650), v.description('Days before a password expires; null: never')))),
  loginExtraCheck: v.optional(v.pipe(v.picklist(LOGIN_EXTRA_CHECKS), v.description('The extra check at login from a new IP or device'))),
  /** Replaces the merchant's whole set. */
  resources: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          resourceType: v.picklist(RESOURCE_TYPES),
          url: v.pipe(resourceUrl, v.description("https address, or a path on the portal ('/' for the lite app)")),
          qrCodeUrl: v.optional(v.nullable(v.pipe(resourceUrl, v.description('A QR picture of your own; null: the page draws one from url')))),
        }),
      ),
      v.maxLength(RESOURCE_TYPES.length),
      v.description("The app download resources; replaces the merchant's set"),
    ),
  ),
  imageCdn: v.optional(v.pipe(v.union([v.literal(''), cdn]), v.description("The image CDN: an https origin with an optional path prefix; '' serves pictures from the portal"))),
  launchCdn: v.optional(
    v.pipe(v.union([v.literal(''), cdn]), v.description("The launch CDN: an https origin with an optional path prefix; '' launches from the portal. Its origin must be among the game frame origins")),
  ),
  /** Replaces the merchant's whole list for each device named. */
  domains: v.optional(
    v.pipe(
      v.strictObject({ web: v.optional(v.pipe(v.array(host), v.maxLength(50))), mobile: v.optional(v.pipe(v.array(host), v.maxLength(50))) }),
      v.description("The routers call's domains, the preferred first: web (device 0) and mobile (device 3); each list named replaces the merchant's"),
    ),
  ),
  /** Whose calendar day counts for the age rule (server/shared/age.ts); stored by its canonical name. */
  timeZone: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(64),
      v.regex(TIME_ZONE_NAME),
      v.check((name) => canonicalTimeZone(name) !== undefined),
      v.description('IANA time zone whose calendar day counts (the age at registration); an unknown zone answers bad_request'),
      v.examples(['Africa/Lagos']),
    ),
  ),
});
export type SystemChange = v.InferOutput<typeof systemChange>;

// ── Accounts and the registration form ──────────────────────────────────────

export const accountLockRequest = v.strictObject({ merchantCode: v.optional(operatorMerchant), account: memberAccount, locked: v.boolean() });
export type AccountLockRequest = v.InferOutput<typeof accountLockRequest>;
export const accountLock = v.object({ account: v.string(), locked: v.boolean(), sessionsRevoked: count });
export type AccountLock = v.InferOutput<typeof accountLock>;

export const registerFieldChange = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  field: v.picklist(REGISTER_FIELDS),
  enabled: v.optional(v.boolean()),
  required: v.optional(v.boolean()),
  patternId: v.optional(v.picklist(PATTERN_IDS)),
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))),
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(255))),
});
export type RegisterFieldChange = v.InferOutput<typeof registerFieldChange>;

/** A field's rule as now stored (the `fields` of GET /api/member/register/settings), with its merchant. */
export const registerFieldSet = v.object({ merchantCode: v.string(), ...fieldRule.entries });
export type RegisterFieldSet = v.InferOutput<typeof registerFieldSet>;

// ── Third-party sign-in providers ───────────────────────────────────────────

const providerAddress = v.pipe(v.string(), v.maxLength(500), v.url(), v.description('https (http only for a provider on this machine)'));

/**
 * PUT /api/operator/sign-in-providers: a merchant's Google (OpenID Connect: issuer) or
 * Facebook (OAuth 2.0: the three endpoints) sign-in. The secret is given here or, better, as
 * the name of an environment variable the server reads it from; neither is ever answered.
 */
export const signInProviderChange = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  provider: v.picklist(SIGN_IN_PROVIDERS),
  enabled: v.boolean(),
  issuer: v.optional(providerAddress),
  authorizationEndpoint: v.optional(providerAddress),
  tokenEndpoint: v.optional(providerAddress),
  userinfoEndpoint: v.optional(providerAddress),
  clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(500)),
  clientSecret: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
  clientSecretEnv: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Z0-9_]{0,127}$/), v.description('Name of the environment variable holding the secret'))),
  scope: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.description('google: "openid email profile"; facebook: "email public_profile"'))),
});
export type SignInProviderChange = v.InferOutput<typeof signInProviderChange>;

/** The provider as now stored, without its secret. */
export const signInProviderSet = v.object({
  merchantCode: v.string(),
  provider: v.picklist(SIGN_IN_PROVIDERS),
  enabled: v.boolean(),
  kind: v.picklist(['oidc', 'oauth']),
  clientId: v.string(),
  secretFrom: v.pipe(v.picklist(['database', 'environment']), v.description('Where the server reads the secret')),
  /** Whether the server can use it now (enabled and its secret readable). */
  offered: v.boolean(),
});
export type SignInProviderSet = v.InferOutput<typeof signInProviderSet>;

// ── SMS through a sign-in provider ──────────────────────────────────────────

/**
 * PUT /api/operator/phone-verification: the provider that sends a merchant's SMS codes and
 * signs the tokens proving a number (SMS-14, REGISTER-29). With a Firebase project only the
 * project id and its web API key are needed; a provider elsewhere names its addresses.
 */
export const phoneVerificationChange = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  enabled: v.boolean(),
  projectId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,100}$/), v.description("The provider's project: the tokens' audience")),
  apiKey: v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.description("The provider's public browser key (the browser sends it)")),
  apiUrl: v.optional(providerAddress),
  issuer: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500), v.description("The tokens' issuer; Firebase's for the project by default"))),
  jwksUrl: v.optional(providerAddress),
});
export type PhoneVerificationChange = v.InferOutput<typeof phoneVerificationChange>;

export const phoneVerificationSet = v.object({
  merchantCode: v.string(),
  enabled: v.boolean(),
  projectId: v.string(),
  apiUrl: v.string(),
  issuer: v.string(),
  jwksUrl: v.string(),
});
export type PhoneVerificationSet = v.InferOutput<typeof phoneVerificationSet>;

// ── Support chat, the staff's side ──────────────────────────────────────────

const chatMerchant = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,16}$/));

export const staffQuery = v.strictObject({ merchantCode: chatMerchant });
export const staffRoomQuery = v.strictObject({ merchantCode: chatMerchant, ...chat.afterQuery.entries });
export const memberParams = v.strictObject({ memberId: int4(1) });
export const chatMessageParams = v.strictObject({ id: v.pipe(v.string(), v.regex(/^\d{1,18}$/)) });

/** The staff's inbox: a page of 15, of one merchant (all when absent), of one member by account. */
export const supportChatsQuery = v.strictObject({
  merchantCode: v.optional(chatMerchant),
  account: v.optional(v.pipe(v.string(), v.maxLength(64))),
  page: v.optional(pageNumber, 1),
});
export type SupportChatsQuery = v.InferOutput<typeof supportChatsQuery>;

/**
 * A reply. The name it is signed with is the signed-in staff member's display name (a console
 * session: `staffName` is ignored); a tool's key must give `staffName`. The service checks the
 * exact bounds and answers invalid_field_format with them.
 */
export const staffReplyRequest = v.strictObject({
  ...chat.chatPost.entries,
  staffName: v.optional(v.pipe(v.string(), v.maxLength(4 * STAFF_NAME_MAX), v.description(`1 to ${STAFF_NAME_MAX} characters; a tool key's callers only (a staff session signs with its display name)`))),
});
export type StaffReplyRequest = v.InferOutput<typeof staffReplyRequest>;

export const supportChat = v.object({
  memberId: count,
  account: v.string(),
  merchantCode: v.string(),
  lastMessage: v.string(),
  lastAt: isoTime,
  /** The last word is the staff's. */
  answered: v.boolean(),
  unread: count,
});
export type SupportChat = v.InferOutput<typeof supportChat>;
export const supportChats = pageOf(supportChat);
export type SupportChats = v.InferOutput<typeof supportChats>;

// Staff read and answer with the member's message and room shapes.
export { chatMessage, chatRoom, type ChatMessage, type ChatRoom } from './chat';

export const hiddenMessage = v.object({ id: v.string(), hidden: v.boolean() });
export type HiddenMessage = v.InferOutput<typeof hiddenMessage>;

// ── Activity applications ───────────────────────────────────────────────────

export const application = v.object({
  entryId: v.string(),
  promotionId: v.string(),
  title: v.string(),
  account: v.string(),
  merchantCode: v.string(),
  remark: v.string(),
  bonus: money,
  appliedAt: isoTime,
  images: v.array(upload),
});
export type Application = v.InferOutput<typeof application>;
/** Applications waiting for review, a page of 15, oldest first (query: points.ts queueQuery). */
export const applications = pageOf(application);

export const APPLICATION_OUTCOMES = ['issued', 'rejected'] as const;
export const applicationReview = v.object({ entryId: v.string(), status: v.picklist(APPLICATION_OUTCOMES) });
export type ApplicationReview = v.InferOutput<typeof applicationReview>;
