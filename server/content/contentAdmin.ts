// The back office's content (issue: the operator's back office): notices and banners with a
// translation per shipped language. Each change is audited with what was there before.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { BannersTable, NoticesTable } from '../db/tables/content';
import { ApiFailure } from '../http/envelope';
import type { Actor } from '../operator/operator';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { AdminBanner, AdminNotice, BannerInput, NoticeInput } from '../shared/wire/backofficeContent';
import { bannerImageUrl } from './content';

type Translations = Record<string, Record<string, string>>;

/** The translations as stored: languages and fields with words only (an emptied field shows the English). */
function cleanTranslations(input: Record<string, Record<string, string | undefined> | undefined>): Translations {
  const out: Translations = {};
  for (const [language, fields] of Object.entries(input)) {
    const kept = Object.fromEntries(Object.entries(fields ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '').map(([k, val]) => [k, val.trim()]));
    if (Object.keys(kept).length > 0) out[language] = kept;
  }
  return out;
}

const translationsOf = (stored: unknown): Translations => (typeof stored === 'string' ? (JSON.parse(stored) as Translations) : ((stored ?? {}) as Translations));

function noticeOf(r: Selectable<NoticesTable>): AdminNotice {
  return { id: r.id, merchantCode: r.merchant_code, type: r.type, title: r.title, content: r.content, translations: translationsOf(r.translations), popup: r.popup, active: r.active, createdAt: new Date(r.created_at).toISOString() };
}

function bannerOf(r: Selectable<BannersTable>): AdminBanner {
  return {
    id: r.id,
    merchantCode: r.merchant_code,
    group: r.group_name as AdminBanner['group'],
    title: r.title,
    subtitle: r.subtitle,
    translations: translationsOf(r.translations),
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
  async function merchantExists(code: string | null) {
    if (code === null) return;
    const found = await db.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
    if (!found) throw new ApiFailure('not_found', { issues: [{ in: 'body', path: '/merchantCode', rule: 'unknown_merchant' }] });
  }

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

  /** Newest first (notices) or in the players' order (banners), every merchant's or one's. */
  async function listOf<T>(table: 'notices' | 'banners', pageNo: number, merchantCode: string | undefined, map: (row: never) => T): Promise<Page<T>> {
    let base = db.selectFrom(table);
    if (merchantCode) base = base.where((eb) => eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', merchantCode.toUpperCase())]));
    const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
    const ordered = table === 'notices' ? base.selectAll().orderBy('id', 'desc') : base.selectAll().orderBy('group_name').orderBy('sort_order').orderBy('id');
    const rows = await ordered.limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute();
    return page(rows.map((r) => map(r as never)), pageNo, total);
  }

  return {
    notices: (pageNo: number, merchantCode?: string) => listOf('notices', pageNo, merchantCode, noticeOf),
    banners: (pageNo: number, merchantCode?: string) => listOf('banners', pageNo, merchantCode, bannerOf),

    async createNotice(input: NoticeInput, actor: Actor): Promise<AdminNotice> {
      await merchantExists(input.merchantCode);
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('notices').values({ ...noticeRow(input), created_at: clock() }).returningAll().executeTakeFirstOrThrow();
        const after = noticeOf(row);
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'notice.create', details: { noticeId: row.id, after } });
        return after;
      });
    },

    async updateNotice(id: number, input: NoticeInput, actor: Actor): Promise<AdminNotice> {
      await merchantExists(input.merchantCode);
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('notices').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw new ApiFailure('not_found');
        const row = await trx.updateTable('notices').set(noticeRow(input)).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        const after = noticeOf(row);
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'notice.update', details: { noticeId: id, before: noticeOf(before), after } });
        return after;
      });
    },

    async createBanner(input: BannerInput, actor: Actor): Promise<AdminBanner> {
      const values = bannerRow(input);
      await merchantExists(input.merchantCode);
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('banners').values(values).returningAll().executeTakeFirstOrThrow();
        const after = bannerOf(row);
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'banner.create', details: { bannerId: row.id, after } });
        return after;
      });
    },

    async updateBanner(id: number, input: BannerInput, actor: Actor): Promise<AdminBanner> {
      const values = bannerRow(input);
      await merchantExists(input.merchantCode);
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('banners').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!before) throw new ApiFailure('not_found');
        const row = await trx.updateTable('banners').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
        const after = bannerOf(row);
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'banner.update', details: { bannerId: id, before: bannerOf(before), after } });
        return after;
      });
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
