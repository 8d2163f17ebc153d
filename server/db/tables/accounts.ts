// Accounts (migrations 005, 006): registration fields, users, sessions, codes, bot checks, login guards, the outbox.
import type { IdentityTier } from '../../shared/identityRules';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp, NullableTimestamp } from './columns';
import type { AccountType } from '../../shared/accountTypes';

export interface RegisterFieldsTable {
  merchant_code: string;
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: Generated<string>;
  pattern_id: Generated<string>;
  min_length: Generated<number>;
  max_length: Generated<number>;
  sort_order: Generated<number>;
}

/** The extra check at login from a new IP or device (spec-notes ruling 7). */
export type { LoginExtraCheck } from '../../shared/merchantSettings';
export type PasswordSetBy = 'self' | 'agent' | 'operator' | 'system';
/** 0 member; 1, 2, 41, 42 agents; 4 trial. */
export type MemberType = AccountType;

export interface UsersTable {
  id: Generated<number>;
  merchant_code: string;
  account: string;
  account_key: string;
  nickname: Generated<string>;
  role: Generated<'member' | 'staff'>;
  type: ColumnType<MemberType, MemberType | undefined, MemberType>;
  parent_id: number | null;
  referrer_id: number | null;
  currency: string;
  dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  email_key: string | null;
  payee_name: string | null;
  /** Profile facts named by the member's labels (migration 027). */
  address: Generated<string | null>;
  nationality: Generated<string | null>;
  occupation: Generated<string | null>;
  income_source: Generated<string | null>;
  /** PostgreSQL `date`, written as `yyyy-MM-dd`; read it with to_char (drivers differ on dates). */
  birthday: ColumnType<unknown, string | null | undefined, string | null>;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  recommender_id: string | null;
  referral_code: string;
  register_domain: string | null;
  register_url: string | null;
  register_method: string | null;
  register_ip: string | null;
  password_hash: string;
  password_set_by: PasswordSetBy;
  password_changed_at: Timestamp;
  payment_password_hash: string | null;
  locked: Generated<boolean>;
  /** The running time-out or self-exclusion (migration 040; server/protection/gate.ts reads it). */
  protection_kind: ColumnType<'time_out' | 'exclusion' | null, 'time_out' | 'exclusion' | null | undefined, 'time_out' | 'exclusion' | null>;
  protection_started_at: NullableTimestamp;
  /** Its end; null with kind exclusion: indefinite. */
  protection_until: NullableTimestamp;
  /** When the lift of an indefinite exclusion was asked for. */
  protection_lift_requested_at: NullableTimestamp;
  /** The tier of identity checks the member holds (server/shared/identityRules.ts). */
  identity_tier: Generated<IdentityTier>;
  last_login_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface AffiliateCodesTable {
  code: string;
  merchant_code: string;
  agent_id: number;
  domain: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: number;
  via: string;
  side: Generated<'member' | 'agent'>;
  password_change_pending: Generated<boolean>;
  ip: string | null;
  device_id: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  revoke_reason: string | null;
}

export type CodeFlow = 'register' | 'login' | 'reset' | 'bind' | 'login_check';

export interface VerificationCodesTable {
  id: Generated<string>;
  merchant_code: string;
  flow: CodeFlow;
  channel: 'sms' | 'email';
  target: string;
  salt: string;
  code_hash: string;
  tries: Generated<number>;
  ip: string | null;
  created_at: Timestamp;
  resend_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface ChallengesTable {
  id: string;
  kind: 'captcha' | 'slider';
  answer: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface AuthEventsTable {
  id: Generated<string>;
  kind: string;
  key: string;
  at: Timestamp;
}

export interface KnownLoginsTable {
  user_id: number;
  kind: 'ip' | 'device';
  value: string;
  first_seen: Timestamp;
  last_seen: Timestamp;
}

export interface LoginChecksTable {
  id_hash: string;
  user_id: number;
  method: string;
  tries: Generated<number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  user_id: number;
  secret_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface OutboxMessagesTable {
  id: Generated<string>;
  channel: 'sms' | 'email';
  recipient: string;
  text: string;
  code: string | null;
  created_at: Timestamp;
}

export interface SignInProvidersTable {
  merchant_code: string;
  provider: string;
  issuer: string | null;
  authorization_endpoint: string | null;
  token_endpoint: string | null;
  userinfo_endpoint: string | null;
  client_id: string;
  client_secret: string | null;
  client_secret_env: string | null;
  scope: string;
  enabled: Generated<boolean>;
}

export interface PhoneVerificationProvidersTable {
  merchant_code: string;
  api_url: string;
  api_key: string;
  issuer: string;
  audience: string;
  jwks_url: string;
  enabled: Generated<boolean>;
}

export interface PhoneTokensUsedTable {
  token_hash: string;
  user_id: number | null;
  used_at: Timestamp;
  expires_at: Timestamp;
}

export interface MemberIdentitiesTable {
  user_id: number;
  merchant_code: string;
  provider: string;
  subject: string;
  email: string | null;
  linked_at: Timestamp;
}

export interface SignInAttemptsTable {
  id_hash: string;
  state_hash: string;
  merchant_code: string;
  provider: string;
  purpose: string;
  side: Generated<string>;
  user_id: number | null;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  subject: string | null;
  email: string | null;
  display_name: string | null;
  error_code: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  called_back_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}
