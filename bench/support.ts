// Pieces every benchmark shares: percentiles and a throwaway PostgreSQL database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
