// The operator's money calls (docs/api.md "Operator money routes", X-Operator-Key): the queue,
// deciding deposits and withdrawals, adjustments and rewards, the money settings, a vendor's
// wallet mode, the confirmation deadline job and the ledger check. The deposits, withdrawals and
// rewards they answer are the member's own shapes (wallet.ts, centre.ts).
import * as v from 'valibot';
import { amountInput, count, id, money } from './common';
import { deposit, withdrawal } from './wallet';
import { memberAccount, operatorMerchant } from './operator';


/** A deposit or withdrawal of the queue names its member and merchant. */
const owner = { account: v.string(), merchantCode: v.string() };
export const walletQueue = v.object({
  /** pending and matched, oldest first. */
  deposits: v.array(v.object({ ...deposit.entries, ...owner })),
  /** requested, paid and disputed, oldest first. */
  withdrawals: v.array(v.object({ ...withdrawal.entries, ...owner })),
});
export type WalletQueue = v.InferOutput<typeof walletQueue>;

const note = v.pipe(v.string(), v.maxLength(500));
/** A rejection's note, shown to the member. */
export const rejectionRequest = v.strictObject({ note: v.optional(note) });

export const markPaidRequest = v.strictObject({
  /** Another member's pending deposit of exactly the net amount, which paid the withdrawer directly. */
  matchedDepositId: v.optional(id),
});

export const DISPUTE_OUTCOMES = ['received', 'refunded'] as const;
export const resolutionRequest = v.strictObject({ outcome: v.picklist(DISPUTE_OUTCOMES), note: v.optional(note) });
export type ResolutionRequest = v.InferOutput<typeof resolutionRequest>;

// ── Adjustments and rewards ─────────────────────────────────────────────────

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
/** 'bonus' shows in the member's bonus details; 'adjustment' is a plain correction. */
export const ADJUSTMENT_KINDS = ['adjustment', 'bonus'] as const;

export const adjustmentRequest = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  account: memberAccount,
  direction: v.picklist(ADJUSTMENT_DIRECTIONS),
  amount: amountInput,
  kind: v.optional(v.picklist(ADJUSTMENT_KINDS)),
  memo: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type AdjustmentRequest = v.InferOutput<typeof adjustmentRequest>;

export const adjustment = v.object({
  journalId: v.string(),
  account: v.string(),
  direction: v.picklist(ADJUSTMENT_DIRECTIONS),
  kind: v.picklist(ADJUSTMENT_KINDS),
  amount: money,
  /** The member's main wallet after it. */
  balance: money,
});
export type Adjustment = v.InferOutput<typeof adjustment>;

/** A reward the member claims from the reward centre; the answer is the member's reward (centre.ts). */
export const rewardGrant = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  account: memberAccount,
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  amount: amountInput,
  expiresAt: v.optional(v.pipe(v.string(), v.maxLength(40), v.description('ISO 8601'))),
});
export type RewardGrant = v.InferOutput<typeof rewardGrant>;

// ── Settings ────────────────────────────────────────────────────────────────

/** A merchant's limits, fee, confirmation window and rebate rate; absent fields stay as they are. */
export const walletSettingsChange = v.strictObject({
  merchantCode: v.optional(operatorMerchant),
  depositMin: v.optional(amountInput),
  depositMax: v.optional(amountInput),
  withdrawMin: v.optional(amountInput),
  withdrawMax: v.optional(amountInput),
  withdrawDailyCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  withdrawFeeBps: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5000))),
  /** May be zero, unlike the other amounts. */
  withdrawFeeMin: v.optional(v.pipe(v.string(), v.maxLength(32))),
  withdrawConfirmMinutes: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10080), v.description('Minutes before an unanswered payout closes as received')),
  ),
  rebateBps: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))),
});
export type WalletSettingsChange = v.InferOutput<typeof walletSettingsChange>;

export const WALLET_MODES = ['transfer', 'seamless'] as const;
export const vendorWalletRequest = v.strictObject({
  vendor: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/)),
  walletMode: v.picklist(WALLET_MODES),
  /** Signs the vendor's seamless-wallet calls; required for seamless, never logged. */
  secret: v.optional(v.pipe(v.string(), v.minLength(16), v.maxLength(256))),
});
export type VendorWalletRequest = v.InferOutput<typeof vendorWalletRequest>;
export const vendorWallet = v.object({ vendor: v.string(), walletMode: v.picklist(WALLET_MODES) });
export type VendorWallet = v.InferOutput<typeof vendorWallet>;

// ── Jobs and checks ─────────────────────────────────────────────────────────

/** The confirmation deadline job: payouts it closed as received. */
export const confirmationsClosed = v.object({ closed: count });
export type ConfirmationsClosed = v.InferOutput<typeof confirmationsClosed>;

export const ledgerDiscrepancy = v.object({ problem: v.string(), id: v.string(), recorded: v.string(), computed: v.string() });
export type LedgerDiscrepancy = v.InferOutput<typeof ledgerDiscrepancy>;
/** Both lists empty when every balance matches its entries and every journal sums to zero. */
export const ledgerCheck = v.object({ ok: v.boolean(), discrepancies: v.array(ledgerDiscrepancy) });
export type LedgerCheck = v.InferOutput<typeof ledgerCheck>;

/** The full bank account a withdrawal pays to (the queue shows it masked); each reveal is audited. */
export const payeeAccount = v.object({ withdrawalId: v.string(), bankName: v.string(), accountName: v.string(), accountNumber: v.string() });
export type PayeeAccount = v.InferOutput<typeof payeeAccount>;
