// The back office's money queue (machines/decisionQueue.machine.ts): deposits with their proof
// image, withdrawals with the bank account, decisions, and a decision someone else made first.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletQueue } from '../../../server/shared/wire/operatorMoney';
import { ApiError } from '../../../src/api/client';
import { alreadyDecided } from '../../model/models/decisionQueue.model';
import { financeStaff } from '../../model/models/staffSignIn.model';
import { renderConsole, text } from './console';

const api = vi.hoisted(() => ({
  fetchMe: vi.fn(),
  fetchWalletQueue: vi.fn(),
  approveDeposit: vi.fn(),
  rejectDeposit: vi.fn(),
  markWithdrawalPaid: vi.fn(),
  rejectWithdrawal: vi.fn(),
  fetchUpload: vi.fn(),
  fetchPayeeAccount: vi.fn(),
}));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));

const deposit: WalletQueue['deposits'][number] = {
  id: '41',
  methodId: 1,
  methodName: 'Bank transfer',
  amount: '2500.00',
  currency: 'NGN',
  reference: 'TRX-2291',
  status: 'pending',
  matched: false,
  note: '',
  createdAt: '2026-11-27T05:00:00Z',
  decidedAt: null,
  proofs: [{ id: '901', mime: 'image/png', size: 2048, url: '/api/wallet/uploads/901' }],
  account: 'demo',
  merchantCode: 'NG',
};
const withdrawal: WalletQueue['withdrawals'][number] = {
  id: '77',
  amount: '1000.00',
  fee: '10.00',
  netAmount: '990.00',
  currency: 'NGN',
  status: 'requested',
  bankAccount: { id: '5', bankName: 'Access Bank', accountName: 'Ada Demo', accountNumber: '******6789' },
  matched: false,
  forced: false,
  confirmMinutes: 60,
  confirmDeadline: null,
  note: '',
  createdAt: '2026-11-27T05:10:00Z',
  paidAt: null,
  confirmedAt: null,
  resolvedAt: null,
  proofs: [],
  account: 'ada',
  merchantCode: 'NG',
};
const queue: WalletQueue = { deposits: [deposit], withdrawals: [withdrawal] };

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
  sessionStorage.setItem('staffToken', 'finance-token');
  api.fetchMe.mockResolvedValue(financeStaff);
  api.fetchUpload.mockResolvedValue(new Blob(['png'], { type: 'image/png' }));
  URL.createObjectURL = vi.fn(() => 'blob:proof-901');
  URL.revokeObjectURL = vi.fn();
});

const rows = () => screen.getAllByTestId('bo-money-row');
const open = (id: string) => fireEvent.click(within(rows().find((r) => r.dataset.id === id)!).getByRole('button'));

describe('money queue', () => {
  it('finance opens a deposit, sees its proof image, approves it, and the queue reloads without it', async () => {
    api.fetchWalletQueue.mockResolvedValueOnce(queue).mockResolvedValueOnce({ deposits: [], withdrawals: [withdrawal] });
    api.approveDeposit.mockResolvedValue({ ...deposit, status: 'approved' });
    renderConsole();
    await screen.findByTestId('bo-money-table');
    expect(rows().map((r) => [r.dataset.kind, r.dataset.id])).toEqual([
      ['deposit', '41'],
      ['withdrawal', '77'],
    ]);
    open('41');
    const details = screen.getByTestId('bo-money-details');
    expect(within(details).getByRole('heading', { level: 2 }).textContent).toBe('Deposit of demo');
    expect(within(details).getByText('TRX-2291')).toBeTruthy();
    // The proof comes with the staff token, shown through an object URL.
    const proof = (await within(details).findByRole('img', { name: 'Proof of payment 1' })) as HTMLImageElement;
    expect(proof.getAttribute('src')).toBe('blob:proof-901');
    expect(api.fetchUpload).toHaveBeenCalledWith('finance-token', '901', { signal: expect.any(AbortSignal) });

    fireEvent.click(within(details).getByRole('button', { name: text('backoffice.money.approve') }));
    expect((await screen.findByTestId('bo-money-notice')).textContent).toBe(text('backoffice.money.decided'));
    expect(api.approveDeposit).toHaveBeenCalledWith('finance-token', '41', { signal: expect.any(AbortSignal) });
    await waitFor(() => expect(rows().map((r) => r.dataset.id)).toEqual(['77']));
    expect(screen.queryByTestId('bo-money-details')).toBeNull();
  });

  it('a withdrawal shows the bank account; rejecting needs a reason, which is sent trimmed', async () => {
    api.fetchWalletQueue.mockResolvedValue(queue);
    api.rejectWithdrawal.mockResolvedValue({ ...withdrawal, status: 'rejected' });
    renderConsole('/backoffice/money');
    await screen.findByTestId('bo-money-table');
    open('77');
    const details = screen.getByTestId('bo-money-details');
    expect(within(details).getByTestId('bo-bank').textContent).toContain('Access Bank, Ada Demo, ');
    expect(within(details).getByTestId('bo-bank-masked').textContent).toBe(withdrawal.bankAccount.accountNumber);
    // The full number is fetched (and audited) only when asked for.
    expect(api.fetchPayeeAccount).not.toHaveBeenCalled();
    api.fetchPayeeAccount.mockResolvedValue({ withdrawalId: '77', bankName: 'Access Bank', accountName: 'Ada Demo', accountNumber: '0123456789' });
    fireEvent.click(within(details).getByTestId('bo-bank-show'));
    expect((await within(details).findByTestId('bo-bank-full')).textContent).toBe('0123456789');
    expect(api.fetchPayeeAccount).toHaveBeenCalledWith('finance-token', '77', { signal: expect.any(AbortSignal) });
    expect(within(details).queryByRole('button', { name: text('backoffice.money.approve') })).toBeNull();
    fireEvent.click(within(details).getByRole('button', { name: text('backoffice.money.reject') }));
    expect(within(details).getByRole('alert').textContent).toBe(text('backoffice.money.reasonRequired'));
    expect(api.rejectWithdrawal).not.toHaveBeenCalled();
    fireEvent.change(within(details).getByLabelText(text('backoffice.money.reason')), { target: { value: '  Account name does not match.  ' } });
    fireEvent.click(within(details).getByRole('button', { name: text('backoffice.money.reject') }));
    await screen.findByTestId('bo-money-notice');
    expect(api.rejectWithdrawal).toHaveBeenCalledWith('finance-token', '77', 'Account name does not match.', { signal: expect.any(AbortSignal) });
  });

  it('a decision another staff member made first reloads the queue and says so; another refusal keeps the item open', async () => {
    api.fetchWalletQueue.mockResolvedValue(queue);
    api.markWithdrawalPaid.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockRejectedValueOnce(alreadyDecided);
    renderConsole('/backoffice/money');
    await screen.findByTestId('bo-money-table');
    open('77');
    fireEvent.click(within(screen.getByTestId('bo-money-details')).getByRole('button', { name: text('backoffice.money.markPaid') }));
    expect((await screen.findByTestId('bo-decision-error')).textContent).toBe(text('error.network_abnormal'));
    expect(screen.getByTestId('bo-money-details').dataset.id).toBe('77');

    fireEvent.click(within(screen.getByTestId('bo-money-details')).getByRole('button', { name: text('backoffice.money.markPaid') }));
    const notice = await screen.findByTestId('bo-money-notice');
    expect(notice.dataset.notice).toBe('decidedElsewhere');
    expect(notice.textContent).toBe(text('backoffice.money.decidedElsewhere'));
    await waitFor(() => expect(api.fetchWalletQueue).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('bo-money-details')).toBeNull();
  });

  it('a queue that cannot load says why', async () => {
    api.fetchWalletQueue.mockRejectedValue(new ApiError('forbidden', 'You are not allowed to do this.', 403));
    renderConsole('/backoffice/money');
    expect((await screen.findByTestId('bo-money-error')).textContent).toBe(text('error.forbidden'));
  });
});
