import { createContext, useContext } from 'react';
import type { AgentPage } from '../../../machines/agentCentre.machine';
import type { AgentOptions } from '../../../server/shared/wire/agent';
import type { Member } from '../../../server/shared/wire/accounts';

/** What every page of the agent centre may use from the frame around it. */
export interface AgentApi {
  /** The signed-in agent as the session holds it (balance, currency symbol). */
  member: Member;
  /** The merchant's contract options and my own terms per kind. */
  options: AgentOptions;
  /** After money moved: reloads the member (header balance). */
  refresh(): void;
  /** After a contract was answered: my own terms (and so the menu) may have changed. */
  reloadOptions(): void;
  /** Opens another page of the centre. */
  go(page: AgentPage): void;
}

export const AgentContext = createContext<AgentApi | null>(null);

export function useAgent(): AgentApi {
  const api = useContext(AgentContext);
  if (!api) throw new Error('useAgent is used outside the agent centre');
  return api;
}
