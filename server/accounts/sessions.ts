// Sessions (trust.md): a 256-bit bearer token, new at every login, of which only the
// SHA-256 is stored; idle and absolute expiry; revoked at once on logout, password
// change, account lock, time-out and self-exclusion.
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SessionsTable } from '../db/schema';
import type { UserRow } from './accounts';
import { MINUTE, type Clock } from '../platform/clock';
import { newToken, sha256Hex } from './secrets';

export type SessionRow = Selectable<SessionsTable>;
type Conn = Kysely<Database> | Transaction<Database>;

/** How a session began; 'system' sessions are opened by the server itself (demo data) and never shown as logins. */
export type SessionVia = 'password' | 'sms' | 'third_party' | 'register' | 'reset' | 'freeplay' | 'password_change' | 'system';
export type RevokeReason = 'logout' | 'password_change' | 'password_reset' | 'account_locked' | 'time_out' | 'self_exclusion';

export interface OpenSession {
  via: SessionVia;
  side?: 'member' | 'agent';
  /** A forced password change is due: every other call of the session is refused until it is done. */
  passwordChangePending?: boolean;
  ip: string | null;
  deviceId?: string | null;
}

export interface ActiveSession {
  session: SessionRow;
  user: UserRow;
}

/** last_seen_at is written at most this often: enough precision for a 30-minute idle limit. */
const TOUCH_EVERY_MS = MINUTE;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function createSessionService(db: Kysely<Database>, clock: Clock, limits: { idleMs: number; absoluteMs: number }) {
  /**
   * A new token and the sessions row that makes it live, for a caller that writes
   * the row together with its own changes (the login, in one statement).
   */
  function prepare(user: UserRow, opts: OpenSession): { token: string; row: Insertable<SessionsTable> } {
    const token = newToken();
    const now = clock();
    return {
      token,
      row: {
        token_hash: sha256Hex(token),
        user_id: user.id,
        via: opts.via,
        side: opts.side ?? 'member',
        password_change_pending: opts.passwordChangePending ?? false,
        ip: opts.ip,
        device_id: opts.deviceId ?? null,
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + limits.absoluteMs),
      },
    };
  }

  return {
    limits,
    clock,
    prepare,

    /** Starts a session and returns its token (the only time the token exists outside the client). */
    async open(user: UserRow, opts: OpenSession, conn: Conn = db): Promise<string> {
      const { token, row } = prepare(user, opts);
      await conn.insertInto('sessions').values(row).execute();
      return token;
    },

    /** The live session of a token, or undefined (unknown, revoked, idle too long or too old). */
    async resolve(token: string): Promise<ActiveSession | undefined> {
      if (!TOKEN_SHAPE.test(token)) return undefined;
      // One round trip for both rows: this runs before every authenticated call.
      const row = await db
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .selectAll('u')
        .select([
          's.id as s_id',
          's.token_hash as s_token_hash',
          's.via as s_via',
          's.side as s_side',
          's.password_change_pending as s_password_change_pending',
          's.ip as s_ip',
          's.device_id as s_device_id',
          's.created_at as s_created_at',
          's.last_seen_at as s_last_seen_at',
          's.expires_at as s_expires_at',
          's.revoked_at as s_revoked_at',
          's.revoke_reason as s_revoke_reason',
        ])
        .where('s.token_hash', '=', sha256Hex(token))
        .executeTakeFirst();
      if (!row || row.s_revoked_at !== null) return undefined;
      const { s_id, s_token_hash, s_via, s_side, s_password_change_pending, s_ip, s_device_id, s_created_at, s_last_seen_at, s_expires_at, s_revoked_at, s_revoke_reason, ...user } = row;
      const session: SessionRow = {
        id: s_id,
        token_hash: s_token_hash,
        user_id: user.id,
        via: s_via,
        side: s_side,
        password_change_pending: s_password_change_pending,
        ip: s_ip,
        device_id: s_device_id,
        created_at: s_created_at,
        last_seen_at: s_last_seen_at,
        expires_at: s_expires_at,
        revoked_at: s_revoked_at,
        revoke_reason: s_revoke_reason,
      };
      const now = clock().getTime();
      if (new Date(session.expires_at).getTime() <= now) return undefined;
      const lastSeen = new Date(session.last_seen_at).getTime();
      if (lastSeen + limits.idleMs <= now) return undefined;
      if (user.locked) return undefined;
      if (now - lastSeen >= TOUCH_EVERY_MS) {
        await db.updateTable('sessions').set({ last_seen_at: new Date(now) }).where('id', '=', session.id).execute();
      }
      return { session, user };
    },

    async revoke(sessionId: string, reason: RevokeReason, conn: Conn = db): Promise<void> {
      await conn.updateTable('sessions').set({ revoked_at: clock(), revoke_reason: reason }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
    },

    async revokeAllOf(userId: number, reason: RevokeReason, conn: Conn = db): Promise<number> {
      const rows = await conn
        .updateTable('sessions')
        .set({ revoked_at: clock(), revoke_reason: reason })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
