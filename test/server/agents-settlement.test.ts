// Agent settlements (docs/agent-api.md; trust.md "jobs re-run for the same period
// change nothing"): differential pay through the ledger, each period exactly once
// (run twice and concurrently), late bets in the next run, and the income and
// account pages that show the payouts.
import { describe, expect, it } from 'vitest';
import { DB_KINDS } from './harness';
import { as, countOf, ledgerIsSound, ok, useWalletApp } from './wallet.helpers';
import { contract, DAILY, downlineOf, income, platformContract, settle, settledBet, topAgent } from './agents.helpers';
import type { AccountPage, Income } from '../../server/shared/wire/agent';
import { runAgentSettlements } from '../../server/jobs/settlements';
import { JOBS } from '../../server/jobs';

const at = (iso: string) => new Date(iso);

describe.each(DB_KINDS)('agent settlements on %s', (kind) => {
  const { app } = useWalletApp(kind);

  it('[AGENT-13][AGENT-18] daily salary: each agent keeps its rate less its downline\'s, the platform pays the top rate once', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'daily', DAILY('1.00', [{ minBet: '500.00', minActive: 3, ratio: '2.00' }]));
    const mid = await downlineOf(app(), top);
    await contract(app(), top, mid, 'daily', DAILY('0.60', [{ minBet: '500.00', minActive: 3, ratio: '1.00' }]));
    const leaf = await downlineOf(app(), mid);
    await contract(app(), mid, leaf, 'daily', DAILY('0.20'));
    const players = [await downlineOf(app(), top, 0), await downlineOf(app(), mid, 0), await downlineOf(app(), leaf, 0), await downlineOf(app(), leaf, 0)];
    const day = '2031-04-01';
    // Stakes in minor units: team(leaf) = 300 + 200 = 50000 minor; team(mid) adds 40000; team(top) adds 10000.
    await settledBet(app(), players[0]!, 10_000, 0, at(`${day}T01:00:00Z`));
    await settledBet(app(), players[1]!, 40_000, 90_000, at(`${day}T02:00:00Z`));
    await settledBet(app(), players[2]!, 30_000, 0, at(`${day}T03:00:00Z`));
    await settledBet(app(), players[3]!, 20_000, 5_000, at(`${day}T23:59:59Z`));
    // A bet of the next day is not part of this period.
    await settledBet(app(), players[3]!, 99_900, 0, at('2031-04-02T00:00:00Z'));
    const journalsBefore = await countOf(app(), 'ledger_journals');

    const runs = await settle(app(), 'daily', at('2031-04-02T00:10:00Z'));
    const ng = runs.find((r) => r.merchantCode === 'NG')!;
    expect(ng).toMatchObject({ kind: 'daily', periodKey: day, settled: true });

    // top: team 100000 minor with 4 active → 2.00 % = 2000; mid: team 90000 with 3 active → 1.00 % = 900; leaf: 50000 x 0.20 % = 100.
    const lines = async (who: typeof top) => (await income(app(), who)).items.filter((i) => i.periodKey === day);
    expect(await lines(leaf)).toEqual([expect.objectContaining({ kind: 'daily', base: '500.00', rate: '0.20', gross: '1.00', downlineGross: '0.00', amount: '1.00' })]);
    expect(await lines(mid)).toEqual([expect.objectContaining({ base: '900.00', rate: '1.00', gross: '9.00', downlineGross: '1.00', amount: '8.00' })]);
    expect(await lines(top)).toEqual([expect.objectContaining({ base: '1000.00', rate: '2.00', gross: '20.00', downlineGross: '9.00', amount: '11.00' })]);
    expect(await countOf(app(), 'ledger_journals')).toBe(journalsBefore + ng.agents);

    // The account record (account details) shows the payout as a salary line.
    const account = await ok<AccountPage>(as(app(), top, { url: '/api/agent/account?preset=30d' }));
    const line = (await lines(top))[0]!;
    expect(account.items).toContainEqual(expect.objectContaining({ kind: 'salary', amount: '11.00', journalId: line.journalId }));
    expect(await ledgerIsSound(app())).toEqual([]);
    const audit = await app().store.db.selectFrom('audit_log').select('id').where('action', '=', 'agent.settlement').execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });

  it('[AGENT-27] a period settles exactly once: run again, and three runs at once, change nothing', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '1.00' });
    const player = await downlineOf(app(), top, 0);
    await settledBet(app(), player, 123_456, 0, at('2031-04-03T10:30:00Z'));
    const all = await Promise.all([0, 1, 2].map(() => settle(app(), 'hourly', at('2031-04-03T11:05:00Z'))));
    const ng = all.map((runs) => runs.find((r) => r.merchantCode === 'NG')!);
    expect(ng.filter((r) => r.settled)).toHaveLength(1);
    expect(ng.filter((r) => r.settled)[0]).toMatchObject({ periodKey: '2031-04-03T10', bets: 1 });
    const journals = await countOf(app(), 'ledger_journals');
    const again = (await settle(app(), 'hourly', at('2031-04-03T11:59:00Z'))).find((r) => r.merchantCode === 'NG')!;
    expect(again).toMatchObject({ settled: false, periodKey: '2031-04-03T10' });
    expect(await countOf(app(), 'ledger_journals')).toBe(journals);
    expect((await income(app(), top)).items.filter((i) => i.periodKey === '2031-04-03T10')).toEqual([expect.objectContaining({ amount: '12.34' })]);
  });

  it('a bet settled after its period was settled counts in the next run, once', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'hourly', { ratio: '10.00' });
    const player = await downlineOf(app(), top, 0);
    await settledBet(app(), player, 10_000, 0, at('2031-04-04T08:10:00Z'));
    await settle(app(), 'hourly', at('2031-04-04T09:00:00Z'));
    // Late: its settled time lies in the hour already settled.
    await settledBet(app(), player, 5_000, 0, at('2031-04-04T08:50:00Z'));
    await settledBet(app(), player, 20_000, 0, at('2031-04-04T09:15:00Z'));
    await settle(app(), 'hourly', at('2031-04-04T10:00:00Z'));
    await settle(app(), 'hourly', at('2031-04-04T11:00:00Z'));
    const lines = (await income(app(), top)).items.filter((i) => i.periodKey.startsWith('2031-04-04T'));
    expect(lines.map((l) => [l.periodKey, l.base]).sort()).toEqual([
      ['2031-04-04T08', '100.00'],
      ['2031-04-04T09', '250.00'],
    ]);
  });

  it('[AGENT-17][AGENT-25] real-time salary: the win rate on bets the player won, the loss rate on the others, every 5 minutes', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'realtime', { winRate: '1.00', lossRate: '3.00' });
    const down = await downlineOf(app(), top);
    await contract(app(), top, down, 'realtime', { winRate: '0.50', lossRate: '1.00' });
    const player = await downlineOf(app(), down, 0);
    await settledBet(app(), player, 10_000, 25_000, at('2031-04-05T12:01:00Z'));
    await settledBet(app(), player, 20_000, 0, at('2031-04-05T12:04:59Z'));
    await settle(app(), 'realtime', at('2031-04-05T12:05:00Z'));
    const key = '2031-04-05T12:00';
    // down: 10000 x 0.50 % + 20000 x 1.00 % = 50 + 200 = 250 minor; top: 100 + 600 = 700, keeps 450.
    expect((await income(app(), down)).items.filter((i) => i.periodKey === key)).toEqual([expect.objectContaining({ kind: 'realtime', amount: '2.50', rate: '0.50/1.00' })]);
    expect((await income(app(), top)).items.filter((i) => i.periodKey === key)).toEqual([expect.objectContaining({ gross: '7.00', downlineGross: '2.50', amount: '4.50' })]);
  });

  it('[AGENT-12][AGENT-19][AGENT-26] dividends: a share of the team\'s net loss over the period (ISO week)', async () => {
    const top = await topAgent(app());
    await platformContract(app(), top, 'dividend', { period: 'W', tiers: [{ minLoss: '0.00', minActive: 0, ratio: '20.00' }, { minLoss: '1000.00', minActive: 2, ratio: '40.00' }] });
    const a = await downlineOf(app(), top, 0);
    const b = await downlineOf(app(), top, 0);
    // Week 2031-W15 is Monday 2031-04-07 to Sunday 2031-04-13.
    await settledBet(app(), a, 150_000, 0, at('2031-04-08T10:00:00Z'));
    await settledBet(app(), b, 50_000, 60_000, at('2031-04-13T23:00:00Z'));
    const runs = await settle(app(), 'dividend:W', at('2031-04-14T00:30:00Z'));
    expect(runs.find((r) => r.merchantCode === 'NG')).toMatchObject({ periodKey: 'W:2031-W15', settled: true });
    // Net 200000 - 60000 = 140000 minor (1400.00) with 2 active: 40 % = 560.00.
    expect((await income(app(), top)).items.filter((i) => i.periodKey === 'W:2031-W15')).toEqual([expect.objectContaining({ kind: 'dividend', base: '1400.00', amount: '560.00' })]);
    const account = await ok<AccountPage>(as(app(), top, { url: '/api/agent/account?preset=30d' }));
    expect(account.items).toContainEqual(expect.objectContaining({ kind: 'dividend', amount: '560.00' }));
    // The dividend page's call: income of one kind.
    const dividends = await ok<Income>(as(app(), top, { url: '/api/agent/income?preset=30d&kind=dividend' }));
    expect(dividends).toMatchObject({ items: [{ kind: 'dividend' }], summary: { total: '560.00' } });
    expect((await ok<Income>(as(app(), top, { url: '/api/agent/income?preset=30d&kind=daily' }))).items).toEqual([]);
  });

  it('the settlement job is in the job list and settles only periods not settled before', async () => {
    expect(JOBS.map((j) => j.name)).toContain('agent-settlements');
    const first = await runAgentSettlements(app().services, at('2031-04-20T00:01:00Z'));
    expect(first.periods).toBeGreaterThan(0);
    expect(await runAgentSettlements(app().services, at('2031-04-20T00:02:00Z'))).toEqual({ periods: 0, agents: 0 });
  });
});
