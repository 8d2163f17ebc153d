import * as accounts from '../../server/shared/wire/accounts';
import { call } from './client';
import { encryptedCall } from './encrypted';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { CodeSent, LoginAnswer, LoginRequest, SmsRequest } from '../../server/shared/wire/accounts';

/** POST /api/session/login (E, N). */
export const login = (request: accounts.LoginRequest) => encryptedCall(accounts.loginAnswer, 'session/login', request);

/** POST /api/session/login/sms (N): a login code, after the slider. */
export const sendLoginCode = (request: accounts.SmsRequest) => call(accounts.codeSent, 'session/login/sms', { method: 'post', json: request });

/** POST /api/session/freeplay (N): a trial account (type 4), logged in. */
export const startFreePlay = (nonce: string) =>
  call(accounts.tokenAndMember, 'session/freeplay', { method: 'post', json: { os: 'web', platform: 'W', gatewayVersion: '3', nonce } });

/** DELETE /api/session (T): the token stops working at once. */
export const logout = () => call(accounts.loggedOut, 'session', { method: 'delete' });
