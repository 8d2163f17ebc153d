import * as promotions from '../../server/shared/wire/promotions';
import { call, type CallOptions } from './client';
import { REMARK_MAX } from '../../server/shared/contentRules';

// Promotions (/promotions, /promoDetail): the list with the caller's state of each,
// join, claim (money: Idempotency-Key) and activity applications with images.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { PROMOTION_CATEGORIES, PROMOTION_STATES } from '../../server/shared/wire/promotions';
export type { Promotion, PromotionCategory, PromotionClaim, PromotionDetail, PromotionState, RaffleDraw } from '../../server/shared/wire/promotions';

/** Spec section 5: an activity remark is at most 140 characters (server/shared/contentRules.ts). */
export { REMARK_MAX };

const path = (id: string, action?: string) => `promotions/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** GET /api/promotions?category= (token optional: with one, the member's state of each). */
export const fetchPromotions = (category?: promotions.PromotionCategory, { signal }: CallOptions = {}) =>
  call(promotions.promotions, 'promotions', category ? { searchParams: { category }, signal } : { signal });

/** GET /api/promotions/:id: the rules, the caller's state and application. */
export const fetchPromotion = (id: string, { signal }: CallOptions = {}) => call(promotions.promotionDetail, path(id), { signal });

/** POST /api/promotions/:id/join (T): a bonus or an event promotion. */
export const joinPromotion = (id: string, { signal }: CallOptions = {}) => call(promotions.promotion, path(id, 'join'), { method: 'POST', signal });

/** POST /api/promotions/:id/claim (T, key): a completed bonus into the main wallet. */
export const claimPromotion = (id: string, key: string, { signal }: CallOptions = {}) =>
  call(promotions.promotionClaim, path(id, 'claim'), { method: 'POST', headers: { 'Idempotency-Key': key }, signal });

/** POST /api/promotions/:id/raffle (T, key): the raffle promotion's one draw, credited at once. */
export const drawRaffle = (id: string, key: string, { signal }: CallOptions = {}) =>
  call(promotions.raffleDraw, path(id, 'raffle'), { method: 'POST', headers: { 'Idempotency-Key': key }, signal });

/** An application as the form sends it: the remark of the wire shape, and the images as files. */
export type ApplicationRequest = promotions.ApplicationRequest & { images: readonly File[] };

/** POST /api/promotions/:id/applications (multipart): remark plus up to 3 png/jpg images. */
export function applyPromotion(id: string, request: ApplicationRequest, { signal }: CallOptions = {}) {
  const body = new FormData();
  body.append('remark', request.remark);
  for (const file of request.images) body.append('images', file, file.name);
  return call(promotions.promotionDetail, path(id, 'applications'), { method: 'POST', body, signal });
}
