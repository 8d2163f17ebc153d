// Brute-force protection of logins (trust.md): failures are counted per account and
// per IP. After a burst a captcha is required; a longer run locks the account (or
// the IP) for a while; and no account takes more than 100 failures an hour. Counts
// are by the name typed, so unknown accounts behave exactly like known ones.
import { ApiFailure } from '../http/envelope';
import { HOUR, MINUTE } from './clock';
import type { Counters, Window } from './counters';

/** Failures of one account before a captcha is required. */
export const ACCOUNT_CAPTCHA: Window = { limit: 3, ms: 15 * MINUTE };
/** Failures from one IP (any accounts) before a captcha is required. */
export const IP_CAPTCHA: Window = { limit: 10, ms: 15 * MINUTE };
/** A burst that locks the account until the window moves on. */
export const ACCOUNT_BURST_LOCK: Window = { limit: 5, ms: 2 * MINUTE };
/** The hourly ceiling of failures per account. */
export const ACCOUNT_HOURLY_CAP: Window = { limit: 100, ms: HOUR };
/** The hourly ceiling of failures per IP (credential stuffing). */
export const IP_HOURLY_CAP: Window = { limit: 100, ms: HOUR };

const ACCOUNT = 'login_failure:account';
const IP = 'login_failure:ip';

export function createLoginGuard(counters: Counters) {
  return {
    /** Refuses with account_locked (429, Retry-After) while the account or IP is locked. */
    async assertNotLocked(accountKey: string, ip: string): Promise<void> {
      const [burst, hourly, ipHourly] = await Promise.all([
        counters.state(ACCOUNT, accountKey, ACCOUNT_BURST_LOCK),
        counters.state(ACCOUNT, accountKey, ACCOUNT_HOURLY_CAP),
        counters.state(IP, ip, IP_HOURLY_CAP),
      ]);
      const blockedMs = Math.max(burst.blockedForMs, hourly.blockedForMs, ipHourly.blockedForMs);
      if (blockedMs > 0) throw ApiFailure.retryLater('account_locked', blockedMs / 1000);
    },

    async captchaRequired(accountKey: string, ip: string): Promise<boolean> {
      const [account, fromIp] = await Promise.all([counters.state(ACCOUNT, accountKey, ACCOUNT_CAPTCHA), counters.state(IP, ip, IP_CAPTCHA)]);
      return account.blockedForMs > 0 || fromIp.blockedForMs > 0;
    },

    async recordFailure(accountKey: string, ip: string): Promise<void> {
      await counters.record(ACCOUNT, accountKey);
      await counters.record(IP, ip);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
