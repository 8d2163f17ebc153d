// Platform information (the personal centre's inbox): messages to one member, or to
// every member of a merchant, with a read state per member and the unread count the
// header badge shows. Money events (deposit approved, withdrawal paid...) write a
// message in the transaction that moved the money, with a `kind` and `params` the
// client can translate and an English title and text as the fallback.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRow } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import type { InboxMessage } from '../shared/wire/inbox';
import { breakOf } from '../protection/gate';

export interface NewMessage {
  merchantCode: string;
  /** null: every member of the merchant. */
  userId: number | null;
  kind: string;
  params?: Record<string, string | number | boolean>;
  title: string;
  content: string;
}

type Conn = Kysely<Database> | Transaction<Database>;
type Reader = Pick<UserRow, 'id' | 'merchant_code' | 'created_at' | 'protection_kind' | 'protection_until'>;

/**
 * Messages a member can see: their own and the merchant's broadcasts since they joined.
 * Broadcasts are the merchant's marketing (promotions, offers): a member on a time-out or
 * self-exclusion sees none while it runs (issue 17); messages to them alone still arrive.
 */
function visibleTo(db: Conn, user: Reader, now: Date) {
  const q = db.selectFrom('inbox_messages as m').where('m.merchant_code', '=', user.merchant_code);
  if (breakOf(user, now)) return q.where('m.user_id', '=', user.id);
  return q.where((eb) => eb.or([eb('m.user_id', '=', user.id), eb.and([eb('m.user_id', 'is', null), eb('m.created_at', '>=', user.created_at)])]));
}

/** The query of the unread count (one row, `n`), to run or nest. */
export function unreadMessagesQuery(db: Conn, user: Reader, now: Date) {
  return visibleTo(db, user, now)
    .leftJoin('inbox_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', user.id))
    .where('r.message_id', 'is', null)
    .select((eb) => eb.fn.countAll<string | number>().as('n'));
}

/** The unread count (the member answer's unreadMessage and the inbox badge). */
export async function unreadMessages(db: Conn, user: Reader, now: Date): Promise<number> {
  const row = await unreadMessagesQuery(db, user, now).executeTakeFirstOrThrow();
  return Number(row.n);
}

export function createInboxService(db: Kysely<Database>, clock: Clock) {
  const visible = (user: UserRow) => visibleTo(db, user, clock());
  const unread = (user: UserRow) => unreadMessages(db, user, clock());

  return {
    unread,

    async send(conn: Kysely<Database> | Transaction<Database>, message: NewMessage): Promise<void> {
      await conn
        .insertInto('inbox_messages')
        .values({
          merchant_code: message.merchantCode,
          user_id: message.userId,
          kind: message.kind,
          params: JSON.stringify(message.params ?? {}),
          title: message.title,
          content: message.content,
          created_at: clock(),
        })
        .execute();
    },

    async list(user: UserRow, pageNo: number): Promise<Page<InboxMessage> & { unread: number }> {
      const total = Number(
        (await visible(user).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n,
      );
      const rows = await visible(user)
        .leftJoin('inbox_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', user.id))
        .select(['m.id', 'm.kind', 'm.params', 'm.title', 'm.content', 'm.created_at', sql<boolean>`r.message_id IS NOT NULL`.as('read')])
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      const items = rows.map((r) => ({
        id: String(r.id),
        kind: r.kind,
        params: (r.params ?? {}) as Record<string, unknown>,
        title: r.title,
        content: r.content,
        createdAt: new Date(r.created_at).toISOString(),
        read: Boolean(r.read),
      }));
      return { ...page(items, pageNo, total), unread: await unread(user) };
    },

    /** Marks one message read; false when the member cannot see it. */
    async markRead(user: UserRow, id: string): Promise<boolean> {
      const found = await visible(user).select('m.id').where('m.id', '=', id).executeTakeFirst();
      if (!found) return false;
      await db
        .insertInto('inbox_reads')
        .values({ message_id: id, user_id: user.id, read_at: clock() })
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .execute();
      return true;
    },

    async markAllRead(user: UserRow): Promise<number> {
      const ids = await visible(user)
        .leftJoin('inbox_reads as r', (join) => join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', user.id))
        .where('r.message_id', 'is', null)
        .select('m.id')
        .execute();
      if (ids.length === 0) return 0;
      await db
        .insertInto('inbox_reads')
        .values(ids.map((r) => ({ message_id: String(r.id), user_id: user.id, read_at: clock() })))
        .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
        .execute();
      return ids.length;
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
