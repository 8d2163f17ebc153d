import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { PreparedPGliteDialect } from './pglitePrepared';
import type { Database } from './schema';

/** One database session on which scripts run, each in its own transaction. */
export interface ScriptSession {
  runScript(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface Db {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * Runs a multi-statement SQL script in one transaction (migrations, seeds).
   * `lockKey` takes a PostgreSQL advisory lock around it so that several servers
   * sharing one database run it once.
   */
  runScript(script: string, lockKey?: number): Promise<void>;
  /**
   * Holds an advisory lock for the whole of `fn`, on one session, so that checks
   * and scripts inside it see no other server's work half-done (migrations).
   */
  withLock<T>(lockKey: number, fn: (session: ScriptSession) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data folder as one file, which `openDb`'s `pgliteFrom` starts from. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Opens PostgreSQL when a URL is given, else PGlite in `pgliteDir`. */
export async function openDb(opts: { databaseUrl?: string; pgliteDir: string; pgliteFrom?: Blob }): Promise<Db> {
  if (opts.databaseUrl) {
    // Enough connections for the money calls of many concurrent members (each holds one per transaction).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle connection dropped by the server (restart, failover) must not crash the
    // process; the pool replaces it and the next query reports any lasting problem.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const session = (client: pg.PoolClient): ScriptSession => ({
      async runScript(script) {
        try {
          // No parameters: pg sends it with the simple protocol, which accepts several statements.
          await client.query(`BEGIN;\n${script}\n;COMMIT;`);
        } catch (err) {
          await client.query('ROLLBACK');
          throw err;
        }
      },
      async query<R>(text: string, params: unknown[] = []) {
        return (await client.query(text, params)).rows as R[];
      },
    });
    async function withLock<T>(lockKey: number, fn: (s: ScriptSession) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
        try {
          return await fn(session(client));
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    }
    return {
      db,
      kind: 'postgres',
      async runScript(script, lockKey) {
        if (lockKey !== undefined) return withLock(lockKey, (s) => s.runScript(script));
        const client = await pool.connect();
        try {
          await session(client).runScript(script);
        } finally {
          client.release();
        }
      },
      withLock,
      close: () => db.destroy(),
    };
  }
  // PGlite makes its own folder but not the ones above it (./data on a fresh checkout).
  if (opts.pgliteDir !== 'memory://') mkdirSync(path.dirname(path.resolve(opts.pgliteDir)), { recursive: true });
  // pg_trgm backs the game list's name search (migration 015), as on PostgreSQL.
  // `pgliteFrom` starts from a copy of another database's folder (a snapshot), skipping initdb.
  const client = new PGlite({
    dataDir: opts.pgliteDir === 'memory://' ? undefined : opts.pgliteDir,
    extensions: { pg_trgm },
    ...(opts.pgliteFrom ? { loadDataDir: opts.pgliteFrom } : {}),
  });
  await client.waitReady;
  // Each query's statement is prepared once (pglitePrepared.ts): PGlite plans on the server's one thread.
  const db = new Kysely<Database>({ dialect: new PreparedPGliteDialect(client) });
  // PGlite is one process's database: no lock needed, exec() takes several statements.
  const session: ScriptSession = {
    async runScript(script) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    async query<R>(text: string, params: unknown[] = []) {
      return (await client.query<R>(text, params)).rows;
    },
  };
  return {
    db,
    kind: 'pglite',
    runScript: (script) => session.runScript(script),
    withLock: (_lockKey, fn) => fn(session),
    snapshot: () => client.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
