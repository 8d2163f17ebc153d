// Deposit and loss limits per day, week and month (issue 17): a new limit or a decrease
// applies at once; an increase or a removal waits 24 hours and applies only when the
// member confirms it then.
//
// What counts against a deposit limit: every deposit request of the period that is not
// rejected (pending, matched or approved), so money asked for cannot pass a limit while it
// waits for the operator. A deposit that would pass a limit is refused with deposit_limit.
//
// What counts against a loss limit: the net of the member's main wallet in play journals
// of the period — stakes (seamless bets, house rounds, lottery tickets) and money into
// game wallets, less wins, refunds and money back from game wallets; never below 0 (a
// member ahead has used nothing). A stake that would take it past a limit is refused with
// loss_limit: stake in full counts, as it may be lost in full.
//
// Periods are the merchant's calendar day, ISO week and month (server/shared/playerProtection.ts).
// Every change and every check locks the member's users row first: two deposits or two
// stakes at once queue, and the second sees the first.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, MemberLimitsTable } from '../db/schema';
import type { UserRow } from '../accounts/accounts';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { formatMinor, minorOf } from '../shared/money';
import { addMonths, LIMIT_INCREASE_DELAY_MS, LIMIT_PERIODS, LIMIT_REVIEW_MONTHS, limitChangeDue, limitWindow, loosens, type LimitKind, type LimitPeriod } from '../shared/playerProtection';
import type { LimitRefusal, LimitView, MemberLimits } from '../shared/wire/protection';
import { amountOf } from '../wallet/wallet';

type Conn = Kysely<Database> | Transaction<Database>;
type LimitRow = Selectable<MemberLimitsTable>;

const iso = (at: Date | string) => new Date(at).toISOString();
const amountOrNull = (v: string | number | null) => (v === null ? null : minorOf(v));

/** The journals of a member's play: what a loss limit counts (server/db/migrations/007_wallet.sql kinds). */
const PLAY_JOURNALS = ['bet', 'win', 'rollback', 'transfer'] as const;

/** The refusal's code for each kind of limit. */
const REFUSAL = { deposit: 'deposit_limit', loss: 'loss_limit' } as const;

export function createLimitService(db: Kysely<Database>, deps: { clock: Clock }) {
  const { clock } = deps;

  const lockMember = (trx: Transaction<Database>, userId: number) => trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

  async function timeZoneOf(conn: Conn, merchantCode: string): Promise<string> {
    return (await conn.selectFrom('merchants').select('time_zone').where('code', '=', merchantCode).executeTakeFirstOrThrow()).time_zone;
  }

  const rowsOf = (conn: Conn, userId: number, kind: LimitKind) =>
    conn.selectFrom('member_limits').selectAll().where('user_id', '=', userId).where('kind', '=', kind).execute();

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

  /** The main wallet's net outflow into play in [start, end), 0 when the member is ahead. */
  async function lostIn(conn: Conn, userId: number, start: Date, end: Date): Promise<number> {
    const row = await conn
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_journals as j', 'j.id', 'e.journal_id')
      .select(sql<string | number>`coalesce(sum(e.amount), 0)`.as('s'))
      .where('a.user_id', '=', userId)
      .where('a.kind', '=', 'main')
      .where('j.kind', 'in', PLAY_JOURNALS)
      .where('e.created_at', '>=', start)
      .where('e.created_at', '<', end)
      .executeTakeFirstOrThrow();
    return Math.max(0, -minorOf(row.s));
  }

  const usedIn = (conn: Conn, kind: LimitKind, userId: number, start: Date, end: Date) =>
    kind === 'deposit' ? depositedIn(conn, userId, start, end) : lostIn(conn, userId, start, end);

  /** 6 months after the latest of: a limit of any kind set or changed, an answer to the ask. */
  async function reviewDueAt(conn: Conn, userId: number): Promise<string | null> {
    const [changed, reviewed] = await Promise.all([
      conn.selectFrom('member_limits').select((eb) => eb.fn.max('updated_at').as('at')).where('user_id', '=', userId).executeTakeFirst(),
      conn.selectFrom('member_limit_reviews').select('reviewed_at').where('user_id', '=', userId).executeTakeFirst(),
    ]);
    const times = [changed?.at, reviewed?.reviewed_at].filter((t): t is Date => t !== null && t !== undefined).map((t) => new Date(t).getTime());
    return times.length === 0 ? null : addMonths(new Date(Math.max(...times)), LIMIT_REVIEW_MONTHS).toISOString();
  }

  async function viewOf(conn: Conn, user: UserRow, kind: LimitKind): Promise<MemberLimits> {
    const [rows, tz] = await Promise.all([rowsOf(conn, user.id, kind), timeZoneOf(conn, user.merchant_code)]);
    const now = clock();
    const limits: LimitView[] = [];
    for (const period of LIMIT_PERIODS) {
      const row = rows.find((r) => r.period === period);
      const window = limitWindow(period, now, tz);
      limits.push({
        period,
        limit: row && row.amount_minor !== null ? formatMinor(minorOf(row.amount_minor)) : null,
        used: formatMinor(await usedIn(conn, kind, user.id, window.start, window.end)),
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
    return { limits, serverTime: now.toISOString(), reviewDueAt: await reviewDueAt(conn, user.id) };
  }

  async function write(
    trx: Transaction<Database>,
    userId: number,
    kind: LimitKind,
    period: LimitPeriod,
    values: { amount: number | null; pendingAmount: number | null; pendingSince: Date | null },
  ) {
    const now = clock();
    const row = { amount_minor: values.amount, pending_amount_minor: values.pendingAmount, pending_since: values.pendingSince, updated_at: now };
    await trx
      .insertInto('member_limits')
      .values({ user_id: userId, kind, period, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doUpdateSet(row))
      .execute();
  }

  const actorOf = (user: UserRow) => `member:${user.merchant_code}:${user.account}`;

  /**
   * Inside the money's transaction: locks the member, then refuses with the kind's code
   * when `amount` on top of what the period counts would pass a limit in force.
   */
  async function assertFits(trx: Transaction<Database>, user: UserRow, kind: LimitKind, amount: number): Promise<void> {
    await lockMember(trx, user.id);
    const rows = (await rowsOf(trx, user.id, kind)).filter((r) => r.amount_minor !== null);
    if (rows.length === 0) return;
    const tz = await timeZoneOf(trx, user.merchant_code);
    const now = clock();
    for (const period of LIMIT_PERIODS) {
      const row = rows.find((r) => r.period === period);
      if (!row) continue;
      const limit = minorOf(row.amount_minor);
      const window = limitWindow(period, now, tz);
      const used = await usedIn(trx, kind, user.id, window.start, window.end);
      if (used + amount > limit) {
        const value: LimitRefusal = { period, limit: formatMinor(limit), used: formatMinor(used), resetsAt: window.end.toISOString() };
        throw new ApiFailure(REFUSAL[kind], value);
      }
    }
  }

  return {
    view: (user: UserRow, kind: LimitKind = 'deposit') => viewOf(db, user, kind),

    /** A new limit or a decrease at once; an increase or removal (amount null) waits for confirm(). */
    async set(user: UserRow, period: LimitPeriod, amountInput: string | null, kind: LimitKind = 'deposit'): Promise<MemberLimits> {
      const next = amountInput === null ? null : amountOf(amountInput, 'amount', { allowZero: true });
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, user.id);
        const row: LimitRow | undefined = (await rowsOf(trx, user.id, kind)).find((r) => r.period === period);
        const current = row ? amountOrNull(row.amount_minor) : null;
        const waits = loosens(current, next);
        if (waits) await write(trx, user.id, kind, period, { amount: current, pendingAmount: next, pendingSince: clock() });
        else await write(trx, user.id, kind, period, { amount: next, pendingAmount: null, pendingSince: null });
        await writeAudit(trx, {
          actor: actorOf(user),
          ip: null,
          action: waits ? `limit.${kind}.requested` : `limit.${kind}.set`,
          details: { period, from: current === null ? null : formatMinor(current), to: next === null ? null : formatMinor(next) },
        });
        return viewOf(trx, user, kind);
      });
    },

    /** Applies a waiting increase or removal, once its 24 hours have passed. */
    async confirm(user: UserRow, period: LimitPeriod, kind: LimitKind = 'deposit'): Promise<MemberLimits> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, user.id);
        const row = (await rowsOf(trx, user.id, kind)).find((r) => r.period === period);
        if (!row || row.pending_since === null) throw new ApiFailure('invalid_state', { reason: 'nothing_pending' });
        const confirmableAt = new Date(new Date(row.pending_since).getTime() + LIMIT_INCREASE_DELAY_MS);
        if (!limitChangeDue(confirmableAt.toISOString(), clock())) throw new ApiFailure('limit_change_not_due', { confirmableAt: confirmableAt.toISOString() });
        const next = amountOrNull(row.pending_amount_minor);
        await write(trx, user.id, kind, period, { amount: next, pendingAmount: null, pendingSince: null });
        await writeAudit(trx, { actor: actorOf(user), ip: null, action: `limit.${kind}.confirmed`, details: { period, to: next === null ? null : formatMinor(next) } });
        return viewOf(trx, user, kind);
      });
    },

    /** The member answered the ask to set or review their limits (kept them, or declined): the next ask is 6 months on. */
    async review(user: UserRow, kind: LimitKind = 'deposit'): Promise<MemberLimits> {
      return db.transaction().execute(async (trx) => {
        const now = clock();
        await trx
          .insertInto('member_limit_reviews')
          .values({ user_id: user.id, reviewed_at: now })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ reviewed_at: now }))
          .execute();
        await writeAudit(trx, { actor: actorOf(user), ip: null, action: 'limit.reviewed', details: {} });
        return viewOf(trx, user, kind);
      });
    },

    /** Inside the deposit's transaction: deposit_limit when `amount` would pass a deposit limit. */
    assertDepositFits: (trx: Transaction<Database>, user: UserRow, amount: number) => assertFits(trx, user, 'deposit', amount),

    /** Inside the stake's transaction, before its money moves: loss_limit when `amount` would pass a loss limit. */
    assertStakeFits: (trx: Transaction<Database>, user: UserRow, amount: number) => assertFits(trx, user, 'loss', amount),
  };
}

export type LimitService = ReturnType<typeof createLimitService>;
