// Idempotency keys are the member's, across every money-moving route (docs/api.md
// "Idempotency", trust.md "Money"): a key used on one route is 409 conflict
// (idempotency_key_reused) on any other and with another body, and moves nothing;
// the same request sent several times at once runs once, one answer is the first
// and the others carry Idempotent-Replay: true. Each route of the table gets a fresh
// member with whatever the route needs (money, a bank account, points, a reward...).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../server/db/migrate';
import type { Answer } from './harness';
import { DB_KINDS } from './harness';
import { sealedCall } from './accounts.helpers';
import { as, credit, ledgerIsSound, mainBalance, newKey, newMember, ok, operatorCall, seamless, useWalletApp, type TestMember, type WalletTestApp } from './wallet.helpers';

/** A prepared money-moving call: `variant` sends another body under the same key (when the route takes one). */
interface Prepared {
  member: TestMember;
  send(key: string, variant?: boolean): Promise<Answer>;
  hasBody: boolean;
}

interface MoneyRoute {
  name: string;
  house?: boolean;
  prepare(t: WalletTestApp): Promise<Prepared>;
}

const MIGRATION = '021_one_idempotency_store.sql';
const DICE = (amount = '1.00') => ({ amount, target: '50.00', direction: 'under' });
let betCounter = 0;

/** One settled seamless bet of the member (a stake for points, missions and rebates). */
async function settledBet(t: WalletTestApp, m: TestMember, stake: string) {
  betCounter += 1;
  const id = `idem-${randomUUID().slice(0, 8)}-${betCounter}`;
  await ok(seamless(t.app(), t.clock, 'bet', { transactionId: `${id}-b`, playerId: m.user.id, token: m.token, amount: stake, gameCode: 'HOUSE_DICE' }));
  await ok(seamless(t.app(), t.clock, 'win', { transactionId: `${id}-w`, betId: `${id}-b`, playerId: m.user.id, amount: '0', gameCode: 'HOUSE_DICE' }));
}

async function funded(t: WalletTestApp, amount = '100.00', opts: Parameters<typeof newMember>[1] = {}) {
  const m = await newMember(t.app(), opts);
  await credit(t.app(), m, amount);
  return m;
}

const post = (t: WalletTestApp, m: TestMember, url: string, key: string, body?: unknown) => as(t.app(), m, { method: 'POST', url, key, body });

const ROUTES: MoneyRoute[] = [
  {
    name: 'wallet transfer',
    async prepare(t) {
      const m = await funded(t);
      return { member: m, hasBody: true, send: (key, variant) => post(t, m, '/api/wallet/transfers', key, { from: 'main', to: 'NOVA_SLOTS', amount: variant ? '2.00' : '1.00' }) };
    },
  },
  {
    name: 'recall all',
    async prepare(t) {
      const m = await funded(t);
      await ok(post(t, m, '/api/wallet/transfers', newKey(), { from: 'main', to: 'REELFORGE', amount: '5.00' }));
      return { member: m, hasBody: false, send: (key) => post(t, m, '/api/wallet/recall', key) };
    },
  },
  {
    name: 'upline transfer',
    async prepare(t) {
      const agent = await newMember(t.app(), { type: 1 });
      const m = await funded(t, '100.00', { parentId: agent.user.id });
      return { member: m, hasBody: true, send: (key, variant) => post(t, m, '/api/wallet/upline-transfers', key, { amount: variant ? '2.00' : '1.00' }) };
    },
  },
  {
    name: 'deposit',
    async prepare(t) {
      const m = await funded(t);
      const methods = await ok<{ id: number }[]>(as(t.app(), m, { url: '/api/wallet/deposit-methods' }));
      return { member: m, hasBody: true, send: (key, variant) => post(t, m, '/api/wallet/deposits', key, { methodId: methods[0]!.id, amount: variant ? '700.00' : '600.00', reference: 'IDEM-1' }) };
    },
  },
  {
    name: 'withdrawal',
    async prepare(t) {
      const m = await funded(t, '10000.00', { paymentPassword: '135790' });
      const bank = await ok<{ id: string }>(as(t.app(), m, { method: 'POST', url: '/api/wallet/bank-accounts', body: { bankName: 'Idem Bank', accountName: 'Idem Member', accountNumber: '12345678' } }));
      return { member: m, hasBody: true, send: (key, variant) => post(t, m, '/api/wallet/withdrawals', key, { bankAccountId: bank.id, amount: variant ? '3100.00' : '3000.00', paymentPassword: '135790' }) };
    },
  },
  {
    name: 'house dice round',
    house: true,
    async prepare(t) {
      const m = await funded(t);
      return { member: m, hasBody: true, send: (key, variant) => post(t, m, '/api/house/dice/rounds', key, DICE(variant ? '2.00' : '1.00')) };
    },
  },
  {
    name: 'house slot round',
    house: true,
    async prepare(t) {
      const m = await funded(t);
      return { member: m, hasBody: true, send: (key, variant) => post(t, m, '/api/house/slot/rounds', key, { amount: variant ? '2.00' : '1.00' }) };
    },
  },
  {
    name: 'lottery ticket',
    async prepare(t) {
      const m = await funded(t);
      return { member: m, hasBody: true, send: (key, variant) => post(t, m, '/api/lottery/tickets', key, { gameId: 'FAST1', betType: 'last2', selection: variant ? '08' : '07', amount: '1.00' }) };
    },
  },
  {
    name: 'promotion claim',
    async prepare(t) {
      const m = await funded(t);
      await ok(as(t.app(), m, { method: 'POST', url: '/api/promotions/104/join' }));
      return { member: m, hasBody: false, send: (key) => post(t, m, '/api/promotions/104/claim', key) };
    },
  },
  {
    name: 'promotion raffle',
    async prepare(t) {
      const m = await funded(t);
      return { member: m, hasBody: false, send: (key) => post(t, m, '/api/promotions/114/raffle', key) };
    },
  },
  {
    name: 'points convert',
    async prepare(t) {
      const m = await funded(t, '2000.00', { paymentPassword: '135790' });
      await settledBet(t, m, '900.00');
      await ok(as(t.app(), m, { url: '/api/points' }));
      return {
        member: m,
        hasBody: true,
        send: (key, variant) => sealedCall(t.app(), 'POST', '/api/points/convert', { points: variant ? 200 : 300, paymentPassword: '135790' }, { token: m.token, headers: { 'idempotency-key': key } }),
      };
    },
  },
  {
    name: 'points redeem',
    async prepare(t) {
      const m = await funded(t, '2000.00', { paymentPassword: '135790' });
      await settledBet(t, m, '1500.00');
      await ok(as(t.app(), m, { url: '/api/points' }));
      const rewards = await ok<{ id: string; points: number }[]>(as(t.app(), m, { url: '/api/points/rewards' }));
      // The member can afford the first; the key decides before the points are counted for the other.
      const first = rewards.find((r) => r.points <= 1500)!;
      const second = rewards.find((r) => r.id !== first.id)!;
      return {
        member: m,
        hasBody: true,
        send: (key, variant) => sealedCall(t.app(), 'POST', '/api/points/redeem', { rewardId: (variant ? second : first).id, paymentPassword: '135790' }, { token: m.token, headers: { 'idempotency-key': key } }),
      };
    },
  },
  {
    name: 'reward claim',
    async prepare(t) {
      const m = await funded(t);
      const reward = await ok<{ id: string }>(operatorCall(t.app(), 'POST', '/api/operator/rewards', { account: m.account, title: 'Idempotency reward', amount: '12.00' }));
      return { member: m, hasBody: false, send: (key) => post(t, m, `/api/rewards/${reward.id}/claim`, key) };
    },
  },
  {
    name: 'mission claim',
    async prepare(t) {
      const m = await funded(t, '2000.00');
      const title = `Idempotency mission (${m.account})`;
      const now = t.clock().getTime();
      await t.app().store.db.insertInto('missions').values({ merchant_code: 'NG', title, game_type: 'RNG', target_stake_minor: 100_000, reward_minor: 5_000, starts_at: new Date(now - 60_000), ends_at: new Date(now + 86_400_000) }).execute();
      await settledBet(t, m, '1000.00');
      const missions = await ok<{ items: { id: number; title: string }[] }>(as(t.app(), m, { url: '/api/missions' }));
      const mission = missions.items.find((x) => x.title === title)!;
      return { member: m, hasBody: false, send: (key) => post(t, m, `/api/missions/${mission.id}/claim`, key) };
    },
  },
  {
    name: 'rebate claim',
    async prepare(t) {
      const m = await funded(t, '2000.00');
      await settledBet(t, m, '1000.00');
      return { member: m, hasBody: false, send: (key) => post(t, m, '/api/rebates/claim', key) };
    },
  },
  {
    name: 'agent transfer to the team',
    async prepare(t) {
      const agent = await funded(t, '100.00', { type: 1 });
      const player = await newMember(t.app(), { parentId: agent.user.id });
      return { member: agent, hasBody: true, send: (key, variant) => post(t, agent, '/api/agent/transfers', key, { account: player.account, amount: variant ? '2.00' : '1.00' }) };
    },
  },
];

/** The member's journals: what moving money leaves behind. */
async function journalsOf(t: WalletTestApp, m: TestMember) {
  const row = await t.app().store.db.selectFrom('ledger_journals').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', m.user.id).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DB_KINDS)('idempotency keys across money routes on %s', (kind) => {
  const t = useWalletApp(kind);
  beforeAll(async () => {
    // Inside the FAST1 lottery's open window, several withdrawals a day, the manual rebate on.
    t.clock.set(new Date('2031-03-10T12:00:05Z'));
    await ok(operatorCall(t.app(), 'PUT', '/api/operator/wallet-settings', { merchantCode: 'NG', withdrawDailyCount: 100 }));
    await ok(operatorCall(t.app(), 'PUT', '/api/operator/system', { merchantCode: 'NG', switches: { MANPLAYREB3: 1 } }));
  });

  it.each(ROUTES.map((r) => [r.name, r] as const))('a key used for a %s is 409 on another route and with another body, and moves nothing', async (_name, route) => {
    const prepared = await route.prepare(t);
    const { member } = prepared;
    const key = newKey();
    const first = await prepared.send(key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const balance = await mainBalance(t.app(), member);
    const journals = await journalsOf(t, member);

    // The house games and the wallet are the two key stores that used to be apart.
    const elsewhere = route.house ? post(t, member, '/api/wallet/transfers', key, { from: 'main', to: 'NOVA_SLOTS', amount: '1.00' }) : post(t, member, '/api/house/dice/rounds', key, DICE());
    const reused = await elsewhere;
    expect(reused.status, JSON.stringify(reused.body)).toBe(409);
    expect(reused.body).toMatchObject({ errorCode: 'conflict', value: { reason: 'idempotency_key_reused' } });
    if (prepared.hasBody) {
      const other = await prepared.send(key, true);
      expect(other.status, JSON.stringify(other.body)).toBe(409);
      expect(other.body).toMatchObject({ errorCode: 'conflict', value: { reason: 'idempotency_key_reused' } });
    }
    const again = await prepared.send(key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.body.value).toEqual(first.body.value);
    expect(await mainBalance(t.app(), member)).toBe(balance);
    expect(await journalsOf(t, member)).toBe(journals);
  });

  it.each(ROUTES.map((r) => [r.name, r] as const))('the same %s sent three times at once runs once: one first answer, two replays', async (_name, route) => {
    const prepared = await route.prepare(t);
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => prepared.send(key)));
    expect(answers.map((a) => a.status), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.body.value).toEqual(answers[0]!.body.value);
    expect(answers.map((a) => a.headers['idempotent-replay'] ?? 'first').sort()).toEqual(['first', 'true', 'true']);
    if (route.house) {
      const rounds = await t.app().store.db.selectFrom('house_rounds').select('id').where('user_id', '=', prepared.member.user.id).execute();
      expect(rounds).toHaveLength(1);
    }
    expect(await ledgerIsSound(t.app())).toEqual([]);
  });

  it('an operator adjustment sent twice at once credits once and marks the replay', async () => {
    const m = await newMember(t.app());
    const key = newKey();
    const body = { merchantCode: m.user.merchant_code, account: m.account, direction: 'credit', amount: '7.00' };
    const answers = await Promise.all([1, 2].map(() => operatorCall(t.app(), 'POST', '/api/operator/adjustments', body, { 'idempotency-key': key })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.headers['idempotent-replay'] ?? 'first').sort()).toEqual(['first', 'true']);
    expect(await mainBalance(t.app(), m)).toBe('7.00');
  });

  it('migration 021 moves the keys of rounds played before into the store: answered, half-way (claimed), or left to the route that held the key', async () => {
    const { store } = t.app();
    const m = await newMember(t.app());
    // The schema as it was before 021, with the rounds it held.
    await sql`ALTER TABLE house_rounds ADD COLUMN request_hash text, ADD COLUMN response jsonb`.execute(store.db);
    // The rounds the other tests played go back to holding their own keys.
    await sql`UPDATE house_rounds r SET request_hash = k.request_hash, response = k.response FROM idempotency_keys k WHERE k.user_id = r.user_id AND k.key = r.idempotency_key`.execute(store.db);
    await sql`DELETE FROM idempotency_keys WHERE scope LIKE 'house.%'`.execute(store.db);
    await sql`ALTER TABLE idempotency_keys ALTER COLUMN response SET NOT NULL`.execute(store.db);
    await sql`DELETE FROM schema_migrations WHERE name = ${MIGRATION}`.execute(store.db);
    const seed = await sql<{ id: string }>`INSERT INTO house_seeds (user_id, server_seed, server_seed_hash, client_seed) VALUES (${m.user.id}, ${'a'.repeat(64)}, ${'b'.repeat(64)}, 'legacy') RETURNING id`.execute(store.db);
    const hash = (n: number) => String(n).repeat(64);
    const rounds = [
      { key: 'legacy-done', nonce: 0, hash: hash(1), response: JSON.stringify({ round: { nonce: 0 } }) },
      { key: 'legacy-half', nonce: 1, hash: hash(2), response: null },
      { key: 'legacy-taken', nonce: 2, hash: hash(3), response: JSON.stringify({ round: { nonce: 2 } }) },
    ];
    for (const r of rounds) {
      await sql`INSERT INTO house_rounds (user_id, merchant_code, game, idempotency_key, request_hash, stake_minor, payout_minor, outcome, seed_id, server_seed_hash, client_seed, nonce, bet_transaction_id, win_transaction_id, response)
        VALUES (${m.user.id}, 'NG', 'dice', ${r.key}, ${r.hash}, 100, 0, '{}', ${seed.rows[0]!.id}, ${'b'.repeat(64)}, 'legacy', ${r.nonce}, ${`${r.key}-b`}, ${`${r.key}-w`}, ${r.response})`.execute(store.db);
    }
    await store.db.insertInto('idempotency_keys').values({ user_id: m.user.id, key: 'legacy-taken', scope: 'wallet.transfer', request_hash: hash(4), response: '{"transferId":"1"}', created_at: t.clock() }).execute();

    expect(await migrate(store)).toEqual([MIGRATION]);
    const keys = await store.db.selectFrom('idempotency_keys').select(['key', 'scope', 'request_hash', 'response']).where('user_id', '=', m.user.id).orderBy('key').execute();
    expect(keys).toEqual([
      { key: 'legacy-done', scope: 'house.dice', request_hash: hash(1), response: { round: { nonce: 0 } } },
      { key: 'legacy-half', scope: 'house.dice', request_hash: hash(2), response: null },
      { key: 'legacy-taken', scope: 'wallet.transfer', request_hash: hash(4), response: { transferId: '1' } },
    ]);
    const columns = await sql<{ column_name: string }>`SELECT column_name FROM information_schema.columns WHERE table_name = 'house_rounds'`.execute(store.db);
    expect(columns.rows.map((c) => c.column_name)).not.toContain('response');
    expect(columns.rows.map((c) => c.column_name)).not.toContain('request_hash');
  });
});
