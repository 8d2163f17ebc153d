// House games of the HOUSE vendor: provably fair seeds (hash before play, reveal on
// rotation, nonce per round, public verification) and rounds whose money moves
// through the seamless wallet (bet and win in the ledger and the betting record),
// with idempotent replays and the seamless refusals.
import { describe, expect, it } from 'vitest';
import { hashServerSeed } from '../../server/house/fairness';
import type { FairnessState, HouseRound, RoundAnswer } from '../../server/house/house';
import { DB_KINDS } from './harness';
import { as, countOf, credit, ledgerIsSound, mainBalance, newKey, newMember, ok, useWalletApp, type TestMember } from './wallet.helpers';

describe.each(DB_KINDS)('house games on %s', (kind) => {
  const { app } = useWalletApp(kind);

  async function player(amount = '100.00') {
    const m = await newMember(app());
    if (amount !== '0') await credit(app(), m, amount);
    return m;
  }
  const fairness = (m: TestMember) => ok<FairnessState>(as(app(), m, { url: '/api/house/fairness' }));
  const dice = (m: TestMember, body: Record<string, unknown>, key = newKey()) => as<RoundAnswer>(app(), m, { method: 'POST', url: '/api/house/dice/rounds', body, key });
  const slot = (m: TestMember, body: Record<string, unknown>, key = newKey()) => as<RoundAnswer>(app(), m, { method: 'POST', url: '/api/house/slot/rounds', body, key });
  const verify = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const raw = await app().app.inject({ method: 'GET', url: `/api/house/verify?${qs}` });
    expect(raw.statusCode).toBe(200);
    return raw.json().value as { serverSeedHash: string; outcome: Record<string, unknown>; multiplier?: string };
  };

  it('publishes the server seed hash before play; rotation reveals a seed that hashes to it and the verify page reproduces every round', async () => {
    const m = await player('500.00');
    const before = await fairness(m);
    expect(before.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.nonce).toBe(0);
    expect(before.previous).toBeNull();
    const chosen = await ok<FairnessState>(as(app(), m, { method: 'PUT', url: '/api/house/fairness', body: { clientSeed: 'my-lucky-seed' } }));
    expect(chosen.clientSeed).toBe('my-lucky-seed');
    expect(chosen.previous!.serverSeedHash).toBe(before.serverSeedHash);
    expect(hashServerSeed(chosen.previous!.serverSeed)).toBe(before.serverSeedHash);

    const rounds: HouseRound[] = [];
    rounds.push((await ok(dice(m, { amount: '10.00', target: '50.00', direction: 'under' }))).round);
    rounds.push((await ok(slot(m, { amount: '2.00' }))).round);
    rounds.push((await ok(dice(m, { amount: '5.00', target: '25.00', direction: 'over' }))).round);
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2]);
    expect(rounds.every((r) => r.serverSeedHash === chosen.serverSeedHash && r.clientSeed === 'my-lucky-seed' && r.serverSeed === null)).toBe(true);
    expect((await fairness(m)).nonce).toBe(3);

    const rotated = await ok<FairnessState>(as(app(), m, { method: 'PUT', url: '/api/house/fairness', body: {} }));
    expect(rotated.nonce).toBe(0);
    expect(rotated.serverSeedHash).not.toBe(chosen.serverSeedHash);
    const revealed = rotated.previous!;
    expect(revealed).toMatchObject({ serverSeedHash: chosen.serverSeedHash, clientSeed: 'my-lucky-seed', rounds: 3 });
    expect(hashServerSeed(revealed.serverSeed)).toBe(chosen.serverSeedHash);

    const listed = await ok<{ items: HouseRound[]; total: number }>(as(app(), m, { url: '/api/house/rounds?page=1' }));
    expect(listed.total).toBe(3);
    expect(listed.items.map((r) => r.nonce)).toEqual([2, 1, 0]);
    for (const round of listed.items) {
      expect(round.serverSeed).toBe(revealed.serverSeed);
      const base = { serverSeed: revealed.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce, game: round.game };
      if (round.game === 'dice') {
        const o = round.outcome as { target: string; direction: string };
        const again = await verify({ ...base, target: o.target, direction: o.direction });
        expect(again.serverSeedHash).toBe(round.serverSeedHash);
        expect(again.outcome).toEqual(round.outcome);
      } else {
        const again = await verify(base);
        expect(again.outcome).toEqual(round.outcome);
      }
    }
    const bad = await app().app.inject({ method: 'GET', url: '/api/house/verify?serverSeed=zz&clientSeed=a&nonce=0&game=dice' });
    expect(bad.statusCode).toBe(400);
  });

  it('a round debits the stake and credits the payout through the seamless wallet: account record, betting record, sound ledger', async () => {
    const m = await player('100.00');
    const answer = await ok(slot(m, { amount: '20.00' }));
    const { round } = answer;
    const payout = Number(round.payout);
    expect(answer.balance).toBe((100 - 20 + payout).toFixed(2));
    expect(await mainBalance(app(), m)).toBe(answer.balance);
    const outcome = round.outcome as { totalLinePays: number; window: string[][]; stops: number[] };
    expect(outcome.window).toHaveLength(3);
    expect(outcome.stops).toHaveLength(5);
    expect(round.payout).toBe((Math.floor((2000 * outcome.totalLinePays) / 20) / 100).toFixed(2));

    const db = app().store.db;
    const bet = await db.selectFrom('bets').selectAll().where('vendor', '=', 'HOUSE').where('bet_id', '=', round.betTransactionId).executeTakeFirstOrThrow();
    expect(bet).toMatchObject({ user_id: m.user.id, game_code: 'HOUSE_SLOT', status: 'settled' });
    expect(Number(bet.stake_minor)).toBe(2000);
    expect(Number(bet.payout_minor)).toBe(Math.round(payout * 100));
    const txns = await db.selectFrom('seamless_transactions').select(['transaction_id', 'kind']).where('vendor', '=', 'HOUSE').where('bet_id', '=', round.betTransactionId).orderBy('kind').execute();
    expect(txns).toEqual([
      { transaction_id: round.betTransactionId, kind: 'bet' },
      { transaction_id: round.winTransactionId, kind: 'win' },
    ]);

    const accountRecord = await ok<{ items: { kind: string; amount: string; wallet: string }[] }>(as(app(), m, { url: '/api/records/account?preset=7d' }));
    const lines = accountRecord.items.filter((i) => i.kind === 'bet' || i.kind === 'win');
    expect(lines.find((l) => l.kind === 'bet')).toMatchObject({ wallet: 'main', amount: '-20.00' });
    if (payout > 0) expect(lines.find((l) => l.kind === 'win')).toMatchObject({ wallet: 'main', amount: round.payout });
    else expect(lines.some((l) => l.kind === 'win')).toBe(false);
    const betting = await ok<{ items: { betId: string; vendor: string; stake: string; payout: string; status: string }[] }>(as(app(), m, { url: '/api/records/bets?preset=7d' }));
    expect(betting.items.find((b) => b.betId === round.betTransactionId)).toMatchObject({ vendor: 'HOUSE', stake: '20.00', payout: round.payout, status: 'settled' });
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('a replay of the Idempotency-Key returns the same round and moves nothing; another body under the key is 409', async () => {
    const m = await player('50.00');
    const key = newKey();
    const first = await dice(m, { amount: '10.00', target: '49.50', direction: 'under' }, key);
    expect(first.status).toBe(200);
    const journals = await countOf(app(), 'ledger_journals');
    const again = await dice(m, { amount: '10.00', target: '49.50', direction: 'under' }, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.body.value).toEqual(first.body.value);
    expect(await countOf(app(), 'ledger_journals')).toBe(journals);
    expect((await fairness(m)).nonce).toBe(1);
    const other = await dice(m, { amount: '11.00', target: '49.50', direction: 'under' }, key);
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('conflict');
    expect(await mainBalance(app(), m)).toBe(first.body.value!.balance);
  });

  it('racing calls: one key plays one round, different keys get different nonces', async () => {
    const m = await player('100.00');
    const key = newKey();
    const [a, b] = await Promise.all([slot(m, { amount: '1.00' }, key), slot(m, { amount: '1.00' }, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.value!.round).toEqual(b.body.value!.round);
    const [c, d] = await Promise.all([dice(m, { amount: '1.00', target: '50.00', direction: 'under' }), dice(m, { amount: '1.00', target: '50.00', direction: 'under' })]);
    expect([c.body.value!.round.nonce, d.body.value!.round.nonce].sort()).toEqual([1, 2]);
    const rounds = [a.body.value!.round, c.body.value!.round, d.body.value!.round];
    const paid = rounds.reduce((n, r) => n + Number(r.payout) - Number(r.amount), 0);
    expect(await mainBalance(app(), m)).toBe((100 + paid).toFixed(2));
    expect(await ledgerIsSound(app())).toEqual([]);
  });

  it('insufficient funds, a bad amount or target change nothing; the key may then be retried', async () => {
    const m = await player('5.00');
    const before = { journals: await countOf(app(), 'ledger_journals'), seamless: await countOf(app(), 'seamless_transactions'), bets: await countOf(app(), 'bets') };
    const key = newKey();
    const poor = await slot(m, { amount: '6.00' }, key);
    expect(poor.status).toBe(400);
    expect(poor.body.errorCode).toBe('insufficient_funds');
    expect(poor.body.value).toEqual({ balance: '5.00', currency: 'NGN' });
    expect((await dice(m, { amount: '1.001', target: '50.00', direction: 'under' })).body.errorCode).toBe('invalid_amount');
    expect((await dice(m, { amount: '0.01', target: '50.00', direction: 'under' })).body.errorCode).toBe('amount_out_of_range');
    expect((await dice(m, { amount: '1.00', target: '99.50', direction: 'under' })).body.errorCode).toBe('bad_request');
    expect((await dice(m, { amount: '1.00', target: '50.00', direction: 'sideways' })).body.errorCode).toBe('bad_request');
    expect({ journals: await countOf(app(), 'ledger_journals'), seamless: await countOf(app(), 'seamless_transactions'), bets: await countOf(app(), 'bets') }).toEqual(before);
    expect(await mainBalance(app(), m)).toBe('5.00');
    expect((await fairness(m)).nonce).toBe(0);
    await credit(app(), m, '10.00');
    expect((await slot(m, { amount: '6.00' }, key)).status).toBe(200);
  });

  it('a self-excluded member is refused (excluded at the session, betting_not_allowed at the gate) and nothing moves', async () => {
    const m = await player('50.00');
    await app().store.db.updateTable('users').set({ protection_kind: 'exclusion', protection_until: new Date('2099-01-01T00:00:00Z') }).where('id', '=', m.user.id).execute();
    const refused = await dice(m, { amount: '1.00', target: '50.00', direction: 'over' });
    expect(refused.status).toBe(403);
    expect(refused.body.errorCode).toBe('excluded');
    // The house service itself asks the one gate (server/protection/gate.ts), whatever route calls it.
    const row = await app().store.db.selectFrom('users').selectAll().where('id', '=', m.user.id).executeTakeFirstOrThrow();
    await expect(app().services.house.dice(row, m.token, 'gate-key', { amount: '1.00', target: '50.00', direction: 'over' })).rejects.toMatchObject({ errorCode: 'betting_not_allowed' });
    expect(await mainBalance(app(), m)).toBe('50.00');
    expect((await app().services.house.fairness(row)).nonce).toBe(0);
  });

  it('needs a member session and an Idempotency-Key', async () => {
    const m = await player('10.00');
    const anon = await app().app.inject({ method: 'POST', url: '/api/house/slot/rounds', payload: { amount: '1.00' } });
    expect(anon.json().errorCode).toBe('not_logged_in');
    expect((await as(app(), m, { method: 'POST', url: '/api/house/slot/rounds', body: { amount: '1.00' }, key: null })).body.errorCode).toBe('idempotency_key_required');
  });
});
