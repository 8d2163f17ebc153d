// Paged lists and date ranges of the record pages (spec-notes 12): pages of 15, and
// ranges given as days (yyyy-MM-dd, UTC) or as a preset of the last 7 or 30 days.
// The client moves the window by 7 or 30 days for its next/previous presets.
import { ApiFailure } from '../http/envelope';
import { DAY, type Clock } from './clock';

export const PAGE_SIZE = 15;
/** The widest range one query may cover; any older range can still be asked for. */
export const MAX_RANGE_DAYS = 366;
export { RANGE_PRESETS, type RangePreset } from '../shared/wire/records';
import type { RangePreset } from '../shared/wire/records';

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export function page<T>(items: T[], pageNo: number, total: number): Page<T> {
  return { items, page: pageNo, pageSize: PAGE_SIZE, total, totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export interface DateRange {
  /** Inclusive start (00:00 UTC of the first day). */
  from: Date;
  /** Exclusive end (00:00 UTC of the day after the last day). */
  to: Date;
  fromDay: string;
  toDay: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayStart(text: string, field: string): Date {
  const m = DAY_PATTERN.exec(text);
  const at = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
  if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text) {
    throw new ApiFailure('bad_request', { issues: [{ in: 'querystring', path: `/${field}`, rule: 'date' }] });
  }
  return at;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The range of a query: `from`/`to` days, or a preset; the last 7 days by default. */
export function rangeOf(query: { from?: string; to?: string; preset?: RangePreset }, clock: Clock): DateRange {
  const today = dayStart(dayOf(clock()), 'today');
  if (query.from === undefined && query.to === undefined) {
    const days = query.preset === '30d' ? 30 : 7;
    const from = new Date(today.getTime() - (days - 1) * DAY);
    return { from, to: new Date(today.getTime() + DAY), fromDay: dayOf(from), toDay: dayOf(today) };
  }
  const to = query.to !== undefined ? dayStart(query.to, 'to') : today;
  const from = query.from !== undefined ? dayStart(query.from, 'from') : new Date(to.getTime() - 6 * DAY);
  if (from.getTime() > to.getTime()) throw new ApiFailure('bad_request', { issues: [{ in: 'querystring', path: '/from', rule: 'after_to' }] });
  if ((to.getTime() - from.getTime()) / DAY + 1 > MAX_RANGE_DAYS) {
    throw new ApiFailure('bad_request', { issues: [{ in: 'querystring', path: '/from', rule: 'range', maxDays: MAX_RANGE_DAYS }] });
  }
  return { from, to: new Date(to.getTime() + DAY), fromDay: dayOf(from), toDay: dayOf(to) };
}
