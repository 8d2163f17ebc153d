// Differential pay (docs/agent-api.md): every contracted agent earns its contract's
// amount on its own team (itself and everyone below it), less what its nearest
// contracted downlines earn on theirs. Summed over a tree this telescopes to the top
// agent's amount: the platform pays exactly that, whatever the tree's shape. Pure,
// so the property tests run it on random trees against a direct computation.
import { formatMinor } from '../shared/money';
import { FULL_RATE, tierRate, type Terms } from './terms';

export interface MemberNode {
  id: number;
  parentId: number | null;
}

/** One member's counted bets of the period. */
export interface BetTotals {
  bets: number;
  stake: number;
  payout: number;
  /** Stake of bets the player won (payout above stake): the real-time win rate applies. */
  wonStake: number;
}

export interface ContractRef {
  contractId: string;
  terms: Terms;
}

export interface PayLine {
  agentId: number;
  contractId: string;
  /** Team bet amount, or for dividends the team's net result (stakes less payouts). */
  base: number;
  activeMembers: number;
  /** The rate applied as text ("0.50"; real-time "win/loss"). */
  rate: string;
  gross: number;
  downline: number;
  amount: number;
}

interface Team {
  stake: number;
  payout: number;
  wonStake: number;
  active: number;
}

/** floor(base x rate / 100 %), exact for any base (BigInt: base x rate passes 2^53). */
export const share = (base: number, rate: number) => (base <= 0 || rate <= 0 ? 0 : Number((BigInt(base) * BigInt(rate)) / BigInt(FULL_RATE)));

/** What a contract earns on a team before the downlines' part; the rate shown with it. */
export function grossOf(terms: Terms, team: Team): { base: number; gross: number; rate: string } {
  switch (terms.kind) {
    case 'daily': {
      const rate = tierRate(terms.tiers, team.stake, team.active);
      return { base: team.stake, gross: share(team.stake, rate), rate: formatMinor(rate) };
    }
    case 'hourly':
      return { base: team.stake, gross: share(team.stake, terms.rate), rate: formatMinor(terms.rate) };
    case 'realtime': {
      // One floor over the sum, so a tree of equal rates telescopes exactly.
      const lost = team.stake - team.wonStake;
      const exact = BigInt(team.wonStake) * BigInt(terms.winRate) + BigInt(lost) * BigInt(terms.lossRate);
      return { base: team.stake, gross: Number(exact / BigInt(FULL_RATE)), rate: `${formatMinor(terms.winRate)}/${formatMinor(terms.lossRate)}` };
    }
    case 'dividend': {
      const net = team.stake - team.payout;
      const rate = tierRate(terms.tiers, Math.max(net, 0), team.active);
      return { base: net, gross: share(Math.max(net, 0), rate), rate: formatMinor(rate) };
    }
  }
}

/**
 * Pay lines of one period. A negative difference (possible only for dividends, when
 * one sub-team's loss outweighs the rest) pays nothing: the agent is never debited.
 */
export function differentialPay(members: MemberNode[], totals: Map<number, BetTotals>, contracts: Map<number, ContractRef>): PayLine[] {
  const children = new Map<number, number[]>();
  const known = new Set(members.map((m) => m.id));
  const roots: number[] = [];
  for (const m of members) {
    if (m.parentId === null || !known.has(m.parentId)) roots.push(m.id);
    else children.set(m.parentId, [...(children.get(m.parentId) ?? []), m.id]);
  }
  // Post-order without recursion (trees may be deep).
  const order: number[] = [];
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    order.push(id);
    for (const c of children.get(id) ?? []) stack.push(c);
  }
  const team = new Map<number, Team>();
  const gross = new Map<number, number>();
  /** Gross of the nearest contracted agents below a member. */
  const below = new Map<number, number>();
  const lines: PayLine[] = [];
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const id = order[i]!;
    const own = totals.get(id);
    const t: Team = { stake: own?.stake ?? 0, payout: own?.payout ?? 0, wonStake: own?.wonStake ?? 0, active: own && own.bets > 0 ? 1 : 0 };
    let under = 0;
    for (const c of children.get(id) ?? []) {
      const ct = team.get(c)!;
      t.stake += ct.stake;
      t.payout += ct.payout;
      t.wonStake += ct.wonStake;
      t.active += ct.active;
      under += gross.has(c) ? gross.get(c)! : below.get(c)!;
      team.delete(c);
      below.delete(c);
      gross.delete(c);
    }
    team.set(id, t);
    below.set(id, under);
    const contract = contracts.get(id);
    if (contract) {
      const g = grossOf(contract.terms, t);
      gross.set(id, g.gross);
      lines.push({ agentId: id, contractId: contract.contractId, base: g.base, activeMembers: t.active, rate: g.rate, gross: g.gross, downline: under, amount: Math.max(0, g.gross - under) });
    }
  }
  return lines;
}
