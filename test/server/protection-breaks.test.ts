// Time-outs and self-exclusions (issue 17) on a clock the tests move: effective at once
// (sessions revoked), a time-out refuses login with its end, a self-exclusion logs in
// restricted to withdrawals and history, nothing can be shortened, an indefinite one ends
// only 7 days + 24 hours after a lift request, the old route by days maps onto the model,
// and marketing broadcasts stop. Each refusal is checked to change nothing.
import { describe, expect, it } from 'vitest';
import { DAY, HOUR, MINUTE } from '../../server/platform/clock';
import { addMonths } from '../../server/shared/playerProtection';
import type { ProtectionStatus } from '../../server/shared/wire/protection';
import { freshIp, passwordLogin } from './accounts.helpers';
import { DB_KINDS } from './harness';
import { as, credit, newMember, ok, relogin, useWalletApp, type TestMember } from './wallet.helpers';

const PASSWORD = 'Member@12345';

describe.each(DB_KINDS)('time-out and self-exclusion on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  const takeBreak = (m: TestMember, period: string) => as<ProtectionStatus>(app(), m, { method: 'POST', url: '/api/member/protection/break', body: { period } });
  const status = (m: TestMember) => ok<ProtectionStatus>(as(app(), m, { url: '/api/member/protection' }));
  const login = (m: TestMember) => passwordLogin(app(), m.account, PASSWORD, {}, { ip: freshIp() });
  const userRow = (m: TestMember) => app().store.db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();

  /** Logs in with the password; the member's token becomes the new session's. */
  async function loginOk(m: TestMember) {
    const answer = await login(m);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    m.token = answer.body.value!.token;
    return answer.body.value!;
  }

  it('a 24-hour time-out revokes every session at once and refuses login with its end until 24 hours have passed', async () => {
    const m = await newMember(app());
    const other = { ...m, token: (await relogin(app(), { ...m })).token };
    const taken = await ok(takeBreak(m, '24h'));
    const until = new Date(clock().getTime() + DAY).toISOString();
    expect(taken).toMatchObject({ kind: 'time_out', until, indefinite: false, restricted: false });
    for (const token of [m.token, other.token]) expect((await as(app(), { ...m, token }, { url: '/api/wallet/balance' })).body.errorCode).toBe('not_logged_in');
    const sessions = await app().store.db.selectFrom('sessions').select(['revoked_at', 'revoke_reason']).where('user_id', '=', m.user.id).execute();
    expect(sessions.every((s) => s.revoked_at !== null && s.revoke_reason === 'time_out')).toBe(true);

    const refused = await login(m);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'timed_out', value: { until } });
    expect(refused.body.message).toContain(until);
    // A session opened another way (a password reset) is refused on every call too.
    const sneaky = await relogin(app(), { ...m });
    expect((await as(app(), sneaky, { url: '/api/member/protection' })).body).toMatchObject({ errorCode: 'timed_out', value: { until } });

    clock.advance(DAY - MINUTE);
    expect((await login(m)).body.errorCode).toBe('timed_out');
    clock.advance(MINUTE);
    const back = await loginOk(m);
    expect(back.member.restricted).toBe(false);
    expect(await status(m)).toMatchObject({ kind: null, until: null, restricted: false });
  });

  it('time-outs of 7 and 30 days end exactly then', async () => {
    for (const [period, ms] of [['7d', 7 * DAY], ['30d', 30 * DAY]] as const) {
      const m = await newMember(app());
      const taken = await ok(takeBreak(m, period));
      expect(new Date(taken.until!).getTime() - clock().getTime()).toBe(ms);
      clock.advance(ms - 1000);
      expect((await login(m)).body.errorCode).toBe('timed_out');
      clock.advance(1000);
      await loginOk(m);
    }
  });

  it('a 6-month self-exclusion logs in restricted: withdrawals, balance, records and status work; play, deposits and the rest answer excluded', async () => {
    const m = await newMember(app());
    await credit(app(), m, '300.00');
    await ok(as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'main', to: 'NOVA_SLOTS', amount: '100.00' } }));
    const start = clock();
    const taken = await ok(takeBreak(m, '6m'));
    expect(taken).toMatchObject({ kind: 'exclusion', until: addMonths(start, 6).toISOString(), restricted: true, indefinite: false });
    expect((await as(app(), m, { url: '/api/wallet/balance' })).body.errorCode).toBe('not_logged_in');

    const answer = await loginOk(m);
    expect(answer.member).toMatchObject({ restricted: true, selfExcludedUntil: taken.until });
    // Allowed: balance, history, money home from a game wallet, withdrawals, the status, logout.
    await ok(as(app(), m, { url: '/api/wallet/balance' }));
    await ok(as(app(), m, { url: '/api/member/info' }));
    await ok(as(app(), m, { url: '/api/records/account' }));
    await ok(as(app(), m, { url: '/api/records/bets' }));
    await ok(as(app(), m, { url: '/api/wallet/withdrawals' }));
    await ok(as(app(), m, { url: '/api/wallet/withdrawal-settings' }));
    await ok(as(app(), m, { method: 'POST', url: '/api/wallet/recall' }));
    expect(await status(m)).toMatchObject({ kind: 'exclusion', restricted: true });
    // Refused: money into play, deposits, games, the rest of the centre.
    const refusals = [
      await as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'main', to: 'NOVA_SLOTS', amount: '10.00' } }),
      await as(app(), m, { method: 'POST', url: '/api/house/slot/rounds', body: { amount: '1.00' } }),
      await as(app(), m, { method: 'POST', url: '/api/wallet/deposits', body: { methodId: 1, amount: '100.00', reference: 'REF1' } }),
      await as(app(), m, { url: '/api/inbox' }),
      await as(app(), m, { url: '/api/rewards' }),
    ];
    expect(refusals.map((r) => r.body.errorCode)).toEqual(['betting_not_allowed', 'excluded', 'excluded', 'excluded', 'excluded']);
    expect(refusals[1]!.body.value).toEqual({ until: taken.until });
    expect(refusals[1]!.status).toBe(403);
    await ok(as(app(), m, { method: 'DELETE', url: '/api/session' }));

    clock.set(new Date(new Date(taken.until!).getTime() - MINUTE));
    expect((await loginOk(m)).member.restricted).toBe(true);
    clock.advance(MINUTE);
    expect((await loginOk(m)).member.restricted).toBe(false);
  });

  it('a break cannot be shortened by the member; a longer one replaces it', async () => {
    const m = await newMember(app());
    const year = await ok(takeBreak(m, '1y'));
    await loginOk(m);
    const before = await userRow(m);
    for (const period of ['24h', '30d', '6m']) {
      const refused = await takeBreak(m, period);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'protection_active', value: { until: year.until } });
    }
    expect(await userRow(m)).toEqual(before);
    const longer = await ok(takeBreak(m, '5y'));
    expect(new Date(longer.until!).getTime()).toBeGreaterThan(new Date(year.until!).getTime());
    await loginOk(m);
    const forever = await ok(takeBreak(m, 'indefinite'));
    expect(forever).toMatchObject({ kind: 'exclusion', until: null, indefinite: true });
    await loginOk(m);
    expect((await takeBreak(m, '5y')).body.errorCode).toBe('protection_active');
  });

  it('an indefinite exclusion ends only after a lift request has waited 7 days and then 24 hours of cooling-off', async () => {
    const m = await newMember(app());
    await ok(takeBreak(m, 'indefinite'));
    clock.advance(400 * DAY);
    // A session without the password's age check (the merchant's password expiry is not under test).
    await relogin(app(), m);
    expect(await status(m)).toMatchObject({ kind: 'exclusion', until: null, indefinite: true, liftRequestedAt: null });
    const asked = clock();
    const lifted = await ok(as<ProtectionStatus>(app(), m, { method: 'POST', url: '/api/member/protection/lift' }));
    expect(lifted).toMatchObject({
      kind: 'exclusion',
      liftRequestedAt: asked.toISOString(),
      coolingOffFrom: new Date(asked.getTime() + 7 * DAY).toISOString(),
      until: new Date(asked.getTime() + 8 * DAY).toISOString(),
      restricted: true,
    });
    // A second request changes nothing.
    expect((await as(app(), m, { method: 'POST', url: '/api/member/protection/lift' })).body.errorCode).toBe('invalid_state');
    clock.advance(7 * DAY);
    await relogin(app(), m);
    expect(await status(m)).toMatchObject({ kind: 'exclusion', restricted: true });
    clock.advance(DAY - MINUTE);
    expect((await loginOk(m)).member.restricted).toBe(true);
    clock.advance(MINUTE);
    expect((await loginOk(m)).member.restricted).toBe(false);
  });

  it('only an indefinite exclusion can be lifted', async () => {
    const m = await newMember(app());
    expect((await as(app(), m, { method: 'POST', url: '/api/member/protection/lift' })).body).toMatchObject({ errorCode: 'invalid_state', value: { reason: 'not_indefinite' } });
    await ok(takeBreak(m, '1y'));
    await loginOk(m);
    const before = await userRow(m);
    expect((await as(app(), m, { method: 'POST', url: '/api/member/protection/lift' })).body.errorCode).toBe('invalid_state');
    expect(await userRow(m)).toEqual(before);
  });

  it('the old self-exclusion by days maps onto the shortest break that lasts them, and keeps a longer one running', async () => {
    const m = await newMember(app());
    const day = await ok<{ selfExcludedUntil: string | null }>(as(app(), m, { method: 'POST', url: '/api/member/self-exclusion', body: { days: 1 } }));
    expect(day.selfExcludedUntil).toBe(new Date(clock().getTime() + DAY).toISOString());
    expect((await login(m)).body.errorCode).toBe('timed_out');
    clock.advance(DAY);
    await loginOk(m);
    const months = await ok<{ selfExcludedUntil: string | null }>(as(app(), m, { method: 'POST', url: '/api/member/self-exclusion', body: { days: 40 } }));
    expect(months.selfExcludedUntil).toBe(addMonths(clock(), 6).toISOString());
    await loginOk(m);
    const kept = await ok<{ selfExcludedUntil: string | null }>(as(app(), m, { method: 'POST', url: '/api/member/self-exclusion', body: { days: 10 } }));
    expect(kept.selfExcludedUntil).toBe(months.selfExcludedUntil);
    const forever = await ok<{ selfExcludedUntil: string | null }>(as(app(), m, { method: 'POST', url: '/api/member/self-exclusion', body: { days: 3650 } }));
    expect(forever.selfExcludedUntil).toBeNull();
  });

  it('marketing broadcasts stop reaching a member during a break; messages to the member alone still arrive', async () => {
    const m = await newMember(app());
    const { inbox } = app().services;
    await inbox.send(app().store.db, { merchantCode: 'NG', userId: null, kind: 'promotion', title: 'Offer', content: 'Play more' });
    await inbox.send(app().store.db, { merchantCode: 'NG', userId: m.user.id, kind: 'deposit_approved', title: 'Deposit approved', content: 'Credited' });
    const unread = async () => (await ok<{ unreadMessage: number }>(as(app(), m, { url: '/api/member/info' }))).unreadMessage;
    const before = await unread();
    expect(before).toBeGreaterThanOrEqual(2);
    await ok(takeBreak(m, '6m'));
    await loginOk(m);
    expect(await unread()).toBe(1);
    const row = await userRow(m);
    expect(await inbox.unread(row)).toBe(1);
  });

  it('bad input changes nothing', async () => {
    const m = await newMember(app());
    const before = await userRow(m);
    for (const body of [{ period: 'forever' }, { period: '12h' }, {}, { period: '24h', extra: 1 }, { period: 24 }, { days: 1 }]) {
      const answer = await as(app(), m, { method: 'POST', url: '/api/member/protection/break', body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.errorCode).toBe('bad_request');
    }
    expect(await userRow(m)).toEqual(before);
    await ok(as(app(), m, { url: '/api/wallet/balance' }));
  });
});
