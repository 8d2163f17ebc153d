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

/**
 * A clock that runs with the system's but can be set ahead (development only, PORTAL_DEV=1):
 * browser journeys about the 24-hour, 7-day and 6-month rules move it through
 * PUT /api/dev/clock instead of waiting. Never built outside development.
 */
export interface MovableClock {
  clock: Clock;
  offsetMs(): number;
  setOffset(ms: number): void;
}

export function movableClock(base: Clock = systemClock): MovableClock {
  let offset = 0;
  return {
    clock: () => new Date(base().getTime() + offset),
    offsetMs: () => offset,
    setOffset: (ms) => {
      offset = ms;
    },
  };
}
