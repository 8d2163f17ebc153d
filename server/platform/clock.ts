// The time every account rule is measured against. Services take a clock instead of
// calling Date.now(), so tests move time (expiry, lockouts, windows) without sleeping.
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export function after(clock: Clock, ms: number): Date {
  return new Date(clock().getTime() + ms);
}
