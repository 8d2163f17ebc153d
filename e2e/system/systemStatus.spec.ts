// System-status journeys generated from the systemStatus machine's paths and replayed in
// the real page against the real server: actor outcomes become real answers (the data is
// set through the operator API before the held status request is let through; a network
// failure is an aborted request), delays become `page.clock.runFor`, events are what a
// person does (Retry button; coming back to the tab). Every state key has an assertion.
import { expect, test, type Page, type Route } from '@playwright/test';
import type { SystemStatus } from '../../src/api/system';
import { modelPaths, type PlainStep } from '../../test/model/paths';
import { resetSystem, setSystem, VISITOR_IP } from '../support';

const model = await modelPaths('systemStatus');

/** Status requests held until the path says how the server answers them. */
class HeldStatusCalls {
  private routes: Route[] = [];
  async attach(page: Page) {
    // Matched by path: the call carries the page's host as a query (STATUS-15).
    await page.route((url) => url.pathname === '/api/system/status', (route) => {
      this.routes.push(route);
    });
  }
  async next(): Promise<Route> {
    await expect.poll(() => this.routes.length, { message: 'a status request is pending' }).toBeGreaterThan(0);
    return this.routes.shift()!;
  }
}

/** Makes the real server answer with the fixture's status (for this visitor from Nigeria). */
async function serveStatus(page: Page, status: SystemStatus) {
  const request = page.request;
  if (status.status === 1) {
    const m = status.maintenance!;
    await setSystem(request, { merchantCode: 'NG', restrictedCountries: [], maintenance: { enabled: true, title: m.title, info: m.info, endTime: m.endTime ?? null } });
  } else if (status.status === 2) {
    await setSystem(request, { merchantCode: 'NG', maintenance: null, restrictedCountries: ['NG'], regionInfo: status.regionRestriction!.info });
  } else {
    await resetSystem(request);
  }
}

/** What the visitor must see in each state of the machine; the last answer decides the details. */
function assertions(last: { status: SystemStatus | null }): Record<string, (page: Page) => Promise<void>> {
  const normal = async (page: Page) => {
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    await expect(page.getByTestId('region-block-page')).toHaveCount(0);
  };
  const maintenance = async (page: Page) => {
    const m = last.status!.maintenance!;
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-title')).toHaveText(m.title);
    await expect(page.getByTestId('maintenance-info')).toContainText(m.info);
    await expect(page.getByTestId('maintenance-end-time')).toHaveCount(m.endTime ? 1 : 0);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  };
  const regionBlocked = async (page: Page) => {
    await expect(page.getByTestId('region-block-page')).toBeVisible();
    await expect(page.getByTestId('region-block-ip')).toContainText(VISITOR_IP.NG);
    await expect(page.getByTestId('region-block-info')).toContainText(last.status!.regionRestriction!.info);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  };
  return {
    loading: async (page) => expect(page.getByTestId('system-loading')).toBeVisible(),
    failed: async (page) => {
      await expect(page.getByTestId('system-failed')).toBeVisible();
      await expect(page.getByTestId('system-retry')).toBeEnabled();
    },
    normal,
    maintenance,
    regionBlocked,
    'refreshing [status=0]': normal,
    'refreshing [status=1]': maintenance,
    'refreshing [status=2]': regionBlocked,
  };
}

test.describe('[STATUS-01][STATUS-02][STATUS-03] system status in the real page, every path of the machine', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': VISITOR_IP.NG } });

  test('every reachable state has a page assertion', () => {
    expect(model.assertionProblems(assertions({ status: null }))).toEqual([]);
  });

  test.afterEach(async ({ request }) => resetSystem(request));

  for (const path of model.paths) {
    test(`${path.kind}: ${path.title}`, async ({ page }) => {
      const last: { status: SystemStatus | null } = { status: null };
      const check = assertions(last);
      const held = new HeldStatusCalls();
      await page.addInitScript(() => localStorage.setItem('region', 'NG'));
      await page.clock.install();
      await held.attach(page);
      await page.goto('/');

      for (const step of path.steps) {
        await perform(page, step, held, last);
        const assert = check[step.state];
        if (!assert) throw new Error(`no page assertion for state ${step.state}`);
        await test.step(`${step.label} → ${step.state}`, () => assert(page));
      }
      expect(path.steps.at(-1)!.state).toBe(path.ends);
    });
  }
});

async function perform(page: Page, step: PlainStep, held: HeldStatusCalls, last: { status: SystemStatus | null }) {
  switch (step.kind) {
    case 'init':
    case 'always':
    case 'doneState':
      return;
    case 'done': {
      const status = (step.event as unknown as { output: SystemStatus }).output;
      const route = await held.next();
      await serveStatus(page, status);
      last.status = status;
      await route.continue();
      return;
    }
    case 'error':
      await (await held.next()).abort('failed');
      return;
    case 'after':
      await page.clock.runFor(step.ms!);
      return;
    case 'event':
      if (step.event.type === 'RETRY') await page.getByTestId('system-retry').click();
      else if (step.event.type === 'REFRESH') await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      else throw new Error(`no way to send ${step.event.type} through the page`);
      return;
  }
}
