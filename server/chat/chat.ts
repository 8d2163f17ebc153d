// Chat rooms (spec section 2 "game popup with chat room", section 7 "member-facing
// chat popup"): every game has a room where the members playing it talk, and every
// member has a support room with the operator's staff. Clients poll with the last
// message id they hold (`after`), so a reload or a lost answer never skips or repeats
// a message. Members are shown by their masked account, staff by their display name.
import { sql, type Kysely } from 'kysely';
import type { ChatMessagesTable, Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { UserRow } from '../accounts/accounts';
import { maskAccount } from '../centre/centre';
import type { Clock } from '../platform/clock';
import { CHAT_BODY_MAX, CHAT_POLL_LIMIT, isChatText, STAFF_NAME_MAX } from '../shared/chatRules';
import type { ChatMessage, ChatRoom } from '../shared/wire/chat';
import type { HiddenMessage, SupportChat, SupportChatsQuery } from '../shared/wire/operator';
import { page, PAGE_SIZE, type Page } from '../platform/paging';

export { CHAT_BODY_MAX };
/** Messages a room opens with; later polls bring only what is newer. */
export const CHAT_BACKLOG = 50;
/** At most this many newer messages per poll; the client polls again at once when full. */
export { CHAT_POLL_LIMIT };
export { STAFF_NAME_MAX };

export type ChatKind = 'game' | 'support';


// The text rule is shared with the chat machine (server/shared/chatRules.ts).

/** The message as stored, or invalid_field_format naming the bounds. */
export function checkChatBody(raw: unknown, field = 'body'): string {
  const body = typeof raw === 'string' ? raw.trim() : '';
  if (!isChatText(body)) {
    throw new ApiFailure('invalid_field_format', { field, min: 1, max: CHAT_BODY_MAX });
  }
  return body;
}

function checkStaffName(raw: string): string {
  const name = raw.trim();
  if (!isChatText(name, STAFF_NAME_MAX)) {
    throw new ApiFailure('invalid_field_format', { field: 'staffName', min: 1, max: STAFF_NAME_MAX });
  }
  return name;
}

/** `after` as given by a client: a message id, or absent for the room's backlog. */
function checkAfter(after: string | undefined): string | undefined {
  if (after === undefined || after === '') return undefined;
  if (!/^\d{1,18}$/.test(after)) throw new ApiFailure('invalid_field_format', { field: 'after' });
  return after;
}

type MessageRow = Pick<ChatMessagesTable, 'author_kind' | 'user_id' | 'staff_name' | 'body'> & { id: string | number; account: string | null; created_at: Date | string };

export function createChatService(db: Kysely<Database>, deps: { clock: Clock }) {
  const catalogue = db;

  /** The room's id, made on first use (two first posts at once both find the same room). */
  async function roomId(merchantCode: string, kind: ChatKind, subjectId: number): Promise<string> {
    const find = () =>
      db.selectFrom('chat_rooms').select('id').where('merchant_code', '=', merchantCode).where('kind', '=', kind).where('subject_id', '=', subjectId).executeTakeFirst();
    // Every poll asks for its room: read first, so only the first visit writes.
    const existing = await find();
    if (existing) return String(existing.id);
    await db
      .insertInto('chat_rooms')
      .values({ merchant_code: merchantCode, kind, subject_id: subjectId, created_at: deps.clock() })
      .onConflict((oc) => oc.columns(['merchant_code', 'kind', 'subject_id']).doNothing())
      .execute();
    const made = await find();
    if (!made) throw new Error('chat room was not made');
    return String(made.id);
  }

  /** The active game a game room belongs to, or not_found. */
  async function gameTitle(nodeId: number): Promise<string> {
    const game = await catalogue.selectFrom('games').select('name').where('node_id', '=', nodeId).where('active', '=', true).executeTakeFirst();
    if (!game) throw new ApiFailure('not_found', { field: 'nodeId' });
    return game.name;
  }

  async function messages(room: string, after: string | undefined, viewerId: number | null): Promise<ChatMessage[]> {
    let query = db
      .selectFrom('chat_messages as m')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.id', 'm.author_kind', 'm.user_id', 'm.staff_name', 'm.body', 'm.created_at', 'u.account'])
      .where('m.room_id', '=', room)
      .where('m.hidden', '=', false);
    let rows: MessageRow[];
    if (after === undefined) {
      rows = (await query.orderBy('m.id', 'desc').limit(CHAT_BACKLOG).execute()).reverse();
    } else {
      query = query.where('m.id', '>', after);
      rows = await query.orderBy('m.id', 'asc').limit(CHAT_POLL_LIMIT).execute();
    }
    return rows.map((r) => ({
      id: String(r.id),
      author: r.author_kind === 'staff' ? (r.staff_name ?? '') : maskAccount(r.account ?? ''),
      staff: r.author_kind === 'staff',
      mine: viewerId !== null && r.user_id === viewerId,
      body: r.body,
      at: new Date(r.created_at).toISOString(),
    }));
  }

  async function post(room: string, author: { member: UserRow } | { staffName: string }, body: string): Promise<ChatMessage> {
    const member = 'member' in author ? author.member : null;
    const row = await db
      .insertInto('chat_messages')
      .values({ room_id: room, author_kind: member ? 'member' : 'staff', user_id: member?.id ?? null, staff_name: member ? null : (author as { staffName: string }).staffName, body, created_at: deps.clock() })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    return {
      id: String(row.id),
      author: member ? maskAccount(member.account) : (author as { staffName: string }).staffName,
      staff: !member,
      mine: member !== null,
      body,
      at: new Date(row.created_at).toISOString(),
    };
  }

  /** The member's support room, made on first use. */
  const supportRoom = (user: UserRow) => roomId(user.merchant_code, 'support', user.id);

  async function staffSupportRoom(merchantCode: string, memberId: number): Promise<string> {
    const member = await db.selectFrom('users').select('id').where('id', '=', memberId).where('merchant_code', '=', merchantCode).executeTakeFirst();
    if (!member) throw new ApiFailure('not_found', { field: 'memberId' });
    return roomId(merchantCode, 'support', memberId);
  }

  return {
    async gameRoom(user: UserRow, nodeId: number, after?: string): Promise<ChatRoom> {
      const title = await gameTitle(nodeId);
      const room = await roomId(user.merchant_code, 'game', nodeId);
      return { roomId: room, title, messages: await messages(room, checkAfter(after), user.id) };
    },

    async postToGame(user: UserRow, nodeId: number, rawBody: unknown): Promise<ChatMessage> {
      const body = checkChatBody(rawBody);
      await gameTitle(nodeId);
      const room = await roomId(user.merchant_code, 'game', nodeId);
      return post(room, { member: user }, body);
    },

    /** The member's support room; reading it marks the staff's replies read. */
    async supportRoom(user: UserRow, after?: string): Promise<ChatRoom> {
      const room = await supportRoom(user);
      const list = await messages(room, checkAfter(after), user.id);
      const last = list.at(-1);
      if (last) await db.updateTable('chat_rooms').set({ member_read_id: sql`greatest(member_read_id, ${last.id}::bigint)` }).where('id', '=', room).execute();
      return { roomId: room, title: '', messages: list };
    },

    async postToSupport(user: UserRow, rawBody: unknown): Promise<ChatMessage> {
      const body = checkChatBody(rawBody);
      return post(await supportRoom(user), { member: user }, body);
    },

    /** Staff replies the member has not read yet (the badge on the chat button). */
    async supportUnread(user: UserRow): Promise<number> {
      const row = await db
        .selectFrom('chat_rooms as r')
        .innerJoin('chat_messages as m', 'm.room_id', 'r.id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('r.merchant_code', '=', user.merchant_code)
        .where('r.kind', '=', 'support')
        .where('r.subject_id', '=', user.id)
        .where('m.author_kind', '=', 'staff')
        .where('m.hidden', '=', false)
        .whereRef('m.id', '>', 'r.member_read_id')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * The staff's inbox: support rooms with their last message and what members wrote since staff
     * last read; those whose last word is the member's (unanswered) first, then latest activity
     * first; a page of 15, of one merchant or all, of one member by account.
     */
    async staffRooms(query: SupportChatsQuery): Promise<Page<SupportChat>> {
      const pageNo = query.page ?? 1;
      let q = db
        .selectFrom('chat_rooms as r')
        .innerJoin('users as u', (join) => join.on(sql<boolean>`u.id = r.subject_id`))
        .innerJoin('chat_messages as last', (join) =>
          join.onRef('last.room_id', '=', 'r.id').on('last.id', '=', (eb) => eb.selectFrom('chat_messages as x').select((x) => x.fn.max('x.id').as('id')).whereRef('x.room_id', '=', 'r.id').where('x.hidden', '=', false)),
        )
        .where('r.kind', '=', 'support');
      if (query.merchantCode) q = q.where('r.merchant_code', '=', query.merchantCode);
      if (query.account) q = q.where(sql`lower(u.account)`, '=', query.account.trim().toLowerCase());
      const total = Number((await q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q
        .select((eb) => [
          'u.id as member_id',
          'u.account',
          'r.merchant_code',
          'last.body',
          'last.author_kind',
          'last.created_at',
          eb
            .selectFrom('chat_messages as n')
            .select((n) => n.fn.countAll<string>().as('c'))
            .whereRef('n.room_id', '=', 'r.id')
            .where('n.author_kind', '=', 'member')
            .where('n.hidden', '=', false)
            .whereRef('n.id', '>', 'r.staff_read_id')
            .as('unread'),
        ])
        .orderBy(sql`case when last.author_kind = 'member' then 0 else 1 end`)
        .orderBy('last.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      const items = rows.map((r) => ({
        memberId: r.member_id,
        account: r.account,
        merchantCode: r.merchant_code,
        lastMessage: r.body,
        lastAt: new Date(r.created_at).toISOString(),
        answered: r.author_kind === 'staff',
        unread: Number(r.unread ?? 0),
      }));
      return page(items, pageNo, total);
    },

    /** One member's support room as the staff see it; reading marks the member's messages read. */
    async staffRoom(merchantCode: string, memberId: number, after?: string): Promise<ChatRoom> {
      const room = await staffSupportRoom(merchantCode, memberId);
      const list = await messages(room, checkAfter(after), null);
      const last = list.at(-1);
      if (last) await db.updateTable('chat_rooms').set({ staff_read_id: sql`greatest(staff_read_id, ${last.id}::bigint)` }).where('id', '=', room).execute();
      return { roomId: room, title: '', messages: list };
    },

    async staffReply(merchantCode: string, memberId: number, staffName: string, rawBody: unknown): Promise<ChatMessage> {
      const body = checkChatBody(rawBody);
      const name = checkStaffName(staffName);
      return post(await staffSupportRoom(merchantCode, memberId), { staffName: name }, body);
    },

    /** Moderation: the message disappears from every room view; the row stays. */
    async hide(merchantCode: string, messageId: string): Promise<HiddenMessage> {
      if (!/^\d{1,18}$/.test(messageId)) throw new ApiFailure('invalid_field_format', { field: 'id' });
      const result = await db
        .updateTable('chat_messages')
        .set({ hidden: true })
        .where('id', '=', messageId)
        .where('room_id', 'in', (eb) => eb.selectFrom('chat_rooms').select('id').where('merchant_code', '=', merchantCode))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ApiFailure('not_found', { field: 'id' });
      return { id: messageId, hidden: true };
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
