// Third-party sign-in against a real OpenID Connect provider on this machine (oidc-provider):
// Google by OpenID Connect, Facebook by OAuth 2.0 and its Graph /me (served by the provider's
// userinfo endpoint). The provider's pages are walked over HTTP as a browser would.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_COMPLETE_PAGE, SIGN_IN_MESSAGE } from '../../server/shared/signIn';
import type { LoginAnswer, MemberIdentity, SignInStarted } from '../../server/shared/wire/accounts';
import type { SignInProviderSet } from '../../server/shared/wire/operator';
import { accountClaims, signInAtProvider, startLocalProvider, type LocalProvider } from '../support/oidcProvider';
import { freshIp, passwordLogin, plainCall, useAccountApp, type LoginValue } from './accounts.helpers';
import { call, DB_KINDS, OPERATOR_KEY, type TestApp } from './harness';

/** inject() reaches the app as http://localhost, the redirect address the app gives the provider. */
const CALLBACK = 'http://localhost/api/session/sign-in/callback';
const GOOGLE = { clientId: 'portal-google', clientSecret: 'google-secret-at-least-32-characters-long' };
const FACEBOOK = { clientId: 'portal-facebook', clientSecret: 'facebook-app-secret-0123456789abcdef' };

let provider: LocalProvider;
beforeAll(async () => {
  provider = await startLocalProvider([
    { ...GOOGLE, redirectUris: [CALLBACK] },
    { ...FACEBOOK, redirectUris: [CALLBACK], graph: true },
  ]);
});
afterAll(async () => {
  await provider?.close();
});

async function configure(app: TestApp, change: Record<string, unknown>) {
  return call<SignInProviderSet>(app, { method: 'PUT', url: '/api/operator/sign-in-providers', headers: { 'x-operator-key': OPERATOR_KEY }, payload: change });
}

async function configureBoth(app: TestApp) {
  await configure(app, { provider: 'google', enabled: true, issuer: provider.issuer, ...GOOGLE });
  await configure(app, {
    provider: 'facebook',
    enabled: true,
    authorizationEndpoint: provider.authorizationEndpoint,
    tokenEndpoint: provider.tokenEndpoint,
    userinfoEndpoint: provider.userinfoEndpoint,
    // The local provider serves /me only to tokens with openid in scope; Graph's own scope is the default.
    scope: 'openid email profile',
    clientId: FACEBOOK.clientId,
    clientSecretEnv: 'PORTAL_TEST_FACEBOOK_SECRET',
  });
}

/** What the popup does: the provider's pages, then the callback, which ends on the page that tells the opener. */
async function throughPopup(app: TestApp, started: SignInStarted, login: string | 'cancel') {
  const back = await signInAtProvider(started.authorizationUrl, login);
  expect(back.origin + back.pathname).toBe(CALLBACK);
  const callback = await app.app.inject({ method: 'GET', url: back.pathname + back.search });
  expect(callback.statusCode).toBe(303);
  expect(callback.headers.location).toBe(SIGN_IN_COMPLETE_PAGE);
  return back;
}

async function start(app: TestApp, body: Record<string, unknown>, ip: string) {
  const answer = await plainCall<SignInStarted>(app, 'POST', '/api/session/sign-in', body, { ip });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.value!;
}

const finish = (app: TestApp, body: Record<string, unknown>, ip: string) => plainCall<LoginAnswer>(app, 'POST', '/api/session/sign-in/finish', body, { ip });

describe.each(DB_KINDS)('third-party sign-in (%s)', (kind) => {
  const { app } = useAccountApp(kind);
  process.env.PORTAL_TEST_FACEBOOK_SECRET = FACEBOOK.clientSecret;

  beforeAll(async () => {
    await configureBoth(app());
  });

  it('LOGIN-35 LOGIN-36: the status names the configured providers; the operator answer never carries a secret', async () => {
    const status = await plainCall<{ signInProviders: string[] }>(app(), 'GET', '/api/system/status');
    expect(status.body.value!.signInProviders).toEqual(['google', 'facebook']);
    const answer = await configure(app(), { provider: 'google', enabled: true, issuer: provider.issuer, ...GOOGLE });
    expect(answer.body.value).toMatchObject({ provider: 'google', kind: 'oidc', secretFrom: 'database', offered: true });
    expect(JSON.stringify(answer.body)).not.toContain(GOOGLE.clientSecret);
    expect(JSON.stringify(status.body)).not.toContain(GOOGLE.clientSecret);
    // A provider elsewhere than this machine must be https.
    const plain = await configure(app(), { provider: 'google', enabled: true, issuer: 'http://accounts.example.com', ...GOOGLE });
    expect(plain.status).toBe(400);
  });

  it('LOGIN-35: register with Google, then log in with it: the same member, never a forced password change; audited', async () => {
    const ip = freshIp();
    const register = await start(app(), { provider: 'google', purpose: 'register' }, ip);
    expect(new URL(register.authorizationUrl).searchParams.get('code_challenge_method')).toBe('S256');
    await throughPopup(app(), register, 'ada');
    const created = await finish(app(), { attemptId: register.attemptId, termsAccepted: true }, ip);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const member = created.body.value!;
    expect(member).toMatchObject({ firstTimeLogin: true, mustChangePassword: false });
    // The provider's e-mail is not taken as the member's.
    expect(member.member.email).toBeNull();
    expect(member.member.nickname).toBe(accountClaims('ada').name);

    const login = await start(app(), { provider: 'google', purpose: 'login' }, ip);
    await throughPopup(app(), login, 'ada');
    const again = await finish(app(), { attemptId: login.attemptId }, ip);
    expect(again.status).toBe(200);
    expect(again.body.value).toMatchObject({ mustChangePassword: false, member: { id: member.member.id } });
    const info = await plainCall(app(), 'GET', '/api/member/info', undefined, { token: again.body.value!.token });
    expect(info.status).toBe(200);

    const audit = await app().store.db.selectFrom('audit_log').select(['action', 'details']).where('actor', 'like', `member:%:${member.member.account}`).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['register', 'login']));
    expect(audit.find((a) => a.action === 'login')!.details).toMatchObject({ via: 'third_party', provider: 'google' });
  });

  it('LOGIN-36: Facebook: the code, then Graph /me with the appsecret_proof of the token', async () => {
    const ip = freshIp();
    const seen = provider.meCalls.length;
    const started = await start(app(), { provider: 'facebook', purpose: 'register' }, ip);
    const url = new URL(started.authorizationUrl);
    expect(url.origin + url.pathname).toBe(provider.authorizationEndpoint);
    // OAuth 2.0: no nonce; PKCE and state still.
    expect(url.searchParams.get('nonce')).toBeNull();
    expect(url.searchParams.get('state')).toBeTruthy();
    await throughPopup(app(), started, 'fb-42');
    const created = await finish(app(), { attemptId: started.attemptId, termsAccepted: true }, ip);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(provider.meCalls.slice(seen)).toEqual([{ proofOk: true }]);
    const linked = await plainCall<MemberIdentity[]>(app(), 'GET', '/api/member/identities', undefined, { token: created.body.value!.token });
    expect(linked.body.value).toEqual([{ provider: 'facebook', email: accountClaims('fb-42').email, linkedAt: expect.any(String) }]);
  });

  it('ERRORS-36: a cancel at the provider is access_denied; a login with an account nobody linked is sign_in_not_registered', async () => {
    const ip = freshIp();
    const cancelled = await start(app(), { provider: 'google', purpose: 'login' }, ip);
    const back = await throughPopup(app(), cancelled, 'cancel');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect((await finish(app(), { attemptId: cancelled.attemptId }, ip)).body.errorCode).toBe('access_denied');

    const stranger = await start(app(), { provider: 'google', purpose: 'login' }, ip);
    await throughPopup(app(), stranger, 'nobody-linked');
    const refused = await finish(app(), { attemptId: stranger.attemptId }, ip);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'sign_in_not_registered' });
  });

  it('an attempt finishes once; a replayed code, a wrong state and another page\'s attempt id are refused', async () => {
    const ip = freshIp();
    const first = await start(app(), { provider: 'google', purpose: 'register' }, ip);
    const back = await throughPopup(app(), first, 'replay-1');
    expect((await finish(app(), { attemptId: first.attemptId, termsAccepted: true }, ip)).status).toBe(200);
    expect((await finish(app(), { attemptId: first.attemptId, termsAccepted: true }, ip)).body.errorCode).toBe('sign_in_failed');

    // The same code, brought back to a new attempt (its own state): the provider refuses it.
    const second = await start(app(), { provider: 'google', purpose: 'login' }, ip);
    const state = new URL(second.authorizationUrl).searchParams.get('state')!;
    const replay = new URLSearchParams(back.search);
    replay.set('state', state);
    await app().app.inject({ method: 'GET', url: `/api/session/sign-in/callback?${replay}` });
    expect((await finish(app(), { attemptId: second.attemptId }, ip)).body.errorCode).toBe('sign_in_failed');

    // A callback with a state nobody issued changes nothing; the attempt waiting for its own fails when finished.
    const third = await start(app(), { provider: 'google', purpose: 'login' }, ip);
    const forgedState = await app().app.inject({ method: 'GET', url: '/api/session/sign-in/callback?code=abc&state=not-a-state' });
    expect(forgedState.statusCode).toBe(303);
    expect((await finish(app(), { attemptId: third.attemptId }, ip)).body.errorCode).toBe('sign_in_failed');
    expect((await finish(app(), { attemptId: 'x'.repeat(43) }, ip)).body.errorCode).toBe('sign_in_failed');
  });

  it.each(['forged', 'expired', 'audience'] as const)('an ID token that is %s is refused, and no member is made', async (how) => {
    const ip = freshIp();
    const before = await app().store.db.selectFrom('member_identities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const started = await start(app(), { provider: 'google', purpose: 'register' }, ip);
    provider.tamper = how;
    try {
      await throughPopup(app(), started, `tampered-${how}`);
    } finally {
      provider.tamper = 'none';
    }
    expect((await finish(app(), { attemptId: started.attemptId, termsAccepted: true }, ip)).body.errorCode).toBe('sign_in_failed');
    const after = await app().store.db.selectFrom('member_identities').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('a new member still meets the registration rules: terms, invitation code', async () => {
    const ip = freshIp();
    const noTerms = await start(app(), { provider: 'google', purpose: 'register' }, ip);
    await throughPopup(app(), noTerms, 'rules-1');
    expect((await finish(app(), { attemptId: noTerms.attemptId }, ip)).body.errorCode).toBe('terms_not_accepted');
    const badCode = await start(app(), { provider: 'google', purpose: 'register' }, ip);
    await throughPopup(app(), badCode, 'rules-1');
    expect((await finish(app(), { attemptId: badCode.attemptId, termsAccepted: true, affiliateCode: 'NOSUCH1' }, ip)).body.errorCode).toBe('invalid_invitation_code');
  });

  it('a member links and unlinks a provider from my account; an e-mail alone never links; a provider account has one member', async () => {
    const ip = freshIp();
    const demo = (await passwordLogin(app(), 'demo', 'Demo@12345', {}, { ip })).body.value as LoginValue;
    const token = demo.token;
    // Signing in with a provider account that has demo's e-mail makes no link to demo.
    const link = await plainCall<SignInStarted>(app(), 'POST', '/api/member/identities', { provider: 'google' }, { token, ip });
    expect(link.status).toBe(200);
    await throughPopup(app(), link.body.value!, 'demo-at-google');
    // Only the page that started it, logged in as demo, can finish it.
    expect((await finish(app(), { attemptId: link.body.value!.attemptId }, ip)).body.errorCode).toBe('sign_in_failed');
    const again = await plainCall<SignInStarted>(app(), 'POST', '/api/member/identities', { provider: 'google' }, { token, ip });
    await throughPopup(app(), again.body.value!, 'demo-at-google');
    const linked = await plainCall<MemberIdentity[]>(app(), 'POST', '/api/member/identities/finish', { attemptId: again.body.value!.attemptId }, { token, ip });
    expect(linked.body.value).toEqual([{ provider: 'google', email: accountClaims('demo-at-google').email, linkedAt: expect.any(String) }]);

    // Now Google logs demo in.
    const login = await start(app(), { provider: 'google', purpose: 'login' }, ip);
    await throughPopup(app(), login, 'demo-at-google');
    expect((await finish(app(), { attemptId: login.attemptId }, ip)).body.value).toMatchObject({ member: { account: 'demo' } });

    // The Google account "ada" (registered above) cannot be linked to demo too.
    const taken = await plainCall<SignInStarted>(app(), 'POST', '/api/member/identities', { provider: 'google' }, { token, ip });
    await throughPopup(app(), taken.body.value!, 'ada');
    expect((await plainCall(app(), 'POST', '/api/member/identities/finish', { attemptId: taken.body.value!.attemptId }, { token, ip })).body.errorCode).toBe('identity_in_use');

    const unlinked = await plainCall<MemberIdentity[]>(app(), 'DELETE', '/api/member/identities/google', undefined, { token, ip });
    expect(unlinked.body.value).toEqual([]);
    const actions = await app().store.db.selectFrom('audit_log').select('action').where('actor', '=', `member:${demo.member.merchantCode}:demo`).execute();
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['identity.link', 'identity.unlink']));
  });

  it('the last provider of a member without a password stays linked', async () => {
    const ip = freshIp();
    const started = await start(app(), { provider: 'google', purpose: 'register' }, ip);
    await throughPopup(app(), started, 'only-google');
    const created = (await finish(app(), { attemptId: started.attemptId, termsAccepted: true }, ip)).body.value!;
    const refused = await plainCall(app(), 'DELETE', '/api/member/identities/google', undefined, { token: created.token, ip });
    expect(refused.body.errorCode).toBe('operation_not_allowed');
  });

  it('a provider the merchant has not configured cannot be started', async () => {
    await configure(app(), { provider: 'facebook', enabled: false, clientId: FACEBOOK.clientId, clientSecretEnv: 'PORTAL_TEST_FACEBOOK_SECRET' });
    const refused = await plainCall(app(), 'POST', '/api/session/sign-in', { provider: 'facebook', purpose: 'login' }, { ip: freshIp() });
    expect(refused.body.errorCode).toBe('operation_not_allowed');
    await configureBoth(app());
  });
});

it('the popup page posts the message the app listens for, to its own origin only', () => {
  const script = readFileSync(new URL('../../public/sign-in-complete.js', import.meta.url), 'utf8');
  expect(script).toContain(`'${SIGN_IN_MESSAGE}'`);
  expect(script).toContain('window.opener.postMessage({ type: MESSAGE }, window.location.origin)');
  expect(readFileSync(new URL(`../../public${SIGN_IN_COMPLETE_PAGE}`, import.meta.url), 'utf8')).toContain('/sign-in-complete.js');
});
