// Background jobs, run in-process on an interval. Each run is idempotent and, on
// PostgreSQL, takes an advisory lock, so several servers on one database are safe.
// A run that fails is logged and tried again at the next tick.
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../services';
import { runWithdrawalConfirmations, WITHDRAWAL_CONFIRMATIONS } from './withdrawalConfirmations';

export interface Jobs {
  stop(): Promise<void>;
}

export function startJobs(services: Services, log: FastifyBaseLogger, intervalMs: number): Jobs {
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runWithdrawalConfirmations(services)
      .then(({ closed }) => {
        if (closed > 0) log.info({ job: WITHDRAWAL_CONFIRMATIONS, closed }, 'withdrawals closed as received');
      })
      .catch((err: unknown) => log.error({ err, job: WITHDRAWAL_CONFIRMATIONS }, 'job failed'))
      .finally(() => {
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
