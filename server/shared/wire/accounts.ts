// The accounts area's wire shapes (docs/api.md "Accounts"): the member answer, logging in and
// out, free play, registration, the bot checks, SMS and e-mail codes, linking a contact and the
// password calls. Passwords travel as typed: `server/shared/passwordRules.ts` is the one rule of
// how each is normalised, applied by the services (and by the forms for their own checks).
import * as v from 'valibot';
import { ACCOUNT_TYPES } from '../accountTypes';
import { PASSWORD_HARD_MAX } from '../passwordRules';
import { switches } from './system';
import { SIGN_IN_PROVIDERS } from '../signIn';

const text = (maxLength: number, description?: string) =>
  description ? v.pipe(v.string(), v.maxLength(maxLength), v.description(description)) : v.pipe(v.string(), v.maxLength(maxLength));
const optionalText = (maxLength: number, description?: string) => v.optional(text(maxLength, description));

/** Every password field of these requests: bounded by what is hashed, normalised by the service. */
const password = text(PASSWORD_HARD_MAX);
/** The payment password (6 digits by default; the merchant's paymentPassword rule decides). */
export const PAYMENT_PASSWORD_MAX = 64;

// ── The member ──────────────────────────────────────────────────────────────

/** The member's contact handles (spec section 3); null: not given. */
export const contactHandles = v.object({
  qq: v.nullable(v.string()),
  line: v.nullable(v.string()),
  whatsapp: v.nullable(v.string()),
  facebook: v.nullable(v.string()),
  wechat: v.nullable(v.string()),
});
export type ContactHandles = v.InferOutput<typeof contactHandles>;

/** The labels of a member's profile (spec section 3): each names a fact the member has on file. */
export const MEMBER_LABELS = ['mobile', 'email', 'realName', 'birthday', 'address', 'nationality', 'occupation', 'incomeSource'] as const;
export type MemberLabel = (typeof MEMBER_LABELS)[number];

/** The member answer (spec section 3), as GET /api/member/info and every login answer carry it. */
export const member = v.object({
  id: v.number(),
  customerId: v.number(),
  account: v.string(),
  nickname: v.string(),
  type: v.pipe(v.picklist(ACCOUNT_TYPES), v.description('0 member; 1, 2, 41, 42 agents; 4 trial')),
  isAgent: v.boolean(),
  isTrial: v.boolean(),
  /** Whether the member has an upline agent (transfers to the upline). */
  toUpline: v.boolean(),
  merchantCode: v.string(),
  balance: v.pipe(v.string(), v.description('Decimal with 2 places')),
  currency: v.string(),
  currencySymbol: v.string(),
  unreadMessage: v.number(),
  availablePromoCount: v.number(),
  availablePromo: v.array(v.object({ type: v.picklist(['REFERRAL']), enabled: v.boolean() })),
  hasVip: v.boolean(),
  vipRankLevel: v.number(),
  clubLabel: v.pipe(
    v.nullable(v.object({ labelName: v.string(), rankLevel: v.number() })),
    v.description("The member's VIP club: the level's name and rank; null when the merchant has no VIP levels"),
  ),
  memberLabel: v.pipe(v.array(v.picklist(MEMBER_LABELS)), v.description('The profile facts the member has on file, in this order: ' + MEMBER_LABELS.join(', '))),
  referralCode: v.string(),
  countryDialingCode: v.nullable(v.string()),
  mobileNum: v.nullable(v.string()),
  email: v.nullable(v.string()),
  realName: v.nullable(v.string()),
  birthday: v.pipe(v.nullable(v.string()), v.description('yyyy-MM-dd')),
  selfExcludedUntil: v.pipe(v.nullable(v.string()), v.description('ISO time the running time-out or self-exclusion ends; null when none runs or it is indefinite (restricted tells)')),
  restricted: v.pipe(
    v.optional(v.boolean()),
    v.description('A self-exclusion runs: only withdrawals, balance, records, the protection status and logout work (GET /api/member/protection)'),
  ),
  handles: contactHandles,
});
export type Member = v.InferOutput<typeof member>;

export const tokenAndMember = v.object({ token: v.pipe(v.string(), v.description('Bearer token (256 bits, base64url)')), member });
export type TokenAndMember = v.InferOutput<typeof tokenAndMember>;

// ── Bot checks and codes ────────────────────────────────────────────────────

/** The answer to a slider challenge, sent inside the login, registration and SMS bodies. */
export const sliderAnswer = v.strictObject({
  sliderId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  x: v.pipe(v.number(), v.minValue(-1000), v.maxValue(1000), v.description('Left edge of the dropped piece, in background pixels')),
  durationMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3_600_000), v.description('How long the drag took')),
});
export type SliderAnswer = v.InferOutput<typeof sliderAnswer>;

/** GET /api/captcha: a one-use text captcha as an image. */
export const captcha = v.object({ captchaId: v.string(), image: v.pipe(v.string(), v.description('data:image/png URL')) });
export type Captcha = v.InferOutput<typeof captcha>;

/** GET /api/slider: a puzzle; its answer travels in the body of the call it guards. */
export const sliderChallenge = v.object({
  sliderId: v.string(),
  background: v.pipe(v.string(), v.description('data:image/png URL, width x height')),
  piece: v.pipe(v.string(), v.description('data:image/png URL, pieceWidth x pieceHeight')),
  /** Top of the piece on the background; the player finds x. */
  y: v.pipe(v.number(), v.integer(), v.description('Top of the piece on the background')),
  width: v.pipe(v.number(), v.integer()),
  height: v.pipe(v.number(), v.integer()),
  pieceWidth: v.pipe(v.number(), v.integer()),
  pieceHeight: v.pipe(v.number(), v.integer()),
});
export type SliderChallenge = v.InferOutput<typeof sliderChallenge>;

/** A code was sent: it is valid this long, and the resend countdown is the same. */
export const codeSent = v.object({
  expiredMinutes: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10), v.description('The code is valid this long; the resend countdown is the same')),
});
export type CodeSent = v.InferOutput<typeof codeSent>;

/** A mobile number and its calling code, as every body that takes one has them. */
const phoneEntries = {
  mobileNum: text(32),
  countryDialingCode: optionalText(8, "Calling code ('+234' or '234'); the merchant's when absent"),
};
const verificationCode = text(16);
/** SMS through a sign-in provider: the provider's ID token proving mobileNum, instead of a code. */
const phoneToken = optionalText(4096, "The sign-in provider's ID token for mobileNum (SMS through a provider), instead of the code");

/** POST /api/session/login/sms, /api/verification/sms/register and /api/verification/sms/reset. */
export const smsRequest = v.strictObject({ ...phoneEntries, slider: v.optional(sliderAnswer) });
export type SmsRequest = v.InferOutput<typeof smsRequest>;

// ── Logging in and out, free play ───────────────────────────────────────────

/** POST /api/session/login (E). Fields are those of `type`; the service reads only those. */
export const loginRequest = v.strictObject({
  type: v.picklist(['username', 'sms']),
  username: optionalText(64),
  password: v.optional(password),
  mobileNum: v.optional(phoneEntries.mobileNum),
  countryDialingCode: phoneEntries.countryDialingCode,
  code: optionalText(16, 'The SMS code (type sms); taken as typed, not trimmed'),
  phoneToken,
  captchaId: optionalText(64),
  captcha: optionalText(16),
  slider: v.optional(sliderAnswer),
  side: v.optional(v.pipe(v.picklist(['member', 'agent']), v.description('agent: the agent-side login, which refuses non-agents'))),
  deviceId: optionalText(128, 'A stable id of this browser, for the extra check at a new device'),
  extraCheck: v.optional(v.strictObject({ checkId: text(64), value: text(200) })),
});
export type LoginRequest = v.InferOutput<typeof loginRequest>;

export const loginAnswer = v.object({
  token: v.string(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  /** A forced change is pending: a password an agent or operator chose, a temporary one, or an expired one with PWDEXPFORCECHANGE3 on. */
  mustChangePassword: v.boolean(),
  member,
});
export type LoginAnswer = v.InferOutput<typeof loginAnswer>;

// ── Third-party sign-in (spec section 7) ────────────────────────────────────

const signInProvider = v.pipe(v.picklist(SIGN_IN_PROVIDERS), v.description('A provider the merchant has configured'));

/** POST /api/session/sign-in: open an attempt to log in or register with a provider. */
export const signInStart = v.strictObject({
  provider: signInProvider,
  purpose: v.pipe(v.picklist(['login', 'register']), v.description('register creates a member at the first sign-in; login needs one linked already')),
  side: v.optional(v.picklist(['member', 'agent'])),
});
export type SignInStart = v.InferOutput<typeof signInStart>;

/** POST /api/member/identities: open an attempt to link a provider to the member logged in. */
export const identityLinkStart = v.strictObject({ provider: signInProvider });

/** Where to send the popup, and the attempt's id (a secret: only the page that started it may finish it). */
export const signInStarted = v.object({
  attemptId: v.string(),
  authorizationUrl: v.pipe(v.string(), v.description("The provider's sign-in page")),
});
export type SignInStarted = v.InferOutput<typeof signInStarted>;

/** POST /api/session/sign-in/finish, once the popup has said the provider answered. */
export const signInFinish = v.strictObject({
  attemptId: text(64),
  deviceId: optionalText(128),
  // A new member (purpose register): the registration rules that still apply.
  termsAccepted: v.optional(v.boolean()),
  affiliateCode: optionalText(20),
  referralCode: optionalText(32),
  birthday: optionalText(10, 'yyyy-MM-dd, when the merchant asks for it'),
  domain: optionalText(255),
  registerUrl: optionalText(1000),
});
export type SignInFinish = v.InferOutput<typeof signInFinish>;

/** POST /api/member/identities/finish. */
export const identityLinkFinish = v.strictObject({ attemptId: text(64) });

/** DELETE /api/member/identities/:provider. */
export const identityParams = v.strictObject({ provider: signInProvider });

/** A provider linked to the member. */
export const memberIdentity = v.object({
  provider: v.picklist(SIGN_IN_PROVIDERS),
  email: v.pipe(v.nullable(v.string()), v.description("The provider account's e-mail when it gave one, to recognise the account")),
  linkedAt: v.string(),
});
export const memberIdentities = v.array(memberIdentity);
export type MemberIdentity = v.InferOutput<typeof memberIdentity>;

/** POST /api/session/freeplay (FREEPLAY3). */
export const freePlayRequest = v.strictObject({
  os: optionalText(32),
  platform: optionalText(8, 'W (web)'),
  gatewayVersion: optionalText(8, '3'),
  nonce: optionalText(512, 'A random string from the client'),
});

/** DELETE /api/session. */
export const loggedOut = v.object({ loggedOut: v.boolean() });

// ── Registration ────────────────────────────────────────────────────────────

/** One field's registration rule: what it accepts and whether it shows. */
export const fieldRule = v.object({
  field: v.string(),
  enabled: v.boolean(),
  required: v.boolean(),
  acceptedPattern: v.pipe(v.string(), v.description("A regular expression (Unicode), or '*' for anything")),
  patternId: v.string(),
  minLength: v.number(),
  maxLength: v.number(),
});
export type FieldRule = v.InferOutput<typeof fieldRule>;

/** GET /api/member/register/settings: per-field rules and the switches. */
export const registerSettings = v.object({ fields: v.array(fieldRule), switches });
export type RegisterSettings = v.InferOutput<typeof registerSettings>;

/** PUT /api/member/register (E): the user fields of spec section 3 plus the bot check and the login flag. */
export const registerBody = v.strictObject({
  type: v.pipe(v.picklist(['register', 'registerMobile']), v.description('registerMobile: the username is the mobile number')),
  username: optionalText(64),
  password,
  confirmPassword: password,
  payeeName: optionalText(100),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: v.optional(phoneEntries.mobileNum),
  countryDialingCode: phoneEntries.countryDialingCode,
  recommenderId: optionalText(64),
  captchaId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(255, 'The registration SMS code (REGMOBVERF3)'),
  phoneToken,
  affiliateCode: optionalText(32, 'An agent invitation code (GET /api/agent/affiliate)'),
  referralCode: optionalText(32, "A member's invitation code, from the URL query"),
  paymentPassword: optionalText(PAYMENT_PASSWORD_MAX),
  line: optionalText(100),
  whatsapp: optionalText(32),
  facebook: optionalText(200),
  wechat: optionalText(100),
  idNumber: optionalText(64),
  birthday: optionalText(10, 'yyyy-MM-dd; under 18 is refused'),
  domain: optionalText(255),
  registerUrl: optionalText(1000),
  registerMethod: v.optional(v.picklist(['WEB'])),
  /** The terms, which include being 18 or older; the birthday, when given, is checked too. */
  termsAccepted: v.pipe(v.boolean(), v.description('The terms (which state the player is 18 or older) were accepted')),
  slider: v.optional(sliderAnswer),
  login: v.optional(v.pipe(v.boolean(), v.description('true: log in at once (the answer has a token)'))),
  deviceId: optionalText(128),
});
export type RegisterBody = v.InferOutput<typeof registerBody>;
/** The registration body as the web client sends it: registerMethod WEB, logging in at once. */
export type RegisterRequest = RegisterBody & { registerMethod: 'WEB'; login: true };

/** The token only when the body asked to log in at once. */
export const registerAnswer = v.object({ token: v.optional(v.string()), member });
export type RegisterAnswer = v.InferOutput<typeof registerAnswer>;

/** GET /api/agent/affiliate: whether an agent invitation code is usable here. */
export const affiliateQuery = v.strictObject({ code: text(64), domain: optionalText(255) });
export const affiliateValidity = v.object({ valid: v.boolean() });

// ── Passwords ───────────────────────────────────────────────────────────────

/** POST /api/member/password (E): oldPassword may be left out only right after a forced-change login. */
export const changePasswordRequest = v.strictObject({ oldPassword: v.optional(password), newPassword: password, confirmNewPassword: password });
export type ChangePasswordRequest = v.InferOutput<typeof changePasswordRequest>;

/** POST /api/member/password/email (form-encoded): a temporary password is e-mailed. */
export const passwordEmailRequest = v.strictObject({ username: text(64), email: text(254) });
export type PasswordEmailRequest = v.InferOutput<typeof passwordEmailRequest>;
export const passwordEmailSent = v.object({ sent: v.boolean() });

/** POST /api/member/password/sms (E): the code of POST /api/verification/sms/reset proves the number. */
export const resetBySmsRequest = v.strictObject({
  newPassword: password,
  confirmNewPassword: v.optional(password),
  ...phoneEntries,
  verificationCode,
  slider: v.optional(sliderAnswer),
});
export type ResetBySmsRequest = v.InferOutput<typeof resetBySmsRequest>;

// ── Linking a contact (personal centre, "My account") ───────────────────────

/** POST /api/verification/sms/bind: a code to the mobile number to link. */
export const bindSmsRequest = v.strictObject(phoneEntries);
export type MobileDestination = v.InferOutput<typeof bindSmsRequest>;
/** POST /api/member/mobile: the number and the code sent to it. */
export const bindMobileRequest = v.strictObject({ ...phoneEntries, verificationCode });

/** POST /api/verification/email/bind: a code to the e-mail address to link. */
export const bindEmailCodeRequest = v.strictObject({ email: text(254) });
export type EmailDestination = v.InferOutput<typeof bindEmailCodeRequest>;
/** POST /api/member/email: the address and the code sent to it. */
export const bindEmailRequest = v.strictObject({ email: text(254), verificationCode });

/** What a contact is linked by: a mobile number (with its calling code) or an e-mail address. */
export type ContactChannel = 'mobile' | 'email';
export type ContactDestination = MobileDestination | EmailDestination;

/** GET /api/member/avatar (T): the member's avatar, drawn by the page as an initial on a colour of its own. */
export const avatar = v.object({
  initial: v.pipe(v.string(), v.description('The first letter of the nickname, else of the account, upper case')),
  color: v.pipe(v.string(), v.regex(/^#[0-9a-f]{6}$/), v.description("The avatar's background, steady for the member")),
});
export type Avatar = v.InferOutput<typeof avatar>;
