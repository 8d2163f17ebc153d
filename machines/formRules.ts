import * as v from 'valibot';
import { fieldOf } from './flowErrors';
import { PATTERNS, patternTest, type FieldRule } from '../server/shared/registerRules';
import { oldEnough, parseBirthday } from '../server/shared/age';
import { normalisePassword, PASSWORD_MAX_LENGTH_FLOOR, PASSWORD_MIN_LENGTH } from '../server/shared/passwordRules';

/**
 * The form rules of the account flows (spec section 5), in one place: the registration
 * fields' server rules become valibot schemas here, and the login, forgot-password and
 * change-password forms use the same builders. Pure (no DOM, no clock): the machines'
 * guards call these functions.
 */

/** A message key of the catalogue plus what fills it. */
export interface FieldError {
  message: string;
  /** Bounds for (min)-(max) in pattern messages. */
  min?: number;
  max?: number;
}

/** Per form field, the first problem found. */
export type FieldErrors = Partial<Record<string, FieldError>>;

export type { FieldRule };

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** The message key of a pattern id; unknown ids fall back to the generic one. */
export function patternMessage(patternId: string): string {
  return patternId in PATTERNS ? `validation.pattern.${patternId}` : 'validation.pattern.ANY';
}

/**
 * Fills (min) and (max) in a pattern message. When the bounds are equal the range
 * "(min)-(max)" reads as the single value (spec section 5: "6 digits", not "6-6 digits").
 */
export function fillRange(text: string, min: number | undefined, max: number | undefined): string {
  if (min === undefined || max === undefined) return text;
  const single = min === max ? text.replace(/\(min\)\s*[-–~]\s*\(max\)/g, String(min)) : text;
  return single.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

const required = (): FieldError => ({ message: 'validation.required' });
const ruleError = (rule: FieldRule): FieldError => ({ message: patternMessage(rule.patternId), min: rule.minLength, max: rule.maxLength });

/**
 * One field's valibot schema from its server rule: empty is fine unless required; a
 * value must lie within the lengths and match acceptedPattern ('*' for anything).
 * The server checks the same rule with `fieldProblem` (server/shared/registerRules.ts).
 */
export function fieldSchema(rule: FieldRule, normalise: (value: string) => string = (value) => value) {
  const matches = patternTest(rule.acceptedPattern);
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform(normalise),
    v.check((value: string) => value !== '' || !rule.required, 'validation.required'),
    v.check(
      (value: string) => value === '' || (value.length >= rule.minLength && value.length <= rule.maxLength && matches(value)),
      patternMessage(rule.patternId),
    ),
  );
}

/** The first problem of a value under a rule, as the form shows it. */
export function checkField(rule: FieldRule, value: string | undefined): FieldError | undefined {
  const result = v.safeParse(fieldSchema(rule), value ?? '');
  if (result.success) return undefined;
  return result.issues[0].message === 'validation.required' ? required() : ruleError(rule);
}

const rule = (field: string, patternId: keyof typeof PATTERNS, minLength: number, maxLength: number, isRequired = true): FieldRule => ({
  field,
  enabled: true,
  required: isRequired,
  acceptedPattern: PATTERNS[patternId],
  patternId,
  minLength,
  maxLength,
});

/**
 * Rules the login, forgot and change-password forms use when the merchant's own
 * (register settings) are not at hand; the server enforces the merchant's, whose
 * refusals come back as field errors (`serverFieldError`).
 */
export const DEFAULT_RULES = {
  // Letters and digits, a letter first: the demo merchants' username rule.
  username: rule('username', 'ALNUM_LETTER_FIRST', 4, 16),
  // trust.md: at least 8, at least 64 accepted.
  password: rule('password', 'NO_SPACES', PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH_FLOOR),
  mobileNum: rule('mobileNum', 'DIGITS', 7, 15),
  verificationCode: rule('verificationCode', 'DIGITS', 4, 8),
  email: rule('email', 'EMAIL', 5, 100),
} as const;

// ---------------------------------------------------------------------------------------
// Login (spec section 5): username and password required and trimmed; the captcha when
// shown; by SMS the mobile number under the mobile rule and the code, which is not trimmed.

export type LoginType = 'username' | 'sms';

export interface LoginValues {
  username?: string;
  password?: string;
  /** The remember-me box ('on' when ticked): the username is kept for a day (spec section 9). */
  remember?: string;
  captcha?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  code?: string;
}

export interface LoginRules {
  mobileNum: FieldRule;
}

export function normaliseLogin(type: LoginType, values: LoginValues): LoginValues {
  return type === 'sms'
    ? { mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode: (values.countryDialingCode ?? '').trim(), code: values.code ?? '' }
    : { username: (values.username ?? '').trim(), password: normalisePassword(values.password ?? ''), captcha: (values.captcha ?? '').trim() };
}

/** A captcha that did not load cannot be answered: the form asks for a new picture first. */
export const CAPTCHA_NOT_LOADED: FieldError = { message: 'captcha.failed' };

export function validateLogin(type: LoginType, values: LoginValues, options: { captchaShown: boolean; captchaLoaded?: boolean; rules?: LoginRules }): FieldErrors {
  const errors: FieldErrors = {};
  const clean = normaliseLogin(type, values);
  if (type === 'sms') {
    const mobile = checkMobile(clean.mobileNum, options.rules?.mobileNum);
    if (mobile) errors.mobileNum = mobile;
    if (!clean.code) errors.code = required();
    return errors;
  }
  if (!clean.username) errors.username = required();
  if (!clean.password) errors.password = required();
  if (options.captchaShown && options.captchaLoaded === false) errors.captcha = CAPTCHA_NOT_LOADED;
  else if (options.captchaShown && !clean.captcha) errors.captcha = required();
  return errors;
}

/** A mobile number under the merchant's rule (digits as typed, spaces and dashes allowed between). */
export function checkMobile(mobileNum: string | undefined, mobileRule: FieldRule = DEFAULT_RULES.mobileNum): FieldError | undefined {
  const typed = (mobileNum ?? '').trim();
  if (!typed) return { message: 'error.missing_phone_number' };
  const digits = typed.replace(/[\s-]/g, '');
  const problem = checkField({ ...mobileRule, required: true }, digits);
  return problem ? { message: 'error.invalid_phone_number', min: mobileRule.minLength, max: mobileRule.maxLength } : undefined;
}

/** The extra check at a new IP or device: the value asked for, not empty. */
export function validateExtraCheck(value: string | undefined): FieldErrors {
  return (value ?? '').trim() ? {} : { extraCheck: required() };
}

// ---------------------------------------------------------------------------------------
// New passwords (forgot by phone, change password): the format rule; the confirmation
// must equal the new password (the inconsistent-input message).

function checkNewPassword(errors: FieldErrors, typed: string | undefined, typedConfirm: string | undefined, passwordRule: FieldRule) {
  // Normalised as the server will read them (server/shared/passwordRules.ts).
  const newPassword = normalisePassword(typed ?? '');
  const confirm = normalisePassword(typedConfirm ?? '');
  const problem = checkField({ ...passwordRule, required: true }, newPassword);
  if (problem) errors.newPassword = problem;
  if (!confirm) errors.confirmNewPassword = required();
  else if (confirm !== newPassword) errors.confirmNewPassword = { message: 'error.confirmation_mismatch' };
}

export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

export function validateChangePassword(values: ChangePasswordValues, options: { oldPasswordShown: boolean; passwordRule?: FieldRule }): FieldErrors {
  const errors: FieldErrors = {};
  if (options.oldPasswordShown && !normalisePassword(values.oldPassword ?? '')) errors.oldPassword = required();
  checkNewPassword(errors, values.newPassword, values.confirmNewPassword, options.passwordRule ?? DEFAULT_RULES.password);
  return errors;
}

export interface ResetValues {
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

export function validateReset(values: ResetValues, rules: { mobileNum?: FieldRule; password?: FieldRule } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const mobile = checkMobile(values.mobileNum, rules.mobileNum);
  if (mobile) errors.mobileNum = mobile;
  if (!(values.verificationCode ?? '').trim()) errors.verificationCode = { message: 'error.missing_code' };
  checkNewPassword(errors, values.newPassword, values.confirmNewPassword, rules.password ?? DEFAULT_RULES.password);
  return errors;
}

/**
 * An account an agent creates (AGENT-06): the account under the username rule, the
 * password under the password rule (normalised as the server reads it), confirmed. The
 * first problem as `agent.register.problem.<code>`; the server checks again.
 */
export function downlineProblem(values: { account: string; password: string; confirmPassword: string }): 'account' | 'password' | 'confirm' | null {
  if (checkField({ ...DEFAULT_RULES.username, required: true }, values.account.trim())) return 'account';
  const password = normalisePassword(values.password);
  if (checkField(DEFAULT_RULES.password, password)) return 'password';
  if (password !== normalisePassword(values.confirmPassword)) return 'confirm';
  return null;
}

export interface ForgotEmailValues {
  username?: string;
  email?: string;
}

/** The spec shows no rule for the e-mail form; both fields are needed for the server to act. */
export function validateForgotEmail(values: ForgotEmailValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!(values.username ?? '').trim()) errors.username = required();
  const email = (values.email ?? '').trim();
  if (!email) errors.email = required();
  else if (checkField(DEFAULT_RULES.email, email)) errors.email = { message: 'error.invalid_email_format' };
  return errors;
}

// ---------------------------------------------------------------------------------------
// Registration: every enabled field under its server rule; the type decides whether the
// mobile number is required and whether a username is asked for (by mobile the username
// is the number); the confirmation equals the password; birthday at least 18 years ago.

export type RegisterType = 'register' | 'registerMobile';

/** Fields of the form in display order; the settings decide which of them show. */
export const REGISTER_FORM_FIELDS = [
  'username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'payeeName', 'email', 'birthday',
  'qqNum', 'recommenderId', 'paymentPassword', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'affiliateCode', 'captcha',
] as const;
export type RegisterField = (typeof REGISTER_FORM_FIELDS)[number] | 'countryDialingCode';

export type RegisterValues = Partial<Record<RegisterField, string>>;

export interface RegisterFormOptions {
  type: RegisterType;
  /** SMS verification at registration (REGMOBVERF3). */
  smsVerification: boolean;
  /** A valid affiliate code from the URL hides the field. */
  affiliateHidden: boolean;
  /** yyyy-MM-dd of today in the merchant's time zone (server/shared/age.ts), for the age rule. */
  today: string;
}

/** Which fields the form shows, from the rules and the type (spec section 5). */
export function visibleRegisterFields(rules: readonly FieldRule[], options: Pick<RegisterFormOptions, 'type' | 'smsVerification' | 'affiliateHidden'>): RegisterField[] {
  const enabled = new Set(rules.filter((r) => r.enabled).map((r) => r.field));
  return REGISTER_FORM_FIELDS.filter((field) => {
    switch (field) {
      case 'username':
        return options.type === 'register';
      case 'mobileNum':
        return options.type === 'registerMobile' || options.smsVerification || enabled.has('mobileNum');
      case 'verificationCode':
        return options.smsVerification;
      case 'password':
      case 'confirmPassword':
        return true;
      case 'affiliateCode':
        return enabled.has(field) && !options.affiliateHidden;
      default:
        return enabled.has(field);
    }
  });
}

/** The effective rule of a shown field: a field the type or a switch needs is required. */
function effectiveRule(field: RegisterField, rules: readonly FieldRule[], options: RegisterFormOptions): FieldRule {
  const given = rules.find((r) => r.field === field);
  const base = given ?? (field in DEFAULT_RULES ? DEFAULT_RULES[field as keyof typeof DEFAULT_RULES] : rule(field, 'ANY', 0, 255, false));
  const mustHave =
    field === 'username' ||
    field === 'password' ||
    field === 'confirmPassword' ||
    (field === 'mobileNum' && (options.type === 'registerMobile' || options.smsVerification)) ||
    (field === 'verificationCode' && options.smsVerification);
  // The verification code is at most 255 long whatever the rule (spec section 5).
  const maxLength = field === 'verificationCode' ? Math.min(base.maxLength, 255) : base.maxLength;
  return { ...base, field, required: base.required || mustHave, maxLength };
}

/**
 * The registration form's valibot schema: one entry per shown field under its rule,
 * then the confirmation and the age (spec section 5). Built from the register settings.
 */
export function registerSchema(rules: readonly FieldRule[], options: RegisterFormOptions) {
  const shown = visibleRegisterFields(rules, options);
  const entries = Object.fromEntries(
    shown.map((field) => {
      const fieldRule = effectiveRule(field, rules, options);
      // Mobile numbers may be typed with spaces or dashes; the rule applies to the digits.
      const schema = field === 'mobileNum' ? fieldSchema(fieldRule, (s) => s.replace(/[\s-]/g, '')) : fieldSchema(fieldRule);
      return [field, schema];
    }),
  );
  // The entries are built at run time, so the object's static type is only a record.
  const base = v.looseObject(entries) as unknown as v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;
  return v.pipe(
    base,
    v.forward(
      v.check((input: Record<string, unknown>) => input.password === input.confirmPassword, 'error.confirmation_mismatch'),
      ['confirmPassword' as never],
    ),
    // A date must be a calendar day (the pattern alone lets 02-30 through), then 18 years ago or more.
    v.forward(
      v.check((input: Record<string, unknown>) => {
        const text = typeof input.birthday === 'string' ? input.birthday : '';
        return !text || parseBirthday(text) !== undefined;
      }, patternMessage(effectiveRule('birthday', rules, options).patternId)),
      ['birthday' as never],
    ),
    v.forward(
      v.check((input: Record<string, unknown>) => {
        const text = typeof input.birthday === 'string' ? input.birthday : '';
        const birthday = text ? parseBirthday(text) : undefined;
        return !birthday || oldEnough(birthday, options.today);
      }, 'error.under_age'),
      ['birthday' as never],
    ),
  );
}

/** The registration fields that hold a password: the login one and the payment one. */
const PASSWORD_FIELDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

/** Values as the form sends them: trimmed; the passwords under the one password rule (the same trim). */
export function normaliseRegister(values: RegisterValues): RegisterValues {
  const clean: RegisterValues = {};
  for (const [field, value] of Object.entries(values) as [RegisterField, string | undefined][]) {
    if (value === undefined) continue;
    clean[field] = PASSWORD_FIELDS.includes(field) ? normalisePassword(value) : value.trim();
  }
  return clean;
}

export function validateRegister(rules: readonly FieldRule[], values: RegisterValues, options: RegisterFormOptions): FieldErrors {
  const clean = normaliseRegister(values);
  const result = v.safeParse(registerSchema(rules, options), clean);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string' || errors[field]) continue;
    if (issue.message.startsWith('validation.pattern.')) {
      const fieldRule = effectiveRule(field as RegisterField, rules, options);
      errors[field] = { message: issue.message, min: fieldRule.minLength, max: fieldRule.maxLength };
    } else {
      errors[field] = { message: issue.message };
    }
  }
  return errors;
}

// ---------------------------------------------------------------------------------------
// Server refusals that name a field (value { field, problem?, patternId?, minLength?, maxLength? })
// show next to that field, in the same words as the client's own check.

export interface ServerFieldProblem {
  field: string;
  problem?: string;
  patternId?: string;
  minLength?: number;
  maxLength?: number;
}

export function serverFieldError(errorCode: string, value: unknown): { field: string; error: FieldError } | undefined {
  if (typeof fieldOf(value, 'field') !== 'string') return undefined;
  const { field, problem, patternId, minLength, maxLength } = value as ServerFieldProblem;
  if ((problem === 'length' || problem === 'pattern') && patternId) {
    return { field, error: { message: patternMessage(patternId), min: minLength, max: maxLength ?? minLength } };
  }
  return { field, error: { message: `error.${errorCode}` } };
}
