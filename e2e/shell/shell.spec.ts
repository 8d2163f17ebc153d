// The portal shell in the real page: every route of spec section 2, header and footer
// rules, theme and language persistence, the region modal and merchant switch.
import { expect, test, type Page } from '@playwright/test';
import { bannerGroupFor, isNavHidden } from '../../src/app/routeRules';
import { ROUTES, VISITOR_IP } from '../support';


/** A returning visitor from Nigeria who already chose a region: no region modal. */
async function returningVisitor(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('region')) localStorage.setItem('region', 'NG');
  });
}

test.describe('shell routes', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });
  test.beforeEach(async ({ page }) => returningVisitor(page));

  for (const route of ROUTES) {
    test(`[SHELL-02][SHELL-03][SHELL-04][SHELL-05][SHELL-06][SHELL-07][SHELL-08][SHELL-09][SHELL-10][SHELL-11][SHELL-12][SHELL-13][SHELL-14][SHELL-15][SHELL-16][SHELL-17][SHELL-19][SHELL-20][SHELL-21][SHELL-22][SHELL-23] ${route} loads the app with its heading and banners`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('page-title')).toBeAttached();
      const pathname = new URL(route, 'http://x').pathname;
      const group = bannerGroupFor(pathname);
      if (group) await expect(page.getByTestId('banner-area')).toHaveAttribute('data-group', group);
      if (pathname === '/helpmc') {
        await expect(page.getByTestId('site-header')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('site-header')).toBeVisible();
        await expect(page.getByTestId('site-footer')).toBeVisible();
        await expect(page.getByTestId('header-nav')).toHaveCount(isNavHidden(pathname) ? 0 : 1);
      }
      expect(errors).toEqual([]);
    });
  }

  test('[SHELL-25] header navigation is hidden on /seamless and /lottery only', async ({ page }) => {
    await page.goto('/seamless');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('header-nav')).toHaveCount(0);
    await page.goto('/lottery');
    await expect(page.getByTestId('header-nav')).toHaveCount(0);
    await page.goto('/vnlottery');
    await expect(page.getByTestId('header-nav')).toBeVisible();
  });

  test('[SHELL-24] footer category links go to /{gametype lowercased}', async ({ page }) => {
    await page.goto('/');
    const links = page.getByTestId('footer-categories').getByRole('link');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(9);
    for (const href of hrefs) expect(href).toMatch(/^\/[a-z]+$/);
    expect(hrefs).toEqual(expect.arrayContaining(['/live', '/rng', '/sports', '/esports', '/fish', '/pvp', '/cockfight']));
    await links.filter({ hasText: /fishing/i }).first().click();
    await expect(page).toHaveURL(/\/fish$/);
    await expect(page.getByTestId('banner-area')).toHaveAttribute('data-group', 'w_fish');
  });

  test('[SHELL-18][SHELL-26][SHELL-27] a hash scrolls to its section, a plain route to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 600 });
    await page.goto('/help#terms');
    const terms = page.locator('#terms');
    await expect(terms).toBeInViewport();
    await page.goto('/help');
    await page.mouse.wheel(0, 2000);
    await page.getByTestId('footer-categories').getByRole('link').first().click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('[SHELL-24] the header menu lists game types with at most 11 vendor icons and a more link', async ({ page }) => {
    await page.goto('/');
    const rng = page.getByTestId('nav-rng');
    await rng.hover();
    const dropdown = page.getByTestId('nav-dropdown-rng');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByTestId('nav-vendor')).toHaveCount(11);
    await expect(dropdown.getByTestId('nav-more')).toBeVisible();
  });
});

test.describe('preferences persist across reload', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });
  test.beforeEach(async ({ page }) => returningVisitor(page));

  test('[SHELL-01] theme: light by default, dark after the switch, still dark after reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByTestId('theme-switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('[SHELL-01][SESSION-02] language: chosen from the hover menu, kept in lang with the previous one in hisLang, kept after reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const englishTitle = await page.getByTestId('nav-home').textContent();
    await page.getByTestId('language-button').hover();
    await page.getByTestId('language-option-vi').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('nav-home')).not.toHaveText(englishTitle!);
    expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual(['vi', 'en']);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByTestId('nav-home')).not.toHaveText(englishTitle!);
  });
});

test.describe('region modal', () => {
  test('[SESSION-02][SESSION-39][SESSION-40][SESSION-41] a first visit without a country opens it; choosing Australia switches merchant and language', async ({ page }) => {
    // No X-Forwarded-For: a loopback visitor has no country code, so the modal must ask.
    await page.goto('/promotions');
    await expect(page.getByTestId('region-modal')).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('probe', 'kept until a merchant switch'));
    await page.getByTestId('region-option-AU-en').click();
    await page.getByTestId('region-submit').click();
    await expect(page.getByTestId('region-modal')).toHaveCount(0);
    // The switch stores the merchant code, clears session storage and reloads to /.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('merchantCode'))).toBe('AU');
    const stored = await page.evaluate(() => ({
      probe: sessionStorage.getItem('probe'),
      merchantCode: localStorage.getItem('merchantCode'),
      currency: localStorage.getItem('merchant_currency'),
      lang: localStorage.getItem('lang'),
      theme: localStorage.getItem('theme') ?? 'light',
    }));
    expect(stored).toEqual({ probe: null, merchantCode: 'AU', currency: 'AUD', lang: 'en', theme: 'light' });
    await expect(page.getByTestId('region-button')).toContainText('AU');
    await page.reload();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('region-modal')).toHaveCount(0);
  });

  test('[SESSION-38] keeping the merchant already chosen switches nothing: no reload, session storage kept', async ({ page }) => {
    await page.goto('/promotions');
    await expect(page.getByTestId('region-modal')).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('probe', 'kept'));
    await page.getByTestId('region-option-NG-en').click();
    await page.getByTestId('region-submit').click();
    await expect(page.getByTestId('region-modal')).toHaveCount(0);
    await expect(page).toHaveURL(/\/promotions$/);
    expect(await page.evaluate(() => sessionStorage.getItem('probe'))).toBe('kept');
  });

  test('a visitor from an allowed country is not asked', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.getByTestId('region-modal')).toHaveCount(0);
    await context.close();
  });
});

test.describe('notices and dialogs', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });
  test.beforeEach(async ({ page }) => returningVisitor(page));

  test('the notice bar opens the notice modal, which closes on Escape', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('notice-bar-item').first()).toBeAttached();
    await page.getByTestId('notice-bar-open').click();
    await expect(page.getByTestId('notice-modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('notice-modal')).toHaveCount(0);
  });

  test('the left floating button shows the updating dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('updating-button').click();
    await expect(page.getByTestId('updating-dialog')).toBeVisible();
    // Escape is the dialog's once it has taken the focus (it arrives in its own chunk).
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid="updating-dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('updating-dialog')).toHaveCount(0);
  });

  test('banner dots pick a slide and the carousel advances on its own every 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const slides = page.getByTestId('banner-slide');
    await expect(slides.first()).toBeVisible();
    const dots = page.getByTestId('banner-dot');
    await expect(dots).toHaveCount(3);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    // Hover and focus pause the carousel: leave it, as a reader who moves on would.
    await page.mouse.move(5, 890);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(5000);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  });
});
