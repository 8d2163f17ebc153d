// Settlement periods (UTC): real-time every 5 minutes, hourly, daily, and the
// dividend periods D (day), W (ISO week, Monday to Sunday), H (half month: 1st-15th,
// 16th-end) and M (month). A period is identified by a key that names it uniquely
// within its kind. Pure.
import type { DividendPeriod } from '../db/schema';

export type SettlementKind = 'realtime' | 'hourly' | 'daily' | `dividend:${DividendPeriod}`;
import { SETTLEMENT_KINDS } from '../shared/wire/agent';
import { SALARY_SETTLE_MS } from '../shared/timing';
export { SETTLEMENT_KINDS };

export interface Period {
  kind: SettlementKind;
  key: string;
  start: Date;
  /** Exclusive. */
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const pad = (n: number) => String(n).padStart(2, '0');
const dayKey = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** ISO week-year and week of a day (the week of its Thursday). */
function isoWeek(day: Date): string {
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - utc(year, 0, 1).getTime()) / DAY / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The last period of `kind` that ended at or before `at`. */
export function lastEndedPeriod(kind: SettlementKind, at: Date): Period {
  const t = at.getTime();
  const today = utc(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  switch (kind) {
    case 'realtime': {
      const end = new Date(Math.floor(t / SALARY_SETTLE_MS) * SALARY_SETTLE_MS);
      const start = new Date(end.getTime() - SALARY_SETTLE_MS);
      return { kind, key: `${dayKey(start)}T${pad(start.getUTCHours())}:${pad(start.getUTCMinutes())}`, start, end };
    }
    case 'hourly': {
      const end = new Date(Math.floor(t / HOUR) * HOUR);
      const start = new Date(end.getTime() - HOUR);
      return { kind, key: `${dayKey(start)}T${pad(start.getUTCHours())}`, start, end };
    }
    case 'daily':
    case 'dividend:D': {
      const start = new Date(today.getTime() - DAY);
      return { kind, key: kind === 'daily' ? dayKey(start) : `D:${dayKey(start)}`, start, end: today };
    }
    case 'dividend:W': {
      const end = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY);
      const start = new Date(end.getTime() - 7 * DAY);
      return { kind, key: `W:${isoWeek(start)}`, start, end };
    }
    case 'dividend:H': {
      const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
      const end = d >= 16 ? utc(y, m, 16) : utc(y, m, 1);
      const start = d >= 16 ? utc(y, m, 1) : utc(y, m - 1, 16);
      const half = start.getUTCDate() === 1 ? 1 : 2;
      return { kind, key: `H:${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-${half}`, start, end };
    }
    case 'dividend:M': {
      const end = utc(at.getUTCFullYear(), at.getUTCMonth(), 1);
      const start = utc(at.getUTCFullYear(), at.getUTCMonth() - 1, 1);
      return { kind, key: `M:${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}`, start, end };
    }
  }
}

/** How far back a bet settled late may still be counted by a run (older ones are left out). */
export const LATE_BET_LOOKBACK_MS = 7 * DAY;

export function isSettlementKind(value: string): value is SettlementKind {
  return (SETTLEMENT_KINDS as readonly string[]).includes(value);
}
