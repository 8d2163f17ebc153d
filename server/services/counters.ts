// Events counted in sliding time windows (table auth_events): failed logins per
// account and per IP, code sends per number and per IP, sign-ups per IP. Kept in
// the database so every server sees the same counts and a restart forgets nothing.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DAY, type Clock } from './clock';

export interface Window {
  limit: number;
  ms: number;
}

export interface WindowState {
  count: number;
  /** When the limit is reached: milliseconds until the oldest counted event leaves the window. */
  blockedForMs: number;
}

/** How often old rows are cleared: at most once per this long, on a write. */
const PRUNE_EVERY_MS = 10 * 60_000;
/** Nothing counts events older than this. */
const KEEP_MS = DAY;

export function createCounters(db: Kysely<Database>, clock: Clock) {
  let lastPrune = 0;

  return {
    async record(kind: string, key: string, conn: Kysely<Database> | Transaction<Database> = db): Promise<void> {
      const now = clock();
      await conn.insertInto('auth_events').values({ kind, key, at: now }).execute();
      if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await conn.deleteFrom('auth_events').where('at', '<', new Date(now.getTime() - KEEP_MS)).execute();
      }
    },

    /** Events of (kind, key) in the last window.ms, and how long the window stays full. */
    async state(kind: string, key: string, window: Window): Promise<WindowState> {
      const now = clock().getTime();
      const rows = await db
        .selectFrom('auth_events')
        .select('at')
        .where('kind', '=', kind)
        .where('key', '=', key)
        .where('at', '>', new Date(now - window.ms))
        .where('at', '<=', new Date(now))
        .orderBy('at', 'desc')
        .limit(window.limit)
        .execute();
      if (rows.length < window.limit) return { count: rows.length, blockedForMs: 0 };
      const oldest = new Date(rows[window.limit - 1]!.at).getTime();
      return { count: rows.length, blockedForMs: Math.max(1, oldest + window.ms - now) };
    },
  };
}

export type Counters = ReturnType<typeof createCounters>;
