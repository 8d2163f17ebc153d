import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { Db } from './index';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it keeps two servers starting on one PostgreSQL from migrating at once.
const MIGRATION_LOCK = 724_001;

/**
 * Applies every `migrations/NNN_name.sql` not yet recorded, in name order. Each file
 * records itself inside its own transaction, so a crash leaves it either applied or not.
 * The whole run holds one advisory lock: a second server starting at the same time
 * waits, then finds everything applied.
 */
export async function migrate(store: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  return store.withLock(MIGRATION_LOCK, async (session) => {
    await session.runScript('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());');
    const done = new Set((await session.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      const quoted = file.replace(/'/g, "''");
      await session.runScript(`${text}\n;INSERT INTO schema_migrations (name) VALUES ('${quoted}');`);
      applied.push(file);
    }
    return applied;
  });
}
