import * as v from 'valibot';
import { call, type CallOptions } from './client';

export const LINKAGE_TYPES = ['none', 'route', 'url', 'game', 'promotion'] as const;

export const bannerSchema = v.object({
  bannerId: v.union([v.string(), v.number()]),
  url: v.string(),
  groupName: v.string(),
  // An unknown linkage type from a newer server is shown as a plain banner.
  linkageType: v.fallback(v.picklist(LINKAGE_TYPES), 'none'),
  linkageTarget: v.optional(v.nullable(v.string())),
  title: v.optional(v.nullable(v.string())),
});
export type Banner = v.InferOutput<typeof bannerSchema>;
export const bannersSchema = v.array(bannerSchema);

export const noticeSchema = v.object({
  id: v.union([v.string(), v.number()]),
  type: v.string(),
  title: v.string(),
  content: v.string(),
  popup: v.optional(v.boolean(), false),
  createdAt: v.optional(v.nullable(v.string())),
});
export type Notice = v.InferOutput<typeof noticeSchema>;
export const noticesSchema = v.array(noticeSchema);

/** Announcement types shown on the home notice bar (spec section 7). */
export const HOME_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR'] as const;

export const fetchBanners = (group: string, { signal }: CallOptions = {}) =>
  call(bannersSchema, 'content/banners', { searchParams: { group }, signal });

export const fetchNotices = (types: readonly string[] = HOME_NOTICE_TYPES, { signal }: CallOptions = {}) =>
  call(noticesSchema, 'content/notices', { searchParams: { types: types.join(','), platform: 'W' }, signal });

// --- content pages ---------------------------------------------------------------

export const winnerSchema = v.object({
  id: v.string(),
  account: v.string(),
  gameType: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  gameName: v.string(),
  stake: v.string(),
  win: v.string(),
  currency: v.string(),
  at: v.string(),
});
export type Winner = v.InferOutput<typeof winnerSchema>;

/** Spec sections 7 and 9: the winner board is a GET with gameCategory ALL and limitNum 50. */
export const WINNER_QUERY = { gameCategory: 'ALL', limitNum: 50 } as const;

export const fetchWinners = (language: string) =>
  call(v.array(winnerSchema), 'content/winners', { searchParams: { ...WINNER_QUERY, language } });

export const helpArticleSchema = v.object({ topic: v.string(), title: v.string(), body: v.string(), language: v.string() });
export type HelpArticle = v.InferOutput<typeof helpArticleSchema>;

/** GET /api/content/help: the help centre's articles in the reader's language. */
export const fetchHelp = (language: string) => call(v.array(helpArticleSchema), 'content/help', { searchParams: { language } });

export const FEEDBACK_CATEGORIES = ['suggestion', 'complaint', 'payment', 'game', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** Spec-notes 6: feedback content is 10 to 500 characters. */
export const FEEDBACK_BOUNDS = { min: 10, max: 500 } as const;

export interface FeedbackRequest {
  category: FeedbackCategory;
  content: string;
  images: readonly File[];
}

/** PUT /api/content/feedback (T, multipart): feedback or a complaint with up to 3 images. */
export function sendFeedback(request: FeedbackRequest) {
  const body = new FormData();
  body.append('category', request.category);
  body.append('content', request.content);
  for (const file of request.images) body.append('images', file, file.name);
  return call(v.object({ id: v.string(), category: v.string(), content: v.string(), images: v.number(), createdAt: v.string() }), 'content/feedback', { method: 'PUT', body });
}

export const serviceListSchema = v.object({
  enabled: v.boolean(),
  type: v.number(),
  vip: v.boolean(),
  entries: v.array(v.object({ csPosition: v.string(), csType: v.string(), name: v.string(), path: v.string() })),
});
export type ServiceList = v.InferOutput<typeof serviceListSchema>;

/** The customer-service list (entry type 3), paths encrypted; with a token, rank above 4 gets the VIP channel. */
export const fetchCustomerServices = () => call(serviceListSchema, 'content/customer-services');

export const recentGameSchema = v.object({
  nodeId: v.number(),
  name: v.string(),
  gameType: v.string(),
  vendor: v.string(),
  gameCode: v.string(),
  thumbnailUrl: v.string(),
  lastPlayedAt: v.string(),
  playCount: v.number(),
});
export type RecentGame = v.InferOutput<typeof recentGameSchema>;

/** GET /api/content/recent-games (T): the member's recently played games; clientType 3 is the web client (spec section 7). */
export const fetchRecentGames = () => call(v.array(recentGameSchema), 'content/recent-games', { searchParams: { clientType: 3 } });
