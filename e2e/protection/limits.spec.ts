// Deposit limits end to end (issue 17, docs/player-protection.md): a fresh member is asked
// to set a deposit limit at the first deposit, sets a daily one from the responsible-gaming
// page, is refused a deposit above it with the limit and its reset named, raises it and
// sees the raise wait 24 hours; the server's development clock moves 24 hours on (the
// session has expired by then: the member signs in again), the member confirms the raise
// and deposits above the old limit. The panel is looked at in light, dark and Arabic.
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { AccountApi, storedSession, type NewAccount } from '../accounts/support';
import { dismissNotice, openCentrePage, receiptFile } from '../money/support';
import { saveScreen } from '../screens';

test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 3_600_000;

let account: NewAccount;
let context: BrowserContext;
let page: Page;
let api: AccountApi;
const others: BrowserContext[] = [];

/** A page of the member's own, signed in, in a language and theme. */
async function memberPage(browser: Browser, baseURL: string, options: { lang?: string; theme?: 'light' | 'dark' } = {}) {
  const ctx = await browser.newContext({ baseURL });
  const p = await ctx.newPage();
  const a = new AccountApi(ctx.request);
  await p.setExtraHTTPHeaders({ 'X-Forwarded-For': a.ip });
  await p.addInitScript(
    ([lang, theme]) => {
      localStorage.setItem('region', 'NG');
      localStorage.setItem('lang', lang!);
      if (theme) localStorage.setItem('theme', theme);
    },
    [options.lang ?? 'en', options.theme ?? ''],
  );
  await storedSession(p, a, account.account, account.password);
  return { ctx, p, a };
}

async function setClock(offsetMs: number) {
  const answer = await context.request.put('/api/dev/clock', { data: { offsetMs } });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function showPage(p: Page, pageId: string) {
  await p.goto(`/?personal=${pageId}`);
  await dismissNotice(p);
  await expect(p.getByTestId(`centre-page-${pageId}`)).toBeVisible();
}

async function deposit(amount: string) {
  await openCentrePage(page, 'depositv2');
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-reference').fill(`LIM-${Date.now().toString(36)}`);
  await page.getByTestId('deposit-proofs-input').setInputFiles(receiptFile('limit-receipt.png'));
  await page.getByTestId('deposit-submit').click();
}

/** A picture of a part of the page, on a window tall enough to hold the whole panel. */
async function shot(p: Page, testInfo: TestInfo, name: string, testId = 'limits-panel') {
  const viewport = p.viewportSize()!;
  await p.setViewportSize({ width: viewport.width, height: 1800 });
  const part = p.getByTestId(testId);
  await part.scrollIntoViewIfNeeded();
  await p.waitForTimeout(400);
  await saveScreen(part, testInfo, `protection/${name}`);
  await p.setViewportSize(viewport);
}

test.beforeAll(async ({ browser }, testInfo) => {
  const registrar = await browser.newContext({ baseURL: testInfo.project.use.baseURL! });
  account = await new AccountApi(registrar.request).register();
  await registrar.close();
  ({ ctx: context, p: page, a: api } = await memberPage(browser, testInfo.project.use.baseURL!));
});

test.afterAll(async () => {
  // The clock is the whole server's: put it back for the specs after this one.
  await setClock(0);
  for (const c of others) await c.close();
  await context?.close();
});

test('[RG] a fresh member is asked for a deposit limit at the first deposit and sets a daily one of 1,000', async ({}, testInfo) => {
  await showPage(page, 'depositv2');
  const ask = page.getByTestId('limits-ask');
  await expect(ask).toContainText('Would you like to set a deposit limit?');
  await shot(page, testInfo, 'deposit-ask-en', 'limits-ask');
  await ask.getByTestId('limits-ask-set').click();
  await expect(page.getByTestId('centre-page-responsibleGaming')).toBeVisible();

  const day = page.getByTestId('limit-deposit-day');
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('No limit');
  await day.getByTestId('limit-deposit-day-edit').click();
  await day.getByTestId('limit-deposit-day-input').fill('1000.001');
  await day.getByTestId('limit-deposit-day-save').click();
  await expect(day).toContainText('Use at most 2 decimals.');
  await day.getByTestId('limit-deposit-day-input').fill('1000');
  await day.getByTestId('limit-deposit-day-save').click();
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('₦1,000.00');
  await expect(page.getByTestId('limit-deposit-day-pending')).toHaveCount(0);
  // Set: the ask is answered for 6 months.
  await expect(page.getByTestId('limits-ask')).toHaveCount(0);
});

test('[RG] a deposit above the limit is refused with the limit named and when it resets; nothing is recorded', async ({}, testInfo) => {
  await deposit('1500');
  const error = page.getByTestId('deposit-error');
  await expect(error).toContainText('daily deposit limit of ₦1,000.00');
  await expect(error).toContainText('The limit resets at');
  await expect(page.getByTestId('deposit-success')).toHaveCount(0);
  await expect(page.getByTestId('deposit-limits-link')).toBeVisible();
  await shot(page, testInfo, 'deposit-refused-en', 'deposit-form');
});

test('[RG] a raise to 5,000 waits 24 hours: the old limit holds and the raise shows with its time', async ({ browser }, testInfo) => {
  await page.getByTestId('deposit-limits-link').click();
  await expect(page.getByTestId('centre-page-responsibleGaming')).toBeVisible();
  const day = page.getByTestId('limit-deposit-day');
  await day.getByTestId('limit-deposit-day-edit').click();
  await day.getByTestId('limit-deposit-day-input').fill('5000');
  await day.getByTestId('limit-deposit-day-save').click();
  const pending = page.getByTestId('limit-deposit-day-pending');
  await expect(pending).toContainText('Change to ₦5,000.00 waiting: you can confirm it from');
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('₦1,000.00');
  await expect(page.getByTestId('limit-deposit-day-confirm'), 'not before its 24 hours').toHaveCount(0);
  await shot(page, testInfo, 'limits-en-light');

  for (const options of [{ theme: 'dark' as const }, { lang: 'ar' }]) {
    const { ctx, p } = await memberPage(browser, testInfo.project.use.baseURL!, options);
    others.push(ctx);
    await showPage(p, 'responsibleGaming');
    await expect(p.getByTestId('limit-deposit-day-pending')).toBeVisible();
    if (options.lang === 'ar') await expect(p.locator('html')).toHaveAttribute('dir', 'rtl');
    await shot(p, testInfo, options.lang ? 'limits-ar' : 'limits-en-dark');
  }
});

test('[RG] 24 hours later, signed in again, the member confirms the raise and deposits above the old limit', async () => {
  await setClock(DAY_MS + 60_000);
  // The session went idle while the clock jumped: a new one.
  await storedSession(page, api, account.account, account.password);
  await showPage(page, 'responsibleGaming');
  const confirm = page.getByTestId('limit-deposit-day-confirm');
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(page.getByTestId('limit-deposit-day-amount')).toHaveText('₦5,000.00');
  await expect(page.getByTestId('limit-deposit-day-pending')).toHaveCount(0);

  await deposit('1500');
  await expect(page.getByTestId('deposit-success')).toBeVisible();
  await expect(page.getByTestId('deposit-error')).toHaveCount(0);
});
