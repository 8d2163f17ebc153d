// The game halls against the real server and catalogue: browse /rng, pick a vendor,
// filter, search, page forward; log in, favourite a game and find it in the favourites
// tab. What the page shows is held against what the API answers for the same query.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { HallPage } from '../../server/shared/wire/halls';
import { AccountApi, closeNotice, DEMO, logIn, openVisitor, reveal } from '../accounts/support';
import { saveScreen } from '../screens';


async function hallApi(request: APIRequestContext, query: string): Promise<HallPage> {
  const body = await (await request.get(`/api/games?${query}`)).json();
  expect(body.success, query).toBe(true);
  return body.value as HallPage;
}

const count = (n: number) => new Intl.NumberFormat('en').format(n);
const names = (page: Page) => page.getByTestId('game-card-name').allTextContents();

/** Waits (moving the paused clock) until the list has loaded. */
async function listReady(page: Page) {
  const list = page.getByTestId('hall-list');
  for (let i = 0; i < 100 && (await list.getAttribute('data-state')) !== 'ready'; i += 1) {
    await page.clock.runFor(100);
    await page.waitForTimeout(30);
  }
  await expect(list).toHaveAttribute('data-state', 'ready');
}

async function expectPage(page: Page, expected: HallPage, pageNo = 1) {
  await listReady(page);
  await expect.poll(() => names(page)).toEqual(expected.games.map((g) => g.name));
  await expect(page.getByTestId('hall-pager-summary')).toHaveText(`Page ${pageNo} of ${count(expected.totalPages)} · ${count(expected.total)} games`);
}

test.describe('game halls', () => {
  test('[LOBBY-03][LOBBY-04][LOBBY-06][LOBBY-07][LOBBY-09][LOBBY-10][LOBBY-11][LOBBY-13][LOBBY-14][LOBBY-15][LOBBY-16][LOBBY-51][LOBBY-52][LOBBY-53][LOBBY-54] browse /rng: vendor, classification, minimum bet, search, next page, jackpot', async ({ page, request }) => {
    const api = new AccountApi(request);
    await openVisitor(page, api);
    await page.goto('/rng');
    await reveal(page, page.getByTestId('hall-list'));
    await expectPage(page, await hallApi(request, 'gameType=RNG'));
    await expect(page.getByTestId('game-card')).toHaveCount(15);

    // The jackpot: the naira symbol, +165.11 every 3 s.
    const jackpot = page.getByTestId('jackpot-amount');
    await expect(jackpot).toHaveAttribute('aria-label', /^₦[\d,]+\.\d{2}$/);
    const before = Number(await jackpot.getAttribute('data-amount'));
    await page.clock.runFor(3000);
    await expect(jackpot).toHaveAttribute('data-amount', String(before + 16511));

    // 14 slot vendors: the carousel has arrows.
    await expect(page.getByTestId('hall-vendors-next')).toBeVisible();
    await page.getByTestId('hall-vendor-REELFORGE').click();
    await expect(page).toHaveURL(/\/rng\?vassalage=REELFORGE$/);
    await expectPage(page, await hallApi(request, 'gameType=RNG&vassalage=REELFORGE'));
    await expect(page.getByTestId('page-title')).toHaveText('Slots');

    await page.getByTestId('hall-classification-JP').click();
    await expectPage(page, await hallApi(request, 'gameType=RNG&vassalage=REELFORGE&gameClassify=JP'));

    // A minimum bet clears the classification.
    await page.getByTestId('hall-min-bet').selectOption('0.05');
    await expect(page.getByTestId('hall-classification-all')).toHaveAttribute('aria-pressed', 'true');
    const cheap = await hallApi(request, 'gameType=RNG&vassalage=REELFORGE&minBet=0.05');
    await expectPage(page, cheap);
    expect(new Set(await page.getByTestId('game-card-min-bet').allTextContents())).toEqual(new Set(['Min 0.05']));

    // Back to every vendor; a search waits for the pause in typing and clears the minimum bet.
    await page.getByTestId('hall-vendor-all').click();
    await expect(page).toHaveURL(/\/rng$/);
    await listReady(page);
    const word = (await hallApi(request, 'gameType=RNG')).games[0]!.name.split(' ')[0]!;
    await page.getByTestId('hall-search').fill(word.toLowerCase());
    await page.clock.runFor(400);
    const found = await hallApi(request, `gameType=RNG&gameName=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.total).toBeGreaterThan(15);
    await expectPage(page, found);
    await expect(page.getByTestId('hall-min-bet')).toHaveValue('all');
    for (const name of await names(page)) expect(name.toLowerCase()).toContain(word.toLowerCase());

    await page.getByTestId('hall-pager-next').click();
    await expectPage(page, await hallApi(request, `gameType=RNG&gameName=${encodeURIComponent(word.toLowerCase())}&pageNo=2`), 2);

    // A card opens the launcher with the vendor, game code and node id.
    await page.getByTestId('hall-pager-previous').click();
    await expectPage(page, found);
    const first = found.games[0]!;
    const launch = new URLSearchParams({ vassalage: first.vendor, gameCode: first.gameCode, nodeId: String(first.nodeId) });
    await expect(page.getByTestId('game-card-link').first()).toHaveAttribute('href', `/game?${launch}`);
  });

  test('[LOBBY-08][LOBBY-33][LOBBY-34][LOBBY-35][LOBBY-36][SESSION-21] log in from the favourites tab, favourite a game (a member uses favourites), find it there', async ({ page, request }) => {
    const api = new AccountApi(request);
    const tracker = await openVisitor(page, api);
    await page.goto('/pvp?page=fav');
    await reveal(page, page.getByTestId('hall-login-required'));
    await expect(page.getByTestId('hall-tab-fav')).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('hall-login').click();
    await reveal(page, page.getByTestId('loginPopupModal'));
    await logIn(page, api, tracker, DEMO.member.account, DEMO.member.password);
    await reveal(page, page.getByTestId('header-account'));
    await closeNotice(page);

    await page.goto('/pvp?page=fav');
    await reveal(page, page.getByTestId('hall-list'));
    await listReady(page);
    const favouritesBefore = await names(page);

    await page.getByTestId('hall-tab-all').click();
    await listReady(page);
    const card = page.getByTestId('game-card').filter({ has: page.getByTestId('game-card-favourite').and(page.locator('[aria-pressed="false"]')) }).first();
    const name = (await card.getByTestId('game-card-name').textContent())!;
    const nodeId = await card.getAttribute('data-node-id');
    await card.getByTestId('game-card-favourite').click();
    const saved = page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`).getByTestId('game-card-favourite');
    for (let i = 0; i < 50 && (await saved.getAttribute('aria-pressed')) !== 'true'; i += 1) await page.clock.runFor(100);
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await expect(saved).not.toHaveAttribute('aria-busy', 'true');

    await page.getByTestId('hall-tab-fav').click();
    await expect(page).toHaveURL(/\/pvp\?page=fav$/);
    await listReady(page);
    expect(await names(page)).toEqual([name, ...favouritesBefore.filter((n) => n !== name)]);

    // Removing it on the favourites tab takes it off the list.
    await page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`).getByTestId('game-card-favourite').click();
    for (let i = 0; i < 50 && (await page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`).count()) > 0; i += 1) await page.clock.runFor(100);
    await expect(page.locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`)).toHaveCount(0);
  });
});

test('screens of /rng and /pvp in light, dark and Thai', async ({ browser }, testInfo) => {
  test.setTimeout(180_000);
  for (const hall of ['rng', 'pvp'] as const) {
    for (const look of [{ theme: 'light', lang: 'en' }, { theme: 'dark', lang: 'en' }, { theme: 'light', lang: 'th' }] as const) {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
      const page = await context.newPage();
      await page.addInitScript(([theme, lang]) => {
        localStorage.setItem('region', 'NG');
        localStorage.setItem('theme', theme!);
        localStorage.setItem('lang', lang!);
      }, [look.theme, look.lang]);
      await page.goto(`/${hall}`);
      await expect(page.getByTestId('hall-list')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
      // The thumbnails are lazy: let the first ones arrive before the picture is taken.
      await expect.poll(() => page.getByTestId('game-thumb').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const name = `hall-${hall}-${look.theme}-${look.lang}`;
      await saveScreen(page, testInfo, `lobby/${name}`);
      await context.close();
    }
  }
});
