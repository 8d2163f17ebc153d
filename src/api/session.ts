import * as accounts from '../../server/shared/wire/accounts';
import { call, type CallOptions } from './client';
import { encryptedCall } from './encrypted';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { CodeSent, LoginAnswer, LoginRequest, SmsRequest } from '../../server/shared/wire/accounts';

/** POST /api/session/login (E, N). */
export const login = (request: accounts.LoginRequest, { signal }: CallOptions = {}) => encryptedCall(accounts.loginAnswer, 'session/login', request, { signal });

/** POST /api/session/login/sms (N): a login code, after the slider. */
export const sendLoginCode = (request: accounts.SmsRequest, { signal }: CallOptions = {}) =>
  call(accounts.codeSent, 'session/login/sms', { method: 'post', json: request, signal });

/** POST /api/session/freeplay (N): a trial account (type 4), logged in. */
export const startFreePlay = (nonce: string, { signal }: CallOptions = {}) =>
  call(accounts.tokenAndMember, 'session/freeplay', { method: 'post', json: { os: 'web', platform: 'W', gatewayVersion: '3', nonce }, signal });

/** DELETE /api/session (T): the token stops working at once. */
export const logout = ({ signal }: CallOptions = {}) => call(accounts.loggedOut, 'session', { method: 'delete', signal });
