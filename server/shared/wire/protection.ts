// Player protection's wire shapes (docs/api.md "Player protection"): a time-out or a
// self-exclusion and its state, the lift of an indefinite exclusion, deposit limits with
// their pending changes. The numbers live in server/shared/playerProtection.ts.
import * as v from 'valibot';
import { BREAK_PERIODS, LIMIT_KINDS, LIMIT_PERIODS } from '../playerProtection';
import { amountInput, isoTime, money } from './common';

// ── Time-out and self-exclusion ─────────────────────────────────────────────

export const breakRequest = v.strictObject({
  period: v.pipe(v.picklist(BREAK_PERIODS), v.description('24h, 7d, 30d: a time-out (login refused); 6m, 1y, 5y, indefinite: a self-exclusion')),
});
export type BreakRequest = v.InferOutput<typeof breakRequest>;

export const protectionStatus = v.object({
  kind: v.pipe(v.nullable(v.picklist(['time_out', 'exclusion'])), v.description('The running break; null when none runs')),
  startedAt: v.nullable(isoTime),
  until: v.pipe(v.nullable(isoTime), v.description('When the break ends; null for an indefinite exclusion not being lifted (or no break)')),
  indefinite: v.boolean(),
  /** Only withdrawals, balance, records, the protection status and logout work (an exclusion). */
  restricted: v.boolean(),
  liftRequestedAt: v.pipe(v.nullable(isoTime), v.description('When the lift of an indefinite exclusion was asked for')),
  coolingOffFrom: v.pipe(v.nullable(isoTime), v.description('The lift request has waited its 7 days; the 24 hours of cooling-off run from here to until')),
});
export type ProtectionStatus = v.InferOutput<typeof protectionStatus>;

// ── Limits ──────────────────────────────────────────────────────────────────

export const limitPeriod = v.picklist(LIMIT_PERIODS);
export const limitKind = v.pipe(v.picklist(LIMIT_KINDS), v.description('deposit: money paid in; loss: stakes minus wins and refunds (net), money into game wallets minus money back'));

/** The path's kind in /api/member/limits/:kind. */
export const limitKindParams = v.strictObject({ kind: limitKind });
export type LimitKindParams = v.InferOutput<typeof limitKindParams>;

export const limitChange = v.strictObject({
  period: limitPeriod,
  // Not empty: a null must not pass as the empty text the server's type coercion makes of it.
  amount: v.pipe(v.nullable(v.pipe(amountInput, v.minLength(1))), v.description('The new limit in the member\'s currency, 0 or more; null removes the limit')),
});
export type LimitChange = v.InferOutput<typeof limitChange>;

export const limitConfirm = v.strictObject({ period: limitPeriod });
export type LimitConfirm = v.InferOutput<typeof limitConfirm>;

export const limitView = v.object({
  period: limitPeriod,
  limit: v.pipe(v.nullable(money), v.description('The limit in force; null: none')),
  used: v.pipe(money, v.description('Counted against the limit in the current period')),
  resetsAt: isoTime,
  pending: v.pipe(
    v.nullable(v.object({ limit: v.nullable(money), requestedAt: isoTime, confirmableAt: isoTime })),
    v.description('An increase or removal waiting: it applies only when confirmed at or after confirmableAt'),
  ),
});
export type LimitView = v.InferOutput<typeof limitView>;

export const memberLimits = v.object({
  limits: v.array(limitView),
  serverTime: v.pipe(isoTime, v.description('The server\'s time of the answer: a waiting change is due once confirmableAt is not after it')),
  reviewDueAt: v.pipe(
    v.nullable(isoTime),
    v.description('The member\'s limits (deposit and loss) were last set or reviewed, or the ask to set one declined, 6 months before this; null: never'),
  ),
});
export type MemberLimits = v.InferOutput<typeof memberLimits>;
/** The deposit limits' answer: the same shape as every kind's. */
export const depositLimits = memberLimits;
export type DepositLimits = MemberLimits;

/** A refusal of a deposit (deposit_limit) or a stake (loss_limit) that would pass a limit: its value. */
export const limitRefusal = v.object({ period: limitPeriod, limit: money, used: money, resetsAt: isoTime });
export type LimitRefusal = v.InferOutput<typeof limitRefusal>;

// ── The back office (docs/api.md "Back office: player protection") ─────────

/** A player's protection as staff see it: the running break, the deposit and the loss limits. */
export const playerProtection = v.object({
  break: protectionStatus,
  depositLimits,
  lossLimits: memberLimits,
});
export type PlayerProtection = v.InferOutput<typeof playerProtection>;

export const OPERATOR_BREAK_REASON_MAX = 500;

/** A break imposed by risk staff, with the reason kept in the audit log (not only spaces). */
export const operatorBreakRequest = v.strictObject({
  period: v.pipe(v.picklist(BREAK_PERIODS), v.description('As a member\'s break: 24h, 7d, 30d a time-out; 6m, 1y, 5y, indefinite a self-exclusion')),
  reason: v.pipe(v.string(), v.maxLength(OPERATOR_BREAK_REASON_MAX), v.regex(/\S/)),
});
export type OperatorBreakRequest = v.InferOutput<typeof operatorBreakRequest>;
