// The reality check in the house slot (issue 17, UKGC RTS 13): a fresh member chooses a
// 5-minute interval, plays, and meets the check when it comes due by the server's clock
// (moved with PUT /api/dev/clock, the page's timers with page.clock); the dialog shows the
// time played and the net win or loss; continue plays on, and at the next check stop logs
// out. Screenshots of the dialog and the slot's session clock in English light and dark
// and in Arabic (right to left).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { AccountApi } from '../accounts/support';
import { dismissNotice, memberPage, OperatorApi } from '../money/support';
import { saveScreen } from '../screens';

const MINUTE = 60_000;

test.describe.configure({ mode: 'serial' });

/** The server clock's offset this spec has set; put back to 0 at the end. */
let offsetMs = 0;

async function moveServerClock(request: APIRequestContext, byMs: number) {
  offsetMs += byMs;
  const answer = await request.put('/api/dev/clock', { data: { offsetMs } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test.afterAll(async ({ request }) => {
  await request.put('/api/dev/clock', { data: { offsetMs: 0 } });
});

/** A member of its own with money to play, logged in on a page whose timers the test moves. */
async function freshPlayer(browser: Browser, baseURL: string, options: { theme?: 'light' | 'dark'; lang?: string } = {}) {
  const setup = await browser.newContext({ baseURL });
  const account = await new AccountApi(setup.request).register();
  await new OperatorApi(setup.request).post('/api/operator/adjustments', { merchantCode: 'NG', account: account.account, direction: 'credit', amount: '200.00' });
  await setup.close();
  const opened = await memberPage(browser, baseURL, account.account, account.password, { theme: options.theme });
  if (options.lang) await opened.page.addInitScript((lang) => localStorage.setItem('lang', lang), options.lang);
  await opened.page.clock.install();
  return opened;
}

async function spin(page: Page) {
  const result = page.getByTestId('house-result');
  await page.getByTestId('house-spin').click();
  await expect(page.getByTestId('house-spin')).toBeEnabled();
  await expect(result).not.toBeEmpty();
}

/** Lets the page's timers run to the check (the server's clock was moved past it). */
async function comeDue(page: Page, byMs: number) {
  await page.clock.runFor(byMs);
  await expect(page.getByTestId('reality-check-dialog')).toBeVisible();
  // The dialog's opening motion runs on the page's (installed) clock.
  await page.clock.runFor(1000);
}

test('[RG] a 5-minute reality check in the house slot: continue plays on, stop at the next check logs out', async ({ browser }, testInfo) => {
  const { context, page, member } = await freshPlayer(browser, testInfo.project.use.baseURL!);

  // The interval on the responsible-gaming page of the personal centre.
  await page.goto('/?personal=responsibleGaming');
  await dismissNotice(page);
  const settings = page.getByTestId('reality-check-settings');
  await expect(settings).toBeVisible();
  await settings.getByTestId('reality-interval').selectOption('5');
  await settings.getByTestId('reality-interval-save').click();
  await expect(settings.getByTestId('reality-settings-saved')).toBeVisible();
  const chosen = await member.get<{ intervalMinutes: number; nextCheckAt: string; startedAt: string }>('/api/member/session-clock');
  expect(chosen.intervalMinutes).toBe(5);
  await saveScreen(settings, testInfo, 'protection/reality-settings-en-light');

  // Play: the slot shows the session's time and net position, from the server's clock.
  await page.goto('/house/slot');
  await dismissNotice(page);
  await expect(page.getByTestId('house-slot')).toBeVisible();
  const bar = page.getByTestId('house-session-clock');
  await expect(bar).toBeVisible();
  await spin(page);
  await spin(page);
  const afterSpins = await member.get<{ net: string }>('/api/member/session-clock');
  await expect(page.getByTestId('house-session-net')).toContainText(Math.abs(Number(afterSpins.net)).toFixed(2));
  await expect(page.getByTestId('reality-check-dialog')).toHaveCount(0);

  // Five minutes on: the check comes due; the dialog shows time played and the net.
  await moveServerClock(page.request, 5 * MINUTE);
  await comeDue(page, 5 * MINUTE);
  const dialog = page.getByTestId('reality-check-dialog');
  await expect(dialog.getByTestId('reality-check-elapsed')).toHaveText(/^0:0[5-9]:\d\d$/);
  await expect(dialog.getByTestId('reality-check-net')).toContainText(Math.abs(Number(afterSpins.net)).toFixed(2));
  await expect(dialog).toContainText('5 minutes');

  // Continue: the server holds the next check five minutes on; play goes on.
  await dialog.getByTestId('reality-check-continue').click();
  await expect(dialog).toHaveCount(0);
  const continued = await member.get<{ nextCheckAt: string }>('/api/member/session-clock');
  expect(new Date(continued.nextCheckAt).getTime()).toBeGreaterThan(new Date(chosen.nextCheckAt).getTime());
  await spin(page);

  // A reload does not start the interval again; at the next check, stop logs out.
  await page.reload();
  await dismissNotice(page);
  await expect(page.getByTestId('house-slot')).toBeVisible();
  await moveServerClock(page.request, 5 * MINUTE);
  await comeDue(page, 5 * MINUTE);
  await page.getByTestId('reality-check-stop').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect((await member.raw('/api/member/session-clock')).body.errorCode).toBe('not_logged_in');
  await context.close();
});

test('[RG] past the session time limit the slot refuses stakes; the dialog says so and logs out', async ({ browser }, testInfo) => {
  const { context, page, member } = await freshPlayer(browser, testInfo.project.use.baseURL!);
  await member.post('/api/member/limits/session-time', { minutes: 5 });
  await page.goto('/house/slot');
  await dismissNotice(page);
  await spin(page);
  await moveServerClock(page.request, 5 * MINUTE);
  await expect(member.post('/api/house/slot/rounds', { amount: '1.00' })).rejects.toThrow('session_time_limit');
  await comeDue(page, 5 * MINUTE);
  const dialog = page.getByTestId('reality-check-dialog');
  await expect(dialog.getByTestId('reality-check-intro')).toContainText('session time limit of 5 minutes');
  await expect(dialog.getByTestId('reality-check-continue')).toHaveCount(0);
  await saveScreen(page, testInfo, 'protection/session-time-limit-en-light');
  await dialog.getByTestId('reality-check-stop').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await context.close();
});

for (const look of [
  { name: 'en-light', theme: 'light' as const, lang: 'en' },
  { name: 'en-dark', theme: 'dark' as const, lang: 'en' },
  { name: 'ar', theme: 'light' as const, lang: 'ar' },
]) {
  test(`[RG] the reality check and the slot's session clock look right: ${look.name}`, async ({ browser }, testInfo) => {
    const { context, page, member } = await freshPlayer(browser, testInfo.project.use.baseURL!, { theme: look.theme, lang: look.lang });
    await member.post('/api/member/session-clock/interval', { minutes: 5 });
    await page.goto('/house/slot');
    await dismissNotice(page);
    await expect(page.getByTestId('house-slot')).toBeVisible();
    if (look.lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await spin(page);
    await expect(page.getByTestId('house-session-clock')).toBeVisible();
    await saveScreen(page.getByTestId('house-slot'), testInfo, `protection/house-session-clock-${look.name}`);

    await moveServerClock(page.request, 6 * MINUTE);
    await comeDue(page, 6 * MINUTE);
    await saveScreen(page, testInfo, `protection/reality-check-${look.name}`);
    await context.close();
  });
}
