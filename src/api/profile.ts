// "My account" of the personal centre (docs/api.md "Personal centre"): linking a mobile
// number or an e-mail address with a code sent to it, the login history.
// The payment password calls live with the withdrawals (src/api/withdrawals.ts).
import * as accounts from '../../server/shared/wire/accounts';
import * as centre from '../../server/shared/wire/centre';
import type { ContactChannel, ContactDestination } from '../../server/shared/wire/accounts';
import { call, type CallOptions } from './client';

// Shapes and types of the login history: one definition in the shared wire module.
export type { LoginPage, LoginRecord } from '../../server/shared/wire/centre';
export type { ContactChannel, ContactDestination, EmailDestination, MobileDestination } from '../../server/shared/wire/accounts';


/** POST /api/verification/sms/bind or /api/verification/email/bind (T): a code to the new number or address. */
export function sendBindCode(channel: ContactChannel, destination: ContactDestination, { signal }: CallOptions = {}) {
  return call(accounts.codeSent, channel === 'mobile' ? 'verification/sms/bind' : 'verification/email/bind', { method: 'post', json: destination, signal });
}

/** POST /api/member/mobile or /api/member/email (T): the code proves the number or address; answers the member. */
export function bindContact(channel: ContactChannel, destination: ContactDestination, verificationCode: string, { signal }: CallOptions = {}) {
  return call(accounts.member, channel === 'mobile' ? 'member/mobile' : 'member/email', { method: 'post', json: { ...destination, verificationCode }, signal });
}

/** GET /api/member/logins?page= (T): sessions opened, newest first, 15 a page. */
export const fetchLogins = (page: number, { signal }: CallOptions = {}) => call(centre.loginPage, 'member/logins', { searchParams: { page }, signal });
