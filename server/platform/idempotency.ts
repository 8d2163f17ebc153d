// Idempotency keys of money-moving calls (trust.md): one store for every such route,
// keyed by (member, key), so a key is the member's across routes. The first call with a
// key runs its work and stores the request's hash, its scope (the call) and its answer
// in the same transaction as the money it moved. A repeat with the same request gets the
// stored answer and moves nothing; a repeat with another request, or on another route,
// is 409 conflict. Two calls racing with one key meet at the primary key: PostgreSQL
// makes the second INSERT wait for the first transaction, then see its row, so the work
// runs once.
//
// A call whose work takes several transactions (a house round: the seamless bet, the
// draw, the seamless win) claims the key first (a row without an answer yet), does its
// steps, each safe to repeat, and then stores the answer (claim and finish). A call that
// finds the key claimed for the same request finishes the same steps and answers as a
// replay; one that finds it claimed for anything else is 409.
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Clock } from './clock';
import { inTransaction } from './txn';

export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{1,128}$';
const KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN);

export interface IdempotentRequest {
  userId: number;
  key: string;
  /** The call ('wallet.transfer'...): a key used for one call cannot be replayed on another. */
  scope: string;
  /** What makes two requests "the same": the normalised input, never a secret. */
  request: unknown;
}

/** Where a key stands: free, claimed by a call still at work (or stopped half-way), or answered. */
export type KeyState<T> = { state: 'free' } | { state: 'pending' } | { state: 'done'; value: T };
/** What claiming found: the key is this call's now, or the state another call left it in. */
export type Claim<T> = { state: 'claimed' } | Exclude<KeyState<T>, { state: 'free' }>;

export interface IdempotentResult<T> {
  value: T;
  replayed: boolean;
}

export interface IdempotencyHooks {
  /**
   * Runs after the transaction committed and before the answer leaves. Tests throw
   * here to act out a crash between commit and reply.
   */
  afterCommit?: (scope: string) => void;
}

/** Canonical JSON: object keys sorted, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(scope: string, request: unknown): string {
  return createHash('sha256').update(`${scope}\n${canonical(request)}`).digest('hex');
}

/** The Idempotency-Key header, or idempotency_key_required. */
export function idempotencyKeyOf(header: unknown): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string' || value.trim() === '') throw new ApiFailure('idempotency_key_required');
  const key = value.trim();
  if (!KEY.test(key)) throw new ApiFailure('idempotency_key_required', { rule: IDEMPOTENCY_KEY_PATTERN });
  return key;
}

/** The key was committed by another call while this one worked: roll back, answer theirs. */
class KeyTaken extends Error {}
/** Nobody holds the key: the probe that found out must not keep it. */
class KeyFree extends Error {}

const reused = () => new ApiFailure('conflict', { reason: 'idempotency_key_reused' });

export function createIdempotency(db: Kysely<Database>, clock: Clock, hooks: IdempotencyHooks = {}) {
  /** The key's state for this request; conflict when the key belongs to another route or body. */
  async function stored<T>(conn: Kysely<Database> | Transaction<Database>, req: IdempotentRequest, hash: string): Promise<KeyState<T>> {
    const row = await conn.selectFrom('idempotency_keys').select(['scope', 'request_hash', 'response']).where('user_id', '=', req.userId).where('key', '=', req.key).executeTakeFirst();
    if (!row) return { state: 'free' };
    if (row.scope !== req.scope || row.request_hash !== hash) throw reused();
    // An answer is always an object, so a missing one (SQL NULL) is a claim still open.
    return row.response === null ? { state: 'pending' } : { state: 'done', value: row.response as T };
  }

  /** The answer of a one-transaction call's key; such calls never leave a claim open. */
  function answerOf<T>(found: KeyState<T>): T | undefined {
    if (found.state === 'pending') throw reused();
    return found.state === 'done' ? found.value : undefined;
  }

  const keyRow = (req: IdempotentRequest, hash: string, response: unknown) => ({
    user_id: req.userId,
    key: req.key,
    scope: req.scope,
    request_hash: hash,
    response: response === null ? null : JSON.stringify(response),
    created_at: clock(),
  });

  return {
    /** The stored answer of a key, when it was used before (conflict when for another request). */
    async lookup<T>(req: IdempotentRequest): Promise<T | undefined> {
      return answerOf(await stored<T>(db, req, requestHash(req.scope, req.request)));
    },

    /** Where the key of a call done in steps stands (conflict when for another request). */
    async state<T>(req: IdempotentRequest): Promise<KeyState<T>> {
      return stored<T>(db, req, requestHash(req.scope, req.request));
    },

    /**
     * Claims the key of a call done in steps, committed at once so every other route sees
     * it taken (conflict when another route or body holds it).
     */
    async claim<T>(req: IdempotentRequest): Promise<Claim<T>> {
      const hash = requestHash(req.scope, req.request);
      const claimed = await db.insertInto('idempotency_keys').values(keyRow(req, hash, null)).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('key').executeTakeFirst();
      if (claimed) return { state: 'claimed' };
      const found = await stored<T>(db, req, hash);
      if (found.state === 'free') throw new Error('idempotency key vanished while claimed');
      return found;
    },

    /** Stores the answer of a claimed key; when calls finishing the same steps race, the first answer stands. */
    async finish<T>(req: IdempotentRequest, value: T): Promise<T> {
      const hash = requestHash(req.scope, req.request);
      await db.updateTable('idempotency_keys').set({ response: JSON.stringify(value) }).where('user_id', '=', req.userId).where('key', '=', req.key).where('request_hash', '=', hash).where('response', 'is', null).execute();
      const found = await stored<T>(db, req, hash);
      if (found.state !== 'done') throw new Error('idempotency key lost its answer');
      return found.value;
    },

    /**
     * Runs `work` once per (member, key). The key is written last, with the answer, in
     * the transaction of the work: one statement on the common path. A key that exists
     * already (a retry, or a call racing this one) makes the INSERT wait for the other
     * transaction and then conflict, and this transaction rolls back: the caller gets
     * the stored answer, and its own work is undone. A failure of the work rolls
     * everything back, the key included, so a corrected retry with the same key can
     * still succeed; but when the failure came from a call racing one that succeeded
     * with the same key, the answer is that call's.
     */
    async run<T>(req: IdempotentRequest, work: (trx: Transaction<Database>) => Promise<T>): Promise<IdempotentResult<T>> {
      const hash = requestHash(req.scope, req.request);
      let result: IdempotentResult<T>;
      try {
        result = await inTransaction(db, async (trx) => {
          const value = await work(trx);
          const claimed = await trx.insertInto('idempotency_keys').values(keyRow(req, hash, value)).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('key').executeTakeFirst();
          if (!claimed) throw new KeyTaken();
          return { value, replayed: false };
        });
      } catch (err) {
        // Whoever holds the key answers (a conflict when it was used for another request).
        const earlier = await inTransaction(db, async (trx) => {
          const claimed = await trx.insertInto('idempotency_keys').values(keyRow(req, hash, null)).onConflict((oc) => oc.columns(['user_id', 'key']).doNothing()).returning('key').executeTakeFirst();
          if (claimed) throw new KeyFree();
          return answerOf(await stored<T>(trx, req, hash));
        }).catch((probe: unknown) => {
          if (probe instanceof KeyFree) return undefined;
          throw probe;
        });
        if (earlier === undefined) throw err instanceof KeyTaken ? new Error('idempotency key vanished while in use') : err;
        return { value: earlier, replayed: true };
      }
      hooks.afterCommit?.(req.scope);
      return result;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
