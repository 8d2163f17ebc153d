// The account forms' rules (machines/formRules.ts): the registration fields' server rules
// as valibot schemas, run against the same table of pattern cases the server tests run,
// and the login, reset and change-password checks of spec section 5.
import { describe, expect, it } from 'vitest';
import {
  checkField,
  checkMobile,
  fieldSchema,
  fillRange,
  normaliseLogin,
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
