// Who is calling an operator route (/api/operator/...), and whether they may: a staff member
// signed in to the back office (Authorization: Bearer <staff token>), whose role must hold the
// route's permission, or a tool with an operator API key (X-Operator-Key), whose scopes must.
// The key of OPERATOR_KEY (development's default, or set by the operator for its tools) holds
// every permission; keys made in the console hold the scopes they were given. A route names its
// permission in `config.permission` (server/shared/staffRoles.ts).
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffRow, StaffSessionService } from '../backoffice/staffSessions';
import { sha256Hex } from '../accounts/secrets';
import { PERMISSIONS, roleMay, type Permission } from '../shared/staffRoles';
import type { Actor } from '../operator/operator';
import { bearerToken } from './auth';
import { ApiFailure } from './envelope';
import { clientIp } from './request';

/** The caller of an operator route, once checked. */
export type Operator =
  | { kind: 'staff'; staff: StaffRow; sessionId: string }
  | { kind: 'key'; keyId: string | null; name: string; scopes: readonly Permission[] };

declare module 'fastify' {
  interface FastifyRequest {
    operator?: Operator;
  }
  interface FastifyContextConfig {
    /** What an operator route needs (routes behind operatorAuth). */
    permission?: Permission;
  }
}

/** The name the configured OPERATOR_KEY goes by in the audit log (as before keys had names). */
export const CONFIGURED_KEY_NAME = 'operator-api';

/** The name the audit log gives the caller: `staff:<username>`, `key:<name>`, or `operator-api` (OPERATOR_KEY). */
export function operatorName(operator: Operator): string {
  if (operator.kind === 'staff') return `staff:${operator.staff.username}`;
  return operator.keyId === null ? CONFIGURED_KEY_NAME : `key:${operator.name}`;
}

/** The caller of a checked operator route as the services' audit entries name it. */
export function operatorActor(request: FastifyRequest): Actor {
  if (!request.operator) throw new ApiFailure('forbidden');
  return { name: operatorName(request.operator), ip: clientIp(request) };
}

/** The same caller as an audit entry's `actor` and `ip`. */
export function auditActor(request: FastifyRequest): { actor: string; ip: string | null } {
  const { name, ip } = operatorActor(request);
  return { actor: name, ip };
}

export function mayDo(operator: Operator, permission: Permission): boolean {
  return operator.kind === 'staff' ? roleMay(operator.staff.role, permission) : operator.scopes.includes(permission);
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** OPERATOR_KEY, compared in constant time: the tools' key with every permission. */
function isConfiguredKey(given: string, configured: string | undefined): boolean {
  return configured !== undefined && configured !== '' && timingSafeEqual(digest(given), digest(configured));
}

export interface OperatorAuthDeps {
  db: Kysely<Database>;
  staffSessions: StaffSessionService;
  /** OPERATOR_KEY; undefined outside development unless set. */
  operatorKey: string | undefined;
  clock: () => Date;
}

/** The caller behind the request's credentials, or undefined (none, unknown, revoked, expired). */
async function operatorOf(request: FastifyRequest, deps: OperatorAuthDeps): Promise<Operator | undefined> {
  const given = request.headers['x-operator-key'];
  if (typeof given === 'string' && given !== '') {
    if (isConfiguredKey(given, deps.operatorKey)) return { kind: 'key', keyId: null, name: CONFIGURED_KEY_NAME, scopes: PERMISSIONS };
    if (given.length > 200) return undefined;
    const row = await deps.db.selectFrom('operator_keys').select(['id', 'name', 'scopes', 'last_used_at']).where('key_hash', '=', sha256Hex(given)).where('revoked_at', 'is', null).executeTakeFirst();
    if (!row) return undefined;
    // Written at most once a minute: enough for "last used" in the console.
    const now = deps.clock();
    if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() >= 60_000) {
      await deps.db.updateTable('operator_keys').set({ last_used_at: now }).where('id', '=', row.id).execute();
    }
    const scopes = (typeof row.scopes === 'string' ? JSON.parse(row.scopes) : row.scopes) as Permission[];
    return { kind: 'key', keyId: row.id, name: row.name, scopes };
  }
  const token = bearerToken(request);
  if (!token) return undefined;
  const active = await deps.staffSessions.resolve(token, 'signed_in');
  return active && { kind: 'staff', staff: active.staff, sessionId: active.session.id };
}

/**
 * The onRequest hook of every operator route: no credentials, or ones that lead nowhere,
 * answer forbidden (a tool's key) or not_logged_in (a staff token: the console signs in
 * again); a caller without the route's permission answers forbidden.
 */
export function operatorAuth(deps: OperatorAuthDeps): onRequestAsyncHookHandler {
  return async (request) => {
    const operator = await operatorOf(request, deps);
    if (!operator) throw new ApiFailure(bearerToken(request) && request.headers['x-operator-key'] === undefined ? 'not_logged_in' : 'forbidden');
    const permission = request.routeOptions.config.permission;
    // Fails closed: a route that names no permission is refused to everyone, the configured
    // key included (test/server/backoffice-roles.test.ts finds such a route first).
    if (!permission || !mayDo(operator, permission)) throw new ApiFailure('forbidden');
    request.operator = operator;
  };
}

/**
 * The reason of a refusal (a deposit or withdrawal rejected): a member of staff must give one,
 * which the member reads in their inbox; a tool's key may leave it out.
 */
export function refusalNote(request: FastifyRequest, note: string | undefined): string {
  const given = note?.trim() ?? '';
  if (given === '' && request.operator?.kind === 'staff') throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/note', rule: 'required' }] });
  return given;
}

/** The note of a review (an activity application, a redemption): required to reject, as refusalNote; empty for an approval. */
export function reviewNote(request: FastifyRequest, body: { approve: boolean; note?: string }): string {
  return body.approve ? '' : refusalNote(request, body.note);
}
