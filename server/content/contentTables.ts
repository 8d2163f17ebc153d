// The tables of migration 013 (content pages), kept beside the services that use them
// so the shared schema stays small: services widen their Kysely with withTables().
import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { BigintColumn, Database } from '../db/schema';

type Stamp = ColumnType<Date, Date | string, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string | undefined, string>;

export const PROMOTION_CATEGORIES = ['sports', 'live', 'slots', 'cards', 'fish', 'lotto', 'rebate', 'points', 'ranking', 'deposit', 'app', 'newbie'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];
export type PromotionMode = 'bonus' | 'event' | 'apply' | 'raffle';
export interface RafflePrize {
  amountMinor: number;
  weight: number;
}
export type EntryStatus = 'signed' | 'claimed' | 'applying' | 'rejected' | 'issued';

export const POINTS_TYPES = ['live', 'lottery', 'poker', 'slots', 'sports', 'redeem', 'deposit'] as const;
export type PointsType = (typeof POINTS_TYPES)[number];
export const REDEEM_STATUSES = ['processing', 'rejected', 'approved'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

export type ContentTables = {
  promotions: {
    id: Generated<string>;
    merchant_code: string | null;
    category: PromotionCategory;
    mode: PromotionMode;
    title: string;
    summary: string;
    body: string;
    translations: Json;
    prizes: ColumnType<unknown, string | undefined, string>;
    bonus_minor: BigintColumn;
    target_stake_minor: BigintColumn;
    color_from: string;
    color_to: string;
    starts_at: Stamp;
    ends_at: Stamp;
    sort_order: Generated<number>;
    active: Generated<boolean>;
  };
  promotion_entries: {
    id: Generated<string>;
    promotion_id: string;
    user_id: number;
    status: EntryStatus;
    remark: string | null;
    joined_at: Stamp;
    settled_at: NullableStamp;
    amount_minor: ColumnType<string | number | null, number | null | undefined, number | null>;
    journal_id: string | null;
  };
  vip_levels: {
    merchant_code: string;
    level: number;
    name: string;
    min_stake_minor: BigintColumn;
    daily_withdrawals: number;
    birthday_bonus_minor: BigintColumn;
    points_rate_pct: number;
    /** The name in the other languages (migration 018). */
    translations: Generated<unknown>;
  };
  points_entries: {
    id: Generated<string>;
    user_id: number;
    type: PointsType;
    points: BigintColumn;
    reference: string;
    created_at: Stamp;
  };
  points_rates: { merchant_code: string; vip_level: number; points_per_unit: number; min_points: number };
  points_rewards: {
    id: Generated<string>;
    merchant_code: string;
    name: string;
    translations: Json;
    points: number;
    motif: Generated<string>;
    sort_order: Generated<number>;
    active: Generated<boolean>;
  };
  points_redemptions: {
    id: Generated<string>;
    user_id: number;
    reference_no: string;
    kind: 'redeem' | 'convert';
    reward_id: string | null;
    points: BigintColumn;
    amount_minor: BigintColumn;
    status: RedeemStatus;
    created_at: Stamp;
    reviewed_at: NullableStamp;
  };
  help_articles: { merchant_code: string | null; topic: string; language: string; title: string; body: string; sort_order: Generated<number> };
  feedback: { id: Generated<string>; user_id: number; merchant_code: string; category: string; content: string; created_at: Stamp };
  vip_customer_services: { merchant_code: string; name: string; url: string };
  recent_games: { user_id: number; game_id: number; last_played_at: Stamp; play_count: Generated<number> };
  games: { id: number; node_id: number; game_type: string; vassalage: string; game_code: string; name: string };
};

export type ContentDb = Database & ContentTables;

export const widen = (db: Kysely<Database>) => db.withTables<ContentTables>() as unknown as Kysely<ContentDb>;
export const widenTrx = (trx: Transaction<Database>) => trx as unknown as Transaction<ContentDb>;

/** A translated field of operator content: the language's text, else the English one. */
export function translated(english: string, translations: unknown, language: string, field: string): string {
  const byLang = (translations ?? {}) as Record<string, Record<string, string> | undefined>;
  return byLang[language]?.[field] ?? byLang[language.split('-')[0]!]?.[field] ?? english;
}
