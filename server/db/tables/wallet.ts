// Money (migration 007): the ledger, idempotency keys, deposits, bank accounts, withdrawals, uploads, seamless calls, bets.
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, GeneratedBigint, CreatedAt, Timestamp, NullableTimestamp } from './columns';

export type LedgerAccountKind = 'main' | 'vendor' | 'withdrawal_hold' | 'house' | 'clearing' | 'fees';
export type { JournalKind } from '../../shared/wire/records';
import type { JournalKind } from '../../shared/wire/records';

export interface LedgerAccountsTable {
  id: Generated<string>;
  merchant_code: string;
  currency: string;
  kind: LedgerAccountKind;
  user_id: number | null;
  vendor: Generated<string>;
  shard: Generated<number>;
  /** Changed only by the entries trigger; never written by code. */
  balance: ColumnType<string | number, never, never>;
  allow_negative: Generated<boolean>;
  created_at: CreatedAt;
}

export interface LedgerJournalsTable {
  id: Generated<string>;
  merchant_code: string;
  kind: JournalKind;
  user_id: number | null;
  reference: string | null;
  memo: Generated<string>;
  created_at: Timestamp;
}

export interface LedgerEntriesTable {
  id: Generated<string>;
  journal_id: string;
  account_id: string;
  amount: BigintColumn;
  /** Written by the entries trigger. */
  balance_after: ColumnType<string | number, never, never>;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  scope: string;
  request_hash: string;
  /** The answer; NULL while a call done in steps (a house round) holds the key (migration 021). */
  response: ColumnType<unknown, string | null, string>;
  created_at: Timestamp;
}

export interface DepositMethodsTable {
  id: Generated<number>;
  merchant_code: string;
  kind: 'bank_transfer';
  name: string;
  bank_name: string;
  account_name: string;
  account_number: string;
  instructions: Generated<string>;
  min_minor: BigintColumn;
  max_minor: BigintColumn;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export type DepositStatus = 'pending' | 'matched' | 'approved' | 'rejected';

export interface DepositsTable {
  id: Generated<string>;
  user_id: number;
  merchant_code: string;
  method_id: number;
  amount_minor: BigintColumn;
  reference: string;
  status: Generated<DepositStatus>;
  matched_withdrawal_id: string | null;
  note: Generated<string>;
  decided_by: string | null;
  created_at: Timestamp;
  decided_at: NullableTimestamp;
}

export interface BankAccountsTable {
  id: Generated<string>;
  user_id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  created_at: Timestamp;
}

export type WithdrawalStatus = 'requested' | 'rejected' | 'paid' | 'received' | 'disputed' | 'refunded';

export interface WithdrawalsTable {
  id: Generated<string>;
  user_id: number;
  merchant_code: string;
  bank_account_id: string;
  amount_minor: BigintColumn;
  fee_minor: BigintColumn;
  status: Generated<WithdrawalStatus>;
  matched_deposit_id: string | null;
  confirm_minutes: number;
  confirm_deadline: NullableTimestamp;
  forced: Generated<boolean>;
  note: Generated<string>;
  decided_by: string | null;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
}

export type UploadPurpose = 'deposit_proof' | 'withdrawal_proof' | 'activity_application' | 'feedback' | 'identity_document';

export interface UploadsTable {
  id: Generated<string>;
  user_id: number;
  purpose: UploadPurpose;
  owner_id: string;
  /** A pdf only for identity documents. */
  mime: 'image/png' | 'image/jpeg' | 'application/pdf';
  size: number;
  sha256: string;
  data: Buffer | Uint8Array;
  created_at: Timestamp;
}

export type SeamlessKind = 'bet' | 'win' | 'rollback';

export interface SeamlessTransactionsTable {
  vendor: string;
  transaction_id: string;
  kind: SeamlessKind;
  user_id: number;
  bet_id: string | null;
  amount_minor: BigintColumn | null;
  request_hash: string;
  response: ColumnType<unknown, string, string>;
  journal_id: string | null;
  created_at: Timestamp;
}

export type BetStatus = 'open' | 'settled' | 'rolled_back' | 'void';

export interface BetsTable {
  id: Generated<string>;
  vendor: string;
  bet_id: string;
  user_id: number;
  merchant_code: string;
  game_type: string;
  game_code: Generated<string>;
  round_id: string | null;
  stake_minor: BigintColumn;
  payout_minor: GeneratedBigint;
  status: BetStatus;
  placed: boolean;
  rebated: Generated<boolean>;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
}
