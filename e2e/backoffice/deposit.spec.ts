// A deposit from both sides at once: a new member, in the portal, deposits by bank transfer with
// a receipt; a finance staff member, in the console in another browser context, sees the receipt
// and approves it; the member's header balance and inbox follow.
import { expect, test } from '@playwright/test';
import { AccountApi } from '../accounts/support';
import { dismissNotice, expectHeaderBalance, memberPage, minor, openCentrePage, receiptFile, refreshCentre } from '../money/support';
import { newStaff, signIn } from './staff';

test('[WALLET-14] a member deposits with a receipt, finance approves it in the console, and the member sees the balance and the inbox message', async ({ browser, request }, testInfo) => {
  const member = await new AccountApi(request).register();
  const portal = await memberPage(browser, testInfo.project.use.baseURL!, member.account, member.password);
  const console_ = await browser.newContext({ baseURL: testInfo.project.use.baseURL! });
  try {
    const { page } = portal;
    await page.goto('/?personal=depositv2');
    await dismissNotice(page);
    await expect(page.getByTestId('centre-page-depositv2')).toBeVisible();
    const before = minor((await portal.member.balance()).sumBalance);
    await expectHeaderBalance(page, before);

    const reference = `BO2-${Date.now().toString(36).toUpperCase()}`;
    await page.getByTestId('deposit-method-1').click();
    await page.getByTestId('deposit-amount').fill('1200');
    await page.getByTestId('deposit-reference').fill(reference);
    await page.getByTestId('deposit-proofs-input').setInputFiles(receiptFile('bank-receipt.png'));
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-success')).toContainText(reference);

    // Finance, in the console: the request with its receipt, approved.
    const staffPage = await console_.newPage();
    await signIn(staffPage, await newStaff(request, 'finance'));
    const row = staffPage.getByTestId('bo-money-row').filter({ hasText: member.account });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Open the request of ${member.account}` }).click();
    const details = staffPage.getByTestId('bo-money-details');
    await expect(details).toContainText(reference);
    const proof = details.getByTestId('bo-proof');
    await expect(proof).toHaveCount(1);
    // The receipt is the member's image, loaded with the staff token.
    await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await details.getByRole('button', { name: 'Approve' }).click();
    await expect(staffPage.getByTestId('bo-money-notice')).toHaveText('Done. The queue is up to date.');

    // The member: the balance in the header, then the message in the inbox.
    await refreshCentre(page);
    await expectHeaderBalance(page, before + 120_000, 'the approved deposit is in the header balance');
    await openCentrePage(page, 'messageV2');
    const message = page.getByTestId('inbox-list').locator('li').first();
    await expect(message).toContainText('Deposit approved');
    await expect(message).toContainText('Your deposit of ₦1,200.00 was credited to your main wallet.');
    await openCentrePage(page, 'depositv2');
    await expect(page.getByTestId('deposit-row').filter({ hasText: reference })).toHaveAttribute('data-status', 'approved');
  } finally {
    await portal.context.close();
    await console_.close();
  }
});
