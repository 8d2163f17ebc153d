// The session clock's wire shapes (docs/api.md "Session clock and reality check"): how long
// this login session has run, its net win or loss, the reality check's interval and next
// time, the session time limit with a waiting change. The numbers live in
// server/shared/playerProtection.ts.
import * as v from 'valibot';
import { REALITY_CHECK_MAX_MINUTES, REALITY_CHECK_MIN_MINUTES, SESSION_TIME_LIMIT_MAX_MINUTES, SESSION_TIME_LIMIT_MIN_MINUTES } from '../playerProtection';
import { isoTime, money } from './common';

const minutesBetween = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

export const realityCheckInterval = v.strictObject({
  minutes: v.pipe(minutesBetween(REALITY_CHECK_MIN_MINUTES, REALITY_CHECK_MAX_MINUTES), v.description('Minutes between reality checks, 5 to 60')),
});
export type RealityCheckInterval = v.InferOutput<typeof realityCheckInterval>;

export const sessionTimeLimitChange = v.strictObject({
  // A number only (the removal is DELETE): the server's type coercion would read "" or 0 as a null.
  minutes: v.pipe(minutesBetween(SESSION_TIME_LIMIT_MIN_MINUTES, SESSION_TIME_LIMIT_MAX_MINUTES), v.description('The longest a login session may stake, 5 to 1440 minutes')),
});
export type SessionTimeLimitChange = v.InferOutput<typeof sessionTimeLimitChange>;

export const sessionTimeLimit = v.object({
  limitMinutes: v.pipe(v.nullable(v.number()), v.description('The limit in force; null: none')),
  endsAt: v.pipe(v.nullable(isoTime), v.description('When this session reaches the limit: stakes are refused from then on')),
  pending: v.pipe(
    v.nullable(v.object({ limitMinutes: v.nullable(v.number()), requestedAt: isoTime, confirmableAt: isoTime })),
    v.description('An increase or removal waiting: it applies only when confirmed at or after confirmableAt'),
  ),
});
export type SessionTimeLimit = v.InferOutput<typeof sessionTimeLimit>;

export const sessionClock = v.object({
  startedAt: v.pipe(isoTime, v.description('When this login session began')),
  now: v.pipe(isoTime, v.description("The server's clock at the answer: the browser waits by it, not by its own")),
  elapsedMs: v.pipe(v.number(), v.description('Time played this session, by the server clock')),
  net: v.pipe(money, v.description('Wins minus stakes of every bet and ticket since the session began (negative: a loss)')),
  currency: v.string(),
  intervalMinutes: v.pipe(v.number(), v.description('The reality check interval the member chose (default and at most 60)')),
  nextCheckAt: v.pipe(isoTime, v.description('When the next reality check is due; it may already be past (due now)')),
  timeLimit: sessionTimeLimit,
});
export type SessionClock = v.InferOutput<typeof sessionClock>;
