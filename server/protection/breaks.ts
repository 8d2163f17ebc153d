// Time-outs and self-exclusions (issue 17): taken by the member, effective at once (every
// session revoked), never shortened by the member; an indefinite exclusion ends only by a
// lift request that waits 7 days, then 24 hours of cooling-off. The old self-exclusion by
// days maps onto the shortest period that covers it. The state lives on the users row
// (migration 040), where the session check and the betting gate read it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRow } from '../accounts/accounts';
import type { SessionService } from '../accounts/sessions';
import { ApiFailure } from '../http/envelope';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import {
  breakEnd,
  breakKindOf,
  endsNoSooner,
  legacyPeriodFor,
  LIFT_COOLING_OFF_MS,
  LIFT_WAIT_MS,
  type BreakPeriod,
} from '../shared/playerProtection';
import type { ProtectionStatus } from '../shared/wire/protection';
import { breakOf } from './gate';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const actorOf = (user: UserRow) => `member:${user.merchant_code}:${user.account}`;

export function createBreakService(db: Kysely<Database>, deps: { sessions: SessionService; clock: Clock }) {
  const { sessions, clock } = deps;

  function statusOf(user: Pick<UserRow, 'protection_kind' | 'protection_until' | 'protection_started_at' | 'protection_lift_requested_at'>): ProtectionStatus {
    const running = breakOf(user, clock());
    if (!running) return { kind: null, startedAt: null, until: null, indefinite: false, restricted: false, liftRequestedAt: null, coolingOffFrom: null };
    const lift = running.kind === 'exclusion' ? iso(user.protection_lift_requested_at) : null;
    return {
      kind: running.kind,
      startedAt: iso(user.protection_started_at),
      until: running.until?.toISOString() ?? null,
      indefinite: running.until === null || lift !== null,
      restricted: running.kind === 'exclusion',
      liftRequestedAt: lift,
      coolingOffFrom: lift === null ? null : new Date(new Date(lift).getTime() + LIFT_WAIT_MS).toISOString(),
    };
  }

  /** The member's row, locked: two breaks at once queue, and the later sees the earlier. */
  const lockUser = (trx: Transaction<Database>, id: number) => trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();

  /**
   * Starts a break now. A running break is replaced only by one that ends no sooner
   * (`keepLonger`: the old route's rule, the running one stays and is answered instead).
   * `by` names staff imposing it (audited with the reason and the state before and after).
   */
  async function take(user: UserRow, period: BreakPeriod, ip: string, opts: { keepLonger?: boolean; by?: { actor: string; reason: string } } = {}): Promise<ProtectionStatus> {
    return db.transaction().execute(async (trx) => {
      const row = await lockUser(trx, user.id);
      const now = clock();
      const until = breakEnd(period, now);
      const running = breakOf(row, now);
      if (running && !endsNoSooner(until, running.until)) {
        if (opts.keepLonger) return statusOf(row);
        throw new ApiFailure('protection_active', { until: running.until?.toISOString() ?? null });
      }
      const kind = breakKindOf(period);
      const updated = await trx
        .updateTable('users')
        .set({ protection_kind: kind, protection_started_at: now, protection_until: until, protection_lift_requested_at: null })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const revoked = await sessions.revokeAllOf(user.id, kind === 'time_out' ? 'time_out' : 'self_exclusion', trx);
      const after = statusOf(updated);
      if (opts.by) {
        const details = { playerId: String(user.id), account: user.account, period, reason: opts.by.reason, before: statusOf(row), after, sessionsRevoked: revoked };
        await writeAudit(trx, { actor: opts.by.actor, ip: ip || null, action: kind === 'time_out' ? 'protection.operator_time_out' : 'protection.operator_exclusion', details });
      } else {
        await writeAudit(trx, { actor: actorOf(user), ip: ip || null, action: kind === 'time_out' ? 'protection.time_out' : 'protection.self_exclusion', details: { period, until: iso(until), sessionsRevoked: revoked } });
      }
      return after;
    });
  }

  return {
    status: statusOf,
    take,

    /**
     * A break imposed by risk staff (the back office): the member's rules apply (every session
     * ends; a running break that ends later stays, protection_active), audited with the reason.
     */
    impose: (user: UserRow, period: BreakPeriod, actor: { name: string; ip: string | null }, reason: string) => take(user, period, actor.ip ?? '', { by: { actor: actor.name, reason } }),

    /** The old route: a self-exclusion of at least `days` days, made longer, never shorter. */
    async takeDays(user: UserRow, days: number, ip: string): Promise<{ selfExcludedUntil: string | null }> {
      const status = await take(user, legacyPeriodFor(days, clock()), ip, { keepLonger: true });
      return { selfExcludedUntil: status.until };
    },

    /** Asks to lift an indefinite exclusion: it ends after 7 days of waiting and 24 hours of cooling-off. */
    async requestLift(user: UserRow, ip: string): Promise<ProtectionStatus> {
      return db.transaction().execute(async (trx) => {
        const row = await lockUser(trx, user.id);
        const now = clock();
        const running = breakOf(row, now);
        if (!running || running.kind !== 'exclusion' || running.until !== null) throw new ApiFailure('invalid_state', { reason: 'not_indefinite' });
        const until = new Date(now.getTime() + LIFT_WAIT_MS + LIFT_COOLING_OFF_MS);
        const updated = await trx
          .updateTable('users')
          .set({ protection_until: until, protection_lift_requested_at: now })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { actor: actorOf(user), ip: ip || null, action: 'protection.lift_request', details: { until: until.toISOString() } });
        return statusOf(updated);
      });
    },
  };
}

export type BreakService = ReturnType<typeof createBreakService>;
