// Property tests of agent pay (trust.md "a seeded random run checked against a
// reference"): for random trees, contracts and bets, differential pay never goes
// negative and the platform pays exactly the top rate's amount; and on the database,
// settling random periods again, or at the same time, changes nothing. fast-check
// prints the seed of a failing run so it replays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { differentialPay, grossOf, type BetTotals, type ContractRef, type MemberNode } from '../../server/agents/differential';
import { FULL_RATE, type Terms, type Tier } from '../../server/agents/terms';
import { DB_KINDS } from './harness';
import { countOf, ledgerIsSound, useWalletApp } from './wallet.helpers';
import { downlineOf, income, platformContract, settle, settledBet, topAgent } from './agents.helpers';

type Kind = Terms['kind'];

/** Terms of `kind` paying at most what `upper` pays (scaled down), or the platform's when upper is undefined. */
function termsUnder(kind: Kind, upper: Terms | undefined, scale: number, base: { tiers: Tier[]; rate: number; win: number; loss: number }): Terms {
  const cut = (rate: number) => Math.floor(rate * scale);
  switch (kind) {
    case 'hourly':
      return { kind, rate: cut(upper?.kind === 'hourly' ? upper.rate : base.rate) };
    case 'realtime':
      return upper?.kind === 'realtime' ? { kind, winRate: cut(upper.winRate), lossRate: cut(upper.lossRate) } : { kind, winRate: base.win, lossRate: base.loss };
    case 'daily':
      return { kind, tiers: (upper?.kind === 'daily' ? upper.tiers : base.tiers).map((t) => ({ ...t, rate: cut(t.rate) })) };
    case 'dividend':
      return { kind, period: 'W', tiers: (upper?.kind === 'dividend' ? upper.tiers : base.tiers).map((t) => ({ ...t, rate: cut(t.rate) })) };
  }
}

const tiersArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3_000 })), { minLength: 1, maxLength: 4 })
  .map((steps) => {
    let min = 0;
    let active = 0;
    let rate = 0;
    return steps.map(([dMin, dActive, dRate], i) => {
      if (i > 0) min += dMin;
      active += dActive;
      rate = Math.min(FULL_RATE, rate + dRate);
      return { min, minActive: active, rate };
    });
  });

const scenario = fc.record({
  kind: fc.constantFrom<Kind>('daily', 'hourly', 'realtime', 'dividend'),
  parents: fc.array(fc.nat(), { minLength: 1, maxLength: 40, size: 'max' }),
  roots: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
  contracted: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
  scales: fc.array(fc.integer({ min: 0, max: 100 }).map((p) => p / 100), { minLength: 40, maxLength: 40 }),
  bets: fc.array(fc.record({ bets: fc.integer({ min: 0, max: 5 }), stake: fc.integer({ min: 0, max: 50_000_000 }), payoutShare: fc.integer({ min: 0, max: 300 }).map((p) => p / 100), wonShare: fc.integer({ min: 0, max: 100 }).map((p) => p / 100) }), { minLength: 40, maxLength: 40 }),
  base: fc.record({ tiers: tiersArb, rate: fc.integer({ min: 0, max: FULL_RATE }), win: fc.integer({ min: 0, max: FULL_RATE }), loss: fc.integer({ min: 0, max: FULL_RATE }) }),
});

describe('differential pay (pure)', () => {
  it('[AGENT-16][AGENT-24] random trees: nobody is paid a negative amount, and the platform pays exactly the topmost contracts\' amounts', () => {
    let nested = 0;
    fc.assert(
      fc.property(scenario, (s) => {
        const n = s.parents.length;
        const members: MemberNode[] = s.parents.map((p, i) => ({ id: i + 1, parentId: i === 0 || s.roots[i] ? null : (p % i) + 1 }));
        const totals = new Map<number, BetTotals>();
        members.forEach((m, i) => {
          const b = s.bets[i]!;
          const stake = b.bets === 0 ? 0 : b.stake;
          // Dividends are checked exactly when no team wins overall (then no difference is cut at zero).
          const payout = s.kind === 'dividend' ? Math.floor(stake * Math.min(1, b.payoutShare)) : Math.floor(stake * b.payoutShare);
          totals.set(m.id, { bets: b.bets, stake, payout, wonStake: Math.floor(stake * b.wonShare) });
        });
        // Contracts top-down: each pays at most its nearest contracted ancestor's.
        const contracts = new Map<number, ContractRef>();
        const nearest = (id: number): Terms | undefined => {
          for (let p = members[id - 1]!.parentId; p !== null; p = members[p - 1]!.parentId) if (contracts.has(p)) return contracts.get(p)!.terms;
          return undefined;
        };
        for (const m of members) if (s.contracted[m.id - 1]) contracts.set(m.id, { contractId: String(m.id), terms: termsUnder(s.kind, nearest(m.id), s.scales[m.id - 1]!, s.base) });

        const lines = differentialPay(members, totals, contracts);
        // How often the case that matters came up: a paid contract under another one.
        if (lines.some((l) => l.gross > 0 && nearest(l.agentId) !== undefined)) nested += 1;
        expect(lines).toHaveLength(contracts.size);
        for (const l of lines) {
          expect(l.amount).toBeGreaterThanOrEqual(0);
          expect(l.amount).toBe(l.gross - l.downline);
        }
        // Reference: each topmost contracted agent's own amount on its team, summed by brute force.
        const inTeam = (root: number, id: number) => {
          for (let p: number | null = id; p !== null; p = members[p - 1]!.parentId) if (p === root) return true;
          return false;
        };
        let expected = 0;
        for (const [id, c] of contracts) {
          if (nearest(id) !== undefined) continue;
          const team = { stake: 0, payout: 0, wonStake: 0, active: 0 };
          for (let j = 1; j <= n; j += 1) {
            if (!inTeam(id, j)) continue;
            const t = totals.get(j)!;
            team.stake += t.stake;
            team.payout += t.payout;
            team.wonStake += t.wonStake;
            team.active += t.bets > 0 ? 1 : 0;
          }
          expected += grossOf(c.terms, team).gross;
        }
        expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(expected);
      }),
      { numRuns: 400 },
    );
    expect(nested).toBeGreaterThan(50);
  });
});

describe.each(DB_KINDS)('settlement idempotency on %s', (kind) => {
  const { app } = useWalletApp(kind);

  it('[AGENT-27] random bets over random hours: re-running every period, also concurrently, pays the same once', async () => {
    let day = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ player: fc.nat(2), minute: fc.integer({ min: 0, max: 239 }), stake: fc.integer({ min: 1, max: 5_000_000 }) }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 1, max: 500 }),
        async (bets, rate) => {
          day += 1;
          const dayStart = Date.UTC(2031, 5, day);
          const top = await topAgent(app());
          await platformContract(app(), top, 'hourly', { ratio: (rate / 100).toFixed(2) });
          const players = [await downlineOf(app(), top, 0), await downlineOf(app(), top, 0), await downlineOf(app(), top, 0)];
          for (const b of bets) await settledBet(app(), players[b.player]!, b.stake, 0, new Date(dayStart + b.minute * 60_000));
          const hours = [1, 2, 3, 4].map((h) => new Date(dayStart + h * 3_600_000 + 60_000));
          for (const h of hours) await Promise.all([settle(app(), 'hourly', h), settle(app(), 'hourly', h)]);
          const journals = await countOf(app(), 'ledger_journals');
          for (const h of hours) await settle(app(), 'hourly', h);
          expect(await countOf(app(), 'ledger_journals')).toBe(journals);
          // Per hour, the top agent earns floor(hour's stakes x rate); the periods together pay each bet once.
          const lines = (await income(app(), top)).items;
          const byHour = new Map<number, number>();
          for (const b of bets) byHour.set(Math.floor(b.minute / 60), (byHour.get(Math.floor(b.minute / 60)) ?? 0) + b.stake);
          const expected = [...byHour.values()].reduce((s, stake) => s + Math.floor((stake * rate) / FULL_RATE), 0);
          const paid = lines.reduce((s, l) => s + Math.round(Number(l.amount) * 100), 0);
          expect(paid).toBe(expected);
        },
      ),
      { numRuns: 6 },
    );
    expect(await ledgerIsSound(app())).toEqual([]);
  }, 240_000);
});
