// Four-eyes adjustments (docs/api.md "Back office: pending adjustments"): a manual credit or
// debit above FOUR_EYES_ABOVE_MAJOR (server/shared/staffRoles.ts) asked for by a member of
// staff or a named operator key waits as a pending adjustment until a second, different
// finance staff member approves it (its journal posts, once) or rejects it with a reason.
import * as v from 'valibot';
import { id, isoTime, money, pageNumber, pageOf } from './common';
import { ADJUSTMENT_DIRECTIONS, ADJUSTMENT_KINDS, adjustment } from './operatorMoney';

export const PENDING_ADJUSTMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PendingAdjustmentStatus = (typeof PENDING_ADJUSTMENT_STATUSES)[number];

export const pendingAdjustment = v.object({
  id,
  status: v.picklist(PENDING_ADJUSTMENT_STATUSES),
  playerId: id,
  account: v.string(),
  merchantCode: v.string(),
  currency: v.string(),
  direction: v.picklist(ADJUSTMENT_DIRECTIONS),
  kind: v.picklist(ADJUSTMENT_KINDS),
  amount: money,
  memo: v.string(),
  /** Who asked, as the audit log names them (`staff:<name>`, `key:<name>`). */
  requestedBy: v.string(),
  createdAt: isoTime,
  decidedBy: v.nullable(v.string()),
  decidedAt: v.nullable(isoTime),
  /** A rejection's reason. */
  reason: v.nullable(v.string()),
  /** The journal an approval posted. */
  journalId: v.nullable(v.string()),
});
export type PendingAdjustment = v.InferOutput<typeof pendingAdjustment>;
export const pendingAdjustmentPage = pageOf(pendingAdjustment);
export type PendingAdjustmentPage = v.InferOutput<typeof pendingAdjustmentPage>;

export const pendingAdjustmentQuery = v.strictObject({
  page: v.optional(pageNumber, 1),
  /** pending (the default: the queue), approved or rejected. */
  status: v.optional(v.picklist(PENDING_ADJUSTMENT_STATUSES), 'pending'),
});
export type PendingAdjustmentQuery = v.InferOutput<typeof pendingAdjustmentQuery>;

export const REJECTION_REASON_MAX = 500;
/** A rejection's reason: not only spaces (kept without the spaces at either end). */
export const adjustmentRejection = v.strictObject({ reason: v.pipe(v.string(), v.maxLength(REJECTION_REASON_MAX), v.regex(/\S/)) });
export type AdjustmentRejection = v.InferOutput<typeof adjustmentRejection>;

/** POST /api/operator/adjustments answers the posted adjustment, or the pending one when a second approver is needed. */
export const adjustmentAnswer = v.union([adjustment, pendingAdjustment]);
export type AdjustmentAnswer = v.InferOutput<typeof adjustmentAnswer>;

/** Whether an adjustment's answer is one waiting for a second approver. */
export const isPending = (answer: AdjustmentAnswer): answer is PendingAdjustment => 'status' in answer;
