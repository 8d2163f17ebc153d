// The session clock (issue 17, UKGC RTS 13): each login session's time played and net win
// or loss, the reality check the member meets at the interval they chose, and the session
// time limit past which the session may not stake. The next check is an interval after the
// last acknowledged one (or after login), held here so a reload does not start it again.
// The time limit changes like the other limits: a new limit or a decrease at once, an
// increase or a removal after 24 hours and only when confirmed then.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { UserRow } from '../accounts/accounts';
import type { SessionRow } from '../accounts/sessions';
import type { Database, MemberSessionRulesTable } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { formatMinor, minorOf } from '../shared/money';
import { LIMIT_INCREASE_DELAY_MS, loosens, nextRealityCheck, REALITY_CHECK_DEFAULT_MINUTES, sessionTimeEnd } from '../shared/playerProtection';
import type { SessionClock } from '../shared/wire/sessionClock';
import { assertSessionTime } from './gate';

type Conn = Kysely<Database> | Transaction<Database>;
type RulesRow = Selectable<MemberSessionRulesTable>;
/** What the clock needs of a session: its id and when it began. */
export type ClockSession = Pick<SessionRow, 'id' | 'created_at'>;

const iso = (at: Date | string) => new Date(at).toISOString();

export function createSessionClockService(db: Kysely<Database>, deps: { clock: Clock }) {
  const { clock } = deps;

  const rulesOf = (conn: Conn, userId: number) => conn.selectFrom('member_session_rules').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const lockMember = (trx: Transaction<Database>, userId: number) => trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();

  /** Wins minus stakes since `since`: seamless and house bets (not rolled back or void) and lottery tickets. */
  async function netSince(conn: Conn, userId: number, since: Date): Promise<number> {
    const bets = await conn
      .selectFrom('bets')
      .select(sql<string | number>`coalesce(sum(payout_minor - stake_minor), 0)`.as('n'))
      .where('user_id', '=', userId)
      .where('placed', '=', true)
      .where('placed_at', '>=', since)
      .where('status', 'not in', ['rolled_back', 'void'])
      .executeTakeFirstOrThrow();
    const tickets = await conn
      .selectFrom('lottery_tickets')
      .select(sql<string | number>`coalesce(sum(coalesce(payout_minor, 0) - stake_minor), 0)`.as('n'))
      .where('user_id', '=', userId)
      .where('placed_at', '>=', since)
      .executeTakeFirstOrThrow();
    return minorOf(bets.n) + minorOf(tickets.n);
  }

  async function viewOf(conn: Conn, session: ClockSession, user: UserRow): Promise<SessionClock> {
    const now = clock();
    const startedAt = new Date(session.created_at);
    const [rules, check, net] = await Promise.all([
      rulesOf(conn, user.id),
      conn.selectFrom('session_reality_checks').select('acknowledged_at').where('session_id', '=', session.id).executeTakeFirst(),
      netSince(conn, user.id, startedAt),
    ]);
    const intervalMinutes = rules?.reality_check_minutes ?? REALITY_CHECK_DEFAULT_MINUTES;
    const limitMinutes = rules?.session_limit_minutes ?? null;
    const endsAt = sessionTimeEnd(startedAt, limitMinutes);
    return {
      startedAt: startedAt.toISOString(),
      now: now.toISOString(),
      elapsedMs: Math.max(0, now.getTime() - startedAt.getTime()),
      net: formatMinor(net),
      currency: user.currency,
      intervalMinutes,
      nextCheckAt: nextRealityCheck(startedAt, check ? new Date(check.acknowledged_at) : null, intervalMinutes).toISOString(),
      timeLimit: {
        limitMinutes,
        endsAt: endsAt?.toISOString() ?? null,
        pending:
          rules && rules.pending_since !== null
            ? {
                limitMinutes: rules.pending_session_limit_minutes,
                requestedAt: iso(rules.pending_since),
                confirmableAt: new Date(new Date(rules.pending_since).getTime() + LIMIT_INCREASE_DELAY_MS).toISOString(),
              }
            : null,
      },
    };
  }

  async function writeRules(trx: Transaction<Database>, userId: number, current: RulesRow | undefined, change: Partial<Omit<RulesRow, 'user_id' | 'updated_at'>>) {
    const row = {
      reality_check_minutes: current?.reality_check_minutes ?? REALITY_CHECK_DEFAULT_MINUTES,
      session_limit_minutes: current?.session_limit_minutes ?? null,
      pending_session_limit_minutes: current?.pending_session_limit_minutes ?? null,
      pending_since: current?.pending_since ?? null,
      ...change,
      updated_at: clock(),
    };
    await trx
      .insertInto('member_session_rules')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
  }

  const actorOf = (user: UserRow) => `member:${user.merchant_code}:${user.account}`;

  return {
    view: (session: ClockSession, user: UserRow) => viewOf(db, session, user),

    /** The member saw the reality check and plays on: the next one is an interval from now. */
    async acknowledge(session: ClockSession, user: UserRow): Promise<SessionClock> {
      const at = clock();
      await db
        .insertInto('session_reality_checks')
        .values({ session_id: session.id, acknowledged_at: at })
        .onConflict((oc) => oc.column('session_id').doUpdateSet({ acknowledged_at: at }))
        .execute();
      return viewOf(db, session, user);
    },

    /** The reality check's interval, at once: it only changes when the member is asked. */
    async setInterval(session: ClockSession, user: UserRow, minutes: number): Promise<SessionClock> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, user.id);
        const current = await rulesOf(trx, user.id);
        await writeRules(trx, user.id, current, { reality_check_minutes: minutes });
        await writeAudit(trx, { actor: actorOf(user), ip: null, action: 'reality_check.interval', details: { from: current?.reality_check_minutes ?? REALITY_CHECK_DEFAULT_MINUTES, to: minutes } });
        return viewOf(trx, session, user);
      });
    },

    /** A new session time limit or a decrease at once; an increase or removal (null) waits for confirmTimeLimit(). */
    async setTimeLimit(session: ClockSession, user: UserRow, minutes: number | null): Promise<SessionClock> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, user.id);
        const current = await rulesOf(trx, user.id);
        const limit = current?.session_limit_minutes ?? null;
        const waits = loosens(limit, minutes);
        if (waits) await writeRules(trx, user.id, current, { pending_session_limit_minutes: minutes, pending_since: clock() });
        else await writeRules(trx, user.id, current, { session_limit_minutes: minutes, pending_session_limit_minutes: null, pending_since: null });
        await writeAudit(trx, { actor: actorOf(user), ip: null, action: waits ? 'limit.session_time.requested' : 'limit.session_time.set', details: { from: limit, to: minutes } });
        return viewOf(trx, session, user);
      });
    },

    /** Applies a waiting increase or removal of the session time limit, once its 24 hours have passed. */
    async confirmTimeLimit(session: ClockSession, user: UserRow): Promise<SessionClock> {
      return db.transaction().execute(async (trx) => {
        await lockMember(trx, user.id);
        const current = await rulesOf(trx, user.id);
        if (!current || current.pending_since === null) throw new ApiFailure('invalid_state', { reason: 'nothing_pending' });
        const confirmableAt = new Date(new Date(current.pending_since).getTime() + LIMIT_INCREASE_DELAY_MS);
        if (clock().getTime() < confirmableAt.getTime()) throw new ApiFailure('limit_change_not_due', { confirmableAt: confirmableAt.toISOString() });
        const next = current.pending_session_limit_minutes;
        await writeRules(trx, user.id, current, { session_limit_minutes: next, pending_session_limit_minutes: null, pending_since: null });
        await writeAudit(trx, { actor: actorOf(user), ip: null, action: 'limit.session_time.confirmed', details: { to: next } });
        return viewOf(trx, session, user);
      });
    },

    /** Refuses with session_time_limit when the session staking has run past the member's limit. */
    async assertWithinTime(session: Pick<SessionRow, 'created_at'>, userId: number): Promise<void> {
      const rules = await rulesOf(db, userId);
      assertSessionTime(rules?.session_limit_minutes ?? null, new Date(session.created_at), clock());
    },
  };
}

export type SessionClockService = ReturnType<typeof createSessionClockService>;
