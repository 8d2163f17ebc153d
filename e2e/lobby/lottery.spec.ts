// The lottery end to end: the demo member opens the fast game from the address
// (gameCode, playType), buys a ticket with real money, the draw job runs (the operator
// route, as of the draw time), and the member sees the drawn number, the fairness check,
// the payout (or loss) in the header balance, the ticket list and the betting record.
// Then screenshots of /lottery and /vnlottery in light, dark and Vietnamese.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../accounts/support';
import type { LotteryGame, LotteryTicket } from '../../server/shared/wire/lottery';
import { dismissNotice, expectHeaderBalance, headerBalance, memberPage, minor, OperatorApi } from '../money/support';
import { saveScreen } from '../screens';

type Ticket = LotteryTicket;
type Game = LotteryGame;

/** Waits until the fast game takes bets for a few seconds more (not in the last seconds before its lock). */
async function fastGameOpen(page: Page) {
  await expect(async () => {
    const response = await page.request.get('/api/lottery/games?area=SEA');
    const games = ((await response.json()) as { value: { games: Game[] } }).value.games;
    expect(games.find((g) => g.gameId === 'FAST1')!.lockTime).toBeGreaterThan(8);
  }).toPass({ timeout: 75_000, intervals: [1_000] });
}

test('[LOTTERY-01][LOTTERY-08][LOTTERY-09] demo buys a ticket on the fast game; the draw runs; the result and the payout show in balance, tickets and records', async ({ browser, request }, testInfo) => {
  test.setTimeout(120_000);
  const operator = new OperatorApi(request);
  const { context, page, member } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme: 'light' });
  try {
    await fastGameOpen(page);
    await page.goto('/lottery?gameCode=FAST1&playType=big_small');
    await dismissNotice(page);
    const panel = page.getByTestId('lottery-panel');
    await expect(panel).toBeVisible();
    await expect(page.getByTestId('lottery-bet-type-big_small')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('lottery-odds')).toContainText('1.95');
    const before = await headerBalance(page);

    await page.getByTestId('lottery-choice-big').check();
    await page.getByTestId('lottery-amount').fill('10.00');
    await page.getByTestId('lottery-buy').click();
    await expect(page.getByTestId('lottery-bought')).toBeVisible();
    await expectHeaderBalance(page, before - 1000, 'the stake left the wallet');

    const bought = (await member.get<{ items: Ticket[] }>('/api/lottery/tickets?page=1&gameId=FAST1')).items[0]!;
    expect(bought.status).toBe('open');
    const row = page.getByTestId(`lottery-ticket-${bought.ticketId}`);
    await expect(row).toHaveAttribute('data-status', 'open');

    // The draw runs: the operator runs the job as of just after the draw time.
    const counts = await operator.post<{ drawn: number; settledTickets: number }>('/api/operator/jobs/lottery-draws', { at: new Date(Date.parse(bought.drawAt) + 1_000).toISOString() });
    expect(counts.settledTickets).toBeGreaterThanOrEqual(1);
    await page.getByTestId('lottery-refresh').click();
    await expect(row).not.toHaveAttribute('data-status', 'open');

    const settled = (await member.get<{ items: Ticket[] }>('/api/lottery/tickets?page=1&gameId=FAST1')).items.find((t) => t.ticketId === bought.ticketId)!;
    expect(settled.numbers).toMatch(/^[0-9]{5}$/);
    const big = Number(settled.numbers!.at(-1)) >= 5;
    expect(settled.status).toBe(big ? 'won' : 'lost');
    expect(settled.payout).toBe(big ? '19.50' : '0.00');
    await expect(page.getByTestId(`lottery-ticket-numbers-${bought.ticketId}`)).toHaveAttribute('aria-label', settled.numbers!);
    await expect(page.getByTestId(`lottery-ticket-status-${bought.ticketId}`)).toHaveText(big ? 'Won' : 'Lost');
    await expect(page.getByTestId(`lottery-verified-${bought.drawId}`)).toBeVisible();
    await expectHeaderBalance(page, before - 1000 + minor(settled.payout!), 'the payout (or nothing) reached the wallet');
    await expect(page.getByTestId('lottery-opened')).toContainText(bought.numero);

    // The betting record holds the ticket, settled with its payout.
    const record = await member.get<{ items: { id: string; betId: string; status: string; payout: string; stake: string; profit: string }[] }>('/api/records/bets?preset=7d');
    const line = record.items.find((b) => b.betId === `LOTTERY-${bought.ticketId}`)!;
    expect(line).toMatchObject({ status: 'settled', stake: '10.00', payout: settled.payout });
    await page.goto('/?personal=personalHistoryCopy');
    await dismissNotice(page);
    const recordRow = page.getByTestId(`bet-row-${line.id}`);
    await expect(recordRow).toContainText('FAST1');
    await expect(recordRow.locator(`[title="LOTTERY-${bought.ticketId}"]`)).toBeVisible();
    await expect(page.getByTestId(`bet-profit-${line.id}`)).toContainText(big ? '9.50' : '10.00');
  } finally {
    await context.close();
  }
});

async function save(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `lottery/${name}`, { fullPage: true });
}

test('[LOTTERY-02][LOTTERY-03][LOTTERY-06] /lottery and /vnlottery render in the light and the dark theme and in Vietnamese', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  for (const theme of ['light', 'dark'] as const) {
    const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme });
    try {
      for (const path of ['/lottery?gameCode=FAST1', '/vnlottery']) {
        await page.goto(path);
        await dismissNotice(page);
        await expect(page.getByTestId('lottery-games')).toBeVisible();
        await expect(page.getByTestId('lottery-tags')).toBeVisible();
        await expect(page.getByTestId('lottery-weekdays').getByRole('button')).toHaveCount(8);
        await expect(page.locator('.spinner')).toHaveCount(0);
        await save(page, testInfo, `${path.slice(1).split('?')[0]}-${theme}`);
      }
    } finally {
      await context.close();
    }
  }
  // A visitor reading Vietnamese: the lists, and the panel asking to log in before playing.
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('region', 'NG');
    localStorage.setItem('lang', 'vi');
  });
  try {
    await page.goto('/vnlottery?gameCode=VN_HCM');
    await expect(page.getByTestId('lottery-login')).toHaveText('Đăng nhập');
    await expect(page.getByTestId('lottery-tab-fav')).toHaveText('Yêu thích');
    await page.getByTestId('lottery-tab-fav').click();
    await expect(page.getByTestId('lottery-login-needed')).toBeVisible();
    await page.getByTestId('lottery-tab-all').click();
    await save(page, testInfo, 'vnlottery-vi');
  } finally {
    await context.close();
  }
});

test('[LOTTERY-02] on a phone the VN lobby entry keeps its note readable beside the icon, its button below it', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem('region', 'NG');
    localStorage.setItem('lang', 'en');
  });
  try {
    await page.goto('/lottery');
    await dismissNotice(page);
    const entry = page.getByTestId('vn-lobby-entry');
    const note = await entry.locator('.vn-lobby__note').boundingBox();
    const button = await page.getByTestId('vn-lobby-open').boundingBox();
    // The note was squeezed to 17 px with the button over it.
    expect(note!.width).toBeGreaterThan(200);
    expect(button!.y).toBeGreaterThanOrEqual(note!.y + note!.height);
    await save(page, testInfo, 'lottery-phone');
  } finally {
    await context.close();
  }
});
