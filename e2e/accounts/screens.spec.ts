// Screenshots of each account popup in two languages and both themes, attached to the
// report and kept under test-results/screens/accounts/ for a person to look at.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { AccountApi, DEMO, openVisitor, reveal, storedSession } from './support';
import { openMemberMenu } from '../support';
import { saveScreen } from '../screens';

const LANGUAGES = ['en', 'vi'] as const;
const THEMES = ['light', 'dark'] as const;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.clock.runFor(600);
  await page.waitForTimeout(600);
  await saveScreen(page, testInfo, `accounts/${name}`);
}

for (const lang of LANGUAGES) {
  for (const theme of THEMES) {
    test(`[LOGIN-01][REGISTER-02][FORGOT-01][CHANGEPW-01] the account popups in ${lang}, ${theme} theme`, async ({ page, request }, testInfo) => {
      const api = new AccountApi(request);
      const tracker = await openVisitor(page, api, { lang, theme });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      await page.getByTestId('header-login').click();
      await reveal(page, page.getByTestId('loginPopupModal'));
      await shot(page, testInfo, `login-${lang}-${theme}`);
      await page.getByTestId('login-username-input').fill('demo');
      await page.getByTestId('login-password-input').fill('Wrong#Pass1');
      await page.getByTestId('login-submit').click();
      await reveal(page, page.getByTestId('slider-handle'));
      await expect.poll(() => tracker.slider).not.toBeNull();
      await shot(page, testInfo, `slider-${lang}-${theme}`);
      await page.getByTestId('slider-cancel').click();

      await page.getByTestId('login-forgot').click();
      await reveal(page, page.getByTestId('forgetPassModal'));
      await shot(page, testInfo, `forgot-${lang}-${theme}`);
      await page.getByTestId('forgot-register').click();
      await reveal(page, page.getByTestId('register-form'));
      await shot(page, testInfo, `register-${lang}-${theme}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('registerModal')).toHaveCount(0);
    });

    test(`[CHANGEPW-01][SESSION-01] change password and the member menu in ${lang}, ${theme} theme`, async ({ page, request }, testInfo) => {
      const api = new AccountApi(request);
      await openVisitor(page, api, { lang, theme });
      await storedSession(page, api, DEMO.member.account, DEMO.member.password);
      await page.goto('/');
      await reveal(page, page.getByTestId('header-member'));
      await openMemberMenu(page);
      await expect(page.getByTestId('member-menu')).toBeVisible();
      await shot(page, testInfo, `member-menu-${lang}-${theme}`);
      await page.getByTestId('menu-changePassword').click();
      await reveal(page, page.getByTestId('changePassModal'));
      await shot(page, testInfo, `change-password-${lang}-${theme}`);
    });
  }
}

