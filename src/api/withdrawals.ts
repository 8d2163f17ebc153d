import * as v from 'valibot';
import { call } from './client';
import { pageSchema, uploadSchema } from './wallet';

// Withdrawals (docs/api.md "Money"): the merchant's limits and fee, the member's bank
// accounts, the payment password, the request itself, and the member's answer once the
// payout is made (received, or not received with proof images). Amounts are the API's
// decimal strings. Calls that move money carry the Idempotency-Key their form was given.

const money = v.string();

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected', 'received', 'disputed', 'refunded'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawalSettingsSchema = v.object({
  currency: v.string(),
  min: money,
  max: money,
  /** The fee in basis points of the amount (100 = 1%), rounded up, at least `feeMin`. */
  feeBps: v.number(),
  feeMin: money,
  dailyCount: v.number(),
  usedToday: v.number(),
  /** Minutes the member has to answer a payout before it closes as received. */
  confirmMinutes: v.number(),
  hasPaymentPassword: v.boolean(),
});
export type WithdrawalSettings = v.InferOutput<typeof withdrawalSettingsSchema>;

export const bankAccountSchema = v.object({
  id: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  /** Masked by the server: the last four characters only. */
  accountNumber: v.string(),
  createdAt: v.string(),
});
export type BankAccount = v.InferOutput<typeof bankAccountSchema>;

export const withdrawalSchema = v.object({
  id: v.string(),
  amount: money,
  fee: money,
  /** What reaches the bank account: amount less fee. */
  netAmount: money,
  currency: v.string(),
  status: v.picklist(WITHDRAWAL_STATUSES),
  bankAccount: v.object({ id: v.string(), bankName: v.string(), accountName: v.string(), accountNumber: v.string() }),
  /** Paid by another member's deposit (that deposit is credited when this one closes). */
  matched: v.boolean(),
  /** Closed as received because nobody answered before the deadline. */
  forced: v.boolean(),
  confirmMinutes: v.number(),
  /** ISO time; an unanswered payout closes as received then (paid withdrawals only). */
  confirmDeadline: v.nullable(v.string()),
  note: v.string(),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  confirmedAt: v.nullable(v.string()),
  resolvedAt: v.nullable(v.string()),
  proofs: v.array(uploadSchema),
});
export type Withdrawal = v.InferOutput<typeof withdrawalSchema>;

export const withdrawalPageSchema = pageSchema(withdrawalSchema);
export type WithdrawalPage = v.InferOutput<typeof withdrawalPageSchema>;

/** The `value` of an invalid_payment_password_format refusal: the merchant's field rule. */
export const paymentPasswordRuleSchema = v.object({
  field: v.optional(v.string()),
  problem: v.optional(v.string()),
  patternId: v.string(),
  minLength: v.number(),
  maxLength: v.number(),
});
/** The `value` of an amount_out_of_range refusal of a withdrawal. */
export const withdrawalRangeSchema = v.object({ min: money, max: money, fee: v.optional(money) });
/** The `value` of a payment_password_incorrect refusal. */
export const triesLeftSchema = v.object({ triesLeft: v.number() });

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/** GET /api/wallet/withdrawal-settings: limits, fee, today's count, confirmation minutes. */
export const fetchWithdrawalSettings = () => call(withdrawalSettingsSchema, 'wallet/withdrawal-settings');

/** GET /api/wallet/bank-accounts: the member's bank accounts (at most 5). */
export const fetchBankAccounts = () => call(v.array(bankAccountSchema), 'wallet/bank-accounts');

export interface NewBankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** POST /api/wallet/bank-accounts: the same account again answers the existing one. */
export const addBankAccount = (account: NewBankAccount) => call(bankAccountSchema, 'wallet/bank-accounts', { method: 'POST', json: account });

export interface PaymentPasswordRequest {
  /** Needed only to change a payment password already set. */
  oldPaymentPassword?: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}

/** POST /api/member/payment-password: sets it the first time, or changes it given the current one. */
export const setPaymentPassword = (request: PaymentPasswordRequest) =>
  call(v.object({ set: v.boolean() }), 'member/payment-password', { method: 'POST', json: request });

export interface WithdrawRequest {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
}

/** POST /api/wallet/withdrawals: the amount leaves the main wallet at once (held until paid or rejected). */
export const requestWithdrawal = (request: WithdrawRequest, key: string) =>
  call(withdrawalSchema, 'wallet/withdrawals', { method: 'POST', json: request, ...keyed(key) });

/** GET /api/wallet/withdrawals?page=&status=: newest first, pages of 15. */
export const fetchWithdrawals = ({ page = 1, status }: { page?: number; status?: WithdrawalStatus | '' } = {}) =>
  call(withdrawalPageSchema, 'wallet/withdrawals', { searchParams: status ? { page, status } : { page } });

/** GET /api/wallet/withdrawals/:id */
export const fetchWithdrawal = (id: string) => call(withdrawalSchema, `wallet/withdrawals/${encodeURIComponent(id)}`);

export type Confirmation = { received: true } | { received: false; proofs: readonly Blob[] };

/**
 * POST /api/wallet/withdrawals/:id/confirmation: received (JSON), or not received with
 * 1..3 proof images (multipart), which opens a dispute. Only a paid withdrawal can be
 * answered: `invalid_state` with `value.status` (and `forced` once the deadline closed it).
 */
export function confirmWithdrawal(id: string, confirmation: Confirmation, key: string) {
  const path = `wallet/withdrawals/${encodeURIComponent(id)}/confirmation`;
  if (confirmation.received) return call(withdrawalSchema, path, { method: 'POST', json: { received: true }, ...keyed(key) });
  const body = new FormData();
  body.append('received', 'false');
  for (const file of confirmation.proofs) body.append('proof', file, file instanceof File ? file.name : 'proof');
  return call(withdrawalSchema, path, { method: 'POST', body, ...keyed(key) });
}
