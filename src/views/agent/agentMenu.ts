import type { AgentPage } from '../../../machines/agentCentre.machine';
import type { IconName } from '../../components/Icon';
import type { MessageKey } from '../../i18n/useT';

/** The menu icon of each page; the page's title repeats it. */
export const AGENT_ICONS: Record<AgentPage, IconName> = {
  agentAnnouncement: 'megaphone',
  agentTeamOverview: 'grid',
  registerCenter: 'user',
  teamManagement: 'users',
  teamBetting: 'receipt',
  userProfitLoss: 'profit',
  myIncome: 'wallet',
  accountDetails: 'clock',
  dividend: 'crown',
  dailySalary: 'ticket',
  hourlySalary: 'refresh',
  realtimeSalary: 'fire',
};

export const agentMenuLabel = (page: AgentPage): MessageKey => `agent.menu.${page}`;
