import type { Location } from 'react-router-dom';
import type { AgentPage } from '../../../machines/agentCentre.machine';

export const AGENT_PARAM = 'agent';

/** The address with `?agent=<page>` set (or removed), keeping the route and the other parameters. */
export function withAgent(location: Pick<Location, 'pathname' | 'search' | 'hash'>, page: AgentPage | null) {
  const params = new URLSearchParams(location.search);
  if (page === null) params.delete(AGENT_PARAM);
  else params.set(AGENT_PARAM, page);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}
