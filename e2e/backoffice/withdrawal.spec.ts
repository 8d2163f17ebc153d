// A withdrawal from both sides: a member asks for one in the portal (payment password and bank
// account set first); a finance staff member signed in to the console finds it in the money
// queue and marks it paid; the member's withdrawal then asks to confirm the money arrived
// (machines/withdrawalConfirmation.machine.ts) and the member confirms receipt.
import { expect, test } from '@playwright/test';
import type { Withdrawal } from '../../server/shared/wire/wallet';
import { AccountApi } from '../accounts/support';
import { dismissNotice, memberPage, OperatorApi, PAYMENT_PASSWORD } from '../money/support';
import { newStaff, signIn } from './staff';

test('[WALLET-15][WALLET-31] a member asks for a withdrawal, finance marks it paid in the console, the member confirms receipt', async ({ browser, baseURL, request }) => {
  const registered = await new AccountApi(request).register();
  await new OperatorApi(request).post('/api/operator/adjustments', { merchantCode: 'NG', account: registered.account, direction: 'credit', amount: '5000.00' });
  const member = await memberPage(browser, baseURL!, registered.account, registered.password);
  const staffContext = await browser.newContext({ baseURL });
  const finance = { page: await staffContext.newPage(), close: () => staffContext.close() };
  await finance.page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await signIn(finance.page, await newStaff(request, 'finance'));
  try {
    // The member: payment password, a bank account, then the withdrawal.
    const page = member.page;
    await page.goto('/?personal=withdraw');
    await dismissNotice(page);
    await expect(page.getByTestId('withdraw-password-form')).toBeVisible();
    await page.getByTestId('withdraw-paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-confirmPaymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-password-submit').click();
    await expect(page.getByTestId('withdraw-needs-bank')).toBeVisible();
    await page.getByTestId('withdraw-bankName').fill('Zenith Demo Bank');
    await page.getByTestId('withdraw-accountName').fill('Withdrawal Member');
    await page.getByTestId('withdraw-accountNumber').fill('0123456789');
    await page.getByTestId('withdraw-bank-submit').click();
    await expect(page.getByTestId('withdraw-bank')).toHaveCount(1);
    await page.getByTestId('withdraw-amount').fill('1000');
    await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-success')).toBeVisible();
    const card = page.getByTestId('withdrawal-card').first();
    const id = (await card.getAttribute('data-id'))!;
    await expect(card.getByTestId('withdrawal-status')).toHaveText('Waiting for payout');

    // Finance: the request is in the money queue, with the member's bank account; marked paid.
    await expect(finance.page).toHaveURL(/\/backoffice\/money$/);
    // The console opened before the request: reloading the queue brings it.
    await finance.page.getByRole('button', { name: 'Reload' }).click();
    const row = finance.page.locator(`[data-testid="bo-money-row"][data-kind="withdrawal"][data-id="${id}"]`);
    await expect(row).toContainText(registered.account);
    await row.getByRole('button', { name: `Open the request of ${registered.account}` }).click();
    const details = finance.page.getByTestId('bo-money-details');
    await expect(details.getByTestId('bo-bank')).toContainText('Zenith Demo Bank, Withdrawal Member, ******6789');
    // Finance pays to the full number, shown on request (each view audited: e2e/backoffice/risk.spec.ts).
    await details.getByTestId('bo-bank-show').click();
    await expect(details.getByTestId('bo-bank-full')).toHaveText('0123456789');
    await details.getByRole('button', { name: 'Mark paid' }).click();
    await expect(finance.page.getByTestId('bo-money-notice')).toHaveText('Done. The queue is up to date.');
    // It stays in the queue, waiting for the member's answer.
    await expect(row).toContainText('Paid, awaiting the member');

    // The member is asked to confirm, and confirms the money arrived.
    await card.getByTestId('withdrawal-refresh').click();
    await expect(card.getByTestId('withdrawal-status')).toHaveText('Paid — please confirm');
    await card.getByTestId('withdrawal-received').click();
    await expect(card.getByTestId('withdrawal-status')).toHaveText('Received');
    await expect(card.getByTestId('withdrawal-received-note')).toHaveText('You confirmed that you received the money.');
    expect(await member.member.get<Withdrawal>(`/api/wallet/withdrawals/${id}`)).toMatchObject({ status: 'received', forced: false });
  } finally {
    await finance.close();
    await member.context.close();
  }
});
