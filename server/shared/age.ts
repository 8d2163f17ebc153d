// The age rule (spec sections 1 and 9: players are 18 or older), shared by the server,
// which enforces it at registration, and the registration form, which checks it first.
// Pure: no Node, no DOM; the caller passes the instant and the merchant's time zone.
//
// Whose calendar day counts: the merchant's (docs/decisions.md). A birthday is a date
// without a time, so "18 today" depends on where today is; the merchant is licensed in
// one country and its law counts the day there, whatever the visitor's or the server's
// clock says.

/** The player must be this old to register. */
export const MINIMUM_AGE = 18;

/** The default merchant's zone (Nigeria), for a page that has no merchant answer yet. */
export const DEFAULT_TIME_ZONE = 'Africa/Lagos';

/** A calendar date from yyyy-MM-dd or MM-dd-yyyy as yyyy-MM-dd, or undefined when no such day exists. */
export function parseBirthday(text: string): string | undefined {
  const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const mdy = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  const [y, m, d] = ymd ? [ymd[1], ymd[2], ymd[3]] : mdy ? [mdy[3], mdy[1], mdy[2]] : [];
  if (!y || !m || !d) return undefined;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m}-${d}`;
}

/** The yyyy-MM-dd calendar day of an instant in a time zone (an IANA name such as Australia/Sydney). */
export function calendarDay(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whether a name is a time zone this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** What an IANA zone name looks like ('Africa/Lagos', 'Etc/GMT+1', 'UTC'); not a bare offset such as '+01:00'. */
export const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/;

/**
 * The canonical IANA name of a zone this runtime knows ('africa/lagos' → 'Africa/Lagos'), or
 * undefined. Offsets are refused although newer runtimes accept them: a merchant's zone follows
 * its country's daylight-saving rules, which a fixed offset does not.
 */
export function canonicalTimeZone(name: string): string | undefined {
  if (!TIME_ZONE_NAME.test(name) || !isTimeZone(name)) return undefined;
  return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
}

/**
 * Today in the merchant's zone, as the registration form counts it: the zone the status
 * answer names, or the default merchant's when there is none or this runtime does not know it.
 */
export function merchantToday(timeZone: string | undefined, now: Date = new Date()): string {
  return calendarDay(now, timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE);
}

/** Whole years from a yyyy-MM-dd birthday to a yyyy-MM-dd day. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether a yyyy-MM-dd birthday is at least MINIMUM_AGE years before the day `today`. */
export const oldEnough = (birthday: string, today: string): boolean => ageOn(birthday, today) >= MINIMUM_AGE;
