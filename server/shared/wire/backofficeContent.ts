// The back office's content (docs/api.md "Back office: content"): notices and banners, written
// in English with a translation per shipped language (server/shared/languages.ts); a language
// without one shows the English. merchantCode null means every merchant.
import * as v from 'valibot';
import { BANNER_GROUPS, LINKAGE_TYPES, NOTICE_TYPES } from './content';
import { count, isoTime, pageNumber, pageOf } from './common';
import { merchantCode, optionalText, storedTranslations, text, translationsOf } from './translatedContent';

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 5000;
export const BANNER_TITLE_MAX = 120;
export const BANNER_MOTIFS = ['coins', 'cards', 'chips', 'ball', 'controller', 'balls', 'fish', 'rooster', 'gift', 'trophy', 'phone', 'star'] as const;

// ── Notices ─────────────────────────────────────────────────────────────────

export const noticeTranslations = translationsOf({ title: v.optional(optionalText(NOTICE_TITLE_MAX)), content: v.optional(optionalText(NOTICE_CONTENT_MAX)) });

export const noticeInput = v.strictObject({
  merchantCode,
  type: v.picklist(NOTICE_TYPES),
  title: text(NOTICE_TITLE_MAX),
  content: text(NOTICE_CONTENT_MAX),
  translations: v.optional(noticeTranslations, {}),
  /** Shown in a popup after login. */
  popup: v.boolean(),
  active: v.boolean(),
});
export type NoticeInput = v.InferOutput<typeof noticeInput>;

export const adminNotice = v.object({
  id: count,
  merchantCode: v.nullable(v.string()),
  type: v.picklist(NOTICE_TYPES),
  title: v.string(),
  content: v.string(),
  translations: storedTranslations,
  popup: v.boolean(),
  active: v.boolean(),
  createdAt: isoTime,
});
export type AdminNotice = v.InferOutput<typeof adminNotice>;
export const adminNoticePage = pageOf(adminNotice);

// ── Banners ─────────────────────────────────────────────────────────────────

export const bannerTranslations = translationsOf({ title: v.optional(optionalText(BANNER_TITLE_MAX)), subtitle: v.optional(optionalText(BANNER_TITLE_MAX)) });

const colour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));
export const bannerInput = v.strictObject({
  merchantCode,
  group: v.picklist(BANNER_GROUPS),
  title: text(BANNER_TITLE_MAX),
  subtitle: v.optional(optionalText(BANNER_TITLE_MAX), ''),
  translations: v.optional(bannerTranslations, {}),
  motif: v.picklist(BANNER_MOTIFS),
  colorFrom: colour,
  colorTo: colour,
  /** What a click opens: nothing, a route of the portal, an address, a game or a promotion. */
  linkageType: v.picklist(LINKAGE_TYPES),
  linkageTarget: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
  sortOrder: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  active: v.boolean(),
});
export type BannerInput = v.InferOutput<typeof bannerInput>;

export const adminBanner = v.object({
  id: count,
  merchantCode: v.nullable(v.string()),
  group: v.picklist(BANNER_GROUPS),
  title: v.string(),
  subtitle: v.string(),
  translations: storedTranslations,
  motif: v.picklist(BANNER_MOTIFS),
  colorFrom: v.string(),
  colorTo: v.string(),
  linkageType: v.picklist(LINKAGE_TYPES),
  linkageTarget: v.nullable(v.string()),
  sortOrder: count,
  active: v.boolean(),
  /** The banner's picture as players see it (English). */
  imageUrl: v.string(),
  updatedAt: isoTime,
});
export type AdminBanner = v.InferOutput<typeof adminBanner>;
export const adminBannerPage = pageOf(adminBanner);

/** A list's filters: the page, and one merchant's items with those for every merchant. */
export const CONTENT_STATUSES = ['published', 'unpublished'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentListQuery = v.strictObject({
  page: v.optional(pageNumber, 1),
  merchantCode: v.optional(v.pipe(v.string(), v.maxLength(16))),
  /** Only what players see (published) or only what they do not. */
  status: v.optional(v.picklist(CONTENT_STATUSES)),
});
export type ContentListQuery = v.InferOutput<typeof contentListQuery>;
export const contentParams = v.strictObject({ id: v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,8}$/)) });
