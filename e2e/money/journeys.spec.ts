// The money journeys of the personal centre end to end, as the demo member does them in
// one sitting: open the centre from the member menu, move money between wallets, deposit
// with a receipt (the operator approves it), withdraw and confirm (received, not received
// with proof, and closed by the deadline job on a matched payout), read the records, claim
// the reward. Each step checks what the member sees against what the server holds; the
// amounts are relative, since other specs share the demo member.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { AccountApi, DEMO } from '../accounts/support';
import {
  currentSwitches,
  dismissNotice,
  expectHeaderBalance,
  headerBalance,
  logInApi,
  memberPage,
  minor,
  naira,
  NAIRA_FORMAT,
  openCentrePage,
  openMemberMenu,
  OperatorApi,
  PAYMENT_PASSWORD,
  receiptFile,
  receiptPng,
  refreshCentre,
  type MemberApi,
} from './support';
import type { Page as ListPage } from '../../server/shared/wire/common';
import type { Deposit, Withdrawal } from '../../server/shared/wire/wallet';
import type { ConfirmationsClosed, WalletQueue } from '../../server/shared/wire/operatorMoney';

/** The menu of the centre in the spec's order; manual rebate follows while MANPLAYREB3 is on (off in the demo data). */
const MENU = [
  'My account',
  'Responsible gaming',
  'Identity verification',
  'My wallet',
  'Deposit',
  'Withdrawal',
  'Transfer to upline',
  'Betting record',
  'Account record',
  'Profit and loss',
  'Bonus details',
  'Reward center',
  'Invite friends',
  'Mission activity',
  'Platform information',
];

test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
let demo: MemberApi;
let operator: OperatorApi;
/** What the steps did, for the records step to find. */
const done = { depositReference: '', depositAmount: 0, refunded: 0 };

test.beforeAll(async ({ browser }, testInfo) => {
  ({ context, page, member: demo } = await memberPage(browser, testInfo.project.use.baseURL!, DEMO.member.account, DEMO.member.password));
  operator = new OperatorApi(context.request);
});

test.afterAll(async () => {
  await context?.close();
});

/** The member's total as the server has it; the header must show the same. */
async function serverTotal(): Promise<number> {
  const total = minor((await demo.balance()).sumBalance);
  await expectHeaderBalance(page, total, 'the header shows the server balance');
  return total;
}

/** Shows a page of the centre: from its left menu when the centre is open, else by its address. */
async function showCentrePage(pageId: string) {
  if (await page.getByTestId('personal-centre').isVisible()) await openCentrePage(page, pageId);
  else {
    await page.goto(`/?personal=${pageId}`);
    await dismissNotice(page);
    await expect(page.getByTestId(`centre-page-${pageId}`)).toBeVisible();
  }
}

/** The withdrawal page ready to send: payment password set and a bank account on file. */
async function readyToWithdraw() {
  await showCentrePage('withdraw');
  await expect(page.getByTestId('withdraw-settings')).toBeVisible();
  await expect(page.getByTestId('withdraw-banks')).toBeVisible();
  const passwordForm = page.getByTestId('withdraw-password-form');
  if (await passwordForm.isVisible()) {
    await page.getByTestId('withdraw-paymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-confirmPaymentPassword').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-password-submit').click();
    await expect(passwordForm).toHaveCount(0);
  }
  if ((await page.getByTestId('withdraw-bank').count()) === 0) {
    await expect(page.getByTestId('withdraw-needs-bank')).toBeVisible();
    await page.getByTestId('withdraw-bankName').fill('Zenith Demo Bank');
    await page.getByTestId('withdraw-accountName').fill('Demo Player');
    await page.getByTestId('withdraw-accountNumber').fill('0123 4567 89');
    await page.getByTestId('withdraw-bank-submit').click();
    await expect(page.getByTestId('withdraw-bank')).toHaveCount(1);
    await expect(page.getByTestId('withdraw-bank-number'), 'the number is masked').not.toContainText('0123456789');
  }
  await expect(page.getByTestId('withdraw-form')).toBeVisible();
}

/** Asks for a withdrawal in the page; the header drops by the amount at once. Answers its card. */
async function withdraw(amount: string, fee: string, net: string): Promise<{ id: string; card: Locator }> {
  await readyToWithdraw();
  const before = await serverTotal();
  await page.getByTestId('withdraw-amount').fill(amount);
  await expect(page.getByTestId('withdraw-preview-fee')).toHaveText(naira(minor(fee)));
  await expect(page.getByTestId('withdraw-preview-net')).toHaveText(naira(minor(net)));
  await page.getByTestId('withdraw-payment-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-success')).toContainText(`${naira(minor(amount))} left your main wallet; ${naira(minor(net))} will be paid`);
  await expectHeaderBalance(page, before - minor(amount), 'the amount left the balance at once');
  const newest = page.getByTestId('withdrawal-card').first();
  await expect(newest).toHaveAttribute('data-status', 'requested');
  const id = (await newest.getAttribute('data-id'))!;
  const card = page.locator(`[data-testid="withdrawal-card"][data-id="${id}"]`);
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Waiting for payout');
  await expect(card.getByTestId('withdrawal-fee')).toHaveText(naira(minor(fee)));
  await expect(card.getByTestId('withdrawal-net')).toHaveText(naira(minor(net)));
  expect(await demo.get<Withdrawal>(`/api/wallet/withdrawals/${id}`)).toMatchObject({ status: 'requested', amount: (minor(amount) / 100).toFixed(2) });
  return { id, card };
}

/** The operator marks the withdrawal paid (from the queue, as the back office does). */
async function payOut(id: string, body: Record<string, unknown> = {}) {
  const queue = await operator.get<WalletQueue>('/api/operator/wallet/queue?merchantCode=NG');
  expect(queue.withdrawals.find((w) => w.id === id)?.account, 'the request waits in the queue').toBe(DEMO.member.account);
  const paid = await operator.post<Withdrawal>(`/api/operator/withdrawals/${id}/paid`, body);
  expect(paid.status).toBe('paid');
  return paid;
}

test('[WALLET-09][WALLET-10][WALLET-11] the member menu opens the centre on My account; the left menu lists the pages; closing shows the page behind', async () => {
  await page.goto('/');
  await expect(page.getByTestId('header-account')).toHaveText(DEMO.member.account);
  await dismissNotice(page);
  await expect(page.getByTestId('home-providers')).toBeVisible();

  await (await openMemberMenu(page)).getByTestId('menu-memberCentre').click();
  const centre = page.getByTestId('personal-centre');
  await expect(centre).toHaveAttribute('data-page', 'securityCenter');
  await expect(page).toHaveURL(/[?&]personal=securityCenter/);
  await expect(page.getByTestId('centre-page-securityCenter')).toBeVisible();
  await expect(page.getByTestId('centre-page-securityCenter')).toContainText('Demo Player');

  const menu = page.getByTestId('centre-menu');
  const rebate = (await currentSwitches(context.request)).MANPLAYREB3 === 1;
  await expect(menu.locator('.centre__link-label')).toHaveText(rebate ? [...MENU, 'Manual rebate'] : MENU);
  await expect(page.getByTestId('centre-menu-securityCenter')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('centre-balance')).toHaveText(NAIRA_FORMAT);
  expect(await page.getByTestId('centre-balance').innerText()).toBe(naira(await headerBalance(page)));

  await page.getByTestId('centre-close').click();
  await expect(centre).toHaveCount(0);
  await expect(page).not.toHaveURL(/personal=/);
  await expect(page.getByTestId('home-providers')).toBeVisible();

  // The address opens it on another page too, and Escape closes it.
  await page.goto('/?personal=transferFund');
  await expect(page.getByTestId('centre-page-transferFund')).toBeVisible();
  await expect(page.getByTestId('centre-menu-transferFund')).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(centre).toHaveCount(0);
  await expect(page).not.toHaveURL(/personal=/);
});

test('[WALLET-13][WALLET-06][WALLET-01][WALLET-02][WALLET-03] my wallet: main to a game wallet and back, then recall all; the total and the header stay right', async () => {
  await showCentrePage('transferFund');
  const before = await demo.balance();
  const total = minor(before.sumBalance);
  const main = minor(before.wallets.find((w) => w.wallet === 'main')!.balance);
  const nova = minor(before.wallets.find((w) => w.wallet === 'NOVA_SLOTS')!.balance);
  const games = total - main;
  await expectHeaderBalance(page, total);
  await expect(page.getByTestId('wallet-sum')).toHaveText(naira(total));
  await expect(page.getByTestId('wallet-sum')).toHaveText(NAIRA_FORMAT);
  await expect(page.getByTestId('wallet-balance-main')).toHaveText(naira(main));

  // Into Nova Slots: ₦1,234.50 (thousands separator, two decimals).
  await page.getByTestId('transfer-vendor').selectOption('NOVA_SLOTS');
  await page.getByTestId('transfer-direction-in').click();
  await expect(page.getByTestId('transfer-route')).toHaveText(/Main wallet.*Nova Slots/);
  await page.getByTestId('amount').fill('1234.5');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-success')).toHaveText('₦1,234.50 moved from Main wallet to Nova Slots.');
  await expect(page.getByTestId('wallet-balance-main')).toHaveText(naira(main - 123_450));
  await expect(page.getByTestId('wallet-balance-NOVA_SLOTS')).toHaveText(naira(nova + 123_450));
  await expect(page.getByTestId('wallet-sum')).toHaveText(naira(total));
  await expectHeaderBalance(page, total, 'moving money between wallets keeps the total');

  // And part of it back.
  await page.getByTestId('transfer-direction-out').click();
  await expect(page.getByTestId('transfer-route')).toHaveText(/Nova Slots.*Main wallet/);
  await page.getByTestId('amount').fill('234.50');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-success')).toHaveText('₦234.50 moved from Nova Slots to Main wallet.');
  await expect(page.getByTestId('wallet-balance-NOVA_SLOTS')).toHaveText(naira(nova + 100_000));
  await expect(page.getByTestId('wallet-balance-main')).toHaveText(naira(main - 100_000));
  const middle = await demo.balance();
  expect(minor(middle.wallets.find((w) => w.wallet === 'NOVA_SLOTS')!.balance)).toBe(nova + 100_000);
  expect(minor(middle.sumBalance)).toBe(total);

  // Every game wallet back to main at once.
  await page.getByTestId('wallet-recall').click();
  await expect(page.getByTestId('recall-success')).toHaveText(`${naira(games + 100_000)} returned to your main wallet.`);
  await expect(page.getByTestId('wallet-games-total')).toHaveText('₦0.00');
  await expect(page.getByTestId('wallet-balance-main')).toHaveText(naira(total));
  await expect(page.getByTestId('wallet-recall'), 'nothing left to recall').toBeDisabled();
  await expectHeaderBalance(page, total);
  const after = await demo.balance();
  expect(after.sumBalance).toBe(before.sumBalance);
  expect(after.wallets.filter((w) => w.wallet !== 'main' && minor(w.balance) !== 0)).toEqual([]);
});

test('[WALLET-14] bad proof images are refused clearly in the browser: not an image, over 5 MB, a fourth image; nothing is sent', async () => {
  await showCentrePage('depositv2');
  const sent: string[] = [];
  const watch = (request: { method(): string; url(): string }) => {
    if (request.method() === 'POST' && request.url().includes('/api/wallet/deposits')) sent.push(request.url());
  };
  page.on('request', watch);
  const input = page.getByTestId('deposit-proofs-input');
  const error = page.getByTestId('deposit-proofs-error');

  await input.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') });
  await expect(error).toContainText('Only PNG or JPG images can be attached.');
  await expect(page.getByTestId('deposit-proofs-item')).toHaveCount(0);

  const huge = Buffer.concat([receiptPng(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(error).toContainText('Each image must be 5 MB or smaller.');
  await expect(page.getByTestId('deposit-proofs-item')).toHaveCount(0);

  await input.setInputFiles(['a.png', 'b.png', 'c.png', 'd.png'].map((name) => receiptFile(name)));
  await expect(error).toContainText('At most 3 images can be attached.');
  await expect(page.getByTestId('deposit-proofs-item')).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) await page.getByTestId('deposit-proofs-remove').first().click();
  await expect(page.getByTestId('deposit-proofs-item')).toHaveCount(0);
  page.off('request', watch);
  expect(sent).toEqual([]);
});

test('[WALLET-14] deposit by bank transfer with a reference and a receipt: pending, approved by the operator, credited, and announced in the inbox', async () => {
  await showCentrePage('depositv2');
  const before = await serverTotal();
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByTestId('deposit-method-1').click();
  await page.getByTestId('deposit-amount').fill('1500');
  await page.getByTestId('deposit-reference').fill(reference);
  await page.getByTestId('deposit-proofs-input').setInputFiles(receiptFile('transfer-receipt.png'));
  await expect(page.getByTestId('deposit-proofs-item')).toHaveCount(1);
  await expect(page.getByTestId('deposit-proofs-count')).toHaveText('1 of 3');
  await page.getByTestId('deposit-submit').click();

  const success = page.getByTestId('deposit-success');
  await expect(success).toContainText(`₦1,500.00 with reference ${reference} is pending`);
  await expect(success.getByTestId('deposit-status')).toHaveText('Pending');
  const row = page.getByTestId('deposit-row').filter({ hasText: reference });
  await expect(row).toHaveAttribute('data-status', 'pending');
  await expect(row).toContainText('₦1,500.00');
  await expect(row).toContainText('1 image');
  const deposit = (await demo.get<ListPage<Deposit>>('/api/wallet/deposits?page=1')).items.find((d) => d.reference === reference)!;
  expect(deposit).toMatchObject({ status: 'pending', amount: '1500.00', proofs: [{ mime: 'image/png' }] });
  await expectHeaderBalance(page, before, 'a pending deposit is not money yet');

  const unread = (await demo.get<{ messages: number }>('/api/member/badges')).messages;
  expect((await operator.post<Deposit>(`/api/operator/deposits/${deposit.id}/approve`)).status).toBe('approved');
  await refreshCentre(page);
  await expectHeaderBalance(page, before + 150_000, 'the approved deposit is in the balance');
  done.depositReference = reference;
  done.depositAmount = 150_000;

  await openCentrePage(page, 'messageV2');
  const badge = page.getByTestId('centre-badge-messages').locator('[aria-hidden="true"]');
  await expect(badge).toHaveText(String(unread + 1));
  await expect(page.getByTestId('inbox-unread-count')).toHaveText(`${unread + 1} unread`);
  const message = page.getByTestId('inbox-list').locator('li').first();
  await expect(message).toHaveAttribute('data-read', 'false');
  await expect(message).toContainText('Deposit approved');
  await expect(message).toContainText('Your deposit of ₦1,500.00 was credited to your main wallet.');
  // Reading it takes it off the count.
  await message.locator('summary').click();
  await expect(message).toHaveAttribute('data-read', 'true');
  await expect(badge).toHaveText(String(unread));

  // Back on the deposit page, the list says approved.
  await openCentrePage(page, 'depositv2');
  await expect(page.getByTestId('deposit-row').filter({ hasText: reference })).toHaveAttribute('data-status', 'approved');
  await expect(page.getByTestId('deposit-row').filter({ hasText: reference }).getByTestId('deposit-status')).toHaveText('Approved');
});

test('[WALLET-15][WALLET-31] withdrawal: payment password and bank account, fee and net shown, held at once, paid by the operator, confirmed received', async () => {
  const { id, card } = await withdraw('1000', '50.00', '950.00');
  const total = await serverTotal();
  await payOut(id);
  await card.getByTestId('withdrawal-refresh').click();
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Paid — please confirm');
  await expect(card.getByTestId('withdrawal-answer')).toContainText('₦950.00 was paid to Zenith Demo Bank');
  await expect(card.getByTestId('withdrawal-countdown')).toContainText(/\d/);
  await card.getByTestId('withdrawal-received').click();
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Received');
  await expect(card.getByTestId('withdrawal-received-note')).toHaveText('You confirmed that you received the money.');
  expect(await demo.get<Withdrawal>(`/api/wallet/withdrawals/${id}`)).toMatchObject({ status: 'received', forced: false });
  await refreshCentre(page);
  await expectHeaderBalance(page, total, 'a paid withdrawal does not move the balance again');
});

test('[WALLET-30][WALLET-32] a second withdrawal reported not received with a proof image: under review, refunded by the operator, the amount returns', async () => {
  const { id, card } = await withdraw('1000', '50.00', '950.00');
  const held = await serverTotal();
  await payOut(id);
  await card.getByTestId('withdrawal-refresh').click();
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Paid — please confirm');

  await card.getByTestId('withdrawal-not-received').click();
  await expect(card.getByTestId('withdrawal-proofs')).toBeVisible();
  await card.getByTestId('withdrawal-proof-picker-input').setInputFiles(receiptFile('bank-statement.png'));
  await expect(card.getByTestId('withdrawal-proof-picker-item')).toHaveCount(1);
  await card.getByTestId('withdrawal-submit-dispute').click();
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Under review');
  await expect(card.getByTestId('withdrawal-disputed-note')).toContainText('Customer service is checking your report (1 proof image).');

  const disputed = await demo.get<Withdrawal>(`/api/wallet/withdrawals/${id}`);
  expect(disputed).toMatchObject({ status: 'disputed', proofs: [{ mime: 'image/png' }] });
  const proof = await context.request.get(disputed.proofs[0]!.url, { headers: { Authorization: `Bearer ${demo.token}`, 'X-Merchant': 'NG' } });
  expect(proof.status(), 'the proof image is kept').toBe(200);
  expect((await proof.body()).subarray(1, 4).toString('ascii')).toBe('PNG');

  await operator.post(`/api/operator/withdrawals/${id}/resolution`, { outcome: 'refunded', note: 'Bank confirmed the transfer bounced' });
  await card.getByTestId('withdrawal-refresh').click();
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Refunded');
  await expect(card.getByTestId('withdrawal-refunded-note')).toContainText('₦1,000.00 was returned to your main wallet.');
  await expect(card.getByTestId('withdrawal-note')).toHaveText('Bank confirmed the transfer bounced');
  await expectHeaderBalance(page, held + 100_000, 'the refund is back in the balance');
  expect(minor((await demo.balance()).sumBalance)).toBe(held + 100_000);
  done.refunded = 100_000;
});

test('[WALLET-33][WALLET-34] a payout matched with another member\'s deposit, unanswered past the deadline: closed as received automatically, the deposit credited', async () => {
  const settings = await demo.get<{ confirmMinutes: number }>('/api/wallet/withdrawal-settings');
  await operator.walletSettings({ withdrawConfirmMinutes: 1 });
  try {
    // Another member has told us of a deposit of exactly the payout (₦950.00), still pending.
    const otherApi = new AccountApi(context.request);
    const other = await otherApi.register();
    const depositor = await logInApi(context.request, otherApi, other.account, other.password);
    const depositorBefore = minor((await depositor.balance()).sumBalance);
    const pending = await depositor.post<Deposit>('/api/wallet/deposits', { methodId: 1, amount: '950.00', reference: `MATCH-${other.account}` });
    expect(pending.status).toBe('pending');

    const { id, card } = await withdraw('1000', '50.00', '950.00');
    const held = await serverTotal();
    const paid = await payOut(id, { matchedDepositId: pending.id });
    expect(paid).toMatchObject({ matched: true, confirmDeadline: new Date(Date.parse(paid.paidAt!) + 60_000).toISOString() });

    // Nobody answers: the deadline job runs two minutes after the payout.
    const job = await operator.post<ConfirmationsClosed>('/api/operator/jobs/withdrawal-confirmations', { at: new Date(Date.parse(paid.paidAt!) + 120_000).toISOString() });
    expect(job.closed).toBeGreaterThanOrEqual(1);

    await card.getByTestId('withdrawal-refresh').click();
    await expect(card.getByTestId('withdrawal-status')).toHaveText('Received');
    const closed = card.getByTestId('withdrawal-closed-automatically');
    await expect(closed).toContainText('Closed as received automatically');
    await expect(closed).toContainText('There was no answer within 1 minute of the payout.');
    await expect(card.getByTestId('withdrawal-matched-note')).toHaveText("Another member's deposit paid this withdrawal; that deposit has now been credited to them.");
    expect(await demo.get<Withdrawal>(`/api/wallet/withdrawals/${id}`)).toMatchObject({ status: 'received', forced: true, matched: true });

    await refreshCentre(page);
    await expectHeaderBalance(page, held, 'the held amount went to the depositor, not back');
    expect(minor((await depositor.balance()).sumBalance)).toBe(depositorBefore + 95_000);
    const credited = (await depositor.get<ListPage<Deposit>>('/api/wallet/deposits?page=1')).items.find((d) => d.id === pending.id);
    expect(credited?.status).toBe('approved');
  } finally {
    await operator.walletSettings({ withdrawConfirmMinutes: settings.confirmMinutes });
  }
});

test('[WALLET-17][WALLET-18] betting record lists the House Games bets; account record lists the lines of the steps above', async () => {
  await showCentrePage('personalHistoryCopy');
  const bets = await demo.get<ListPage<{ id: string; vendor: string; gameCode: string; profit: string }> & { summary: { bets: number; stake: string } }>('/api/records/bets');
  const house = bets.items.filter((b) => b.vendor === 'HOUSE');
  expect(house.length, 'the demo data played three rounds of House Games').toBeGreaterThanOrEqual(3);
  for (const bet of house) {
    const row = page.getByTestId(`bet-row-${bet.id}`);
    await expect(row).toContainText('House Games');
    await expect(row).toContainText(bet.gameCode);
    await expect(page.getByTestId(`bet-profit-${bet.id}`)).toHaveText(`${minor(bet.profit) > 0 ? '+' : ''}${naira(minor(bet.profit))}`);
  }
  await expect(page.getByTestId('bet-summary')).toContainText(`Total · ${bets.summary.bets} bets`);
  await expect(page.getByTestId('bet-summary-stake')).toHaveText(naira(minor(bets.summary.stake)));
  // House Games is an RNG vendor: its tab keeps them.
  await page.getByTestId('record-category-RNG').click();
  await expect(page.getByTestId(`bet-row-${house[0]!.id}`)).toBeVisible();

  await openCentrePage(page, 'transactionHistory');
  const kinds = { transfer: 'Wallet transfer', deposit: 'Deposit', withdrawal_hold: 'Withdrawal request', withdrawal_refund: 'Withdrawal refunded' };
  for (const [kind, label] of Object.entries(kinds)) {
    await page.getByTestId('record-kind').selectOption(kind);
    const lines = await demo.get<ListPage<{ id: string; amount: string }>>(`/api/records/account?kind=${kind}`);
    expect(lines.items.length, `${kind} lines`).toBeGreaterThan(0);
    await expect(page.locator('[data-testid^="account-row-"]')).toHaveCount(lines.items.length);
    for (const line of lines.items) {
      await expect(page.getByTestId(`account-row-${line.id}`)).toContainText(label);
      await expect(page.getByTestId(`account-amount-${line.id}`)).toHaveText(`${minor(line.amount) > 0 ? '+' : ''}${naira(minor(line.amount))}`);
    }
  }
  // The steps' own lines are among them.
  await page.getByTestId('record-kind').selectOption('deposit');
  await expect(page.getByTestId('account-table')).toContainText(`+${naira(done.depositAmount)}`);
  await page.getByTestId('record-kind').selectOption('withdrawal_refund');
  await expect(page.getByTestId('account-table')).toContainText(`+${naira(done.refunded)}`);
  await page.getByTestId('record-kind').selectOption('transfer');
  await expect(page.getByTestId('account-table')).toContainText('+₦1,234.50');
  await expect(page.getByTestId('account-table')).toContainText('-₦1,234.50');
});

test('[WALLET-21][WALLET-28] reward centre: claiming the ₦88.00 reward adds it to the balance and the red count goes', async () => {
  let rewards = await demo.get<{ items: { id: string; amount: string; status: string }[]; available: number }>('/api/rewards');
  if (!rewards.items.some((r) => r.status === 'available' && r.amount === '88.00')) {
    // Claimed already on this server (a retry): the operator grants the same again.
    await operator.post('/api/operator/rewards', { merchantCode: 'NG', account: DEMO.member.account, title: 'Welcome reward', amount: '88.00' });
    rewards = await demo.get('/api/rewards');
  }
  await showCentrePage('rewardCenter');
  await refreshCentre(page);
  const before = await serverTotal();
  const badge = page.getByTestId('centre-badge-rewards');
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText(String(rewards.available));

  const reward = rewards.items.find((r) => r.status === 'available' && r.amount === '88.00')!;
  const card = page.getByTestId('reward-card').filter({ has: page.getByTestId('reward-claim') }).filter({ hasText: '₦88.00' }).first();
  await expect(card).toHaveAttribute('data-status', 'available');
  await card.getByTestId('reward-claim').click();
  await expect(page.getByTestId('reward-credited')).toHaveText('₦88.00 was added to your balance');
  await expectHeaderBalance(page, before + 8_800, 'the reward is in the balance');
  const after = await demo.get<{ items: { id: string; status: string }[]; available: number }>('/api/rewards');
  expect(after.items.find((r) => r.id === reward.id)?.status).toBe('claimed');
  if (after.available === 0) await expect(badge, 'no reward left to claim: no red count').toHaveCount(0);
  else await expect(badge.locator('[aria-hidden="true"]')).toHaveText(String(after.available));
  await expect(page.getByTestId('reward-card').filter({ hasText: '₦88.00' }).first()).toHaveAttribute('data-status', 'claimed');
});
