// The lobby shell's content on the wire: banners per route group, notices, the winners board,
// help articles, feedback, the customer-service list and the member's recent games.
import * as v from 'valibot';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX, FEEDBACK_MIN } from '../contentRules';
import { LOCALE_CODES } from '../languages';
import { count, GAME_TYPES, isoTime, money } from './common';

/** Route groups of spec section 2 and spec-notes ruling 2. */
export const BANNER_GROUPS = [
  'w_home', 'w_rng', 'w_live', 'w_fish', 'w_pvp', 'w_sports', 'w_esports', 'w_lott',
  'w_cockfight', 'w_promotion', 'w_shop', 'w_help', 'w_reg', 'w_forget', 'w_register',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export const LINKAGE_TYPES = ['none', 'route', 'url', 'game', 'promotion'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/** Announcement types of spec section 9. */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
/** Announcement types shown on the home notice bar (spec section 7), asked for on platform W. */
export const HOME_NOTICE_TYPES = ['B', 'PL', 'PU', 'PR'] as const satisfies readonly NoticeType[];
export const NOTICE_PLATFORMS = ['W'] as const;

/** Spec sections 7 and 9: the winner board is asked with gameCategory ALL and limitNum 50. */
export const WINNER_LIMIT = 50;
export const WINNER_QUERY = { gameCategory: 'ALL', limitNum: WINNER_LIMIT } as const;
/** The winners board shows every game type, or one. */
export const WINNER_CATEGORIES = ['ALL', ...GAME_TYPES] as const;
export const HELP_TOPICS = ['faq', 'terms', 'privacy', 'responsible', 'contact'] as const;
/** The customer-service list is entry type 3 (spec section 7); its client sends clientType 3 for the web. */
export const SERVICE_LIST_TYPE = 3;
/** What feedback is about (spec section 5); `other` when the form names none. */
export { FEEDBACK_CATEGORIES, type FeedbackCategory } from '../contentRules';

// ── Requests ────────────────────────────────────────────────────────────────

export const bannersQuery = v.strictObject({ group: v.picklist(BANNER_GROUPS) });
const noticeTypeList = new RegExp(`^(${NOTICE_TYPES.join('|')})(,(${NOTICE_TYPES.join('|')}))*$`);
export const noticesQuery = v.strictObject({
  types: v.optional(v.pipe(v.string(), v.regex(noticeTypeList), v.maxLength(64), v.description('Comma-separated types; all types when absent'))),
  /** The spec's client names its platform (W, the web); every platform sees the same notices. */
  platform: v.optional(v.picklist(NOTICE_PLATFORMS)),
});
export const winnersQuery = v.strictObject({
  gameCategory: v.optional(v.picklist(WINNER_CATEGORIES), 'ALL'),
  language: v.optional(v.picklist(LOCALE_CODES)),
  limitNum: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(WINNER_LIMIT)), WINNER_LIMIT),
});
export const helpQuery = v.strictObject({ language: v.optional(v.pipe(v.string(), v.maxLength(16))) });
/**
 * The JSON form of feedback (the multipart form carries the same fields plus the images). The
 * service counts the trimmed content against FEEDBACK_MIN..FEEDBACK_MAX; the longer bound here
 * only keeps a huge body out.
 */
export const feedbackRequest = v.strictObject({
  category: v.optional(v.picklist(FEEDBACK_CATEGORIES)),
  content: v.pipe(v.string(), v.maxLength(2000), v.description(`${FEEDBACK_MIN} to ${FEEDBACK_MAX} characters, counted trimmed`)),
});
export type FeedbackRequest = v.InferOutput<typeof feedbackRequest>;
export const recentGamesQuery = v.strictObject({ clientType: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3))) });

// ── Answers ─────────────────────────────────────────────────────────────────

export const banner = v.object({
  bannerId: count,
  url: v.string(),
  groupName: v.string(),
  linkageType: v.picklist(LINKAGE_TYPES),
  linkageTarget: v.optional(v.string()),
  title: v.string(),
});
export type Banner = v.InferOutput<typeof banner>;
export const banners = v.array(banner);

export const notice = v.object({ id: count, type: v.picklist(NOTICE_TYPES), title: v.string(), content: v.string(), popup: v.boolean(), createdAt: isoTime });
export type Notice = v.InferOutput<typeof notice>;
export const notices = v.array(notice);

export const winner = v.object({
  id: v.string(),
  account: v.pipe(v.string(), v.description('Masked username')),
  gameType: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  gameName: v.string(),
  stake: money,
  win: money,
  currency: v.string(),
  at: isoTime,
});
export type Winner = v.InferOutput<typeof winner>;
export const winners = v.array(winner);

export const helpArticle = v.object({ topic: v.picklist(HELP_TOPICS), title: v.string(), body: v.string(), language: v.string() });
export type HelpArticle = v.InferOutput<typeof helpArticle>;
export const helpArticles = v.array(helpArticle);

export const serviceList = v.object({
  enabled: v.boolean(),
  type: v.literal(SERVICE_LIST_TYPE),
  vip: v.boolean(),
  entries: v.array(v.object({ csPosition: v.string(), csType: v.string(), name: v.string(), path: v.string() })),
});
export type ServiceList = v.InferOutput<typeof serviceList>;

/** Feedback as stored: `images` is how many images came with it. */
export const feedback = v.object({ id: v.string(), category: v.picklist(FEEDBACK_CATEGORIES), content: v.string(), images: count, createdAt: isoTime });
export type Feedback = v.InferOutput<typeof feedback>;

export const recentGame = v.object({
  nodeId: count,
  name: v.string(),
  gameType: v.string(),
  vendor: v.string(),
  gameCode: v.string(),
  thumbnailUrl: v.string(),
  lastPlayedAt: isoTime,
  playCount: count,
});
export type RecentGame = v.InferOutput<typeof recentGame>;
export const recentGames = v.array(recentGame);
