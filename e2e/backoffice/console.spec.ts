// The operator's console end to end: a finance staff member's first sign-in (enrolment with an
// authenticator: the test reads the secret from the enrolment screen and computes the code as
// an app would), the recovery codes saved, then a member's pending deposit approved from the
// money queue and credited.
import { expect, test } from '@playwright/test';
import type { Deposit } from '../../server/shared/wire/wallet';
import { AccountApi } from '../accounts/support';
import { logInApi, minor } from '../money/support';
import { signIn, type TestStaff } from './staff';

/** The seeded demo staff (server/db/seed): one per role, none enrolled yet. These two tests are
 * the only ones signing in as them; the others make their own staff (./staff). */
const seeded = (username: 'finance' | 'admin'): TestStaff => ({ username, password: 'Backoffice@2026!', role: username });

test('finance enrols at the first sign-in and approves a pending deposit from the money queue', async ({ page, request }) => {
  // A member tells of a bank transfer.
  const accountApi = new AccountApi(request);
  const member = await accountApi.register();
  const memberApi = await logInApi(request, accountApi, member.account, member.password);
  const before = minor((await memberApi.balance()).sumBalance);
  const pending = await memberApi.post<Deposit>('/api/wallet/deposits', { methodId: 1, amount: '2500.00', reference: `BO-${member.account}` });
  expect(pending.status).toBe('pending');

  await signIn(page, seeded('finance'));
  await expect(page.getByTestId('bo-who')).toContainText('Finance');
  // Finance's sections only: the money queue (where the console opens), players, adjustments, the review queues and the money settings.
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link')).toHaveText(['Money queue', 'Players', 'Pending adjustments', 'Activity applications', 'Points redemptions', 'Agents', 'Reports', 'Settings']);
  await expect(page).toHaveURL(/\/backoffice\/money$/);

  const row = page.getByTestId('bo-money-row').filter({ hasText: member.account });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Open the request of ${member.account}` }).click();
  const details = page.getByTestId('bo-money-details');
  await expect(details).toContainText(`BO-${member.account}`);
  await details.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('bo-money-notice')).toHaveText('Done. The queue is up to date.');
  await expect(row).toHaveCount(0);

  expect(minor((await memberApi.balance()).sumBalance)).toBe(before + 250_000);

  // Signing out returns to the sign-in; the page reloaded stays there.
  await page.getByTestId('bo-sign-out').click();
  await expect(page.getByTestId('bo-password-step')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('bo-password-step')).toBeVisible();
});

test("an admin finds the finance staff member's approval in the audit log, and sees only an admin's sections", async ({ page }) => {
  await signIn(page, seeded('admin'));
  const nav = page.getByRole('navigation', { name: 'Back office sections' });
  await expect(nav.getByRole('link')).not.toContainText(['Money queue']);
  await page.goto('/backoffice/audit?actor=staff%3Afinance&action=deposit.');
  const rows = page.getByRole('row').filter({ hasText: 'deposit.approve' });
  await expect(rows.first()).toBeVisible();
  // The money queue typed into the address is refused to an admin.
  await page.goto('/backoffice/money');
  await expect(page.getByRole('alert')).toContainText('You are not allowed to do this.');
});
