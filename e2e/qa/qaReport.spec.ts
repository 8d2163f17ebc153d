// The QA report (npm run qa:report) as QA opens it: a file in Chromium, every machine
// listed with its numbers, every link leading somewhere, each machine's page with its
// diagram drawn, its paths, its expectations and its mutants linked to their lines.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { QA_DIR, writeQaReport } from '../../test/model/qaReport';
import { machineNames } from '../../test/model/registry';

const url = (file: string) => pathToFileURL(join(QA_DIR, file)).href;

test.describe('the QA report', () => {
  test.describe.configure({ timeout: 240_000 });
  let listed: string[] = [];

  test.beforeAll(async () => {
    listed = await writeQaReport();
  });

  test('lists every machine, and every link of the page leads to a file that exists', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url('index.html'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/QA report/);
    const rows = page.getByTestId('machines').locator('tbody tr');
    await expect(rows).toHaveCount(machineNames().length);
    expect(listed.sort()).toEqual(machineNames().sort());
    for (const name of machineNames()) await expect(page.locator(`tr[data-machine="${name}"] a`)).toHaveAttribute('href', `${name}.html`);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) expect(existsSync(new URL(href.split('#')[0]!)), href).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a machine page draws its diagram, shows its paths and expectations, and leads back', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(url('index.html'));
    await page.locator('tr[data-machine="systemStatus"] a').click();
    await expect(page).toHaveURL(/systemStatus\.html$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('systemStatus');
    // Mermaid turns the diagram's text into a picture with a node per state.
    await expect(page.getByTestId('diagram').locator('svg')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('diagram').locator('svg')).toContainText('regionBlocked');
    await expect(page.locator('#paths ~ details').first()).toBeAttached();
    await page.locator('details').filter({ hasText: 'loading —error: fetchStatus→ failed' }).first().locator('summary').click();
    await expect(page.locator('details[open] ol.steps li').first()).toContainText('loading');
    await expect(page.locator('#context + table')).toContainText('retries');
    await expect(page.locator('#delays + table')).toContainText('retryDelay');
    await expect(page.locator('#failures + table')).toContainText('fetchStatus');
    await page.getByRole('link', { name: '← all machines' }).click();
    await expect(page).toHaveURL(/index\.html$/);
    expect(errors).toEqual([]);
  });

  test('a surviving mutant links to its line in the machine\'s source', async ({ page }) => {
    await page.goto(url('index.html'));
    const row = page.locator('tr[data-machine]:not([data-survivors="0"])').first();
    if ((await row.count()) > 0) {
      const name = (await row.getAttribute('data-machine'))!;
      await row.locator('a').click();
      const survivor = page.locator('a.survivor').first();
      const line = (await survivor.getAttribute('href'))!;
      await survivor.click();
      await expect(page).toHaveURL(new RegExp(`${name}\\.html${line}$`));
      await expect(page.locator(line)).toHaveClass(/hit/);
      return;
    }
    // No machine has a survivor: the source is still shown with its line anchors.
    await page.goto(url('systemStatus.html#L1'));
    await expect(page.locator('#L1')).toBeAttached();
  });
});
