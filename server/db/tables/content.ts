// Banners and notices (migration 003) and the content pages' tables (migration 013).
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, CreatedAt, Timestamp, NullableTimestamp, Json } from './columns';

export type { LinkageType, NoticeType } from '../../shared/wire/content';
import type { LinkageType, NoticeType } from '../../shared/wire/content';
export { PROMOTION_CATEGORIES, type PromotionCategory, type PromotionMode } from '../../shared/wire/promotions';
import type { PromotionCategory, PromotionMode } from '../../shared/wire/promotions';
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

export type EntryStatus = 'signed' | 'claimed' | 'applying' | 'rejected' | 'issued';

// Content pages (migration 013): promotions and members' entries, help articles, feedback.
export interface PromotionsTable {
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
  starts_at: Timestamp;
  ends_at: Timestamp;
  sort_order: Generated<number>;
  active: Generated<boolean>;
}

export interface PromotionEntriesTable {
  id: Generated<string>;
  promotion_id: string;
  user_id: number;
  status: EntryStatus;
  remark: string | null;
  joined_at: Timestamp;
  settled_at: NullableTimestamp;
  amount_minor: ColumnType<string | number | null, number | null | undefined, number | null>;
  journal_id: string | null;
}

export interface HelpArticlesTable {
  merchant_code: string | null;
  topic: string;
  language: string;
  title: string;
  body: string;
  sort_order: Generated<number>;
  /** Players see it (every language of the topic's article is published together). */
  active: Generated<boolean>;
}

export interface FeedbackTable {
  id: Generated<string>;
  user_id: number;
  merchant_code: string;
  category: string;
  content: string;
  created_at: Timestamp;
}

export interface VipCustomerServicesTable {
  merchant_code: string;
  name: string;
  url: string;
}
