// The check of the back office's own calls for a signed-in member of staff (the console's
// Bearer token at stage 'signed_in'): a ticket of the password step, a member's token or a
// dead session all answer not_logged_in, and the console signs in again.
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken } from '../http/auth';
import { ApiFailure } from '../http/envelope';
import type { ActiveStaffSession, StaffSessionService } from './staffSessions';

declare module 'fastify' {
  interface FastifyRequest {
    staffSession?: ActiveStaffSession;
  }
}

export function staffCheck(staffSessions: StaffSessionService): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    const active = token ? await staffSessions.resolve(token, 'signed_in') : undefined;
    if (!active) throw new ApiFailure('not_logged_in');
    request.staffSession = active;
  };
}

/** The signed-in member of staff (only inside routes behind staffCheck). */
export function staffOf(request: FastifyRequest): ActiveStaffSession {
  if (!request.staffSession) throw new ApiFailure('not_logged_in');
  return request.staffSession;
}
