// The /game launcher against the real server: a visitor is asked to log in (and logs in
// from the prompt); the demo member opens the house slot, spins for real money, sees the
// header balance follow the round and finds the round in the betting record; another
// vendor's game opens as a demo that says so; too little money offers the deposit page.
import { expect, test, type Page } from '@playwright/test';
import { AccountApi, closeNotice, DEMO, logIn, openVisitor } from '../accounts/support';
import { OPERATOR_KEY } from '../support';
import { dismissNotice, expectHeaderBalance, headerBalance, memberPage, minor, naira } from '../money/support';
import type { Page as ListPage } from '../../server/shared/wire/common';
import type { HouseRound } from '../../server/shared/wire/house';
import { saveScreen } from '../screens';

const HOUSE_SLOT = '/game?vassalage=HOUSE&gameCode=HOUSE_SLOT&nodeId=90001';

async function gameReady(page: Page) {
  await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 20_000 });
  return page.frameLocator('[data-testid="game-frame"]');
}

test('[LOBBY-41][SHELL-22] a visitor opening a game is asked to log in from the prompt (the login popup); once logged in the game opens', async ({ page, baseURL }) => {
  const api = new AccountApi(page.context().request);
  const tracker = await openVisitor(page, api);
  await page.goto(HOUSE_SLOT);
  const prompt = page.getByTestId('game-login-required');
  // The page's clock is paused: move it until the launcher has loaded.
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(prompt).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(prompt).toContainText('Please log in before playing');
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  await page.getByTestId('game-login').click();
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await logIn(page, api, tracker, DEMO.member.account, DEMO.member.password);
  // Spec section 4: a login goes to /. Opening the game again now launches it.
  await expect(async () => {
    await page.clock.runFor(200);
    expect(new URL(page.url(), baseURL).pathname).toBe('/');
  }).toPass({ timeout: 20_000 });
  await closeNotice(page);
  await page.goto(HOUSE_SLOT);
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(page.getByTestId('game-frame')).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(page.getByTestId('game-mode')).toHaveText('Real money');
  // The frame runs on the same paused clock.
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(frame.getByTestId('house-server-seed-hash')).toHaveText(/^[0-9a-f]{64}$/, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
});

test('[SHELL-22][LOBBY-31] the demo member spins the house slot: the header balance follows and the round is in the betting record', async ({ browser, baseURL }) => {
  const { context, page, member } = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password);
  try {
    await page.goto(HOUSE_SLOT);
    await dismissNotice(page);
    const frame = await gameReady(page);
    await expect(page.getByTestId('game-name')).toHaveText('House Fortune Reels');
    const before = await headerBalance(page);
    const wallets = await member.balance();
    const mainBefore = minor(wallets.wallets.find((w) => w.wallet === 'main')!.balance);

    // Provably fair before play: the hash of the secret seed, the client seed, the nonce.
    const fairness = await member.get<{ serverSeedHash: string; clientSeed: string; nonce: number }>('/api/house/fairness');
    await expect(frame.getByTestId('house-server-seed-hash')).toHaveText(fairness.serverSeedHash);
    await expect(frame.getByTestId('house-nonce')).toHaveText(String(fairness.nonce));
    await expect(frame.getByTestId('house-client-seed-input')).toHaveValue(fairness.clientSeed);

    await frame.getByTestId('house-amount-input').fill('2.00');
    await frame.getByTestId('house-spin').click();
    await expect(frame.getByTestId('house-result-win').or(frame.getByTestId('house-result-lose'))).toBeVisible();
    await expect(frame.getByTestId('house-nonce')).toHaveText(String(fairness.nonce + 1));

    const rounds = await member.get<ListPage<HouseRound>>('/api/house/rounds?page=1');
    const round = rounds.items[0]!;
    expect(round.amount).toBe('2.00');
    const won = minor(round.payout) - 200;
    // The frame shows the main wallet after the round; the portal's header (every wallet) follows it.
    await expect(frame.getByTestId('house-balance')).toContainText(naira(mainBefore + won));
    await expectHeaderBalance(page, before + won, 'the header balance follows the round');

    // The round is in the betting record of the personal centre.
    await page.goto('/?personal=personalHistoryCopy');
    await dismissNotice(page);
    const table = page.getByTestId('bet-table');
    await expect(table).toBeVisible();
    const row = table.locator('tbody tr').filter({ has: page.locator(`[title="${round.betTransactionId}"]`) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('HOUSE_SLOT');
    await expect(row).toContainText('₦2.00');
  } finally {
    await context.close();
  }
});

test('[LOBBY-39] a game of another vendor opens as a demo of that vendor\'s slot; spins move play credits only', async ({ browser, baseURL }) => {
  const { context, page, member } = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password);
  try {
    const hall = await member.get<{ games: { nodeId: number; gameCode: string; name: string; vendorName: string }[] }>('/api/games?gameType=RNG&vassalage=NOVA_SLOTS');
    const game = hall.games[0]!;
    await page.goto(`/game?vassalage=NOVA_SLOTS&gameCode=${game.gameCode}&nodeId=${game.nodeId}`);
    await dismissNotice(page);
    const frame = await gameReady(page);
    await expect(page.getByTestId('game-mode')).toHaveText('Demo: play money');
    const banner = frame.getByTestId('house-demo-banner');
    await expect(banner).toContainText(`Demo of ${game.vendorName}'s slot "${game.name}"`);
    await expect(banner).toContainText('no real money moves');
    const before = await member.balance();
    await frame.getByTestId('house-spin').click();
    await expect(frame.getByTestId('house-result-win').or(frame.getByTestId('house-result-lose'))).toBeVisible();
    await expect(frame.getByTestId('house-balance')).not.toContainText('1,000.00');
    expect((await member.balance()).sumBalance).toBe(before.sumBalance);
    // Reload opens the game again.
    await page.getByTestId('game-reload').click();
    await expect(frame.getByTestId('house-demo-banner')).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the dice and the verification page: a round recomputes from its revealed seeds', async ({ browser, baseURL }) => {
  const { context, page, member } = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password);
  try {
    await page.goto('/game?vassalage=HOUSE&gameCode=HOUSE_DICE');
    await dismissNotice(page);
    const frame = await gameReady(page);
    await frame.getByTestId('dice-target-input').fill('30.00');
    await frame.getByTestId('dice-direction-over').click();
    await expect(frame.getByTestId('dice-odds')).toContainText('69.99%');
    await frame.getByTestId('house-roll').click();
    await expect(frame.getByTestId('dice-roll')).toHaveText(/^\d{1,2}\.\d{2}$/);
    const roll = await frame.getByTestId('dice-roll').innerText();
    // A new client seed reveals the server seed of that round.
    await frame.getByTestId('house-client-seed-input').fill('e2e-seed');
    await frame.getByTestId('house-rotate').click();
    await expect(frame.getByTestId('house-previous-seed')).toBeVisible();
    const rounds = await member.get<ListPage<HouseRound>>('/api/house/rounds?page=1');
    const round = rounds.items[0]!;
    expect(round.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    await page.goto(`/house/verify?game=dice&serverSeed=${round.serverSeed}&clientSeed=${round.clientSeed}&nonce=${round.nonce}&target=30.00&direction=over`);
    await page.getByTestId('verify-submit').click();
    await expect(page.getByTestId('verify-roll')).toHaveText(roll);
  } finally {
    await context.close();
  }
});

test('too little money for the minimum bet offers the deposit page', async ({ browser, baseURL, request }) => {
  // A new member: nothing deposited yet.
  const fresh = await new AccountApi(request).register();
  const { context, page } = await memberPage(browser, baseURL!, fresh.account, fresh.password);
  try {
    await page.goto(HOUSE_SLOT);
    await dismissNotice(page);
    await expect(page.getByTestId('game-low-balance')).toBeVisible();
    await expect(page.getByTestId('game-low-balance-text')).toContainText('₦0.20');
    await page.getByTestId('game-deposit').click();
    await expect(page.getByTestId('personal-centre')).toHaveAttribute('data-page', 'depositv2');
  } finally {
    await context.close();
  }
});

test('screens of the launcher, the slot, the dice and the verification page in light, dark and Vietnamese', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const variants = [
    { name: 'light', theme: 'light', lang: 'en' },
    { name: 'dark', theme: 'dark', lang: 'en' },
    { name: 'vi', theme: 'light', lang: 'vi' },
  ] as const;
  for (const variant of variants) {
    const { context, page, member } = await memberPage(browser, baseURL!, DEMO.member.account, DEMO.member.password, { theme: variant.theme });
    await context.addInitScript(([theme, lang]) => {
      localStorage.setItem('theme', theme!);
      localStorage.setItem('lang', lang!);
    }, [variant.theme, variant.lang]);
    const save = async (name: string) => {
      await saveScreen(page, testInfo, `lobby/launch-${name}-${variant.name}`);
    };
    try {
      await page.goto(HOUSE_SLOT);
      await dismissNotice(page);
      const frame = await gameReady(page);
      await frame.getByTestId('house-spin').click();
      await expect(frame.getByTestId('house-result-win').or(frame.getByTestId('house-result-lose'))).toBeVisible();
      await save('game-slot');

      await page.goto('/house/dice');
      await page.getByTestId('house-roll').click();
      await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,2}\.\d{2}$/);
      await save('dice');

      const fairness = await member.get<{ previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number } | null }>('/api/house/fairness');
      const previous = fairness.previous;
      await page.goto(
        previous
          ? `/house/verify?game=slot&serverSeed=${previous.serverSeed}&serverSeedHash=${previous.serverSeedHash}&clientSeed=${previous.clientSeed}&nonce=0`
          : '/house/verify?game=slot&serverSeed=' + 'ab'.repeat(32) + '&clientSeed=demo&nonce=0',
      );
      await page.getByTestId('verify-submit').click();
      await expect(page.getByTestId('verify-slot')).toBeVisible();
      await save('verify');

      const hall = await member.get<{ games: { nodeId: number; gameCode: string }[] }>('/api/games?gameType=RNG&vassalage=REELFORGE');
      await page.goto(`/game?vassalage=REELFORGE&gameCode=${hall.games[0]!.gameCode}&nodeId=${hall.games[0]!.nodeId}`);
      const demo = await gameReady(page);
      await expect(demo.getByTestId('house-demo-banner')).toBeVisible();
      await save('game-demo');

      // A vendor inside its maintenance window: the launcher shows the window.
      const now = Date.now();
      const window = { vendor: 'HOUSE', startsAt: new Date(now - 60_000).toISOString(), endsAt: new Date(now + 2 * 3_600_000).toISOString(), info: 'Reel upgrade' };
      const set = await context.request.put('/api/operator/vendors/maintenance', { headers: { 'X-Operator-Key': OPERATOR_KEY }, data: window });
      expect(set.ok()).toBe(true);
      try {
        await page.goto(HOUSE_SLOT);
        await expect(page.getByTestId('game-maintenance')).toContainText('Reel upgrade');
        await save('game-maintenance');
      } finally {
        await context.request.delete('/api/operator/vendors/HOUSE/maintenance', { headers: { 'X-Operator-Key': OPERATOR_KEY } });
      }
    } finally {
      await context.close();
    }
  }
});
