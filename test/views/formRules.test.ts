// The account forms' rules (machines/formRules.ts): the registration fields' server rules
// as valibot schemas, run against the same table of pattern cases the server tests run,
// and the login, reset and change-password checks of spec section 5.
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_NOT_LOADED,
  checkField,
  checkMobile,
  DEFAULT_RULES,
  downlineProblem,
  fieldSchema,
  fillRange,
  hasErrors,
  normaliseLogin,
  normaliseRegister,
  patternMessage,
  serverFieldError,
  validateExtraCheck,
  registerSchema,
  validateChangePassword,
  validateForgotEmail,
  validateLogin,
  validateRegister,
  validateReset,
  visibleRegisterFields,
} from '../../machines/formRules';
import { fieldProblem, PATTERN_IDS, PATTERNS, type FieldRule } from '../../server/shared/registerRules';
import * as v from 'valibot';
import { PATTERN_CASES } from '../server/fixtures/registerPatternCases';
import { countdownSeconds } from '../../machines/smsCountdown.machine';
import { checkOf, errorCodeOf, errorFieldOf, errorValueOf, fieldOf, isSliderRefusal, triesLeftOf } from '../../machines/flowErrors';
import { fieldRules, fullSettings, plainSettings } from '../model/models/fixtures/accounts';

const rule = (patternId: keyof typeof PATTERNS, over: Partial<FieldRule> = {}): FieldRule => ({
  field: 'username', enabled: true, required: true, acceptedPattern: PATTERNS[patternId], patternId, minLength: 0, maxLength: 255, ...over,
});

describe('[REGISTER-45] the 20 pattern variants on the client, against the shared table', () => {
  it('covers every variant the server has', () => {
    expect(Object.keys(PATTERN_CASES).sort()).toEqual([...PATTERN_IDS].sort());
  });

  describe.each(PATTERN_IDS)('%s', (id) => {
    it.each(PATTERN_CASES[id].accepts)('[REGISTER-39] the schema accepts %j, as the server does', (text) => {
      expect(v.safeParse(fieldSchema(rule(id)), text).success).toBe(true);
      expect(fieldProblem(rule(id), text)).toBeUndefined();
    });
    it.each(PATTERN_CASES[id].refuses.length ? PATTERN_CASES[id].refuses : ['(none)'])('[REGISTER-39] the schema refuses %j, as the server does', (text) => {
      if (text === '(none)') {
        expect(PATTERNS[id], '[REGISTER-40] * accepts anything').toBe('*');
        return;
      }
      expect(v.safeParse(fieldSchema(rule(id)), text).success).toBe(false);
      expect(fieldProblem(rule(id), text)).toBeDefined();
      expect(checkField(rule(id), text)?.message).toBe(text === '' ? 'validation.required' : `validation.pattern.${id}`);
    });
  });
});

describe('field rules', () => {
  it('[REGISTER-41] a value must lie within the lengths', () => {
    const r = rule('ALNUM', { minLength: 4, maxLength: 6 });
    expect(checkField(r, 'abc')).toEqual({ message: 'validation.pattern.ALNUM', min: 4, max: 6 });
    expect(checkField(r, 'abcdefg')).toEqual({ message: 'validation.pattern.ALNUM', min: 4, max: 6 });
    expect(checkField(r, 'abcd')).toBeUndefined();
  });

  it('empty is fine unless required', () => {
    expect(checkField(rule('ALNUM', { required: false }), '')).toBeUndefined();
    expect(checkField(rule('ALNUM'), '')).toEqual({ message: 'validation.required' });
  });

  it('[REGISTER-42][REGISTER-43][REGISTER-44] messages by pattern id with (min) and (max) filled, one value when equal', () => {
    expect(fillRange('Use (min)-(max) digits.', 4, 8)).toBe('Use 4-8 digits.');
    expect(fillRange('Use (min)-(max) digits.', 6, 6)).toBe('Use 6 digits.');
    expect(fillRange('Between (min) and (max).', 2, 9)).toBe('Between 2 and 9.');
    expect(fillRange('No bounds here.', undefined, undefined)).toBe('No bounds here.');
  });
});

// The demo merchant asks for a mobile number with every registration.
const base = { password: 'Player@2468', confirmPassword: 'Player@2468', mobileNum: '8098765432' };
const today = '2030-06-01';

describe('registration form', () => {
  const full = { type: 'register' as const, smsVerification: true, affiliateHidden: false, today };

  it('[REGISTER-56][REGISTER-57][REGISTER-58] username, password and confirmation are required', () => {
    const errors = validateRegister(fieldRules, {}, { ...full, smsVerification: false });
    expect(errors.username?.message).toBe('validation.required');
    expect(errors.password?.message).toBe('validation.required');
    expect(errors.confirmPassword?.message).toBe('validation.required');
  });

  it('[REGISTER-59] the confirmation must equal the password (the inconsistent-input message)', () => {
    const errors = validateRegister(plainSettings.fields, { username: 'player1', ...base, confirmPassword: 'Other@2468' }, { ...full, smsVerification: false });
    expect(errors).toEqual({ confirmPassword: { message: 'error.confirmation_mismatch' } });
  });

  it('[REGISTER-01] a player under 18 cannot register', () => {
    const values = { username: 'player1', ...base, birthday: '2013-06-02' };
    const options = { ...full, smsVerification: false };
    expect(validateRegister(plainSettings.fields, values, options)).toEqual({ birthday: { message: 'error.under_age' } });
    expect(validateRegister(plainSettings.fields, { ...values, birthday: '2012-06-01' }, options)).toEqual({});
  });

  it('[REGISTER-54] a date that is no calendar day is refused', () => {
    const errors = validateRegister(plainSettings.fields, { username: 'player1', ...base, birthday: '2001-02-30' }, { ...full, smsVerification: false });
    expect(errors.birthday?.message).toBe('validation.pattern.DATE_YMD');
  });

  it('[REGISTER-60][REGISTER-62] by mobile, or with SMS verification, the number and the code are required', () => {
    const errors = validateRegister(fieldRules, { password: base.password, confirmPassword: base.confirmPassword }, { ...full, type: 'registerMobile' });
    expect(errors.mobileNum?.message).toBe('validation.required');
    expect(errors.verificationCode?.message).toBe('validation.required');
    expect(errors.username).toBeUndefined();
  });

  it('[REGISTER-61] by username without SMS verification, the mobile number is required exactly when the merchant configures it so', () => {
    const values = { username: 'player1', password: base.password, confirmPassword: base.confirmPassword };
    const options = { ...full, smsVerification: false };
    const withMobile = (required: boolean) => fieldRules.map((r) => (r.field === 'mobileNum' ? { ...r, enabled: true, required } : r.field === 'captcha' ? { ...r, enabled: false } : r));
    expect(validateRegister(withMobile(true), values, options).mobileNum?.message).toBe('validation.required');
    expect(validateRegister(withMobile(false), values, options).mobileNum).toBeUndefined();
  });

  it('[REGISTER-56][REGISTER-60][REGISTER-62] the fields a way of registering needs are required even where the rules say optional', () => {
    const optional = fieldRules.map((r) => ({ ...r, required: false }));
    const byName = validateRegister(optional, {}, { ...full, smsVerification: false });
    expect([byName.username, byName.password, byName.confirmPassword].map((e) => e?.message)).toEqual(['validation.required', 'validation.required', 'validation.required']);
    expect(byName.mobileNum).toBeUndefined();
    const byMobile = validateRegister(optional, {}, { ...full, type: 'registerMobile', smsVerification: false });
    expect(byMobile.mobileNum?.message).toBe('validation.required');
    expect(byMobile.verificationCode).toBeUndefined();
    const withSms = validateRegister(optional, {}, { ...full, smsVerification: true });
    expect(withSms.mobileNum?.message).toBe('validation.required');
    expect(withSms.verificationCode?.message).toBe('validation.required');
  });

  it('[REGISTER-63] only the verification code is capped at 255: a longer rule of another field holds', () => {
    const longEmail = fieldRules.map((r) => (r.field === 'email' ? { ...r, enabled: true, required: false, acceptedPattern: '*', patternId: 'ANY', minLength: 1, maxLength: 300 } : r));
    const errors = validateRegister(longEmail, { username: 'player1', ...base, email: 'a'.repeat(280) }, { ...full, smsVerification: false });
    expect(errors.email).toBeUndefined();
  });

  it('[REGISTER-58] a confirmation without a rule of its own is any text up to 255, and required', () => {
    const noConfirmationRule = fieldRules.filter((r) => r.field !== 'confirmPassword');
    const options = { ...full, smsVerification: false };
    expect(validateRegister(noConfirmationRule, { username: 'player1', ...base, confirmPassword: '' }, options).confirmPassword).toEqual({ message: 'validation.required' });
    expect(validateRegister(noConfirmationRule, { username: 'player1', ...base, confirmPassword: 'x'.repeat(256) }, options).confirmPassword).toEqual({
      message: 'validation.pattern.ANY',
      min: 0,
      max: 255,
    });
  });

  it('[REGISTER-63] the verification code is at most 255 long whatever the rule', () => {
    const loose = fieldRules.map((r) => (r.field === 'verificationCode' ? { ...r, acceptedPattern: '*', patternId: 'ANY', minLength: 1, maxLength: 1000 } : r));
    const errors = validateRegister(loose, { ...base, verificationCode: '1'.repeat(256) }, { ...full, type: 'registerMobile' });
    expect(errors.verificationCode).toEqual({ message: 'validation.pattern.ANY', min: 1, max: 255 });
  });

  it('[REGISTER-64] optional fields show and count only when enabled; a hidden affiliate code is not asked', () => {
    const shown = visibleRegisterFields(fullSettings.fields, { type: 'register', smsVerification: true, affiliateHidden: false });
    expect(shown).toEqual(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'payeeName', 'email', 'birthday', 'affiliateCode', 'captcha']);
    expect(visibleRegisterFields(fullSettings.fields, { type: 'registerMobile', smsVerification: false, affiliateHidden: true })).not.toContain('affiliateCode');
    expect(visibleRegisterFields(fullSettings.fields, { type: 'registerMobile', smsVerification: false, affiliateHidden: true })).not.toContain('username');
    const wechatOff = validateRegister(plainSettings.fields, { username: 'player1', ...base, wechat: '!!!', qqNum: 'x' }, { ...full, smsVerification: false });
    expect(wechatOff).toEqual({});
    expect(wechatOff.wechat).toBeUndefined();
    expect(wechatOff.qqNum).toBeUndefined();
  });

  it('mobile numbers may carry spaces and dashes; the rule applies to the digits', () => {
    const schema = registerSchema(plainSettings.fields, { ...full, type: 'registerMobile', smsVerification: false });
    expect(v.safeParse(schema, { ...base, mobileNum: '801-234 5678' }).success).toBe(true);
    expect(v.safeParse(schema, { ...base, mobileNum: '80-12' }).success).toBe(false);
  });
});

describe('login, reset and change password', () => {
  it('[LOGIN-10][LOGIN-11][LOGIN-12] username and password are required and trimmed', () => {
    expect(validateLogin('username', { username: '  ', password: ' ' }, { captchaShown: false })).toEqual({
      username: { message: 'validation.required' },
      password: { message: 'validation.required' },
    });
    expect(normaliseLogin('username', { username: ' demo ', password: ' Demo@12345 ' })).toMatchObject({ username: 'demo', password: 'Demo@12345' });
  });

  it('[LOGIN-13] the captcha is required once shown', () => {
    expect(validateLogin('username', { username: 'demo', password: 'x' }, { captchaShown: true })).toEqual({ captcha: { message: 'validation.required' } });
    expect(validateLogin('username', { username: 'demo', password: 'x' }, { captchaShown: false })).toEqual({});
  });

  it('[LOGIN-14][LOGIN-15][LOGIN-16][SMS-04] by SMS the number must pass the mobile rule; the code is required and kept as typed', () => {
    expect(validateLogin('sms', { mobileNum: '12', code: '' }, { captchaShown: false })).toEqual({
      mobileNum: { message: 'error.invalid_phone_number', min: 7, max: 15 },
      code: { message: 'validation.required' },
    });
    expect(normaliseLogin('sms', { mobileNum: ' 8012345678 ', code: ' 123456 ' }).code).toBe(' 123456 ');
    expect(checkMobile('')).toEqual({ message: 'error.missing_phone_number' });
    expect(checkMobile('0801 234 5678')).toBeUndefined();
  });

  it('[FORGOT-15][FORGOT-16][FORGOT-17] reset by phone needs the number, the code and a new password in format', () => {
    expect(validateReset({ mobileNum: '8012345678', verificationCode: '', newPassword: 'short', confirmNewPassword: 'short' })).toEqual({
      verificationCode: { message: 'error.missing_code' },
      newPassword: { message: 'validation.pattern.NO_SPACES', min: 8, max: 64 },
    });
  });

  it('[CHANGEPW-07][CHANGEPW-08][CHANGEPW-09] change password: format, confirmation, the old one only when shown', () => {
    expect(validateChangePassword({ newPassword: 'Fresh@2468', confirmNewPassword: 'Fresh@2469' }, { oldPasswordShown: true })).toEqual({
      oldPassword: { message: 'validation.required' },
      confirmNewPassword: { message: 'error.confirmation_mismatch' },
    });
    expect(validateChangePassword({ newPassword: 'Fresh@2468', confirmNewPassword: 'Fresh@2468' }, { oldPasswordShown: false })).toEqual({});
  });

  it('the e-mail form needs a username and an e-mail address', () => {
    expect(validateForgotEmail({ username: 'demo', email: 'nope' })).toEqual({ email: { message: 'error.invalid_email_format' } });
    expect(validateForgotEmail({ username: 'demo', email: 'demo@example.com' })).toEqual({});
  });
});

describe('SMS countdown', () => {
  it('[SMS-05][SMS-06][SMS-07][SMS-08] expiredMinutes x 60 s; 60 s without one and for the third-party provider; the forgot flow starts half a round trip late', () => {
    expect(countdownSeconds({ expiredMinutes: 2 })).toBe(120);
    expect(countdownSeconds({})).toBe(60);
    expect(countdownSeconds({ expiredMinutes: null })).toBe(60);
    expect(countdownSeconds({ expiredMinutes: 5, thirdParty: true })).toBe(60);
    // 60 s less half of a 3 s round trip, rounded up to whole seconds shown on the button.
    expect(countdownSeconds({ expiredMinutes: 1, roundTripMs: 3_000 })).toBe(59);
    expect(countdownSeconds({ expiredMinutes: 1, roundTripMs: 500_000 })).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------
// Each rule at its edges: what the forms show for every field, from spec section 5.

const required = { message: 'validation.required' };

describe('messages and single fields', () => {
  it('[REGISTER-42] a pattern id names its message; an unknown id the generic one', () => {
    expect(patternMessage('DIGITS')).toBe('validation.pattern.DIGITS');
    expect(patternMessage('NOT_A_PATTERN')).toBe('validation.pattern.ANY');
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ username: required })).toBe(true);
  });

  it('[REGISTER-44] equal bounds read as one value, whatever the dash and spacing', () => {
    expect(fillRange('Use (min) - (max) digits.', 6, 6)).toBe('Use 6 digits.');
    expect(fillRange('Use (min)–(max) digits.', 6, 6)).toBe('Use 6 digits.');
    expect(fillRange('Use (min)~(max) digits, (min) at least.', 6, 6)).toBe('Use 6 digits, 6 at least.');
    expect(fillRange('Use (min)-(max) digits.', 6, undefined)).toBe('Use (min)-(max) digits.');
    expect(fillRange('Use (min)-(max) digits.', undefined, 6)).toBe('Use (min)-(max) digits.');
    expect(fillRange('From (min) to (max), (max) at most.', 2, 9)).toBe('From 2 to 9, 9 at most.');
  });

  it('[REGISTER-41] the lengths count inclusively; the schema normalises before it checks', () => {
    const r = rule('DIGITS', { minLength: 2, maxLength: 3 });
    expect(checkField(r, '12')).toBeUndefined();
    expect(checkField(r, '123')).toBeUndefined();
    expect(checkField(r, '1')).toEqual({ message: 'validation.pattern.DIGITS', min: 2, max: 3 });
    expect(checkField(r, '1234')).toEqual({ message: 'validation.pattern.DIGITS', min: 2, max: 3 });
    expect(checkField(r, '1a')).toEqual({ message: 'validation.pattern.DIGITS', min: 2, max: 3 });
    expect(checkField(r, undefined)).toEqual(required);
    expect(checkField(rule('DIGITS', { required: false }), undefined)).toBeUndefined();
    const spaced = fieldSchema(r, (value) => value.replace(/ /g, ''));
    expect(v.safeParse(spaced, '1 2').success).toBe(true);
    expect(v.safeParse(spaced, undefined).success).toBe(false);
    const issues = v.safeParse(fieldSchema(r), '').issues!;
    expect(issues.map((issue) => issue.message)).toEqual(['validation.required']);
  });

  it('the rules the account forms use when the merchant gives none', () => {
    expect(DEFAULT_RULES.username).toMatchObject({ required: true, enabled: true, patternId: 'ALNUM_LETTER_FIRST', minLength: 4, maxLength: 16 });
    expect(DEFAULT_RULES.password).toMatchObject({ required: true, patternId: 'NO_SPACES', minLength: 8, maxLength: 64 });
    expect(DEFAULT_RULES.mobileNum).toMatchObject({ patternId: 'DIGITS', minLength: 7, maxLength: 15, acceptedPattern: PATTERNS.DIGITS });
    expect(DEFAULT_RULES.verificationCode).toMatchObject({ patternId: 'DIGITS', minLength: 4, maxLength: 8 });
    expect(DEFAULT_RULES.email).toMatchObject({ patternId: 'EMAIL', minLength: 5, maxLength: 100 });
  });
});

describe('login form edges', () => {
  it('[LOGIN-12][LOGIN-16] the username tab trims name, password and captcha; the SMS tab trims the number and the code stays as typed', () => {
    expect(normaliseLogin('username', { username: ' demo ', password: ' pw ', captcha: ' K7P2 ', mobileNum: '1' })).toEqual({ username: 'demo', password: 'pw', captcha: 'K7P2' });
    expect(normaliseLogin('username', {})).toEqual({ username: '', password: '', captcha: '' });
    expect(normaliseLogin('sms', { mobileNum: ' 801 ', countryDialingCode: ' +234 ', code: ' 12 ', username: 'x' })).toEqual({
      mobileNum: '801',
      countryDialingCode: '+234',
      code: ' 12 ',
    });
    expect(normaliseLogin('sms', {})).toEqual({ mobileNum: '', countryDialingCode: '', code: '' });
  });

  it('[LOGIN-13][LOGIN-20] a shown captcha that did not load asks for a new picture; a loaded one must be typed', () => {
    const values = { username: 'demo', password: 'Demo@12345' };
    expect(validateLogin('username', values, { captchaShown: true, captchaLoaded: false })).toEqual({ captcha: CAPTCHA_NOT_LOADED });
    expect(CAPTCHA_NOT_LOADED).toEqual({ message: 'captcha.failed' });
    expect(validateLogin('username', { ...values, captcha: '  ' }, { captchaShown: true, captchaLoaded: true })).toEqual({ captcha: required });
    expect(validateLogin('username', { ...values, captcha: 'K7P2' }, { captchaShown: true, captchaLoaded: true })).toEqual({});
    expect(validateLogin('username', values, { captchaShown: false, captchaLoaded: false })).toEqual({});
    expect(validateLogin('username', {}, { captchaShown: false })).toEqual({ username: required, password: required });
  });

  it('[LOGIN-14][LOGIN-15] by SMS: the merchant mobile rule, and a code of spaces is a code', () => {
    const tenDigits = { ...DEFAULT_RULES.mobileNum, minLength: 10, maxLength: 10 };
    expect(validateLogin('sms', { mobileNum: '801234567', code: ' ' }, { captchaShown: true, rules: { mobileNum: tenDigits } })).toEqual({
      mobileNum: { message: 'error.invalid_phone_number', min: 10, max: 10 },
    });
    expect(validateLogin('sms', { mobileNum: '8012345678', code: '1' }, { captchaShown: true, rules: { mobileNum: tenDigits } })).toEqual({});
    expect(validateLogin('sms', {}, { captchaShown: false })).toEqual({ mobileNum: { message: 'error.missing_phone_number' }, code: required });
  });

  it('[SMS-04] a mobile number: digits only (spaces and dashes between), 7 to 15 of them', () => {
    expect(checkMobile(undefined)).toEqual({ message: 'error.missing_phone_number' });
    expect(checkMobile('   ')).toEqual({ message: 'error.missing_phone_number' });
    expect(checkMobile('1234567')).toBeUndefined();
    expect(checkMobile('123456789012345')).toBeUndefined();
    expect(checkMobile('801-234-5678')).toBeUndefined();
    const invalid = { message: 'error.invalid_phone_number', min: 7, max: 15 };
    expect(checkMobile('123456')).toEqual(invalid);
    expect(checkMobile('1234567890123456')).toEqual(invalid);
    expect(checkMobile('80a2345678')).toEqual(invalid);
    expect(checkMobile('+2348012345678')).toEqual(invalid);
    // A merchant rule that does not require the number still needs one here.
    expect(checkMobile('-', { ...DEFAULT_RULES.mobileNum, required: false })).toEqual(invalid);
  });

  it('[LOGIN-32] the extra check needs a value that is not only spaces', () => {
    expect(validateExtraCheck(undefined)).toEqual({ extraCheck: required });
    expect(validateExtraCheck('  ')).toEqual({ extraCheck: required });
    expect(validateExtraCheck(' x ')).toEqual({});
  });
});

describe('new passwords', () => {
  it('[CHANGEPW-07][CHANGEPW-08][CHANGEPW-09] every field at its edge, trimmed as the server reads it', () => {
    expect(validateChangePassword({ oldPassword: '  ', newPassword: '', confirmNewPassword: '  ' }, { oldPasswordShown: true })).toEqual({
      oldPassword: required,
      newPassword: required,
      confirmNewPassword: required,
    });
    expect(validateChangePassword({}, { oldPasswordShown: false })).toEqual({ newPassword: required, confirmNewPassword: required });
    expect(validateChangePassword({ oldPassword: 'x', newPassword: ' Fresh@2468 ', confirmNewPassword: 'Fresh@2468' }, { oldPasswordShown: true })).toEqual({});
    expect(validateChangePassword({ newPassword: 'Fresh 2468', confirmNewPassword: 'Fresh 2468' }, { oldPasswordShown: false })).toEqual({
      newPassword: { message: 'validation.pattern.NO_SPACES', min: 8, max: 64 },
    });
    expect(validateChangePassword({ newPassword: '1234567', confirmNewPassword: '1234567' }, { oldPasswordShown: false }).newPassword).toBeDefined();
    expect(validateChangePassword({ newPassword: '12345678', confirmNewPassword: '12345678' }, { oldPasswordShown: false })).toEqual({});
    const strong = { ...DEFAULT_RULES.password, patternId: 'STRONG_PASSWORD', acceptedPattern: PATTERNS.STRONG_PASSWORD, minLength: 10, maxLength: 12, required: false };
    expect(validateChangePassword({ newPassword: 'fresh@2468', confirmNewPassword: 'fresh@2468' }, { oldPasswordShown: false, passwordRule: strong })).toEqual({
      newPassword: { message: 'validation.pattern.STRONG_PASSWORD', min: 10, max: 12 },
    });
    // The rule's `required: false` does not make a new password optional.
    expect(validateChangePassword({ newPassword: '', confirmNewPassword: 'x' }, { oldPasswordShown: false, passwordRule: strong }).newPassword).toEqual(required);
  });

  it('[FORGOT-15][FORGOT-16][FORGOT-17] reset by phone: the number, a code that is not only spaces, the merchant rules', () => {
    expect(validateReset({})).toEqual({
      mobileNum: { message: 'error.missing_phone_number' },
      verificationCode: { message: 'error.missing_code' },
      newPassword: required,
      confirmNewPassword: required,
    });
    expect(validateReset({ mobileNum: '8012345678', verificationCode: ' ', newPassword: 'Fresh@2468', confirmNewPassword: 'Fresh@2468' })).toEqual({
      verificationCode: { message: 'error.missing_code' },
    });
    const tenDigits = { ...DEFAULT_RULES.mobileNum, minLength: 10, maxLength: 10 };
    const short = { ...DEFAULT_RULES.password, minLength: 4 };
    expect(validateReset({ mobileNum: '801234567', verificationCode: '1', newPassword: 'Ab@1', confirmNewPassword: 'Ab@1' }, { mobileNum: tenDigits, password: short })).toEqual({
      mobileNum: { message: 'error.invalid_phone_number', min: 10, max: 10 },
    });
  });

  it("[AGENT-06] a downline's account, password and confirmation, first problem first", () => {
    const ok = { account: ' player1 ', password: ' Player@2468 ', confirmPassword: 'Player@2468' };
    expect(downlineProblem(ok)).toBeNull();
    expect(downlineProblem({ ...ok, account: '1player' })).toBe('account');
    expect(downlineProblem({ ...ok, account: '' })).toBe('account');
    expect(downlineProblem({ ...ok, account: '1player', password: '' })).toBe('account');
    expect(downlineProblem({ ...ok, password: 'short', confirmPassword: 'other' })).toBe('password');
    expect(downlineProblem({ ...ok, password: '', confirmPassword: '' })).toBe('password');
    expect(downlineProblem({ ...ok, confirmPassword: 'Player@2469' })).toBe('confirm');
  });

  it('the e-mail form: both fields, an address in format', () => {
    expect(validateForgotEmail({})).toEqual({ username: required, email: required });
    expect(validateForgotEmail({ username: '  ', email: '  ' })).toEqual({ username: required, email: required });
    expect(validateForgotEmail({ username: 'demo', email: ' demo@example.com ' })).toEqual({});
  });
});

describe('registration edges', () => {
  const options = { type: 'register' as const, smsVerification: false, affiliateHidden: false, today };
  const only = (fields: string[]) => fieldRules.map((r) => ({ ...r, enabled: fields.includes(r.field) }));

  it('[REGISTER-64] which fields show: by type, by switch, by rule', () => {
    const none = only([]);
    expect(visibleRegisterFields(none, options)).toEqual(['username', 'password', 'confirmPassword']);
    expect(visibleRegisterFields(none, { ...options, type: 'registerMobile' })).toEqual(['mobileNum', 'password', 'confirmPassword']);
    expect(visibleRegisterFields(none, { ...options, smsVerification: true })).toEqual(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword']);
    expect(visibleRegisterFields(only(['mobileNum', 'affiliateCode', 'email']), options)).toEqual(['username', 'mobileNum', 'password', 'confirmPassword', 'email', 'affiliateCode']);
    expect(visibleRegisterFields(only(['affiliateCode']), { ...options, affiliateHidden: true })).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('[REGISTER-56][REGISTER-60] a field the type or a switch needs is required; one without a rule takes the default', () => {
    const rules = only([]).filter((r) => r.field !== 'mobileNum' && r.field !== 'verificationCode');
    const mobile = validateRegister(rules, { password: base.password, confirmPassword: base.password, mobileNum: '12' }, { ...options, type: 'registerMobile' });
    expect(mobile).toEqual({ mobileNum: { message: 'validation.pattern.DIGITS', min: 7, max: 15 } });
    const sms = validateRegister(rules, { username: 'player1', password: base.password, confirmPassword: base.password, mobileNum: base.mobileNum }, { ...options, smsVerification: true });
    expect(sms).toEqual({ verificationCode: required });
    const code = validateRegister(rules, { username: 'player1', ...base, verificationCode: '12' }, { ...options, smsVerification: true });
    expect(code).toEqual({ verificationCode: { message: 'validation.pattern.DIGITS', min: 4, max: 8 } });
    // A shown field the merchant gives no rule for (nor the defaults) takes anything up to 255 long.
    const noRule = plainSettings.fields.filter((r) => r.field !== 'confirmPassword');
    expect(validateRegister(noRule, { username: 'player1', ...base, confirmPassword: 'x'.repeat(256) }, options)).toEqual({
      confirmPassword: { message: 'validation.pattern.ANY', min: 0, max: 255 },
    });
    expect(validateRegister(noRule, { username: 'player1', ...base, confirmPassword: '' }, options)).toEqual({ confirmPassword: required });
  });

  it('[REGISTER-39] a refused field reports its first problem, with the bounds of its rule', () => {
    const errors = validateRegister(plainSettings.fields, { username: '1', password: 'short', confirmPassword: 'short', mobileNum: base.mobileNum, email: 'x' }, options);
    expect(errors).toEqual({
      username: { message: 'validation.pattern.ALNUM_LETTER_FIRST', min: 4, max: 16 },
      password: { message: 'validation.pattern.NO_SPACES', min: 8, max: 64 },
      confirmPassword: { message: 'validation.pattern.NO_SPACES', min: 8, max: 64 },
      email: { message: 'validation.pattern.EMAIL', min: 5, max: 100 },
    });
  });

  it('[REGISTER-54][REGISTER-01] the birthday: a calendar day (either order), 18 years before today', () => {
    const values = { username: 'player1', ...base };
    const mdy = plainSettings.fields.map((r) => (r.field === 'birthday' ? { ...r, acceptedPattern: PATTERNS.DATE_MDY, patternId: 'DATE_MDY' } : r));
    expect(validateRegister(mdy, { ...values, birthday: '02-30-2001' }, options)).toEqual({ birthday: { message: 'validation.pattern.DATE_MDY', min: 10, max: 10 } });
    expect(validateRegister(mdy, { ...values, birthday: '06-01-2012' }, options)).toEqual({});
    expect(validateRegister(mdy, { ...values, birthday: '06-02-2012' }, options)).toEqual({ birthday: { message: 'error.under_age' } });
    expect(validateRegister(plainSettings.fields, { ...values, birthday: '' }, options)).toEqual({});
  });

  it('values are trimmed as the form sends them; passwords under the password rule; absent ones stay absent', () => {
    expect(normaliseRegister({ username: ' player1 ', password: ' Player@2468 ', paymentPassword: ' 123456 ', email: undefined })).toEqual({
      username: 'player1',
      password: 'Player@2468',
      paymentPassword: '123456',
    });
  });
});

describe('server refusals at a field', () => {
  it('[ERRORS-24] a length or pattern problem reads like the form’s own check; anything else in the error’s words', () => {
    expect(serverFieldError('invalid_field_format', undefined)).toBeUndefined();
    expect(serverFieldError('invalid_field_format', null)).toBeUndefined();
    expect(serverFieldError('invalid_field_format', 'username')).toBeUndefined();
    expect(serverFieldError('invalid_field_format', { field: 3 })).toBeUndefined();
    expect(serverFieldError('invalid_field_format', { field: 'username', problem: 'length', patternId: 'ALNUM', minLength: 4, maxLength: 16 })).toEqual({
      field: 'username',
      error: { message: 'validation.pattern.ALNUM', min: 4, max: 16 },
    });
    expect(serverFieldError('invalid_field_format', { field: 'code', problem: 'pattern', patternId: 'DIGITS', minLength: 6 })).toEqual({
      field: 'code',
      error: { message: 'validation.pattern.DIGITS', min: 6, max: 6 },
    });
    expect(serverFieldError('invalid_field_format', { field: 'code', problem: 'pattern', patternId: 'NEW_ONE', minLength: 6 })?.error.message).toBe('validation.pattern.ANY');
    expect(serverFieldError('invalid_field_format', { field: 'code', problem: 'pattern' })).toEqual({ field: 'code', error: { message: 'error.invalid_field_format' } });
    expect(serverFieldError('account_exists', { field: 'username', problem: 'taken', patternId: 'ALNUM' })).toEqual({ field: 'username', error: { message: 'error.account_exists' } });
  });
});

describe('reading a failed call', () => {
  it('the errorCode of an API error; anything else is the network failing', () => {
    expect(errorCodeOf({ error: { errorCode: 'login_failed' } })).toBe('login_failed');
    expect(errorCodeOf({ error: { errorCode: 42 } })).toBe('network_abnormal');
    expect(errorCodeOf({ error: new TypeError('Failed to fetch') })).toBe('network_abnormal');
    expect(errorCodeOf({})).toBe('network_abnormal');
  });

  it('the value it carries, and the bot check a refusal names', () => {
    expect(errorValueOf({ error: { value: { triesLeft: 2 } } })).toEqual({ triesLeft: 2 });
    expect(errorValueOf({})).toBeUndefined();
    expect(checkOf({ error: { value: { check: 'slider' } } })).toBe('slider');
    expect(checkOf({ error: { value: { check: 1 } } })).toBeUndefined();
    expect(checkOf({ error: { value: 'slider' } })).toBeUndefined();
    expect(checkOf({ error: {} })).toBeUndefined();
    expect(checkOf({ error: { value: null } })).toBeUndefined();
  });

  it('a field of the value only when the value is an object: never a field of null, a string or nothing', () => {
    expect(errorFieldOf({ error: { value: { retryAfterSeconds: 42 } } }, 'retryAfterSeconds')).toBe(42);
    expect(errorFieldOf({ error: { value: { captcha: { captchaId: 'c1' } } } }, 'captcha')).toEqual({ captchaId: 'c1' });
    for (const value of [null, undefined, 'retryAfterSeconds', 7, true]) {
      expect(errorFieldOf({ error: { value } }, 'retryAfterSeconds'), JSON.stringify(value)).toBeUndefined();
      expect(fieldOf(value, 'length')).toBeUndefined();
    }
    expect(errorFieldOf({}, 'triesLeft')).toBeUndefined();
    expect(fieldOf({ a: 0 }, 'a')).toBe(0);
  });

  it('a refused slider answer is captcha_check_failed naming the slider, nothing else', () => {
    expect(isSliderRefusal({ error: { errorCode: 'captcha_check_failed', value: { check: 'slider' } } })).toBe(true);
    expect(isSliderRefusal({ error: { errorCode: 'captcha_check_failed', value: { check: 'captcha' } } })).toBe(false);
    // No answer sent at all is another refusal: the flows always send one.
    expect(isSliderRefusal({ error: { errorCode: 'verification_required', value: { check: 'slider' } } })).toBe(false);
    expect(isSliderRefusal({ error: new TypeError('Failed to fetch') })).toBe(false);
  });

  it('the tries a refused code leaves, only when it is a number', () => {
    expect(triesLeftOf({ error: { errorCode: 'verification_code_invalid', value: { triesLeft: 2 } } })).toBe(2);
    expect(triesLeftOf({ error: { value: { triesLeft: 0 } } })).toBe(0);
    expect(triesLeftOf({ error: { value: { triesLeft: '2' } } })).toBeNull();
    expect(triesLeftOf({ error: { value: null } })).toBeNull();
    expect(triesLeftOf({ error: {} })).toBeNull();
  });
});
