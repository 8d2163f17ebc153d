// A local OpenID Connect provider for the browser specs (test/support/oidcProvider.ts), set
// up as the merchant's Google and Facebook sign-in for the worker's server while a spec file
// runs, and switched off after it (the other specs of that server see no providers).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SIGN_IN_POPUP_POLL_MS } from '../../server/shared/timing';
import { baseURL } from '../../playwright.config';
import { SIGN_IN_CALLBACK_PATH } from '../../server/shared/signIn';
import { signInAtProvider, startLocalProvider, type LocalProvider } from '../../test/support/oidcProvider';
import { OPERATOR_KEY } from '../support';
import { uniqueName, type AccountApi } from './support';

const GOOGLE = { clientId: 'e2e-google', clientSecret: 'e2e-google-secret-0123456789abcdef' };
const FACEBOOK = { clientId: 'e2e-facebook', clientSecret: 'e2e-facebook-secret-0123456789abcdef' };

async function configure(request: APIRequestContext, provider: LocalProvider, enabled: boolean, which: readonly ('google' | 'facebook')[]) {
  const changes = {
    google: { provider: 'google', enabled, issuer: provider.issuer, ...GOOGLE },
    facebook: {
      provider: 'facebook',
      enabled,
      authorizationEndpoint: provider.authorizationEndpoint,
      tokenEndpoint: provider.tokenEndpoint,
      userinfoEndpoint: provider.userinfoEndpoint,
      // The local provider serves /me only to tokens with openid in scope.
      scope: 'openid email profile',
      ...FACEBOOK,
    },
  };
  for (const name of which) {
    const answer = await request.put('/api/operator/sign-in-providers', { headers: { 'X-Operator-Key': OPERATOR_KEY }, data: changes[name] });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}

/** Starts the provider before the file's tests and offers it as `which`; stops both after them. */
export function useLocalProvider(which: readonly ('google' | 'facebook')[] = ['google', 'facebook']): () => LocalProvider {
  let provider: LocalProvider | undefined;
  test.beforeAll(async ({ request }) => {
    const callback = new URL(SIGN_IN_CALLBACK_PATH, baseURL).href;
    provider = await startLocalProvider([
      { ...GOOGLE, redirectUris: [callback] },
      { ...FACEBOOK, redirectUris: [callback], graph: true },
    ]);
    await configure(request, provider, true, which);
  });
  test.afterAll(async ({ request }) => {
    if (provider) await configure(request, provider, false, which);
    await provider?.close();
  });
  return () => {
    if (!provider) throw new Error('The local provider has not started');
    return provider;
  };
}

/** On the provider's own page in the popup: sign in as `login` (any password) or cancel there. */
export async function atProviderPage(popup: Page, login: string | 'cancel') {
  await popup.waitForURL(/\/interaction\//);
  if (login === 'cancel') {
    await popup.getByRole('link', { name: '[ Cancel ]' }).click();
  } else {
    await popup.locator('input[name="login"]').fill(login);
    await popup.locator('input[name="password"]').fill('any password');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
  }
}

/**
 * What a path replay does in the provider's popup for an outcome's error code: closes the popup
 * (`popup_closed_by_user`: the page notices on its clock), cancels there (`access_denied`), or
 * signs in as `login()`. Whether a finish call follows (false: it does not).
 */
export async function answerInPopup(page: Page, popup: Page, code: string | null, login: () => Promise<string>): Promise<boolean> {
  if (code === 'popup_closed_by_user') {
    await popup.waitForURL(/\/interaction\//);
    await popup.close();
    await page.clock.runFor(SIGN_IN_POPUP_POLL_MS + 100);
    return false;
  }
  await atProviderPage(popup, code === 'access_denied' ? 'cancel' : await login());
  return true;
}

/**
 * A member with a provider account linked (its password and the provider account's login are returned), linked
 * the way the page does it but over HTTP: start with the member's token, the provider's pages,
 * the callback, finish.
 */
export async function memberWithLinkedProvider(api: AccountApi, provider: 'google' | 'facebook' = 'google'): Promise<{ account: string; password: string; login: string }> {
  const member = await api.register();
  const login = await api.sealed<{ token: string }>('post', '/api/session/login', { type: 'username', username: member.account, password: member.password, slider: await api.slider() });
  const auth = { Authorization: `Bearer ${login.value.token}` };
  const started = await api.ok<{ attemptId: string; authorizationUrl: string }>('post', '/api/member/identities', { provider }, auth);
  const subject = uniqueName(`${provider[0]}`);
  const back = await signInAtProvider(started.authorizationUrl, subject);
  // The callback ends on the popup's last page (a redirect), not an API answer.
  expect((await fetch(new URL(back.pathname + back.search, baseURL), { redirect: 'manual' })).status).toBe(303);
  await api.ok('post', '/api/member/identities/finish', { attemptId: started.attemptId }, auth);
  return { account: member.account, password: member.password, login: subject };
}
