// Player protection's tables (migrations 041, 043): a member's limits per kind and period,
// and when they last answered the ask to set or review them.
import type { ColumnType } from 'kysely';
import type { NullableTimestamp, Timestamp } from './columns';

type NullableBigint = ColumnType<string | number | null, number | string | bigint | null | undefined, number | string | bigint | null>;

export interface MemberLimitsTable {
  user_id: number;
  kind: 'deposit' | 'loss';
  period: 'day' | 'week' | 'month';
  /** The limit in force; null: none. */
  amount_minor: NullableBigint;
  /** A loosening change waiting for its confirmation (null with pending_since set: a removal). */
  pending_amount_minor: NullableBigint;
  pending_since: NullableTimestamp;
  updated_at: Timestamp;
}

export interface MemberLimitReviewsTable {
  user_id: number;
  reviewed_at: Timestamp;
}

/** Migration 045: a member's reality-check interval and session time limit. */
export interface MemberSessionRulesTable {
  user_id: number;
  reality_check_minutes: number;
  /** The session time limit in force; null: none. */
  session_limit_minutes: number | null;
  /** A loosening change waiting for its confirmation (null with pending_since set: a removal). */
  pending_session_limit_minutes: number | null;
  pending_since: NullableTimestamp;
  updated_at: Timestamp;
}

/** Migration 045: when a session's last reality check was acknowledged. */
export interface SessionRealityChecksTable {
  session_id: string;
  acknowledged_at: Timestamp;
}
