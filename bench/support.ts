// Pieces every benchmark shares: percentiles and a throwaway PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig, type ServerConfig } from '../server/config';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A fresh database on the PostgreSQL server of `adminUrl`, and how to drop it. */
export async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The PostgreSQL server benchmarks may create databases on, if any. */
export const benchPostgresUrl = (env: NodeJS.ProcessEnv = process.env) => env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined;

/** A server config for benchmarks: throwaway in-memory database, no jobs, no app, quiet. */
export function benchConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadConfig({}),
    pgliteDir: 'memory://',
    logLevel: 'warn',
    distDir: path.join(tmpdir(), 'portal-bench-no-dist'),
    jobIntervalSeconds: 0,
    operatorKey: undefined,
    ...overrides,
  };
}

/**
 * Runs `bench` on PGlite, then on a throwaway PostgreSQL database when BENCH_DATABASE_URL
 * or TEST_DATABASE_URL is set (dropped afterwards); answers the results in that order.
 */
export async function onEachDatabase<T>(
  base: ServerConfig,
  env: NodeJS.ProcessEnv,
  bench: (config: ServerConfig, database: 'pglite' | 'postgres') => Promise<T>,
): Promise<T[]> {
  const results = [await bench(base, 'pglite')];
  const adminUrl = benchPostgresUrl(env);
  if (adminUrl) {
    const scratch = await scratchPostgres(adminUrl);
    try {
      results.push(await bench({ ...base, databaseUrl: scratch.url }, 'postgres'));
    } finally {
      await scratch.drop();
    }
  }
  return results;
}
