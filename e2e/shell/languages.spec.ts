// Every language of spec section 9 (CONSTANTS-02, spec-notes 15) in the real page: the
// document's language and direction, and the shell, the login and register popups, /rng and
// the personal centre's wallet in that language's own words, with no console error. The words
// checked are read from the language's catalogue, so a page left in English fails.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../../server/shared/languages';
import { AccountApi, DEMO, presetVisitor, storedSession } from '../accounts/support';

type Catalogue = Record<string, string>;
const catalogue = (file: string): Catalogue => JSON.parse(readFileSync(new URL(`../../src/i18n/messages/${file}.json`, import.meta.url), 'utf8')) as Catalogue;
/** The words a language shows for a key: its own catalogue's, English where it has none. */
const words = (area: string | null, code: string) => {
  const path = (lang: string) => (area ? `${area}/${lang}` : lang);
  return { ...catalogue(path('en')), ...(code === 'en' ? {} : catalogue(path(code))) };
};

/** Console errors and uncaught exceptions of the page, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { code, nativeName, dir } of LOCALES) {
  test(`[CONSTANTS-02][SHELL-01][SESSION-17] ${code} (${nativeName}): home, login, register, /rng and the wallet, ${dir}`, async ({ page, request }) => {
    const api = new AccountApi(request);
    await presetVisitor(page, api, { lang: code });
    const errors = watchErrors(page);
    const core = words(null, code);
    const account = words('account', code);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByTestId('header-login')).toHaveText(core['header.login']!);

    await page.getByTestId('header-login').click();
    await expect(page.getByTestId('login-submit')).toHaveText(account['login.submit']!);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('loginPopupModal')).toHaveCount(0);
    await page.getByTestId('header-register').click();
    await expect(page.getByTestId('registerModal')).toBeVisible();
    await expect(page.getByTestId('register-submit')).toHaveText(core['register.submit'] ?? account['register.submit']!);
    await page.keyboard.press('Escape');

    // To /rng as a person goes, through the header's menu (one page load fewer than typing it).
    await page.getByTestId('nav-rng').click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByTestId('page-title')).toBeVisible();
    await expect(page.getByTestId('header-login')).toHaveText(core['header.login']!);

    await storedSession(page, api, DEMO.member.account, DEMO.member.password);
    await page.goto('/?personal=transferFund');
    await expect(page.getByTestId('personal-centre')).toBeVisible();
    await expect(page.getByTestId('personal-centre')).toContainText(words('centre', code)['centre.wallet.subtitle']!);
    expect(errors).toEqual([]);
  });
}
