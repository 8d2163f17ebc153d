// When a lottery game draws. Pure: the same game and instant give the same draw on
// every server, so the list, the bet and the draw job agree without talking.
//
//   * 'interval' games draw every intervalSeconds, aligned to the Unix epoch (an
//     interval divides a day, so draws fall at the same clock times every day). The
//     issue number (numero) is the UTC day the draw opened plus its sequence in that
//     day: '20261124-0931' is the 931st one-minute draw of 24 November.
//   * 'weekly' games draw once a week on drawDayOfWeek (1 = Sunday .. 7 = Saturday,
//     spec section 9) at drawMinuteUtc; the numero is the draw's UTC date.
// A draw opens when the one before it is drawn, and takes bets until lockSeconds
// before its draw time.

export interface GameSchedule {
  schedule: 'interval' | 'weekly';
  intervalSeconds: number | null;
  drawDayOfWeek: number | null;
  drawMinuteUtc: number | null;
  lockSeconds: number;
}

export interface DrawSlot {
  numero: string;
  opensAt: Date;
  locksAt: Date;
  drawAt: Date;
}

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function ymd(at: Date): string {
  return `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1, 2)}${pad(at.getUTCDate(), 2)}`;
}

/** 1 (Sunday) .. 7 (Saturday) of an instant, in UTC. */
export function dayOfWeek(at: Date): number {
  return at.getUTCDay() + 1;
}

/** The draw taking bets (or locked, waiting to be drawn) at `now`: the first one drawn strictly after `now`. */
export function currentSlot(game: GameSchedule, now: Date): DrawSlot {
  return slotAfter(game, now.getTime());
}

/** The draw after `slot` (its successor in the schedule). */
export function nextSlot(game: GameSchedule, slot: DrawSlot): DrawSlot {
  return slotAfter(game, slot.drawAt.getTime());
}

function slotAfter(game: GameSchedule, t: number): DrawSlot {
  const lockMs = game.lockSeconds * 1000;
  if (game.schedule === 'interval') {
    const step = game.intervalSeconds! * 1000;
    const drawAt = Math.floor(t / step) * step + step;
    const opensAt = drawAt - step;
    const dayStart = Math.floor(opensAt / DAY_MS) * DAY_MS;
    const perDay = DAY_MS / step;
    const sequence = (opensAt - dayStart) / step + 1;
    return {
      numero: `${ymd(new Date(opensAt))}-${pad(sequence, String(perDay).length)}`,
      opensAt: new Date(opensAt),
      locksAt: new Date(drawAt - lockMs),
      drawAt: new Date(drawAt),
    };
  }
  const dayStart = Math.floor(t / DAY_MS) * DAY_MS;
  const todayAt = dayStart + game.drawMinuteUtc! * 60_000;
  const ahead = (game.drawDayOfWeek! - dayOfWeek(new Date(dayStart)) + 7) % 7;
  let drawAt = todayAt + ahead * DAY_MS;
  if (drawAt <= t) drawAt += WEEK_MS;
  return { numero: ymd(new Date(drawAt)), opensAt: new Date(drawAt - WEEK_MS), locksAt: new Date(drawAt - lockMs), drawAt: new Date(drawAt) };
}
