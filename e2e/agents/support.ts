// Shared by the agent specs: the merchant's contract options and a top agent's contracts
// set through the operator API, as the back office does before agents can offer any.
import type { APIRequestContext } from '@playwright/test';
import { OperatorApi } from '../money/support';

export const TOP_TERMS = {
  daily: { tiers: [{ minBet: '0.00', minActive: 0, ratio: '1.00' }, { minBet: '10000.00', minActive: 2, ratio: '1.50' }] },
  hourly: { ratio: '0.50' },
  realtime: { winRate: '0.40', lossRate: '0.60' },
  dividend: { period: 'W', tiers: [{ minLoss: '0.00', minActive: 0, ratio: '20.00' }] },
} as const;

/** Every contract kind on for Nigeria (weekly dividends), and agent01 holding a platform contract of each. */
export async function agentsReady(request: APIRequestContext) {
  const operator = new OperatorApi(request);
  await operator.put('/api/operator/agent-options', { merchantCode: 'NG', dailysalreqtype: 1, contracthoursalreq: 1, realtimesalreqtype: 1, divtypereq: 1, dividendPeriods: ['W'] });
  for (const [kind, terms] of Object.entries(TOP_TERMS)) {
    await operator.post('/api/operator/agent-contracts', { merchantCode: 'NG', account: 'agent01', kind, terms });
  }
  return operator;
}

/** A fresh account name the server accepts (letters and digits, a letter first). */
export const freshAccount = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
