// Brute-force protection of logins (trust.md): failures are counted per account and
// per IP. After a burst a captcha is required; a longer run locks the account (or
// the IP) for a while; and no account takes more than 100 failures an hour. Counts
// are by the name typed, so unknown accounts behave exactly like known ones.
import { ApiFailure } from '../http/envelope';
import { HOUR, MINUTE } from '../platform/clock';
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
/** The kinds every login reads (held in memory too on the embedded database, server/accounts/counters.ts). */
export const LOGIN_FAILURE_KINDS = [ACCOUNT, IP] as const;

/** What the recent failures of an account and an IP allow. */
export interface GuardState {
  /** Milliseconds until the account and the IP may try again; 0: not locked. */
  lockedForMs: number;
  captchaRequired: boolean;
}

export function createLoginGuard(counters: Counters) {
  /** Every window of the account and the IP, read in one statement (a login is hot enough to count them). */
  async function state(accountKey: string, ip: string): Promise<GuardState> {
    const [burst, hourly, ipHourly, accountCaptcha, ipCaptcha] = await counters.states([
      { kind: ACCOUNT, key: accountKey, window: ACCOUNT_BURST_LOCK },
      { kind: ACCOUNT, key: accountKey, window: ACCOUNT_HOURLY_CAP },
      { kind: IP, key: ip, window: IP_HOURLY_CAP },
      { kind: ACCOUNT, key: accountKey, window: ACCOUNT_CAPTCHA },
      { kind: IP, key: ip, window: IP_CAPTCHA },
    ]);
    return {
      lockedForMs: Math.max(burst!.blockedForMs, hourly!.blockedForMs, ipHourly!.blockedForMs),
      captchaRequired: accountCaptcha!.blockedForMs > 0 || ipCaptcha!.blockedForMs > 0,
    };
  }

  return {
    /**
     * Refuses with account_locked (429, Retry-After) while the account or IP is
     * locked; otherwise answers whether a captcha is due, from the same read.
     */
    async assertNotLocked(accountKey: string, ip: string): Promise<GuardState> {
      const current = await state(accountKey, ip);
      if (current.lockedForMs > 0) throw ApiFailure.retryLater('account_locked', current.lockedForMs / 1000);
      return current;
    },

    async captchaRequired(accountKey: string, ip: string): Promise<boolean> {
      return (await state(accountKey, ip)).captchaRequired;
    },

    async recordFailure(accountKey: string, ip: string): Promise<void> {
      await counters.record(ACCOUNT, accountKey);
      await counters.record(IP, ip);
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
