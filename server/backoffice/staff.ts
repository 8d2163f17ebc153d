// Staff accounts of the back office (staff.manage): created with an argon2id password and a
// role, listed, changed (role, disabled, second factor reset). A change that touches what a
// member of staff may do or how they prove who they are ends their sessions at once, and
// every change is in the audit log with what it was before and after (never a password or
// a secret). The back office always keeps one enabled admin.
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffTable } from '../db/tables/staff';
import { ApiFailure } from '../http/envelope';
import { hashPassword } from '../accounts/passwords';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { Actor } from '../operator/operator';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_USERNAME, type StaffRole } from '../shared/staffRoles';
import type { CreateStaffRequest, StaffAccount } from '../shared/wire/backoffice';
import type { StaffSessionService } from './staffSessions';

type StaffRow = Selectable<StaffTable>;
type Conn = Kysely<Database> | Transaction<Database>;

export interface StaffChange {
  role?: StaffRole;
  disabled?: boolean;
  resetSecondFactor?: true;
}

/** Who asks for a change: their staff id when a member of staff, so they cannot lock themself out. */
export interface StaffActor extends Actor {
  staffId?: string;
}

/** Serialises the checks of "the last enabled admin" against concurrent changes. */
const ADMIN_LOCK = 724_031;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function accountOf(row: StaffRow): StaffAccount {
  return {
    id: String(row.id),
    username: row.username,
    displayName: row.display_name,
    role: row.role,
    enrolled: row.totp_secret !== null,
    disabled: row.disabled_at !== null,
    createdAt: iso(row.created_at)!,
    lastSignInAt: iso(row.last_sign_in_at),
  };
}

/** What the audit log keeps of an account: never the password's hash or the second factor's secret. */
const auditView = (account: StaffAccount) => ({ username: account.username, displayName: account.displayName, role: account.role, enrolled: account.enrolled, disabled: account.disabled });

export interface StaffServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  staffSessions: StaffSessionService;
}

export function createStaffService({ db, clock, staffSessions }: StaffServiceDeps) {
  async function enabledAdmins(conn: Conn): Promise<StaffRow[]> {
    return conn.selectFrom('staff').selectAll().where('role', '=', 'admin').where('disabled_at', 'is', null).execute();
  }

  /** The rules the wire shape already states, again: the command line and seeding come here without it. */
  function assertValid(input: CreateStaffRequest) {
    if (!STAFF_USERNAME.test(input.username)) throw new ApiFailure('invalid_account_format');
    if (input.password.length < STAFF_PASSWORD_MIN || input.password.length > STAFF_PASSWORD_MAX) throw new ApiFailure('invalid_password_format');
    const name = input.displayName.trim();
    if (name.length < 1 || name.length > 64) throw new ApiFailure('invalid_field_format', { field: 'displayName' });
  }

  async function insert(input: CreateStaffRequest, actor: Actor, conn: Conn, action: string): Promise<StaffAccount> {
    const row = await conn
      .insertInto('staff')
      .values({ username: input.username, display_name: input.displayName.trim(), role: input.role, password_hash: await hashPassword(input.password), created_at: clock() })
      .onConflict((oc) => oc.column('username').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new ApiFailure('account_exists', { field: 'username' });
    const account = accountOf(row);
    await writeAudit(conn, { actor: actor.name, ip: actor.ip, action, details: { id: account.id, after: auditView(account) } });
    return account;
  }

  return {
    async list(): Promise<StaffAccount[]> {
      const rows = await db.selectFrom('staff').selectAll().orderBy('id').execute();
      return rows.map(accountOf);
    },

    async byUsername(username: string): Promise<StaffRow | undefined> {
      return db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();
    },

    /** A new member of staff; they enrol their authenticator at their first sign-in. */
    async create(input: CreateStaffRequest, actor: Actor): Promise<StaffAccount> {
      assertValid(input);
      return insert(input, actor, db, 'staff.create');
    },

    /**
     * The first admin, from the command line: only while no enabled admin exists, so the
     * command cannot be used to add admins behind the console's back.
     */
    async createFirstAdmin(input: Omit<CreateStaffRequest, 'role'>, actor: Actor): Promise<StaffAccount> {
      const full = { ...input, role: 'admin' as const };
      assertValid(full);
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`.execute(trx);
        if ((await enabledAdmins(trx)).length > 0) throw new ApiFailure('operation_not_allowed', { reason: 'admin_exists' });
        return insert(full, actor, trx, 'staff.create_first_admin');
      });
    },

    async update(id: string, change: StaffChange, actor: StaffActor): Promise<StaffAccount> {
      return db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`.execute(trx);
        const row = await trx.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw new ApiFailure('not_found');
        const before = accountOf(row);
        const role = change.role ?? row.role;
        const disabled = change.disabled ?? before.disabled;
        if (actor.staffId === before.id && disabled && !before.disabled) throw new ApiFailure('operation_not_allowed', { reason: 'own_account' });
        const stopsBeingAdmin = before.role === 'admin' && !before.disabled && (role !== 'admin' || disabled);
        if (stopsBeingAdmin && (await enabledAdmins(trx)).every((admin) => String(admin.id) === before.id)) {
          throw new ApiFailure('operation_not_allowed', { reason: 'last_admin' });
        }
        const changed = role !== row.role || disabled !== before.disabled || change.resetSecondFactor === true;
        if (!changed) return before;
        const updated = await trx
          .updateTable('staff')
          .set({
            role,
            disabled_at: disabled ? (row.disabled_at ?? clock()) : null,
            ...(change.resetSecondFactor ? { totp_secret: null, totp_pending: null } : {}),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (change.resetSecondFactor) await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', id).execute();
        const sessionsEnded = await staffSessions.revokeAllOf(id, trx);
        const after = accountOf(updated);
        await writeAudit(trx, {
          actor: actor.name,
          ip: actor.ip,
          action: 'staff.update',
          details: { id, before: auditView(before), after: auditView(after), ...(change.resetSecondFactor ? { resetSecondFactor: true } : {}), sessionsEnded },
        });
        return after;
      });
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
