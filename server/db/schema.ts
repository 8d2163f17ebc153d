// Kysely table types; one interface per table of server/db/migrations.
import type { ColumnType, Generated } from 'kysely';
import type { AccountType } from '../shared/accountTypes';

/**
 * A bigint column of minor units. `pg` hands bigints back as strings, PGlite as
 * numbers; read them with minorOf() of server/shared/money.ts.
 */
export type BigintColumn = ColumnType<string | number, number | string | bigint, number | string | bigint>;
/** A bigint column with a database default. */
export type GeneratedBigint = ColumnType<string | number, number | string | bigint | undefined, number | string | bigint>;

/** A timestamptz the database fills in; drivers hand back a Date. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MerchantsTable {
  code: string;
  dialing_code: Generated<string>;
  code_expired_minutes: Generated<number>;
  password_max_age_days: number | null;
  login_extra_check: Generated<LoginExtraCheck>;
  deposit_min_minor: GeneratedBigint;
  deposit_max_minor: GeneratedBigint;
  withdraw_min_minor: GeneratedBigint;
  withdraw_max_minor: GeneratedBigint;
  withdraw_daily_count: Generated<number>;
  withdraw_fee_bps: Generated<number>;
  withdraw_fee_min_minor: GeneratedBigint;
  withdraw_confirm_minutes: Generated<number>;
  rebate_bps: Generated<number>;
  country: string;
  country_name: string;
  currency: string;
  currency_symbol: string;
  /** IANA name: whose calendar day counts (the age rule). */
  time_zone: Generated<string>;
  default_language: string;
  is_default: Generated<boolean>;
  cs_bar_enabled: Generated<boolean>;
  licence_name: string;
  licence_url: string;
  region_info: Generated<string>;
  sort_order: Generated<number>;
  created_at: CreatedAt;
}

export interface MerchantSwitchesTable {
  merchant_code: string;
  name: string;
  value: number;
}

export interface MerchantCountriesTable {
  merchant_code: string;
  country_code: string;
}

export interface MerchantRestrictedCidrsTable {
  merchant_code: string;
  /** PostgreSQL `cidr`; read back as text such as `203.0.113.0/24`. */
  cidr: string;
}

export interface MerchantLanguagesTable {
  merchant_code: string;
  language_code: string;
  sort_order: Generated<number>;
}

export interface MaintenanceTable {
  /** '*' for every merchant, else a merchant code. */
  scope: string;
  enabled: Generated<boolean>;
  title: Generated<string>;
  info: Generated<string>;
  end_time: NullableTimestamp;
  updated_at: CreatedAt;
}

export interface CustomerServicesTable {
  id: Generated<number>;
  merchant_code: string;
  cs_position: 'right' | 'page';
  cs_type: 'livechat' | 'telegram' | 'facebook' | 'other';
  name: string;
  url: string;
  sort_order: Generated<number>;
}

export interface AppResourcesTable {
  merchant_code: string;
  resource_type: 'ios' | 'android' | 'lite';
  url: string;
  qr_code_url: string | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor: string;
  ip: string | null;
  action: string;
  details: ColumnType<unknown, string, never>;
  at: CreatedAt;
}

export type { LinkageType, NoticeType } from '../shared/wire/content';
import type { LinkageType, NoticeType } from '../shared/wire/content';
export type BannerMotif =
  | 'coins' | 'cards' | 'chips' | 'ball' | 'controller' | 'balls'
  | 'fish' | 'rooster' | 'gift' | 'trophy' | 'phone' | 'star';

export interface BannersTable {
  id: Generated<number>;
  merchant_code: string | null;
  group_name: string;
  title: string;
  subtitle: Generated<string>;
  image_url: string | null;
  color_from: Generated<string>;
  color_to: Generated<string>;
  motif: ColumnType<BannerMotif, BannerMotif | undefined, BannerMotif>;
  linkage_type: LinkageType;
  linkage_target: string | null;
  /** Title and subtitle in the other languages, by language code. */
  translations: ColumnType<unknown, string | undefined, string>;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  updated_at: CreatedAt;
}


export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string | null;
  type: NoticeType;
  title: string;
  content: string;
  /** Title and content in the other languages, by language code. */
  translations: ColumnType<unknown, string | undefined, string>;
  popup: Generated<boolean>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface GameTypesTable {
  code: string;
  type_id: number;
  name: string;
  sort_order: number;
}

export interface VendorsTable {
  game_type: string;
  vassalage: string;
  name: string;
  account_type_id: number;
  is_hot: Generated<number>;
  color: string;
  accent: string;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  /** GAME: the card opens the vendor's game; VASSALAGE: it opens the vendor's list (migration 016). */
  is_game: Generated<'GAME' | 'VASSALAGE'>;
  wallet_mode: Generated<'transfer' | 'seamless'>;
  seamless_secret: string | null;
}

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
export type LoginExtraCheck = 'none' | 'mobile' | 'sms' | 'email' | 'bankName';
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
  self_excluded_until: NullableTimestamp;
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

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export type LedgerAccountKind = 'main' | 'vendor' | 'withdrawal_hold' | 'house' | 'clearing' | 'fees';
export type { JournalKind } from '../shared/wire/records';
import type { JournalKind } from '../shared/wire/records';

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
  response: ColumnType<unknown, string, string>;
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

export type UploadPurpose = 'deposit_proof' | 'withdrawal_proof' | 'activity_application' | 'feedback';

export interface UploadsTable {
  id: Generated<string>;
  user_id: number;
  purpose: UploadPurpose;
  owner_id: string;
  mime: 'image/png' | 'image/jpeg';
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

export interface InboxMessagesTable {
  id: Generated<string>;
  merchant_code: string;
  user_id: number | null;
  kind: string;
  params: ColumnType<unknown, string | undefined, string>;
  title: string;
  content: string;
  created_at: Timestamp;
}

export interface InboxReadsTable {
  message_id: string;
  user_id: number;
  read_at: Timestamp;
}

export interface RewardsTable {
  id: Generated<string>;
  user_id: number;
  title: string;
  amount_minor: BigintColumn;
  status: Generated<'available' | 'claimed'>;
  expires_at: NullableTimestamp;
  created_at: Timestamp;
  claimed_at: NullableTimestamp;
}

export interface MissionsTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  game_type: string | null;
  target_stake_minor: BigintColumn;
  reward_minor: BigintColumn;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface MissionClaimsTable {
  mission_id: number;
  user_id: number;
  claimed_at: Timestamp;
}

// Lottery (migration 011): games and their schedules, draws with committed seeds, tickets.
export interface LotteryGamesTable {
  code: string;
  vendor: string;
  area: 'VN' | 'SEA';
  name: string;
  menu_tag: string;
  schedule: 'interval' | 'weekly';
  interval_seconds: number | null;
  draw_day_of_week: number | null;
  draw_minute_utc: number | null;
  lock_seconds: number;
  digits: number;
  is_hot: Generated<boolean>;
  active: Generated<boolean>;
  sort_order: Generated<number>;
}

export type LotteryDrawStatus = 'open' | 'drawn' | 'settled';
export interface LotteryDrawsTable {
  id: Generated<string>;
  game_code: string;
  numero: string;
  opens_at: Timestamp;
  locks_at: Timestamp;
  draw_at: Timestamp;
  server_seed: string;
  server_seed_hash: string;
  status: Generated<LotteryDrawStatus>;
  numbers: string | null;
  drawn_at: NullableTimestamp;
  settled_at: NullableTimestamp;
  created_at: Timestamp;
}

export type { LotteryBetType } from '../shared/wire/lottery';
import type { LotteryBetType } from '../shared/wire/lottery';
export interface LotteryTicketsTable {
  id: Generated<string>;
  draw_id: string;
  user_id: number;
  merchant_code: string;
  currency: string;
  bet_type: LotteryBetType;
  selection: string;
  stake_minor: BigintColumn;
  odds_basis: number;
  payout_minor: ColumnType<string | number | null, number | null | undefined, number | null>;
  status: Generated<'open' | 'won' | 'lost'>;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
}

// Agents (migration 012): contract options, contracts, settlement runs and lines.
export type { ContractEndReason, ContractKind, ContractStatus, DividendPeriod } from '../shared/wire/agent';
import type { ContractEndReason, ContractKind, ContractStatus, DividendPeriod } from '../shared/wire/agent';

export interface AgentOptionsTable {
  merchant_code: string;
  daily_salary: Generated<boolean>;
  hourly_salary: Generated<boolean>;
  realtime_salary: Generated<boolean>;
  dividend_periods: ColumnType<DividendPeriod[], DividendPeriod[] | undefined, DividendPeriod[]>;
  updated_at: CreatedAt;
}

export interface AgentContractsTable {
  id: Generated<string>;
  merchant_code: string;
  kind: ContractKind;
  upline_id: number | null;
  downline_id: number;
  status: ContractStatus;
  /** Normalised terms (server/agents/terms.ts): rates in hundredths of a percent, amounts in minor units. */
  terms: ColumnType<unknown, string, string>;
  period: DividendPeriod | null;
  offered_at: Timestamp;
  answered_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  end_reason: ContractEndReason | null;
}

export interface AgentSettlementRunsTable {
  merchant_code: string;
  kind: string;
  period_key: string;
  period_start: Timestamp;
  period_end: Timestamp;
  bets: Generated<number>;
  agents: Generated<number>;
  total_minor: GeneratedBigint;
  ran_at: Timestamp;
}

export interface AgentCountedBetsTable {
  kind: string;
  bet_id: string;
  period_key: string;
}

export interface AgentSettlementsTable {
  id: Generated<string>;
  merchant_code: string;
  kind: string;
  period_key: string;
  period_start: Timestamp;
  period_end: Timestamp;
  agent_id: number;
  contract_id: string;
  base_minor: BigintColumn;
  active_members: number;
  rate: string;
  gross_minor: BigintColumn;
  downline_minor: BigintColumn;
  amount_minor: BigintColumn;
  journal_id: string;
  settled_at: Timestamp;
}

export interface ChatRoomsTable {
  id: Generated<string>;
  merchant_code: string;
  kind: 'game' | 'support';
  subject_id: BigintColumn;
  staff_read_id: GeneratedBigint;
  member_read_id: GeneratedBigint;
  created_at: CreatedAt;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  room_id: BigintColumn;
  author_kind: 'member' | 'staff';
  user_id: number | null;
  staff_name: string | null;
  body: string;
  hidden: Generated<boolean>;
  created_at: Timestamp;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
  merchants: MerchantsTable;
  merchant_switches: MerchantSwitchesTable;
  merchant_allowed_countries: MerchantCountriesTable;
  merchant_restricted_countries: MerchantCountriesTable;
  merchant_restricted_cidrs: MerchantRestrictedCidrsTable;
  merchant_languages: MerchantLanguagesTable;
  maintenance: MaintenanceTable;
  customer_services: CustomerServicesTable;
  app_resources: AppResourcesTable;
  audit_log: AuditLogTable;
  banners: BannersTable;
  notices: NoticesTable;
  game_types: GameTypesTable;
  vendors: VendorsTable;
  register_fields: RegisterFieldsTable;
  users: UsersTable;
  affiliate_codes: AffiliateCodesTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  challenges: ChallengesTable;
  auth_events: AuthEventsTable;
  known_logins: KnownLoginsTable;
  login_checks: LoginChecksTable;
  password_resets: PasswordResetsTable;
  outbox_messages: OutboxMessagesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_journals: LedgerJournalsTable;
  ledger_entries: LedgerEntriesTable;
  idempotency_keys: IdempotencyKeysTable;
  deposit_methods: DepositMethodsTable;
  deposits: DepositsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  uploads: UploadsTable;
  seamless_transactions: SeamlessTransactionsTable;
  bets: BetsTable;
  inbox_messages: InboxMessagesTable;
  inbox_reads: InboxReadsTable;
  rewards: RewardsTable;
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  agent_options: AgentOptionsTable;
  agent_contracts: AgentContractsTable;
  agent_settlement_runs: AgentSettlementRunsTable;
  agent_counted_bets: AgentCountedBetsTable;
  agent_settlements: AgentSettlementsTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
}
