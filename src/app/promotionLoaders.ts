import type { CallOptions } from '../api/client';
import { applyPromotion, claimPromotion, drawRaffle, fetchPromotion, fetchPromotions, joinPromotion, type ApplicationRequest, type PromotionCategory } from '../api/promotions';

// The promotion pages' calls (/promotions, /promoDetail), handed to their resource and
// submission hooks, each with the signal of the load or sending under way (leaving the
// page cancels it). Loaded with the content pages' chunk.

/** Spec section 9's promotion types, the tabs of /promotions. */
export { PROMOTION_CATEGORIES } from '../api/promotions';

/** What a promotions list is asked with: the language and member are there so either change reloads it. */
export interface PromotionsQuery {
  category?: PromotionCategory;
  member: number | null;
  locale: string;
}

export const loadPromotions = (query: PromotionsQuery, options: CallOptions) => fetchPromotions(query.category, options);

/** One promotion with the member's state of it; an address without an id is not found. */
export const loadPromotion = (query: { id: string | null }, options: CallOptions) =>
  query.id ? fetchPromotion(query.id, options) : Promise.reject({ errorCode: 'not_found' });

export const joinOne = (id: string, options: CallOptions) => joinPromotion(id, options);

/** Claims a bonus: money, so the submission's idempotency key goes with it. */
export const claimOne = (id: string, key: string, options: CallOptions) => claimPromotion(id, key, options);

/** The raffle's one draw: money, with the submission's idempotency key. */
export const drawOne = (id: string, key: string, options: CallOptions) => drawRaffle(id, key, options);

/** An application for an activity: the remark and up to 3 images. */
export const applyFor = (id: string, request: ApplicationRequest, options: CallOptions) => applyPromotion(id, request, options);
