// Vendor cards marked isGame VASSALAGE (a popup list of the vendor's games), the header's
// cockfight entry right after sports, and the VN lottery lobby call from /lottery, against
// the real server. Screenshots of the popup in English and Vietnamese, light and dark.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../accounts/support';
import { dismissNotice, memberPage } from '../money/support';
import { saveScreen } from '../screens';

async function visitor(page: Page, lang: 'en' | 'vi', theme: 'light' | 'dark') {
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('region', 'NG');
      localStorage.setItem('lang', l!);
      localStorage.setItem('theme', t!);
    },
    [lang, theme],
  );
}

async function save(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `lobby/${name}`);
}

test('[LOBBY-22][LOBBY-41] a VASSALAGE live vendor opens its tables in a popup that closes on Escape, background and close; a visitor choosing a table is sent to log in', async ({ page }, testInfo) => {
  await visitor(page, 'en', 'light');
  await page.goto('/live');
  await page.getByTestId('vendor-card-ROYAL_DEALER').click();
  const popup = page.getByTestId('vendor-games-popup');
  await expect(popup.getByRole('heading', { name: 'Royal Dealer' })).toBeVisible();
  await expect(popup.getByTestId('vendor-game-name')).toHaveText(['Baccarat', 'Speed Baccarat', 'Roulette', 'Blackjack', 'Sic Bo', 'Dragon Tiger']);
  await expect(page).toHaveURL(/\/live\?vassalage=ROYAL_DEALER$/);
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/live$/);

  await page.getByTestId('vendor-card-ROYAL_DEALER').click();
  await expect(popup.getByTestId('vendor-game')).toHaveCount(6);
  await page.getByTestId('vendor-games-popup-backdrop').click({ position: { x: 10, y: 10 } });
  await expect(popup).toHaveCount(0);

  await page.getByTestId('vendor-card-ROYAL_DEALER').click();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  // A vendor that opens its game keeps launching directly.
  await expect(page.getByTestId('vendor-card-OPAL_TABLE')).toHaveAttribute('href', '/game?vassalage=OPAL_TABLE');
  await page.getByTestId('vendor-card-LOTUS_LIVE').click();
  await popup.getByTestId('vendor-game').nth(2).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('[LOBBY-22] a member chooses a table from the popup and the launcher opens it', async ({ browser }, testInfo) => {
  const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme: 'light' });
  try {
    await page.goto('/elott?vassalage=QUICK_DRAW');
    await dismissNotice(page);
    const popup = page.getByTestId('vendor-games-popup');
    await expect(popup.getByTestId('vendor-game-name')).toHaveText(['Quick 5', 'Keno', 'Fast 3']);
    await popup.getByTestId('vendor-game').nth(1).click();
    await expect(page).toHaveURL(/\/game\?vassalage=QUICK_DRAW&gameCode=QUICKD-002&nodeId=\d+$/);
    await expect(popup).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('[LOBBY-43] the header lists cockfight right after sports', async ({ page }) => {
  await visitor(page, 'en', 'light');
  await page.goto('/');
  const entries = page.locator('.header-nav__item--menu');
  await expect(entries.first()).toBeVisible();
  const types = await entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
  expect(types.indexOf('nav-cockfight')).toBe(types.indexOf('nav-sports') + 1);
});

test('[LOTTERY-19] a member opens the VN lottery lobby from /lottery with lottoArea VN, launchMode LOTT, device WEB, backUrl and language, and comes back', async ({ browser }, testInfo) => {
  const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme: 'light' });
  try {
    await page.goto('/lottery?vendor=TCG_LOTTO_VN');
    await dismissNotice(page);
    const asked = page.waitForRequest((r) => r.url().includes('/api/lottery/lobby'));
    await page.getByTestId('vn-lobby-open').click();
    const params = Object.fromEntries(new URL((await asked).url()).searchParams);
    expect(params).toEqual({ lottoArea: 'VN', launchMode: 'LOTT', device: 'WEB', backUrl: '/lottery?vendor=TCG_LOTTO_VN', language: 'en' });
    await expect(page).toHaveURL(/\/vnlottery\?backUrl=%2Flottery%3Fvendor%3DTCG_LOTTO_VN&language=en$/);
    await expect(page.getByTestId('vnlottery-page')).toBeVisible();
    await page.getByTestId('lottery-back').click();
    await expect(page).toHaveURL(/\/lottery\?vendor=TCG_LOTTO_VN$/);
  } finally {
    await context.close();
  }
});

for (const lang of ['en', 'vi'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`[LOBBY-22] the vendor games popup in ${lang}, ${theme}`, async ({ page }, testInfo) => {
      await visitor(page, lang, theme);
      await page.goto('/live?vassalage=ROYAL_DEALER');
      const popup = page.getByTestId('vendor-games-popup');
      await expect(popup.getByTestId('vendor-game')).toHaveCount(6);
      await expect(popup.getByTestId('vendor-games-login-note')).toHaveText(
        lang === 'vi' ? 'Hãy đăng nhập để chơi: chọn một trò chơi sẽ đưa bạn đến trang đăng nhập trước.' : 'Log in to play: choosing a game takes you to the login first.',
      );
      await expect(popup.locator('.spinner')).toHaveCount(0);
      await save(page, testInfo, `vendor-games-${lang}-${theme}`);
    });
  }
}
