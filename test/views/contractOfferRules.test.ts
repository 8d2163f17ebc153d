// The offer form's rules (machines/contractOffer.machine.ts) for what the model's fixtures do
// not type: dividends against the upline's own dividend, real-time ceilings, tiers out of
// order, members typed oddly, edits of one tier among several and the terms each kind
// sends. The page calls draftProblems, draftOf and termsChanges itself; tier rows are added
// and removed through the machine, as the page does. Node only, so the contractOffer
// mutation group runs it.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  contractOfferMachine,
  draftOf,
  draftProblems,
  editDraft,
  MAX_TIERS,
  termsChanges,
  termsOf,
  type ContractDraft,
  type ContractOfferEvent,
  type ContractOptions,
  type DraftTier,
  type OwnTerms,
} from '../../machines/contractOffer.machine';
import type { ContractTerms } from '../../server/shared/wire/agent';

const allOn: ContractOptions = { daily: true, hourly: true, realtime: true, dividend: true };

/** The upline's own contracts: a daily rate rising with the team, a monthly dividend, real-time rates. */
const own: OwnTerms = {
  daily: {
    kind: 'daily',
    tiers: [
      { minBet: '0.00', minActive: 0, ratio: '1.00' },
      { minBet: '1000.00', minActive: 5, ratio: '2.00' },
    ],
  },
  hourly: { kind: 'hourly', ratio: '0.50' },
  realtime: { kind: 'realtime', winRate: '0.30', lossRate: '0.20' },
  dividend: {
    kind: 'dividend',
    period: 'M',
    tiers: [
      { minLoss: '0.00', minActive: 0, ratio: '10.00' },
      { minLoss: '5000.00', minActive: 3, ratio: '15.00' },
    ],
  },
};

const tier = (min: string, minActive: string, ratio: string): DraftTier => ({ min, minActive, ratio });
const daily = (...tiers: DraftTier[]): ContractDraft => ({ ...draftOf('daily'), daily: tiers });
const dividend = (period: 'D' | 'W' | 'H' | 'M', ...tiers: DraftTier[]): ContractDraft => ({ ...draftOf('dividend', null, period), dividend: { period, tiers } });

describe('a daily draft against the upline own tiers', () => {
  it('reads amounts, members and ratios with the spaces around them left out', () => {
    expect(draftProblems(daily(tier(' 1000 ', ' 12 ', ' 2.00 ')), allOn, own)).toEqual([]);
  });

  it('takes active members as whole numbers of digits only, of any length', () => {
    expect(draftProblems(daily(tier('0', '12', '1.00')), allOn, own)).toEqual([]);
    for (const members of ['1e3', '0x10', 'x', '-1', '1.5']) {
      expect(draftProblems(daily(tier('0', members, '1.00')), allOn, own), members).toEqual([{ field: 'tiers.0.minActive', problem: 'members_invalid' }]);
    }
  });

  it('caps each ratio at the own rate for a team at the tier thresholds', () => {
    // 2.00 is the own rate from 1000 with 5 members; below them it is 1.00.
    expect(draftProblems(daily(tier('0', '0', '1.00'), tier('1000', '5', '2.00')), allOn, own)).toEqual([]);
    expect(draftProblems(daily(tier('0', '0', '1.00'), tier('1000', '4', '2.00')), allOn, own)).toEqual([{ field: 'tiers.1.ratio', problem: 'rate_above_own' }]);
  });

  it('judges no ceiling for a tier whose thresholds do not read, only what is wrong with them', () => {
    expect(draftProblems(daily(tier('x', '0', '5.00')), allOn, own)).toEqual([{ field: 'tiers.0.min', problem: 'amount_invalid' }]);
    expect(draftProblems(daily(tier('0', 'x', '5.00')), allOn, own)).toEqual([{ field: 'tiers.0.minActive', problem: 'members_invalid' }]);
  });

  it('without an own daily contract: the kind is refused, the tiers are still checked, with no ceiling', () => {
    expect(draftProblems(daily(tier('0', '0', '50.00')), allOn, {})).toEqual([{ field: 'kind', problem: 'no_own_contract' }]);
    expect(draftProblems(daily(tier('x', '0', '50.00')), allOn, {})).toEqual([
      { field: 'kind', problem: 'no_own_contract' },
      { field: 'tiers.0.min', problem: 'amount_invalid' },
    ]);
  });

  it('judges the order once every tier reads, whatever else is wrong with the draft', () => {
    const unordered = daily(tier('1000', '0', '0.50'), tier('500', '0', '0.50'));
    expect(draftProblems(unordered, allOn, own)).toEqual([{ field: 'tiers', problem: 'tiers_unordered' }]);
    expect(draftProblems(unordered, allOn, {})).toEqual([
      { field: 'kind', problem: 'no_own_contract' },
      { field: 'tiers', problem: 'tiers_unordered' },
    ]);
    // Fewer members or a lower ratio on a higher tier is out of order too.
    expect(draftProblems(daily(tier('0', '3', '0.50'), tier('500', '2', '0.50')), allOn, own)).toEqual([{ field: 'tiers', problem: 'tiers_unordered' }]);
    expect(draftProblems(daily(tier('0', '0', '0.50'), tier('500', '0', '0.40')), allOn, own)).toEqual([{ field: 'tiers', problem: 'tiers_unordered' }]);
    // A tier that does not read: its problem only.
    expect(draftProblems(daily(tier('1000', '0', '0.50'), tier('x', '0', '0.50')), allOn, own)).toEqual([{ field: 'tiers.1.min', problem: 'amount_invalid' }]);
  });
});

describe('a dividend draft against the upline own dividend', () => {
  it('is checked on its own tiers, whatever the daily part of the draft holds', () => {
    const draft = { ...dividend('M', tier('0', '0', '10.00'), tier('5000', '3', '15.00')), daily: [tier('x', 'x', 'x')] };
    expect(draftProblems(draft, allOn, own)).toEqual([]);
    expect(draftProblems({ ...draft, dividend: { period: 'M', tiers: [tier('x', '0', '1.00')] } }, allOn, own)).toEqual([{ field: 'tiers.0.min', problem: 'amount_invalid' }]);
  });

  it('caps each ratio at the own dividend rate for the tier net result and members', () => {
    expect(draftProblems(dividend('M', tier('0', '0', '10.01')), allOn, own)).toEqual([{ field: 'tiers.0.ratio', problem: 'rate_above_own' }]);
    expect(draftProblems(dividend('M', tier('5000', '3', '15.01')), allOn, own)).toEqual([{ field: 'tiers.0.ratio', problem: 'rate_above_own' }]);
  });

  it('keeps the upline own period', () => {
    expect(draftProblems(dividend('W', tier('0', '0', '10.00')), allOn, own)).toEqual([{ field: 'period', problem: 'period_mismatch' }]);
    expect(draftProblems(dividend('W', tier('0', '0', '10.00')), allOn, {})).toEqual([{ field: 'kind', problem: 'no_own_contract' }]);
  });

  it('is refused with no tier at all', () => {
    expect(draftProblems(dividend('M'), allOn, own)).toEqual([{ field: 'tiers', problem: 'tiers_empty' }]);
  });
});

describe('single rates', () => {
  it('an hourly rate without an own hourly contract has no ceiling', () => {
    expect(draftProblems({ ...draftOf('hourly'), hourly: { ratio: '90' } }, allOn, {})).toEqual([{ field: 'kind', problem: 'no_own_contract' }]);
  });

  it('real-time win and loss rates are each capped at the upline own', () => {
    const realtime = (winRate: string, lossRate: string) => ({ ...draftOf('realtime'), realtime: { winRate, lossRate } });
    expect(draftProblems(realtime('0.30', '0.20'), allOn, own)).toEqual([]);
    expect(draftProblems(realtime('0.31', '0.21'), allOn, own)).toEqual([
      { field: 'winRate', problem: 'rate_above_own' },
      { field: 'lossRate', problem: 'rate_above_own' },
    ]);
  });
});

describe('the terms a valid draft sends', () => {
  it('real-time: both rates with two decimals', () => {
    expect(termsOf({ ...draftOf('realtime'), realtime: { winRate: '0.3', lossRate: ' 0.25 ' } })).toEqual({ kind: 'realtime', winRate: '0.30', lossRate: '0.25' });
  });

  it('dividend: its period and tiers, numbers with two decimals', () => {
    expect(termsOf(dividend('M', tier('0', '0', '10'), tier('5000.5', '3', '15')))).toEqual({
      kind: 'dividend',
      period: 'M',
      tiers: [
        { minLoss: '0.00', minActive: 0, ratio: '10.00' },
        { minLoss: '5000.50', minActive: 3, ratio: '15.00' },
      ],
    });
  });
});

describe('the draft', () => {
  it('is filled only from terms of its own kind', () => {
    const hourly: ContractTerms = { kind: 'hourly', ratio: '0.20' };
    expect(draftOf('daily', hourly)).toEqual(draftOf('daily'));
    expect(draftOf('hourly', hourly).hourly).toEqual({ ratio: '0.20' });
  });

  it('an edit of one tier changes that tier only, of the kind it names', () => {
    const draft = { ...daily(tier('0', '0', '0.10'), tier('500', '1', '0.20')), dividend: { period: 'W' as const, tiers: [tier('0', '0', '0.30'), tier('900', '2', '0.40')] } };
    expect(editDraft(draft, 'daily.1.ratio', '0.25')).toEqual({ ...draft, daily: [tier('0', '0', '0.10'), tier('500', '1', '0.25')] });
    expect(editDraft(draft, 'dividend.0.min', '100')).toEqual({ ...draft, dividend: { period: 'W', tiers: [tier('100', '0', '0.30'), tier('900', '2', '0.40')] } });
  });
});

describe('the upline form, driven as the page drives it', () => {
  const start = (options: ContractOptions = allOn) => createActor(contractOfferMachine, { input: { role: 'upline', account: 'agent02', options, own, offer: null } }).start();
  const drive = (options: ContractOptions, ...events: ContractOfferEvent[]) => {
    const actor = start(options);
    for (const event of events) actor.send(event);
    return actor.getSnapshot().context.draft;
  };

  it('opens on the first kind the merchant allows, daily when it allows none', () => {
    expect(drive({ daily: false, hourly: true, realtime: true, dividend: true }).kind).toBe('hourly');
    expect(drive({ daily: false, hourly: false, realtime: false, dividend: false }).kind).toBe('daily');
  });

  it('starts a dividend on the upline own period', () => {
    expect(drive(allOn, { type: 'SET_KIND', kind: 'dividend' }).dividend).toEqual({ period: 'M', tiers: [tier('', '0', '')] });
  });

  it('adds and removes the rows of the dividend tiers, at most ten', () => {
    const added = drive(allOn, { type: 'SET_KIND', kind: 'dividend' }, { type: 'EDIT', field: 'dividend.0.min', value: '5' }, { type: 'ADD_TIER' });
    expect(added.dividend.tiers).toEqual([tier('5', '0', ''), tier('', '0', '')]);
    expect(added.daily).toEqual([tier('', '0', '')]);
    const removed = drive(allOn, { type: 'SET_KIND', kind: 'dividend' }, { type: 'EDIT', field: 'dividend.0.min', value: '5' }, { type: 'ADD_TIER' }, { type: 'REMOVE_TIER', index: 1 });
    expect(removed.dividend.tiers).toEqual([tier('5', '0', '')]);
    expect(removed.daily).toEqual([tier('', '0', '')]);
    const full = drive(allOn, { type: 'SET_KIND', kind: 'dividend' }, ...Array.from({ length: MAX_TIERS + 1 }, () => ({ type: 'ADD_TIER' }) as const));
    expect(full.dividend.tiers).toHaveLength(MAX_TIERS);
  });

  it('has no tier rows to remove for a single rate', () => {
    const draft = drive(allOn, { type: 'SET_KIND', kind: 'hourly' }, { type: 'REMOVE_TIER', index: 0 });
    expect(draft.dividend.tiers).toEqual([tier('', '0', '')]);
    expect(draft.daily).toEqual([tier('', '0', '')]);
  });
});

describe('what a real-time offer changes', () => {
  it('lists each rate that differs from the contract in force', () => {
    expect(termsChanges({ kind: 'realtime', winRate: '0.30', lossRate: '0.10' }, { kind: 'realtime', winRate: '0.40', lossRate: '0.20' })).toEqual([
      { field: 'winRate', from: '0.30', to: '0.40' },
      { field: 'lossRate', from: '0.10', to: '0.20' },
    ]);
  });
});
