// The numbers and rules of player protection (issue 17; docs/api.md "Player protection"):
// time-outs, self-exclusions, limits and their periods, the reality check. The server
// enforces them and the browser shows them from this one file. Pure: no Node, no DOM;
// the caller passes the instant and the merchant's time zone.
import { calendarDay } from './age';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

// ── Time-out and self-exclusion ─────────────────────────────────────────────

/** A time-out (cooling-off): login is refused until it ends. */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
/** A self-exclusion: the minimum is 6 months; the member may still log in to withdraw and see their history. */
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'indefinite'] as const;
export const BREAK_PERIODS = [...TIME_OUT_PERIODS, ...EXCLUSION_PERIODS] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export type BreakKind = 'time_out' | 'exclusion';

/** How long each period lasts: fixed hours for a time-out, calendar months (UTC) for an exclusion. */
const PERIOD_LENGTH: Record<Exclude<BreakPeriod, 'indefinite'>, { ms: number } | { months: number }> = {
  '24h': { ms: DAY_MS },
  '7d': { ms: 7 * DAY_MS },
  '30d': { ms: 30 * DAY_MS },
  '6m': { months: 6 },
  '1y': { months: 12 },
  '5y': { months: 60 },
};

export function breakKindOf(period: BreakPeriod): BreakKind {
  return (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'time_out' : 'exclusion';
}

/** The instant `months` calendar months after `from` in UTC (the 31st of a short month ends on its last day). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** When a break taken at `from` ends; null for an indefinite exclusion. */
export function breakEnd(period: BreakPeriod, from: Date): Date | null {
  if (period === 'indefinite') return null;
  const length = PERIOD_LENGTH[period];
  return 'ms' in length ? new Date(from.getTime() + length.ms) : addMonths(from, length.months);
}

/**
 * An indefinite exclusion is lifted only by a request that waits this long, followed by
 * a cooling-off of LIFT_COOLING_OFF_MS; the member stays excluded through both.
 */
export const LIFT_WAIT_MS = 7 * DAY_MS;
export const LIFT_COOLING_OFF_MS = DAY_MS;

/** The break the old self-exclusion by days maps onto: the shortest period that lasts at least `days` days. */
export function legacyPeriodFor(days: number, now: Date): BreakPeriod {
  const wanted = now.getTime() + days * DAY_MS;
  for (const period of BREAK_PERIODS) {
    const end = breakEnd(period, now);
    if (end === null || end.getTime() >= wanted) return period;
  }
  return 'indefinite';
}

/** A member's running break as stored: its kind and end (null end: indefinite). */
export interface BreakState {
  kind: BreakKind | null;
  until: Date | string | null;
}

/** The break that runs at `now`, or null when none does (an ended one no longer counts). */
export function runningBreak(state: BreakState, now: Date): { kind: BreakKind; until: Date | null } | null {
  if (state.kind === null) return null;
  const until = state.until === null ? null : new Date(state.until);
  if (until !== null && until.getTime() <= now.getTime()) return null;
  return { kind: state.kind, until };
}

/** Whether a new break may replace the running one: never to end sooner (indefinite is the latest end). */
export function endsNoSooner(next: Date | null, current: Date | null): boolean {
  if (current === null) return next === null;
  return next === null || next.getTime() >= current.getTime();
}

// ── Limits ──────────────────────────────────────────────────────────────────

/**
 * The periods of deposit and loss limits. A period is the merchant's calendar day, its
 * ISO week (Monday to Sunday) or its calendar month, in the merchant's time zone: the day
 * the member's licence (and the operator's reports) count, the same for every member.
 */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** An increase or removal of a limit waits this long, then applies only when the member confirms it. */
export const LIMIT_INCREASE_DELAY_MS = DAY_MS;
/** Members are asked to review their limits this often. */
export const LIMIT_REVIEW_MONTHS = 6;

/** The offset of a zone from UTC at an instant, in ms (positive east of Greenwich). */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant a local calendar day begins in a zone (month 0-based; overflowing days roll over). */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wall = Date.UTC(year, month, day);
  let at = wall - zoneOffsetMs(new Date(wall), timeZone);
  // Once more at the found instant: the offset may differ across a daylight-saving change.
  at = wall - zoneOffsetMs(new Date(at), timeZone);
  return new Date(at);
}

/** The window of a limit period that holds `now`: [start, end) in the merchant's zone. */
export function limitWindow(period: LimitPeriod, now: Date, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = calendarDay(now, timeZone).split('-').map(Number) as [number, number, number];
  if (period === 'day') return { start: localMidnight(y, m - 1, d, timeZone), end: localMidnight(y, m - 1, d + 1, timeZone) };
  if (period === 'week') {
    const back = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
    return { start: localMidnight(y, m - 1, d - back, timeZone), end: localMidnight(y, m - 1, d - back + 7, timeZone) };
  }
  return { start: localMidnight(y, m - 1, 1, timeZone), end: localMidnight(y, m, 1, timeZone) };
}

/**
 * Whether the member should be asked to set or review their limits: never asked yet
 * (reviewDueAt null: no limit set and no answer given) or the 6-month review has come.
 * A decline counts as an answer, so it is not asked again before the next review.
 */
export function limitsReviewDue(reviewDueAt: string | null, now: Date): boolean {
  return reviewDueAt === null || new Date(reviewDueAt).getTime() <= now.getTime();
}

/** Whether a waiting increase or removal may be confirmed at `now` (its 24 hours have passed). */
export function limitChangeDue(confirmableAt: string, now: string | Date): boolean {
  return new Date(confirmableAt).getTime() <= new Date(now).getTime();
}

/** Whether a change from `current` to `next` loosens the limit (null: no limit), and so must wait. */
export function loosens(current: number | null, next: number | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

// ── Reality check ───────────────────────────────────────────────────────────

/** The reality check's interval in minutes: the member's choice, at most (and by default) 60. */
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
export const REALITY_CHECK_MAX_MINUTES = 60;
export const REALITY_CHECK_MIN_MINUTES = 5;

/** When a session's next reality check is due: an interval after the last one acknowledged, or after login. */
export function nextRealityCheck(startedAt: Date, acknowledgedAt: Date | null, intervalMinutes: number): Date {
  return new Date((acknowledgedAt ?? startedAt).getTime() + intervalMinutes * 60_000);
}

// ── Session time limit ──────────────────────────────────────────────────────

/**
 * The session time limit in minutes: the member's choice. Past it a session may not stake
 * (session_time_limit); its changes follow the limits' rule (loosens, LIMIT_INCREASE_DELAY_MS).
 */
export const SESSION_TIME_LIMIT_MIN_MINUTES = 5;
export const SESSION_TIME_LIMIT_MAX_MINUTES = 24 * 60;

/** When a session begun at `startedAt` reaches its time limit; null without one. */
export function sessionTimeEnd(startedAt: Date, limitMinutes: number | null): Date | null {
  return limitMinutes === null ? null : new Date(startedAt.getTime() + limitMinutes * 60_000);
}

/** Whether the session has reached its time limit at `now` (the limit's last minute ends at the limit). */
export function sessionTimeOver(startedAt: Date, limitMinutes: number | null, now: Date): boolean {
  const end = sessionTimeEnd(startedAt, limitMinutes);
  return end !== null && now.getTime() >= end.getTime();
}
