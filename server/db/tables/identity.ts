// Identity checks (migration 042_identity.sql).
import type { Generated } from 'kysely';
import type { IdentityTier, ReviewState, SubmissionKind } from '../../shared/identityRules';
import type { BigintColumn, NullableTimestamp, Timestamp } from './columns';

export interface IdentitySubmissionsTable {
  id: Generated<string>;
  user_id: number;
  merchant_code: string;
  kind: SubmissionKind;
  state: Generated<ReviewState>;
  reason: string | null;
  full_name: string | null;
  birth_date: string | null;
  address: string | null;
  submitted_at: Timestamp;
  reviewed_at: NullableTimestamp;
  reviewed_by: string | null;
}

/** A merchant's rules; the tiers are basic or full (unverified asks for nothing). */
export interface IdentityRulesTable {
  merchant_code: string;
  any_withdrawal_tier: Exclude<IdentityTier, 'unverified'> | null;
  withdrawal_above_minor: BigintColumn | null;
  withdrawal_above_tier: Exclude<IdentityTier, 'unverified'> | null;
  deposited_above_minor: BigintColumn | null;
  deposited_above_tier: Exclude<IdentityTier, 'unverified'> | null;
}
