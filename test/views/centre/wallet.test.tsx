// The money pages of the personal centre: my wallet (transferFund), deposit (depositv2)
// and transfer to upline (transferUpline), each rendered alone with the wallet API
// replaced, plus the pure form rules they share with the server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from '../../../src/api/client';
import type { Deposit, DepositMethod, DepositPage, WalletBalance } from '../../../src/api/wallet';
import * as wallet from '../../../src/api/wallet';
import * as limits from '../../../src/api/limits';
import type { MemberLimits } from '../../../src/api/limits';
import DepositV2Page from '../../../src/views/centre/pages/depositv2';
import TransferFundPage from '../../../src/views/centre/pages/transferFund';
import TransferUplinePage from '../../../src/views/centre/pages/transferUpline';
import { amountProblem, depositProblem, proofsProblem, referenceProblem, transferSides } from '../../../src/views/centre/wallet/walletRules';
import { centreMember, message, renderCentrePage } from './harness';

vi.mock('../../../src/api/wallet', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/wallet')>();
  return {
    ...actual,
    fetchBalance: vi.fn(),
    transferFunds: vi.fn(),
    recallAll: vi.fn(),
    transferToUpline: vi.fn(),
    fetchDepositMethods: vi.fn(),
    fetchDeposits: vi.fn(),
    createDeposit: vi.fn(),
  };
});

// The deposit page's ask for a deposit limit (src/views/protection/DepositLimitsNote.tsx).
vi.mock('../../../src/api/limits', () => ({ fetchLimits: vi.fn(), setLimit: vi.fn(), confirmLimit: vi.fn(), reviewLimits: vi.fn() }));

// The real wallet calls are checked against the one HTTP helper.
vi.mock('../../../src/api/client', async (importOriginal) => ({ ...(await importOriginal<typeof import('../../../src/api/client')>()), call: vi.fn() }));

const api = vi.mocked(wallet);
const limitsApi = vi.mocked(limits);

/** A member's deposit or loss limits: none set; asked before (reviewDueAt) or never (null). */
const noLimits = (reviewDueAt: string | null): MemberLimits => ({
  limits: (['day', 'week', 'month'] as const).map((period) => ({ period, limit: null, used: '0.00', resetsAt: '2031-03-12T23:00:00.000Z', pending: null })),
  serverTime: '2031-03-12T10:00:00.000Z',
  reviewDueAt,
});
/** The signal a page's machine hands each call, so leaving the page cancels it. */
const withSignal = { signal: expect.any(AbortSignal) };

const balances = (main = '4580.00', nova = '500.00'): WalletBalance => ({
  sumBalance: (Number(main) + Number(nova) + 1234567.5).toFixed(2),
  currency: 'NGN',
  currencySymbol: '₦',
  wallets: [
    { wallet: 'main', name: 'Main wallet', balance: main },
    { wallet: 'NOVA', name: 'Nova Slots', balance: nova },
    { wallet: 'JADE', name: 'Jade Live', balance: '1234567.5' },
  ],
});

const method: DepositMethod = {
  id: 4,
  kind: 'bank_transfer',
  name: 'Bank transfer (Access Bank)',
  bankName: 'Access Bank',
  accountName: 'Portal Payments Ltd',
  accountNumber: '0123456789',
  instructions: 'Use your account name as the narration.',
  min: '500.00',
  max: '5000000.00',
  currency: 'NGN',
};

const deposit = (over: Partial<Deposit> = {}): Deposit => ({
  id: '31',
  methodId: 4,
  methodName: method.name,
  amount: '1500.00',
  currency: 'NGN',
  reference: 'TRF 001',
  status: 'pending',
  matched: false,
  note: '',
  createdAt: '2025-03-02T10:00:00.000Z',
  decidedAt: null,
  proofs: [],
  ...over,
});

const page = (items: Deposit[], over: Partial<DepositPage> = {}): DepositPage => ({ items, page: 1, pageSize: 15, total: items.length, totalPages: 1, ...over });

const image = (name: string, { type = 'image/png', size = 2048 }: { type?: string; size?: number } = {}) => {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const pick = (input: HTMLElement, files: File[]) => fireEvent.change(input, { target: { files } });
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

beforeEach(() => {
  vi.clearAllMocks();
  api.fetchBalance.mockResolvedValue(balances());
  limitsApi.fetchLimits.mockResolvedValue(noLimits('2031-09-12T10:00:00.000Z'));
});

describe('my wallet (transferFund)', () => {
  it('[WALLET-13][WALLET-01][WALLET-02][WALLET-03] shows every wallet, main first, and the total with the symbol, separators and two decimals', async () => {
    renderCentrePage(<TransferFundPage />);
    expect(await screen.findByTestId('wallet-sum')).toHaveProperty('textContent', '₦1,239,647.50');
    expect(screen.getByTestId('centre-page-transferFund')).toBeTruthy();
    const cards = screen.getAllByRole('listitem').map((li) => li.getAttribute('data-testid'));
    expect(cards).toEqual(['wallet-main', 'wallet-NOVA', 'wallet-JADE']);
    expect(screen.getByTestId('wallet-balance-main').textContent).toBe('₦4,580.00');
    expect(screen.getByTestId('wallet-balance-NOVA').textContent).toBe('₦500.00');
    expect(screen.getByTestId('wallet-balance-JADE').textContent).toBe('₦1,234,567.50');
    expect(within(screen.getByTestId('wallet-main')).getByText(message('centre.wallet.mainWallet'))).toBeTruthy();
  });

  it('[WALLET-06] a transfer in sends main → vendor with the amount and an idempotency key, then refreshes the header and the balances', async () => {
    api.transferFunds.mockResolvedValue({ transferId: '9', from: 'main', to: 'NOVA', amount: '100.00', sumBalance: '1240647.50', wallets: [] });
    const { api: centre } = renderCentrePage(<TransferFundPage />);
    await screen.findByTestId('transfer-form');
    type('amount', '100');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-success');
    expect(api.transferFunds).toHaveBeenCalledTimes(1);
    const [request, key] = api.transferFunds.mock.calls[0]!;
    expect(request).toEqual({ from: 'main', to: 'NOVA', amount: '100' });
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
    expect(centre.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.fetchBalance).toHaveBeenCalledTimes(2));
    expect(screen.getByTestId('transfer-success').textContent).toContain('₦100.00');
    expect(screen.getByTestId('transfer-success').textContent).toContain('Nova Slots');
    expect((screen.getByTestId('amount') as HTMLInputElement).value).toBe('');
  });

  it('a transfer out of the chosen vendor wallet goes back to main; "all" fills that wallet\'s balance', async () => {
    api.transferFunds.mockResolvedValue({ transferId: '10', from: 'JADE', to: 'main', amount: '1234567.50', sumBalance: '1240647.50', wallets: [] });
    renderCentrePage(<TransferFundPage />);
    await screen.findByTestId('transfer-form');
    fireEvent.click(screen.getByTestId('transfer-direction-out'));
    fireEvent.click(within(screen.getByTestId('wallet-JADE')).getByRole('button'));
    expect((screen.getByTestId('transfer-vendor') as HTMLSelectElement).value).toBe('JADE');
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect((screen.getByTestId('amount') as HTMLInputElement).value).toBe('1234567.5');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-success');
    expect(api.transferFunds.mock.calls[0]![0]).toEqual({ from: 'JADE', to: 'main', amount: '1234567.5' });
  });

  it.each([
    ['', 'centre.wallet.amount.required'],
    ['12.345', 'centre.wallet.amount.decimals'],
    ['0', 'centre.wallet.amount.zero'],
    ['-5', 'centre.wallet.amount.negative'],
    ['1,000', 'centre.wallet.amount.format'],
    ['1e3', 'centre.wallet.amount.format'],
  ])('an amount of "%s" is refused in the browser with its reason; nothing is sent', async (amount, key) => {
    renderCentrePage(<TransferFundPage />);
    await screen.findByTestId('transfer-form');
    type('amount', amount);
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('amount-field-error')).textContent).toBe(message(key));
    expect(api.transferFunds).not.toHaveBeenCalled();
  });

  it('insufficient funds shows the real balance of the wallet from the refusal; the same retry reuses the key', async () => {
    api.transferFunds.mockRejectedValue(new ApiError('insufficient_funds', 'Insufficient funds', 400, { wallet: 'main', balance: '80.00' }));
    renderCentrePage(<TransferFundPage />);
    await screen.findByTestId('transfer-form');
    type('amount', '4000');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const alert = await screen.findByTestId('transfer-error');
    expect(alert.textContent).toBe(fill(message('centre.wallet.insufficient'), { wallet: 'Main wallet', balance: '₦80.00' }));
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(api.transferFunds).toHaveBeenCalledTimes(2));
    expect(api.transferFunds.mock.calls[1]![1]).toBe(api.transferFunds.mock.calls[0]![1]);
  });

  it("the server's invalid_amount is worded by its problem, next to the amount", async () => {
    api.transferFunds.mockRejectedValue(new ApiError('invalid_amount', '', 400, { field: 'amount', problem: 'too_large' }));
    renderCentrePage(<TransferFundPage />);
    await screen.findByTestId('transfer-form');
    type('amount', '99999999999');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('amount-field-error')).textContent).toBe(message('centre.wallet.amount.too_large'));
  });

  it('recall all brings every vendor wallet back to main and refreshes', async () => {
    api.recallAll.mockResolvedValue({ transferId: '11', recalled: '1235067.50', wallets: [], sumBalance: '1240647.50' });
    const { api: centre } = renderCentrePage(<TransferFundPage />);
    fireEvent.click(await screen.findByTestId('wallet-recall'));
    const done = await screen.findByTestId('recall-success');
    expect(done.textContent).toBe(fill(message('centre.wallet.recallDone'), { amount: '₦1,235,067.50' }));
    expect(api.recallAll).toHaveBeenCalledWith(expect.stringMatching(/^[A-Za-z0-9_.:-]+$/), withSignal);
    expect(centre.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.fetchBalance).toHaveBeenCalledTimes(2));
  });

  it('recall is off while every game wallet is empty; the refresh button reloads the balances', async () => {
    api.fetchBalance.mockResolvedValue({ ...balances('5080.00', '0.00'), wallets: balances('5080.00', '0.00').wallets.slice(0, 2) });
    renderCentrePage(<TransferFundPage />);
    expect(((await screen.findByTestId('wallet-recall')) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('wallet-refresh'));
    await waitFor(() => expect(api.fetchBalance).toHaveBeenCalledTimes(2));
  });

  it('with many game wallets the empty ones fold away behind a toggle; main and the ones with money stay', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ wallet: `V${i}`, name: `Vendor ${i}`, balance: i === 5 ? '25.00' : '0.00' }));
    api.fetchBalance.mockResolvedValue({ sumBalance: '125.00', currency: 'NGN', currencySymbol: '₦', wallets: [{ wallet: 'main', name: 'Main wallet', balance: '100.00' }, ...many] });
    renderCentrePage(<TransferFundPage />);
    const list = await screen.findByTestId('wallet-list');
    // V0 is the chosen wallet of the form, V5 has money.
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('data-testid'))).toEqual(['wallet-main', 'wallet-V0', 'wallet-V5']);
    expect(screen.getByTestId('wallet-games-total').textContent).toBe('₦25.00');
    fireEvent.click(screen.getByTestId('wallet-show-empty'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
  });

  it('a failed load says why and offers a retry', async () => {
    api.fetchBalance.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    renderCentrePage(<TransferFundPage />);
    expect((await screen.findByTestId('wallet-load-error-text')).textContent).toBe(message('error.network_abnormal'));
    fireEvent.click(screen.getByTestId('wallet-retry'));
    expect(await screen.findByTestId('wallet-sum')).toBeTruthy();
  });
});

describe('deposit (depositv2)', () => {
  beforeEach(() => {
    api.fetchDepositMethods.mockResolvedValue([method]);
    api.fetchDeposits.mockResolvedValue(
      page([
        deposit(),
        deposit({ id: '30', status: 'approved', reference: 'TRF 000' }),
        deposit({ id: '29', status: 'rejected', note: 'Not received' }),
        deposit({ id: '28', status: 'matched' }),
      ]),
    );
  });

  it('[WALLET-14] shows the method: bank, account name and number, instructions and the range with the symbol', async () => {
    renderCentrePage(<DepositV2Page />);
    const card = await screen.findByTestId('deposit-method-4');
    expect(screen.getByTestId('centre-page-depositv2')).toBeTruthy();
    expect(within(card).getByTestId('deposit-bank').textContent).toBe('Access Bank');
    expect(within(card).getByTestId('deposit-account-name').textContent).toBe('Portal Payments Ltd');
    expect(within(card).getByTestId('deposit-account-number').textContent).toBe('0123456789');
    expect(within(card).getByTestId('deposit-instructions').textContent).toBe(method.instructions);
    expect(within(card).getByTestId('deposit-limits').textContent).toBe(fill(message('centre.deposit.limits'), { min: '₦500.00', max: '₦5,000,000.00' }));
  });

  it("lists the member's deposits with a status chip each", async () => {
    renderCentrePage(<DepositV2Page />);
    const rows = await screen.findAllByTestId('deposit-row');
    expect(rows.map((row) => within(row).getByTestId('deposit-status').textContent)).toEqual([
      message('centre.deposit.status.pending'),
      message('centre.deposit.status.approved'),
      message('centre.deposit.status.rejected'),
      message('centre.deposit.status.matched'),
    ]);
    expect(rows[0]!.textContent).toContain('₦1,500.00');
    expect(rows[2]!.textContent).toContain('Not received');
    expect(api.fetchDeposits).toHaveBeenCalledWith(1, withSignal);
  });

  it('moves between pages of 15', async () => {
    api.fetchDeposits.mockImplementation(async (n = 1) => page([deposit({ id: String(100 - n) })], { page: n, total: 20, totalPages: 2 }));
    renderCentrePage(<DepositV2Page />);
    expect((await screen.findByTestId('deposit-page')).textContent).toBe(fill(message('centre.deposit.page'), { page: 1, pages: 2 }));
    fireEvent.click(screen.getByTestId('deposit-next'));
    await waitFor(() => expect(screen.getByTestId('deposit-page').textContent).toBe(fill(message('centre.deposit.page'), { page: 2, pages: 2 })));
    expect(api.fetchDeposits).toHaveBeenLastCalledWith(2, withSignal);
    expect((screen.getByTestId('deposit-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends amount, reference and proof images with an idempotency key; the deposit then shows as pending', async () => {
    api.createDeposit.mockResolvedValue(deposit({ id: '32', amount: '2500.00', reference: 'TRF 777' }));
    renderCentrePage(<DepositV2Page />);
    await screen.findByTestId('deposit-form');
    type('deposit-amount', '2500');
    type('deposit-reference', 'TRF 777');
    const receipt = image('receipt.jpg', { type: 'image/jpeg' });
    pick(screen.getByTestId('deposit-proofs-input'), [receipt]);
    expect(screen.getAllByTestId('deposit-proofs-item')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const done = await screen.findByTestId('deposit-success');
    expect(within(done).getByTestId('deposit-status').textContent).toBe(message('centre.deposit.status.pending'));
    expect(done.textContent).toContain('₦2,500.00');
    const [request, key] = api.createDeposit.mock.calls[0]!;
    expect(request).toEqual({ methodId: 4, amount: '2500', reference: 'TRF 777', proofs: [receipt] });
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{1,128}$/);
    // The form is emptied and the list reloads from the first page.
    expect(screen.queryAllByTestId('deposit-proofs-item')).toHaveLength(0);
    expect((screen.getByTestId('deposit-amount') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.fetchDeposits).toHaveBeenCalledTimes(2));
  });

  it('refuses a proof that is not png/jpg, one over 5 MB and a fourth image, with translated reasons; nothing is sent', async () => {
    renderCentrePage(<DepositV2Page />);
    await screen.findByTestId('deposit-form');
    const input = () => screen.getByTestId('deposit-proofs-input');
    const error = () => screen.getByTestId('deposit-proofs-error').textContent;

    pick(input(), [image('statement.pdf', { type: 'application/pdf' })]);
    expect(error()).toBe(`statement.pdf: ${message('centre.wallet.proof.type')}`);
    expect(screen.queryAllByTestId('deposit-proofs-item')).toHaveLength(0);

    pick(input(), [image('huge.png', { size: 5 * 1024 * 1024 + 1 })]);
    expect(error()).toBe(`huge.png: ${fill(message('centre.wallet.proof.size'), { size: 5 })}`);
    expect(screen.queryAllByTestId('deposit-proofs-item')).toHaveLength(0);

    pick(input(), [image('a.png'), image('b.png'), image('c.jpg', { type: 'image/jpeg' }), image('d.png')]);
    expect(error()).toBe(`d.png: ${fill(message('centre.wallet.proof.count'), { max: 3 })}`);
    expect(screen.getAllByTestId('deposit-proofs-item')).toHaveLength(3);
    // Full: no add button any more; removing one brings it back.
    expect(screen.queryByTestId('deposit-proofs-input')).toBeNull();
    fireEvent.click(screen.getAllByTestId('deposit-proofs-remove')[0]!);
    expect(screen.getAllByTestId('deposit-proofs-item')).toHaveLength(2);
    expect(screen.getByTestId('deposit-proofs-input')).toBeTruthy();
    expect(api.createDeposit).not.toHaveBeenCalled();
  });

  it('refuses an amount outside the method range and a missing reference before sending', async () => {
    renderCentrePage(<DepositV2Page />);
    await screen.findByTestId('deposit-form');
    type('deposit-amount', '100');
    type('deposit-reference', 'TRF 1');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-amount-field-error')).textContent).toBe(fill(message('centre.wallet.amount.range'), { min: '₦500.00', max: '₦5,000,000.00' }));
    type('deposit-amount', '1000');
    type('deposit-reference', '  ');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-reference-field-error')).textContent).toBe(message('centre.wallet.reference.required'));
    expect(api.createDeposit).not.toHaveBeenCalled();
  });

  it("the server's refusals are translated (too many pending, an image the server refused)", async () => {
    api.createDeposit.mockRejectedValueOnce(new ApiError('operation_not_allowed', '', 400));
    api.createDeposit.mockRejectedValueOnce(new ApiError('upload_type_not_allowed', '', 400, { file: 0 }));
    renderCentrePage(<DepositV2Page />);
    await screen.findByTestId('deposit-form');
    type('deposit-amount', '1000');
    type('deposit-reference', 'TRF 2');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe(message('centre.deposit.tooManyPending'));
    pick(screen.getByTestId('deposit-proofs-input'), [image('fake.png')]);
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-proofs-error')).textContent).toBe(message('error.upload_type_not_allowed'));
  });

  it('[RG] a deposit over a limit is refused naming the limit, what is used and when it resets', async () => {
    const value = { period: 'day', limit: '1000.00', used: '600.00', resetsAt: '2031-03-12T23:00:00.000Z' };
    api.createDeposit.mockRejectedValueOnce(new ApiError('deposit_limit', 'refused', 400, value));
    renderCentrePage(<DepositV2Page />);
    await screen.findByTestId('deposit-form');
    type('deposit-amount', '1000');
    type('deposit-reference', 'TRF 3');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const error = (await screen.findByTestId('deposit-error')).textContent!;
    expect(error).toContain('daily deposit limit of ₦1,000.00');
    expect(error).toContain('₦600.00 already used');
    expect(error).toContain('The limit resets at Mar');
  });

  it('[RG] a member never asked is asked for a deposit limit; declining answers the ask and shows the way to the limits', async () => {
    limitsApi.fetchLimits.mockResolvedValue(noLimits(null));
    limitsApi.reviewLimits.mockResolvedValue(noLimits('2031-09-12T10:00:00.000Z'));
    renderCentrePage(<DepositV2Page />);
    const ask = await screen.findByTestId('limits-ask');
    expect(within(ask).getByTestId('limits-ask-set')).toBeTruthy();
    fireEvent.click(within(ask).getByTestId('limits-ask-decline'));
    await screen.findByTestId('deposit-limits-link');
    expect(limitsApi.reviewLimits).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('limits-ask')).toBeNull();
  });
});

describe('transfer to upline (transferUpline)', () => {
  it('[WALLET-16] sends the amount with an idempotency key and shows the upline that received it', async () => {
    api.transferToUpline.mockResolvedValue({ transferId: '12', amount: '250.00', upline: { account: 'agent01', nickname: 'Agent One' }, balance: '4330.00', sumBalance: '4830.00' });
    const { api: centre } = renderCentrePage(<TransferUplinePage />);
    expect((await screen.findByTestId('upline-amount-field')).textContent).toContain('₦4,580.00');
    type('upline-amount', '250');
    fireEvent.click(screen.getByTestId('upline-submit'));
    const done = await screen.findByTestId('upline-success');
    expect(done.textContent).toContain(fill(message('centre.upline.done'), { amount: '₦250.00', nickname: 'Agent One', account: 'agent01' }));
    expect(done.textContent).toContain('₦4,330.00');
    expect(api.transferToUpline).toHaveBeenCalledWith({ amount: '250' }, expect.stringMatching(/^[A-Za-z0-9_.:-]+$/), withSignal);
    expect(centre.refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('centre-page-transferUpline')).toBeTruthy();
  });

  it('checks the amount in the browser first', async () => {
    renderCentrePage(<TransferUplinePage />);
    await screen.findByTestId('upline-form');
    type('upline-amount', '10.999');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect((await screen.findByTestId('upline-amount-field-error')).textContent).toBe(message('centre.wallet.amount.decimals'));
    expect(api.transferToUpline).not.toHaveBeenCalled();
  });

  it('a member without an upline sees why instead of the form', () => {
    renderCentrePage(<TransferUplinePage />, { member: { ...centreMember, toUpline: false } });
    expect(screen.getByTestId('upline-none').textContent).toContain(message('centre.upline.noUplineText'));
    expect(screen.queryByTestId('upline-form')).toBeNull();
    expect(api.fetchBalance).not.toHaveBeenCalled();
  });

  it('when the server answers no_upline the form gives way to the explanation', async () => {
    api.transferToUpline.mockRejectedValue(new ApiError('no_upline', '', 400));
    const { api: centre } = renderCentrePage(<TransferUplinePage />);
    await screen.findByTestId('upline-form');
    type('upline-amount', '10');
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByTestId('upline-none')).toBeTruthy();
    expect(screen.queryByTestId('upline-form')).toBeNull();
    fireEvent.click(within(screen.getByTestId('upline-none')).getByRole('button'));
    expect(centre.go).toHaveBeenCalledWith('transferFund');
  });
});

describe('money form rules (same as the server)', () => {
  it('amounts: digits, an optional point, at most two decimals, above zero', () => {
    expect(amountProblem('1500')).toBeNull();
    expect(amountProblem(' 12.5 ')).toBeNull();
    expect(amountProblem('12.50')).toBeNull();
    expect(amountProblem('')).toBe('amount.required');
    expect(amountProblem('12.505')).toBe('amount.decimals');
    expect(amountProblem('0.00')).toBe('amount.zero');
    expect(amountProblem('-1')).toBe('amount.negative');
    expect(amountProblem('1 000')).toBe('amount.format');
    expect(amountProblem('+5')).toBe('amount.format');
    expect(amountProblem('10000000000.01')).toBe('amount.too_large');
  });

  it('references, proofs and the transfer direction', () => {
    expect(referenceProblem('TRF-2025/03 #7')).toBeNull();
    expect(referenceProblem('<b>')).toBe('reference.format');
    expect(referenceProblem('x'.repeat(65))).toBe('reference.format');
    expect(proofsProblem([image('a.PNG', { type: '' })])).toBeNull();
    expect(proofsProblem([image('a.gif', { type: 'image/gif' })])).toBe('proof.type');
    expect(proofsProblem([image('a.png', { size: 5 * 1024 * 1024 })])).toBeNull();
    expect(proofsProblem([image('a.png'), image('b.png'), image('c.png'), image('d.png')])).toBe('proof.count');
    expect(depositProblem({ methodId: null, amount: '1', reference: 'x', proofs: [] })).toBe('method.required');
    expect(depositProblem({ methodId: 1, amount: '20', reference: 'x', proofs: [] }, { min: '20.00', max: '50.00' })).toBeNull();
    expect(depositProblem({ methodId: 1, amount: '50.01', reference: 'x', proofs: [] }, { min: '20.00', max: '50.00' })).toBe('amount.range');
    expect(transferSides('in', 'NOVA')).toEqual({ from: 'main', to: 'NOVA' });
    expect(transferSides('out', 'NOVA')).toEqual({ from: 'NOVA', to: 'main' });
  });
});

describe('wallet calls', () => {
  const real = () => vi.importActual<typeof import('../../../src/api/wallet')>('../../../src/api/wallet');

  it('[WALLET-05][WALLET-06] balance is a GET; transfers, recall and upline transfers are POSTs with the Idempotency-Key', async () => {
    const calls = vi.mocked(call);
    calls.mockResolvedValue({});
    const { fetchBalance, transferFunds, recallAll, transferToUpline } = await real();
    await fetchBalance();
    expect(calls.mock.calls[0]![1]).toBe('wallet/balance');
    expect(calls.mock.calls[0]![2]?.method ?? 'GET').toBe('GET');
    await transferFunds({ from: 'main', to: 'NOVA', amount: '10' }, 'k-1');
    expect(calls.mock.calls[1]!.slice(1)).toEqual(['wallet/transfers', { method: 'POST', json: { from: 'main', to: 'NOVA', amount: '10' }, headers: { 'Idempotency-Key': 'k-1' } }]);
    await recallAll('k-2');
    expect(calls.mock.calls[2]!.slice(1)).toEqual(['wallet/recall', { method: 'POST', headers: { 'Idempotency-Key': 'k-2' } }]);
    await transferToUpline({ amount: '5' }, 'k-3');
    expect(calls.mock.calls[3]!.slice(1)).toEqual(['wallet/upline-transfers', { method: 'POST', json: { amount: '5' }, headers: { 'Idempotency-Key': 'k-3' } }]);
  });

  it('a deposit goes as multipart: methodId, amount, reference and each image in field proof', async () => {
    const calls = vi.mocked(call);
    calls.mockResolvedValue({});
    const { createDeposit, fetchDeposits } = await real();
    const files = [image('a.png'), image('b.jpg', { type: 'image/jpeg' })];
    await createDeposit({ methodId: 4, amount: '1500', reference: 'TRF 1', proofs: files }, 'k-4');
    const [, path, options] = calls.mock.calls[0]!;
    expect(path).toBe('wallet/deposits');
    expect(options).toMatchObject({ method: 'POST', headers: { 'Idempotency-Key': 'k-4' } });
    const body = options!.body as FormData;
    expect(body.get('methodId')).toBe('4');
    expect(body.get('amount')).toBe('1500');
    expect(body.get('reference')).toBe('TRF 1');
    expect(body.getAll('proof').map((f) => (f as File).name)).toEqual(['a.png', 'b.jpg']);
    await fetchDeposits(2);
    expect(calls.mock.calls[1]!.slice(1)).toEqual(['wallet/deposits', { searchParams: { page: 2 } }]);
  });
});
