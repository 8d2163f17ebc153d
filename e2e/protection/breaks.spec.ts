// Time-out and self-exclusion in the real UI (issue 17, docs/player-protection.md): a fresh
// member takes a 24-hour time-out in the responsible-gaming panel, is logged out, is refused
// at login with the end date, and logs in again once the server's clock has moved 25 hours.
// Another takes a 6-month self-exclusion: logged in restricted, the banner says why and until
// when, a game does not open, the withdraw page does, and the history downloads as CSV.
// Screenshots: the panel and the banner in English (light, dark) and Arabic (RTL).
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { AccountApi, logIn, openVisitor, reveal, storedSession } from '../accounts/support';
import { HISTORY_EXPORT_COLUMNS } from '../../server/shared/historyExport';
import { saveScreen } from '../screens';

const HOUR = 3_600_000;
const HOUSE_SLOT = '/game?vassalage=HOUSE&gameCode=HOUSE_SLOT&nodeId=90001';

async function setClock(request: APIRequestContext, offsetMs: number) {
  const answer = await request.put('/api/dev/clock', { data: { offsetMs } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function shot(page: Page, testInfo: TestInfo, name: string, target?: ReturnType<Page['getByTestId']>) {
  await page.waitForTimeout(400);
  await saveScreen(target ?? page, testInfo, `protection/${name}`);
}

/** A member's page with the session handed over (region, language and theme chosen). */
async function signedInPage(page: Page, api: AccountApi, account: { account: string; password: string }, options: { lang?: string; theme?: 'light' | 'dark' } = {}) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': api.ip });
  await page.addInitScript(
    ([lang, theme]) => {
      localStorage.setItem('region', 'NG');
      localStorage.setItem('lang', lang!);
      if (theme) localStorage.setItem('theme', theme);
    },
    [options.lang ?? 'en', options.theme ?? ''],
  );
  return storedSession(page, api, account.account, account.password);
}

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ request }) => {
  await setClock(request, 0);
});

test('[RG] a 24-hour time-out taken in the panel logs the member out, login is refused with its end, and 25 hours later login works again', async ({ browser, baseURL, request }, testInfo) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const api = new AccountApi(context.request);
  const account = await api.register();
  await signedInPage(page, api, account, { theme: 'light' });
  await page.goto('/?personal=responsibleGaming');
  const panel = page.getByTestId('breaks');
  await expect(panel.getByTestId('breaks-choose-24h')).toBeVisible();
  await expect(panel).toContainText('Time-out');
  await expect(panel).toContainText('Self-exclusion');
  await shot(page, testInfo, 'breaks-panel-en-light', panel);

  await panel.getByTestId('breaks-choose-24h').click();
  const dialog = page.getByTestId('breaks-dialog');
  await expect(dialog.getByTestId('breaks-meaning')).toContainText('A time-out of 24 hours');
  await dialog.getByTestId('breaks-confirm').click();
  await expect(dialog.getByTestId('breaks-must-confirm')).toBeVisible();
  await dialog.getByTestId('breaks-understood').check();
  await dialog.getByTestId('breaks-confirm').click();

  // Every session ended: the app is a visitor on the login page, which says until when.
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByTestId('break-taken');
  await expect(notice).toContainText('Your time-out has started and you have been logged out. You can log in again after');
  await expect(page.getByTestId('personal-centre')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await shot(page, testInfo, 'break-taken-en-light', page.getByTestId('login-page'));
  await context.close();

  // Refused at login, with the end date.
  const refusedPage = await browser.newPage({ baseURL });
  const refusedApi = new AccountApi(refusedPage.context().request);
  const tracker = await openVisitor(refusedPage, refusedApi);
  await refusedPage.goto('/');
  await reveal(refusedPage, refusedPage.getByTestId('header-login'));
  await refusedPage.getByTestId('header-login').click();
  await reveal(refusedPage, refusedPage.getByTestId('login-username-input'));
  await logIn(refusedPage, refusedApi, tracker, account.account, account.password);
  const refusal = refusedPage.getByTestId('login-form').getByTestId('form-error');
  await expect(refusal).toContainText('You are taking a break until');
  await expect(refusal).not.toContainText('{until}');
  const shown = await refusal.textContent();
  expect(shown).toMatch(/\d{4}/);
  await shot(refusedPage, testInfo, 'login-refused-en', refusedPage.getByTestId('login-form'));
  await refusedPage.close();

  // 25 hours later (the server's clock), the same login works.
  await setClock(request, 25 * HOUR);
  const later = new AccountApi(request);
  const back = await later.sealed<{ token: string; member: { restricted?: boolean } }>('post', '/api/session/login', {
    type: 'username',
    username: account.account,
    password: account.password,
    slider: await later.slider(),
    side: 'member',
  });
  expect(back.success, JSON.stringify(back)).toBe(true);
  await setClock(request, 0);
});

test('[RG] a 6-month self-exclusion logs in restricted: the banner says why and until when, a game does not open, withdrawals and the history CSV do', async ({ browser, baseURL }, testInfo) => {
  const setup = await browser.newContext({ baseURL });
  const api = new AccountApi(setup.request);
  const account = await api.register();
  const first = await setup.newPage();
  const token = await signedInPage(first, api, account);
  const taken = await setup.request.post('/api/member/protection/break', {
    headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': api.ip, 'X-Merchant': 'NG', 'Idempotency-Key': randomUUID() },
    data: { period: '6m' },
  });
  expect(taken.ok(), await taken.text()).toBe(true);
  await setup.close();

  for (const [lang, theme] of [['en', 'light'], ['en', 'dark'], ['ar', 'light']] as const) {
    const context = await browser.newContext({ baseURL, acceptDownloads: true });
    const page = await context.newPage();
    const pageApi = new AccountApi(context.request, api.ip);
    await signedInPage(page, pageApi, account, { lang, theme });
    await page.goto('/');
    await closeNoticeIfAny(page);
    const banner = page.getByTestId('restricted-banner');
    await expect(banner).toBeVisible();
    if (lang === 'en') await expect(banner).toContainText('You are self-excluded until');
    else await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(page, testInfo, `restricted-banner-${lang}-${theme}`);
    await page.goto('/?personal=responsibleGaming');
    const panel = page.getByTestId('breaks');
    await expect(panel.getByTestId('breaks-running')).toBeVisible();
    // Only a break that ends no sooner than the running one is offered.
    await expect(panel.getByTestId('breaks-choose-24h')).toBeDisabled();
    await expect(panel.getByTestId('breaks-choose-1y')).toBeEnabled();
    await shot(page, testInfo, `breaks-panel-running-${lang}-${theme}`, page.getByTestId('personal-centre'));

    if (lang === 'en' && theme === 'light') {
      // A game does not open: the launcher says why instead.
      await page.goto(HOUSE_SLOT);
      await expect(page.getByTestId('game-frame')).toHaveCount(0);
      await expect(page.getByTestId('game-failed-reason')).toHaveText('Your account is self-excluded. Only withdrawals, your balance and your history are available.', { timeout: 20_000 });
      await expect(page.getByTestId('game-retry')).toHaveCount(0);
      await shot(page, testInfo, 'restricted-game-en-light');

      // The deposit page says why it does not work.
      await page.goto('/?personal=depositv2');
      await expect(page.getByTestId('personal-centre')).toContainText('Your account is self-excluded');
      await shot(page, testInfo, 'restricted-deposit-en-light', page.getByTestId('personal-centre'));

      // The withdraw page opens.
      await page.goto('/?personal=withdraw');
      await expect(page.getByTestId('centre-page-withdraw')).toBeVisible();

      // The betting record offers the last 12 months as CSV.
      await page.goto('/?personal=personalHistoryCopy');
      const download = page.waitForEvent('download');
      await page.getByTestId('history-download-bets').click();
      const file = await download;
      await shot(page, testInfo, 'history-download-en-light', page.getByTestId('personal-centre'));
      expect(file.suggestedFilename()).toMatch(/^history-bets-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await file.path(), 'utf8');
      expect(text.split('\r\n')[0]).toBe(HISTORY_EXPORT_COLUMNS.bets.join(','));
    }
    await context.close();
  }
});

async function closeNoticeIfAny(page: Page) {
  const notice = page.getByTestId('notice-modal');
  await page.waitForTimeout(300);
  if (await notice.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
  }
}
