// The console's review queues: activity applications and points redemptions, paged by 15 and
// filtered by member; a review approves, or rejects with the staff's note; the member's inbox
// is told either way; two staff members at once: exactly one decision holds, the other is told
// the item is no longer waiting (invalid_state), and the bonus or the refund happens once.
import { describe, expect, it } from 'vitest';
import type { Application, ApplicationReview } from '../../server/shared/wire/operator';
import type { RedemptionQueue } from '../../server/shared/wire/points';
import type { Page } from '../../server/shared/wire/common';
import { DB_KINDS, type Answer } from './harness';
import { newStaff, staffCall } from './staff.helpers';
import { as, mainBalance, newMember, ok, operatorCall, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('back office review queues on %s', (kind) => {
  const { app } = useWalletApp(kind);

  function oneHolds(answers: Answer[]) {
    const codes = answers.map((a) => (a.status === 200 ? 'ok' : a.body.errorCode)).sort();
    expect(codes).toEqual(['invalid_state', 'ok']);
  }

  const inbox = (m: TestMember) => app().store.db.selectFrom('inbox_messages').select(['kind', 'content', 'params']).where('user_id', '=', m.user.id).orderBy('id').execute();

  async function applyFor(m: TestMember): Promise<Application> {
    await ok(as(app(), m, { method: 'POST', url: '/api/promotions/103/applications', body: { remark: `friend of ${m.account}` } }));
    const queue = await ok<Page<Application>>(operatorCall(app(), 'GET', `/api/operator/promotions/applications?account=${m.account.toUpperCase()}`));
    expect(queue.items).toHaveLength(1);
    return queue.items[0]!;
  }

  /** A redemption in processing, as the mall leaves one (the points already taken). */
  async function redemptionOf(m: TestMember): Promise<string> {
    const reward = await app().store.db.selectFrom('points_rewards').select(['id', 'points']).where('merchant_code', '=', m.user.merchant_code).orderBy('points').executeTakeFirstOrThrow();
    const row = await app()
      .store.db.insertInto('points_redemptions')
      .values({ user_id: m.user.id, reference_no: `PM${Date.now()}${m.user.id}`.slice(0, 19), kind: 'redeem', reward_id: reward.id, points: reward.points, amount_minor: 0, status: 'processing', created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return String(row.id);
  }

  it('[CONTENT-04] applications: a page of 15 oldest first, filtered by member; bad filters refused', async () => {
    const members = await Promise.all(Array.from({ length: 16 }, () => newMember(app())));
    for (const m of members) await ok(as(app(), m, { method: 'POST', url: '/api/promotions/103/applications', body: { remark: 'page' } }));
    const first = await ok<Page<Application>>(operatorCall(app(), 'GET', '/api/operator/promotions/applications'));
    expect(first.items).toHaveLength(15);
    expect(first).toMatchObject({ page: 1, pageSize: 15 });
    expect(first.total).toBeGreaterThanOrEqual(16);
    const last = await ok<Page<Application>>(operatorCall(app(), 'GET', `/api/operator/promotions/applications?page=${first.totalPages}`));
    expect(last.items.length).toBeGreaterThan(0);
    const times = [...first.items, ...last.items].map((a) => a.appliedAt);
    expect(times).toEqual([...times].sort());
    const mine = await ok<Page<Application>>(operatorCall(app(), 'GET', `/api/operator/promotions/applications?account=${members[3]!.account}`));
    expect(mine.items.map((a) => a.account)).toEqual([members[3]!.account]);
    for (const query of ['page=0', 'page=x', 'nope=1', `account=${'a'.repeat(65)}`]) {
      expect((await operatorCall(app(), 'GET', `/api/operator/promotions/applications?${query}`)).status, query).toBe(400);
      expect((await operatorCall(app(), 'GET', `/api/operator/points/redemptions?${query}`)).status, query).toBe(400);
    }
  });

  it('[CONTENT-04] an application approved by one staff member and rejected by another at once: one decision, the bonus at most once, one inbox message', async () => {
    const [first, second] = [await newStaff(app(), 'content'), await newStaff(app(), 'finance')];
    const m = await newMember(app());
    const application = await applyFor(m);
    const before = (await inbox(m)).length;
    const answers = await Promise.all([
      staffCall<ApplicationReview>(app(), first, 'POST', `/api/operator/promotions/applications/${application.entryId}/review`, { approve: true }),
      staffCall<ApplicationReview>(app(), second, 'POST', `/api/operator/promotions/applications/${application.entryId}/review`, { approve: false, note: 'Not a friend' }),
    ]);
    oneHolds(answers);
    const approved = answers[0]!.status === 200;
    expect(await mainBalance(app(), m)).toBe(approved ? application.bonus : '0.00');
    const messages = await inbox(m);
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)!.kind).toBe(approved ? 'application_issued' : 'application_rejected');
    if (!approved) expect(messages.at(-1)!.content).toContain('Not a friend');
    // Decided: no longer in the queue, and deciding again changes nothing.
    expect((await ok<Page<Application>>(operatorCall(app(), 'GET', `/api/operator/promotions/applications?account=${m.account}`))).items).toEqual([]);
    const again = await staffCall(app(), first, 'POST', `/api/operator/promotions/applications/${application.entryId}/review`, { approve: true });
    expect([again.status, again.body.errorCode]).toEqual([400, 'invalid_state']);
    expect(await mainBalance(app(), m)).toBe(approved ? application.bonus : '0.00');
  });

  it('[CONTENT-04] a staff member must say why an application is rejected; the member reads it; an unknown one is not found', async () => {
    const content = await newStaff(app(), 'content');
    const m = await newMember(app());
    const application = await applyFor(m);
    const url = `/api/operator/promotions/applications/${application.entryId}/review`;
    for (const body of [{ approve: false }, { approve: false, note: '  ' }]) {
      expect((await staffCall(app(), content, 'POST', url, body)).body.errorCode).toBe('bad_request');
    }
    expect((await staffCall(app(), content, 'POST', url, { approve: false, note: 'x'.repeat(501) })).status).toBe(400);
    expect((await staffCall(app(), content, 'POST', '/api/operator/promotions/applications/999999999/review', { approve: true })).body.errorCode).toBe('not_found');
    await ok(staffCall(app(), content, 'POST', url, { approve: false, note: ' The screenshot is unreadable ' }));
    const message = (await inbox(m)).at(-1)!;
    expect(message.kind).toBe('application_rejected');
    expect(message.content).toContain('The screenshot is unreadable');
    const audit = await app().store.db.selectFrom('audit_log').select(['actor', 'details']).where('action', '=', 'promotion.rejected').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit.actor).toBe(`staff:${content.username}`);
  });

  it('[CONTENT-15] redemptions: paged and filtered; approved by one and rejected by another at once: the points come back at most once, one inbox message', async () => {
    const [first, second] = [await newStaff(app(), 'content'), await newStaff(app(), 'finance')];
    const m = await newMember(app());
    const id = await redemptionOf(m);
    const queue = await ok<RedemptionQueue>(operatorCall(app(), 'GET', `/api/operator/points/redemptions?account=${m.account}`));
    expect(queue).toMatchObject({ page: 1, pageSize: 15, total: 1, totalPages: 1 });
    expect(queue.items[0]).toMatchObject({ id, account: m.account });
    const answers = await Promise.all([
      staffCall(app(), first, 'POST', `/api/operator/points/redemptions/${id}/review`, { approve: true }),
      staffCall(app(), second, 'POST', `/api/operator/points/redemptions/${id}/review`, { approve: false, note: 'Out of stock' }),
    ]);
    oneHolds(answers);
    const approved = answers[0]!.status === 200;
    const refunds = await app().store.db.selectFrom('points_entries').select('points').where('reference', '=', `refund:${id}`).execute();
    expect(refunds).toHaveLength(approved ? 0 : 1);
    const messages = await inbox(m);
    expect(messages.map((x) => x.kind)).toEqual([approved ? 'redemption_approved' : 'redemption_rejected']);
    expect((await ok<RedemptionQueue>(operatorCall(app(), 'GET', `/api/operator/points/redemptions?account=${m.account}`))).items).toEqual([]);
    const reject = await staffCall(app(), first, 'POST', `/api/operator/points/redemptions/${id}/review`, { approve: false });
    expect(reject.body.errorCode).toBe('bad_request');
    // A tool's key may reject without a note (its callers before the console did).
    const other = await redemptionOf(m);
    await ok(operatorCall(app(), 'POST', `/api/operator/points/redemptions/${other}/review`, { approve: false }));
  });
});
