// The back office's demo staff for development (PORTAL_DEV=1), created once: one member of
// staff per role, all with one documented password and none enrolled, so each enrols an
// authenticator at the first sign-in at /backoffice. Never seeded outside development: a
// real back office starts with the first admin made by the command line.
import { sql } from 'kysely';
import type { Db } from '../index';
import { hashPassword } from '../../accounts/passwords';
import { STAFF_ROLES, type StaffRole } from '../../shared/staffRoles';

const DEMO_LOCK = 724_004;
const MARKER = 'database.demo_staff_seeded';

/** The demo staff's password (README.md "Demo accounts"). */
export const DEMO_STAFF_PASSWORD = 'Backoffice@2026!';

/** One demo member of staff per role, named after it. */
export const DEMO_STAFF: readonly { username: StaffRole; displayName: string; role: StaffRole }[] = STAFF_ROLES.map((role) => ({
  username: role,
  displayName: `Demo ${role[0]!.toUpperCase()}${role.slice(1)}`,
  role,
}));

/** Seeds the demo staff unless they were seeded before; returns whether it did. */
export async function seedDemoStaff(store: Db): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK})`.execute(trx);
    const done = await trx.selectFrom('audit_log').select('id').where('action', '=', MARKER).executeTakeFirst();
    if (done) return false;
    // One password for all, so one hash (with its own salt) serves every demo row.
    const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
    await trx
      .insertInto('staff')
      .values(DEMO_STAFF.map((s) => ({ username: s.username, display_name: s.displayName, role: s.role, password_hash: passwordHash })))
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
    await trx
      .insertInto('audit_log')
      .values({ actor: 'system', ip: null, action: MARKER, details: JSON.stringify({ staff: DEMO_STAFF.map((s) => s.username) }) })
      .execute();
    return true;
  });
}
