// What the content pages share: the promotion and points vocabularies (the column types
// are in server/db/tables) and the translated text of operator content.
export { POINTS_TYPES, PROMOTION_CATEGORIES, REDEEM_STATUSES } from '../db/schema';
export type { EntryStatus, PointsType, PromotionCategory, PromotionMode, RedeemStatus } from '../db/schema';

export interface RafflePrize {
  amountMinor: number;
  weight: number;
}

/** A translated field of operator content: the language's text, else the English one. */
export function translated(english: string, translations: unknown, language: string, field: string): string {
  const byLang = (translations ?? {}) as Record<string, Record<string, string> | undefined>;
  return byLang[language]?.[field] ?? byLang[language.split('-')[0]!]?.[field] ?? english;
}
