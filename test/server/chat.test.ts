// Chat: the game popup's room per game (members talk, masked), the member's chat with
// customer service and the staff's side of it, polling by `after`, moderation, and
// what bad input and strangers get.
import { describe, expect, it } from 'vitest';
import { HOUSE_DICE_NODE_ID, HOUSE_SLOT_NODE_ID } from '../../server/db/seed/houseGames';
import { CHAT_BACKLOG, CHAT_BODY_MAX } from '../../server/chat/chat';
import type { ChatMessage as Message, ChatRoom as Room, SupportUnread } from '../../server/shared/wire/chat';
import type { SupportChats } from '../../server/shared/wire/operator';
import { call, DB_KINDS } from './harness';
import { as, newMember, ok, operatorCall, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('chat on %s', (kind) => {
  const { app } = useWalletApp(kind);
  const gameRoom = (m: TestMember, nodeId: number, after?: string) => as<Room>(app(), m, { url: `/api/chat/games/${nodeId}/messages${after ? `?after=${after}` : ''}` });
  const say = (m: TestMember, nodeId: number, body: unknown) => as<Message>(app(), m, { method: 'POST', url: `/api/chat/games/${nodeId}/messages`, body: { body }, key: null });
  const support = (m: TestMember, after?: string) => as<Room>(app(), m, { url: `/api/chat/support/messages${after ? `?after=${after}` : ''}` });
  const tellSupport = (m: TestMember, body: string) => as<Message>(app(), m, { method: 'POST', url: '/api/chat/support/messages', body: { body }, key: null });
  const unread = async (m: TestMember) => (await ok(as<SupportUnread>(app(), m, { url: '/api/chat/support/unread' }))).unread;

  async function trialMember(): Promise<TestMember> {
    const user = await app().services.accounts.create({ merchantCode: 'NG', currency: 'NGN', account: `tr${Date.now().toString(36).slice(-7)}`, password: 'Member@12345', passwordSetBy: 'self', type: 4, parentId: null, paymentPassword: null });
    return { user, account: user.account, token: await app().services.sessions.open(user, { via: 'password', ip: '127.0.0.1' }) };
  }

  it('[LOBBY-45] members talk in a game\'s room: each sees the others masked and their own marked mine; a poll with after brings only what is newer', async () => {
    const ada = await newMember(app());
    const bob = await newMember(app());
    const opened = await ok(gameRoom(ada, HOUSE_SLOT_NODE_ID));
    expect(opened.title).toBe('House Fortune Reels');
    const before = opened.messages.at(-1)?.id;

    const first = await ok(say(ada, HOUSE_SLOT_NODE_ID, '  good luck all  '));
    expect(first).toMatchObject({ body: 'good luck all', mine: true, staff: false, author: `${ada.account.slice(0, 2)}****${ada.account.slice(-1)}` });
    await ok(say(bob, HOUSE_SLOT_NODE_ID, 'thanks, you too'));

    const seenByBob = await ok(gameRoom(bob, HOUSE_SLOT_NODE_ID, before));
    expect(seenByBob.messages.map((m) => [m.body, m.mine])).toEqual([
      ['good luck all', false],
      ['thanks, you too', true],
    ]);
    expect(seenByBob.messages[0]!.author).not.toContain(ada.account);
    expect(seenByBob.messages[0]!.author).toBe(first.author);
    expect((await ok(gameRoom(bob, HOUSE_SLOT_NODE_ID, seenByBob.messages[1]!.id))).messages).toEqual([]);

    // Another game's room is another room.
    expect((await ok(gameRoom(ada, HOUSE_DICE_NODE_ID))).messages.map((m) => m.body)).not.toContain('good luck all');
  });

  it('[LOBBY-45] a room opens with its latest 50 messages, oldest first', async () => {
    const room = HOUSE_DICE_NODE_ID;
    const writers = await Promise.all(Array.from({ length: 11 }, () => newMember(app())));
    // 11 members x 5 messages stays inside each one's budget of 5 per 10 s.
    for (let i = 0; i < 55; i += 1) await ok(say(writers[i % 11]!, room, `message ${i}`));
    const seen = await ok(gameRoom(writers[0]!, room));
    expect(seen.messages).toHaveLength(CHAT_BACKLOG);
    expect(seen.messages.at(-1)?.body).toBe('message 54');
    expect(seen.messages[0]!.body).toBe('message 5');
  });

  it('bad messages are refused with the bounds and change nothing; an unknown game is not_found', async () => {
    const m = await newMember(app());
    for (const body of ['', '   ', 'x'.repeat(CHAT_BODY_MAX + 1), 'two\nlines', 'bell\u0007', null]) {
      const refused = await say(m, HOUSE_SLOT_NODE_ID, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errorCode === 'invalid_field_format' || refused.body.errorCode === 'bad_request').toBe(true);
    }
    const bounded = await say(m, HOUSE_SLOT_NODE_ID, 'x'.repeat(CHAT_BODY_MAX + 1));
    expect(bounded.body).toMatchObject({ errorCode: 'invalid_field_format', value: { field: 'body', min: 1, max: CHAT_BODY_MAX } });
    expect(bounded.body.message).toBeTruthy();
    expect(await ok(say(m, HOUSE_SLOT_NODE_ID, 'x'.repeat(CHAT_BODY_MAX)))).toMatchObject({ mine: true });
    const mine = (await ok(gameRoom(m, HOUSE_SLOT_NODE_ID))).messages.filter((x) => x.mine);
    expect(mine).toHaveLength(1);

    expect((await say(m, 987_654_321, 'hello')).body.errorCode).toBe('not_found');
    expect((await gameRoom(m, 987_654_321)).body.errorCode).toBe('not_found');
    expect((await as(app(), m, { url: `/api/chat/games/${HOUSE_SLOT_NODE_ID}/messages?after=abc` })).status).toBe(400);
    expect((await as(app(), m, { url: '/api/chat/games/0/messages' })).status).toBe(400);
  });

  it('[LOBBY-41] visitors are told to log in; a trial account reads a game room but must register to talk there', async () => {
    const visitor = await call(app(), { url: `/api/chat/games/${HOUSE_SLOT_NODE_ID}/messages` });
    expect(visitor.status).toBe(401);
    expect(visitor.body.errorCode).toBe('not_logged_in');
    expect((await call(app(), { method: 'POST', url: '/api/chat/support/messages', payload: { body: 'hi' } })).status).toBe(401);

    const trial = await trialMember();
    expect((await gameRoom(trial, HOUSE_SLOT_NODE_ID)).status).toBe(200);
    const refused = await say(trial, HOUSE_SLOT_NODE_ID, 'hello');
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('register_real_account_first');
    expect(await ok(tellSupport(trial, 'How do I register?'))).toMatchObject({ mine: true });
  });

  it('a member posting too fast is told to wait (429 with Retry-After); the room keeps only what was accepted', async () => {
    const m = await newMember(app());
    for (let i = 0; i < 5; i += 1) await ok(say(m, HOUSE_SLOT_NODE_ID, `fast ${i}`));
    const refused = await say(m, HOUSE_SLOT_NODE_ID, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const bodies = (await ok(gameRoom(m, HOUSE_SLOT_NODE_ID))).messages.filter((x) => x.mine).map((x) => x.body);
    expect(bodies).toEqual(['fast 0', 'fast 1', 'fast 2', 'fast 3', 'fast 4']);
  });

  it('[CONTENT-29] a member writes to customer service; staff see it unread, read it, answer by name (audited); the member sees one unread reply until reading it', async () => {
    const m = await newMember(app());
    expect(await unread(m)).toBe(0);
    const asked = await ok(tellSupport(m, 'My deposit has not arrived'));

    const inbox = await ok(operatorCall<SupportChats>(app(), 'GET', '/api/operator/chat/support?merchantCode=NG'));
    expect(inbox.items.find((r) => r.memberId === m.user.id)).toMatchObject({ account: m.account, merchantCode: 'NG', lastMessage: 'My deposit has not arrived', answered: false, unread: 1 });

    const staffView = await ok(operatorCall<Room>(app(), 'GET', `/api/operator/chat/support/${m.user.id}/messages?merchantCode=NG`));
    expect(staffView.messages.map((x) => [x.body, x.mine, x.staff])).toEqual([['My deposit has not arrived', false, false]]);
    const afterRead = await ok(operatorCall<SupportChats>(app(), 'GET', '/api/operator/chat/support?merchantCode=NG'));
    expect(afterRead.items.find((r) => r.memberId === m.user.id)?.unread).toBe(0);

    const reply = await ok(operatorCall<Message>(app(), 'POST', `/api/operator/chat/support/${m.user.id}/messages?merchantCode=NG`, { body: 'Checking it now', staffName: 'Mia' }));
    expect(reply).toMatchObject({ author: 'Mia', staff: true });
    const audit = await app().store.db.selectFrom('audit_log').select(['action', 'details']).where('action', '=', 'chat.reply').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.details).toMatchObject({ memberId: m.user.id, messageId: reply.id });

    expect(await unread(m)).toBe(1);
    const seen = await ok(support(m, asked.id));
    expect(seen.messages.map((x) => [x.author, x.body, x.staff, x.mine])).toEqual([['Mia', 'Checking it now', true, false]]);
    expect(await unread(m)).toBe(0);

    // Another member never sees this room.
    const other = await newMember(app());
    expect((await ok(support(other))).messages).toEqual([]);
  });

  it('staff routes need the operator key and stay inside their merchant; bad staff names are refused', async () => {
    const m = await newMember(app());
    await ok(tellSupport(m, 'hello'));
    expect((await call(app(), { url: '/api/operator/chat/support?merchantCode=NG' })).status).toBe(403);
    expect((await operatorCall(app(), 'GET', `/api/operator/chat/support/${m.user.id}/messages?merchantCode=AU`)).body.errorCode).toBe('not_found');
    expect((await ok(operatorCall<SupportChats>(app(), 'GET', '/api/operator/chat/support?merchantCode=AU'))).items.some((r) => r.memberId === m.user.id)).toBe(false);
    const unnamed = await operatorCall(app(), 'POST', `/api/operator/chat/support/${m.user.id}/messages?merchantCode=NG`, { body: 'hi', staffName: '  ' });
    expect(unnamed.body).toMatchObject({ errorCode: 'invalid_field_format', value: { field: 'staffName' } });
  });

  it('game rooms belong to a merchant: members of another merchant do not share them', async () => {
    const ng = await newMember(app());
    const au = await newMember(app(), { merchantCode: 'AU' });
    const said = await ok(say(ng, HOUSE_DICE_NODE_ID, 'NG only'));
    expect((await ok(gameRoom(au, HOUSE_DICE_NODE_ID))).messages.some((x) => x.id === said.id)).toBe(false);
  });

  it('the operator hides a message: it leaves every view, the row stays, the act is audited; another merchant cannot hide it', async () => {
    const m = await newMember(app());
    const said = await ok(say(m, HOUSE_SLOT_NODE_ID, 'spam spam spam'));
    expect((await operatorCall(app(), 'DELETE', `/api/operator/chat/messages/${said.id}?merchantCode=AU`)).body.errorCode).toBe('not_found');
    expect(await ok(operatorCall(app(), 'DELETE', `/api/operator/chat/messages/${said.id}?merchantCode=NG`))).toEqual({ id: said.id, hidden: true });
    expect((await ok(gameRoom(m, HOUSE_SLOT_NODE_ID))).messages.some((x) => x.id === said.id)).toBe(false);
    const row = await app().store.db.selectFrom('chat_messages').select(['body', 'hidden']).where('id', '=', said.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ body: 'spam spam spam', hidden: true });
    expect((await operatorCall(app(), 'DELETE', '/api/operator/chat/messages/999999999?merchantCode=NG')).body.errorCode).toBe('not_found');
  });
});
