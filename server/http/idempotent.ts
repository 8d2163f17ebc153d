// The answer of an idempotent money call, the same on every route: the value in the
// envelope, and Idempotent-Replay: true when it is an earlier call's answer (docs/api.md
// "Idempotency"), so a client, or a person reading logs, can tell.
import type { FastifyReply } from 'fastify';
import type { IdempotentResult } from '../platform/idempotency';
import { ok } from './envelope';

export const REPLAY_HEADER = 'idempotent-replay';

export function sendIdempotent<T>(reply: Pick<FastifyReply, 'header'>, result: IdempotentResult<T>) {
  if (result.replayed) reply.header(REPLAY_HEADER, 'true');
  return ok(result.value);
}
