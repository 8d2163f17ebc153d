// The deadline of withdrawal confirmations (spec-notes 8): a paid withdrawal the
// member has not answered within the merchant's minutes closes as received, and a
// matched payout credits the depositor. The browser's timer shows the same deadline;
// this job makes it true with the browser closed. Re-running it changes nothing.
import type { Services } from '../services';

export const WITHDRAWAL_CONFIRMATIONS = 'withdrawal-confirmations';

export async function runWithdrawalConfirmations(services: Services, now?: Date): Promise<{ closed: number }> {
  return { closed: await services.withdrawals.forceDue(now) };
}
