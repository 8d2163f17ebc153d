// The staff commands of the operator command line. The first admin of the back office is
// made here, once: later staff are made in the console by an admin. The password is read
// from STAFF_PASSWORD or standard input, never from an argument (which `ps` and the shell's
// history would show).
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

/** Everything on standard input, as the text of one password (the line's end dropped). */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
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
