import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/Link';
import { AGENT_PAGES, type AgentPage } from '../../../../machines/agentCentre.machine';
import { useSessionSend, useSessionView } from '../../../app/session';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { AreaMessages } from '../../../app/AreaMessages';
import { useT } from '../../../i18n/useT';
import { withAgent } from '../../agent/agentAddress';
import { AGENT_ICONS, agentMenuLabel } from '../../agent/agentMenu';
import '../../agent/agent.css';

// The pages the home offers as shortcuts; the centre's menu has them all (with the optional ones).
const SHORTCUTS: AgentPage[] = AGENT_PAGES.filter((page) => ['agentTeamOverview', 'registerCenter', 'teamManagement', 'myIncome'].includes(page));

/**
 * Agent home (spec sections 2 and 4): agents log in here on the agent side and land here;
 * the agent centre opens over it. A visitor gets the agent login, any other account is
 * told that only agents use the agent centre (AGENT-30).
 */
export function AgentHomePage() {
  const t = useT();
  const send = useSessionSend();
  const { signedIn, role } = useSessionView();
  const location = useLocation();
  const agent = role === 'agent';
  return (
    <div className="container page-body" data-testid="agent-home-page">
      <PageHeading icon="briefcase" title={t('page.agent.title')} subtitle={t('page.agent.subtitle')} />
      {!signedIn && (
        <EmptyState
          icon="briefcase"
          title={t('login.agentTitle')}
          action={
            <button type="button" className="button button--primary" onClick={() => send({ type: 'OPEN_LOGIN', side: 'agent' })} data-testid="agent-login">
              {t('login.agentTitle')}
            </button>
          }
        />
      )}
      {signedIn && !agent && role !== 'changePending' && role !== 'routing' && (
        <EmptyState icon="lock" title={t('error.not_agent')} testId="agent-home-refused" />
      )}
      {agent && (
        <AreaMessages area="agent" fallback={null}>
          <AgentShortcuts search={location.search} pathname={location.pathname} />
        </AreaMessages>
      )}
    </div>
  );
}

function AgentShortcuts({ pathname, search }: { pathname: string; search: string }) {
  const t = useT();
  return (
    <section className="agent-home" data-testid="agent-home-shortcuts">
      <Link to={withAgent({ pathname, search, hash: '' }, 'agentTeamOverview')} className="button button--primary button--large" data-testid="agent-home-open">
        <Icon name="briefcase" size={18} />
        {t('agent.home.open')}
      </Link>
      <ul className="agent-home__links">
        {SHORTCUTS.map((page) => (
          <li key={page}>
            <Link to={withAgent({ pathname, search, hash: '' }, page)} className="agent-home__link" data-testid={`agent-home-${page}`}>
              <Icon name={AGENT_ICONS[page]} size={20} />
              <span>{t(agentMenuLabel(page))}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
