// axe on every route of the portal, as a visitor (popups included: /login, /register and
// /forget open theirs) and as a logged-in member, in the light and the dark theme: no
// serious or critical violation of WCAG 2 A and AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO } from '../accounts/support';
import { dismissNotice, memberPage } from '../money/support';
import { untilSettled } from '../screens';
import { ROUTES, VISITOR_IP } from '../support';

/** The serious and critical violations on the page as it is now, one line per element. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.slice(0, 300)));
}

/** Opens a route and waits until its content has settled (no spinner, no skeleton). */
async function settle(page: Page, route: string) {
  await page.goto(route);
  await expect(page.getByTestId('page-title')).toBeAttached();
  await dismissNotice(page);
  await untilSettled(page);
  // Colours are read as they rest: a heading still fading in has no contrast yet.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

// Each test has its own context and page, so the tests of this file may run on both workers at
// once; the routes go in groups so that no one test holds a worker for minutes.
test.describe.configure({ mode: 'parallel' });

const GROUP_SIZE = 9;
const routeGroups = Array.from({ length: Math.ceil(ROUTES.length / GROUP_SIZE) }, (_, i) => ROUTES.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE));

test('the route groups hold every route once', () => {
  expect(routeGroups.flat()).toEqual(ROUTES);
});

for (const theme of ['light', 'dark'] as const) for (const routes of routeGroups) {
  test(`every route as a visitor has no serious or critical axe violation in the ${theme} theme: ${routes.join(' ')}`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG }, reducedMotion: 'reduce' });
    await context.addInitScript((chosen) => {
      localStorage.setItem('region', 'NG');
      localStorage.setItem('lang', 'en');
      localStorage.setItem('theme', chosen);
    }, theme);
    const page = await context.newPage();
    const found: string[] = [];
    try {
      for (const route of routes) {
        await settle(page, route);
        found.push(...(await violations(page)).map((line) => `${route}: ${line}`));
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test(`the member's pages and centre have no serious or critical axe violation in the ${theme} theme`, async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const { context, page } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password, { theme });
    const found: string[] = [];
    try {
      for (const route of ['/', '/rng', '/lottery', '/promotions', '/vip', '/pointMall']) {
        await settle(page, route);
        found.push(...(await violations(page)).map((line) => `${route}: ${line}`));
      }
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
