// Agent contracts (spec section 4; docs/agent-api.md): offer, accept, reject,
// replace, cancel; every kind of invalid offer; who may call the agent centre.
import { describe, expect, it } from 'vitest';
import { DB_KINDS, call } from './harness';
import { as, newMember, ok, operatorCall, useWalletApp } from './wallet.helpers';
import { answer, contract, DAILY, downlineOf, offer, platformContract, topAgent } from './agents.helpers';
import type { ContractsAnswer } from '../../server/shared/wire/agent';

describe.each(DB_KINDS)('agent contracts on %s', (kind) => {
  const { app } = useWalletApp(kind);

  it('[AGENT-21][AGENT-22][AGENT-16] the upline offers, the downline sees and accepts it; both lists show it', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'daily', DAILY('1.00', [{ minBet: '1000.00', minActive: 2, ratio: '1.50' }]));
    const down = await downlineOf(app(), top);
    const offered = await ok(offer(app(), top, down.account, 'daily', DAILY('0.50', [{ minBet: '1000.00', minActive: 2, ratio: '1.00' }])));
    expect(offered.status).toBe('offered');
    const mine = await ok<ContractsAnswer>(as(app(), down, { url: '/api/agent/contracts' }));
    expect(mine.mine).toEqual([expect.objectContaining({ id: offered.id, status: 'offered', upline: expect.objectContaining({ account: top.account }), terms: DAILY('0.50', [{ minBet: '1000.00', minActive: 2, ratio: '1.00' }]) })]);
    const accepted = await ok(answer(app(), down, offered.id, 'accept'));
    expect(accepted.status).toBe('accepted');
    const given = await ok<ContractsAnswer>(as(app(), top, { url: '/api/agent/contracts' }));
    expect(given.offered).toEqual([expect.objectContaining({ id: offered.id, status: 'accepted' })]);
    expect(given.mine).toEqual([expect.objectContaining({ upline: null, status: 'accepted' })]);
    const audit = await app().store.db.selectFrom('audit_log').select('action').where('action', 'like', 'agent.contract.%').where('details', '@>' as never, JSON.stringify({ contractId: offered.id }) as never).execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['agent.contract.accept', 'agent.contract.offer']);
  });

  it('[AGENT-23] the downline rejects an offer; it cannot be answered twice', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '0.50' });
    const down = await downlineOf(app(), top);
    const offered = await ok(offer(app(), top, down.account, 'hourly', { ratio: '0.20' }));
    expect((await ok(answer(app(), down, offered.id, 'reject'))).status).toBe('rejected');
    const again = await answer(app(), down, offered.id, 'accept');
    expect(again.body).toMatchObject({ errorCode: 'invalid_state', value: { status: 'rejected' } });
    // One contract: its upline and its downline see it, nobody else.
    expect(await ok(as(app(), top, { url: `/api/agent/contracts/${offered.id}` }))).toMatchObject({ id: offered.id, status: 'rejected', endReason: 'rejected' });
    expect(await ok(as(app(), down, { url: `/api/agent/contracts/${offered.id}` }))).toMatchObject({ id: offered.id });
    expect((await as(app(), await topAgent(app()), { url: `/api/agent/contracts/${offered.id}` })).status).toBe(404);
    // Only the downline answers; the upline cannot accept its own offer.
    const other = await ok(offer(app(), top, down.account, 'hourly', { ratio: '0.20' }));
    expect((await answer(app(), top, other.id, 'accept')).status).toBe(404);
  });

  it('[AGENT-22][AGENT-23] an accept and a reject racing on one offer: exactly one of them happens', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '0.50' });
    const down = await downlineOf(app(), top);
    const offered = await ok(offer(app(), top, down.account, 'hourly', { ratio: '0.20' }));
    const [a, r] = await Promise.all([answer(app(), down, offered.id, 'accept'), answer(app(), down, offered.id, 'reject')]);
    expect([a.status, r.status].sort()).toEqual([200, 400]);
    const row = await app().store.db.selectFrom('agent_contracts').select('status').where('id', '=', offered.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(a.status === 200 ? 'accepted' : 'rejected');
  });

  it('[AGENT-22] an accepted offer replaces the contract in force; a new offer replaces a pending one', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'realtime', { winRate: '0.50', lossRate: '0.50' });
    const down = await downlineOf(app(), top);
    const first = await contract(app(), top, down, 'realtime', { winRate: '0.30', lossRate: '0.30' });
    const pending = await ok(offer(app(), top, down.account, 'realtime', { winRate: '0.40', lossRate: '0.10' }));
    const newer = await ok(offer(app(), top, down.account, 'realtime', { winRate: '0.20', lossRate: '0.20' }));
    const list = await ok<ContractsAnswer>(as(app(), top, { url: '/api/agent/contracts?status=history' }));
    expect(list.offered.find((c) => c.id === pending.id)).toMatchObject({ status: 'replaced', endReason: 'replaced' });
    // The contract in force stays while the downline has not answered.
    expect(list.offered.find((c) => c.id === first.id)).toMatchObject({ status: 'accepted' });
    await ok(answer(app(), down, newer.id, 'accept'));
    const after = await ok<ContractsAnswer>(as(app(), down, { url: '/api/agent/contracts?status=history' }));
    expect(after.mine.find((c) => c.id === first.id)).toMatchObject({ status: 'replaced', endReason: 'replaced' });
    expect(after.mine.filter((c) => c.status === 'accepted').map((c) => c.id)).toEqual([newer.id]);
  });

  it('[AGENT-24] a higher-rate new contract cancels the downline contract it supersedes', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '1.00' });
    const down = await downlineOf(app(), top);
    const low = await contract(app(), top, down, 'hourly', { ratio: '0.20' });
    const high = await ok(offer(app(), top, down.account, 'hourly', { ratio: '0.60' }));
    await ok(answer(app(), down, high.id, 'accept'));
    const list = await ok<ContractsAnswer>(as(app(), down, { url: '/api/agent/contracts?status=history' }));
    expect(list.mine.find((c) => c.id === low.id)).toMatchObject({ status: 'cancelled', endReason: 'higher_rate_offer' });
    expect(list.mine.find((c) => c.id === high.id)).toMatchObject({ status: 'accepted' });
  });

  it('[AGENT-24] a lowered contract cancels the downlines\' contracts and offers above it, all the way down', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '1.00' });
    const mid = await downlineOf(app(), top);
    const leaf = await downlineOf(app(), mid);
    await contract(app(), top, mid, 'hourly', { ratio: '0.80' });
    const leafContract = await contract(app(), mid, leaf, 'hourly', { ratio: '0.60' });
    const leafLeaf = await downlineOf(app(), leaf);
    const deepest = await contract(app(), leaf, leafLeaf, 'hourly', { ratio: '0.10' });
    // The platform lowers the top agent below what it gave mid: mid's contract is cancelled, then leaf's, then leafLeaf's.
    await platformContract(app(), top, 'hourly', { ratio: '0.50' });
    const rows = await app().store.db.selectFrom('agent_contracts').select(['id', 'status', 'end_reason']).where('id', 'in', [leafContract.id, deepest.id]).execute();
    expect(rows.map((r) => [r.status, r.end_reason])).toEqual([
      ['cancelled', 'upline_rate_lowered'],
      ['cancelled', 'upline_rate_lowered'],
    ]);
  });

  it('the upline withdraws an offer not answered yet; not one already accepted', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '1.00' });
    const down = await downlineOf(app(), top);
    const pending = await ok(offer(app(), top, down.account, 'hourly', { ratio: '0.30' }));
    expect(await ok(answer(app(), top, pending.id, 'cancel'))).toMatchObject({ status: 'cancelled', endReason: 'withdrawn' });
    const accepted = await contract(app(), top, down, 'hourly', { ratio: '0.30' });
    expect((await answer(app(), top, accepted.id, 'cancel')).body.errorCode).toBe('invalid_state');
    expect((await answer(app(), down, accepted.id, 'cancel')).status).toBe(404);
  });

  describe('invalid offers change nothing and answer a clear code', () => {
    it('[AGENT-20] contract_kind_disabled when the merchant option (or dividend period) is off', async () => {
      const au = await topAgent(app(), 'AU');
      const down = await downlineOf(app(), au);
      const refused = await offer(app(), au, down.account, 'daily', DAILY('0.10'));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'contract_kind_disabled', value: { kind: 'daily' } });
      await ok(operatorCall(app(), 'PUT', '/api/operator/agent-options', { merchantCode: 'AU', divtypereq: 1, dividendPeriods: ['M'] }));
      const period = await offer(app(), au, down.account, 'dividend', { period: 'W', tiers: [{ minLoss: '0.00', minActive: 0, ratio: '10.00' }] });
      expect(period.body).toMatchObject({ errorCode: 'contract_kind_disabled', value: { kind: 'dividend', period: 'W' } });
      const options = await ok(as(app(), au, { url: '/api/agent/options' }));
      expect(options).toMatchObject({ dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0, divtypereq: 1, dividendPeriods: ['M'], kinds: ['dividend'] });
    });

    it('contract_rate_above_upline: above my own rate, at any tier, or with no contract of my own', async () => {
      const top = await topAgent(app());
      const down = await downlineOf(app(), top);
      const none = await offer(app(), top, down.account, 'hourly', { ratio: '0.10' });
      expect(none.body).toMatchObject({ errorCode: 'contract_rate_above_upline', value: { kind: 'hourly', upline: null } });
      await platformContract(app(), top, 'daily', DAILY('0.50', [{ minBet: '1000.00', minActive: 5, ratio: '1.00' }]));
      const flat = await offer(app(), top, down.account, 'daily', DAILY('0.60'));
      expect(flat.body).toMatchObject({ errorCode: 'contract_rate_above_upline', value: { upline: DAILY('0.50', [{ minBet: '1000.00', minActive: 5, ratio: '1.00' }]) } });
      // 1.00 reached with fewer active members than the upline's tier needs.
      const early = await offer(app(), top, down.account, 'daily', DAILY('0.50', [{ minBet: '1000.00', minActive: 4, ratio: '1.00' }]));
      expect(early.body.errorCode).toBe('contract_rate_above_upline');
      await platformContract(app(), top, 'realtime', { winRate: '0.30', lossRate: '0.30' });
      expect((await offer(app(), top, down.account, 'realtime', { winRate: '0.10', lossRate: '0.31' })).body.errorCode).toBe('contract_rate_above_upline');
      expect(await app().store.db.selectFrom('agent_contracts').select('id').where('downline_id', '=', down.user.id).execute()).toEqual([]);
    });

    it.each([
      ['negative ratio', 'hourly', { ratio: '-0.10' }, 'negative'],
      ['ratio above 100 %', 'hourly', { ratio: '100.01' }, 'format'],
      ['three decimals', 'hourly', { ratio: '0.125' }, 'format'],
      ['not a number', 'realtime', { winRate: 'abc', lossRate: '0.1' }, 'format'],
      ['unknown field', 'hourly', { ratio: '0.1', bonus: '1' }, 'format'],
      ['no tiers', 'daily', { tiers: [] }, 'empty'],
      ['negative threshold', 'daily', { tiers: [{ minBet: '-5.00', minActive: 0, ratio: '0.1' }] }, 'negative'],
      ['negative active members', 'daily', { tiers: [{ minBet: '0', minActive: -1, ratio: '0.1' }] }, 'negative'],
      ['thresholds not increasing', 'daily', { tiers: [{ minBet: '100', minActive: 0, ratio: '0.1' }, { minBet: '100', minActive: 0, ratio: '0.2' }] }, 'unordered'],
      ['rates decreasing', 'daily', { tiers: [{ minBet: '0', minActive: 0, ratio: '0.3' }, { minBet: '100', minActive: 0, ratio: '0.2' }] }, 'unordered'],
      ['active members decreasing', 'daily', { tiers: [{ minBet: '0', minActive: 3, ratio: '0.1' }, { minBet: '100', minActive: 1, ratio: '0.2' }] }, 'unordered'],
      ['eleven tiers', 'daily', { tiers: Array.from({ length: 11 }, (_, i) => ({ minBet: String(i), minActive: 0, ratio: '0.1' })) }, 'too_many'],
      ['dividend without period', 'dividend', { tiers: [{ minLoss: '0', minActive: 0, ratio: '1' }] }, 'format'],
    ] as const)('contract_terms_invalid: %s', async (_name, k, terms, problem) => {
      const top = await topAgent(app());
      const down = await downlineOf(app(), top);
      const refused = await offer(app(), top, down.account, k, terms);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errorCode: 'contract_terms_invalid', value: { problem } });
      expect(refused.body.message).toBeTruthy();
    });

    it('contract_terms_invalid period_mismatch: a dividend offer of another period than mine', async () => {
      const top = await topAgent(app());
      await platformContract(app(), top, 'dividend', { period: 'W', tiers: [{ minLoss: '0.00', minActive: 0, ratio: '30.00' }] });
      const down = await downlineOf(app(), top);
      const refused = await offer(app(), top, down.account, 'dividend', { period: 'M', tiers: [{ minLoss: '0.00', minActive: 0, ratio: '10.00' }] });
      expect(refused.body).toMatchObject({ errorCode: 'contract_terms_invalid', value: { problem: 'period_mismatch' } });
    });

    it('not_in_team: offers to someone outside my direct downline agents', async () => {
      const top = await topAgent(app());
      await platformContract(app(), top, 'hourly', { ratio: '1.00' });
      const mid = await downlineOf(app(), top);
      const grandchild = await downlineOf(app(), mid);
      const stranger = await topAgent(app());
      const player = await downlineOf(app(), top, 0);
      expect((await offer(app(), top, grandchild.account, 'hourly', { ratio: '0.1' })).body).toMatchObject({ errorCode: 'not_in_team', value: { reason: 'not_direct_downline' } });
      expect((await offer(app(), top, stranger.account, 'hourly', { ratio: '0.1' })).body).toMatchObject({ errorCode: 'not_in_team' });
      expect((await offer(app(), top, 'nobody-here', 'hourly', { ratio: '0.1' })).body).toMatchObject({ errorCode: 'not_in_team' });
      expect((await offer(app(), top, player.account, 'hourly', { ratio: '0.1' })).body).toMatchObject({ errorCode: 'not_in_team', value: { reason: 'not_agent' } });
    });

    it('the messages are translated', async () => {
      const top = await topAgent(app());
      const down = await downlineOf(app(), top);
      const en = await offer(app(), top, down.account, 'hourly', { ratio: '-1' });
      const vi = await as(app(), top, { method: 'POST', url: '/api/agent/contracts', body: { account: down.account, kind: 'hourly', terms: { ratio: '-1' } }, key: null, headers: { 'accept-language': 'vi' } });
      expect(vi.body.errorCode).toBe('contract_terms_invalid');
      expect(vi.body.message).not.toBe(en.body.message);
    });
  });

  describe('[AGENT-30] authorisation', () => {
    it('members answer 403 not_agent on every agent call; strangers 401', async () => {
      const member = await newMember(app());
      for (const url of ['/api/agent/contracts', '/api/agent/options', '/api/agent/overview', '/api/agent/team', '/api/agent/income', '/api/agent/account', '/api/agent/team/bets', '/api/agent/team/profit']) {
        const refused = await as(app(), member, { url });
        expect(refused.status, url).toBe(403);
        expect(refused.body.errorCode, url).toBe('not_agent');
        expect((await call(app(), url)).status, url).toBe(401);
      }
      const post = await as(app(), member, { method: 'POST', url: '/api/agent/contracts', body: { account: 'x', kind: 'hourly', terms: { ratio: '0.1' } }, key: null });
      expect(post.status).toBe(403);
    });

    it('operator routes need the operator key', async () => {
      const refused = await call(app(), { method: 'POST', url: '/api/operator/jobs/agent-settlements', payload: { kind: 'daily' } });
      expect(refused.status).toBe(403);
    });
  });
});
