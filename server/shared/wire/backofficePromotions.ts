// The back office's promotions and help articles (docs/api.md "Back office: content"): the
// fields players are shown, in English with a translation per other shipped language.
import * as v from 'valibot';
import { contentListQuery } from './backofficeContent';
import { HELP_TOPICS } from './content';
import { count, id, isoTime, money, pageOf } from './common';
import { PROMOTION_CATEGORIES, PROMOTION_MODES } from './promotions';
import { merchantCode, optionalText, storedTranslations, text, translationsOf } from './translatedContent';

export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_SUMMARY_MAX = 300;
export const PROMOTION_BODY_MAX = 10_000;
export const HELP_TITLE_MAX = 200;
export const HELP_BODY_MAX = 20_000;
/** A raffle's prize table: at most this many prizes. */
export const PRIZES_MAX = 20;

const colour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));
/** An amount typed in the console: a decimal string with at most 2 places, zero allowed. */
const amount = v.pipe(v.string(), v.regex(/^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/));
const time = v.pipe(v.string(), v.isoTimestamp());
const order = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000));

// ── Promotions ──────────────────────────────────────────────────────────────

export const promotionTranslations = translationsOf({
  title: v.optional(optionalText(PROMOTION_TITLE_MAX)),
  summary: v.optional(optionalText(PROMOTION_SUMMARY_MAX)),
  body: v.optional(optionalText(PROMOTION_BODY_MAX)),
});

export const prize = v.strictObject({ amount, weight: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)) });

export const promotionInput = v.strictObject({
  merchantCode,
  category: v.picklist(PROMOTION_CATEGORIES),
  mode: v.picklist(PROMOTION_MODES),
  title: text(PROMOTION_TITLE_MAX),
  summary: text(PROMOTION_SUMMARY_MAX),
  body: text(PROMOTION_BODY_MAX),
  translations: v.optional(promotionTranslations, {}),
  /** The bonus credited (bonus, apply), or a raffle's top prize (taken from its prizes); 0 for an event. */
  bonus: amount,
  /** Stakes a bonus needs before it can be claimed. */
  target: v.optional(amount, '0'),
  /** A raffle's prize table (other modes: empty). */
  prizes: v.optional(v.pipe(v.array(prize), v.maxLength(PRIZES_MAX)), []),
  colorFrom: colour,
  colorTo: colour,
  startsAt: time,
  endsAt: time,
  sortOrder: order,
  active: v.boolean(),
});
export type PromotionInput = v.InferOutput<typeof promotionInput>;

export const adminPromotion = v.object({
  id,
  merchantCode: v.nullable(v.string()),
  category: v.picklist(PROMOTION_CATEGORIES),
  mode: v.picklist(PROMOTION_MODES),
  title: v.string(),
  summary: v.string(),
  body: v.string(),
  translations: storedTranslations,
  bonus: money,
  target: money,
  prizes: v.array(v.object({ amount: money, weight: count })),
  colorFrom: v.string(),
  colorTo: v.string(),
  startsAt: isoTime,
  endsAt: isoTime,
  sortOrder: count,
  active: v.boolean(),
});
export type AdminPromotion = v.InferOutput<typeof adminPromotion>;
export const adminPromotionPage = pageOf(adminPromotion);

// ── Help articles ───────────────────────────────────────────────────────────

/** A long text: not empty here; the service refuses one of spaces only (server/content/helpAdmin.ts). */
const longText = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));

/** A help article's translation: its title and its body, both (a language shows one whole article). */
export const helpTranslations = translationsOf({ title: text(HELP_TITLE_MAX), body: longText(HELP_BODY_MAX) });

export const helpInput = v.strictObject({
  title: text(HELP_TITLE_MAX),
  body: longText(HELP_BODY_MAX),
  translations: v.optional(helpTranslations, {}),
  sortOrder: order,
  active: v.boolean(),
});
export type HelpInput = v.InferOutput<typeof helpInput>;

/** One topic's article for every merchant (scope "all") or one merchant (its code). */
export const helpParams = v.strictObject({ scope: v.pipe(v.string(), v.regex(/^(all|[A-Z]{2,8})$/)), topic: v.picklist(HELP_TOPICS) });
export type HelpParams = v.InferOutput<typeof helpParams>;

export const adminHelpArticle = v.object({
  merchantCode: v.nullable(v.string()),
  topic: v.picklist(HELP_TOPICS),
  title: v.string(),
  body: v.string(),
  translations: storedTranslations,
  sortOrder: v.number(),
  active: v.boolean(),
});
export type AdminHelpArticle = v.InferOutput<typeof adminHelpArticle>;
export const adminHelpPage = pageOf(adminHelpArticle);

// ── Lists ───────────────────────────────────────────────────────────────────

export const promotionListQuery = v.strictObject({ ...contentListQuery.entries, category: v.optional(v.picklist(PROMOTION_CATEGORIES)) });
export type PromotionListQuery = v.InferOutput<typeof promotionListQuery>;
export const helpListQuery = v.strictObject({ ...contentListQuery.entries, topic: v.optional(v.picklist(HELP_TOPICS)) });
export type HelpListQuery = v.InferOutput<typeof helpListQuery>;
