// The back office's agent pages: the tree a level at a time with the way up, contracts by
// status and agent, and a settlement run with what it paid each agent.
import { describe, expect, it } from 'vitest';
import type { AgentTree } from '../../server/shared/wire/backofficeAgents';
import { DB_KINDS } from './harness';
import { contract, DAILY, downlineOf, platformContract, settle, settledBet, topAgent } from './agents.helpers';
import { newStaff, staffCall } from './staff.helpers';
import { useWalletApp } from './wallet.helpers';

describe.each(DB_KINDS)('back office agents on %s', (kind) => {
  const { app } = useWalletApp(kind);

  it('walks the tree from a top agent down, with counts and the way up', async () => {
    const finance = await newStaff(app(), 'finance');
    const top = await topAgent(app());
    await platformContract(app(), top, 'daily', DAILY('1.00'));
    const mid = await downlineOf(app(), top);
    await contract(app(), top, mid, 'daily', DAILY('0.50'));
    await downlineOf(app(), mid, 0);
    await downlineOf(app(), mid, 0);

    const level = async (parentId?: number) => (await staffCall<AgentTree>(app(), finance, 'GET', `/api/operator/agents/tree?merchantCode=NG${parentId ? `&parentId=${parentId}` : ''}`)).body.value!;
    const tops = await level();
    expect(tops.path).toEqual([]);
    // Top agents are listed by account, a page at a time: find ours among them.
    let found = tops.items.find((n) => n.account === top.account);
    for (let p = 2; !found && p <= tops.totalPages; p += 1) {
      const more = (await staffCall<AgentTree>(app(), finance, 'GET', `/api/operator/agents/tree?merchantCode=NG&page=${p}`)).body.value!;
      found = more.items.find((n) => n.account === top.account);
    }
    expect(found).toMatchObject({ kind: 'agent', downlines: 1, contractsInForce: 1 });
    const below = await level(top.user.id);
    expect(below.items).toEqual([expect.objectContaining({ account: mid.account, downlines: 2, contractsInForce: 1 })]);
    const leaves = await level(mid.user.id);
    expect(leaves.items.map((n) => n.kind)).toEqual(['member', 'member']);
    expect(leaves.path.map((p) => p.account)).toEqual([top.account, mid.account]);
    expect((await staffCall(app(), finance, 'GET', '/api/operator/agents/tree?parentId=2147483648')).status).toBe(404);
  });

  it('lists contracts by status and agent, and a settlement run with its payments', async () => {
    const admin = await newStaff(app(), 'admin');
    const top = await topAgent(app());
    await platformContract(app(), top, 'daily', DAILY('1.00'));
    const player = await downlineOf(app(), top, 0);
    await settledBet(app(), player, 100_000, 0, new Date('2031-03-20T10:00:00Z'));
    const contracts = await staffCall<{ items: { downline: { account: string }; status: string }[] }>(app(), admin, 'GET', `/api/operator/agents/contracts?merchantCode=NG&status=accepted&agentId=${top.user.id}`);
    expect(contracts.body.value!.items).toEqual([expect.objectContaining({ downline: expect.objectContaining({ account: top.account }), status: 'accepted', kind: 'daily' })]);

    const [run] = (await settle(app(), 'daily', new Date('2031-03-21T00:10:00Z'))).filter((r) => r.merchantCode === 'NG');
    const runs = await staffCall<{ items: { periodKey: string; kind: string; total: string }[] }>(app(), admin, 'GET', '/api/operator/agents/settlement-runs?merchantCode=NG');
    expect(runs.body.value!.items).toContainEqual(expect.objectContaining({ kind: 'daily', periodKey: run!.periodKey }));
    const detail = await staffCall<{ payments: { agentAccount: string; amount: string }[] }>(app(), admin, 'GET', `/api/operator/agents/settlement-runs/daily/${run!.periodKey}?merchantCode=NG`);
    expect(detail.body.value!.payments).toContainEqual(expect.objectContaining({ agentAccount: top.account, amount: '10.00' }));
    expect((await staffCall(app(), admin, 'GET', '/api/operator/agents/settlement-runs/daily/1999-01-01?merchantCode=NG')).status).toBe(404);
  });

  it('support, content and risk staff cannot see the agents', async () => {
    for (const role of ['support', 'content', 'risk'] as const) {
      const staff = await newStaff(app(), role);
      expect((await staffCall(app(), staff, 'GET', '/api/operator/agents/tree')).status, role).toBe(403);
    }
  });
});
