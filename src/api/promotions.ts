import * as v from 'valibot';
import { call } from './client';
import { REMARK_MAX } from '../../server/shared/contentRules';

// Promotions (/promotions, /promoDetail): the list with the caller's state of each,
// join, claim (money: Idempotency-Key) and activity applications with images.

/** Spec section 9's promotion types (besides "all"). */
export const PROMOTION_CATEGORIES = ['sports', 'live', 'slots', 'cards', 'fish', 'lotto', 'rebate', 'points', 'ranking', 'deposit', 'app', 'newbie'] as const;
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number];

/** Spec section 4's activity states. */
export const PROMOTION_STATES = ['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'process', 'signed', 'coming_soon'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Spec section 5: an activity remark is at most 140 characters (server/shared/contentRules.ts). */
export { REMARK_MAX };

const promotionFields = {
  id: v.string(),
  category: v.picklist(PROMOTION_CATEGORIES),
  mode: v.picklist(['bonus', 'event', 'apply', 'raffle']),
  title: v.string(),
  summary: v.string(),
  bonus: v.string(),
  target: v.string(),
  progress: v.string(),
  colors: v.tuple([v.string(), v.string()]),
  startsAt: v.string(),
  endsAt: v.string(),
  state: v.picklist(PROMOTION_STATES),
  won: v.nullable(v.string()),
};
export const promotionSchema = v.object(promotionFields);
export type Promotion = v.InferOutput<typeof promotionSchema>;

export const promotionDetailSchema = v.object({
  ...promotionFields,
  body: v.string(),
  remark: v.nullable(v.string()),
  images: v.array(v.object({ id: v.string(), mime: v.string(), size: v.number(), url: v.string() })),
});
export type PromotionDetail = v.InferOutput<typeof promotionDetailSchema>;

export const fetchPromotions = (category?: PromotionCategory) =>
  call(v.array(promotionSchema), 'promotions', category ? { searchParams: { category } } : {});

export const fetchPromotion = (id: string) => call(promotionDetailSchema, `promotions/${encodeURIComponent(id)}`);

export const joinPromotion = (id: string) => call(promotionSchema, `promotions/${encodeURIComponent(id)}/join`, { method: 'POST' });

export const claimSchema = v.object({ id: v.string(), state: v.literal('claimed'), bonus: v.string(), balance: v.string() });
export type PromotionClaim = v.InferOutput<typeof claimSchema>;

export const claimPromotion = (id: string, key: string) =>
  call(claimSchema, `promotions/${encodeURIComponent(id)}/claim`, { method: 'POST', headers: { 'Idempotency-Key': key } });

export const raffleSchema = v.object({ id: v.string(), state: v.literal('claimed'), prize: v.string(), balance: v.nullable(v.string()) });
export type RaffleDraw = v.InferOutput<typeof raffleSchema>;

/** POST /api/promotions/:id/raffle (T, key): the raffle promotion's one draw, credited at once. */
export const drawRaffle = (id: string, key: string) =>
  call(raffleSchema, `promotions/${encodeURIComponent(id)}/raffle`, { method: 'POST', headers: { 'Idempotency-Key': key } });

export interface ApplicationRequest {
  remark: string;
  images: readonly File[];
}

/** POST /api/promotions/:id/applications (multipart): remark plus up to 3 png/jpg images. */
export function applyPromotion(id: string, request: ApplicationRequest) {
  const body = new FormData();
  body.append('remark', request.remark);
  for (const file of request.images) body.append('images', file, file.name);
  return call(promotionDetailSchema, `promotions/${encodeURIComponent(id)}/applications`, { method: 'POST', body });
}
