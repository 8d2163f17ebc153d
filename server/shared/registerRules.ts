// The registration form's field rules (spec section 5), shared by the server (which
// enforces them) and the client (which builds its validators from the same answer
// of GET /api/member/register/settings). Pure: no Node, no DOM.
import type { FieldRule } from './wire/accounts';

/**
 * The pattern variants a field may use. `patternId` names the message the client
 * shows; `acceptedPattern` (a regular expression, '*' for anything) is what is checked.
 * These sources are the defaults operators start from.
 */
export const PATTERNS = {
  ANY: '*',
  ALNUM: '^[A-Za-z0-9]+$',
  ALNUM_LETTER_FIRST: '^[A-Za-z][A-Za-z0-9]*$',
  LETTERS: '^[A-Za-z]+$',
  LOWERCASE_ALNUM: '^[a-z0-9]+$',
  LETTER_AND_DIGIT: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  UPPERCASE_REQUIRED: '^(?=.*[A-Z])\\S+$',
  STRONG_PASSWORD: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])\\S+$',
  NO_SPACES: '^\\S+$',
  DIGITS: '^[0-9]+$',
  PHONE: '^\\+?[0-9]+$',
  DIAL_CODE: '^\\+?[0-9]{1,4}$',
  EMAIL: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  REAL_NAME: "^[^0-9!@#$%^&*()_+=<>?{}\\[\\]|\\\\/\"~`;:,]+$",
  THAI_ONLY: '^[\\u0E00-\\u0E7F ]+$',
  BENGALI_ONLY: '^[\\u0980-\\u09FF ]+$',
  CHINESE_ONLY: '^[\\u4E00-\\u9FFF]+$',
  DATE_YMD: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  DATE_MDY: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
  HANDLE: '^[A-Za-z0-9_.-]+$',
} as const;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

/** Fields of the registration form that carry rules (spec section 3, plus birthday for the age check). */
export const REGISTER_FIELDS = [
  'username', 'password', 'confirmPassword', 'payeeName', 'email', 'qqNum', 'mobileNum', 'recommenderId',
  'captcha', 'verificationCode', 'affiliateCode', 'paymentPassword', 'line', 'whatsapp', 'facebook',
  'wechat', 'idNumber', 'countryDialingCode', 'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** One field's rule, as GET /api/member/register/settings serves it (server/shared/wire/accounts.ts). */
export type { FieldRule };

/** Why a value breaks its rule: missing while required, outside the lengths, or not matching. */
export type FieldProblem = 'required' | 'length' | 'pattern';

/** Compiles an acceptedPattern; '*' (and an empty pattern) accepts anything. Unicode-aware. */
export function patternTest(acceptedPattern: string): (value: string) => boolean {
  if (acceptedPattern === '*' || acceptedPattern === '') return () => true;
  const re = new RegExp(acceptedPattern, 'u');
  return (value) => re.test(value);
}

/**
 * Checks one value against its rule. Empty and absent values are fine unless the
 * field is required; lengths count UTF-16 units, as the browser's maxlength does.
 */
export function fieldProblem(rule: FieldRule, value: string | undefined | null): FieldProblem | undefined {
  if (value === undefined || value === null || value === '') return rule.required ? 'required' : undefined;
  if (value.length < rule.minLength || value.length > rule.maxLength) return 'length';
  return patternTest(rule.acceptedPattern)(value) ? undefined : 'pattern';
}
