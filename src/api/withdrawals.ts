import * as v from 'valibot';
import { call, type CallOptions } from './client';
import * as wallet from '../../server/shared/wire/wallet';

// Withdrawals (docs/api.md "Money"): the merchant's limits and fee, the member's bank
// accounts, the payment password, the request itself, and the member's answer once the
// payout is made (received, or not received with proof images). Amounts are the API's
// decimal strings. Calls that move money carry the Idempotency-Key their form was given.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { WITHDRAWAL_STATUSES } from '../../server/shared/wire/wallet';
export type { BankAccount, NewBankAccount, PaymentPasswordRequest, WithdrawRequest, Withdrawal, WithdrawalPage, WithdrawalSettings, WithdrawalStatus } from '../../server/shared/wire/wallet';

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** GET /api/wallet/withdrawal-settings: limits, fee, today's count, confirmation minutes. */
export const fetchWithdrawalSettings = ({ signal }: CallOptions = {}) => call(wallet.withdrawalSettings, 'wallet/withdrawal-settings', { signal });

/** GET /api/wallet/bank-accounts: the member's bank accounts (at most 5). */
export const fetchBankAccounts = ({ signal }: CallOptions = {}) => call(v.array(wallet.bankAccount), 'wallet/bank-accounts', { signal });

/** POST /api/wallet/bank-accounts: the same account again answers the existing one. */
export const addBankAccount = (account: wallet.NewBankAccount, { signal }: CallOptions = {}) =>
  call(wallet.bankAccount, 'wallet/bank-accounts', { method: 'POST', json: account, signal });

/** POST /api/member/payment-password: sets it the first time, or changes it given the current one. */
export const setPaymentPassword = (request: wallet.PaymentPasswordRequest, { signal }: CallOptions = {}) =>
  call(wallet.paymentPasswordSet, 'member/payment-password', { method: 'POST', json: request, signal });

/** POST /api/wallet/withdrawals: the amount leaves the main wallet at once (held until paid or rejected). */
export const requestWithdrawal = (request: wallet.WithdrawRequest, key: string, { signal }: CallOptions = {}) =>
  call(wallet.withdrawal, 'wallet/withdrawals', { method: 'POST', json: request, ...keyed(key), signal });

/** GET /api/wallet/withdrawals?page=&status=: newest first, pages of 15. */
export const fetchWithdrawals = ({ page = 1, status }: { page?: number; status?: wallet.WithdrawalStatus | '' } = {}, { signal }: CallOptions = {}) =>
  call(wallet.withdrawalPage, 'wallet/withdrawals', { searchParams: status ? { page, status } : { page }, signal });

/** GET /api/wallet/withdrawals/:id */
export const fetchWithdrawal = (id: string, { signal }: CallOptions = {}) => call(wallet.withdrawal, `wallet/withdrawals/${encodeURIComponent(id)}`, { signal });

export type Confirmation = { received: true } | { received: false; proofs: readonly Blob[] };

/**
 * POST /api/wallet/withdrawals/:id/confirmation: received (JSON), or not received with
 * 1..3 proof images (multipart), which opens a dispute. Only a paid withdrawal can be
 * answered: `invalid_state` with `value.status` (and `forced` once the deadline closed it).
 */
export function confirmWithdrawal(id: string, confirmation: Confirmation, key: string, { signal }: CallOptions = {}) {
  const path = `wallet/withdrawals/${encodeURIComponent(id)}/confirmation`;
  if (confirmation.received) return call(wallet.withdrawal, path, { method: 'POST', json: { received: true }, ...keyed(key), signal });
  const body = new FormData();
  body.append('received', 'false');
  for (const file of confirmation.proofs) body.append('proof', file, file instanceof File ? file.name : 'proof');
  return call(wallet.withdrawal, path, { method: 'POST', body, ...keyed(key), signal });
}
