import * as v from 'valibot';
import { call, type CallOptions } from './client';

/** The red counts of the personal-centre menu (spec section 2). */
export const badgesSchema = v.object({
  /** Unread inbox messages. */
  messages: v.number(),
  /** Rewards waiting to be claimed. */
  rewards: v.number(),
  /** Completed missions whose reward is not claimed yet. */
  missions: v.number(),
});
export type Badges = v.InferOutput<typeof badgesSchema>;

/** GET /api/member/badges (T). */
export const fetchBadges = ({ signal }: CallOptions = {}) => call(badgesSchema, 'member/badges', { signal });
