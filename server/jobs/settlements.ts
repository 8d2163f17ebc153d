// Agent settlements (docs/agent-api.md): at each tick, the last ended period of every
// kind (real-time: 5 minutes; hourly; daily; dividends D, W, H, M) is settled for
// every merchant whose option pays it. A period settled before is left alone, so the
// tick may run as often as it likes and on several servers at once.
import type { Services } from '../services';

export const AGENT_SETTLEMENTS = 'agent-settlements';

export async function runAgentSettlements(services: Services, now?: Date): Promise<{ periods: number; agents: number }> {
  const runs = (await services.agents.settlements.runDue(now)).filter((r) => r.settled);
  return { periods: runs.length, agents: runs.reduce((s, r) => s + r.agents, 0) };
}
