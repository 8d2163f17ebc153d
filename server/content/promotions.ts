// Promotions (spec sections 1, 4 and 9): the list by type, and each member's way
// through one. A bonus promotion is joined, then stays in process until the member's
// stakes since joining reach its target, then is claimed once: the bonus is credited
// through the ledger under the claim's idempotency key and a reference unique per
// member and promotion. An event is joined (signed). An application carries a remark
// (at most 140 characters) and up to 3 png/jpg images; an operator issues it (the bonus
// is credited) or rejects it, after which the member may apply again. A raffle (spec
// section 7's raffle promotion, a POST) is one draw per member from the prize table,
// by node:crypto, credited at once.
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { translated, type RafflePrize } from './contentTables';
import type { Idempotency, IdempotentResult } from '../platform/idempotency';
import type { Ledger } from '../wallet/ledger';
import type { Actor } from '../operator/operator';
import type { InboxService } from '../centre/inbox';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { Application, ApplicationReview } from '../shared/wire/operator';
import type { QueueQuery } from '../shared/wire/points';
import { checkImageCount, type Image, type UploadService, type UploadView } from '../platform/uploads';
import { REMARK_MAX, remarkProblem } from '../shared/contentRules';
import type { ApplicationRequest, Promotion, PromotionCategory, PromotionClaim, PromotionDetail, PromotionMode, PromotionState, RaffleDraw } from '../shared/wire/promotions';

export { REMARK_MAX };

/** The game types whose stakes count towards a bonus of each category (others: every game). */
const CATEGORY_GAME_TYPES: Partial<Record<PromotionCategory, string[]>> = {
  sports: ['SPORTS', 'ESPORTS', 'COCKFIGHT'],
  live: ['LIVE'],
  slots: ['RNG'],
  cards: ['PVP'],
  fish: ['FISH'],
  lotto: ['LOTT', 'ELOTT'],
};

type PromotionRow = Selectable<Database['promotions']>;

const iso = (d: Date | string) => new Date(d).toISOString();
const num = (v: unknown) => minorOf(v as string | number);

/** One prize from the table, each as likely as its weight (node:crypto). */
export function drawPrize(prizes: readonly RafflePrize[], pick: (max: number) => number = (max) => randomInt(0, max)): number {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw new ApiFailure('operation_not_allowed', { reason: 'no_prizes' });
  let ticket = pick(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize.amountMinor;
    ticket -= prize.weight;
  }
  return prizes[prizes.length - 1]!.amountMinor;
}

export function createPromotionService(base: Kysely<Database>, deps: { ledger: Ledger; idempotency: Idempotency; uploads: UploadService; inbox: InboxService; clock: Clock }) {
  const db = base;
  const { clock } = deps;

  /** A promotion's money for one member: one bonus journal, unique per promotion and member. */
  function creditBonus(trx: Transaction<Database>, to: { merchantCode: string; currency: string; userId: number }, promotionId: string, memo: string, amount: number) {
    return deps.ledger.post(trx, {
      merchantCode: to.merchantCode,
      currency: to.currency,
      kind: 'bonus',
      userId: to.userId,
      reference: `promotion:${promotionId}:${to.userId}`,
      memo,
      lines: [
        { account: { kind: 'house', merchantCode: to.merchantCode }, amount: -amount },
        { account: { kind: 'main', userId: to.userId }, amount },
      ],
    });
  }

  function listed(merchantCode: string) {
    return db
      .selectFrom('promotions')
      .selectAll()
      .where('active', '=', true)
      .where((eb) => eb.or([eb('merchant_code', 'is', null), eb('merchant_code', '=', merchantCode)]));
  }

  /** Stakes of the member since joining, on the games the promotion counts. */
  async function progressOf(userId: number, category: PromotionCategory, since: Date | string, conn: Kysely<Database> = db): Promise<number> {
    let q = conn
      .selectFrom('bets')
      .select(sql<string | number>`coalesce(sum(stake_minor), 0)`.as('s'))
      .where('user_id', '=', userId)
      .where('placed', '=', true)
      .where('status', '!=', 'rolled_back')
      .where('placed_at', '>=', new Date(since));
    const types = CATEGORY_GAME_TYPES[category];
    if (types) q = q.where('game_type', 'in', types);
    return num((await q.executeTakeFirstOrThrow()).s);
  }

  type Entry = { status: string; joined_at: Date | string; remark: string | null; id: string; amount_minor: string | number | null } | undefined;

  function stateOf(p: { mode: PromotionMode; starts_at: Date | string; ends_at: Date | string; target_stake_minor: unknown }, entry: Entry, progress: number): PromotionState {
    const now = clock().getTime();
    if (new Date(p.starts_at).getTime() > now) return 'coming_soon';
    const ended = new Date(p.ends_at).getTime() <= now;
    if (entry) {
      if (entry.status === 'claimed' || entry.status === 'issued' || entry.status === 'applying' || entry.status === 'rejected') {
        // A rejected application may be sent again while the promotion runs.
        return entry.status === 'rejected' && ended ? 'closed' : (entry.status as PromotionState);
      }
      if (p.mode === 'event') return 'signed';
      const complete = progress >= num(p.target_stake_minor);
      if (complete) return 'claim';
      return ended ? 'closed' : 'process';
    }
    return ended ? 'closed' : 'join';
  }

  async function entryOf(promotionId: string, userId: number | undefined, conn: Kysely<Database> = db): Promise<Entry> {
    if (userId === undefined) return undefined;
    return conn.selectFrom('promotion_entries').select(['id', 'status', 'joined_at', 'remark', 'amount_minor']).where('promotion_id', '=', promotionId).where('user_id', '=', userId).executeTakeFirst();
  }

  async function view(p: PromotionRow, userId: number | undefined, language: string, conn: Kysely<Database> = db): Promise<Promotion & { entry: Entry }> {
    const entry = await entryOf(String(p.id), userId, conn);
    const measured = entry && p.mode === 'bonus' && entry.status === 'signed';
    const target = num(p.target_stake_minor);
    const progress = measured ? await progressOf(userId!, p.category, entry.joined_at, conn) : entry?.status === 'claimed' ? target : 0;
    return {
      id: String(p.id),
      category: p.category,
      mode: p.mode,
      title: translated(p.title, p.translations, language, 'title'),
      summary: translated(p.summary, p.translations, language, 'summary'),
      bonus: formatMinor(num(p.bonus_minor)),
      target: formatMinor(target),
      progress: formatMinor(Math.min(progress, target)),
      colors: [p.color_from, p.color_to],
      startsAt: iso(p.starts_at),
      endsAt: iso(p.ends_at),
      state: stateOf(p, entry, progress),
      won: p.mode === 'raffle' && entry && entry.amount_minor !== null ? formatMinor(num(entry.amount_minor)) : null,
      entry,
    };
  }

  async function find(id: string, merchantCode: string): Promise<PromotionRow> {
    const row = await listed(merchantCode).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiFailure('not_found');
    return row;
  }

  return {
    /** Every active promotion of the merchant (optionally one category), with the caller's state. */
    async list(merchantCode: string, userId: number | undefined, language: string, category?: PromotionCategory): Promise<Promotion[]> {
      let q = listed(merchantCode);
      if (category) q = q.where('category', '=', category);
      const rows = await q.where('ends_at', '>', new Date(clock().getTime() - 30 * 86_400_000)).orderBy('sort_order').orderBy('id').execute();
      const views = await Promise.all(rows.map((r) => view(r, userId, language)));
      return views.map(({ entry: _entry, ...v }) => v);
    },

    async detail(id: string, merchantCode: string, userId: number | undefined, language: string): Promise<PromotionDetail> {
      const row = await find(id, merchantCode);
      const { entry, ...v } = await view(row, userId, language);
      const images = entry ? ((await deps.uploads.list('activity_application', [String(entry.id)])).get(String(entry.id)) ?? []) : [];
      return { ...v, body: translated(row.body, row.translations, language, 'body'), remark: entry?.remark ?? null, images };
    },

    /** Joins a bonus or an event promotion. */
    async join(user: UserRow, id: string, language: string): Promise<Promotion> {
      const row = await find(id, user.merchant_code);
      if (row.mode === 'apply' || row.mode === 'raffle') throw new ApiFailure('operation_not_allowed', { mode: row.mode });
      const current = await view(row, user.id, language);
      if (current.state !== 'join') throw new ApiFailure('invalid_state', { state: current.state });
      await db
        .insertInto('promotion_entries')
        .values({ promotion_id: id, user_id: user.id, status: 'signed', remark: null, joined_at: clock(), settled_at: null, journal_id: null })
        .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
        .execute();
      const { entry: _e, ...after } = await view(row, user.id, language);
      return after;
    },

    /** Credits a completed bonus once (Idempotency-Key; the journal reference is unique too). */
    async claim(user: UserRow, id: string, key: string, language: string): Promise<IdempotentResult<PromotionClaim>> {
      const row = await find(id, user.merchant_code);
      return deps.idempotency.run({ userId: user.id, key, scope: 'promotions.claim', request: { id } }, async (trx) => {
        const t = trx;
        const entry = await t.selectFrom('promotion_entries').select(['id', 'status']).where('promotion_id', '=', id).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
        const current = await view(row, user.id, language, t);
        if (!entry || row.mode !== 'bonus' || current.state !== 'claim') throw new ApiFailure('invalid_state', { state: current.state });
        const bonus = num(row.bonus_minor);
        const posted = await creditBonus(trx, { merchantCode: user.merchant_code, currency: user.currency, userId: user.id }, id, row.title, bonus);
        await t.updateTable('promotion_entries').set({ status: 'claimed', settled_at: clock(), journal_id: posted.journalId }).where('id', '=', entry.id).execute();
        return { id, state: 'claimed' as const, bonus: formatMinor(bonus), balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0) };
      });
    },

    /** Spec section 7's raffle (POST): one draw per member, the prize credited at once (Idempotency-Key). */
    async raffle(user: UserRow, id: string, key: string, language: string): Promise<IdempotentResult<RaffleDraw>> {
      const row = await find(id, user.merchant_code);
      if (row.mode !== 'raffle') throw new ApiFailure('operation_not_allowed', { mode: row.mode });
      return deps.idempotency.run({ userId: user.id, key, scope: 'promotions.raffle', request: { id } }, async (trx) => {
        const t = trx;
        const current = await view(row, user.id, language, t);
        if (current.state !== 'join') throw new ApiFailure('invalid_state', { state: current.state });
        const prize = drawPrize(row.prizes as RafflePrize[]);
        const entry = await t
          .insertInto('promotion_entries')
          .values({ promotion_id: id, user_id: user.id, status: 'claimed', remark: null, joined_at: clock(), settled_at: clock(), amount_minor: prize, journal_id: null })
          .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!entry) throw new ApiFailure('invalid_state', { state: 'claimed' });
        let balance: number | null = null;
        if (prize > 0) {
          const posted = await creditBonus(trx, { merchantCode: user.merchant_code, currency: user.currency, userId: user.id }, id, row.title, prize);
          await t.updateTable('promotion_entries').set({ journal_id: posted.journalId }).where('id', '=', entry.id).execute();
          balance = posted.balances.get(`main:${user.id}`) ?? 0;
        }
        return { id, state: 'claimed' as const, prize: formatMinor(prize), balance: balance === null ? null : formatMinor(balance) };
      });
    },

    /** An activity application: remark and images, stored together or not at all. */
    async apply(user: UserRow, id: string, input: Partial<ApplicationRequest>, images: readonly Image[], language: string): Promise<PromotionDetail> {
      const row = await find(id, user.merchant_code);
      if (row.mode !== 'apply') throw new ApiFailure('operation_not_allowed', { mode: row.mode });
      const remark = (input.remark ?? '').trim();
      if (remarkProblem(remark)) throw new ApiFailure('invalid_field_format', { field: 'remark', min: 1, max: REMARK_MAX });
      checkImageCount(images);
      await base.transaction().execute(async (trx) => {
        const t = trx;
        const current = await view(row, user.id, language, t);
        if (current.state !== 'join' && current.state !== 'rejected') throw new ApiFailure('invalid_state', { state: current.state });
        const entry = await t
          .insertInto('promotion_entries')
          .values({ promotion_id: id, user_id: user.id, status: 'applying', remark, joined_at: clock(), settled_at: null, amount_minor: null, journal_id: null })
          .onConflict((oc) => oc.columns(['promotion_id', 'user_id']).doUpdateSet({ status: 'applying', remark, joined_at: clock(), settled_at: null }).where('promotion_entries.status', '=', 'rejected'))
          .returning('id')
          .executeTakeFirst();
        if (!entry) throw new ApiFailure('invalid_state', { state: current.state });
        // A new application replaces the images of the rejected one.
        await trx.deleteFrom('uploads').where('purpose', '=', 'activity_application').where('owner_id', '=', String(entry.id)).execute();
        await deps.uploads.store(trx, user.id, 'activity_application', String(entry.id), images);
      });
      return this.detail(id, user.merchant_code, user.id, language);
    },

    /** Operator: applications waiting for review, oldest first, a page of 15 (by merchant, by member). */
    async applications(query: Partial<QueueQuery> = {}): Promise<Page<Application>> {
      const pageNo = query.page ?? 1;
      let q = db
        .selectFrom('promotion_entries as e')
        .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .where('e.status', '=', 'applying');
      if (query.merchantCode) q = q.where('u.merchant_code', '=', query.merchantCode.toUpperCase());
      if (query.account) q = q.where(sql`lower(u.account)`, '=', query.account.trim().toLowerCase());
      const total = Number((await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q
        .select(['e.id', 'e.promotion_id', 'p.title', 'u.account', 'u.merchant_code', 'e.remark', 'e.joined_at', 'p.bonus_minor'])
        .orderBy('e.joined_at')
        .orderBy('e.id')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      const images = await deps.uploads.list('activity_application', rows.map((r) => String(r.id)));
      const items = rows.map((r) => ({
        entryId: String(r.id),
        promotionId: String(r.promotion_id),
        title: r.title,
        account: r.account,
        merchantCode: r.merchant_code,
        remark: r.remark ?? '',
        bonus: formatMinor(num(r.bonus_minor)),
        appliedAt: iso(r.joined_at),
        images: images.get(String(r.id)) ?? [],
      }));
      return page(items, pageNo, total);
    },

    /**
     * Operator: issues an application (the bonus is credited once) or rejects it with the
     * staff's note; the member's inbox says which. Decided once: the row is locked, so of two
     * reviews at once one decides and the other answers invalid_state with the status.
     */
    async review(entryId: string, approve: boolean, note: string, actor: Actor): Promise<ApplicationReview> {
      return base.transaction().execute(async (trx) => {
        const t = trx;
        const entry = await t
          .selectFrom('promotion_entries as e')
          .innerJoin('promotions as p', 'p.id', 'e.promotion_id')
          .innerJoin('users as u', 'u.id', 'e.user_id')
          .select(['e.id', 'e.status', 'e.promotion_id', 'e.user_id', 'p.title', 'p.bonus_minor', 'u.merchant_code', 'u.currency', 'u.account'])
          .where('e.id', '=', entryId)
          .forUpdate('e')
          .executeTakeFirst();
        if (!entry) throw new ApiFailure('not_found');
        if (entry.status !== 'applying') throw new ApiFailure('invalid_state', { status: entry.status });
        let journalId: string | null = null;
        const bonus = num(entry.bonus_minor);
        if (approve) {
          const posted = await creditBonus(trx, { merchantCode: entry.merchant_code, currency: entry.currency, userId: entry.user_id }, entry.promotion_id, entry.title, bonus);
          journalId = posted.journalId;
        }
        const status = approve ? 'issued' : 'rejected';
        await t.updateTable('promotion_entries').set({ status, settled_at: clock(), journal_id: journalId }).where('id', '=', entryId).execute();
        await deps.inbox.send(trx, {
          merchantCode: entry.merchant_code,
          userId: entry.user_id,
          kind: `application_${status}`,
          params: { promotionId: String(entry.promotion_id), title: entry.title, amount: formatMinor(bonus), ...(approve ? {} : { note }) },
          title: approve ? 'Application approved' : 'Application rejected',
          content: approve
            ? `Your application for "${entry.title}" was approved: ${formatMinor(bonus)} ${entry.currency} was credited to your main wallet.`
            : `Your application for "${entry.title}" was rejected${note ? `: ${note}` : '.'} You may apply again.`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: `promotion.${status}`, details: { entryId, promotionId: String(entry.promotion_id), account: entry.account, ...(approve ? {} : { note }) } });
        return { entryId, status };
      });
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
