// What every operator command shares: the database opened as the server opens it
// (migrated, seeded when empty), the operator's name in the audit log, and how a
// refusal or a usage mistake is told (exit codes 1 and 2).
import { userInfo } from 'node:os';
import { loadConfig, type ServerConfig } from '../config';
import { openDb, type Db } from '../db';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../db/seed';
import { ApiFailure } from '../http/envelope';

/** Who is acting, as the audit log names the command line. */
export const cliActor = () => `operator-cli:${userInfo().username}`;

/** A usage mistake: the reason and the usage text; exit code 2. */
export function usageMistake(err: unknown, usage: string, out: (line: string) => void): 2 {
  out(`${err instanceof Error ? err.message : String(err)}\n\n${usage}`);
  return 2;
}

/**
 * Runs `work` on the database (DATABASE_URL or PGLITE_DIR, like the server) and closes it.
 * A refusal of the services (ApiFailure) is told in one line and exits with 1.
 */
export async function onDatabase(env: NodeJS.ProcessEnv, out: (line: string) => void, work: (store: Db, config: ServerConfig) => Promise<number>): Promise<number> {
  const config = loadConfig(env);
  const store = await openDb(config);
  try {
    await migrate(store);
    await seedIfEmpty(store);
    return await work(store, config);
  } catch (err) {
    if (err instanceof ApiFailure) {
      out(`Refused (${err.errorCode}): ${JSON.stringify(err.value ?? {})}`);
      return 1;
    }
    throw err;
  } finally {
    await store.close();
  }
}
