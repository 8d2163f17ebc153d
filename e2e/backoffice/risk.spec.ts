// The console's risk work and the images and bank details other staff open, end to end: a fresh
// member sets a deposit limit and takes a time-out through the member API, and a risk staff
// member finds them under Players and sees the time-out and the limit on the player's page,
// then imposes a self-exclusion with a reason; a content staff member opens an activity
// application's image in the review queue; a finance staff member shows a withdrawal's full
// bank account number (each of those views audited). Screenshots in light, dark and Arabic.
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { AccountApi } from '../accounts/support';
import { logInApi, OperatorApi, PAYMENT_PASSWORD } from '../money/support';
import { OPERATOR_KEY } from '../support';
import { newStaff, signIn, type TestStaff } from './staff';
import { saveScreen } from '../screens';

/** A 1x1 PNG: what an application's image needs to be. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function staffPage(browser: Browser, staff: TestStaff): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // English unless a screenshot below chose another language.
  await page.addInitScript(() => localStorage.getItem('lang') || localStorage.setItem('lang', 'en'));
  await signIn(page, staff);
  return page;
}

/** Screenshots of what `page` shows now, in light, dark and Arabic dark (then back to English light). */
async function looks(page: Page, testInfo: TestInfo, name: string, ready: (page: Page) => Promise<void>) {
  for (const [lang, theme] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['ar', 'dark'],
    ['en', 'light'],
  ] as const) {
    await page.evaluate(([l, t]) => {
      localStorage.setItem('lang', l!);
      localStorage.setItem('theme', t!);
    }, [lang, theme]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready(page);
    await expect(page.locator('main [role="status"]').filter({ hasText: /\S/ })).toHaveCount(0, { timeout: 15_000 });
    const shot = `${name}-${lang}-${theme}`;
    await saveScreen(page, testInfo, `backoffice/${shot}`, { fullPage: true });
  }
}

async function audited(request: Parameters<typeof newStaff>[0], action: string, actor: string): Promise<number> {
  const answer = await request.get(`/api/operator/audit?action=${encodeURIComponent(action)}&actor=${encodeURIComponent(actor)}`, { headers: { 'X-Operator-Key': OPERATOR_KEY } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { value: { total: number } }).value.total;
}

test("[RG] risk sees a member's time-out and deposit limit on the player's page, and imposes a self-exclusion with a reason", async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const accounts = new AccountApi(request);
  const member = await accounts.register();
  const memberApi = await logInApi(request, accounts, member.account, member.password);
  await memberApi.post('/api/member/limits/deposit', { period: 'week', amount: '5000' });
  await memberApi.post('/api/member/protection/break', { period: '7d' });

  const risk = await newStaff(request, 'risk');
  const desk = await staffPage(browser, risk);
  const nav = desk.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link', { name: 'Players' })).toBeVisible();
  await nav.getByRole('link', { name: 'Players' }).click();
  await desk.getByTestId('bo-players-q').fill(member.account);
  await desk.getByRole('button', { name: 'Find' }).click();
  await desk.getByTestId('bo-player-row').filter({ hasText: member.account }).getByRole('link', { name: member.account }).click();
  const protection = desk.getByTestId('bo-protection');
  await expect(protection).toHaveAttribute('data-kind', 'time_out');
  await expect(protection.getByTestId('bo-protection-kind')).toHaveText('Time-out');
  await expect(protection.getByTestId('bo-protection-limits').locator('[data-testid="bo-protection-limit"][data-period="week"]')).toContainText('5,000.00');
  await looks(desk, testInfo, 'risk-player-protection', async (page) => expect(page.getByTestId('bo-protection')).toHaveAttribute('data-kind', 'time_out'));

  // A longer break: a self-exclusion for six months, with the reason the audit log keeps.
  await protection.getByTestId('bo-impose-break-ask').click();
  await protection.getByTestId('bo-impose-break-period').selectOption('6m');
  await protection.getByTestId('bo-impose-break-confirm').click();
  await expect(protection.getByRole('alert')).toHaveText('Give a reason.');
  await protection.getByTestId('bo-impose-break-reason').fill('Signs of problem gambling in chat');
  await looks(desk, testInfo, 'risk-player-impose-break', async (page) => {
    const form = page.getByTestId('bo-impose-break');
    if ((await form.getAttribute('data-state')) === 'idle') await form.getByTestId('bo-impose-break-ask').click();
  });
  const form = desk.getByTestId('bo-impose-break');
  await form.getByTestId('bo-impose-break-period').selectOption('6m');
  await form.getByTestId('bo-impose-break-reason').fill('Signs of problem gambling in chat');
  await form.getByTestId('bo-impose-break-confirm').click();
  await expect(form.getByTestId('bo-impose-break-done')).toBeVisible();
  await expect(protection).toHaveAttribute('data-kind', 'exclusion');
  await expect(protection.getByTestId('bo-protection-kind')).toHaveText('Self-exclusion');
  expect(await audited(request, 'protection.operator_exclusion', `staff:${risk.username}`)).toBe(1);
  // The member's session ended with it.
  expect((await memberApi.raw('/api/member/protection')).status).toBe(401);
  await desk.context().close();
});

test("a content staff member opens an activity application's image in the review queue; the view is audited", async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const accounts = new AccountApi(request);
  const member = await accounts.register();
  const memberApi = await logInApi(request, accounts, member.account, member.password);
  const applied = await request.post('/api/promotions/103/applications', {
    headers: { Authorization: `Bearer ${memberApi.token}`, 'X-Merchant': 'NG', 'X-Forwarded-For': memberApi.ip, 'Accept-Language': 'en' },
    multipart: { remark: 'My friend joined', images: { name: 'proof.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(applied.ok(), await applied.text()).toBe(true);

  const content = await newStaff(request, 'content');
  const desk = await staffPage(browser, content);
  await desk.goto(`/backoffice/applications?account=${member.account}`);
  await desk.getByTestId('bo-applications-row').filter({ hasText: member.account }).getByRole('button').click();
  const details = desk.getByTestId('bo-applications-details');
  await expect(details.getByTestId('bo-application-image')).toHaveCount(1);
  await expect(details.getByTestId('bo-application-image')).toHaveJSProperty('naturalWidth', 1);
  expect(await audited(request, 'upload.view', `staff:${content.username}`)).toBeGreaterThanOrEqual(1);
  await looks(desk, testInfo, 'content-application-image', async (page) => {
    await page.getByTestId('bo-applications-row').filter({ hasText: member.account }).getByRole('button').click();
    await expect(page.getByTestId('bo-application-image')).toHaveCount(1);
  });
  await desk.context().close();
});

test("finance shows a withdrawal's full bank account number; each view is audited", async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const accounts = new AccountApi(request);
  const member = await accounts.register();
  await new OperatorApi(request).post('/api/operator/adjustments', { merchantCode: 'NG', account: member.account, direction: 'credit', amount: '5000.00' });
  const memberApi = await logInApi(request, accounts, member.account, member.password);
  await memberApi.post('/api/member/payment-password', { paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD });
  const bank = await memberApi.post<{ id: string }>('/api/wallet/bank-accounts', { bankName: 'Reveal Bank', accountName: 'Reveal Member', accountNumber: '0123456789' });
  const withdrawal = await memberApi.post<{ id: string }>('/api/wallet/withdrawals', { bankAccountId: bank.id, amount: '1000', paymentPassword: PAYMENT_PASSWORD });

  const finance = await newStaff(request, 'finance');
  const desk = await staffPage(browser, finance);
  const open = async (page: Page) => {
    const row = page.locator(`[data-testid="bo-money-row"][data-kind="withdrawal"][data-id="${withdrawal.id}"]`);
    await row.getByRole('button').click();
    return page.getByTestId('bo-money-details');
  };
  let details = await open(desk);
  await expect(details.getByTestId('bo-bank')).toContainText('Reveal Bank, Reveal Member');
  await expect(details.getByTestId('bo-bank-masked')).toHaveText('******6789');
  expect(await audited(request, 'withdrawal.bank_account_view', `staff:${finance.username}`)).toBe(0);
  await details.getByTestId('bo-bank-show').click();
  await expect(details.getByTestId('bo-bank-full')).toHaveText('0123456789');
  expect(await audited(request, 'withdrawal.bank_account_view', `staff:${finance.username}`)).toBe(1);
  await looks(desk, testInfo, 'finance-withdrawal-account', async (page) => {
    details = await open(page);
    await details.getByTestId('bo-bank-show').click();
    await expect(details.getByTestId('bo-bank-full')).toHaveText('0123456789');
  });
  await desk.context().close();
});

test("the settings an admin reads and saves: switches by name and purpose, login options, the sign-in providers' fields; the report charts in each direction", async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const desk = await staffPage(browser, await newStaff(request, 'admin'));
  await desk.goto('/backoffice/settings?group=switches&merchant=NG');
  const switches = desk.getByTestId('bo-settings-switches');
  await expect(switches.getByRole('checkbox', { name: /^Free play/ })).toBeVisible();
  await expect(switches.getByText('FREEPLAY3')).toBeVisible();
  await looks(desk, testInfo, 'admin-settings-switches', (page) => expect(page.getByTestId('bo-settings-switches')).toBeVisible());

  await desk.goto('/backoffice/settings?group=login&merchant=NG');
  const login = desk.getByTestId('bo-settings-login');
  await login.getByRole('button', { name: 'Save' }).click();
  await expect(login.getByTestId('bo-settings-saved')).toBeVisible();
  await looks(desk, testInfo, 'admin-settings-login', (page) => expect(page.getByTestId('bo-settings-login')).toBeVisible());

  await desk.goto('/backoffice/settings?group=signIn&merchant=NG');
  await looks(desk, testInfo, 'admin-settings-sign-in', (page) => expect(page.getByTestId('bo-settings-provider-google')).toBeVisible());

  await desk.goto('/backoffice/reports');
  await looks(desk, testInfo, 'admin-reports', (page) => expect(page.getByTestId('bo-reports')).toBeVisible());
  await desk.context().close();
});
