// The points mall (spec sections 2, 3, 7 and 9). Points are earned on settled bets
// (by the VIP level's rate, typed by game: live, lottery, poker, slots, sports) and on
// approved deposits (1 point per 10.00); they never expire. Earnings are written when
// the member looks (each bet or deposit once, by its unique reference), so no job is
// needed. Points are spent by converting them to cash at the exchange-rate table
// (approved at once, credited through the ledger) or by redeeming a mall reward
// (processing until an operator approves it; a rejection gives the points back).
// Both spend calls check the payment password and take an idempotency key; a member's
// spends are serialised by an advisory lock so two at once cannot overspend.
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import { convertProblem } from '../shared/pointsRules';
import type * as wire from '../shared/wire/points';
import type { UserRow } from '../accounts/accounts';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { translated, type PointsType, type RedeemStatus } from '../content/contentTables';
import type { Idempotency } from '../platform/idempotency';
import type { Ledger } from '../wallet/ledger';
import type { Actor } from '../operator/operator';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { InboxService } from './inbox';
import type { PaymentPasswordService } from '../accounts/paymentPassword';

/** Points for each 10.00 deposited. */
export const DEPOSIT_POINTS_PER_TEN = 1;
const POINTS_LOCK = 724_130;

const num = (v: unknown) => minorOf(v as string | number);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export type VipLevelView = wire.VipLevel;
export type VipStatus = wire.Vip;

/** A member's settled stakes in minor units (column `s`): what VIP levels are reached by. */
export function settledStakeQuery(conn: Kysely<Database>, userId: number) {
  return conn
    .selectFrom('bets')
    .select(sql<string | number>`coalesce(sum(stake_minor), 0)`.as('s'))
    .where('user_id', '=', userId)
    .where('placed', '=', true)
    .where('status', '=', 'settled');
}

/**
 * The member's VIP level (level and English name): the highest whose threshold the settled
 * stakes reach, as vip() below decides it; none when the merchant has no levels.
 */
export function memberVipLevelQuery(conn: Kysely<Database>, user: Pick<UserRow, 'id' | 'merchant_code'>) {
  return conn
    .selectFrom('vip_levels')
    .select(['level', 'name'])
    .where('merchant_code', '=', user.merchant_code)
    .where('min_stake_minor', '<=', settledStakeQuery(conn, user.id))
    .orderBy('level', 'desc')
    .limit(1);
}

export function createPointsService(base: Kysely<Database>, deps: { ledger: Ledger; idempotency: Idempotency; paymentPassword: PaymentPasswordService; inbox: InboxService; clock: Clock }) {
  const db = base;
  const { clock } = deps;

  /** The merchant's VIP levels, each named in `language` (English when it has no such name). */
  async function levels(merchantCode: string, conn: Kysely<Database> = db, language = 'en') {
    const rows = await conn.selectFrom('vip_levels').selectAll().where('merchant_code', '=', merchantCode).orderBy('level').execute();
    return rows.map((l) => ({ ...l, name: translated(l.name, l.translations, language, 'name') }));
  }

  async function totalStake(userId: number, conn: Kysely<Database> = db): Promise<number> {
    const row = await settledStakeQuery(conn, userId).executeTakeFirstOrThrow();
    return num(row.s);
  }

  /** The member's VIP level: the highest whose threshold their settled stakes reach. */
  async function vip(user: Pick<UserRow, 'id' | 'merchant_code'>, conn: Kysely<Database> = db, language = 'en'): Promise<VipStatus> {
    const [all, stake] = await Promise.all([levels(user.merchant_code, conn, language), totalStake(user.id, conn)]);
    const reached = all.filter((l) => num(l.min_stake_minor) <= stake);
    const current = reached[reached.length - 1] ?? all[0];
    const next = all.find((l) => num(l.min_stake_minor) > stake) ?? null;
    return {
      level: current?.level ?? 0,
      name: current?.name ?? '',
      totalStake: formatMinor(stake),
      next: next ? { level: next.level, name: next.name, minStake: formatMinor(num(next.min_stake_minor)), remaining: formatMinor(num(next.min_stake_minor) - stake) } : null,
      levels: all.map((l) => ({
        level: l.level,
        name: l.name,
        minStake: formatMinor(num(l.min_stake_minor)),
        dailyWithdrawals: l.daily_withdrawals,
        birthdayBonus: formatMinor(num(l.birthday_bonus_minor)),
        pointsRate: (l.points_rate_pct / 100).toFixed(2),
      })),
    };
  }

  /** Writes the points of settled bets and approved deposits not counted yet. */
  async function accrue(user: UserRow, conn: Kysely<Database> = db): Promise<void> {
    const status = await vip(user, conn);
    const rate = (await conn.selectFrom('vip_levels').select('points_rate_pct').where('merchant_code', '=', user.merchant_code).where('level', '=', status.level).executeTakeFirst())?.points_rate_pct ?? 100;
    const now = clock();
    await sql`
      INSERT INTO points_entries (user_id, type, points, reference, created_at)
      SELECT b.user_id,
             CASE b.game_type WHEN 'LIVE' THEN 'live' WHEN 'LOTT' THEN 'lottery' WHEN 'ELOTT' THEN 'lottery'
                              WHEN 'PVP' THEN 'poker' WHEN 'RNG' THEN 'slots' WHEN 'FISH' THEN 'slots' ELSE 'sports' END,
             floor(b.stake_minor * ${rate} / 10000),
             'bet:' || b.id,
             coalesce(b.settled_at, ${now})
      FROM bets b
      WHERE b.user_id = ${user.id} AND b.placed AND b.status = 'settled' AND floor(b.stake_minor * ${rate} / 10000) > 0
      ON CONFLICT (reference) DO NOTHING`.execute(conn);
    await sql`
      INSERT INTO points_entries (user_id, type, points, reference, created_at)
      SELECT d.user_id, 'deposit', floor(d.amount_minor * ${DEPOSIT_POINTS_PER_TEN} / 1000), 'deposit:' || d.id, coalesce(d.decided_at, ${now})
      FROM deposits d
      WHERE d.user_id = ${user.id} AND d.status = 'approved' AND floor(d.amount_minor * ${DEPOSIT_POINTS_PER_TEN} / 1000) > 0
      ON CONFLICT (reference) DO NOTHING`.execute(conn);
  }

  async function balanceOf(userId: number, conn: Kysely<Database> = db): Promise<number> {
    const row = await conn.selectFrom('points_entries').select(sql<string | number>`coalesce(sum(points), 0)`.as('p')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    return Number(row.p);
  }

  async function rateFor(merchantCode: string, level: number, conn: Kysely<Database> = db) {
    const rates = await conn.selectFrom('points_rates').selectAll().where('merchant_code', '=', merchantCode).orderBy('vip_level').execute();
    // The rate of the highest row at or below the member's level.
    const row = [...rates].reverse().find((r) => r.vip_level <= level) ?? rates[0];
    if (!row) throw new ApiFailure('operation_not_allowed', { reason: 'no_rates' });
    return row;
  }

  function referenceNo(): string {
    const day = clock().toISOString().slice(0, 10).replace(/-/g, '');
    return `PM${day}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
  }

  /** Locks the member's points for one spend and returns the balance after earnings. */
  async function lockedBalance(trx: Transaction<Database>, user: UserRow): Promise<number> {
    await sql`SELECT pg_advisory_xact_lock(${POINTS_LOCK}, ${user.id})`.execute(trx);
    const t = trx;
    await accrue(user, t);
    return balanceOf(user.id, t);
  }

  function insufficient(balance: number, needed: number): ApiFailure {
    return new ApiFailure('insufficient_funds', { wallet: 'points', balance: String(balance), needed: String(needed) });
  }

  return {
    vip,

    /** The exchange-rate table. */
    async rates(merchantCode: string, language = 'en'): Promise<wire.PointsRate[]> {
      const [rates, all] = await Promise.all([db.selectFrom('points_rates').selectAll().where('merchant_code', '=', merchantCode).orderBy('vip_level').execute(), levels(merchantCode, db, language)]);
      const names = new Map(all.map((l) => [l.level, l.name]));
      return rates.map((r) => ({ vipLevel: r.vip_level, levelName: names.get(r.vip_level) ?? '', pointsPerUnit: r.points_per_unit, minPoints: r.min_points }));
    },

    async summary(user: UserRow, language = 'en'): Promise<wire.PointsSummary> {
      await accrue(user);
      const status = await vip(user, db, language);
      const rate = await rateFor(user.merchant_code, status.level);
      return { balance: await balanceOf(user.id), vipLevel: status.level, vipName: status.name, pointsPerUnit: rate.points_per_unit, minPoints: rate.min_points, neverExpire: true as const };
    },

    async rewards(merchantCode: string, language: string): Promise<wire.PointsReward[]> {
      const rows = await db.selectFrom('points_rewards').selectAll().where('merchant_code', '=', merchantCode).where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
      return rows.map((r) => ({ id: String(r.id), name: translated(r.name, r.translations, language, 'name'), points: r.points, motif: r.motif }));
    },

    /** Points details: every earning and spending, newest first, optionally one type. */
    async transactions(user: UserRow, pageNo: number, type?: PointsType): Promise<wire.EntriesPage> {
      await accrue(user);
      let q = db.selectFrom('points_entries').where('user_id', '=', user.id);
      if (type) q = q.where('type', '=', type);
      const total = Number((await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q.selectAll().orderBy('id', 'desc').limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute();
      return page(rows.map((r) => ({ id: String(r.id), type: r.type, points: Number(r.points), reference: r.reference, createdAt: iso(r.created_at)! })), pageNo, total);
    },

    /** Exchange history: redemptions and conversions with their status, newest first. */
    async history(user: UserRow, pageNo: number, language: string, status?: RedeemStatus): Promise<wire.HistoryPage> {
      let q = db.selectFrom('points_redemptions as r').leftJoin('points_rewards as w', 'w.id', 'r.reward_id').where('r.user_id', '=', user.id);
      if (status) q = q.where('r.status', '=', status);
      const total = Number((await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q
        .select(['r.id', 'r.reference_no', 'r.kind', 'r.points', 'r.amount_minor', 'r.status', 'r.created_at', 'r.reviewed_at', 'w.name', 'w.translations'])
        .orderBy('r.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      return page(
        rows.map((r) => ({
          id: String(r.id),
          referenceNo: r.reference_no,
          kind: r.kind,
          rewardName: r.name === null ? null : translated(r.name, r.translations, language, 'name'),
          points: Number(r.points),
          amount: formatMinor(num(r.amount_minor)),
          status: r.status,
          createdAt: iso(r.created_at)!,
          reviewedAt: iso(r.reviewed_at),
        })),
        pageNo,
        total,
      );
    },

    /** Points to cash at the member's rate, credited at once. */
    async convert(user: UserRow, input: { points: number; paymentPassword?: string }, key: string) {
      await deps.paymentPassword.verify(user, input.paymentPassword);
      return deps.idempotency.run({ userId: user.id, key, scope: 'points.convert', request: { points: input.points } }, async (trx): Promise<wire.PointsSpend> => {
        const t = trx;
        const balance = await lockedBalance(trx, user);
        const status = await vip(user, t);
        const rate = await rateFor(user.merchant_code, status.level, t);
        const problem = convertProblem(input.points, { minPoints: rate.min_points, balance });
        if (problem === 'below_minimum') throw new ApiFailure('amount_out_of_range', { min: String(rate.min_points), max: String(Math.max(balance, rate.min_points)) });
        if (problem === 'over_balance') throw insufficient(balance, input.points);
        const amount = Math.floor((input.points * 100) / rate.points_per_unit);
        const ref = referenceNo();
        const row = await t
          .insertInto('points_redemptions')
          .values({ user_id: user.id, reference_no: ref, kind: 'convert', reward_id: null, points: input.points, amount_minor: amount, status: 'approved', created_at: clock(), reviewed_at: clock() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.insertInto('points_entries').values({ user_id: user.id, type: 'redeem', points: -input.points, reference: `spend:${row.id}`, created_at: clock() }).execute();
        const posted = await deps.ledger.post(trx, {
          merchantCode: user.merchant_code,
          currency: user.currency,
          kind: 'bonus',
          userId: user.id,
          reference: `points:${row.id}`,
          memo: `${input.points} points`,
          lines: [
            { account: { kind: 'house', merchantCode: user.merchant_code }, amount: -amount },
            { account: { kind: 'main', userId: user.id }, amount },
          ],
        });
        return { id: String(row.id), referenceNo: ref, status: 'approved', points: input.points, amount: formatMinor(amount), pointsBalance: balance - input.points, balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0) };
      });
    },

    /** A mall reward for its points: processing until an operator decides. */
    async redeem(user: UserRow, input: { rewardId: string; paymentPassword?: string }, key: string) {
      await deps.paymentPassword.verify(user, input.paymentPassword);
      return deps.idempotency.run({ userId: user.id, key, scope: 'points.redeem', request: { rewardId: input.rewardId } }, async (trx): Promise<wire.PointsSpend> => {
        const t = trx;
        const reward = await t.selectFrom('points_rewards').selectAll().where('id', '=', input.rewardId).where('merchant_code', '=', user.merchant_code).where('active', '=', true).executeTakeFirst();
        if (!reward) throw new ApiFailure('not_found');
        const balance = await lockedBalance(trx, user);
        if (reward.points > balance) throw insufficient(balance, reward.points);
        const ref = referenceNo();
        const row = await t
          .insertInto('points_redemptions')
          .values({ user_id: user.id, reference_no: ref, kind: 'redeem', reward_id: reward.id, points: reward.points, amount_minor: 0, status: 'processing', created_at: clock(), reviewed_at: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await t.insertInto('points_entries').values({ user_id: user.id, type: 'redeem', points: -reward.points, reference: `spend:${row.id}`, created_at: clock() }).execute();
        return { id: String(row.id), referenceNo: ref, status: 'processing', points: reward.points, amount: '0.00', pointsBalance: balance - reward.points, balance: null };
      });
    },

    /** Operator: redemptions waiting, oldest first, a page of 15 (by merchant, by member). */
    async queue(query: Partial<wire.QueueQuery> = {}): Promise<Page<wire.QueuedRedemption>> {
      const pageNo = query.page ?? 1;
      let q = db
        .selectFrom('points_redemptions as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .innerJoin('points_rewards as w', 'w.id', 'r.reward_id')
        .where('r.status', '=', 'processing');
      if (query.merchantCode) q = q.where('u.merchant_code', '=', query.merchantCode.toUpperCase());
      if (query.account) q = q.where(sql`lower(u.account)`, '=', query.account.trim().toLowerCase());
      const total = Number((await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q
        .select(['r.id', 'r.reference_no', 'u.account', 'u.merchant_code', 'w.name', 'r.points', 'r.created_at'])
        .orderBy('r.id')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      const items = rows.map((r) => ({ id: String(r.id), referenceNo: r.reference_no, account: r.account, merchantCode: r.merchant_code, reward: r.name, points: Number(r.points), createdAt: iso(r.created_at)! }));
      return page(items, pageNo, total);
    },

    /**
     * Operator: approves a redemption, or rejects it with the staff's note and gives the points
     * back; the member's inbox says which. Decided once: the row is locked, so of two reviews at
     * once one decides and the other answers invalid_state with the status.
     */
    async review(id: string, approve: boolean, note: string, actor: Actor): Promise<wire.ReviewResult> {
      return base.transaction().execute(async (trx) => {
        const t = trx;
        const row = await t.selectFrom('points_redemptions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!row) throw new ApiFailure('not_found');
        if (row.status !== 'processing') throw new ApiFailure('invalid_state', { status: row.status });
        const status: RedeemStatus = approve ? 'approved' : 'rejected';
        await t.updateTable('points_redemptions').set({ status, reviewed_at: clock() }).where('id', '=', id).execute();
        if (!approve) await t.insertInto('points_entries').values({ user_id: row.user_id, type: 'redeem', points: Number(row.points), reference: `refund:${id}`, created_at: clock() }).execute();
        const member = await t.selectFrom('users as u').leftJoin('points_rewards as w', (join) => join.on('w.id', '=', row.reward_id)).select(['u.merchant_code', 'w.name']).where('u.id', '=', row.user_id).executeTakeFirstOrThrow();
        const reward = member.name ?? row.reference_no;
        await deps.inbox.send(trx, {
          merchantCode: member.merchant_code,
          userId: row.user_id,
          kind: `redemption_${status}`,
          params: { id, referenceNo: row.reference_no, title: reward, points: Number(row.points), ...(approve ? {} : { note }) },
          title: approve ? 'Redemption approved' : 'Redemption rejected',
          content: approve
            ? `Your redemption of ${reward} (reference ${row.reference_no}) was approved.`
            : `Your redemption of ${reward} (reference ${row.reference_no}) was rejected${note ? `: ${note}` : '.'} Its ${Number(row.points)} points are back in your balance.`,
        });
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: `points.redeem.${status}`, details: { id, referenceNo: row.reference_no, ...(approve ? {} : { note }) } });
        return { id, referenceNo: row.reference_no, status };
      });
    },
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
