import * as wire from '../../server/shared/wire/sessionClock';
import { call, type CallOptions } from './client';

// The session clock (docs/api.md "Session clock and reality check"): this login session's
// time played and net win or loss, the reality check and the session time limit.

export type { SessionClock } from '../../server/shared/wire/sessionClock';

export const fetchSessionClock = ({ signal }: CallOptions = {}) => call(wire.sessionClock, 'member/session-clock', { signal });
/** The member saw the reality check and plays on. */
export const continueSession = ({ signal }: CallOptions = {}) => call(wire.sessionClock, 'member/session-clock/continue', { method: 'POST', signal });
export const setRealityCheckInterval = (minutes: number, { signal }: CallOptions = {}) =>
  call(wire.sessionClock, 'member/session-clock/interval', { method: 'POST', json: { minutes }, signal });
/** A new limit or a decrease applies at once; an increase waits 24 hours for confirmSessionTimeLimit. */
export const setSessionTimeLimit = (minutes: number, { signal }: CallOptions = {}) =>
  call(wire.sessionClock, 'member/limits/session-time', { method: 'POST', json: { minutes }, signal });
/** The removal waits 24 hours like an increase. */
export const removeSessionTimeLimit = ({ signal }: CallOptions = {}) => call(wire.sessionClock, 'member/limits/session-time', { method: 'DELETE', signal });
export const confirmSessionTimeLimit = ({ signal }: CallOptions = {}) => call(wire.sessionClock, 'member/limits/session-time/confirm', { method: 'POST', signal });
