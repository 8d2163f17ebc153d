// Screenshots a person looks at: home, maintenance and region block, in two languages
// and both themes. Saved under test-results/screens/ and attached to the report.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { resetSystem, setSystem, VISITOR_IP } from '../support';
import { saveScreen } from '../screens';

const LANGUAGES = ['en', 'vi'] as const;
const THEMES = ['light', 'dark'] as const;

async function save(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `shell/${name}`, { fullPage: true });
}

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });
test.afterEach(async ({ request }) => resetSystem(request));

for (const lang of LANGUAGES) {
  for (const theme of THEMES) {
    test(`[SHELL-01][STATUS-02][STATUS-03] home, maintenance and region block in ${lang}, ${theme} theme`, async ({ page, request }, testInfo) => {
      await page.addInitScript(
        ([l, t]) => {
          localStorage.setItem('lang', l!);
          localStorage.setItem('theme', t!);
          localStorage.setItem('region', 'NG');
        },
        [lang, theme],
      );
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByTestId('banner-slide').first()).toBeVisible();
      await expect(page.getByTestId('home-providers')).toBeVisible();
      await save(page, testInfo, `home-${lang}-${theme}`);

      await setSystem(request, {
        maintenance: { enabled: true, title: 'Scheduled upgrade', info: 'We are upgrading our systems to serve you better.', endTime: '2031-05-01T06:00:00Z' },
      });
      await page.reload();
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await save(page, testInfo, `maintenance-${lang}-${theme}`);

      await setSystem(request, { maintenance: null, restrictedCountries: ['NG'], regionInfo: 'Our service is not available in your region.' });
      await page.reload();
      await expect(page.getByTestId('region-block-page')).toBeVisible();
      await expect(page.getByTestId('region-block-ip')).toContainText(VISITOR_IP.NG);
      await save(page, testInfo, `region-block-${lang}-${theme}`);
    });
  }
}
