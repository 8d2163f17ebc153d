// Promotions' wire shapes (docs/api.md "Content pages", spec sections 4 and 9): the list with the
// caller's state of each, one promotion with its rules and the caller's application, and the
// answers of joining, claiming a bonus, drawing a raffle and applying.
import * as v from 'valibot';
import { REMARK_MAX } from '../contentRules';
import { id, isoTime, money, upload } from './common';
export { idParams as promotionParams } from './common';

/** Spec section 9's promotion types (besides "all"). */
export const PROMOTION_CATEGORIES = ['sports', 'live', 'slots', 'cards', 'fish', 'lotto', 'rebate', 'points', 'ranking', 'deposit', 'app', 'newbie'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** How a member takes part: join a bonus or an event, apply with a remark, or draw a raffle. */
export const PROMOTION_MODES = ['bonus', 'event', 'apply', 'raffle'] as const;
export type PromotionMode = (typeof PROMOTION_MODES)[number];

/** Spec section 4's activity states. */
export const PROMOTION_STATES = ['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'process', 'signed', 'coming_soon'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

// ── Requests ────────────────────────────────────────────────────────────────

export const promotionsQuery = v.strictObject({ category: v.optional(v.picklist(PROMOTION_CATEGORIES)) });

/**
 * The JSON form of an application (the multipart form carries the same remark plus the images).
 * The service counts the trimmed remark against 1..REMARK_MAX; the longer bound here only keeps
 * a huge body out.
 */
export const applicationRequest = v.strictObject({
  remark: v.pipe(v.string(), v.maxLength(1000), v.description(`1 to ${REMARK_MAX} characters, counted trimmed`)),
});
export type ApplicationRequest = v.InferOutput<typeof applicationRequest>;

// ── Answers ─────────────────────────────────────────────────────────────────

export const promotion = v.object({
  id: v.string(),
  category: v.picklist(PROMOTION_CATEGORIES),
  mode: v.picklist(PROMOTION_MODES),
  title: v.string(),
  summary: v.string(),
  bonus: money,
  target: money,
  progress: money,
  /** The two colours of the card's gradient. */
  colors: v.strictTuple([v.string(), v.string()]),
  startsAt: isoTime,
  endsAt: isoTime,
  state: v.pipe(v.picklist(PROMOTION_STATES), v.description('Spec section 4 activity state for the caller (join for visitors)')),
  won: v.pipe(v.nullable(money), v.description("What the caller's raffle draw won; null before a draw and for other promotions")),
});
export type Promotion = v.InferOutput<typeof promotion>;
export const promotions = v.array(promotion);

/** One promotion with its rules, and the caller's application (remark and images) if any. */
export const promotionDetail = v.object({
  ...promotion.entries,
  body: v.string(),
  remark: v.nullable(v.string()),
  images: v.array(upload),
});
export type PromotionDetail = v.InferOutput<typeof promotionDetail>;

/** A completed bonus credited to the main wallet. */
export const promotionClaim = v.object({ id: v.string(), state: v.literal('claimed'), bonus: money, balance: money });
export type PromotionClaim = v.InferOutput<typeof promotionClaim>;

/** A raffle's one draw; `balance` is null when the prize is nothing (no money moved). */
export const raffleDraw = v.object({ id: v.string(), state: v.literal('claimed'), prize: money, balance: v.nullable(money) });
export type RaffleDraw = v.InferOutput<typeof raffleDraw>;
