// Deposit limits (issue 17) on a clock the tests move: a new limit or a decrease at once,
// an increase or removal only when confirmed 24 hours later, periods in the merchant's
// calendar (Lagos: UTC+1), a deposit that would pass a limit refused with which limit and
// when it resets (nothing recorded), and two deposits at once that cannot both pass it.
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../server/platform/clock';
import type { DepositLimits } from '../../server/shared/wire/protection';
import { DB_KINDS } from './harness';
import { as, countOf, newMember, ok, relogin, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('deposit limits on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  const limits = (m: TestMember) => ok<DepositLimits>(as(app(), m, { url: '/api/member/limits/deposit' }));
  const setLimit = (m: TestMember, period: string, amount: string | null) => as<DepositLimits>(app(), m, { method: 'POST', url: '/api/member/limits/deposit', body: { period, amount } });
  const confirm = (m: TestMember, period: string) => as<DepositLimits>(app(), m, { method: 'POST', url: '/api/member/limits/deposit/confirm', body: { period } });
  const of = (view: DepositLimits, period: string) => view.limits.find((l) => l.period === period)!;
  let methodId = 0;
  async function deposit(m: TestMember, amount: string) {
    if (!methodId) methodId = (await ok<{ id: number }[]>(as(app(), m, { url: '/api/wallet/deposit-methods' })))[0]!.id;
    return as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId, amount, reference: `REF-${amount}` } });
  }

  it('a new limit applies at once; the merchant\'s day, week and month say when each resets', async () => {
    // Wednesday 12 March 2031, 10:00 UTC = 11:00 in Lagos.
    clock.set(new Date('2031-03-12T10:00:00Z'));
    const m = await newMember(app());
    const none = await limits(m);
    expect(none.reviewDueAt).toBeNull();
    expect(none.limits.map((l) => [l.period, l.limit, l.used])).toEqual([['day', null, '0.00'], ['week', null, '0.00'], ['month', null, '0.00']]);
    const set = await ok(setLimit(m, 'day', '1000'));
    expect(of(set, 'day')).toEqual({ period: 'day', limit: '1000.00', used: '0.00', resetsAt: '2031-03-12T23:00:00.000Z', pending: null });
    expect(of(set, 'week').resetsAt).toBe('2031-03-16T23:00:00.000Z');
    expect(of(set, 'month').resetsAt).toBe('2031-03-31T23:00:00.000Z');
    expect(set.reviewDueAt).toBe('2031-09-12T10:00:00.000Z');
  });

  it('a deposit that would pass a limit is refused with the limit, what is used and when it resets; nothing is recorded', async () => {
    clock.set(new Date('2031-03-12T10:00:00Z'));
    const m = await newMember(app());
    await ok(setLimit(m, 'day', '1200'));
    await ok(setLimit(m, 'week', '2000'));
    await ok(deposit(m, '600'));
    const before = await countOf(app(), 'deposits');
    const refused = await deposit(m, '700');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'deposit_limit', value: { period: 'day', limit: '1200.00', used: '600.00', resetsAt: '2031-03-12T23:00:00.000Z' } });
    expect(refused.body.message).toContain('1200.00');
    expect(await countOf(app(), 'deposits')).toBe(before);
    // Up to the limit exactly is allowed.
    await ok(deposit(m, '600'));
    expect((await deposit(m, '500')).body.errorCode).toBe('deposit_limit');
    // The next Lagos day: the daily limit has reset, the weekly one has not (1200 of 2000 used).
    clock.set(new Date('2031-03-12T23:00:00Z'));
    await relogin(app(), m);
    const weekly = await deposit(m, '900');
    expect(weekly.body).toMatchObject({ errorCode: 'deposit_limit', value: { period: 'week', limit: '2000.00', used: '1200.00', resetsAt: '2031-03-16T23:00:00.000Z' } });
    await ok(deposit(m, '800'));
  });

  it('an increase waits 24 hours and applies only when confirmed then; a decrease applies at once and drops it', async () => {
    clock.set(new Date('2031-04-01T08:00:00Z'));
    const m = await newMember(app());
    await ok(setLimit(m, 'day', '1000'));
    const asked = clock();
    const raised = await ok(setLimit(m, 'day', '2000'));
    expect(of(raised, 'day')).toMatchObject({
      limit: '1000.00',
      pending: { limit: '2000.00', requestedAt: asked.toISOString(), confirmableAt: new Date(asked.getTime() + 24 * HOUR).toISOString() },
    });
    expect((await deposit(m, '1500')).body.errorCode).toBe('deposit_limit');
    clock.advance(24 * HOUR - MINUTE);
    await relogin(app(), m);
    const early = await confirm(m, 'day');
    expect(early.body).toMatchObject({ errorCode: 'limit_change_not_due', value: { confirmableAt: new Date(asked.getTime() + 24 * HOUR).toISOString() } });
    expect(of(await limits(m), 'day').limit).toBe('1000.00');
    clock.advance(MINUTE);
    const confirmed = await ok(confirm(m, 'day'));
    expect(of(confirmed, 'day')).toMatchObject({ limit: '2000.00', pending: null });
    expect((await confirm(m, 'day')).body).toMatchObject({ errorCode: 'invalid_state', value: { reason: 'nothing_pending' } });

    // A removal waits the same way; a decrease meanwhile applies at once and drops the waiting removal.
    const removal = await ok(setLimit(m, 'day', null));
    expect(of(removal, 'day').pending).toMatchObject({ limit: null });
    const lowered = await ok(setLimit(m, 'day', '800'));
    expect(of(lowered, 'day')).toMatchObject({ limit: '800.00', pending: null });
    // A confirmed removal leaves no limit.
    await ok(setLimit(m, 'day', null));
    clock.advance(24 * HOUR);
    await relogin(app(), m);
    expect(of(await ok(confirm(m, 'day')), 'day')).toMatchObject({ limit: null, pending: null });
  });

  it('two deposits at once cannot both pass a limit that only one fits', async () => {
    clock.set(new Date('2031-05-06T09:00:00Z'));
    for (let round = 0; round < 3; round += 1) {
      const m = await newMember(app());
      await ok(setLimit(m, 'day', '1000'));
      const before = await countOf(app(), 'deposits');
      const answers = await Promise.all([deposit(m, '600'), deposit(m, '700')]);
      const codes = answers.map((a) => (a.body.success ? 'ok' : a.body.errorCode)).sort();
      expect(codes).toEqual(['deposit_limit', 'ok']);
      expect(await countOf(app(), 'deposits')).toBe(before + 1);
    }
  });

  it('bad input changes nothing', async () => {
    const m = await newMember(app());
    await ok(setLimit(m, 'week', '100'));
    const before = await limits(m);
    const bodies: unknown[] = [
      { period: 'year', amount: '10' },
      { period: 'day', amount: '-5' },
      { period: 'day', amount: 'ten' },
      { period: 'day', amount: '1.234' },
      { period: 'day' },
      { period: 'day', amount: '10', extra: true },
    ];
    for (const body of bodies) {
      const answer = await as(app(), m, { method: 'POST', url: '/api/member/limits/deposit', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(['bad_request', 'invalid_amount'], JSON.stringify(body)).toContain(answer.body.errorCode);
    }
    for (const body of [{ period: 'year' }, {}, { period: 'day', amount: '1' }]) {
      expect((await as(app(), m, { method: 'POST', url: '/api/member/limits/deposit/confirm', body })).body.errorCode).toBe('bad_request');
    }
    expect(await limits(m)).toEqual(before);
  });
});
