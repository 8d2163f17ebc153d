// Third-party sign-in in the browser (spec section 7, LOGIN-35/36), against a real OpenID
// Connect provider this spec starts (test/support/oidcProvider.ts): its own sign-in page in a
// real popup, the popup's answer back to the page, linking from "my account", and signing in with a
// linked account from the login popup.
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { accountClaims } from '../../test/support/oidcProvider';
import { atProviderPage, memberWithLinkedProvider, useLocalProvider } from './localProvider';
import { AccountApi } from './support';
import { dismissNotice, memberPage, openMemberMenu } from '../money/support';

test.describe.configure({ mode: 'serial' });

const provider = useLocalProvider();

/** Signs in on the provider's own page in the popup the click opened (or cancels there). */
async function atProvider(page: Page, click: () => Promise<void>, login: string | 'cancel') {
  const popupOpened = page.waitForEvent('popup');
  await click();
  const popup = await popupOpened;
  // The page closes the popup once the provider has answered, which can happen before the
  // click on the provider's page has returned: the wait starts before it, so it is not missed.
  const closed = popup.waitForEvent('close');
  await atProviderPage(popup, login);
  await closed;
}

test('[LOGIN-35][LOGIN-36] a member links Google and Facebook in my account through their popups, and unlinks one', async ({ browser, request }) => {
  const newMember = await new AccountApi(request).register();
  const { context, page } = await memberPage(browser, baseURL, newMember.account, newMember.password);
  try {
    await page.goto('/?personal=securityCenter');
    await dismissNotice(page);
    const section = page.getByTestId('linked-providers');
    await expect(section).toBeVisible();
    await expect(page.getByTestId('provider-google-value')).toHaveText('Not linked');

    await atProvider(page, () => page.getByTestId('provider-google-link').click(), `${newMember.account}-g`);
    await expect(page.getByTestId('provider-google-value')).toHaveText(accountClaims(`${newMember.account}-g`).email);

    await atProvider(page, () => page.getByTestId('provider-facebook-link').click(), `${newMember.account}-f`);
    await expect(page.getByTestId('provider-facebook-value')).toHaveText(accountClaims(`${newMember.account}-f`).email);
    expect(provider().meCalls.at(-1)).toEqual({ proofOk: true });

    await page.getByTestId('provider-facebook-unlink').click();
    await expect(page.getByTestId('provider-facebook-value')).toHaveText('Not linked');

    // A cancel at the provider links nothing and says so.
    await atProvider(page, () => page.getByTestId('provider-facebook-link').click(), 'cancel');
    await expect(page.getByTestId('linked-providers-error')).toHaveText('Sign-in was cancelled at the provider.');
    await expect(page.getByTestId('provider-facebook-value')).toHaveText('Not linked');
  } finally {
    await context.close();
  }
});

test('[ERRORS-36] closing the provider\'s popup before finishing is "popup closed by user"', async ({ browser, request }) => {
  const newMember = await new AccountApi(request).register();
  const { context, page } = await memberPage(browser, baseURL, newMember.account, newMember.password);
  try {
    await page.goto('/?personal=securityCenter');
    await dismissNotice(page);
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('provider-google-link').click();
    const popup = await popupOpened;
    await popup.waitForURL(/\/interaction\//);
    await popup.close();
    await expect(page.getByTestId('linked-providers-error')).toHaveText('The sign-in window was closed before finishing.');
    await expect(page.getByTestId('provider-google-value')).toHaveText('Not linked');
  } finally {
    await context.close();
  }
});

const loginPopup = (page: Page) => page.getByTestId('loginPopupModal');

/** Logs the page's member out through the member menu and its confirmation. */
async function logOut(page: Page) {
  await openMemberMenu(page);
  await page.getByTestId('menu-signOut').click();
  await page.getByTestId('logout-confirm-button').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page.getByTestId('header-member')).toHaveCount(0);
}

/** Opens the login popup from the header; the merchant's providers are offered under the form. */
async function openLoginPopup(page: Page) {
  await page.getByTestId('header-login').click();
  await expect(loginPopup(page)).toBeVisible();
  await expect(loginPopup(page).getByTestId('login-providers-facebook')).toBeEnabled();
}

test('[LOGIN-35][LOGIN-36] a member who linked Facebook logs out, then signs in with the login popup\'s Facebook button through the provider\'s popup', async ({ browser, request }) => {
  const api = new AccountApi(request);
  const linked = await memberWithLinkedProvider(api, 'facebook');
  const { context, page, member } = await memberPage(browser, baseURL, linked.account, linked.password);
  try {
    await page.goto('/');
    await dismissNotice(page);
    await expect(page.getByTestId('header-member')).toBeVisible();
    await logOut(page);

    await openLoginPopup(page);
    const meCalls = provider().meCalls.length;
    await atProvider(page, () => loginPopup(page).getByTestId('login-providers-facebook').click(), linked.login);
    // Logged in as the member who linked that Facebook account: the popup closed, the header shows the member.
    await expect(loginPopup(page)).toHaveCount(0);
    await expect(page.getByTestId('header-member')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    // A new session of the member who linked that Facebook account, not the one logged out.
    const stored = await page.evaluate(() => ({ account: sessionStorage.getItem('account'), token: sessionStorage.getItem('token') }));
    expect(stored.account).toBe(linked.account);
    expect(stored.token).not.toBe(member.token);
    // The server asked Facebook's Graph /me with the app secret's proof.
    expect(provider().meCalls.length).toBeGreaterThan(meCalls);
    expect(provider().meCalls.at(-1)).toEqual({ proofOk: true });
  } finally {
    await context.close();
  }
});

// What the member reads after a cancel at the provider, in the catalogue of the page's language
// (server/shared/errors/<lang>.json).
const CANCELLED = { en: 'Sign-in was cancelled at the provider.', vi: 'Bạn đã hủy đăng nhập tại nhà cung cấp.' } as const;

for (const [lang, message] of Object.entries(CANCELLED)) {
  test(`[LOGIN-36] cancelling at Facebook leaves the login popup open with "cancelled at the provider" in the page's language (${lang})`, async ({ page, request }) => {
    const api = new AccountApi(request);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': api.ip });
    await page.addInitScript((language) => {
      localStorage.setItem('region', 'NG');
      localStorage.setItem('lang', language);
    }, lang);
    await page.goto('/');
    await dismissNotice(page);
    await openLoginPopup(page);
    await atProvider(page, () => loginPopup(page).getByTestId('login-providers-facebook').click(), 'cancel');
    await expect(loginPopup(page).getByTestId('form-error')).toHaveText(message);
    await expect(page.getByTestId('header-login')).toBeVisible();
    // The form is usable again: the Facebook button is offered for another try.
    await expect(loginPopup(page).getByTestId('login-providers-facebook')).toBeEnabled();
  });
}
