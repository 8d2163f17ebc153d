// The back office's staff, their sessions and recovery codes, and the operator API's keys
// (migration 031).
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, CreatedAt, GeneratedBigint, NullableTimestamp, Timestamp } from './columns';
import type { Permission, StaffRole } from '../../shared/staffRoles';

export interface StaffTable {
  id: Generated<string>;
  username: string;
  display_name: string;
  role: StaffRole;
  password_hash: string;
  totp_secret: string | null;
  totp_pending: string | null;
  totp_last_step: GeneratedBigint;
  disabled_at: NullableTimestamp;
  created_at: CreatedAt;
  last_sign_in_at: NullableTimestamp;
}

export interface StaffRecoveryCodesTable {
  id: Generated<string>;
  staff_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface StaffSessionsTable {
  id: Generated<string>;
  token_hash: string;
  staff_id: string;
  stage: 'second_step' | 'signed_in';
  ip: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface OperatorKeysTable {
  id: Generated<string>;
  name: string;
  key_hash: string;
  scopes: ColumnType<Permission[], string, string>;
  created_by: string;
  created_at: CreatedAt;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface PlayerNotesTable {
  id: Generated<string>;
  user_id: number;
  author: string;
  body: string;
  created_at: CreatedAt;
}

/** A merchant day's report figures, kept once the day is over (migration 033; server/backoffice/reports.ts). */
export interface ReportDaysTable {
  merchant_code: string;
  /** The zone the day was counted in: a merchant that changes zone gets its days counted anew. */
  time_zone: string;
  day: ColumnType<string, string, never>;
  figures: ColumnType<unknown, string, never>;
  computed_at: Timestamp;
}

/** A manual adjustment waiting for a second member of staff (migration 034; server/wallet/adjustmentApprovals.ts). */
export interface PendingAdjustmentsTable {
  id: Generated<string>;
  merchant_code: string;
  user_id: number;
  currency: string;
  direction: 'credit' | 'debit';
  kind: 'adjustment' | 'bonus';
  amount_minor: BigintColumn;
  memo: string;
  status: ColumnType<'pending' | 'approved' | 'rejected', 'pending' | undefined, 'approved' | 'rejected'>;
  requested_by: string;
  requested_staff_id: string | null;
  created_at: CreatedAt;
  decided_by: string | null;
  decided_staff_id: string | null;
  decided_at: NullableTimestamp;
  reason: string | null;
  journal_id: string | null;
}
