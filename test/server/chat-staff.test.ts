// Support chat from the console: a reply is signed with the signed-in staff member's display
// name whatever the body says (a tool's key still names its staff); the staff's inbox lists the
// unanswered conversations first, a page of 15, of every merchant or one, of one member.
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoom } from '../../server/shared/wire/chat';
import type { SupportChats } from '../../server/shared/wire/operator';
import { STAFF_NAME_MAX } from '../../server/shared/chatRules';
import { DB_KINDS } from './harness';
import { newStaff, staffCall } from './staff.helpers';
import { as, newMember, ok, operatorCall, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('support chat from the console on %s', (kind) => {
  const { app } = useWalletApp(kind);
  const tellSupport = (m: TestMember, body: string) => as<ChatMessage>(app(), m, { method: 'POST', url: '/api/chat/support/messages', body: { body }, key: null });
  const room = (m: TestMember) => as<ChatRoom>(app(), m, { url: '/api/chat/support/messages' });

  it("[CONTENT-29] a staff member's reply carries their display name from the session, not the body's; a tool key names its staff", async () => {
    const support = await newStaff(app(), 'support');
    const m = await newMember(app());
    await ok(tellSupport(m, 'Who is there?'));
    const url = `/api/operator/chat/support/${m.user.id}/messages?merchantCode=NG`;
    const signed = await ok(staffCall<ChatMessage>(app(), support, 'POST', url, { body: 'Support here', staffName: 'The Manager' }));
    const display = (await app().store.db.selectFrom('staff').select('display_name').where('id', '=', support.id).executeTakeFirstOrThrow()).display_name;
    expect(signed).toMatchObject({ author: display, staff: true });
    expect((await ok(staffCall<ChatMessage>(app(), support, 'POST', url, { body: 'No name given' }))).author).toBe(display);
    expect((await ok(room(m))).messages.filter((x) => x.staff).map((x) => x.author)).toEqual([display, display]);
    const audit = await app().store.db.selectFrom('audit_log').select('actor').where('action', '=', 'chat.reply').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.actor).toBe(`staff:${support.username}`);

    // A long display name is cut to the chat's limit.
    await app().store.db.updateTable('staff').set({ display_name: 'A'.repeat(60) }).where('id', '=', support.id).execute();
    expect((await ok(staffCall<ChatMessage>(app(), support, 'POST', url, { body: 'Long name' }))).author).toBe('A'.repeat(STAFF_NAME_MAX));

    // The operator key's tools still sign with the name they give, and must give one.
    expect((await ok(operatorCall<ChatMessage>(app(), 'POST', url, { body: 'From the tool', staffName: 'Mia' }))).author).toBe('Mia');
    expect((await operatorCall(app(), 'POST', url, { body: 'No name' })).body).toMatchObject({ errorCode: 'invalid_field_format', value: { field: 'staffName' } });
  });

  it('[CONTENT-29] the inbox: unanswered conversations first, a page of 15, filtered by merchant and member; only support staff', async () => {
    const support = await newStaff(app(), 'support');
    const answered = await newMember(app());
    const waiting = await newMember(app());
    const elsewhere = await newMember(app(), { merchantCode: 'AU' });
    await ok(tellSupport(waiting, 'Still waiting'));
    await ok(tellSupport(answered, 'Question'));
    await ok(tellSupport(elsewhere, 'From AU'));
    await ok(staffCall(app(), support, 'POST', `/api/operator/chat/support/${answered.user.id}/messages?merchantCode=NG`, { body: 'Answer' }));

    const all = await ok(staffCall<SupportChats>(app(), support, 'GET', '/api/operator/chat/support'));
    expect(all).toMatchObject({ page: 1, pageSize: 15 });
    const firstAnswered = all.items.findIndex((r) => r.answered);
    expect(all.items.slice(firstAnswered === -1 ? all.items.length : firstAnswered).every((r) => r.answered)).toBe(true);
    const mine = await ok(staffCall<SupportChats>(app(), support, 'GET', `/api/operator/chat/support?account=${waiting.account.toUpperCase()}`));
    expect(mine.items).toEqual([expect.objectContaining({ memberId: waiting.user.id, merchantCode: 'NG', answered: false, lastMessage: 'Still waiting', unread: 1 })]);
    const done = await ok(staffCall<SupportChats>(app(), support, 'GET', `/api/operator/chat/support?account=${answered.account}`));
    expect(done.items[0]).toMatchObject({ answered: true, lastMessage: 'Answer' });
    const au = await ok(staffCall<SupportChats>(app(), support, 'GET', '/api/operator/chat/support?merchantCode=AU'));
    expect(au.items.every((r) => r.merchantCode === 'AU')).toBe(true);
    expect(au.items.some((r) => r.memberId === elsewhere.user.id)).toBe(true);
    for (const query of ['page=0', 'merchantCode=ng', 'nope=1']) expect((await staffCall(app(), support, 'GET', `/api/operator/chat/support?${query}`)).status, query).toBe(400);
    const finance = await newStaff(app(), 'finance');
    expect((await staffCall(app(), finance, 'GET', '/api/operator/chat/support')).body.errorCode).toBe('forbidden');
  });
});
