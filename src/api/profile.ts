// "My account" of the personal centre (docs/api.md "Personal centre"): linking a mobile
// number or an e-mail address with a code sent to it, the login history, self-exclusion.
// The payment password calls live with the withdrawals (src/api/withdrawals.ts).
import * as v from 'valibot';
import { call, type CallOptions } from './client';
import { memberSchema } from './member';
import { expiredMinutesSchema } from './session';

/** What a contact is linked by: a mobile number (with its calling code) or an e-mail address. */
export type ContactChannel = 'mobile' | 'email';

export interface MobileDestination {
  mobileNum: string;
  countryDialingCode?: string;
}
export interface EmailDestination {
  email: string;
}
export type ContactDestination = MobileDestination | EmailDestination;

/** POST /api/verification/sms/bind or /api/verification/email/bind (T): a code to the new number or address. */
export function sendBindCode(channel: ContactChannel, destination: ContactDestination, { signal }: CallOptions = {}) {
  return call(expiredMinutesSchema, channel === 'mobile' ? 'verification/sms/bind' : 'verification/email/bind', { method: 'post', json: destination, signal });
}

/** POST /api/member/mobile or /api/member/email (T): the code proves the number or address; answers the member. */
export function bindContact(channel: ContactChannel, destination: ContactDestination, verificationCode: string, { signal }: CallOptions = {}) {
  return call(memberSchema, channel === 'mobile' ? 'member/mobile' : 'member/email', { method: 'post', json: { ...destination, verificationCode }, signal });
}

export const loginRecordSchema = v.object({
  at: v.string(),
  ip: v.nullable(v.string()),
  /** How the session began: password, sms, register, reset, freeplay, password_change. */
  via: v.string(),
  deviceId: v.nullable(v.string()),
  side: v.optional(v.string(), 'member'),
});
export type LoginRecord = v.InferOutput<typeof loginRecordSchema>;

export const loginPageSchema = v.object({
  items: v.array(loginRecordSchema),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  totalPages: v.number(),
});
export type LoginPage = v.InferOutput<typeof loginPageSchema>;

/** GET /api/member/logins?page= (T): sessions opened, newest first, 15 a page. */
export const fetchLogins = (page: number) => call(loginPageSchema, 'member/logins', { searchParams: { page } });

/** POST /api/member/self-exclusion (T): bets refused for `days` days (longer only, never shorter). */
export const selfExclude = (days: number) => call(v.object({ selfExcludedUntil: v.string() }), 'member/self-exclusion', { method: 'post', json: { days } });
