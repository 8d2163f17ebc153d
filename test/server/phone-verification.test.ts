// SMS through a sign-in provider (SMS-14, REGISTER-29) against a provider on this machine that
// speaks the Identity Toolkit's phone sign-in API and signs its tokens with a key it serves as a
// JWKS: the codes are asked for and traded for a token at the provider, as the browser does,
// and the server believes a number only from a good token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_PROVIDER_PATHS, providerErrorCode } from '../../server/shared/phoneVerification';
import type { LoginAnswer, TokenAndMember } from '../../server/shared/wire/accounts';
import type { SystemStatus } from '../../server/shared/wire/system';
import { startLocalPhoneProvider, type LocalPhoneProvider, type PhoneTokenTamper } from '../support/phoneProvider';
import { captchaAnswer, freshIp, plainCall, sealedCall, solvedSlider, useAccountApp } from './accounts.helpers';
import { call, DB_KINDS, OPERATOR_KEY, value, type TestApp } from './harness';

let provider: LocalPhoneProvider;
beforeAll(async () => {
  provider = await startLocalPhoneProvider();
});
afterAll(async () => {
  await provider?.close();
});

/** The browser's side: ask the provider for a code, read it as the player would, trade it for a token. */
async function tokenFromProvider(phoneNumber: string): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${provider.apiUrl}${path}?key=${provider.apiKey}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await answer.json()) as Record<string, unknown>;
  };
  const { sessionInfo } = (await post(PHONE_PROVIDER_PATHS.sendCode, { phoneNumber })) as { sessionInfo: string };
  const { idToken } = (await post(PHONE_PROVIDER_PATHS.verifyCode, { sessionInfo, code: provider.codeFor(phoneNumber) })) as { idToken: string };
  return idToken;
}

const configure = (app: TestApp, change: Record<string, unknown>) =>
  call<Record<string, unknown>>(app, { method: 'PUT', url: '/api/operator/phone-verification', headers: { 'x-operator-key': OPERATOR_KEY }, payload: change });

const throughLocalProvider = () => ({ enabled: true, projectId: provider.projectId, apiKey: provider.apiKey, apiUrl: provider.apiUrl, jwksUrl: provider.jwksUrl });

describe.each(DB_KINDS)('SMS through a sign-in provider (%s)', (kind) => {
  const { app } = useAccountApp(kind);

  async function captcha() {
    const { captchaId } = await value<{ captchaId: string }>(app(), '/api/captcha');
    return { captchaId, captcha: await captchaAnswer(app(), captchaId) };
  }

  async function register(mobileNum: string, phoneToken: string | undefined, ip: string) {
    return sealedCall<TokenAndMember>(
      app(),
      'PUT',
      '/api/member/register',
      {
        type: 'registerMobile', mobileNum, countryDialingCode: '+234', password: 'Phone@1234', confirmPassword: 'Phone@1234',
        ...(phoneToken ? { phoneToken } : {}), termsAccepted: true, login: true, slider: await solvedSlider(app()), ...(await captcha()),
      },
      { ip },
    );
  }

  beforeAll(async () => {
    const answer = await configure(app(), throughLocalProvider());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  });

  it('[SMS-14] the status tells the browser the provider\'s API address and public key, nothing else; the operator can switch it off', async () => {
    const status = await value<SystemStatus>(app(), '/api/system/status');
    expect(status.phoneVerification).toEqual({ apiUrl: provider.apiUrl, apiKey: provider.apiKey });
    expect(JSON.stringify(status)).not.toContain(provider.jwksUrl);
    // Firebase's own addresses are the defaults; plain http elsewhere than this machine is refused.
    try {
      const defaults = await configure(app(), { enabled: false, projectId: 'portal-prod', apiKey: 'AIza-public' });
      expect(defaults.body.value).toMatchObject({
        enabled: false,
        apiUrl: 'https://identitytoolkit.googleapis.com',
        issuer: 'https://securetoken.google.com/portal-prod',
        jwksUrl: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      });
      expect((await value<SystemStatus>(app(), '/api/system/status')).phoneVerification).toBeNull();
      const plain = await configure(app(), { ...throughLocalProvider(), apiUrl: 'http://sms.example.com' });
      expect(plain.body).toMatchObject({ errorCode: 'bad_request', value: { issues: [{ path: '/apiUrl', rule: 'https_required' }] } });
    } finally {
      expect((await configure(app(), throughLocalProvider())).status).toBe(200);
    }
    expect((await value<SystemStatus>(app(), '/api/system/status')).phoneVerification).not.toBeNull();
  });

  it('[REGISTER-29][SMS-14] registers with the provider\'s token for the number; the portal sends no code of its own', async () => {
    const ip = freshIp();
    const own = await plainCall(app(), 'POST', '/api/verification/sms/register', { mobileNum: '8093330001', countryDialingCode: '+234' }, { ip });
    expect(own.body.errorCode).toBe('operation_not_allowed');
    expect((await register('8093330001', undefined, ip)).body.errorCode).toBe('missing_code');
    const token = await tokenFromProvider('+2348093330001');
    const answer = await register('08093330001', token, ip);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value!.member).toMatchObject({ account: '08093330001', mobileNum: '8093330001' });
    // The number has its member now: the same token makes no second one.
    expect((await register('8093330001', token, freshIp())).body.errorCode).toBe('account_exists');
  });

  it.each<[PhoneTokenTamper, string]>([
    ['forged', 'signed with a key that is not the provider\'s'],
    ['expired', 'past its time'],
    ['audience', 'minted for another project'],
    ['phone', 'for another number'],
  ])('[REGISTER-29] refuses a token %s (%s) and makes no member', async (tamper) => {
    const ip = freshIp();
    const mobileNum = `80944${['forged', 'expired', 'audience', 'phone'].indexOf(tamper)}0000`;
    const answer = await register(mobileNum, await provider.mintToken(`+234${mobileNum}`, tamper), ip);
    expect(answer.body.errorCode).toBe('verification_failed');
    // A bad token is said on the form; a number that is not the token's, on the number.
    expect((answer.body.value as { field?: string } | undefined)?.field).toBe(tamper === 'phone' ? 'mobileNum' : undefined);
    const rows = await app().store.db.selectFrom('users').select('id').where('mobile_num', '=', mobileNum).execute();
    expect(rows).toEqual([]);
  });

  it('[SMS-14][LOGIN-07] logs in by SMS with the provider\'s token, once per token; a token for another number does not', async () => {
    const ip = freshIp();
    expect((await plainCall(app(), 'POST', '/api/session/login/sms', { mobileNum: '8012340002', countryDialingCode: '234', slider: await solvedSlider(app()) }, { ip })).body.errorCode).toBe(
      'operation_not_allowed',
    );
    const token = await tokenFromProvider('+2348012340002');
    const login = (phoneToken: string, mobileNum = '8012340002') => sealedCall<LoginAnswer>(app(), 'POST', '/api/session/login', { type: 'sms', mobileNum, countryDialingCode: '+234', phoneToken }, { ip });
    expect((await login(token, '8012349999')).body.errorCode).toBe('verification_failed');
    const answer = await login(token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.value).toMatchObject({ mustChangePassword: false, member: { account: 'agent02' } });
    expect((await login(token)).body.errorCode).toBe('verification_failed');
  });

  it('[SMS-14] the provider\'s documented errors are the spec\'s third-party error codes', () => {
    expect(providerErrorCode('INVALID_PHONE_NUMBER : Invalid format.')).toBe('invalid_phone_number');
    expect(providerErrorCode('MISSING_PHONE_NUMBER')).toBe('missing_phone_number');
    expect(providerErrorCode('TOO_MANY_ATTEMPTS_TRY_LATER')).toBe('too_many_requests');
    expect(providerErrorCode('INVALID_CODE')).toBe('invalid_code');
    expect(providerErrorCode('MISSING_CODE')).toBe('missing_code');
    expect(providerErrorCode('CAPTCHA_CHECK_FAILED')).toBe('captcha_check_failed');
    expect(providerErrorCode('QUOTA_EXCEEDED')).toBe('quota_exceeded');
    expect(providerErrorCode('OPERATION_NOT_ALLOWED')).toBe('operation_not_allowed');
    expect(providerErrorCode('SESSION_EXPIRED')).toBe('code_expired');
    expect(providerErrorCode('SOMETHING_NEW')).toBe('verification_failed');
    expect(providerErrorCode(undefined)).toBe('verification_failed');
  });

  it('[SMS-14] the local provider answers as documented: a wrong code, an unknown session, a bad number', async () => {
    const post = async (path: string, body: unknown) => {
      const answer = await fetch(`${provider.apiUrl}${path}?key=${provider.apiKey}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: answer.status, body: (await answer.json()) as { error?: { message: string }; sessionInfo?: string } };
    };
    expect((await post(PHONE_PROVIDER_PATHS.sendCode, { phoneNumber: '12345' })).body.error?.message).toMatch(/^INVALID_PHONE_NUMBER/);
    const { sessionInfo } = (await post(PHONE_PROVIDER_PATHS.sendCode, { phoneNumber: '+2348095550000' })).body;
    const wrong = await post(PHONE_PROVIDER_PATHS.verifyCode, { sessionInfo, code: provider.codeFor('+2348095550000') === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { error: { message: 'INVALID_CODE' } } });
    expect((await post(PHONE_PROVIDER_PATHS.verifyCode, { sessionInfo: 'nope', code: '123456' })).body.error?.message).toBe('INVALID_SESSION_INFO');
  });
});
