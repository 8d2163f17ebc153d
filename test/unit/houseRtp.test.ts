// Return to player of the house games against their configuration. The slot's RTP
// is computed exactly from its strips and paytable; both games are then simulated
// with a seeded generator (deterministic, so the test cannot flake) and must land
// within a tolerance of at least 3.5 standard errors of the simulation.
import { describe, expect, it } from 'vitest';
import { hashServerSeed, outcomeStream } from '../../server/house/fairness';
import { streamOfWords } from '../../server/shared/houseGames/outcomeStream';
import { DICE_CONFIG, diceMultiplierBasis, dicePayout, rollDice, winningRolls, ROLLS, type DiceBet } from '../../server/shared/houseGames/dice';
import { PAYLINES, REEL_COUNTS, SLOT_CONFIG, STRIPS, SYMBOLS, evaluateSlot, linePay, slotRtp, spinSlot } from '../../server/shared/houseGames/slot';

/** xoshiro128** seeded by splitmix32: fast uniform 32-bit words for the simulations. */
function seededWords(seed: number): () => number {
  let x = seed >>> 0;
  const split = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  return () => {
    const result = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)) >>> 0, 9) >>> 0;
    const t = (b << 9) >>> 0;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = ((d << 11) | (d >>> 21)) >>> 0;
    return result;
  };
}

const STAKE = 10_000; // 100.00: large enough that the floor to minor units does not matter
const DICE_ROUNDS = 1_000_000;
const SLOT_SPINS = 1_000_000;
/** The simulations take a few seconds; a shared machine may be slower. */
const SIMULATION_TIMEOUT_MS = 30_000;
const DICE_TOLERANCE = 0.005;
const SLOT_TOLERANCE = 0.015;

/** The bets the dice simulation cycles through. */
const DICE_BETS: DiceBet[] = [
  { targetHundredths: 5000, direction: 'under' },
  { targetHundredths: 4999, direction: 'over' },
  { targetHundredths: 2500, direction: 'under' },
  { targetHundredths: 7499, direction: 'over' },
  { targetHundredths: 6600, direction: 'under' },
];

/** A bet's exact expected return and variance, per unit staked. */
function diceMoments(bet: DiceBet) {
  const p = winningRolls(bet) / ROLLS;
  const m = diceMultiplierBasis(bet) / 10_000;
  return { mean: p * m, variance: p * m * m - (p * m) ** 2 };
}

describe('house games return to player', () => {
  it('the slot: 5 reels x 3 rows, 20 paylines, the strips hold the configured counts', () => {
    expect(STRIPS).toHaveLength(5);
    expect(PAYLINES).toHaveLength(20);
    STRIPS.forEach((strip, reel) => {
      for (const s of SYMBOLS) expect(strip.filter((x) => x === s).length).toBe(REEL_COUNTS[reel]![s]);
    });
    const outcome = evaluateSlot([0, 0, 0, 0, 0]);
    expect(outcome.window).toHaveLength(3);
    expect(outcome.window.every((row) => row.length === 5)).toBe(true);
    expect(linePay(['WILD', 'WILD', 'SEVEN', 'WILD', 'K'])).toEqual({ symbol: 'SEVEN', count: 4, pay: 200 });
    expect(linePay(['WILD', 'WILD', 'WILD', 'TEN', 'TEN'])).toEqual({ symbol: 'WILD', count: 3, pay: 100 });
    expect(linePay(['A', 'K', 'A', 'A', 'A']).pay).toBe(0);
  });

  it('the exact slot RTP from strips and paytable equals the configured 96% within 0.1 percentage points', () => {
    const rtp = slotRtp();
    expect(Math.abs(rtp - SLOT_CONFIG.targetRtpBps / 10_000)).toBeLessThan(0.001);
  });

  it('every allowed dice bet returns at most the configured 99% and loses at most 0.01 points of it to rounding', () => {
    for (let target = 0; target < ROLLS; target += 1) {
      for (const direction of ['under', 'over'] as const) {
        const bet = { targetHundredths: target, direction };
        const wins = winningRolls(bet);
        if (wins < DICE_CONFIG.minWinningRolls || wins > DICE_CONFIG.maxWinningRolls) continue;
        // In integers: the return is wins x multiplier basis / 10^8 and the RTP rtpBps / 10^4.
        const returned = wins * diceMultiplierBasis(bet);
        expect(returned).toBeLessThanOrEqual(DICE_CONFIG.rtpBps * 10_000);
        expect(returned).toBeGreaterThan((DICE_CONFIG.rtpBps - 1) * 10_000);
      }
    }
  });

  it(`1,000,000 seeded dice rolls return the exact RTP within ±${DICE_TOLERANCE * 100} points (>= 3.5 standard errors)`, () => {
    const stream = streamOfWords(seededWords(20261124));
    let paid = 0;
    for (let i = 0; i < DICE_ROUNDS; i += 1) {
      const bet = DICE_BETS[i % DICE_BETS.length]!;
      paid += dicePayout(STAKE, bet, rollDice(stream));
    }
    const moments = DICE_BETS.map(diceMoments);
    const expected = moments.reduce((n, m) => n + m.mean, 0) / moments.length;
    const variance = moments.reduce((n, m) => n + m.variance, 0) / moments.length;
    const standardError = Math.sqrt(variance / DICE_ROUNDS);
    expect(DICE_TOLERANCE).toBeGreaterThanOrEqual(3.5 * standardError);
    expect(Math.abs(expected - DICE_CONFIG.rtpBps / 10_000)).toBeLessThan(0.0001);
    expect(Math.abs(paid / DICE_ROUNDS / STAKE - expected)).toBeLessThan(DICE_TOLERANCE);
  }, SIMULATION_TIMEOUT_MS);

  it(`1,000,000 seeded slot spins return the exact RTP within ±${SLOT_TOLERANCE * 100} points (>= 3.5 standard errors)`, () => {
    const stream = streamOfWords(seededWords(96_0000));
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < SLOT_SPINS; i += 1) {
      const x = spinSlot(stream).totalLinePays / PAYLINES.length;
      sum += x;
      squares += x * x;
    }
    const mean = sum / SLOT_SPINS;
    const standardError = Math.sqrt((squares / SLOT_SPINS - mean * mean) / SLOT_SPINS);
    expect(SLOT_TOLERANCE).toBeGreaterThanOrEqual(3.5 * standardError);
    expect(Math.abs(mean - slotRtp())).toBeLessThan(SLOT_TOLERANCE);
  }, SIMULATION_TIMEOUT_MS);

  it('the HMAC outcome stream is deterministic and the published hash is the SHA-256 of the seed', () => {
    const seeds = { serverSeed: 'ab'.repeat(32), clientSeed: 'player', nonce: 7 };
    const first = outcomeStream(seeds);
    const again = outcomeStream(seeds);
    const draws = Array.from({ length: 20 }, () => first.int(10_000));
    expect(Array.from({ length: 20 }, () => again.int(10_000))).toEqual(draws);
    expect(draws.every((d) => d >= 0 && d < 10_000)).toBe(true);
    expect(outcomeStream({ ...seeds, nonce: 8 }).uint32()).not.toBe(outcomeStream(seeds).uint32());
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
