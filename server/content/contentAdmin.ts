// The back office's content (issue: the operator's back office): notices and banners with a
// translation per shipped language. Each change is audited with what was there before
// (server/content/translatedContent.ts, shared with promotions and help articles).
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { BannersTable, NoticesTable } from '../db/tables/content';
import { ApiFailure } from '../http/envelope';
import type { Actor } from '../operator/operator';
import type { Clock } from '../platform/clock';
import type { AdminBanner, AdminNotice, BannerInput, ContentListQuery, NoticeInput } from '../shared/wire/backofficeContent';
import { bannerImageUrl } from './content';
import { auditedChange, cleanTranslations, filtered, merchantExists, pageOfRows, storedTranslations } from './translatedContent';

function noticeOf(r: Selectable<NoticesTable>): AdminNotice {
  return { id: r.id, merchantCode: r.merchant_code, type: r.type, title: r.title, content: r.content, translations: storedTranslations(r.translations), popup: r.popup, active: r.active, createdAt: new Date(r.created_at).toISOString() };
}

function bannerOf(r: Selectable<BannersTable>): AdminBanner {
  return {
    id: r.id,
    merchantCode: r.merchant_code,
    group: r.group_name as AdminBanner['group'],
    title: r.title,
    subtitle: r.subtitle,
    translations: storedTranslations(r.translations),
    motif: r.motif,
    colorFrom: r.color_from,
    colorTo: r.color_to,
    linkageType: r.linkage_type,
    linkageTarget: r.linkage_target,
    sortOrder: r.sort_order,
    active: r.active,
    imageUrl: r.image_url ?? bannerImageUrl(r.id, r.updated_at),
    updatedAt: new Date(r.updated_at).toISOString(),
  };
}

export function createContentAdminService(db: Kysely<Database>, clock: Clock) {
  function noticeRow(input: NoticeInput) {
    return { merchant_code: input.merchantCode, type: input.type, title: input.title.trim(), content: input.content.trim(), translations: JSON.stringify(cleanTranslations(input.translations)), popup: input.popup, active: input.active };
  }

  function bannerRow(input: BannerInput) {
    // A click goes somewhere exactly when the banner names where.
    if ((input.linkageType === 'none') !== (input.linkageTarget === null)) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/linkageTarget', rule: 'linkage' }] });
    return {
      merchant_code: input.merchantCode,
      group_name: input.group,
      title: input.title.trim(),
      subtitle: input.subtitle.trim(),
      translations: JSON.stringify(cleanTranslations(input.translations)),
      motif: input.motif,
      color_from: input.colorFrom,
      color_to: input.colorTo,
      linkage_type: input.linkageType,
      linkage_target: input.linkageTarget,
      sort_order: input.sortOrder,
      active: input.active,
      updated_at: clock(),
    };
  }

  return {
    /** Newest first, every merchant's or one's, published or not. */
    notices: (query: ContentListQuery) => pageOfRows(filtered(db.selectFrom('notices'), query), query.page, (q) => q.orderBy('id', 'desc'), noticeOf),
    /** In the players' order (group, then place), every merchant's or one's, published or not. */
    banners: (query: ContentListQuery) => pageOfRows(filtered(db.selectFrom('banners'), query), query.page, (q) => q.orderBy('group_name').orderBy('sort_order').orderBy('id'), bannerOf),

    async createNotice(input: NoticeInput, actor: Actor): Promise<AdminNotice> {
      await merchantExists(db, input.merchantCode);
      return auditedChange(db, actor, {
        action: 'notice.create',
        subject: (after) => ({ noticeId: after.id }),
        write: async (trx) => noticeOf(await trx.insertInto('notices').values({ ...noticeRow(input), created_at: clock() }).returningAll().executeTakeFirstOrThrow()),
      });
    },

    async updateNotice(id: number, input: NoticeInput, actor: Actor): Promise<AdminNotice> {
      await merchantExists(db, input.merchantCode);
      return auditedChange(db, actor, {
        action: 'notice.update',
        subject: () => ({ noticeId: id }),
        read: async (trx) => {
          const row = await trx.selectFrom('notices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
          if (!row) throw new ApiFailure('not_found');
          return noticeOf(row);
        },
        write: async (trx) => noticeOf(await trx.updateTable('notices').set(noticeRow(input)).where('id', '=', id).returningAll().executeTakeFirstOrThrow()),
      });
    },

    async createBanner(input: BannerInput, actor: Actor): Promise<AdminBanner> {
      const values = bannerRow(input);
      await merchantExists(db, input.merchantCode);
      return auditedChange(db, actor, {
        action: 'banner.create',
        subject: (after) => ({ bannerId: after.id }),
        write: async (trx) => bannerOf(await trx.insertInto('banners').values(values).returningAll().executeTakeFirstOrThrow()),
      });
    },

    async updateBanner(id: number, input: BannerInput, actor: Actor): Promise<AdminBanner> {
      const values = bannerRow(input);
      await merchantExists(db, input.merchantCode);
      return auditedChange(db, actor, {
        action: 'banner.update',
        subject: () => ({ bannerId: id }),
        read: async (trx) => {
          const row = await trx.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
          if (!row) throw new ApiFailure('not_found');
          return bannerOf(row);
        },
        write: async (trx) => bannerOf(await trx.updateTable('banners').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()),
      });
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
