// The content pages against the real server and the built app: each page opens and shows
// its server data; a promotion is claimed and the header balance goes up; points are
// converted and a reward redeemed with the payment password (E calls); the customer-service
// bar opens its decrypted address in a 440x500 popup; screenshots of every content page in
// English and Vietnamese, light and dark, attached to the report.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../accounts/support';
import { dismissNotice, headerBalance, memberPage, PAYMENT_PASSWORD, shownAmount } from '../money/support';
import { saveScreen } from '../screens';

const PAGES = [
  { name: 'home', path: '/', ready: 'home-winners' },
  { name: 'promotions', path: '/promotions', ready: 'promotions-list' },
  { name: 'promoDetail', path: '/promoDetail?id=101', ready: 'promo-detail' },
  { name: 'vip', path: '/vip', ready: 'vip-levels' },
  { name: 'pointMall', path: '/pointMall', ready: 'points-rewards' },
  { name: 'help', path: '/help', ready: 'help-terms' },
  { name: 'down', path: '/down', ready: 'down-qr-image' },
  { name: 'join', path: '/join', ready: 'join-benefits' },
] as const;

async function visitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('region', 'NG');
    localStorage.setItem('lang', 'en');
  });
}

test.describe('content pages', () => {
  test('[CONTENT-01][CONTENT-03][SHELL-15] a visitor sees every promotion type, the states and a promotion\'s rules', async ({ page }) => {
    await visitor(page);
    await page.goto('/promotions');
    const cards = page.getByTestId('promo-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(12);
    await expect(page.getByTestId('promotions-list').getByText(/Zalo Bonus up to 131K/)).toBeVisible();
    await expect(page.locator('[data-state="coming_soon"]').first()).toBeVisible();
    await expect(page.locator('[data-state="closed"]').first()).toBeVisible();
    await page.getByTestId('promo-type-slots').click();
    await expect(page).toHaveURL(/type=slots/);
    await expect(cards).toHaveCount(1);
    await cards.first().click();
    await expect(page).toHaveURL(/\/promoDetail\?id=101/);
    await expect(page.getByTestId('promo-detail')).toContainText('Slot Frenzy Fridays');
    await expect(page.getByTestId('promo-login')).toBeVisible();
  });

  test('[SHELL-01][CONTENT-01] switching the language reloads the promotions and the banners in that language', async ({ page }) => {
    await visitor(page);
    await page.goto('/promotions');
    await expect(page.getByTestId('promotions-list').getByText('Slot Frenzy Fridays')).toBeVisible();
    const banners = page.waitForRequest((r) => r.url().includes('/api/content/banners') && r.headers()['accept-language'] === 'th');
    await page.getByTestId('language-button').hover();
    await page.getByTestId('language-option-th').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByTestId('promotions-list').getByText('ศุกร์สุดมันส์สล็อต')).toBeVisible();
    await expect(page.getByTestId('promotions-list').getByText('Slot Frenzy Fridays')).toHaveCount(0);
    await banners;
  });

  test('[CONTENT-23][CONTENT-25][SHELL-76] the home page shows the winners board with masked names and no recent games for a visitor', async ({ page }) => {
    await visitor(page);
    const winners = page.waitForRequest((r) => r.url().includes('/api/content/winners'));
    await page.goto('/');
    const url = new URL((await winners).url());
    expect(url.searchParams.get('gameCategory')).toBe('ALL');
    expect(url.searchParams.get('limitNum')).toBe('50');
    const rows = page.getByTestId('winner');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText('*');
    await expect(page.getByTestId('recent-games')).toHaveCount(0);
  });

  test('[CONTENT-19][CONTENT-20][SHELL-18][SHELL-19] help content comes from the server; /help#terms opens the help popup; /helpmc stands alone', async ({ page }) => {
    await visitor(page);
    const help = page.waitForResponse((r) => r.url().includes('/api/content/help'));
    await page.goto('/help#terms');
    await help;
    await expect(page.getByTestId('help-layout')).toHaveAttribute('data-source', 'server');
    const modal = page.getByTestId('help-modal');
    await expect(modal).toContainText('18 or older');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(/\/help$/);
    await page.goto('/helpmc');
    await expect(page.getByTestId('helpmc-page').getByTestId('help-faq')).toBeVisible();
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  });

  test('[REGISTER-07] the terms link of the register popup opens the help popup at the terms', async ({ page }) => {
    await visitor(page);
    await page.goto('/');
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-terms-link').click();
    await expect(page).toHaveURL(/\/help#terms$/);
    await expect(page.getByTestId('help-modal')).toContainText('18 or older');
  });

  test('[CONTENT-21][SHELL-20][SHELL-21][SHELL-10][SHELL-11] download guides with QR codes, join us, VIP levels and the points mall for a visitor', async ({ page }) => {
    await visitor(page);
    await page.goto('/down');
    for (const platform of ['ios', 'lite', 'android']) {
      await page.getByTestId(`down-tab-${platform}`).click();
      await expect(page.getByTestId(`down-guide-${platform}`).locator('li')).toHaveCount(4);
      await expect(page.getByTestId('down-qr-image')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    }
    await page.goto('/join');
    await expect(page.getByTestId('join-benefits').locator('li')).toHaveCount(4);
    await page.goto('/vip');
    await expect(page.getByTestId('vip-levels').locator('tbody tr')).toHaveCount(7);
    await page.goto('/pointMall');
    await expect(page.getByTestId('points-login')).toBeVisible();
  });

  test('[CONTENT-03][CONTENT-01] a member joins and claims a promotion: the header balance goes up by the bonus', async ({ browser }, testInfo) => {
    const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password);
    try {
      await page.goto('/promoDetail?id=104');
      await dismissNotice(page);
      await expect(page.getByTestId('promo-detail')).toBeVisible();
      const before = await headerBalance(page);
      if (await page.getByTestId('promo-join').isVisible()) await page.getByTestId('promo-join').click();
      await page.getByTestId('promo-claim').click();
      await expect(page.getByTestId('promo-claimed')).toBeVisible();
      await expect(page.getByTestId('promo-detail')).toHaveAttribute('data-state', 'claimed');
      await expect.poll(() => headerBalance(page)).toBe(before + 3_800);
    } finally {
      await context.close();
    }
  });

  test('[CONTENT-09] a member draws the raffle once: the prize shows and the header balance goes up by it', async ({ browser }, testInfo) => {
    const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password);
    try {
      await page.goto('/promoDetail?id=114');
      await dismissNotice(page);
      const before = await headerBalance(page);
      await page.getByTestId('promo-draw').click();
      const won = page.getByTestId('promo-won');
      await expect(won).toBeVisible();
      const prize = await shownAmount(won);
      expect([500, 1_000, 2_800, 8_800]).toContain(prize);
      await expect.poll(() => headerBalance(page)).toBe(before + prize);
      await expect(page.getByTestId('promo-draw')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('[CONTENT-11][CONTENT-12][CONTENT-15][CONTENT-18] points: convert to cash and redeem a reward with the payment password; history shows processing', async ({ browser }, testInfo) => {
    const { context, page, member } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password);
    try {
      // The payment password, as the member sets it before the first withdrawal (already set: refused, fine).
      await context.request.post('/api/member/payment-password', {
        headers: { Authorization: `Bearer ${member.token}`, 'X-Forwarded-For': member.ip, 'X-Merchant': 'NG' },
        data: { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
      });
      await page.goto('/pointMall');
      await dismissNotice(page);
      const balance = page.getByTestId('points-balance');
      await expect(balance).toBeVisible();
      const points = () => balance.textContent().then((text) => Number((text ?? '').replace(/[^\d]/g, '')));
      const start = await points();
      expect(start).toBeGreaterThanOrEqual(600);

      await page.getByTestId('points-amount').fill('100');
      await page.getByTestId('points-password').fill('000000');
      await page.getByTestId('points-convert').click();
      await expect(page.getByTestId('points-convert-form').getByTestId('form-error')).toBeVisible();
      const cashBefore = await headerBalance(page);
      await page.getByTestId('points-password').fill(PAYMENT_PASSWORD);
      await page.getByTestId('points-convert').click();
      await expect(page.getByTestId('points-done')).toContainText('PM');
      await expect.poll(points).toBe(start - 100);
      await expect.poll(() => headerBalance(page)).toBe(cashBefore + 100);

      const reward = page.getByTestId('points-reward').filter({ hasText: '500' }).first();
      await reward.getByTestId('points-redeem-open').click();
      const dialog = page.getByTestId('points-redeem-dialog');
      await dialog.getByTestId('points-password').fill(PAYMENT_PASSWORD);
      await dialog.getByTestId('points-redeem').click();
      await expect(dialog.getByTestId('points-done')).toBeVisible();
      await dialog.getByTestId('points-redeem-close').click();
      await expect.poll(points).toBe(start - 600);
      const history = page.getByTestId('points-history-row');
      await expect(history.first().getByTestId('points-history-status')).toHaveText('Processing');
      await expect(history).toHaveCount(2);
      await page.getByTestId('points-tab-details').click();
      await expect(page.getByTestId('points-details-row').first()).toContainText('Redeem');
    } finally {
      await context.close();
    }
  });

  test('[CONTENT-29][CONTENT-31][CONTENT-33][SHELL-74] the customer-service bar opens the decrypted address in a 440x500 popup', async ({ page, context }) => {
    await visitor(page);
    await context.route('https://chat.example.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }));
    await page.goto('/');
    const item = page.getByTestId('cs-bar-item').first();
    await expect(item).toHaveAttribute('data-cs-type', 'livechat');
    const [popup] = await Promise.all([page.waitForEvent('popup'), item.click({ force: true })]);
    await popup.waitForURL('https://chat.example.com/ng');
    expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([440, 500]);
  });

  test('[SHELL-01] screenshots of every content page in English and Vietnamese, light and dark', async ({ browser }, testInfo) => {
    test.setTimeout(240_000);
    for (const lang of ['en', 'vi'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        try {
          for (const entry of PAGES) {
            await page.goto(entry.path);
            await dismissNotice(page);
            await expect(page.getByTestId(entry.ready)).toBeVisible();
            await save(page, testInfo, `${entry.name}-${lang}-${theme}`);
          }
        } finally {
          await context.close();
        }
      }
    }
  });
});

async function save(page: Page, testInfo: TestInfo, name: string) {
  await page.waitForTimeout(150);
  await saveScreen(page, testInfo, `content/${name}`, { fullPage: true });
}
