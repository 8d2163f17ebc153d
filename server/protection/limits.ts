// Deposit limits per day, week and month (issue 17): a new limit or a decrease applies at
// once; an increase or a removal waits 24 hours and applies only when the member confirms
// it then. A deposit request that would pass a limit is refused with deposit_limit. What
// counts: every deposit request of the period that is not rejected (pending, matched or
// approved), so money asked for cannot pass a limit while it waits for the operator.
// Periods are the merchant's calendar day, ISO week and month (server/shared/playerProtection.ts).
// Every change and every check locks the member's users row first: two deposits at once
// queue, and the second sees the first.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, MemberLimitsTable } from '../db/schema';
import type { UserRow } from '../accounts/accounts';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { formatMinor, minorOf } from '../shared/money';
import { addMonths, LIMIT_INCREASE_DELAY_MS, LIMIT_PERIODS, LIMIT_REVIEW_MONTHS, limitWindow, loosens, type LimitPeriod } from '../shared/playerProtection';
import type { DepositLimits, LimitView } from '../shared/wire/protection';
import { amountOf } from '../wallet/wallet';

type Conn = Kysely<Database> | Transaction<Database>;
type LimitRow = Selectable<MemberLimitsTable>;

const iso = (at: Date | string) => new Date(at).toISOString();
const amountOrNull = (v: string | number | null) => (v === null ? null : minorOf(v));

export function createLimitService(db: Kysely<Database>, deps: { clock: Clock }) {
  const { clock } = deps;

  const lockMember = (trx: Transaction<Database>, userId: number) => trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

  async function timeZoneOf(conn: Conn, merchantCode: string): Promise<string> {
    return (await conn.selectFrom('merchants').select('time_zone').where('code', '=', merchantCode).executeTakeFirstOrThrow()).time_zone;
  }

  const rowsOf = (conn: Conn, userId: number) => conn.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', 'deposit').execute();

  /** Deposits asked for in [start, end) that are not rejected. */
  async function depositedIn(conn: Conn, userId: number, start: Date, end: Date): Promise<number> {
    const row = await conn
      .selectFrom('deposits')
      .select(sql<string | number>`coalesce(sum(amount_minor), 0)`.as('s'))
      .where('user_id', '=', userId)
      .where('status', '!=', 'rejected')
      .where('created_at', '>=', start)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
    return minorOf(row.s);
  }

  async function viewOf(conn: Conn, user: UserRow): Promise<DepositLimits> {
    const [rows, tz] = await Promise.all([rowsOf(conn, user.id), timeZoneOf(conn, user.merchant_code)]);
    const now = clock();
    const limits: LimitView[] = [];
    for (const period of LIMIT_PERIODS) {
      const row = rows.find((r) => r.period === period);
      const window = limitWindow(period, now, tz);
      limits.push({
        period,
        limit: row && row.amount_minor !== null ? formatMinor(minorOf(row.amount_minor)) : null,
        used: formatMinor(await depositedIn(conn, user.id, window.start, window.end)),
        resetsAt: window.end.toISOString(),
        pending:
          row && row.pending_since !== null
            ? {
                limit: row.pending_amount_minor === null ? null : formatMinor(minorOf(row.pending_amount_minor)),
                requestedAt: iso(row.pending_since),
                confirmableAt: new Date(new Date(row.pending_since).getTime() + LIMIT_INCREASE_DELAY_MS).toISOString(),
              }
            : null,
      });
    }
    const lastSet = rows.reduce<number | null>((latest, r) => Math.max(latest ?? 0, new Date(r.updated_at).getTime()), null);
    return { limits, reviewDueAt: lastSet === null ? null : addMonths(new Date(lastSet), LIMIT_REVIEW_MONTHS).toISOString() };
  }

  async function write(trx: Transaction<Database>, userId: number, period: LimitPeriod, values: { amount: number | null; pendingAmount: number | null; pendingSince: Date | null }) {
    const now = clock();
    const row = { amount_minor: values.amount, pending_amount_minor: values.pendingAmount, pending_since: values.pendingSince, updated_at: now };
    await trx
      .insertInto('member_limits')
      .values({ user_id: userId, kind: 'deposit', period, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doUpdateSet(row))
      .execute();
  }

  const actorOf = (user: UserRow) => `member:${user.merchant_code}:${user.account}`;

  return {
    view: (user: UserRow) => viewOf(db, user),

    /** A new limit or a decrease at once; an increase or removal (amount null) waits for confirm(). */
    async set(user: UserRow, period: LimitPeriod, amountInput: string | null): Promise<DepositLimits> {
      const next = amountInput === null ? null : amountOf(amountInput, 'amount', { allowZero: true });
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, user.id);
        const row: LimitRow | undefined = (await rowsOf(trx, user.id)).find((r) => r.period === period);
        const current = row ? amountOrNull(row.amount_minor) : null;
        const waits = loosens(current, next);
        if (waits) await write(trx, user.id, period, { amount: current, pendingAmount: next, pendingSince: clock() });
        else await write(trx, user.id, period, { amount: next, pendingAmount: null, pendingSince: null });
        await writeAudit(trx, {
          actor: actorOf(user),
          ip: null,
          action: waits ? 'limit.deposit.requested' : 'limit.deposit.set',
          details: { period, from: current === null ? null : formatMinor(current), to: next === null ? null : formatMinor(next) },
        });
        return viewOf(trx, user);
      });
    },

    /** Applies a waiting increase or removal, once its 24 hours have passed. */
    async confirm(user: UserRow, period: LimitPeriod): Promise<DepositLimits> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, user.id);
        const row = (await rowsOf(trx, user.id)).find((r) => r.period === period);
        if (!row || row.pending_since === null) throw new ApiFailure('invalid_state', { reason: 'nothing_pending' });
        const confirmableAt = new Date(new Date(row.pending_since).getTime() + LIMIT_INCREASE_DELAY_MS);
        if (clock().getTime() < confirmableAt.getTime()) throw new ApiFailure('limit_change_not_due', { confirmableAt: confirmableAt.toISOString() });
        const next = amountOrNull(row.pending_amount_minor);
        await write(trx, user.id, period, { amount: next, pendingAmount: null, pendingSince: null });
        await writeAudit(trx, { actor: actorOf(user), ip: null, action: 'limit.deposit.confirmed', details: { period, to: next === null ? null : formatMinor(next) } });
        return viewOf(trx, user);
      });
    },

    /**
     * Inside the deposit's transaction: locks the member, then refuses with deposit_limit
     * when `amount` on top of the period's deposits would pass a limit in force.
     */
    async assertDepositFits(trx: Transaction<Database>, user: UserRow, amount: number): Promise<void> {
      await lockMember(trx, user.id);
      const rows = (await rowsOf(trx, user.id)).filter((r) => r.amount_minor !== null);
      if (rows.length === 0) return;
      const tz = await timeZoneOf(trx, user.merchant_code);
      const now = clock();
      for (const period of LIMIT_PERIODS) {
        const row = rows.find((r) => r.period === period);
        if (!row) continue;
        const limit = minorOf(row.amount_minor);
        const window = limitWindow(period, now, tz);
        const used = await depositedIn(trx, user.id, window.start, window.end);
        if (used + amount > limit) {
          throw new ApiFailure('deposit_limit', { period, limit: formatMinor(limit), used: formatMinor(used), resetsAt: window.end.toISOString() });
        }
      }
    },
  };
}

export type LimitService = ReturnType<typeof createLimitService>;
