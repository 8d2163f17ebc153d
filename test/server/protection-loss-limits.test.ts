// Loss limits (issue 17) on a clock the tests move: counted net of wins (stakes and money
// into game wallets, less wins, refunds and money back) in the merchant's day, week and
// month (Lagos: UTC+1); the same change rules as deposit limits; every path where a
// member's money goes to play — a seamless bet, a house round, a lottery ticket, a
// transfer to a game wallet — refused with loss_limit, the limit, what is used and when
// it resets, and nothing moves; two stakes at once cannot both pass a limit only one fits.
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../server/platform/clock';
import type { MemberLimits } from '../../server/shared/wire/protection';
import { DB_KINDS } from './harness';
import { as, countOf, credit, mainBalance, newKey, newMember, ok, relogin, seamless, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('loss limits on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  const limits = (m: TestMember, k = 'loss') => ok<MemberLimits>(as(app(), m, { url: `/api/member/limits/${k}` }));
  const setLimit = (m: TestMember, period: string, amount: string | null, k = 'loss') =>
    as<MemberLimits>(app(), m, { method: 'POST', url: `/api/member/limits/${k}`, body: { period, amount } });
  const confirm = (m: TestMember, period: string, k = 'loss') => as<MemberLimits>(app(), m, { method: 'POST', url: `/api/member/limits/${k}/confirm`, body: { period } });
  const of = (view: MemberLimits, period: string) => view.limits.find((l) => l.period === period)!;
  let seq = 0;
  const bet = (m: TestMember, amount: string, id = `loss-${kind}-${(seq += 1)}`) =>
    seamless(app(), clock, 'bet', { transactionId: id, playerId: m.user.id, token: m.token, amount, gameCode: 'HOUSE_DICE' }).then((answer) => ({ answer, id }));
  const win = (m: TestMember, betId: string, amount: string) => ok(seamless(app(), clock, 'win', { transactionId: `${betId}-win`, betId, playerId: m.user.id, amount, gameCode: 'HOUSE_DICE' }));
  const transfer = (m: TestMember, from: string, to: string, amount: string) => as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from, to, amount }, key: newKey() });

  async function funded(amount = '1000.00') {
    const m = await newMember(app());
    await credit(app(), m, amount);
    return m;
  }

  it('[RG] a loss limit counts stakes net of wins and of money back from game wallets, in the merchant\'s periods', async () => {
    // Wednesday 12 March 2031, 10:00 UTC = 11:00 in Lagos.
    clock.set(new Date('2031-03-12T10:00:00Z'));
    const m = await funded();
    const none = await limits(m);
    expect(none.limits.map((l) => [l.period, l.limit, l.used])).toEqual([['day', null, '0.00'], ['week', null, '0.00'], ['month', null, '0.00']]);
    const set = await ok(setLimit(m, 'day', '100'));
    expect(of(set, 'day')).toEqual({ period: 'day', limit: '100.00', used: '0.00', resetsAt: '2031-03-12T23:00:00.000Z', pending: null });
    // The deposit limits are apart: none set there.
    expect(of(await limits(m, 'deposit'), 'day').limit).toBeNull();

    const first = await bet(m, '30');
    await ok(first.answer);
    expect(of(await limits(m), 'day').used).toBe('30.00');
    await win(m, first.id, '10');
    expect(of(await limits(m), 'day').used).toBe('20.00');
    await ok(transfer(m, 'main', 'NOVA_SLOTS', '50'));
    expect(of(await limits(m), 'day').used).toBe('70.00');
    await ok(transfer(m, 'NOVA_SLOTS', 'main', '50'));
    expect(of(await limits(m), 'day').used).toBe('20.00');
    // Ahead on the day: nothing used (never below 0).
    const lucky = await bet(m, '10');
    await ok(lucky.answer);
    await win(m, lucky.id, '100');
    expect(of(await limits(m), 'day').used).toBe('0.00');
    // Next Lagos day: a fresh day, while the week still holds the day before.
    clock.set(new Date('2031-03-12T23:00:00Z'));
    await relogin(app(), m);
    await ok((await bet(m, '40')).answer);
    const next = await limits(m);
    expect(of(next, 'day')).toMatchObject({ used: '40.00', resetsAt: '2031-03-13T23:00:00.000Z' });
    expect(of(next, 'week').used).toBe('0.00');
  });

  it('[RG] a seamless bet, a house round, a lottery ticket and a transfer to a game wallet that would pass a loss limit are refused with it; nothing moves', async () => {
    // Sunday in Lagos: 30 into a game wallet, counted on that day and week only.
    clock.set(new Date('2031-03-09T12:00:00Z'));
    const m = await funded();
    await ok(transfer(m, 'main', 'NOVA_SLOTS', '30'));
    // Monday: a new day and a new week.
    clock.set(new Date('2031-03-10T12:00:05Z'));
    await relogin(app(), m);
    await ok(setLimit(m, 'day', '100'));
    await ok(setLimit(m, 'week', '500'));
    await ok((await bet(m, '80')).answer);
    const value = { period: 'day', limit: '100.00', used: '80.00', resetsAt: '2031-03-10T23:00:00.000Z' };
    const balance = await mainBalance(app(), m);
    const [journals, bets] = [await countOf(app(), 'ledger_journals'), await countOf(app(), 'bets')];

    const seamlessBet = (await bet(m, '25')).answer;
    expect(seamlessBet.body).toMatchObject({ success: false, errorCode: 'loss_limit', value });
    const house = await as(app(), m, { method: 'POST', url: '/api/house/dice/rounds', body: { amount: '25.00', target: '50.00', direction: 'under' }, key: newKey() });
    expect(house.body).toMatchObject({ success: false, errorCode: 'loss_limit', value });
    expect(house.body.message).toContain('100.00');
    const ticket = await as(app(), m, { method: 'POST', url: '/api/lottery/tickets', body: { gameId: 'FAST1', betType: 'last2', selection: '12', amount: '25.00' }, key: newKey() });
    expect(ticket.body).toMatchObject({ success: false, errorCode: 'loss_limit', value });
    const moved = await transfer(m, 'main', 'NOVA_SLOTS', '25');
    expect(moved.body).toMatchObject({ success: false, errorCode: 'loss_limit', value });
    expect(await mainBalance(app(), m)).toBe(balance);
    expect(await countOf(app(), 'ledger_journals')).toBe(journals);
    expect(await countOf(app(), 'bets')).toBe(bets);

    // Up to the limit exactly is allowed, on any path.
    await ok(as(app(), m, { method: 'POST', url: '/api/lottery/tickets', body: { gameId: 'FAST1', betType: 'last2', selection: '12', amount: '20.00' }, key: newKey() }));
    expect(of(await limits(m), 'day').used).toBe('100.00');
    expect((await transfer(m, 'main', 'NOVA_SLOTS', '0.01')).body.errorCode).toBe('loss_limit');
    // Money back from a game wallet is never refused, and makes room.
    await ok(transfer(m, 'NOVA_SLOTS', 'main', '30'));
    expect(of(await limits(m), 'day').used).toBe('70.00');
    await ok((await bet(m, '30')).answer);
  });

  it('[RG] a loss-limit increase waits 24 hours and applies only when confirmed; a decrease applies at once', async () => {
    clock.set(new Date('2031-04-01T08:00:00Z'));
    const m = await funded();
    await ok(setLimit(m, 'day', '50'));
    const asked = clock();
    const raised = await ok(setLimit(m, 'day', '200'));
    expect(of(raised, 'day')).toMatchObject({
      limit: '50.00',
      pending: { limit: '200.00', requestedAt: asked.toISOString(), confirmableAt: new Date(asked.getTime() + 24 * HOUR).toISOString() },
    });
    expect((await bet(m, '60')).answer.body.errorCode).toBe('loss_limit');
    clock.advance(24 * HOUR - MINUTE);
    await relogin(app(), m);
    expect((await confirm(m, 'day')).body).toMatchObject({ errorCode: 'limit_change_not_due', value: { confirmableAt: new Date(asked.getTime() + 24 * HOUR).toISOString() } });
    clock.advance(MINUTE);
    expect(of(await ok(confirm(m, 'day')), 'day')).toMatchObject({ limit: '200.00', pending: null });
    await ok((await bet(m, '60')).answer);
    // A removal waits; a decrease meanwhile applies at once and drops it.
    expect(of(await ok(setLimit(m, 'day', null)), 'day').pending).toMatchObject({ limit: null });
    expect(of(await ok(setLimit(m, 'day', '70')), 'day')).toMatchObject({ limit: '70.00', pending: null });
    expect((await bet(m, '20')).answer.body).toMatchObject({ errorCode: 'loss_limit', value: { period: 'day', limit: '70.00', used: '60.00' } });
    // The deposit routes are the same routes with kind deposit, apart from loss.
    expect(of(await ok(setLimit(m, 'day', '10', 'deposit')), 'day').limit).toBe('10.00');
    expect(of(await limits(m), 'day').limit).toBe('70.00');
  });

  it('[RG] two stakes at once cannot both pass a loss limit that only one fits', async () => {
    clock.set(new Date('2031-05-06T09:00:00Z'));
    for (let round = 0; round < 3; round += 1) {
      for (const pair of ['bet+bet', 'bet+transfer'] as const) {
        const m = await funded();
        await ok(setLimit(m, 'day', '100'));
        const balance = Number(await mainBalance(app(), m));
        const second = pair === 'bet+bet' ? bet(m, '70').then((b) => b.answer) : transfer(m, 'main', 'NOVA_SLOTS', '70');
        const answers = await Promise.all([bet(m, '60').then((b) => b.answer), second]);
        const codes = answers.map((a) => (a.body.success ? 'ok' : a.body.errorCode));
        expect(codes.filter((c) => c === 'ok'), `${pair}: ${codes.join()}`).toHaveLength(1);
        expect(codes.filter((c) => c === 'loss_limit'), pair).toHaveLength(1);
        const used = Number(of(await limits(m), 'day').used);
        expect([60, 70]).toContain(used);
        expect(Number(await mainBalance(app(), m))).toBe(balance - used);
      }
    }
  });

  it('[RG] the review: asked never set, kept or declined, asked again 6 months later; a change counts as a review', async () => {
    clock.set(new Date('2031-06-10T10:00:00Z'));
    const m = await funded();
    expect((await limits(m, 'deposit')).reviewDueAt).toBeNull();
    const declined = await ok(as<MemberLimits>(app(), m, { method: 'POST', url: '/api/member/limits/review' }));
    expect(declined.reviewDueAt).toBe('2031-12-10T10:00:00.000Z');
    expect(of(declined, 'day').limit).toBeNull();
    clock.set(new Date('2031-08-01T10:00:00Z'));
    await relogin(app(), m);
    expect((await ok(setLimit(m, 'week', '300'))).reviewDueAt).toBe('2032-02-01T10:00:00.000Z');
    expect((await limits(m, 'deposit')).reviewDueAt).toBe('2032-02-01T10:00:00.000Z');
  });

  it('bad input changes nothing; an unknown kind is refused', async () => {
    const m = await newMember(app());
    await ok(setLimit(m, 'week', '100'));
    const before = await limits(m);
    for (const body of [{ period: 'year', amount: '10' }, { period: 'day', amount: '-5' }, { period: 'day', amount: '1.234' }, { period: 'day', amount: '10', extra: true }]) {
      const answer = await as(app(), m, { method: 'POST', url: '/api/member/limits/loss', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const k of ['session', 'DEPOSIT', '1']) {
      const answer = await as(app(), m, { url: `/api/member/limits/${k}` });
      expect(answer.status, k).toBe(400);
      expect(answer.body.errorCode).toBe('bad_request');
      expect((await as(app(), m, { method: 'POST', url: `/api/member/limits/${k}`, body: { period: 'day', amount: '1' } })).status).toBe(400);
    }
    expect(await limits(m)).toEqual(before);
  });
});
