// Staff sign-in (trust.md, as members' login, with a mandatory second factor): the password
// step answers a 5-minute ticket and what comes next, the code of the enrolled authenticator
// or enrolment with a QR code; the second step opens the console's session. Unknown names,
// wrong passwords and disabled accounts answer alike after the same argon2 work; every
// failure of either step counts towards the lockout of the name typed.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { verifyAgainstDummy, verifyPassword } from '../accounts/passwords';
import type { LoginGuard } from '../accounts/loginGuard';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { permissionsOf } from '../shared/staffRoles';
import type { StaffMember, StaffSecondStep, StaffSession } from '../shared/wire/backoffice';
import type { ActiveStaffSession, StaffRow, StaffSessionService } from './staffSessions';
import { enrolmentOf, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './totp';

export interface StaffSignInDeps {
  db: Kysely<Database>;
  clock: Clock;
  staffSessions: StaffSessionService;
  guard: LoginGuard;
}

export type StaffTotpInput = { ticket: string; code: string } | { ticket: string; recoveryCode: string };

/** The lockout counters' key of a name typed at the back office (apart from members' names). */
const guardKey = (username: string) => `staff:${username}`;
const actorOf = (username: string) => `staff:${username}`;

/** The second step's proof did not hold (or the ticket was spent by a call in between). */
class Refused extends Error {}

export function staffMemberOf(staff: StaffRow): StaffMember {
  return { id: String(staff.id), username: staff.username, displayName: staff.display_name, role: staff.role, permissions: permissionsOf(staff.role) };
}

export function createStaffSignIn({ db, clock, staffSessions, guard }: StaffSignInDeps) {
  async function failed(username: string, ip: string, reason: string, errorCode: 'login_failed' | 'invalid_code'): Promise<never> {
    await guard.recordFailure(guardKey(username), ip);
    await writeAudit(db, { actor: actorOf(username), ip: ip || null, action: 'staff.sign_in_failed', details: { reason } });
    throw new ApiFailure(errorCode);
  }

  /** The live ticket of the second step (a console token is not one), with the lockout checked. */
  async function ticketOf(ticket: string, ip: string): Promise<ActiveStaffSession> {
    const active = await staffSessions.resolve(ticket, 'second_step');
    if (!active) throw new ApiFailure('not_logged_in');
    await guard.assertNotLocked(guardKey(active.staff.username), ip);
    return active;
  }

  /**
   * Spends the ticket and opens the console's session, in one transaction with `more` (the
   * second factor's own writes); undefined when the ticket was spent by a call in between.
   */
  async function signIn(active: ActiveStaffSession, ip: string, action: string, details: Record<string, unknown>, more: (trx: Transaction<Database>) => Promise<boolean>): Promise<string | undefined> {
    const now = clock();
    try {
      return await db.transaction().execute(async (trx) => {
        // Either refusal rolls back everything written so far (a step moved, a code spent).
        if (!(await more(trx))) throw new Refused();
        const spent = await trx.updateTable('staff_sessions').set({ revoked_at: now }).where('id', '=', active.session.id).where('revoked_at', 'is', null).returning('id').executeTakeFirst();
        if (!spent) throw new Refused();
        await trx.updateTable('staff').set({ last_sign_in_at: now }).where('id', '=', active.staff.id).execute();
        const token = await staffSessions.open(active.staff.id, 'signed_in', ip || null, trx);
        await writeAudit(trx, { actor: actorOf(active.staff.username), ip: ip || null, action, details });
        return token;
      });
    } catch (err) {
      if (err instanceof Refused) return undefined;
      throw err;
    }
  }

  return {
    /** Step one: the password. */
    async password(input: { username: string; password: string }, ip: string): Promise<StaffSecondStep> {
      const username = input.username.trim().toLowerCase();
      if (!username || !input.password) throw new ApiFailure('missing_credentials');
      await guard.assertNotLocked(guardKey(username), ip);
      const staff = await db.selectFrom('staff').selectAll().where('username', '=', username).executeTakeFirst();
      // An unknown name does the same argon2 work as a wrong password, so its refusal takes the same time.
      const ok = staff ? await verifyPassword(staff.password_hash, input.password) : await verifyAgainstDummy(input.password);
      if (!staff || !ok || staff.disabled_at !== null) return failed(username, ip, 'credentials', 'login_failed');
      if (staff.totp_secret !== null) {
        return { next: 'totp', ticket: await staffSessions.open(staff.id, 'second_step', ip || null) };
      }
      // Not enrolled yet (first sign-in, or the second factor was reset): a new secret to prove.
      const secret = newTotpSecret();
      await db.updateTable('staff').set({ totp_pending: secret }).where('id', '=', staff.id).where('totp_secret', 'is', null).execute();
      const ticket = await staffSessions.open(staff.id, 'second_step', ip || null);
      return { next: 'enrol', ticket, ...(await enrolmentOf(secret, staff.username)) };
    },

    /** Step two of an enrolled member of staff: the authenticator's code, or one recovery code. */
    async secondFactor(input: StaffTotpInput, ip: string): Promise<StaffSession> {
      const active = await ticketOf(input.ticket, ip);
      const { staff } = active;
      if (staff.totp_secret === null) throw new ApiFailure('operation_not_allowed', { reason: 'not_enrolled' });
      let token: string | undefined;
      if ('code' in input) {
        const step = totpStep(staff.totp_secret, input.code, clock());
        if (step === undefined) return failed(staff.username, ip, 'totp', 'invalid_code');
        // The step moves forward only: a code already used (or an older one) is refused.
        token = await signIn(active, ip, 'staff.sign_in', { via: 'totp' }, async (trx) =>
          Boolean(await trx.updateTable('staff').set({ totp_last_step: step }).where('id', '=', staff.id).where('totp_last_step', '<', step).returning('id').executeTakeFirst()),
        );
        if (!token) return failed(staff.username, ip, 'totp_replay', 'invalid_code');
      } else {
        const hash = recoveryCodeHash(staff.id, input.recoveryCode);
        token = await signIn(active, ip, 'staff.sign_in', { via: 'recovery_code' }, async (trx) =>
          Boolean(
            await trx
              .updateTable('staff_recovery_codes')
              .set({ used_at: clock() })
              .where('staff_id', '=', staff.id)
              .where('code_hash', '=', hash)
              .where('used_at', 'is', null)
              .returning('id')
              .executeTakeFirst(),
          ),
        );
        if (!token) return failed(staff.username, ip, 'recovery_code', 'invalid_code');
      }
      return { token, staff: staffMemberOf(staff) };
    },

    /** Enrolment: the first code of the new authenticator proves it holds the pending secret. */
    async enrol(input: { ticket: string; code: string }, ip: string): Promise<StaffSession> {
      const active = await ticketOf(input.ticket, ip);
      const { staff } = active;
      const pending = staff.totp_pending;
      if (staff.totp_secret !== null || pending === null) throw new ApiFailure('operation_not_allowed', { reason: 'already_enrolled' });
      const step = totpStep(pending, input.code, clock());
      if (step === undefined) return failed(staff.username, ip, 'enrol_code', 'invalid_code');
      const recoveryCodes = newRecoveryCodes();
      const token = await signIn(active, ip, 'staff.enrol', { recoveryCodes: recoveryCodes.length }, async (trx) => {
        const enrolled = await trx
          .updateTable('staff')
          .set({ totp_secret: pending, totp_pending: null, totp_last_step: step })
          .where('id', '=', staff.id)
          .where('totp_secret', 'is', null)
          .where('totp_pending', '=', pending)
          .returning('id')
          .executeTakeFirst();
        if (!enrolled) return false;
        await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staff.id).execute();
        await trx
          .insertInto('staff_recovery_codes')
          .values(recoveryCodes.map((code) => ({ staff_id: staff.id, code_hash: recoveryCodeHash(staff.id, code) })))
          .execute();
        return true;
      });
      // Another enrolment or a reset came in between: this ticket's secret is no longer the one to prove.
      if (!token) throw new ApiFailure('not_logged_in');
      return { token, staff: staffMemberOf(staff), recoveryCodes };
    },

    async signOut(active: ActiveStaffSession, ip: string): Promise<void> {
      await staffSessions.revoke(active.session.id);
      await writeAudit(db, { actor: actorOf(active.staff.username), ip: ip || null, action: 'staff.sign_out', details: {} });
    },
  };
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
