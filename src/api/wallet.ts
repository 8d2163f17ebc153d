import * as v from 'valibot';
import * as wallet from '../../server/shared/wire/wallet';
import { call, type CallOptions } from './client';

// The member's money calls (docs/api.md "Money"): balances, transfers between the main
// wallet and the transfer-wallet vendors, recall all, transfers to the upline agent and
// manual deposits. Amounts are the API's decimal strings ("1234.50"). Every call that
// moves money (or creates a deposit) carries the Idempotency-Key its form was given.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { MAIN_WALLET } from '../../server/shared/wire/wallet';
export type { Deposit, DepositMethod, DepositPage, DepositStatus, RecallResult, TransferRequest, TransferResult, UplineTransferResult, WalletBalance } from '../../server/shared/wire/wallet';

const keyed = (key: string, signal?: AbortSignal) => ({ headers: { 'Idempotency-Key': key }, signal });

/** GET /api/wallet/balance (T): the main wallet and each transfer-wallet vendor's. */
export const fetchBalance = ({ signal }: CallOptions = {}) => call(wallet.walletBalance, 'wallet/balance', { signal });

/** POST /api/wallet/transfers (T): main → a vendor wallet or a vendor wallet → main. */
export const transferFunds = (request: wallet.TransferRequest, key: string, { signal }: CallOptions = {}) =>
  call(wallet.transferResult, 'wallet/transfers', { method: 'POST', json: request, ...keyed(key, signal) });

/** POST /api/wallet/recall: every vendor wallet back to main, in one journal. */
export const recallAll = (key: string, { signal }: CallOptions = {}) => call(wallet.recallResult, 'wallet/recall', { method: 'POST', ...keyed(key, signal) });

/** POST /api/wallet/upline-transfers: from the main wallet to the upline agent's. */
export const transferToUpline = (request: { amount: string }, key: string, { signal }: CallOptions = {}) =>
  call(wallet.uplineTransferResult, 'wallet/upline-transfers', { method: 'POST', json: request, ...keyed(key, signal) });

/** GET /api/wallet/deposit-methods: the bank accounts of the member's merchant to pay into. */
export const fetchDepositMethods = ({ signal }: CallOptions = {}) => call(v.array(wallet.depositMethod), 'wallet/deposit-methods', { signal });

/** GET /api/wallet/deposits?page=: the member's deposits, newest first. */
export const fetchDeposits = (page = 1, { signal }: CallOptions = {}) => call(wallet.depositPage, 'wallet/deposits', { searchParams: { page }, signal });

/** The deposit's fields, with 0..3 png or jpg images of at most 5 MB each as the proof. */
export type DepositRequest = wallet.DepositRequest & { proofs: readonly File[] };

/** POST /api/wallet/deposits (multipart): a manual deposit, pending until an operator decides. */
export function createDeposit(request: DepositRequest, key: string, { signal }: CallOptions = {}) {
  const body = new FormData();
  body.append('methodId', String(request.methodId));
  body.append('amount', request.amount);
  body.append('reference', request.reference);
  for (const file of request.proofs) body.append('proof', file, file.name);
  return call(wallet.deposit, 'wallet/deposits', { method: 'POST', body, ...keyed(key, signal) });
}
