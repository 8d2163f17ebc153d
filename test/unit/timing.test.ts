// The spec's lengths of time (section 9), held once in server/shared/timing.ts: the
// machines, the views, storage and the server's settlement periods read them from there,
// and the model tests check every machine's timers against them.
import { describe, expect, it } from 'vitest';
import { lastEndedPeriod } from '../../server/agents/periods';
import * as timing from '../../server/shared/timing';

describe('the spec\'s timings', () => {
  it('[SHELL-45] the banner advances every 5000 ms', () => {
    expect(timing.BANNER_ADVANCE_MS).toBe(5000);
  });

  it('[LOBBY-52] the jackpot adds 165.11 every 3000 ms', () => {
    expect(timing.JACKPOT_TICK_MS).toBe(3000);
    expect(timing.JACKPOT_STEP_MINOR).toBe(16_511);
  });

  it('[SMS-06][SMS-12][LOGIN-22] the SMS countdown defaults to 60 s and ticks by the second; buttons are throttled to 1000 ms', () => {
    expect(timing.DEFAULT_COUNTDOWN_SECONDS).toBe(60);
    expect(timing.SMS_TICK_MS).toBe(1000);
    expect(timing.THROTTLE_MS).toBe(1000);
  });

  it('[LOGIN-34][SHELL-90] remember-me lasts a day; a page\'s code times out after 120 s', () => {
    expect(timing.REMEMBER_ME_MS).toBe(86_400_000);
    expect(timing.CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('[AGENT-25] real-time salary settles every 5 minutes', () => {
    expect(timing.SALARY_SETTLE_MS).toBe(300_000);
    const period = lastEndedPeriod('realtime', new Date('2026-11-26T10:07:30Z'));
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-26T10:05:00.000Z']);
  });

  it('[LOTTERY-10] the lottery board refreshes between 7 and 30 s and counts down by the second', () => {
    expect([timing.LOTTERY_REFRESH_MIN_MS, timing.LOTTERY_REFRESH_MAX_MS, timing.LOTTERY_TICK_MS]).toEqual([7000, 30_000, 1000]);
  });

  it('the portal\'s own choices stay within what a browser timer can wait', () => {
    for (const [name, value] of Object.entries(timing)) {
      expect(Number.isInteger(value) && value > 0 && value <= timing.MAX_TIMER_MS, name).toBe(true);
    }
    expect(timing.STATUS_RETRY_BASE_MS).toBeLessThan(timing.STATUS_RETRY_MAX_MS);
  });
});
