import { fetchHelp, sendFeedback, type FeedbackRequest } from '../api/help';
import {
  convertPoints,
  fetchPoints,
  fetchPointsConfig,
  fetchPointsHistory,
  fetchPointsRewards,
  fetchPointsTransactions,
  fetchVip,
  fetchVipLevels,
  redeemPoints,
} from '../api/points';
import type { ConvertRequest, PointsType, RedeemRequest, RedeemStatus, Vip, VipLevel } from '../../server/shared/wire/points';

// The content pages' calls (help, feedback, VIP, points mall), handed to their pages'
// resource and submission hooks. Each gets the signal of the load or sending under way,
// so leaving the page cancels it. Loaded with the content pages' chunk.

type Signal = { signal: AbortSignal };

/** The help centre's articles in the reader's language. */
export const loadHelp = (language: string, { signal }: Signal) => fetchHelp(language, { signal });

/** Feedback or a complaint with its images (PUT, multipart). */
export const submitFeedback = (request: FeedbackRequest, _key: string, { signal }: Signal) => sendFeedback(request, { signal });

/** The member's VIP status, or for a visitor (member null) the levels only. */
export async function loadVip(member: number | null, { signal }: Signal): Promise<{ levels: VipLevel[]; mine: Vip | null }> {
  if (member === null) return { levels: await fetchVipLevels({ signal }), mine: null };
  const mine = await fetchVip({ signal });
  return { levels: mine.levels, mine };
}

export const loadPoints = (_: undefined, { signal }: Signal) => fetchPoints({ signal });
export const loadPointsRates = (_: undefined, { signal }: Signal) => fetchPointsConfig({ signal });
export const loadPointsRewards = (_: undefined, { signal }: Signal) => fetchPointsRewards({ signal });

/** A page of the member's redemptions, optionally of one status. */
export const loadPointsHistory = (page: number, status: RedeemStatus | undefined, { signal }: Signal) => fetchPointsHistory(page, status, { signal });

/** A page of the member's points entries, optionally of one type. */
export const loadPointsEntries = (page: number, type: PointsType | undefined, { signal }: Signal) => fetchPointsTransactions(page, type, { signal });

/** Points to cash at the member's rate (encrypted, with the payment password). */
export const convertToCash = (request: ConvertRequest, key: string, { signal }: Signal) => convertPoints(request, key, { signal });

/** A mall reward for points (encrypted, with the payment password). */
export const redeemReward = (request: RedeemRequest, key: string, { signal }: Signal) => redeemPoints(request, key, { signal });
