// Banners per route group and notices by type, for the merchant the visitor is on.
import type { Kysely } from 'kysely';
import type { Database, NoticeType } from '../db/schema';
import type { Banner, BannerGroup, Notice } from '../shared/wire/content';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { translated } from './contentTables';

export { BANNER_GROUPS, LINKAGE_TYPES, NOTICE_TYPES, type BannerGroup } from '../shared/wire/content';



/**
 * The generated image of a banner in a language; the version changes when the banner
 * does, so it can be cached for good.
 */
export function bannerImageUrl(id: number, updatedAt: Date, language: string = DEFAULT_LANGUAGE): string {
  const lang = language === DEFAULT_LANGUAGE ? '' : `&lang=${encodeURIComponent(language)}`;
  return `/api/media/banner/${id}.svg?v=${new Date(updatedAt).getTime().toString(36)}${lang}`;
}

export function createContentService(db: Kysely<Database>) {
  return {
    /** Banners of a group with their title in the language (English where it has none). */
    async banners(group: BannerGroup, merchantCode: string, language: string = DEFAULT_LANGUAGE): Promise<Banner[]> {
      const rows = await db
        .selectFrom('banners')
        .select(['id', 'group_name', 'title', 'translations', 'image_url', 'linkage_type', 'linkage_target', 'updated_at'])
        .where('group_name', '=', group)
        .where('active', '=', true)
        .where((eb) => eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', merchantCode)]))
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        bannerId: r.id,
        url: r.image_url ?? bannerImageUrl(r.id, r.updated_at, language),
        groupName: r.group_name,
        linkageType: r.linkage_type,
        ...(r.linkage_target !== null ? { linkageTarget: r.linkage_target } : {}),
        title: translated(r.title, r.translations, language, 'title'),
      }));
    },

    /** Notices of the types, newest first, in the language (English where one has none). */
    async notices(types: readonly NoticeType[], merchantCode: string, language: string = DEFAULT_LANGUAGE): Promise<Notice[]> {
      if (types.length === 0) return [];
      const rows = await db
        .selectFrom('notices')
        .select(['id', 'type', 'title', 'content', 'translations', 'popup', 'created_at'])
        .where('type', 'in', [...types])
        .where('active', '=', true)
        .where((eb) => eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', merchantCode)]))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        type: r.type,
        title: translated(r.title, r.translations, language, 'title'),
        content: translated(r.content, r.translations, language, 'content'),
        popup: r.popup,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
