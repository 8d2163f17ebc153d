// Staff sessions (trust.md, as members' sessions): a 256-bit bearer token of which only the
// SHA-256 is stored, new at every sign-in, with the staff policy's idle and absolute limits
// (server/shared/staffRoles.ts). The password step opens a 'second_step' session, the ticket
// the TOTP or enrolment call takes; only a 'signed_in' session opens the console.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { StaffSessionsTable, StaffTable } from '../db/tables/staff';
import { MINUTE, type Clock } from '../platform/clock';
import { newToken, sha256Hex } from '../accounts/secrets';
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS, STAFF_SECOND_STEP_MS } from '../shared/staffRoles';

export type StaffRow = Selectable<StaffTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type StaffStage = StaffSessionRow['stage'];
type Conn = Kysely<Database> | Transaction<Database>;

export interface ActiveStaffSession {
  session: StaffSessionRow;
  staff: StaffRow;
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** last_seen_at is written at most this often: enough for a 15-minute idle limit. */
const TOUCH_EVERY_MS = MINUTE / 2;

export function createStaffSessionService(db: Kysely<Database>, clock: Clock) {
  return {
    /** A new token for the staff member at a stage; the only time it exists outside the browser. */
    async open(staffId: string, stage: StaffStage, ip: string | null, conn: Conn = db): Promise<string> {
      const token = newToken();
      const now = clock();
      const lifetime = stage === 'second_step' ? STAFF_SECOND_STEP_MS : STAFF_ABSOLUTE_MS;
      await conn
        .insertInto('staff_sessions')
        .values({ token_hash: sha256Hex(token), staff_id: staffId, stage, ip, created_at: now, last_seen_at: now, expires_at: new Date(now.getTime() + lifetime) })
        .execute();
      return token;
    },

    /**
     * The live session of a token at `stage`, or undefined: unknown, of the other stage,
     * revoked, expired, idle too long, or its staff member disabled.
     */
    async resolve(token: string, stage: StaffStage): Promise<ActiveStaffSession | undefined> {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      const session = await db.selectFrom('staff_sessions').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirst();
      if (!session || session.stage !== stage || session.revoked_at !== null) return undefined;
      const now = clock().getTime();
      if (new Date(session.expires_at).getTime() <= now) return undefined;
      const lastSeen = new Date(session.last_seen_at).getTime();
      if (stage === 'signed_in' && lastSeen + STAFF_IDLE_MS <= now) return undefined;
      const staff = await db.selectFrom('staff').selectAll().where('id', '=', session.staff_id).executeTakeFirst();
      if (!staff || staff.disabled_at !== null) return undefined;
      if (now - lastSeen >= TOUCH_EVERY_MS) {
        await db.updateTable('staff_sessions').set({ last_seen_at: new Date(now) }).where('id', '=', session.id).execute();
      }
      return { session, staff };
    },

    async revoke(sessionId: string, conn: Conn = db): Promise<void> {
      await conn.updateTable('staff_sessions').set({ revoked_at: clock() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    /** Every session of a staff member ends (disabled, role changed, second factor reset). */
    async revokeAllOf(staffId: string, conn: Conn = db): Promise<number> {
      const rows = await conn.updateTable('staff_sessions').set({ revoked_at: clock() }).where('staff_id', '=', staffId).where('revoked_at', 'is', null).returning('id').execute();
      return rows.length;
    },
  };
}

export type StaffSessionService = ReturnType<typeof createStaffSessionService>;
