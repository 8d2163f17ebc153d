// The session check of the calls marked T: a Bearer token that is live (not revoked,
// not idle too long, not too old). While a forced password change is pending, only
// the change itself and logout are allowed; trial accounts are kept out of gated calls.
// A member on a time-out is refused everywhere (timed_out); a self-excluded member only
// where a route allows it (withdrawals, balance, records, protection status, logout).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { UserRow } from '../accounts/accounts';
import { TRIAL_TYPE } from '../accounts/accounts';
import type { SessionRow, SessionService } from '../accounts/sessions';
import { ApiFailure } from './envelope';
import type { Clock } from '../platform/clock';
import { assertBreakAllows } from '../protection/access';

export interface AuthContext {
  session: SessionRow;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
  interface FastifyContextConfig {
    /** Trial (free play) accounts may make this call (routes behind memberCheck). */
    allowTrial?: boolean;
    /** The call works while a forced password change is pending (routes behind memberCheck). */
    allowPendingChange?: boolean;
    /** The call works for a self-excluded member (the restricted mode: withdraw and history only). */
    allowExcluded?: boolean;
  }
}

export interface AuthOptions {
  /** The change-password call and logout work while a forced change is pending. */
  allowPendingChange?: boolean;
  /** Trial (free play) accounts may make this call; otherwise register_real_account_first. */
  allowTrial?: boolean;
  /** A self-excluded member may make this call; otherwise excluded. */
  allowExcluded?: boolean;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer ([A-Za-z0-9_-]{1,512})$/.exec(header.trim());
  return m ? m[1] : undefined;
}

/** An onRequest hook, so a stranger is refused before the body is even read. */
export function requireSession(sessions: SessionService, opts: AuthOptions = {}, now: Clock = sessions.clock): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const active = token ? await sessions.resolve(token) : undefined;
    if (!active) throw new ApiFailure('not_logged_in');
    if (active.session.password_change_pending && !opts.allowPendingChange) throw new ApiFailure('password_change_required');
    if (active.user.type === TRIAL_TYPE && !opts.allowTrial) throw new ApiFailure('register_real_account_first');
    assertBreakAllows(active.user, now(), opts.allowExcluded ?? false);
    request.auth = active;
  };
}

/**
 * The onRequest hook of a domain plugin's member routes: every route registered in the
 * plugin needs a live session; a route widens the check with config.allowTrial,
 * config.allowPendingChange or config.allowExcluded rather than with a hook of its own.
 */
export function memberCheck(sessions: SessionService): onRequestAsyncHookHandler {
  const strict = requireSession(sessions);
  const widened = new Map<string, onRequestAsyncHookHandler>();
  return async function (request, reply) {
    const { allowTrial = false, allowPendingChange = false, allowExcluded = false } = request.routeOptions.config;
    if (!allowTrial && !allowPendingChange && !allowExcluded) return strict.call(this, request, reply);
    const key = `${allowTrial}:${allowPendingChange}:${allowExcluded}`;
    let check = widened.get(key);
    if (!check) widened.set(key, (check = requireSession(sessions, { allowTrial, allowPendingChange, allowExcluded })));
    return check.call(this, request, reply);
  };
}

export const authHeaders = {
  type: 'object',
  properties: { authorization: { type: 'string', description: 'Bearer <token> from login' } },
} as const;

/** The authenticated caller (only inside routes guarded by requireSession). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new ApiFailure('not_logged_in');
  return request.auth;
}
