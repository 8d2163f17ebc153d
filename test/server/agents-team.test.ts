// The agent centre's team pages (docs/agent-api.md): overview, team list and tree,
// registering a downline (its first login forces a password change), transfers to
// the team through the ledger (Idempotency-Key), team betting, user profit and loss.
import { describe, expect, it } from 'vitest';
import { DB_KINDS } from './harness';
import { as, countOf, credit, mainBalance, newKey, ok, useWalletApp } from './wallet.helpers';
import { contract, downlineOf, platformContract, settledBet, topAgent } from './agents.helpers';
import type { AccountPage, AgentOptionsAnswer, DownlineTransfer, TeamBets, TeamOverview, TeamPage, TeamProfit } from '../../server/shared/wire/agent';

describe.each(DB_KINDS)('agent team on %s', (kind) => {
  const { app, clock } = useWalletApp(kind);

  it('[AGENT-05][AGENT-07] overview and team list: members, new and active members, bets and profit of the whole team', async () => {
    const top = await topAgent(app());
    const mid = await downlineOf(app(), top);
    const p1 = await downlineOf(app(), top, 0);
    const p2 = await downlineOf(app(), mid, 0);
    const now = clock();
    await settledBet(app(), p1, 10_000, 4_000, now);
    await settledBet(app(), p2, 30_000, 50_000, now);
    await credit(app(), p2, '75.00');
    const overview = await ok<TeamOverview>(as(app(), top, { url: '/api/agent/overview' }));
    expect(overview).toMatchObject({ members: 3, agents: 1, directMembers: 2, newMembers: 3, activeMembers: 2, bets: 2, stake: '400.00', payout: '540.00', profit: '140.00', currency: 'NGN' });
    expect(overview.byDay).toEqual([{ day: now.toISOString().slice(0, 10), bets: 2, stake: '400.00', payout: '540.00', profit: '140.00' }]);

    const direct = await ok<TeamPage>(as(app(), top, { url: '/api/agent/team' }));
    expect(direct.items.map((i) => i.account).sort()).toEqual([mid.account, p1.account].sort());
    expect(direct.items.find((i) => i.account === mid.account)).toMatchObject({ level: 1, isAgent: true, downlines: 1 });
    const under = await ok<TeamPage>(as(app(), top, { url: `/api/agent/team?under=${mid.account}` }));
    expect(under.items).toEqual([expect.objectContaining({ account: p2.account, level: 2, upline: mid.account, balance: '75.00' })]);
    const search = await ok<TeamPage>(as(app(), top, { url: `/api/agent/team?search=${p2.account.slice(1, 6)}` }));
    expect(search.items.map((i) => i.account)).toContain(p2.account);
    const agents = await ok<TeamPage>(as(app(), top, { url: '/api/agent/team?type=agent' }));
    expect(agents.items.map((i) => i.account)).toEqual([mid.account]);
    // mid cannot look above itself or sideways.
    expect((await as(app(), mid, { url: `/api/agent/team?under=${p1.account}` })).body.errorCode).toBe('not_in_team');
  });

  it('[AGENT-07] the team list shows each member\'s contract', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '1.00' });
    const mid = await downlineOf(app(), top);
    await contract(app(), top, mid, 'hourly', { ratio: '0.40' });
    const list = await ok<TeamPage>(as(app(), top, { url: '/api/agent/team' }));
    expect(list.items.find((i) => i.account === mid.account)!.contracts).toMatchObject({ hourly: { status: 'accepted', terms: { ratio: '0.40' } }, daily: null });
  });

  it('[AGENT-06] register a downline member or agent: the password the agent set must be changed at first login', async () => {
    const top = await topAgent(app());
    const account = `dl${Date.now().toString(36).slice(-6)}`;
    const made = await ok(as(app(), top, { method: 'POST', url: '/api/agent/team', body: { account, password: 'Chosen@1234', type: 'agent' }, key: null }));
    expect(made).toMatchObject({ account, type: 2, isAgent: true, upline: top.account });
    const row = await app().store.db.selectFrom('users').select(['parent_id', 'password_set_by', 'type']).where('account_key', '=', account).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ parent_id: top.user.id, password_set_by: 'agent', type: 2 });
    const again = await as(app(), top, { method: 'POST', url: '/api/agent/team', body: { account, password: 'Chosen@1234', type: 'member' }, key: null });
    expect(again.body.errorCode).toBe('account_exists');
    const weak = await as(app(), top, { method: 'POST', url: '/api/agent/team', body: { account: `${account}x`, password: 'short', type: 'member' }, key: null });
    expect(weak.body.errorCode).toBe('invalid_password_format');
    const badName = await as(app(), top, { method: 'POST', url: '/api/agent/team', body: { account: 'no spaces allowed', password: 'Chosen@1234', type: 'member' }, key: null });
    expect(badName.body.errorCode).toBe('invalid_account_format');
  });

  it('[AGENT-28] transfer to a team member through the ledger, once per Idempotency-Key', async () => {
    const top = await topAgent(app());
    const mid = await downlineOf(app(), top);
    const player = await downlineOf(app(), mid, 0);
    await credit(app(), top, '100.00');
    const key = newKey();
    const send = (amount: string, k = key) => as<DownlineTransfer>(app(), top, { method: 'POST', url: '/api/agent/transfers', body: { account: player.account, amount }, key: k });
    const journals = await countOf(app(), 'ledger_journals');
    const [a, b] = await Promise.all([send('30.00'), send('30.00')]);
    expect(a.body.value!.transferId).toBe(b.body.value!.transferId);
    expect(await countOf(app(), 'ledger_journals')).toBe(journals + 1);
    expect(await mainBalance(app(), player)).toBe('30.00');
    expect(await mainBalance(app(), top)).toBe('70.00');
    expect((await send('31.00')).status).toBe(409);
    expect((await send('500.00', newKey())).body.errorCode).toBe('insufficient_funds');
    const stranger = await topAgent(app());
    expect((await as(app(), top, { method: 'POST', url: '/api/agent/transfers', body: { account: stranger.account, amount: '1.00' } })).body.errorCode).toBe('not_in_team');
    expect((await as(app(), top, { method: 'POST', url: '/api/agent/transfers', body: { account: player.account, amount: '1.00' }, key: null })).body.errorCode).toBe('idempotency_key_required');
    const record = await ok<AccountPage>(as(app(), top, { url: '/api/agent/account' }));
    expect(record.items).toContainEqual(expect.objectContaining({ kind: 'downline_transfer', amount: '-30.00' }));
  });

  it('[AGENT-08][AGENT-09] team betting and user profit and loss', async () => {
    const top = await topAgent(app());
    const p1 = await downlineOf(app(), top, 0);
    const p2 = await downlineOf(app(), top, 0);
    const now = clock();
    await settledBet(app(), p1, 10_000, 0, now);
    await settledBet(app(), p1, 5_000, 20_000, now);
    await settledBet(app(), p2, 2_000, 0, now);
    const bets = await ok<TeamBets>(as(app(), top, { url: '/api/agent/team/bets' }));
    expect(bets.total).toBe(3);
    expect(bets.summary).toEqual({ bets: 3, stake: '170.00', payout: '200.00', profit: '30.00' });
    const one = await ok<TeamBets>(as(app(), top, { url: `/api/agent/team/bets?account=${p2.account}` }));
    expect(one.items.map((i) => i.account)).toEqual([p2.account]);
    const profit = await ok<TeamProfit>(as(app(), top, { url: '/api/agent/team/profit' }));
    expect(profit.items).toEqual([expect.objectContaining({ account: p1.account, bets: 2, profit: '50.00' }), expect.objectContaining({ account: p2.account, bets: 1, profit: '-20.00' })]);
    expect(profit.summary).toMatchObject({ bets: 3, profit: '30.00' });
  });

  it('[AGENT-12][AGENT-13][AGENT-14][AGENT-15] the options answer says which salary and dividend pages to show, with my own terms', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'realtime', { winRate: '0.10', lossRate: '0.20' });
    const options = await ok<AgentOptionsAnswer>(as(app(), top, { url: '/api/agent/options' }));
    // NG's options are all on in the demo data.
    expect(options).toMatchObject({ dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1, divtypereq: 1, myTerms: { realtime: { winRate: '0.10', lossRate: '0.20' }, daily: null } });
  });
});
