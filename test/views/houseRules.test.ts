// The house games' bet rules on the client (machines/houseRules.ts), held to the games'
// shared rules (server/shared/houseGames/): stakes within each game's limits, a dice target
// of 0.00..99.99 whose chance of winning is 1%..95%, a client seed of 1..64 letters, digits,
// _ . or - (empty asks the server for one). The expected values are worked out here from the
// configured numbers, not read back from the functions under test. Node only, so the
// mutation run of the house machines (group `house`) runs it too.
import { describe, expect, it } from 'vitest';
import { DICE_LIMITS, diceBetOf, diceOdds, diceProblem, seedProblem, SLOT_LIMITS, slotProblem } from '../../machines/houseRules';
import { DICE_CONFIG } from '../../server/shared/houseGames/dice';
import { SLOT_CONFIG } from '../../server/shared/houseGames/slot';

// Minor units as the two-decimal text a member types: 20 → "0.20".
const typed = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

describe('the stake limits shown on the pages', () => {
  it('are the games’ configured limits as two-decimal amounts', () => {
    expect(SLOT_LIMITS).toEqual({ min: typed(SLOT_CONFIG.minBetMinor), max: typed(SLOT_CONFIG.maxBetMinor) });
    expect(DICE_LIMITS).toEqual({ min: typed(DICE_CONFIG.minBetMinor), max: typed(DICE_CONFIG.maxBetMinor) });
    expect(SLOT_LIMITS).toEqual({ min: '0.20', max: '10000.00' });
    expect(DICE_LIMITS).toEqual({ min: '0.10', max: '10000.00' });
  });
});

describe('a slot stake', () => {
  it('is fine from the minimum to the maximum, limits included', () => {
    expect(slotProblem({ amount: typed(SLOT_CONFIG.minBetMinor) })).toBeNull();
    expect(slotProblem({ amount: typed(SLOT_CONFIG.maxBetMinor) })).toBeNull();
    expect(slotProblem({ amount: '5' })).toBeNull();
  });

  it('is out of range one minor unit outside either limit', () => {
    expect(slotProblem({ amount: typed(SLOT_CONFIG.minBetMinor - 1) })).toBe('amountRange');
    expect(slotProblem({ amount: typed(SLOT_CONFIG.maxBetMinor + 1) })).toBe('amountRange');
  });

  it('is not an amount when empty, missing or malformed', () => {
    expect(slotProblem({ amount: '' })).toBe('amount');
    expect(slotProblem({})).toBe('amount');
    expect(slotProblem({ amount: 'abc' })).toBe('amount');
    expect(slotProblem({ amount: '1.234' })).toBe('amount');
    expect(slotProblem({ amount: '0' })).toBe('amount');
  });
});

describe('a dice bet', () => {
  const ok = { amount: '1.00', target: '49.50', direction: 'under' };

  it('is fine with a stake in range and a target whose chance is 1%..95%', () => {
    expect(diceProblem(ok)).toBeNull();
    expect(diceProblem({ ...ok, amount: typed(DICE_CONFIG.minBetMinor) })).toBeNull();
    expect(diceProblem({ ...ok, amount: typed(DICE_CONFIG.maxBetMinor) })).toBeNull();
  });

  it('names the stake first: out of range, or not an amount', () => {
    expect(diceProblem({ ...ok, amount: typed(DICE_CONFIG.minBetMinor - 1) })).toBe('amountRange');
    expect(diceProblem({ ...ok, amount: typed(DICE_CONFIG.maxBetMinor + 1) })).toBe('amountRange');
    expect(diceProblem({ ...ok, amount: 'x', target: '' })).toBe('amount');
    expect(diceProblem({ target: '49.50', direction: 'under' })).toBe('amount');
    expect(diceProblem({ ...ok, amount: typed(DICE_CONFIG.minBetMinor - 1), target: '' })).toBe('amountRange');
  });

  it('refuses a target that is missing, malformed or out of 0.00..99.99', () => {
    expect(diceProblem({ ...ok, target: '' })).toBe('target');
    expect(diceProblem({ amount: '1.00', direction: 'under' })).toBe('target');
    expect(diceProblem({ ...ok, target: '100' })).toBe('target');
    expect(diceProblem({ ...ok, target: '4.955' })).toBe('target');
    expect(diceProblem({ ...ok, target: '-5' })).toBe('target');
  });

  it('refuses a direction other than under or over', () => {
    expect(diceProblem({ ...ok, direction: 'sideways' })).toBe('target');
    expect(diceProblem({ amount: '1.00', target: '49.50' })).toBe('target');
    expect(diceProblem({ ...ok, direction: 'over' })).toBeNull();
  });

  // Under T wins on the rolls 0.00..T-0.01: T*100 of the 10,000. Over T wins on T+0.01..99.99.
  it('allows a chance of winning from 1% to 95% inclusive, on both sides', () => {
    expect(diceBetOf({ target: '1.00', direction: 'under' })).toEqual({ targetHundredths: 100, direction: 'under' });
    expect(diceBetOf({ target: '0.99', direction: 'under' })).toBeNull();
    expect(diceBetOf({ target: '95.00', direction: 'under' })).toEqual({ targetHundredths: 9500, direction: 'under' });
    expect(diceBetOf({ target: '95.01', direction: 'under' })).toBeNull();
    // over 98.99: 99.00..99.99 is 100 rolls (1%); over 4.99: 5.00..99.99 is 9,500 rolls (95%).
    expect(diceBetOf({ target: '98.99', direction: 'over' })).toEqual({ targetHundredths: 9899, direction: 'over' });
    expect(diceBetOf({ target: '99.00', direction: 'over' })).toBeNull();
    expect(diceBetOf({ target: '4.99', direction: 'over' })).toEqual({ targetHundredths: 499, direction: 'over' });
    expect(diceBetOf({ target: '4.98', direction: 'over' })).toBeNull();
    expect(diceProblem({ ...ok, target: '0.99' })).toBe('target');
    expect(diceProblem({ ...ok, target: '98.99', direction: 'over' })).toBeNull();
  });

  it('reads a target with one or no decimals as hundredths', () => {
    expect(diceBetOf({ target: '49.5', direction: 'under' })).toEqual({ targetHundredths: 4950, direction: 'under' });
    expect(diceBetOf({ target: '50', direction: 'over' })).toEqual({ targetHundredths: 5000, direction: 'over' });
  });
});

describe('the dice odds shown beside the form', () => {
  // Chance: winning rolls / 100 percent. Multiplier: floor(9900 * 10000 / rolls) / 10000.
  it('are the chance in percent and the multiplier cut to four decimals', () => {
    expect(diceOdds({ target: '49.50', direction: 'under' })).toEqual({ chance: '49.50', multiplier: '2.0000' });
    expect(diceOdds({ target: '50.00', direction: 'over' })).toEqual({ chance: '49.99', multiplier: '1.9803' });
    expect(diceOdds({ target: '1.00', direction: 'under' })).toEqual({ chance: '1.00', multiplier: '99.0000' });
    expect(diceOdds({ target: '33.33', direction: 'under' })).toEqual({ chance: '33.33', multiplier: '2.9702' });
  });

  it('are absent for a bet whose target is not allowed', () => {
    expect(diceOdds({ target: '0.50', direction: 'under' })).toBeNull();
    expect(diceOdds({ target: '', direction: 'under' })).toBeNull();
  });
});

describe('a client seed', () => {
  it('may be empty (the server picks one) or 1..64 of letters, digits, _ . -', () => {
    expect(seedProblem('')).toBeNull();
    expect(seedProblem('a')).toBeNull();
    expect(seedProblem('My_seed.v-2')).toBeNull();
    expect(seedProblem('x'.repeat(64))).toBeNull();
  });

  it('is refused when longer than 64 or holding another character', () => {
    expect(seedProblem('x'.repeat(65))).toBe('seed');
    expect(seedProblem('has space')).toBe('seed');
    expect(seedProblem('colon:sep')).toBe('seed');
  });
});
