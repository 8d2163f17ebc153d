// The back office's promotions: what players are shown of each (server/content/promotions.ts
// reads the same rows), written in English with a translation per shipped language, its dates,
// its money and its place; published or not. Each change is audited with before and after.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { PromotionsTable } from '../db/tables/content';
import { ApiFailure } from '../http/envelope';
import type { Actor } from '../operator/operator';
import { formatMinor, minorOf } from '../shared/money';
import { bonusMinorOf, minorOfAmount, promotionIssues } from '../shared/promotionRules';
import type { AdminPromotion, PromotionInput, PromotionListQuery } from '../shared/wire/backofficePromotions';
import type { RafflePrize } from './contentTables';
import { auditedChange, cleanTranslations, filtered, merchantExists, pageOfRows, storedTranslations } from './translatedContent';

const stored = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as RafflePrize[];

function promotionOf(r: Selectable<PromotionsTable>): AdminPromotion {
  return {
    id: String(r.id),
    merchantCode: r.merchant_code,
    category: r.category,
    mode: r.mode,
    title: r.title,
    summary: r.summary,
    body: r.body,
    translations: storedTranslations(r.translations),
    bonus: formatMinor(minorOf(r.bonus_minor as string | number)),
    target: formatMinor(minorOf(r.target_stake_minor as string | number)),
    prizes: stored(r.prizes).map((p) => ({ amount: formatMinor(p.amountMinor), weight: p.weight })),
    colorFrom: r.color_from,
    colorTo: r.color_to,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    sortOrder: r.sort_order,
    active: r.active,
  };
}

function promotionRow(input: PromotionInput) {
  const issues = promotionIssues(input);
  if (issues.length > 0) throw new ApiFailure('bad_request', { issues: issues.map((issue) => ({ in: 'body', ...issue })) });
  return {
    merchant_code: input.merchantCode,
    category: input.category,
    mode: input.mode,
    title: input.title.trim(),
    summary: input.summary.trim(),
    body: input.body.trim(),
    translations: JSON.stringify(cleanTranslations(input.translations)),
    prizes: JSON.stringify(input.prizes.map((p) => ({ amountMinor: minorOfAmount(p.amount), weight: p.weight }))),
    bonus_minor: bonusMinorOf(input),
    target_stake_minor: input.mode === 'bonus' ? minorOfAmount(input.target) : 0,
    color_from: input.colorFrom,
    color_to: input.colorTo,
    starts_at: new Date(input.startsAt),
    ends_at: new Date(input.endsAt),
    sort_order: input.sortOrder,
    active: input.active,
  };
}

export function createPromotionsAdminService(db: Kysely<Database>) {
  return {
    /** In the players' order (place, then id), filtered by merchant, status and category. */
    list(query: PromotionListQuery) {
      let base = filtered(db.selectFrom('promotions'), query);
      if (query.category) base = base.where('category', '=', query.category);
      return pageOfRows(base, query.page, (q) => q.orderBy('sort_order').orderBy('id'), promotionOf);
    },

    async create(input: PromotionInput, actor: Actor): Promise<AdminPromotion> {
      const values = promotionRow(input);
      await merchantExists(db, input.merchantCode);
      return auditedChange(db, actor, {
        action: 'promotion.create',
        subject: (after) => ({ promotionId: after.id }),
        write: async (trx) => promotionOf(await trx.insertInto('promotions').values(values).returningAll().executeTakeFirstOrThrow()),
      });
    },

    async update(id: string, input: PromotionInput, actor: Actor): Promise<AdminPromotion> {
      const values = promotionRow(input);
      await merchantExists(db, input.merchantCode);
      return auditedChange(db, actor, {
        action: 'promotion.update',
        subject: () => ({ promotionId: id }),
        read: async (trx) => {
          const row = await trx.selectFrom('promotions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
          if (!row) throw new ApiFailure('not_found');
          return promotionOf(row);
        },
        write: async (trx) => promotionOf(await trx.updateTable('promotions').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow()),
      });
    },
  };
}

export type PromotionsAdminService = ReturnType<typeof createPromotionsAdminService>;
