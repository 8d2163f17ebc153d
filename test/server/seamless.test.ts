// The seamless wallet matrix of trust.md: signature and timestamp, duplicate bet and
// win, rollback twice, rollback after a win, rollback before the bet then the late
// bet, insufficient funds with the real balance, locked and self-excluded members
// (bets refused, wins credited), tokens not needed on win and rollback, 409 for a
// transaction id reused with other details, and every bet in the betting record.
import { describe, expect, it } from 'vitest';
import { seamlessSignature } from '../../server/wallet/routes/seamless';
import { DB_KINDS } from './harness';
import { as, countOf, credit, ledgerIsSound, mainBalance, newMember, ok, operatorCall, relogin, seamless, useWalletApp } from './wallet.helpers';

let txCounter = 0;
const tx = (label: string) => `${label}-${Date.now().toString(36)}-${(txCounter += 1)}`;

describe.each(DB_KINDS)('seamless wallet on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  async function player(amount = '100.00') {
    const m = await newMember(app());
    await credit(app(), m, amount);
    return m;
  }

  it('refuses a bad signature, a wrong secret, a missing signature and an unknown vendor with invalid_signature', async () => {
    const m = await player();
    const body = { transactionId: tx('sig'), playerId: m.user.id, token: m.token, amount: '1.00' };
    for (const opts of [{ signature: 'ab'.repeat(32) }, { secret: 'not-the-house-secret-at-all!!' }, { signature: '' }, { signature: 'zz' }]) {
      const answer = await seamless(app(), clock, 'bet', body, opts);
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('invalid_signature');
    }
    const raw = JSON.stringify({ vendor: 'NOVA_SLOTS', timestamp: Math.floor(clock().getTime() / 1000), ...body });
    const transferVendor = await app().app.inject({ method: 'POST', url: '/api/seamless/bet', payload: raw, headers: { 'content-type': 'application/json', 'x-signature': seamlessSignature('anything-at-all-16', raw) } });
    expect(transferVendor.json().errorCode).toBe('invalid_signature');
    // The signature covers the raw bytes: the same JSON re-spaced is another body.
    const signed = JSON.stringify({ vendor: 'HOUSE', timestamp: Math.floor(clock().getTime() / 1000), ...body });
    const respaced = await app().app.inject({ method: 'POST', url: '/api/seamless/bet', payload: signed.replace(/,/g, ', '), headers: { 'content-type': 'application/json', 'x-signature': seamlessSignature('house-dev-secret-0123456789abcdef', signed) } });
    expect(respaced.json().errorCode).toBe('invalid_signature');
    expect(await mainBalance(app(), m)).toBe('100.00');
  });

  it('refuses a stale or future timestamp (more than 300 s away) with request_expired', async () => {
    const m = await player();
    const now = Math.floor(clock().getTime() / 1000);
    for (const timestamp of [now - 301, now + 301]) {
      const answer = await seamless(app(), clock, 'bet', { transactionId: tx('stale'), playerId: m.user.id, token: m.token, amount: '1.00' }, { timestamp });
      expect(answer.status).toBe(401);
      expect(answer.body.errorCode).toBe('request_expired');
    }
    const fresh = await seamless(app(), clock, 'bet', { transactionId: tx('fresh'), playerId: m.user.id, token: m.token, amount: '1.00' }, { timestamp: now - 299 });
    expect(fresh.status).toBe(200);
  });

  it('answers the balance with a live token of that member only', async () => {
    const m = await player('12.34');
    const other = await player();
    expect(await ok(seamless(app(), clock, 'balance', { playerId: m.user.id, token: m.token }))).toEqual({ playerId: m.user.id, balance: '12.34', currency: 'NGN' });
    expect((await seamless(app(), clock, 'balance', { playerId: m.user.id, token: other.token })).body.errorCode).toBe('not_logged_in');
  });

  it('a duplicate bet returns the stored answer and debits once; the same id with another amount is 409', async () => {
    const m = await player();
    const id = tx('bet');
    const bet = { transactionId: id, playerId: m.user.id, token: m.token, amount: '10.00', gameCode: 'DICE' };
    const [a, b] = await Promise.all([seamless(app(), clock, 'bet', bet), seamless(app(), clock, 'bet', bet)]);
    clock.advance(1000);
    const c = await seamless(app(), clock, 'bet', bet);
    expect(a.body).toEqual({ success: true, value: { transactionId: id, balance: '90.00', currency: 'NGN' } });
    expect(b.body).toEqual(a.body);
    expect(c.body).toEqual(a.body);
    expect(await mainBalance(app(), m)).toBe('90.00');
    const reused = await seamless(app(), clock, 'bet', { ...bet, amount: '11.00' });
    expect(reused.status).toBe(409);
    expect(reused.body.errorCode).toBe('conflict');
  });

  it('a duplicate win returns the stored answer and credits once; a win needs a known bet', async () => {
    const m = await player();
    const betId = tx('bet');
    await ok(seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: '10.00' }));
    const win = { transactionId: tx('win'), betId, playerId: m.user.id, amount: '25.50' };
    const first = await seamless(app(), clock, 'win', win);
    const again = await seamless(app(), clock, 'win', win);
    expect(first.body).toEqual({ success: true, value: { transactionId: win.transactionId, balance: '115.50', currency: 'NGN' } });
    expect(again.body).toEqual(first.body);
    expect(await mainBalance(app(), m)).toBe('115.50');
    const unknown = await seamless(app(), clock, 'win', { ...win, transactionId: tx('win'), betId: 'no-such-bet' });
    expect(unknown.body.errorCode).toBe('bet_not_found');
  });

  it('a rollback refunds once, also when sent twice or under another id', async () => {
    const m = await player();
    const betId = tx('bet');
    await ok(seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: '30.00' }));
    const rollback = { transactionId: tx('rb'), betId, playerId: m.user.id };
    const first = await seamless(app(), clock, 'rollback', rollback);
    expect(first.body).toEqual({ success: true, value: { transactionId: rollback.transactionId, betId, refunded: '30.00', balance: '100.00', currency: 'NGN' } });
    expect((await seamless(app(), clock, 'rollback', rollback)).body).toEqual(first.body);
    const second = await seamless(app(), clock, 'rollback', { ...rollback, transactionId: tx('rb') });
    expect(second.body.errorCode).toBe('bet_rolled_back');
    expect(await mainBalance(app(), m)).toBe('100.00');
    // A win for a rolled-back bet is refused too.
    expect((await seamless(app(), clock, 'win', { transactionId: tx('win'), betId, playerId: m.user.id, amount: '5.00' })).body.errorCode).toBe('bet_rolled_back');
  });

  it('a rollback after a win is refused and refunds nothing', async () => {
    const m = await player();
    const betId = tx('bet');
    await ok(seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: '20.00' }));
    await ok(seamless(app(), clock, 'win', { transactionId: tx('win'), betId, playerId: m.user.id, amount: '0' }));
    const rollback = await seamless(app(), clock, 'rollback', { transactionId: tx('rb'), betId, playerId: m.user.id });
    expect(rollback.body.errorCode).toBe('bet_already_settled');
    expect(await mainBalance(app(), m)).toBe('80.00');
  });

  it('a rollback before its bet leaves a marker: the late bet is refused and debits nothing', async () => {
    const m = await player();
    const betId = tx('late');
    const rollback = await ok(seamless(app(), clock, 'rollback', { transactionId: tx('rb'), betId, playerId: m.user.id }));
    expect(rollback).toMatchObject({ betId, refunded: '0.00', balance: '100.00' });
    const late = await seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: '40.00' });
    expect(late.body.errorCode).toBe('bet_rolled_back');
    // Its retry gets the same refusal.
    expect((await seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: '40.00' })).body).toEqual(late.body);
    expect(await mainBalance(app(), m)).toBe('100.00');
  });

  it('a bet beyond the balance answers insufficient_funds with the real balance, and is remembered', async () => {
    const m = await player('7.25');
    const bet = { transactionId: tx('big'), playerId: m.user.id, token: m.token, amount: '7.26' };
    const answer = await seamless(app(), clock, 'bet', bet);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'insufficient_funds', value: { balance: '7.25', currency: 'NGN' } });
    expect((await seamless(app(), clock, 'bet', bet)).body).toEqual(answer.body);
    expect(await mainBalance(app(), m)).toBe('7.25');
  });

  it('bets of a locked or self-excluded member are refused; their wins are still credited without a token', async () => {
    const locked = await player();
    const betId = tx('bet');
    await ok(seamless(app(), clock, 'bet', { transactionId: betId, playerId: locked.user.id, token: locked.token, amount: '10.00' }));
    await ok(operatorCall(app(), 'PUT', '/api/operator/accounts/lock', { account: locked.account, locked: true }));
    const refused = await seamless(app(), clock, 'bet', { transactionId: tx('bet'), playerId: locked.user.id, token: locked.token, amount: '10.00' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('betting_not_allowed');
    const win = await seamless(app(), clock, 'win', { transactionId: tx('win'), betId, playerId: locked.user.id, amount: '50.00' });
    expect(win.body).toMatchObject({ success: true, value: { balance: '140.00' } });

    const excluded = await player();
    const bet2 = tx('bet');
    await ok(seamless(app(), clock, 'bet', { transactionId: bet2, playerId: excluded.user.id, token: excluded.token, amount: '5.00' }));
    // 90 days map onto a 6-month self-exclusion: the sessions end, a new login is restricted.
    await ok(as(app(), excluded, { method: 'POST', url: '/api/member/self-exclusion', body: { days: 90 } }));
    await relogin(app(), excluded);
    const info = await ok<{ selfExcludedUntil: string | null; restricted?: boolean }>(as(app(), excluded, { method: 'GET', url: '/api/member/info' }));
    expect(new Date(info.selfExcludedUntil!).getTime()).toBeGreaterThan(clock().getTime() + 180 * 86_400_000);
    expect(info.restricted).toBe(true);
    expect((await seamless(app(), clock, 'bet', { transactionId: tx('bet'), playerId: excluded.user.id, token: excluded.token, amount: '5.00' })).body.errorCode).toBe('betting_not_allowed');
    expect((await seamless(app(), clock, 'rollback', { transactionId: tx('rb'), betId: bet2, playerId: excluded.user.id })).body).toMatchObject({ success: true, value: { refunded: '5.00', balance: '100.00' } });
  });

  it('a bet needs a live token of that member; bad input is refused before anything is recorded', async () => {
    const m = await player();
    const other = await player();
    const before = await countOf(app(), 'seamless_transactions');
    expect((await seamless(app(), clock, 'bet', { transactionId: tx('tok'), playerId: m.user.id, token: other.token, amount: '1.00' })).body.errorCode).toBe('not_logged_in');
    expect((await seamless(app(), clock, 'bet', { transactionId: tx('amt'), playerId: m.user.id, token: m.token, amount: '1.001' })).body.errorCode).toBe('invalid_amount');
    expect((await seamless(app(), clock, 'bet', { transactionId: 'bad id with spaces', playerId: m.user.id, token: m.token, amount: '1.00' })).body.errorCode).toBe('bad_request');
    expect((await seamless(app(), clock, 'bet', { transactionId: tx('who'), playerId: 999_999, token: m.token, amount: '1.00' })).body.errorCode).toBe('not_found');
    expect(await countOf(app(), 'seamless_transactions')).toBe(before);
  });

  it('a field the protocol does not name is let through and ignored: the call is served, and a repeat without it is the same call', async () => {
    const m = await player();
    const bet = { transactionId: tx('extra'), playerId: m.user.id, token: m.token, amount: '4.00' };
    const first = await seamless(app(), clock, 'bet', { ...bet, traceId: 'vendor-trace-1', round: { table: 7 } });
    expect(first.body).toEqual({ success: true, value: { transactionId: bet.transactionId, balance: '96.00', currency: 'NGN' } });
    expect((await seamless(app(), clock, 'bet', bet)).body).toEqual(first.body);
    expect(await ok(seamless(app(), clock, 'balance', { playerId: m.user.id, token: m.token, currencyHint: 'NGN' }))).toMatchObject({ balance: '96.00' });
    expect(await mainBalance(app(), m)).toBe('96.00');
  });

  it('[WALLET-17] every bet and win shows in the betting record by category, with the summary', async () => {
    const m = await player('500.00');
    const bets = [tx('b'), tx('b'), tx('b')];
    for (const [i, betId] of bets.entries()) await ok(seamless(app(), clock, 'bet', { transactionId: betId, playerId: m.user.id, token: m.token, amount: `${(i + 1) * 10}.00`, gameCode: `G${i}` }));
    await ok(seamless(app(), clock, 'win', { transactionId: tx('w'), betId: bets[0], playerId: m.user.id, amount: '35.00' }));
    await ok(seamless(app(), clock, 'rollback', { transactionId: tx('r'), betId: bets[2], playerId: m.user.id }));
    const record = await ok<{ items: { betId: string; category: string; stake: string; payout: string; profit: string; status: string }[]; summary: unknown; total: number }>(
      as(app(), m, { url: '/api/records/bets?category=RNG' }),
    );
    expect(record.total).toBe(3);
    expect(record.items.map((b) => [b.betId, b.category, b.stake, b.payout, b.profit, b.status])).toEqual([
      [bets[2], 'RNG', '30.00', '0.00', '0.00', 'rolled_back'],
      [bets[1], 'RNG', '20.00', '0.00', '-20.00', 'open'],
      [bets[0], 'RNG', '10.00', '35.00', '25.00', 'settled'],
    ]);
    expect(record.summary).toEqual({ bets: 3, stake: '30.00', payout: '35.00', profit: '5.00' });
    expect((await ok<{ total: number }>(as(app(), m, { url: '/api/records/bets?category=LIVE' }))).total).toBe(0);
    const lines = await ok<{ items: { kind: string; amount: string }[] }>(as(app(), m, { url: '/api/records/account' }));
    expect(lines.items.filter((l) => ['bet', 'win', 'rollback'].includes(l.kind)).map((l) => [l.kind, l.amount])).toEqual([
      ['rollback', '30.00'],
      ['win', '35.00'],
      ['bet', '-30.00'],
      ['bet', '-20.00'],
      ['bet', '-10.00'],
    ]);
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('an operator can move a vendor to the seamless wallet with a secret of its own', async () => {
    await ok(operatorCall(app(), 'PUT', '/api/operator/vendors/wallet', { vendor: 'HOUSE', walletMode: 'seamless', secret: 'a-rotated-secret-for-house-games' }));
    const m = await player();
    const old = await seamless(app(), clock, 'balance', { playerId: m.user.id, token: m.token });
    expect(old.body.errorCode).toBe('invalid_signature');
    expect((await seamless(app(), clock, 'balance', { playerId: m.user.id, token: m.token }, { secret: 'a-rotated-secret-for-house-games' })).status).toBe(200);
    await ok(operatorCall(app(), 'PUT', '/api/operator/vendors/wallet', { vendor: 'HOUSE', walletMode: 'seamless', secret: 'house-dev-secret-0123456789abcdef' }));
    const audit = await app().store.db.selectFrom('audit_log').select('details').where('action', '=', 'vendor.wallet').execute();
    expect(JSON.stringify(audit)).not.toContain('rotated-secret');
  });
});
