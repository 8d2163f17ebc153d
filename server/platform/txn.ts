// Transactions of money calls. PostgreSQL may abort one of two transactions that
// wait on each other (deadlock) or on a serialisation conflict; the work is then
// retried from the start, which is safe because nothing of it was committed.
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 8;
/** A short random pause before a retry, so the two losers of a deadlock do not meet again at once. */
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, randomInt(20 * attempt + 1)));

export type Conn = Kysely<Database> | Transaction<Database>;

export function pgErrorCode(err: unknown): string | undefined {
  const code = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (err) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(pgErrorCode(err) ?? '')) throw err;
      await backoff(attempt);
    }
  }
}
