// Every change made through an operator route lands in the audit log, whoever made it: the
// services write their own entries with what changed (before and after), and this hook adds one
// per successful call that is not a read, naming the caller, the route and what was sent, so a
// route whose service writes nothing is not a blind spot. Written before the answer leaves: the
// caller never sees a success whose record is missing.
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from '../platform/audit';
import { operatorName } from './operatorAuth';
import { clientIp } from './request';

/** The action of an operator call's entry: this prefix, the method and the route's pattern. */
export const OPERATOR_CALL = 'operator.call';

/** Field names whose values never reach the log: passwords, secrets, keys, tokens (any case, any part of the name). */
const SECRET_NAME = /pass(word)?|secret|key|token/i;
export const REDACTED = '[redacted]';

/** Nesting kept in an entry: real bodies are a few levels deep; junk deeper is cut (jsonb has a depth limit). */
const MAX_DEPTH = 8;
export const TOO_DEEP = '[too deep]';
/** An entry's sent data is at most this long as JSON; beyond, only its size is kept. */
const MAX_JSON = 16_000;

/** A copy of what was sent with every secret-named field's value replaced, at any depth. */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([name, field]) => [name, SECRET_NAME.test(name) ? REDACTED : withoutSecrets(field, depth + 1)]));
}

/** What was sent, without secrets, and bounded. */
function sent(value: unknown): unknown {
  const clean = withoutSecrets(value);
  const size = JSON.stringify(clean)?.length ?? 0;
  return size > MAX_JSON ? { tooLarge: size } : clean;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function entryOf(request: FastifyRequest, reply: FastifyReply) {
  const details: Record<string, unknown> = { status: reply.statusCode };
  if (request.params && Object.keys(request.params).length > 0) details.params = sent(request.params);
  if (request.query && Object.keys(request.query).length > 0) details.query = sent(request.query);
  if (request.body !== undefined && request.body !== null) details.body = sent(request.body);
  return {
    actor: operatorName(request.operator!),
    ip: clientIp(request),
    action: `${OPERATOR_CALL} ${request.method} ${request.routeOptions.url ?? request.url}`,
    details,
  };
}

/** The onSend hook of the operator scope (server/http/domain.ts operatorsOnly). */
export function auditOperatorCalls(db: Kysely<Database>): onSendAsyncHookHandler<unknown> {
  return async (request, reply, payload) => {
    const succeeded = reply.statusCode >= 200 && reply.statusCode < 300;
    if (succeeded && request.operator && !READS.has(request.method)) await writeAudit(db, entryOf(request, reply));
    return payload;
  };
}
