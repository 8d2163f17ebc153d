// Third-party sign-in in the browser (spec section 7, LOGIN-35/36), against a real OpenID
// Connect provider this spec starts (test/support/oidcProvider.ts): its own sign-in page in a
// real popup, the popup's answer back to the page, linking from "my account".
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { accountClaims } from '../../test/support/oidcProvider';
import { atProviderPage, useLocalProvider } from './localProvider';
import { AccountApi } from './support';
import { dismissNotice, memberPage } from '../money/support';

test.describe.configure({ mode: 'serial' });

const provider = useLocalProvider();

/** Signs in on the provider's own page in the popup the click opened (or cancels there). */
async function atProvider(page: Page, click: () => Promise<void>, login: string | 'cancel') {
  const popupOpened = page.waitForEvent('popup');
  await click();
  const popup = await popupOpened;
  await atProviderPage(popup, login);
  // The page closes the popup once the provider has answered.
  await popup.waitForEvent('close');
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
