// The portal at phone width (390x844): every control big enough to tap (WCAG 2.5.8, target
// size minimum) on the main routes, the popups and the member's wallet, the favourite heart
// clear of the game's name, and tab rows that show when they scroll. Screenshots of each view
// are kept in the test's output for a person to look at.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { DEMO } from '../accounts/support';
import { dismissNotice, memberPage } from '../money/support';
import { VISITOR_IP } from '../support';
import { smallTargets } from '../support/targetSize';
import { saveScreen } from '../screens';

const PHONE = { width: 390, height: 844 };
const MAIN_ROUTES = ['/', '/rng', '/live', '/lottery', '/promotions'];

test.use({ viewport: PHONE, extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem('region')) localStorage.setItem('region', 'NG');
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'en');
  });
});

/** Waits for the route's content (lists, banners) to arrive, then for motion to end. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `phone/${name}`, { fullPage: true });
}

test('main routes: every control is at least 24 px or spaced, in both themes', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  const found: Record<string, string[]> = {};
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme).catch(() => undefined);
    for (const route of MAIN_ROUTES) {
      await page.goto(route);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      await page.reload();
      await expect(page.getByTestId('site-header')).toBeVisible();
      await settle(page);
      await shoot(page, testInfo, `${route === '/' ? 'home' : route.slice(1)}-${theme}`);
      const small = await smallTargets(page);
      if (small.length > 0) found[`${route} ${theme}`] = small.map((s) => `${s.what} ${s.width}x${s.height}`);
    }
  }
  expect(found).toEqual({});
});

test('the login and register popups: every control is at least 24 px or spaced', async ({ page }, testInfo) => {
  const found: Record<string, string[]> = {};
  await page.goto('/');
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('loginPopupModal')).toBeVisible();
  await settle(page);
  await shoot(page, testInfo, 'login-popup');
  found.login = (await smallTargets(page)).map((s) => `${s.what} ${s.width}x${s.height}`);

  await page.goto('/');
  await page.getByTestId('header-register').click();
  await expect(page.getByTestId('registerModal')).toBeVisible();
  await settle(page);
  await shoot(page, testInfo, 'register-popup');
  found.register = (await smallTargets(page)).map((s) => `${s.what} ${s.width}x${s.height}`);
  expect(found).toEqual({ login: [], register: [] });
});

test("the member's wallet in the personal centre: every control is at least 24 px or spaced", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme: 'light' });
  try {
    await page.setViewportSize(PHONE);
    await page.goto('/?personal=transferFund');
    await dismissNotice(page);
    await expect(page.getByTestId('centre-page-transferFund')).toBeVisible();
    await settle(page);
    await shoot(page, testInfo, 'centre-wallet');
    expect((await smallTargets(page)).map((s) => `${s.what} ${s.width}x${s.height}`)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('the favourite heart leaves the picture, the name and the vendor clear', async ({ page }) => {
  await page.goto('/rng');
  const cards = page.getByTestId('game-card');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const overlaps = await cards.evaluateAll((list) =>
    list.slice(0, 8).flatMap((card) => {
      const heart = card.querySelector('[data-testid="game-card-favourite"]')!.getBoundingClientRect();
      const parts = ['.game-card__media', '[data-testid="game-card-name"]', '.game-card__meta > span'].flatMap((s) => [...card.querySelectorAll(s)]);
      return parts
        .filter((part) => {
          const box = part.getBoundingClientRect();
          return box.left < heart.right && heart.left < box.right && box.top < heart.bottom && heart.top < box.bottom;
        })
        .map((part) => `${card.getAttribute('data-node-id')}: ${part.className || part.getAttribute('data-testid')}`);
    }),
  );
  expect(overlaps).toEqual([]);
});

test('a tab row that does not fit fades at the end that hides more, and a row that fits does not', async ({ page }) => {
  await page.goto('/rng');
  const tabs = page.getByTestId('hall-tabs');
  await expect(page.getByTestId('game-card').first()).toBeVisible({ timeout: 30_000 });
  await expect(tabs).toBeVisible();
  const overflowing = await tabs.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(overflowing, 'the hall tabs overflow at 390 px').toBe(true);
  await expect(tabs).toHaveClass(/has-more-end/);
  await expect(tabs).not.toHaveClass(/has-more-start/);
  expect(await tabs.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
  // Scrolled to its end, the fade moves to the start.
  await tabs.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(tabs).toHaveClass(/has-more-start/);
  await expect(tabs).not.toHaveClass(/has-more-end/);

  // The header's game types scroll the same way.
  await expect(page.locator('.header-nav__list')).toHaveClass(/has-more-end/);

  // Wide enough for every tab: no fade.
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(tabs).not.toHaveClass(/has-more-(start|end)/);
  expect(await tabs.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
});
