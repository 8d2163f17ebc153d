// Events counted in sliding time windows (table auth_events): failed logins per
// account and per IP, code sends per number and per IP, sign-ups per IP. Kept in
// the database so every server sees the same counts and a restart forgets nothing.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DAY, type Clock } from '../platform/clock';

export interface Window {
  limit: number;
  ms: number;
}

export interface WindowState {
  count: number;
  /** When the limit is reached: milliseconds until the oldest counted event leaves the window. */
  blockedForMs: number;
}

/** One window of one (kind, key), for reading several in one statement. */
export interface WindowRead {
  kind: string;
  key: string;
  window: Window;
}

/** How often old rows are cleared: at most once per this long, on a write. */
const PRUNE_EVERY_MS = 10 * 60_000;
/** Nothing counts events older than this. */
const KEEP_MS = DAY;

export function createCounters(db: Kysely<Database>, clock: Clock) {
  let lastPrune = 0;

  /**
   * The states of several windows in one statement (a login reads five). Each
   * (kind, key) is read once, as far back as its longest window and as many
   * events as its largest limit; the events of a shorter window are the newest of
   * those, so every state is what a query of its own would answer.
   */
  async function states(reads: WindowRead[]): Promise<WindowState[]> {
    if (reads.length === 0) return [];
    const now = clock().getTime();
    const groups = new Map<string, { kind: string; key: string; ms: number; limit: number; at: number[] }>();
    const idOf = (read: WindowRead) => JSON.stringify([read.kind, read.key]);
    for (const read of reads) {
      const group = groups.get(idOf(read));
      if (group) {
        group.ms = Math.max(group.ms, read.window.ms);
        group.limit = Math.max(group.limit, read.window.limit);
      } else {
        groups.set(idOf(read), { kind: read.kind, key: read.key, ms: read.window.ms, limit: read.window.limit, at: [] });
      }
    }
    const list = [...groups.values()];
    // One branch per (kind, key), each on the index with its own limit. Written as
    // SQL: building this nested union with the query builder costs a fifth as much
    // again as running it, and the login runs it every time.
    const branches = list.map(
      (g, i) => sql`
        select ${i}::int as i, at from (
          select at from auth_events
          where kind = ${g.kind} and key = ${g.key} and at > ${new Date(now - g.ms)} and at <= ${new Date(now)}
          order by at desc
          limit ${g.limit}
        ) as e`,
    );
    const { rows } = await sql<{ i: number; at: Date | string }>`${sql.join(branches, sql` union all `)}`.execute(db);
    for (const row of rows) list[Number(row.i)]!.at.push(new Date(row.at).getTime());
    for (const group of list) group.at.sort((a, b) => b - a);
    return reads.map((read) => {
      const { limit, ms } = read.window;
      const newest = groups.get(idOf(read))!.at.filter((at) => at > now - ms).slice(0, limit);
      if (newest.length < limit) return { count: newest.length, blockedForMs: 0 };
      return { count: newest.length, blockedForMs: Math.max(1, newest[limit - 1]! + ms - now) };
    });
  }

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
      const [state] = await states([{ kind, key, window }]);
      return state!;
    },

    states,
  };
}

export type Counters = ReturnType<typeof createCounters>;
