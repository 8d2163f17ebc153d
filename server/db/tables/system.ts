// Merchants and what the system status is made of (migrations 001, 002, 019, 026), the audit log and applied migrations.
import type { LoginExtraCheck } from './accounts';
import type { ColumnType, Generated } from 'kysely';
import type { GeneratedBigint, CreatedAt, Timestamp, NullableTimestamp } from './columns';

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
  /** The image and launch CDNs (migration 026): an https origin with an optional path, or '' for the portal itself. */
  image_cdn: Generated<string>;
  launch_cdn: Generated<string>;
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

/** The domains a merchant is reached on (migration 026), per device: 0 the web site, 3 the mobile site. */
export interface MerchantDomainsTable {
  merchant_code: string;
  device: 0 | 3;
  domain_name: string;
  sort_order: Generated<number>;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor: string;
  ip: string | null;
  action: string;
  details: ColumnType<unknown, string, never>;
  at: CreatedAt;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}
