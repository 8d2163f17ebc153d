// The staff commands of the operator command line. The first admin of the back office is
// made here, once: later staff are made in the console by an admin. The password is read
// from STAFF_PASSWORD or standard input, never from an argument (which `ps` and the shell's
// history would show).
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createServices } from '../services';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_USERNAME } from '../shared/staffRoles';
import { cliActor, onDatabase, usageMistake } from './database';

export const STAFF_USAGE = `Staff commands (the back office):
  staff create-admin --username NAME --display-name TEXT
                                   the first admin, once (later staff are made in the console);
                                   the password from STAFF_PASSWORD or standard input
                                   (${STAFF_PASSWORD_MIN}-${STAFF_PASSWORD_MAX} characters)`;

class UsageError extends Error {}

/** The first line of standard input: the password (piped in, or typed when asked). */
export async function readStdin(stream: NodeJS.ReadStream = process.stdin): Promise<string> {
  if (stream.isTTY) process.stderr.write('Password of the new admin (shown as typed; prefer STAFF_PASSWORD or a pipe): ');
  const lines = createInterface({ input: stream, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
}

/** Runs a staff command; resolves with the process exit code. */
export async function runStaffCommand(argv: string[], env: NodeJS.ProcessEnv, out: (line: string) => void, usage: string, input: () => Promise<string> = readStdin): Promise<number> {
  let username: string;
  let displayName: string;
  try {
    const parsed = parseArgs({ args: argv, allowPositionals: true, options: { username: { type: 'string' }, 'display-name': { type: 'string' } } });
    if (parsed.positionals[1] !== 'create-admin' || parsed.positionals.length > 2) throw new UsageError('Expected staff create-admin');
    username = parsed.values.username ?? '';
    displayName = (parsed.values['display-name'] ?? '').trim();
    if (!STAFF_USERNAME.test(username)) throw new UsageError('--username takes 3-32 lower-case letters, digits, dots and dashes, starting with a letter');
    if (displayName.length < 1 || displayName.length > 64) throw new UsageError('--display-name takes 1-64 characters');
  } catch (err) {
    return usageMistake(err, usage, out);
  }
  const password = (env.STAFF_PASSWORD ?? (await input())).replace(/\r?\n$/, '');
  if (password.length < STAFF_PASSWORD_MIN || password.length > STAFF_PASSWORD_MAX) {
    return usageMistake(new UsageError(`The password (STAFF_PASSWORD or standard input) takes ${STAFF_PASSWORD_MIN}-${STAFF_PASSWORD_MAX} characters`), usage, out);
  }
  return onDatabase(env, out, async (store) => {
    const services = createServices(store.db, { statusCacheMs: 0 });
    const existing = await store.db.selectFrom('staff').select('id').where('role', '=', 'admin').where('disabled_at', 'is', null).executeTakeFirst();
    if (existing) {
      out('An enabled admin already exists. The first admin is created by the command line once; later staff are made in the back office by an admin.');
      return 1;
    }
    const admin = await services.staff.createFirstAdmin({ username, displayName, password }, { name: cliActor(), ip: null });
    out(JSON.stringify(admin, null, 2));
    out(`The admin "${admin.username}" enrols the authenticator at the first sign-in at /backoffice.`);
    return 0;
  });
}
