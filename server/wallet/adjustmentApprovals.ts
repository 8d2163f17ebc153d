// Four-eyes adjustments (issue 16; docs/api.md "Back office: pending adjustments"): the queue
// of adjustments waiting for a second member of staff, approved (the journal posts, exactly
// once) or rejected with a reason. The row leaves 'pending' in the same transaction that
// posts, under a row lock: of two approvals at once, one posts and the other answers
// invalid_state. The staff member who asked never decides their own (adjustment_self_approval).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { InboxService } from '../centre/inbox';
import { ApiFailure } from '../http/envelope';
import type { Actor } from '../operator/operator';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import { minorOf } from '../shared/money';
import type { PendingAdjustment, PendingAdjustmentQuery } from '../shared/wire/adjustmentApprovals';
import { pendingView, postAdjustment, type PendingRow } from './adjustmentPosting';
import type { Ledger } from './ledger';

/** The member of staff deciding: only staff decide (a tool's key is nobody's second pair of eyes). */
export interface Decider {
  staffId: string;
  actor: Actor;
}

export function createAdjustmentApprovalService(db: Kysely<Database>, deps: { ledger: Ledger; inbox: InboxService; clock: Clock }) {
  /** The pending row under a lock, refused unless it still waits and the decider did not ask for it. */
  async function lockWaiting(trx: Transaction<Database>, id: string, decider: Decider): Promise<PendingRow> {
    const row = await trx.selectFrom('pending_adjustments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new ApiFailure('not_found');
    if (row.status !== 'pending') throw new ApiFailure('invalid_state', { status: row.status });
    if (row.requested_staff_id !== null && String(row.requested_staff_id) === String(decider.staffId)) throw new ApiFailure('adjustment_self_approval');
    return row;
  }

  return {
    /** An adjustment by its id, whatever its status; not_found otherwise. */
    async find(id: string): Promise<PendingRow> {
      const row = await db.selectFrom('pending_adjustments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new ApiFailure('not_found');
      return row;
    },

    /** Pending adjustments oldest first (the queue); decided ones newest first; pages of 15. */
    async list(query: PendingAdjustmentQuery): Promise<Page<PendingAdjustment>> {
      const base = db.selectFrom('pending_adjustments').where('status', '=', query.status);
      const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const direction = query.status === 'pending' ? 'asc' : 'desc';
      const rows = await base
        .innerJoin('users', 'users.id', 'pending_adjustments.user_id')
        .selectAll('pending_adjustments')
        .select('users.account')
        .orderBy('pending_adjustments.created_at', direction)
        .orderBy('pending_adjustments.id', direction)
        .limit(PAGE_SIZE)
        .offset((query.page - 1) * PAGE_SIZE)
        .execute();
      return page(
        rows.map((row) => pendingView(row, row)),
        query.page,
        total,
      );
    },

    /** Posts the adjustment's journal once and marks it approved (audited with before and after). */
    async approve(id: string, decider: Decider): Promise<PendingAdjustment> {
      return db.transaction().execute(async (trx) => {
        const row = await lockWaiting(trx, id, decider);
        const user = await trx.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirstOrThrow();
        const change = { direction: row.direction, amount: minorOf(row.amount_minor), kind: row.kind, memo: row.memo };
        const posted = await postAdjustment(trx, deps, user, change, decider.actor, { pendingId: String(row.id), requestedBy: row.requested_by });
        const updated = await trx
          .updateTable('pending_adjustments')
          .set({ status: 'approved', decided_by: decider.actor.name, decided_staff_id: decider.staffId, decided_at: deps.clock(), journal_id: posted.journalId })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirstOrThrow();
        const before = pendingView(row, user);
        const after = pendingView(updated, user);
        await writeAudit(trx, { actor: decider.actor.name, ip: decider.actor.ip, action: 'adjustment.approve', details: { pendingId: after.id, account: user.account, before, after, balance: posted.balance } });
        return after;
      });
    },

    /** Marks the adjustment rejected with the reason; nothing posts (audited with before and after). */
    async reject(id: string, reason: string, decider: Decider): Promise<PendingAdjustment> {
      return db.transaction().execute(async (trx) => {
        const row = await lockWaiting(trx, id, decider);
        const user = await trx.selectFrom('users').select('account').where('id', '=', row.user_id).executeTakeFirstOrThrow();
        const updated = await trx
          .updateTable('pending_adjustments')
          .set({ status: 'rejected', decided_by: decider.actor.name, decided_staff_id: decider.staffId, decided_at: deps.clock(), reason })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirstOrThrow();
        const before = pendingView(row, user);
        const after = pendingView(updated, user);
        await writeAudit(trx, { actor: decider.actor.name, ip: decider.actor.ip, action: 'adjustment.reject', details: { pendingId: after.id, account: user.account, before, after, reason } });
        return after;
      });
    },
  };
}

export type AdjustmentApprovalService = ReturnType<typeof createAdjustmentApprovalService>;
