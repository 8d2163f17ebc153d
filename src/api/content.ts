import * as v from 'valibot';
import { call } from './client';

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

export const fetchBanners = (group: string) =>
  call(bannersSchema, 'content/banners', { searchParams: { group } });

export const fetchNotices = (types: readonly string[] = HOME_NOTICE_TYPES) =>
  call(noticesSchema, 'content/notices', { searchParams: { types: types.join(','), platform: 'W' } });
