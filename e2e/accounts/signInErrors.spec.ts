// The third-party sign-in errors of spec section 8 that only a provider's answer can cause, in the
// real page with the local provider (test/support/oidcProvider.ts): a provider account linked to
// another member, and an answer that does not check out (an ID token the provider did not sign).
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { atProviderPage, useLocalProvider } from './localProvider';
import { AccountApi, uniqueName } from './support';
import { dismissNotice, memberPage } from '../money/support';

test.describe.configure({ mode: 'serial' });

const provider = useLocalProvider(['google']);

async function linkGoogle(page: Page, login: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByTestId('provider-google-link').click();
  const popup = await popupOpened;
  // Listened for before signing in: the popup may close before a later listener is attached.
  const closed = popup.waitForEvent('close');
  await atProviderPage(popup, login);
  await closed;
}

test('[LOGIN-35][ERRORS-36] a provider account already linked to another member is refused with its message; a forged answer with its own', async ({ browser, request }) => {
  const first = await new AccountApi(request).register();
  const second = await new AccountApi(request).register();
  const googleAccount = uniqueName('g');

  const one = await memberPage(browser, baseURL, first.account, first.password);
  try {
    await one.page.goto('/?personal=securityCenter');
    await dismissNotice(one.page);
    await linkGoogle(one.page, googleAccount);
    await expect(one.page.getByTestId('provider-google-value')).not.toHaveText('Not linked');
  } finally {
    await one.context.close();
  }

  const two = await memberPage(browser, baseURL, second.account, second.password);
  try {
    await two.page.goto('/?personal=securityCenter');
    await dismissNotice(two.page);
    await linkGoogle(two.page, googleAccount);
    await expect(two.page.getByTestId('linked-providers-error')).toHaveText('This provider account is already linked to another member.');
    await expect(two.page.getByTestId('provider-google-value')).toHaveText('Not linked');

    // The provider answers with an ID token signed by a key that is not its own.
    provider().tamper = 'forged';
    try {
      await linkGoogle(two.page, uniqueName('g'));
      await expect(two.page.getByTestId('linked-providers-error')).toHaveText('Sign-in with the provider could not be completed. Please try again.');
      await expect(two.page.getByTestId('provider-google-value')).toHaveText('Not linked');
    } finally {
      provider().tamper = 'none';
    }
  } finally {
    await two.context.close();
  }
});
