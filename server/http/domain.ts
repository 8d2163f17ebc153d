// What every domain plugin is given, and the scopes its routes sit in. A domain's plugin
// registers its public routes directly, and its member, agent or operator routes each in
// an encapsulated scope whose onRequest hook makes the check once for all of them.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db';
import type { MovableClock } from '../platform/clock';
import type { PayloadKeys } from '../platform/payloadKeys';
import type { Services } from '../services';
import { memberCheck } from './auth';
import { operatorAuth } from './operatorAuth';
import { auditOperatorCalls } from './operatorCallAudit';

export interface DomainOptions {
  services: Services;
  store: Db;
  /** The key pair of the encrypted (E) calls. */
  keys: PayloadKeys;
  /** Per-IP request limit of the calls strangers make (login, registration, codes). */
  limit: onRequestAsyncHookHandler;
  operatorKey: string | undefined;
  dev: boolean;
  /** Development only: the clock PUT /api/dev/clock sets ahead. */
  devClock?: MovableClock;
  redis?: Redis;
}

type Routes = (scope: FastifyInstance) => void;

/** Routes behind onRequest checks, in their own encapsulated scope. */
export async function guarded(app: FastifyInstance, checks: onRequestAsyncHookHandler[], routes: Routes): Promise<void> {
  await app.register(async (scope) => {
    for (const check of checks) scope.addHook('onRequest', check);
    routes(scope);
  });
}

/** Routes for a logged-in member (route config allowTrial / allowPendingChange widen the check). */
export function membersOnly(app: FastifyInstance, opts: DomainOptions, routes: Routes) {
  return guarded(app, [memberCheck(opts.services.sessions)], routes);
}

/** Routes for the operator: staff of the back office, or a tool's key (server/http/operatorAuth.ts), each change audited. */
export function operatorsOnly(app: FastifyInstance, opts: DomainOptions, routes: Routes) {
  const { services } = opts;
  const check = operatorAuth({ db: opts.store.db, staffSessions: services.staffSessions, operatorKey: opts.operatorKey, clock: services.clock });
  return guarded(app, [check], (operators) => {
    // Each successful change is in the audit log under the caller's name (server/http/operatorCallAudit.ts).
    operators.addHook('onSend', auditOperatorCalls(opts.store.db));
    routes(operators);
  });
}
