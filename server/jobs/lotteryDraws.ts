// The lottery draw job: makes the current draw of every game (its seed's hash
// published), draws every draw past its draw time, and pays its tickets. Re-running
// it, or running it on two servers at once, changes nothing already done
// (server/lottery/lottery.ts explains how).
import type { Services } from '../services';

export const LOTTERY_DRAWS = 'lottery-draws';

export async function runLotteryDraws(services: Services, now?: Date): Promise<{ opened: number; drawn: number; settledTickets: number; settledDraws: number }> {
  return services.lottery.runDraws(now);
}
