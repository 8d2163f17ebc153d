// Helpers of the agent tests: agents and members made quickly, the platform's
// contract of a top agent, offers through the API, settled bets written as a game
// vendor's records would be, and settlement runs through the operator route.
import type { ContractKind } from '../../server/db/schema';
import type { ContractAnswer, Income, SettlementRuns } from '../../server/shared/wire/agent';
import type { TestApp } from './harness';
import { as, newMember, ok, operatorCall, type TestMember } from './wallet.helpers';

export const DAILY = (ratio: string, extra: { minBet: string; minActive: number; ratio: string }[] = []) => ({ tiers: [{ minBet: '0.00', minActive: 0, ratio }, ...extra] });

export async function topAgent(app: TestApp, merchantCode = 'NG'): Promise<TestMember> {
  return newMember(app, { type: 1, merchantCode });
}

export async function downlineOf(app: TestApp, upline: TestMember, type: 0 | 2 = 2): Promise<TestMember> {
  return newMember(app, { type, parentId: upline.user.id, merchantCode: upline.user.merchant_code });
}

export async function platformContract(app: TestApp, agent: TestMember, kind: ContractKind, terms: unknown) {
  return ok<ContractAnswer>(operatorCall(app, 'POST', '/api/operator/agent-contracts', { merchantCode: agent.user.merchant_code, account: agent.account, kind, terms }));
}

export const offer = (app: TestApp, upline: TestMember, account: string, kind: ContractKind, terms: unknown) =>
  as<ContractAnswer>(app, upline, { method: 'POST', url: '/api/agent/contracts', body: { account, kind, terms }, key: null });

export const answer = (app: TestApp, member: TestMember, id: string, action: 'accept' | 'reject' | 'cancel') =>
  as<ContractAnswer>(app, member, { method: 'POST', url: `/api/agent/contracts/${id}/${action}`, key: null });

/** Offer then accept: the downline's contract of that kind. */
export async function contract(app: TestApp, upline: TestMember, downline: TestMember, kind: ContractKind, terms: unknown) {
  const offered = await ok(offer(app, upline, downline.account, kind, terms));
  return ok(answer(app, downline, offered.id, 'accept'));
}

let betCounter = 0;

/** A settled bet of a member, as the seamless wallet stores it. */
export async function settledBet(app: TestApp, member: TestMember, stake: number, payout: number, settledAt: Date) {
  betCounter += 1;
  await app.store.db
    .insertInto('bets')
    .values({
      vendor: 'HOUSE',
      bet_id: `agent-test-${process.pid}-${betCounter}-${Math.floor(settledAt.getTime() / 1000)}`,
      user_id: member.user.id,
      merchant_code: member.user.merchant_code,
      game_type: 'RNG',
      stake_minor: stake,
      payout_minor: payout,
      status: 'settled',
      placed: true,
      placed_at: settledAt,
      settled_at: settledAt,
    })
    .execute();
}

export type Run = SettlementRuns['runs'][number];

export async function settle(app: TestApp, kind: string, at: Date): Promise<Run[]> {
  return (await ok<SettlementRuns>(operatorCall(app, 'POST', '/api/operator/jobs/agent-settlements', { kind, at: at.toISOString() }))).runs;
}

/** Income lines of an agent (all kinds, the last 30 days as of the app's clock). */
export async function income(app: TestApp, agent: TestMember) {
  return ok<Income>(
    as(app, agent, { url: '/api/agent/income?preset=30d' }),
  );
}
