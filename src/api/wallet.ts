import * as v from 'valibot';
import { call } from './client';

// The member's money calls (docs/api.md "Money"): balances, transfers between the main
// wallet and the transfer-wallet vendors, recall all, transfers to the upline agent and
// manual deposits. Amounts are the API's decimal strings ("1234.50"). Every call that
// moves money (or creates a deposit) carries the Idempotency-Key its form was given.

const money = v.string();

/** `main`: the main wallet; anything else is a transfer-wallet vendor's code. */
export const MAIN_WALLET = 'main';

export const walletBalanceSchema = v.object({
  sumBalance: money,
  currency: v.string(),
  currencySymbol: v.string(),
  /** `main` first, then each transfer-wallet vendor in menu order. */
  wallets: v.array(v.object({ wallet: v.string(), name: v.string(), balance: money })),
});
export type WalletBalance = v.InferOutput<typeof walletBalanceSchema>;

export const transferResultSchema = v.object({
  transferId: v.string(),
  from: v.string(),
  to: v.string(),
  amount: money,
  sumBalance: money,
  wallets: v.array(v.object({ wallet: v.string(), balance: money })),
});
export type TransferResult = v.InferOutput<typeof transferResultSchema>;

export const recallResultSchema = v.object({
  transferId: v.nullable(v.string()),
  recalled: money,
  wallets: v.array(v.object({ wallet: v.string(), amount: money })),
  sumBalance: money,
});
export type RecallResult = v.InferOutput<typeof recallResultSchema>;

export const uplineTransferResultSchema = v.object({
  transferId: v.string(),
  amount: money,
  upline: v.object({ account: v.string(), nickname: v.string() }),
  balance: money,
  sumBalance: money,
});
export type UplineTransferResult = v.InferOutput<typeof uplineTransferResultSchema>;

export const depositMethodSchema = v.object({
  id: v.number(),
  kind: v.string(),
  name: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNumber: v.string(),
  instructions: v.string(),
  min: money,
  max: money,
  currency: v.string(),
});
export type DepositMethod = v.InferOutput<typeof depositMethodSchema>;

export const uploadSchema = v.object({ id: v.string(), mime: v.string(), size: v.number(), url: v.string() });

export const DEPOSIT_STATUSES = ['pending', 'matched', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const depositSchema = v.object({
  id: v.string(),
  methodId: v.number(),
  methodName: v.string(),
  amount: money,
  currency: v.string(),
  reference: v.string(),
  status: v.picklist(DEPOSIT_STATUSES),
  matched: v.boolean(),
  note: v.string(),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
  proofs: v.array(uploadSchema),
});
export type Deposit = v.InferOutput<typeof depositSchema>;

/** A page of a member list (pages of 15, `page` from 1). */
export const pageSchema = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), page: v.number(), pageSize: v.number(), total: v.number(), totalPages: v.number() });

export const depositPageSchema = pageSchema(depositSchema);
export type DepositPage = v.InferOutput<typeof depositPageSchema>;

/** The `value` of an insufficient_funds refusal: the wallet and its real balance. */
export const insufficientFundsSchema = v.object({ wallet: v.optional(v.string()), balance: money });
/** The `value` of an invalid_amount refusal. */
export const invalidAmountSchema = v.object({ field: v.optional(v.string()), problem: v.string() });
/** The `value` of an amount_out_of_range refusal. */
export const amountRangeSchema = v.object({ min: money, max: money });

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** GET /api/wallet/balance (T): the main wallet and each transfer-wallet vendor's. */
export const fetchBalance = () => call(walletBalanceSchema, 'wallet/balance');

export interface TransferRequest {
  from: string;
  to: string;
  amount: string;
}

/** POST /api/wallet/transfers (T): main → a vendor wallet or a vendor wallet → main. */
export const transferFunds = (request: TransferRequest, key: string) =>
  call(transferResultSchema, 'wallet/transfers', { method: 'POST', json: request, ...keyed(key) });

/** POST /api/wallet/recall: every vendor wallet back to main, in one journal. */
export const recallAll = (key: string) => call(recallResultSchema, 'wallet/recall', { method: 'POST', ...keyed(key) });

/** POST /api/wallet/upline-transfers: from the main wallet to the upline agent's. */
export const transferToUpline = (request: { amount: string }, key: string) =>
  call(uplineTransferResultSchema, 'wallet/upline-transfers', { method: 'POST', json: request, ...keyed(key) });

/** GET /api/wallet/deposit-methods: the bank accounts of the member's merchant to pay into. */
export const fetchDepositMethods = () => call(v.array(depositMethodSchema), 'wallet/deposit-methods');

/** GET /api/wallet/deposits?page=: the member's deposits, newest first. */
export const fetchDeposits = (page = 1) => call(depositPageSchema, 'wallet/deposits', { searchParams: { page } });

export interface DepositRequest {
  methodId: number;
  amount: string;
  reference: string;
  /** 0..3 png or jpg images, each at most 5 MB. */
  proofs: readonly File[];
}

/** POST /api/wallet/deposits (multipart): a manual deposit, pending until an operator decides. */
export function createDeposit(request: DepositRequest, key: string) {
  const body = new FormData();
  body.append('methodId', String(request.methodId));
  body.append('amount', request.amount);
  body.append('reference', request.reference);
  for (const file of request.proofs) body.append('proof', file, file.name);
  return call(depositSchema, 'wallet/deposits', { method: 'POST', body, ...keyed(key) });
}
