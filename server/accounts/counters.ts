// Events counted in sliding time windows (table auth_events): failed logins per
// account and per IP, code sends per number and per IP, sign-ups per IP. Kept in
// the database so every server sees the same counts and a restart forgets nothing.
//
// On the embedded database (PGlite, opened by one process only) the kinds a login
// reads every time (`mirrored`) are also held in this process's memory: every event
// of them is written through this process, so the copy is exact, and a login reads
// its counts there instead of in a statement. They are still written to the table
// (only a failure writes, and a restart reloads them), so the limits and their
// windows are the same on both databases.
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

/** Events of the mirrored kinds, in memory: per (kind, key), times in ms, oldest first. */
interface Mirror {
  /** Resolves once the table's events of the last day are loaded. */
  loaded: Promise<void>;
  events: Map<string, number[]>;
}

/** The mirror of each embedded database, shared by every app built on it in this process. */
const mirrors = new WeakMap<object, Mirror>();

const mirrorKey = (kind: string, key: string) => `${kind}\u0000${key}`;

export interface CounterOptions {
  /** Kinds read from memory (the database is the embedded one): never recorded inside a transaction. */
  mirrored?: readonly string[];
}

export function createCounters(db: Kysely<Database>, clock: Clock, opts: CounterOptions = {}) {
  let lastPrune = 0;
  const mirroredKinds = new Set(opts.mirrored ?? []);

  /** The mirror, loaded from the table on first use (so every event recorded after the load is added, none twice). */
  function mirror(): Mirror {
    let found = mirrors.get(db);
    if (!found) {
      const events = new Map<string, number[]>();
      const loaded = (async () => {
        const since = new Date(clock().getTime() - KEEP_MS);
        const rows = await db.selectFrom('auth_events').select(['kind', 'key', 'at']).where('kind', 'in', [...mirroredKinds]).where('at', '>', since).orderBy('at').execute();
        for (const row of rows) {
          const id = mirrorKey(row.kind, row.key);
          const list = events.get(id) ?? [];
          list.push(new Date(row.at).getTime());
          events.set(id, list);
        }
      })();
      found = { loaded, events };
      // A failed load is tried again by the next caller.
      loaded.catch(() => mirrors.delete(db));
      mirrors.set(db, found);
    }
    return found;
  }

  /** Adds an event to the mirror, keeping each list in time order and clearing what nothing counts any more. */
  function remember(target: Mirror, kind: string, key: string, at: number) {
    const id = mirrorKey(kind, key);
    const list = target.events.get(id) ?? [];
    let i = list.length;
    while (i > 0 && list[i - 1]! > at) i -= 1;
    list.splice(i, 0, at);
    while (list.length > 0 && list[0]! < at - KEEP_MS) list.shift();
    target.events.set(id, list);
  }

  /** Clears from the mirror what nothing counts any more, as the table's prune does. */
  function forgetOld(target: Mirror, now: number) {
    for (const [id, list] of target.events) {
      while (list.length > 0 && list[0]! < now - KEEP_MS) list.shift();
      if (list.length === 0) target.events.delete(id);
    }
  }

  /** The same states as the statement below answers, from the mirror. */
  async function mirroredStates(reads: WindowRead[]): Promise<WindowState[]> {
    const target = mirror();
    await target.loaded;
    const now = clock().getTime();
    return reads.map((read) => {
      const { limit, ms } = read.window;
      const list = target.events.get(mirrorKey(read.kind, read.key)) ?? [];
      // Newest first, within the window (and not after now: a clock may be set back).
      const newest: number[] = [];
      for (let i = list.length - 1; i >= 0 && newest.length < limit; i -= 1) {
        const at = list[i]!;
        if (at > now) continue;
        if (at <= now - ms) break;
        newest.push(at);
      }
      if (newest.length < limit) return { count: newest.length, blockedForMs: 0 };
      return { count: newest.length, blockedForMs: Math.max(1, newest[limit - 1]! + ms - now) };
    });
  }

  /**
   * The states of several windows in one statement (a login reads five). Each
   * (kind, key) is read once, as far back as its longest window and as many
   * events as its largest limit; the events of a shorter window are the newest of
   * those, so every state is what a query of its own would answer.
   */
  async function states(reads: WindowRead[]): Promise<WindowState[]> {
    if (reads.length === 0) return [];
    if (mirroredKinds.size > 0 && reads.every((read) => mirroredKinds.has(read.kind))) return mirroredStates(reads);
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
      if (mirroredKinds.has(kind)) {
        // Loaded first, so the load cannot already hold this event; counted in memory
        // before the write, so a login read meanwhile already sees it.
        if (conn !== db) throw new Error(`${kind} is counted in memory too: record it outside a transaction`);
        const target = mirror();
        await target.loaded;
        remember(target, kind, key, now.getTime());
        await conn.insertInto('auth_events').values({ kind, key, at: now }).execute();
      } else {
        await conn.insertInto('auth_events').values({ kind, key, at: now }).execute();
      }
      if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now.getTime();
        await conn.deleteFrom('auth_events').where('at', '<', new Date(now.getTime() - KEEP_MS)).execute();
        if (mirroredKinds.size > 0) forgetOld(mirror(), now.getTime());
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
