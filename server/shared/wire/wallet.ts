// The wallet's wire shapes (api.md "Money", docs/api.md): balances, transfers, deposits,
// bank accounts, withdrawals and their confirmation, and the `value` of the wallet's refusals.
// One definition each: the routes validate and serialise with them, `src/api` parses with them.
import * as v from 'valibot';
import { BANK_TEXT_MAX } from '../withdrawalRules';
import { amountInput, count, id, int4, isoTime, money, pageNumber, pageOf, upload } from './common';

// ── Balances and transfers ──────────────────────────────────────────────────

/** `main`: the main wallet; anything else is a transfer-wallet vendor's code. */
export const MAIN_WALLET = 'main';
export const walletCode = v.pipe(v.string(), v.regex(/^(main|[A-Z0-9_]{1,32})$/), v.description("'main' or a transfer-wallet vendor's code"));

export const walletBalance = v.object({
  sumBalance: money,
  currency: v.string(),
  currencySymbol: v.string(),
  /** `main` first, then each transfer-wallet vendor in menu order. */
  wallets: v.array(v.object({ wallet: v.pipe(v.string(), v.description("'main' or a vendor code")), name: v.string(), balance: money })),
});
export type WalletBalance = v.InferOutput<typeof walletBalance>;

export const transferRequest = v.strictObject({ from: walletCode, to: walletCode, amount: amountInput });
export type TransferRequest = v.InferOutput<typeof transferRequest>;

export const transferResult = v.object({
  transferId: v.string(),
  from: v.string(),
  to: v.string(),
  amount: money,
  sumBalance: money,
  wallets: v.array(v.object({ wallet: v.string(), balance: money })),
});
export type TransferResult = v.InferOutput<typeof transferResult>;

export const recallResult = v.object({
  /** Null when every vendor wallet was already empty (nothing moved). */
  transferId: v.nullable(v.string()),
  recalled: money,
  wallets: v.array(v.object({ wallet: v.string(), amount: money })),
  sumBalance: money,
});
export type RecallResult = v.InferOutput<typeof recallResult>;

export const uplineTransferRequest = v.strictObject({ amount: amountInput });
export const uplineTransferResult = v.object({
  transferId: v.string(),
  amount: money,
  upline: v.object({ account: v.string(), nickname: v.string() }),
  balance: money,
  sumBalance: money,
});
export type UplineTransferResult = v.InferOutput<typeof uplineTransferResult>;

// ── Deposits ────────────────────────────────────────────────────────────────

export const depositMethod = v.object({
  id: int4(1),
  kind: v.picklist(['bank_transfer']),
  name: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNumber: v.string(),
  instructions: v.string(),
  min: money,
  max: money,
  currency: v.string(),
});
export type DepositMethod = v.InferOutput<typeof depositMethod>;

export const DEPOSIT_STATUSES = ['pending', 'matched', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const deposit = v.object({
  id: v.string(),
  methodId: count,
  methodName: v.string(),
  amount: money,
  currency: v.string(),
  reference: v.string(),
  status: v.picklist(DEPOSIT_STATUSES),
  /** Paid straight to a member's matched withdrawal (spec-notes ruling 8). */
  matched: v.boolean(),
  note: v.string(),
  createdAt: isoTime,
  decidedAt: v.nullable(isoTime),
  proofs: v.array(upload),
});
export type Deposit = v.InferOutput<typeof deposit>;
export const depositPage = pageOf(deposit);
export type DepositPage = v.InferOutput<typeof depositPage>;

/** A deposit's fields (JSON, or the text fields of the multipart form with its proof images). */
export const depositRequest = v.strictObject({
  methodId: int4(1),
  amount: amountInput,
  reference: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
export type DepositRequest = v.InferOutput<typeof depositRequest>;

// ── Bank accounts and the payment password ─────────────────────────────────

export const bankAccount = v.object({
  id: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  /** Masked by the server: the last four characters only. */
  accountNumber: v.pipe(v.string(), v.description('Masked: the last 4 characters')),
  createdAt: isoTime,
});
export type BankAccount = v.InferOutput<typeof bankAccount>;

export const newBankAccount = v.strictObject({
  bankName: v.pipe(v.string(), v.minLength(1), v.maxLength(BANK_TEXT_MAX)),
  accountName: v.pipe(v.string(), v.minLength(1), v.maxLength(BANK_TEXT_MAX)),
  accountNumber: v.pipe(v.string(), v.minLength(4), v.maxLength(48)),
});
export type NewBankAccount = v.InferOutput<typeof newBankAccount>;

export const paymentPasswordRequest = v.strictObject({
  /** Needed only to change a payment password already set. */
  oldPaymentPassword: v.optional(v.pipe(v.string(), v.maxLength(64))),
  paymentPassword: v.pipe(v.string(), v.maxLength(64)),
  confirmPaymentPassword: v.pipe(v.string(), v.maxLength(64)),
});
export type PaymentPasswordRequest = v.InferOutput<typeof paymentPasswordRequest>;
export const paymentPasswordSet = v.object({ set: v.boolean() });

// ── Withdrawals ─────────────────────────────────────────────────────────────

export const withdrawalSettings = v.object({
  currency: v.string(),
  min: money,
  max: money,
  /** The fee in basis points of the amount (100 = 1%), rounded up, at least `feeMin`. */
  feeBps: v.pipe(count, v.description('Fee in basis points (100 = 1%)')),
  feeMin: money,
  dailyCount: count,
  usedToday: count,
  /** Minutes the member has to answer a payout before it closes as received. */
  confirmMinutes: count,
  hasPaymentPassword: v.boolean(),
});
export type WithdrawalSettings = v.InferOutput<typeof withdrawalSettings>;

export const WITHDRAWAL_STATUSES = ['requested', 'paid', 'rejected', 'received', 'disputed', 'refunded'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const withdrawal = v.object({
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
  confirmMinutes: count,
  /** An unanswered payout closes as received then (paid withdrawals only). */
  confirmDeadline: v.nullable(v.pipe(v.string(), v.description('ISO time; an unanswered payout closes as received then'))),
  note: v.string(),
  createdAt: isoTime,
  paidAt: v.nullable(isoTime),
  confirmedAt: v.nullable(isoTime),
  resolvedAt: v.nullable(isoTime),
  proofs: v.array(upload),
});
export type Withdrawal = v.InferOutput<typeof withdrawal>;
export const withdrawalPage = pageOf(withdrawal);
export type WithdrawalPage = v.InferOutput<typeof withdrawalPage>;

export const withdrawRequest = v.strictObject({ bankAccountId: id, amount: amountInput, paymentPassword: v.pipe(v.string(), v.maxLength(64)) });
export type WithdrawRequest = v.InferOutput<typeof withdrawRequest>;

export const withdrawalListQuery = v.strictObject({ page: v.optional(pageNumber, 1), status: v.optional(v.picklist(WITHDRAWAL_STATUSES)) });

/** The JSON answer to a paid withdrawal (a dispute is multipart: received=false with proof images). */
export const confirmationRequest = v.strictObject({ received: v.boolean() });

// ── The `value` of the wallet's refusals ────────────────────────────────────

/** insufficient_funds: the wallet and its real balance. */
export const insufficientFunds = v.object({ wallet: v.optional(v.string()), balance: money });
/** invalid_amount: which field and what is wrong with it (`server/shared/money.ts` AmountProblem). */
export const invalidAmount = v.object({ field: v.optional(v.string()), problem: v.string() });
/** amount_out_of_range: the range, and for a withdrawal the fee it would cost. */
export const amountRange = v.object({ min: money, max: money, fee: v.optional(money) });
/** payment_password_incorrect: wrong tries left before the lock. */
export const triesLeft = v.object({ triesLeft: count });
/** invalid_payment_password_format: the merchant's field rule. */
export const paymentPasswordRule = v.object({
  field: v.optional(v.string()),
  problem: v.optional(v.string()),
  patternId: v.string(),
  minLength: count,
  maxLength: count,
});
