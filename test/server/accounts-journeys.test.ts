// Whole account journeys through the API, as the client makes them: register by
// username and by mobile (codes read from the development outbox), log in with the
// slider, SMS login, the forced change of an agent-created account, forgot by e-mail
// and by phone, free play, the extra check from a new place, logout.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import type { CodeSent, Member, TokenAndMember } from '../../server/shared/wire/accounts';
import { captchaAnswer, freshIp, lastCode, passwordLogin, plainCall, sealedCall, solvedSlider, useAccountApp, type LoginValue } from './accounts.helpers';
import { call, DB_KINDS, operate, value } from './harness';


const MEMBER_FIELDS = ['id', 'account', 'nickname', 'type', 'toUpline', 'balance', 'currency', 'currencySymbol', 'unreadMessage', 'availablePromoCount', 'availablePromo', 'hasVip', 'vipRankLevel', 'clubLabel', 'memberLabel'];

describe.each(DB_KINDS)('account journeys on %s', (kind) => {
  const { app } = useAccountApp(kind);

  async function captcha() {
    const { captchaId } = await value<{ captchaId: string }>(app(), '/api/captcha');
    return { captchaId, captcha: await captchaAnswer(app(), captchaId) };
  }

  async function registrationCode(mobileNum: string, ip: string) {
    const sent = await plainCall<CodeSent>(app(), 'POST', '/api/verification/sms/register', { mobileNum, countryDialingCode: '+234' }, { ip });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    return (await lastCode(app(), mobileNum))!;
  }

  it('[REGISTER-13][REGISTER-12] serves the field rules with the birthday field and the 20 pattern variants named', async () => {
    const settings = await value<{ fields: { field: string; patternId: string }[]; switches: Record<string, number> }>(app(), '/api/member/register/settings');
    expect(settings.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['username', 'password', 'confirmPassword', 'mobileNum', 'captcha', 'verificationCode', 'birthday']));
    expect(settings.switches.REGMOBVERF3).toBe(1);
  });

  it('[REGISTER-30][REGISTER-36][REGISTER-15][REGISTER-18][REGISTER-26] registers by username with an invitation code, the SMS code and login true', async () => {
    const ip = freshIp();
    expect(await value(app(), '/api/agent/affiliate?code=AGENT01&domain=portal.example')).toEqual({ valid: true });
    expect(await value(app(), '/api/agent/affiliate?code=NOPE99')).toEqual({ valid: false });
    const code = await registrationCode('8091112233', ip);
    const answer = await sealedCall<TokenAndMember>(
      app(),
      'PUT',
      '/api/member/register',
      {
        type: 'register',
        username: 'Newbie01',
        password: 'Newbie@123',
        confirmPassword: 'Newbie@123',
        mobileNum: '08091112233',
        countryDialingCode: '+234',
        email: 'newbie01@example.com',
        payeeName: 'New Bie',
        birthday: '1995-06-15',
        verificationCode: code,
        affiliateCode: 'agent01',
        domain: 'portal.example',
        registerUrl: 'https://portal.example/register?affiliateCode=AGENT01',
        registerMethod: 'WEB',
        termsAccepted: true,
        login: true,
        slider: await solvedSlider(app()),
        ...(await captcha()),
      },
      { ip },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { token, member } = answer.body.value!;
    expect(member).toMatchObject({ account: 'Newbie01', type: 0, toUpline: true, balance: '0.00', currency: 'NGN', currencySymbol: '₦', mobileNum: '8091112233', email: 'newbie01@example.com', birthday: '1995-06-15' });
    const info = await value<Member>(app(), { url: '/api/member/info', headers: { authorization: `Bearer ${token}` } });
    for (const field of MEMBER_FIELDS) expect(info, field).toHaveProperty(field);
    // Names are unique whatever the case; the number too.
    const again = await sealedCall(app(), 'PUT', '/api/member/register', {
      type: 'register', username: 'NEWBIE01', password: 'Newbie@123', confirmPassword: 'Newbie@123', mobileNum: '8091112299',
      verificationCode: await registrationCode('8091112299', ip), termsAccepted: true, slider: await solvedSlider(app()), ...(await captcha()),
    }, { ip });
    expect(again.body.errorCode).toBe('account_exists');
  });

  it('[REGISTER-34][REGISTER-38][REGISTER-11] registers by mobile: the username is the number', async () => {
    const ip = freshIp();
    const mobileNum = '8097654321';
    const answer = await sealedCall<TokenAndMember>(
      app(),
      'PUT',
      '/api/member/register',
      {
        type: 'registerMobile', mobileNum, password: 'Mobile@123', confirmPassword: 'Mobile@123',
        verificationCode: await registrationCode(mobileNum, ip), termsAccepted: true, login: true, slider: await solvedSlider(app()), ...(await captcha()),
      },
      { ip },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value!.member).toMatchObject({ account: mobileNum, mobileNum });
    // The new member logs in with the number as the account.
    expect((await passwordLogin(app(), mobileNum, 'Mobile@123', {}, { ip })).status).toBe(200);
  });

  it('[REGISTER-21][REGISTER-27][REGISTER-59][REGISTER-39][REGISTER-42][ERRORS-02][ERRORS-05][ERRORS-20][ERRORS-21] refuses what the rules refuse, with the rule in the answer', async () => {
    const ip = freshIp();
    const base = {
      type: 'register', username: 'Rules01', password: 'Rules@1234', confirmPassword: 'Rules@1234', mobileNum: '8090001111',
      verificationCode: '123456', captcha: 'ABCD', captchaId: 'c'.repeat(24), termsAccepted: true,
    };
    const attempt = async (change: Record<string, unknown>) => (await sealedCall(app(), 'PUT', '/api/member/register', { ...base, ...change }, { ip })).body;
    expect((await attempt({ termsAccepted: false })).errorCode).toBe('terms_not_accepted');
    expect(await attempt({ username: '1abc' })).toMatchObject({
      errorCode: 'invalid_account_format',
      value: { field: 'username', problem: 'pattern', patternId: 'ALNUM_LETTER_FIRST', minLength: 4, maxLength: 16 },
    });
    expect((await attempt({ username: 'abc' })).value).toMatchObject({ field: 'username', problem: 'length' });
    expect((await attempt({ confirmPassword: 'Rules@12345' })).errorCode).toBe('confirmation_mismatch');
    expect((await attempt({ password: 'has space1', confirmPassword: 'has space1' })).errorCode).toBe('invalid_password_format');
    expect((await attempt({ email: 'not-an-email' })).errorCode).toBe('invalid_email_format');
    expect((await attempt({ payeeName: 'R2D2' })).errorCode).toBe('invalid_real_name_format');
    expect((await attempt({ mobileNum: undefined })).errorCode).toBe('missing_phone_number');
    expect((await attempt({ mobileNum: '12ab' })).errorCode).toBe('invalid_phone_number');
    expect((await attempt({ verificationCode: undefined })).errorCode).toBe('missing_code');
    // A bad invitation code is found after the bot checks (which it needs to pass).
    const withChecks = { slider: await solvedSlider(app()), ...(await captcha()), verificationCode: await registrationCode('8090001111', ip), affiliateCode: 'NOPE99' };
    expect((await attempt(withChecks)).errorCode).toBe('invalid_invitation_code');
  });

  it('[REGISTER-69][REGISTER-73][REGISTER-70] follows the registration switches', async () => {
    const ip = freshIp();
    const body = { type: 'register', username: 'Switch01', password: 'Switch@123', confirmPassword: 'Switch@123', termsAccepted: true };
    try {
      await operate(app(), { switches: { USERNAMEREG3: 0 } });
      expect((await sealedCall(app(), 'PUT', '/api/member/register', body, { ip })).body.errorCode).toBe('operation_not_allowed');
      expect((await sealedCall(app(), 'PUT', '/api/member/register', { ...body, type: 'registerMobile' }, { ip })).body.errorCode).not.toBe('operation_not_allowed');
      await operate(app(), { switches: { USERNAMEREG3: 1, DIRECTREG3: 0 } });
      expect((await sealedCall(app(), 'PUT', '/api/member/register', { ...body, type: 'registerMobile' }, { ip })).body.errorCode).toBe('operation_not_allowed');
    } finally {
      await operate(app(), { switches: { USERNAMEREG3: 1, DIRECTREG3: 1 } });
    }
  });

  it('[LOGIN-05][LOGIN-08][LOGIN-18][LOGIN-24][LOGIN-31][SESSION-26][ERRORS-15] logs in with the slider, on the member and the agent side', async () => {
    const ip = freshIp();
    const noSlider = await sealedCall(app(), 'POST', '/api/session/login', { type: 'username', username: 'demo', password: 'Demo@12345' }, { ip });
    expect(noSlider.body).toMatchObject({ errorCode: 'verification_required', message: 'Please complete the verification first.' });
    const first = await passwordLogin(app(), '  demo ', 'Demo@12345', {}, { ip });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: false, member: { account: 'demo', type: 0, isAgent: false } });
    expect(((await passwordLogin(app(), 'DEMO', 'Demo@12345', {}, { ip })).body.value as LoginValue).firstTimeLogin).toBe(false);
    const agent = await passwordLogin(app(), 'agent01', 'Agent@12345', { side: 'agent' }, { ip });
    expect(agent.body.value).toMatchObject({ member: { type: 1, isAgent: true } });
    const notAgent = await passwordLogin(app(), 'demo', 'Demo@12345', { side: 'agent' }, { ip });
    expect(notAgent.status).toBe(403);
    expect(notAgent.body.errorCode).toBe('non_agent_login');
  });

  it('[LOGIN-07][LOGIN-15][SMS-01][SMS-03][LOGIN-27] logs in by SMS code, without a forced change', async () => {
    const ip = freshIp();
    const missing = await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: '', slider: await solvedSlider(app()) }, { ip });
    expect(missing.body.errorCode).toBe('missing_phone_number');
    const sent = await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: '8012340002', countryDialingCode: '234', slider: await solvedSlider(app()) }, { ip });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    const code = (await lastCode(app(), '+2348012340002'))!;
    expect((await sealedCall(app(), 'POST', '/api/session/login', { type: 'sms', mobileNum: '8012340002', code: '' }, { ip })).body.errorCode).toBe('missing_code');
    const answer = await sealedCall<LoginValue>(app(), 'POST', '/api/session/login', { type: 'sms', mobileNum: '8012340002', countryDialingCode: '+234', code }, { ip });
    expect(answer.status).toBe(200);
    // agent02's password was chosen by its agent, but an SMS login is not asked to change it.
    expect(answer.body.value).toMatchObject({ mustChangePassword: false, member: { account: 'agent02' } });
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token: answer.body.value!.token })).status).toBe(200);
  });

  it('[LOGIN-25][CHANGEPW-05][CHANGEPW-13][ERRORS-39] forces the change on the agent-created account\'s first password login', async () => {
    const ip = freshIp();
    const login = (await passwordLogin(app(), 'agent02', 'Down@12345', {}, { ip })).body.value as LoginValue;
    expect(login).toMatchObject({ mustChangePassword: true, member: { account: 'agent02', isAgent: true } });
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token: login.token })).body.errorCode).toBe('password_change_required');
    const mismatch = await sealedCall(app(), 'POST', '/api/member/password', { oldPassword: 'Down@12345', newPassword: 'Agent2@new1', confirmNewPassword: 'Agent2@new2' }, { token: login.token });
    expect(mismatch.body.errorCode).toBe('confirmation_mismatch');
    const changed = await sealedCall<TokenAndMember>(app(), 'POST', '/api/member/password', { oldPassword: 'Down@12345', newPassword: 'Agent2@new1', confirmNewPassword: 'Agent2@new1' }, { token: login.token });
    expect(changed.status).toBe(200);
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token: changed.body.value!.token })).status).toBe(200);
    expect((await passwordLogin(app(), 'agent02', 'Down@12345', {}, { ip })).body.errorCode).toBe('login_failed');
    expect(((await passwordLogin(app(), 'agent02', 'Agent2@new1', {}, { ip })).body.value as LoginValue).mustChangePassword).toBe(false);
  });

  it('[FORGOT-11][FORGOT-12][FORGOT-24][FORGOT-25] forgot by e-mail: a temporary password, usable once, that forces a change', async () => {
    const ip = freshIp();
    const sent = await call(app(), {
      method: 'POST',
      url: '/api/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      payload: 'username=agent01&email=agent01%40example.com',
    });
    expect(sent.body).toEqual({ success: true, value: { sent: true } });
    const mail = (await value<{ channel: string; text: string; code: string }[]>(app(), '/api/dev/outbox?to=agent01@example.com'))[0]!;
    expect(mail.channel).toBe('email');
    expect(mail.text).toContain(mail.code);
    // The current password still works until the temporary one is used.
    expect((await passwordLogin(app(), 'agent01', 'Agent@12345', {}, { ip })).status).toBe(200);
    const temp = (await passwordLogin(app(), 'agent01', mail.code, {}, { ip })).body.value as LoginValue;
    expect(temp.mustChangePassword).toBe(true);
    expect((await passwordLogin(app(), 'agent01', mail.code, {}, { ip })).body.errorCode).toBe('login_failed');
    // The login just proved the (temporary) password: no old password is asked.
    const changed = await sealedCall(app(), 'POST', '/api/member/password', { newPassword: 'Agent@24680', confirmNewPassword: 'Agent@24680' }, { token: temp.token });
    expect(changed.status).toBe(200);
    expect((await passwordLogin(app(), 'agent01', 'Agent@24680', {}, { ip })).status).toBe(200);
  });

  it('[FORGOT-13][FORGOT-20][FORGOT-23][ERRORS-38] reset by phone: the code, a new password, logged in, other sessions ended', async () => {
    const ip = freshIp();
    const before = ((await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip })).body.value as LoginValue).token;
    const sent = await plainCall(app(), 'POST', '/api/verification/sms/reset', { mobileNum: '08012345678', countryDialingCode: '+234' }, { ip });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1 } });
    // An unknown number gets the same answer and no SMS.
    const unknown = await plainCall(app(), 'POST', '/api/verification/sms/reset', { mobileNum: '8060000001' }, { ip });
    expect(unknown.body).toEqual(sent.body);
    expect(await lastCode(app(), '8060000001')).toBeUndefined();
    const code = (await lastCode(app(), '8012345678'))!;
    const weak = await sealedCall(app(), 'POST', '/api/member/password/sms', { newPassword: 'short', mobileNum: '8012345678', verificationCode: code }, { ip });
    expect(weak.body.errorCode).toBe('invalid_password_format');
    const reset = await sealedCall<TokenAndMember>(app(), 'POST', '/api/member/password/sms', { newPassword: 'Demo@24680', mobileNum: '8012345678', countryDialingCode: '234', verificationCode: code }, { ip });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.value!.member.account).toBe('demo');
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token: reset.body.value!.token })).status).toBe(200);
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token: before })).status).toBe(401);
    expect((await passwordLogin(app(), 'demo', 'Demo@24680', {}, { ip })).status).toBe(200);
  });

  it('[SESSION-27][SESSION-30][SESSION-23][SESSION-32] free play gives a trial account; logout ends the session at once', async () => {
    const ip = freshIp();
    const trial = await plainCall<TokenAndMember>(app(), 'POST', '/api/session/freeplay', { os: 'Linux', platform: 'W', gatewayVersion: '3', nonce: 'aGVsbG8' }, { ip });
    expect(trial.status).toBe(200);
    expect(trial.body.value!.member).toMatchObject({ type: 4, isTrial: true });
    const token = trial.body.value!.token;
    expect((await plainCall(app(), 'DELETE', '/api/session', undefined, { token })).body).toEqual({ success: true, value: { loggedOut: true } });
    expect((await plainCall(app(), 'GET', '/api/member/info', undefined, { token })).status).toBe(401);
    expect((await plainCall(app(), 'DELETE', '/api/session', undefined, { token })).status).toBe(401);
    try {
      await operate(app(), { switches: { FREEPLAY3: 0 } });
      expect((await plainCall(app(), 'POST', '/api/session/freeplay', {}, { ip })).body.errorCode).toBe('operation_not_allowed');
    } finally {
      await operate(app(), { switches: { FREEPLAY3: 1 } });
    }
  });

  it('[LOGIN-32] asks for one extra check from a new IP when the merchant wants it (e-mail, then SMS code)', async () => {
    const home = freshIp();
    expect((await passwordLogin(app(), 'Newbie01', 'Newbie@123', {}, { ip: home })).status).toBe(200);
    try {
      await operate(app(), { loginExtraCheck: 'email' });
      // Where the member registered (and logged in) is known: no check there.
      expect((await passwordLogin(app(), 'Newbie01', 'Newbie@123', {}, { ip: home })).status).toBe(200);
      const away = freshIp();
      const asked = await passwordLogin(app(), 'Newbie01', 'Newbie@123', {}, { ip: away });
      expect(asked.body).toMatchObject({ errorCode: 'verification_required', value: { check: 'extra', method: 'email', target: 'ne******@example.com' } });
      const checkId = (asked.body.value as unknown as { checkId: string }).checkId;
      const second = (answer: string) => sealedCall(app(), 'POST', '/api/session/login', { type: 'username', username: 'Newbie01', password: 'Newbie@123', extraCheck: { checkId, value: answer } }, { ip: away });
      expect((await second('someone@example.com')).body).toMatchObject({ errorCode: 'verification_failed', value: { triesLeft: 4 } });
      expect((await second('NEWBIE01@example.com')).status).toBe(200);
      expect((await passwordLogin(app(), 'Newbie01', 'Newbie@123', {}, { ip: away })).status).toBe(200);

      await operate(app(), { loginExtraCheck: 'sms' });
      const third = freshIp();
      const bySms = await passwordLogin(app(), 'Newbie01', 'Newbie@123', {}, { ip: third });
      expect(bySms.body).toMatchObject({ errorCode: 'verification_required', value: { method: 'sms', expiredMinutes: 1 } });
      const code = (await lastCode(app(), '8091112233'))!;
      const done = await sealedCall(app(), 'POST', '/api/session/login', { type: 'username', username: 'Newbie01', password: 'Newbie@123', extraCheck: { checkId: (bySms.body.value as unknown as { checkId: string }).checkId, value: code } }, { ip: third });
      expect(done.status).toBe(200);
    } finally {
      await operate(app(), { loginExtraCheck: 'none' });
    }
  });

  it('[LOGIN-33][ERRORS-14] refuses non-member accounts', async () => {
    await app().services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: 'ops01', password: 'Ops@123456', passwordSetBy: 'operator', role: 'staff' });
    const answer = await passwordLogin(app(), 'ops01', 'Ops@123456', {}, { ip: freshIp() });
    expect(answer.status).toBe(403);
    expect(answer.body.errorCode).toBe('non_member_login');
  });

  it('writes the audit log: login, failed login, logout, password change and reset, register, switch change, free play', async () => {
    await passwordLogin(app(), 'demo', 'nope-nope', {}, { ip: freshIp() });
    const rows = await app().store.db.selectFrom('audit_log').select(['action', 'actor', 'ip']).execute();
    const actions = new Set(rows.map((r) => r.action));
    for (const action of ['login', 'login.failed', 'logout', 'password.change', 'password.reset', 'password.forgot', 'register', 'switch.change', 'freeplay.start']) {
      expect(actions, action).toContain(action);
    }
    const login = rows.find((r) => r.action === 'login')!;
    expect(login.actor).toMatch(/^member:NG:/);
    expect(login.ip).toMatch(/^198\.18\./);
  });

  it('[ERRORS-25] documents every account route of api.md, with error codes from the one list', async () => {
    const doc = (await app().app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ['get', '/api/system/key'], ['get', '/api/captcha'], ['get', '/api/slider'], ['post', '/api/session/login'], ['post', '/api/session/login/sms'],
      ['post', '/api/session/freeplay'], ['delete', '/api/session'], ['get', '/api/member/info'], ['get', '/api/member/register/settings'],
      ['put', '/api/member/register'], ['get', '/api/agent/affiliate'], ['post', '/api/verification/sms/register'], ['post', '/api/verification/sms/reset'],
      ['post', '/api/member/password'], ['post', '/api/member/password/email'], ['post', '/api/member/password/sms'], ['get', '/api/dev/outbox'], ['get', '/api/dev/challenges/{id}'],
    ];
    for (const [method, path] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    for (const code of ['login_failed', 'account_locked', 'captcha_required', 'under_age', 'code_already_sent']) expect(ERROR_CODES).toContain(code);
  });
});
