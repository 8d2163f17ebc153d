// The reports in the console end to end: a finance member of staff (reports.read) opens the
// reports after a member's deposit was approved today, sees today's figures as a chart and a
// table, and downloads the CSV, whose contents are the report the server gives for the range.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { REPORT_CSV_COLUMNS, type DailyReport } from '../../server/shared/wire/backofficeReports';
import type { Deposit } from '../../server/shared/wire/wallet';
import { AccountApi } from '../accounts/support';
import { logInApi, OperatorApi } from '../money/support';
import { newStaff, signIn } from './staff';

/** Serious and critical WCAG 2.1 A/AA violations on the reports page, one line per element. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[data-testid="bo-reports"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('finance opens the reports, sees the chart of today’s deposit and downloads the CSV', async ({ page, request }) => {
  // A member's deposit approved today: money in today's report.
  const accountApi = new AccountApi(request);
  const member = await accountApi.register();
  const memberApi = await logInApi(request, accountApi, member.account, member.password);
  const operator = new OperatorApi(request);
  const pending = await memberApi.post<Deposit>('/api/wallet/deposits', { methodId: 1, amount: '2500.00', reference: `REP-${member.account}` });
  await operator.post(`/api/operator/deposits/${pending.id}/approve`);

  await signIn(page, await newStaff(request, 'finance'));
  await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/backoffice\/reports$/);

  // The last 7 days of the default merchant up to its today, today's row holding the deposit.
  const range = page.getByTestId('bo-report-range');
  await expect(range).toContainText('Merchant NG');
  const expected = await operator.get<DailyReport>('/api/operator/reports/daily');
  const today = expected.rows.at(-1)!;
  expect(Number(today.deposits)).toBeGreaterThanOrEqual(2500);
  expect(today.registrations).toBeGreaterThanOrEqual(1);

  const chart = page.getByRole('img', { name: 'Deposits and withdrawals' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).toHaveCount(2 * expected.rows.length);
  await expect(chart.locator('rect').nth(2 * (expected.rows.length - 1))).toHaveAttribute('data-value', String(Number(today.deposits)));
  await expect(page.getByTestId('bo-report-row')).toHaveCount(expected.rows.length);
  await expect(page.getByTestId('bo-report-row').last()).toHaveAttribute('data-day', today.day);

  // The CSV comes with the staff token (fetched, then saved): the same rows and the totals.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`report-NG-${expected.from}-${expected.to}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\r\n').map((line) => line.split(','));
  expect(lines[0]).toEqual(REPORT_CSV_COLUMNS);
  expect(lines.map((line) => line[0])).toEqual(['day', ...expected.rows.map((row) => row.day), 'total']);
  const column = (name: string) => REPORT_CSV_COLUMNS.indexOf(name as (typeof REPORT_CSV_COLUMNS)[number]);
  expect(Number(lines.at(-2)![column('deposits')])).toBeGreaterThanOrEqual(2500);
  expect(lines.at(-1)![column('deposits')]).toBe(expected.totals.deposits);

  // Readable in both themes: no serious contrast or naming problem, and the bars take the dark theme's colours.
  expect(await violations(page)).toEqual([]);
  const lightFill = await chart.locator('rect').first().evaluate((rect) => getComputedStyle(rect).fill);
  await page.getByTestId('bo-theme').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => chart.locator('rect').first().evaluate((rect) => getComputedStyle(rect).fill)).not.toBe(lightFill);
  expect(await violations(page)).toEqual([]);
});
