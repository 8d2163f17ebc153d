// Identity checks (KYC) from both sides (issue 17, docs/player-protection.md): the merchant's rules
// make a withdrawal wait for the basic level; a fresh member with a balance is refused one and told
// why, with the way to the verification page; there they send their details and an identity
// document; in the console a risk staff member is told another reviewer approved the details first,
// and approves the document (with the birth date printed on it); the member then withdraws. The rules are put back afterwards. Screenshots of the
// verification page (English light and dark, Arabic right to left) and of the console's review page
// (light and dark) go to test-results/screens/identity/.
import { expect, test, type Page } from '@playwright/test';
import type { IdentityRulesWire } from '../../server/shared/wire/identity';
import { AccountApi } from '../accounts/support';
import { dismissNotice, memberPage, OperatorApi, PAYMENT_PASSWORD } from '../money/support';
import { newStaff, signIn } from '../backoffice/staff';
import { identityCardPng } from './documentImage';
import { saveScreen } from '../screens';

const MERCHANT = 'NG';
// Only withdrawals above this wait for a level, so other specs' smaller withdrawals on the same
// merchant (run side by side) are not refused while this one runs.
const RULES = { merchantCode: MERCHANT, anyWithdrawal: null, withdrawalAbove: { amount: '3000.00', tier: 'basic' }, depositedAbove: null };
const BIRTH_DATE = '1990-04-02';
const PNG = identityCardPng();

async function shoot(page: Page, name: string) {
  await saveScreen(page, test.info(), `identity/${name}`, { fullPage: true });
}

let before: IdentityRulesWire | null = null;

test.afterAll(async ({ request }) => {
  if (!before) return;
  await new OperatorApi(request).put('/api/operator/identity/rules', { merchantCode: MERCHANT, ...before });
});

test('[KYC] a withdrawal waits for identity checks: the member sends details and a document, risk staff approve them in the console, the member withdraws', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const operator = new OperatorApi(request);
  before = await operator.get<IdentityRulesWire>(`/api/operator/identity/rules?merchantCode=${MERCHANT}`);
  await operator.put('/api/operator/identity/rules', RULES);

  const registered = await new AccountApi(request).register();
  await operator.post('/api/operator/adjustments', { merchantCode: MERCHANT, account: registered.account, direction: 'credit', amount: '5000.00' });
  const member = await memberPage(browser, baseURL!, registered.account, registered.password);
  const staffContext = await browser.newContext({ baseURL });
  const staffPage = await staffContext.newPage();
  await staffPage.addInitScript(() => localStorage.setItem('lang', 'en'));
  const risk = await newStaff(request, 'risk');
  try {
    // The member: payment password and bank account, then a withdrawal above the rule's amount.
    const page = member.page;
    await page.goto('/?personal=withdraw');
    await dismissNotice(page);
    await page.getByTestId('withdraw-paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-confirmPaymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-password-submit').click();
    await page.getByTestId('withdraw-bankName').fill('Zenith Demo Bank');
    await page.getByTestId('withdraw-accountName').fill('Ada Verified');
    await page.getByTestId('withdraw-accountNumber').fill('0123456789');
    await page.getByTestId('withdraw-bank-submit').click();
    await expect(page.getByTestId('withdraw-bank')).toHaveCount(1);
    await page.getByTestId('withdraw-amount').fill('3500');
    await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    const needed = page.getByTestId('withdraw-identity-needed');
    await expect(needed).toHaveAttribute('data-code', 'identity_required');
    await expect(needed).toContainText('This withdrawal needs the Basic level of identity verification; yours is Not verified.');

    // To the verification page: the level, the rule, and the details form.
    await needed.getByRole('button', { name: 'Verify my identity' }).click();
    await expect(page.getByTestId('centre-page-verification')).toBeVisible();
    await expect(page.getByTestId('identity-tier')).toHaveAttribute('data-tier', 'unverified');
    await expect(page.getByTestId('identity-rules')).toContainText('A withdrawal above ₦3,000.00 needs the Basic level.');
    const details = page.getByTestId('identity-details-form');
    await shoot(page, 'verification-en-light');
    await details.getByTestId('identity-details-submit').click();
    await expect(page.getByTestId('identity-full-name-field')).toContainText('Fill in this field.');
    await details.getByTestId('identity-full-name').fill('Ada Verified');
    await details.getByTestId('identity-birth-date').fill(BIRTH_DATE);
    await details.getByTestId('identity-address').fill('12 Marina Road, Lagos');
    await details.getByTestId('identity-details-submit').click();
    await expect(page.getByTestId('identity-details-state')).toHaveAttribute('data-state', 'pending');

    // An identity document: a file of a type refused is left out as it is picked; the png is sent.
    const upload = page.getByTestId('identity-upload-identity_document');
    await upload.getByTestId('identity-upload-identity_document-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
    await expect(upload.getByTestId('identity-upload-identity_document-problem')).toHaveText('notes.txt was not added: only png, jpg or pdf');
    await upload.getByTestId('identity-upload-identity_document-input').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
    await expect(upload.getByTestId('identity-upload-identity_document-item')).toHaveCount(1);
    await upload.getByTestId('identity-upload-identity_document-send').click();
    await expect(page.getByTestId('identity-identity_document-state')).toHaveAttribute('data-state', 'pending');

    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await dismissNotice(page);
    await expect(page.getByTestId('identity-tier')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await shoot(page, 'verification-en-dark');

    // Risk staff: the identity section is in their navigation; the member's details and document wait there.
    await signIn(staffPage, risk);
    const nav = staffPage.getByRole('navigation', { name: 'Back office sections' });
    await expect(nav.getByRole('link')).toHaveText(['Players', 'Identity checks', 'Audit log', 'Settings']);
    await nav.getByRole('link', { name: 'Identity checks' }).click();
    const rows = staffPage.getByTestId('bo-identity-row').filter({ hasText: registered.account });
    await expect(rows).toHaveCount(2);
    await rows.filter({ hasText: 'Details' }).getByRole('button', { name: `Open the request of ${registered.account}` }).click();
    const panel = staffPage.getByTestId('bo-identity-details');
    await expect(panel.getByTestId('bo-identity-birth-date')).toHaveText(BIRTH_DATE);
    // Another reviewer (a tool with the operator key) approves it first: only one decision holds,
    // and this staff member is told so while the queue reloads without it.
    const detailsId = await panel.getAttribute('data-id');
    await operator.post(`/api/operator/identity/reviews/${detailsId}/decision`, { decision: 'approve' });
    await panel.getByRole('button', { name: 'Approve' }).click();
    await expect(staffPage.getByTestId('bo-identity-notice')).toHaveAttribute('data-notice', 'decidedElsewhere');
    await expect(rows).toHaveCount(1);

    // The document: shown inline (fetched with the staff token); approving needs the birth date on it.
    await rows.getByRole('button', { name: `Open the request of ${registered.account}` }).click();
    await expect(panel.getByTestId('bo-identity-file').locator('img')).toBeVisible();
    await expect(panel.getByTestId('bo-identity-given-birth-date')).toHaveText(BIRTH_DATE);
    await shoot(staffPage, 'console-review-en-light');
    await staffPage.evaluate(() => localStorage.setItem('theme', 'dark'));
    await staffPage.reload();
    await expect(staffPage.locator('html')).toHaveAttribute('data-theme', 'dark');
    await rows.getByRole('button', { name: `Open the request of ${registered.account}` }).click();
    await expect(panel.getByTestId('bo-identity-file').locator('img')).toBeVisible();
    await shoot(staffPage, 'console-review-en-dark');
    await panel.getByRole('button', { name: 'Approve' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Type the birth date printed on the document to approve it.');
    await panel.getByTestId('bo-decision-birth-date').fill(BIRTH_DATE);
    await panel.getByRole('button', { name: 'Approve' }).click();
    await expect(staffPage.getByTestId('bo-identity-notice')).toHaveText('Done. The queue is up to date.');
    await expect(rows).toHaveCount(0);

    // The member: basic level now, and the withdrawal goes through.
    await page.reload();
    await dismissNotice(page);
    await expect(page.getByTestId('identity-tier')).toHaveAttribute('data-tier', 'basic');
    await expect(page.getByTestId('identity-details-state')).toHaveAttribute('data-state', 'approved');
    await page.goto('/?personal=withdraw');
    await dismissNotice(page);
    await page.getByTestId('withdraw-amount').fill('3500');
    await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-success')).toBeVisible();

    // The verification page right to left.
    await page.addInitScript(() => localStorage.setItem('lang', 'ar'));
    await page.goto('/?personal=verification');
    await dismissNotice(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('identity-tier')).toBeVisible();
    await shoot(page, 'verification-ar-dark');
  } finally {
    await staffContext.close();
    await member.context.close();
  }
});
