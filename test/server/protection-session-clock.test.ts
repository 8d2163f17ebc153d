// The session clock and the session time limit (issue 17, UKGC RTS 13) on a clock the
// tests move: each login session's start, time played and net win or loss; the reality
// check's interval (5..60 minutes, default 60) and next time held on the server, so a
// reload (another call) does not restart it; a session time limit that refuses every stake
// of a session past it, changed like the other limits (at once when tightened, an increase
// or removal only when confirmed 24 hours later).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../../server/platform/clock';
import type { SessionClock } from '../../server/shared/wire/sessionClock';
import { DB_KINDS } from './harness';
import { as, countOf, credit, mainBalance, newMember, ok, relogin, seamless, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('session clock on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  const view = (m: TestMember) => ok<SessionClock>(as(app(), m, { url: '/api/member/session-clock' }));
  const acknowledge = (m: TestMember) => as<SessionClock>(app(), m, { method: 'POST', url: '/api/member/session-clock/continue' });
  const setInterval = (m: TestMember, minutes: unknown) => as<SessionClock>(app(), m, { method: 'POST', url: '/api/member/session-clock/interval', body: { minutes } });
  const setLimit = (m: TestMember, minutes: unknown) =>
    minutes === null ? as<SessionClock>(app(), m, { method: 'DELETE', url: '/api/member/limits/session-time' }) : as<SessionClock>(app(), m, { method: 'POST', url: '/api/member/limits/session-time', body: { minutes } });
  const confirm = (m: TestMember) => as<SessionClock>(app(), m, { method: 'POST', url: '/api/member/limits/session-time/confirm' });
  const slot = (m: TestMember) => as<{ round: { amount: string; payout: string } }>(app(), m, { method: 'POST', url: '/api/house/slot/rounds', body: { amount: '1.00' } });
  const dice = (m: TestMember) => as(app(), m, { method: 'POST', url: '/api/house/dice/rounds', body: { amount: '1.00', target: 50, direction: 'under' } });

  it('[RG] a session knows when it began, the time played by the server clock and the net win or loss of every game kind since', async () => {
    clock.set(new Date('2031-05-04T09:00:00Z'));
    const m = await newMember(app());
    await credit(app(), m, '100.00');
    const fresh = await view(m);
    expect(fresh).toMatchObject({ startedAt: '2031-05-04T09:00:00.000Z', now: '2031-05-04T09:00:00.000Z', elapsedMs: 0, net: '0.00', intervalMinutes: 60, nextCheckAt: '2031-05-04T10:00:00.000Z' });
    expect(fresh.timeLimit).toEqual({ limitMinutes: null, endsAt: null, pending: null });

    clock.advance(7 * MINUTE);
    const rounds = [await ok(slot(m)), await ok(slot(m))];
    // A seamless vendor's bet and win count too.
    await ok(seamless(app(), clock, 'bet', { transactionId: `sc-${randomUUID()}`, playerId: m.user.id, token: m.token, amount: '5.00', gameCode: 'dice' }));
    const wins = rounds.reduce((sum, r) => sum + Number(r.round.payout), 0);
    const later = await view(m);
    expect(later.elapsedMs).toBe(7 * MINUTE);
    expect(later.now).toBe('2031-05-04T09:07:00.000Z');
    expect(Number(later.net)).toBeCloseTo(wins - 2 - 5, 2);
    expect(Number(later.net)).toBeCloseTo(Number(await mainBalance(app(), m)) - 100, 2);

    // A new login session starts its own clock: nothing played in it yet.
    clock.advance(MINUTE);
    const other = await relogin(app(), { ...m });
    expect(await view(other)).toMatchObject({ startedAt: '2031-05-04T09:08:00.000Z', elapsedMs: 0, net: '0.00' });
  });

  it('[RG] the reality check interval is the member\'s choice of 5 to 60 minutes; the next check is held on the server and moves only when acknowledged', async () => {
    clock.set(new Date('2031-05-04T09:00:00Z'));
    const m = await newMember(app());
    const five = await ok(setInterval(m, 5));
    expect(five).toMatchObject({ intervalMinutes: 5, nextCheckAt: '2031-05-04T09:05:00.000Z' });
    // Reading it again (a reload) does not move it; it comes due and stays due.
    clock.advance(6 * MINUTE);
    expect((await view(m)).nextCheckAt).toBe('2031-05-04T09:05:00.000Z');
    const acknowledged = await ok(acknowledge(m));
    expect(acknowledged.nextCheckAt).toBe('2031-05-04T09:11:00.000Z');
    expect((await view(m)).nextCheckAt).toBe('2031-05-04T09:11:00.000Z');
    // A longer interval counts from the last acknowledgement.
    expect((await ok(setInterval(m, 60))).nextCheckAt).toBe('2031-05-04T10:06:00.000Z');
    // Other sessions of the member keep their own checks; the interval is the member's.
    const other = await relogin(app(), { ...m });
    expect(await view(other)).toMatchObject({ intervalMinutes: 60, nextCheckAt: '2031-05-04T10:06:00.000Z' });
  });

  it('[RG] an interval outside 5..60 minutes or not a whole number is refused and changes nothing', async () => {
    const m = await newMember(app());
    await ok(setInterval(m, 30));
    for (const bad of [4, 61, 0, -5, 7.5, 'ten', null, false]) {
      const refused = await setInterval(m, bad);
      expect(refused.status, String(bad)).toBe(400);
      expect(refused.body.success).toBe(false);
    }
    expect((await view(m)).intervalMinutes).toBe(30);
  });

  it('[RG] past the session time limit every stake of the session is refused with session_time_limit; nothing is recorded; a new limit applies at once', async () => {
    clock.set(new Date('2031-05-04T09:00:00Z'));
    const m = await newMember(app());
    await credit(app(), m, '100.00');
    const set = await ok(setLimit(m, 20));
    expect(set.timeLimit).toEqual({ limitMinutes: 20, endsAt: '2031-05-04T09:20:00.000Z', pending: null });
    clock.advance(10 * MINUTE);
    await ok(slot(m));
    clock.advance(10 * MINUTE - 1000);
    await ok(dice(m));
    clock.advance(1000);
    const [bets, journals] = [await countOf(app(), 'bets'), await countOf(app(), 'ledger_journals')];
    const refusals = [
      await slot(m),
      await dice(m),
      await as(app(), m, { method: 'POST', url: '/api/wallet/transfers', body: { from: 'main', to: 'NOVA_SLOTS', amount: '10.00' } }),
      await as(app(), m, { method: 'POST', url: '/api/lottery/tickets', body: { gameId: 'FAST1', betType: 'big', selection: 'big', amount: '1.00' } }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'session_time_limit', value: { limitMinutes: 20, startedAt: '2031-05-04T09:00:00.000Z' } });
      expect(refused.body.message).toContain('20');
    }
    // A seamless vendor's bet in that session is refused too and leaves no record.
    const vendorBet = await seamless(app(), clock, 'bet', { transactionId: `sc-${randomUUID()}`, playerId: m.user.id, token: m.token, amount: '1.00', gameCode: 'dice' });
    expect(vendorBet.body).toMatchObject({ success: false, errorCode: 'session_time_limit' });
    expect([await countOf(app(), 'bets'), await countOf(app(), 'ledger_journals')]).toEqual([bets, journals]);
    // The rest of the session works: the clock, money home from a game wallet, the balance.
    const after = await as(app(), m, { url: '/api/member/session-clock' });
    expect(after.body, JSON.stringify(after.body)).toMatchObject({ success: true });
    await ok(as(app(), m, { url: '/api/wallet/balance' }));
    await ok(as(app(), m, { method: 'POST', url: '/api/wallet/recall' }));
    // A new session has its own 20 minutes.
    await relogin(app(), m);
    await ok(slot(m));
  });

  it('[RG] a session time limit increase or removal waits 24 hours and applies only when confirmed then; a decrease applies at once', async () => {
    clock.set(new Date('2031-05-04T09:00:00Z'));
    const m = await newMember(app());
    await credit(app(), m, '50.00');
    await ok(setLimit(m, 30));
    const asked = clock();
    const raised = await ok(setLimit(m, 90));
    expect(raised.timeLimit).toEqual({
      limitMinutes: 30,
      endsAt: '2031-05-04T09:30:00.000Z',
      pending: { limitMinutes: 90, requestedAt: asked.toISOString(), confirmableAt: new Date(asked.getTime() + 24 * HOUR).toISOString() },
    });
    clock.advance(24 * HOUR - MINUTE);
    await relogin(app(), m);
    const early = await confirm(m);
    expect(early.body).toMatchObject({ errorCode: 'limit_change_not_due', value: { confirmableAt: new Date(asked.getTime() + 24 * HOUR).toISOString() } });
    expect((await view(m)).timeLimit.limitMinutes).toBe(30);
    clock.advance(MINUTE);
    const confirmed = await ok(confirm(m));
    expect(confirmed.timeLimit).toMatchObject({ limitMinutes: 90, pending: null });
    expect((await confirm(m)).body).toMatchObject({ errorCode: 'invalid_state', value: { reason: 'nothing_pending' } });

    // A removal waits too; a decrease meanwhile applies at once and drops it.
    const removal = await ok(setLimit(m, null));
    expect(removal.timeLimit).toMatchObject({ limitMinutes: 90, pending: { limitMinutes: null } });
    const lowered = await ok(setLimit(m, 15));
    expect(lowered.timeLimit).toMatchObject({ limitMinutes: 15, pending: null });
    clock.advance(15 * MINUTE);
    expect((await slot(m)).body.errorCode).toBe('session_time_limit');
    await ok(setLimit(m, null));
    clock.advance(24 * HOUR);
    await relogin(app(), m);
    expect((await ok(confirm(m))).timeLimit).toEqual({ limitMinutes: null, endsAt: null, pending: null });
    clock.advance(25 * MINUTE);
    await ok(slot(m));
  });

  it('[RG] a session time limit outside 5..1440 minutes is refused and changes nothing; the clock needs a session', async () => {
    const m = await newMember(app());
    await ok(setLimit(m, 60));
    for (const bad of [4, 1441, 0, 12.5, 'thirty', true, false, '', null]) expect((await as(app(), m, { method: 'POST', url: '/api/member/limits/session-time', body: { minutes: bad } })).status, JSON.stringify(bad)).toBe(400);
    expect((await view(m)).timeLimit.limitMinutes).toBe(60);
    expect((await app().app.inject({ method: 'GET', url: '/api/member/session-clock' })).json().errorCode).toBe('not_logged_in');
    expect((await app().app.inject({ method: 'DELETE', url: '/api/member/limits/session-time' })).json().errorCode).toBe('not_logged_in');
    for (const url of ['/api/member/session-clock/continue', '/api/member/session-clock/interval', '/api/member/limits/session-time', '/api/member/limits/session-time/confirm']) {
      expect((await app().app.inject({ method: 'POST', url, payload: {} })).json().errorCode).toBe('not_logged_in');
    }
  });
});
