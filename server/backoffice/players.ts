// The back office's players (issue: the operator's back office): search, a player's page, notes,
// lock and unlock, and a password reset that forces a change at the next login. The ledger,
// bets and logins of the page are the member's own records (services.records, centre.logins).
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { userIdOf, type UserRow } from '../accounts/accounts';
import { hashPassword } from '../accounts/passwords';
import { accountKind } from '../shared/accountTypes';
import type { SessionService } from '../accounts/sessions';
import { ApiFailure } from '../http/envelope';
import type { Actor } from '../operator/operator';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { PlayerDetails, PlayerNote, PlayerSearchQuery, PlayerSort, PlayerSummary } from '../shared/wire/backofficePlayers';
import type { WalletBalance } from '../shared/wire/wallet';
import { breakOf } from '../protection/gate';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** How many notes the player's page shows (newest first). */
const NOTES_SHOWN = 50;

/** Characters of a temporary password: no look-alikes, so staff can read it out. */
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A temporary password the strictest register rule accepts (lower, upper and digit, no
 * spaces, 12 characters): shown once to the staff member, changed at the next login.
 */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(0, set.length)]!;
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS), ...Array.from({ length: 9 }, () => pick(UPPER + LOWER + DIGITS))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

function summaryOf(u: UserRow): PlayerSummary {
  return {
    id: String(u.id),
    account: u.account,
    merchantCode: u.merchant_code,
    kind: accountKind(u.type),
    currency: u.currency,
    mobile: u.mobile_num === null ? null : `+${u.dialing_code ?? ''} ${u.mobile_num}`,
    email: u.email,
    referralCode: u.referral_code,
    locked: u.locked,
    registeredAt: iso(u.created_at)!,
    lastLoginAt: iso(u.last_login_at),
  };
}

type UsersQuery = SelectQueryBuilder<Database, 'users', UserRow>;

/** The search's order; the id breaks ties so pages never repeat or skip a player. */
function sorted(query: UsersQuery, sort: PlayerSort): UsersQuery {
  switch (sort) {
    case 'oldest':
      return query.orderBy('created_at', 'asc').orderBy('id', 'asc');
    case 'account':
      return query.orderBy('account_key', 'asc').orderBy('id', 'asc');
    case 'lastLogin':
      return query.orderBy(sql`last_login_at DESC NULLS LAST`).orderBy('id', 'desc');
    default:
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
}

export interface PlayerDeps {
  sessions: SessionService;
  clock: Clock;
  /** The player's wallets as the member sees them. */
  balance: (user: UserRow) => Promise<WalletBalance>;
}

export function createPlayerService(db: Kysely<Database>, deps: PlayerDeps) {
  async function player(id: string): Promise<UserRow> {
    const userId = userIdOf(id);
    const user = userId === undefined ? undefined : await db.selectFrom('users').selectAll().where('id', '=', userId).where('role', '=', 'member').executeTakeFirst();
    if (!user) throw new ApiFailure('not_found');
    return user;
  }

  async function notesOf(userId: number): Promise<PlayerNote[]> {
    const rows = await db.selectFrom('player_notes').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(NOTES_SHOWN).execute();
    return rows.map((n) => ({ id: String(n.id), author: n.author, body: n.body, at: iso(n.created_at)! }));
  }

  return {
    player,

    /**
     * Players whose account starts with `q`, or whose mobile number, e-mail, referral code or
     * agent invitation code is `q`; newest first unless sorted otherwise, pages of 15. Each test uses an index.
     */
    async search(query: PlayerSearchQuery): Promise<Page<PlayerSummary>> {
      const q = query.q.trim();
      let base = db.selectFrom('users').where('role', '=', 'member');
      if (query.merchantCode) base = base.where('merchant_code', '=', query.merchantCode.toUpperCase());
      if (q !== '') {
        const lower = q.toLowerCase();
        const digits = q.replace(/[^0-9]/g, '');
        // LIKE's own characters in what was typed are matched as themselves.
        const prefix = `${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        base = base.where((eb) =>
          eb.or([
            eb('account_key', 'like', prefix),
            eb('email_key', '=', lower),
            eb('referral_code', '=', q.toUpperCase()),
            ...(digits.length >= 6 ? [eb('mobile_num', '=', digits), eb(sql<string>`dialing_code || mobile_num`, '=', digits)] : []),
            eb('id', 'in', eb.selectFrom('affiliate_codes').select('agent_id').where('code', '=', q.toUpperCase())),
          ]),
        );
      }
      const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await sorted(base.selectAll(), query.sort).limit(PAGE_SIZE).offset((query.page - 1) * PAGE_SIZE).execute();
      return page(rows.map(summaryOf), query.page, total);
    },

    /** The player's page: profile, wallets and the newest notes. */
    async details(id: string): Promise<PlayerDetails> {
      const user = await player(id);
      const [wallets, notes, parent, birthday] = await Promise.all([
        deps.balance(user),
        notesOf(user.id),
        user.parent_id === null ? undefined : db.selectFrom('users').select('account').where('id', '=', user.parent_id).executeTakeFirst(),
        db.selectFrom('users').select(sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('b')).where('id', '=', user.id).executeTakeFirstOrThrow(),
      ]);
      return {
        ...summaryOf(user),
        nickname: user.nickname,
        payeeName: user.payee_name,
        birthday: birthday.b,
        registerIp: user.register_ip,
        registerDomain: user.register_domain,
        parentAccount: parent?.account ?? null,
        selfExcludedUntil: iso(breakOf(user, deps.clock())?.until ?? null),
        protectionKind: breakOf(user, deps.clock())?.kind ?? null,
        passwordChangeRequired: user.password_set_by !== 'self',
        wallets,
        notes,
      };
    },

    async addNote(id: string, body: string, actor: Actor): Promise<PlayerNote> {
      const user = await player(id);
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('player_notes').values({ user_id: user.id, author: actor.name, body, created_at: deps.clock() }).returningAll().executeTakeFirstOrThrow();
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'player.note', details: { playerId: String(user.id), account: user.account, noteId: String(row.id) } });
        return { id: String(row.id), author: row.author, body: row.body, at: iso(row.created_at)! };
      });
    },

    /** Locks (every session ends at once) or unlocks the player. */
    async setLocked(id: string, locked: boolean, actor: Actor, reason = '') {
      const user = await player(id);
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ locked }).where('id', '=', user.id).execute();
        const sessionsRevoked = locked ? await deps.sessions.revokeAllOf(user.id, 'account_locked', trx) : 0;
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: locked ? 'account.lock' : 'account.unlock', details: { playerId: String(user.id), account: user.account, before: { locked: user.locked }, after: { locked }, reason, sessionsRevoked } });
        return { locked, sessionsRevoked };
      });
    },

    /** A new temporary password, set by the operator: the next login must change it; sessions end. */
    async resetPassword(id: string, actor: Actor) {
      const user = await player(id);
      const password = temporaryPassword();
      const hash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: hash, password_set_by: 'operator', password_changed_at: deps.clock() }).where('id', '=', user.id).execute();
        const sessionsRevoked = await deps.sessions.revokeAllOf(user.id, 'password_reset', trx);
        await writeAudit(trx, { actor: actor.name, ip: actor.ip, action: 'player.password_reset', details: { playerId: String(user.id), account: user.account, sessionsRevoked } });
        return { temporaryPassword: password, sessionsRevoked };
      });
    },
  };
}

export type PlayerService = ReturnType<typeof createPlayerService>;
