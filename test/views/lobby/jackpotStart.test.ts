// Where the /rng jackpot counter starts (machines/jackpot.machine.ts `jackpotAt`, spec sections 2
// and 9: +165.11 every 3 seconds): a base that has grown by one step for every whole tick since
// midnight UTC, so every visitor sees the same figure and it keeps growing across reloads. Node
// only, so the jackpot's mutation group runs it with the model paths.
import { describe, expect, it } from 'vitest';
import { jackpotAt } from '../../../machines/jackpot.machine';
import { JACKPOT_STEP_MINOR as STEP, JACKPOT_TICK_MS as TICK } from '../../../server/shared/timing';
const midnight = Date.UTC(2026, 10, 24);

describe('the jackpot at a moment of the day', () => {
  it('is the base at midnight UTC (8,800,000,000 minor units unless the page gives another)', () => {
    expect(jackpotAt(midnight)).toBe(8_800_000_000);
    expect(jackpotAt(midnight, 5_000)).toBe(5_000);
    expect(jackpotAt(0, 42)).toBe(42);
  });

  it('grows by one step per whole tick since midnight, not within a tick', () => {
    expect(jackpotAt(midnight + TICK - 1, 0)).toBe(0);
    expect(jackpotAt(midnight + TICK, 0)).toBe(STEP);
    expect(jackpotAt(midnight + 10 * TICK + 1_500, 100)).toBe(100 + 10 * STEP);
  });

  it('has grown a day’s worth of ticks just before midnight and starts again after it', () => {
    const ticksPerDay = 86_400_000 / TICK;
    expect(jackpotAt(midnight + 86_400_000 - 1, 0)).toBe((ticksPerDay - 1) * STEP);
    expect(jackpotAt(midnight + 86_400_000, 0)).toBe(0);
    expect(jackpotAt(midnight + 86_400_000 + 7 * TICK, 0)).toBe(7 * STEP);
  });
});
