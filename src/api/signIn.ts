import * as accounts from '../../server/shared/wire/accounts';
import type { SignInProvider } from '../../server/shared/signIn';
import { call, type CallOptions } from './client';

// Third-party sign-in (spec section 7): an attempt started here is finished here once the
// provider's popup has answered (src/app/signInPopup.ts).

export type { MemberIdentity, SignInFinish, SignInStart, SignInStarted } from '../../server/shared/wire/accounts';

/** POST /api/session/sign-in (N): an attempt to log in or register with a provider. */
export const startSignIn = (request: accounts.SignInStart, { signal }: CallOptions = {}) =>
  call(accounts.signInStarted, 'session/sign-in', { method: 'post', json: request, signal });

/** POST /api/session/sign-in/finish (N): the member logged in (or registered). */
export const finishSignIn = (request: accounts.SignInFinish, { signal }: CallOptions = {}) =>
  call(accounts.loginAnswer, 'session/sign-in/finish', { method: 'post', json: request, signal });

/** GET /api/member/identities (T). */
export const fetchIdentities = ({ signal }: CallOptions = {}) => call(accounts.memberIdentities, 'member/identities', { signal });

/** POST /api/member/identities (T): an attempt to link a provider. */
export const startIdentityLink = (provider: SignInProvider, { signal }: CallOptions = {}) =>
  call(accounts.signInStarted, 'member/identities', { method: 'post', json: { provider }, signal });

/** POST /api/member/identities/finish (T). */
export const finishIdentityLink = (attemptId: string, { signal }: CallOptions = {}) =>
  call(accounts.memberIdentities, 'member/identities/finish', { method: 'post', json: { attemptId }, signal });

/** DELETE /api/member/identities/:provider (T). */
export const unlinkIdentity = (provider: SignInProvider, { signal }: CallOptions = {}) =>
  call(accounts.memberIdentities, `member/identities/${provider}`, { method: 'delete', signal });
