// Background jobs, run in-process on an interval. Each run is idempotent and, on
// PostgreSQL, takes an advisory lock, so several servers on one database are safe.
// A run that fails is logged and tried again at the next tick.
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import { runWithdrawalConfirmations, WITHDRAWAL_CONFIRMATIONS } from './withdrawalConfirmations';
import { AGENT_SETTLEMENTS, runAgentSettlements } from './settlements';
import { LOTTERY_DRAWS, runLotteryDraws } from './lotteryDraws';

/** One background job: `run` answers counts of what it did (logged when any is above 0). */
export interface Job {
  name: string;
  run(services: Services, now?: Date): Promise<Record<string, number>>;
}

/** Every job, run one after another at each tick. Add a job by adding it here. */
export const JOBS: Job[] = [{ name: WITHDRAWAL_CONFIRMATIONS, run: runWithdrawalConfirmations }, { name: LOTTERY_DRAWS, run: runLotteryDraws }, { name: AGENT_SETTLEMENTS, run: runAgentSettlements }];

export interface Jobs {
  stop(): Promise<void>;
}

async function runAll(services: Services, log: FastifyBaseLogger, jobs: Job[]) {
  for (const job of jobs) {
    try {
      const counts = await job.run(services);
      if (Object.values(counts).some((n) => n > 0)) log.info({ job: job.name, ...counts }, 'job done');
    } catch (err) {
      log.error({ err, job: job.name }, 'job failed');
    }
  }
}

export function startJobs(services: Services, log: FastifyBaseLogger, intervalMs: number, jobs: Job[] = JOBS): Jobs {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runAll(services, log, jobs).finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, intervalMs);
  // The jobs never keep the process alive on their own.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
