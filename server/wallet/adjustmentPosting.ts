// A manual adjustment posted to the ledger, or set aside for a second member of staff: the
// one place both the direct adjustment (walletOperator.adjust) and an approval
// (adjustmentApprovals.approve) post its journal, so both write the same lines, inbox
// message and audit entry.
import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { PendingAdjustmentsTable } from '../db/tables/staff';
import type { UserRow } from '../accounts/accounts';
import type { InboxService } from '../centre/inbox';
import type { Actor } from '../operator/operator';
import { writeAudit } from '../platform/audit';
import { formatMinor, minorOf } from '../shared/money';
import type { PendingAdjustment } from '../shared/wire/adjustmentApprovals';
import type { Adjustment } from '../shared/wire/operatorMoney';
import type { Ledger } from './ledger';

export interface AdjustmentChange {
  direction: 'credit' | 'debit';
  /** Minor units, above zero. */
  amount: number;
  kind: 'adjustment' | 'bonus';
  memo: string;
}

/** Who asked, when the four-eyes rule applies to them: a member of staff (their row) or a named key (null). */
export interface FourEyes {
  staffId: string | null;
}

export type PendingRow = Selectable<PendingAdjustmentsTable>;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** A pending adjustment as the API shows it. */
export function pendingView(row: PendingRow, owner: Pick<UserRow, 'account'>): PendingAdjustment {
  return {
    id: String(row.id),
    status: row.status,
    playerId: String(row.user_id),
    account: owner.account,
    merchantCode: row.merchant_code,
    currency: row.currency,
    direction: row.direction,
    kind: row.kind,
    amount: formatMinor(minorOf(row.amount_minor)),
    memo: row.memo,
    requestedBy: row.requested_by,
    createdAt: iso(row.created_at)!,
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    reason: row.reason,
    journalId: row.journal_id === null ? null : String(row.journal_id),
  };
}

/** Posts the adjustment's journal (house ↔ main), tells the member of a bonus, audits it. */
export async function postAdjustment(
  trx: Transaction<Database>,
  deps: { ledger: Ledger; inbox: InboxService },
  user: UserRow,
  change: AdjustmentChange,
  actor: Actor,
  approval?: { pendingId: string; requestedBy: string },
): Promise<Adjustment> {
  const { direction, amount, kind, memo } = change;
  const sign = direction === 'credit' ? 1 : -1;
  const posted = await deps.ledger.post(trx, {
    merchantCode: user.merchant_code,
    currency: user.currency,
    kind,
    userId: user.id,
    memo,
    lines: [
      { account: { kind: 'house', merchantCode: user.merchant_code }, amount: -sign * amount },
      { account: { kind: 'main', userId: user.id }, amount: sign * amount },
    ],
  });
  if (kind === 'bonus' && sign > 0) {
    await deps.inbox.send(trx, {
      merchantCode: user.merchant_code,
      userId: user.id,
      kind: 'bonus_credited',
      params: { amount: formatMinor(amount), memo },
      title: 'Bonus credited',
      content: `A bonus of ${formatMinor(amount)} ${user.currency} was credited to your main wallet.${memo ? ` ${memo}` : ''}`,
    });
  }
  await writeAudit(trx, {
    actor: actor.name,
    ip: actor.ip,
    action: 'wallet.adjustment',
    details: { account: user.account, direction, amount: formatMinor(amount), kind, memo, journalId: posted.journalId, ...(approval ?? {}) },
  });
  return { journalId: posted.journalId, account: user.account, direction, kind, amount: formatMinor(amount), balance: formatMinor(posted.balances.get(`main:${user.id}`) ?? 0) };
}

/** Sets the adjustment aside for a second member of staff; nothing posts (audited). */
export async function requestApproval(trx: Transaction<Database>, user: UserRow, change: AdjustmentChange, actor: Actor, staffId: string | null): Promise<PendingAdjustment> {
  const row = await trx
    .insertInto('pending_adjustments')
    .values({
      merchant_code: user.merchant_code,
      user_id: user.id,
      currency: user.currency,
      direction: change.direction,
      kind: change.kind,
      amount_minor: change.amount,
      memo: change.memo,
      requested_by: actor.name,
      requested_staff_id: staffId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const view = pendingView(row, user);
  await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'adjustment.request', details: { pendingId: view.id, account: user.account, before: null, after: view } });
  return view;
}
