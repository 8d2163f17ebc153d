import * as content from '../../server/shared/wire/content';
import { call, type CallOptions } from './client';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../server/shared/contentRules';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { FEEDBACK_CATEGORIES, HOME_NOTICE_TYPES, LINKAGE_TYPES, WINNER_QUERY } from '../../server/shared/wire/content';
export type { Banner, Feedback, FeedbackCategory, HelpArticle, Notice, RecentGame, ServiceList, Winner } from '../../server/shared/wire/content';

export const fetchBanners = (group: string, { signal }: CallOptions = {}) =>
  call(content.banners, 'content/banners', { searchParams: { group }, signal });

export const fetchNotices = (types: readonly content.NoticeType[] = content.HOME_NOTICE_TYPES, { signal }: CallOptions = {}) =>
  call(content.notices, 'content/notices', { searchParams: { types: types.join(','), platform: 'W' }, signal });

// --- content pages ---------------------------------------------------------------



export const fetchWinners = (language: string) =>
  call(content.winners, 'content/winners', { searchParams: { ...content.WINNER_QUERY, language } });


/** GET /api/content/help: the help centre's articles in the reader's language. */
export const fetchHelp = (language: string) => call(content.helpArticles, 'content/help', { searchParams: { language } });

/** Spec-notes 6: feedback content is 10 to 500 characters (server/shared/contentRules.ts). */
export const FEEDBACK_BOUNDS = { min: FEEDBACK_MIN, max: FEEDBACK_MAX } as const;

/** Feedback as the form sends it: the fields of the wire shape (a category always chosen), and the images as files. */
export type FeedbackRequest = Required<content.FeedbackRequest> & { images: readonly File[] };

/** PUT /api/content/feedback (T, multipart): feedback or a complaint with up to 3 images. */
export function sendFeedback(request: FeedbackRequest) {
  const body = new FormData();
  body.append('category', request.category);
  body.append('content', request.content);
  for (const file of request.images) body.append('images', file, file.name);
  return call(content.feedback, 'content/feedback', { method: 'PUT', body });
}


/** The customer-service list (entry type 3), paths encrypted; with a token, rank above 4 gets the VIP channel. */
export const fetchCustomerServices = ({ signal }: CallOptions = {}) => call(content.serviceList, 'content/customer-services', { signal });


/** GET /api/content/recent-games (T): the member's recently played games; clientType 3 is the web client (spec section 7). */
export const fetchRecentGames = () => call(content.recentGames, 'content/recent-games', { searchParams: { clientType: 3 } });
