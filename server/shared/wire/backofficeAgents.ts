// The back office's agents (docs/api.md "Back office: agents"): the tree a level at a time, the
// contracts in force and offered, and the settlement runs with what each paid whom. Running a
// period now is the jobs route (POST /api/operator/jobs/agent-settlements).
import * as v from 'valibot';
import { CONTRACT_STATUSES, contract } from './agent';
import { count, id, isoTime, money, pageNumber, pageOf } from './common';

const merchantCode = v.optional(v.pipe(v.string(), v.maxLength(16)));

export const agentTreeQuery = v.strictObject({
  merchantCode,
  /** Whose direct downline to list; absent: the top agents (no upline). */
  parentId: v.optional(id),
  page: v.optional(pageNumber, 1),
});

export const treeNode = v.object({
  id,
  account: v.string(),
  nickname: v.string(),
  kind: v.picklist(['member', 'agent', 'trial']),
  /** Members and agents directly below. */
  downlines: count,
  /** Accepted contracts where this account is the downline. */
  contractsInForce: count,
  registeredAt: isoTime,
});
export const agentTree = v.object({
  ...pageOf(treeNode).entries,
  /** The account whose downline this is, and the way up to the top (top first). */
  path: v.array(v.object({ id, account: v.string() })),
});
export type AgentTree = v.InferOutput<typeof agentTree>;

export const contractListQuery = v.strictObject({
  merchantCode,
  status: v.optional(v.picklist(CONTRACT_STATUSES)),
  /** Contracts where this agent is either side. */
  agentId: v.optional(id),
  page: v.optional(pageNumber, 1),
});
export const contractList = pageOf(contract);

export const settlementRunQuery = v.strictObject({ merchantCode, page: v.optional(pageNumber, 1) });
export const settlementRun = v.object({
  merchantCode: v.string(),
  kind: v.string(),
  periodKey: v.string(),
  periodStart: isoTime,
  periodEnd: isoTime,
  bets: count,
  agents: count,
  total: money,
  ranAt: isoTime,
});
export const settlementRuns = pageOf(settlementRun);

export const settlementRunParams = v.strictObject({ kind: v.pipe(v.string(), v.maxLength(32)), periodKey: v.pipe(v.string(), v.maxLength(64)) });
export const settlementPayments = v.object({
  run: settlementRun,
  payments: v.array(v.object({ agentAccount: v.string(), contractId: v.string(), base: money, activeMembers: count, rate: v.string(), gross: money, downline: money, amount: money, settledAt: isoTime })),
});
