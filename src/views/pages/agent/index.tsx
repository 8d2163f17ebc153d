import { useSessionSend, useSessionView } from '../../../app/session';
import { useT } from '../../../i18n/useT';
import { ComingSoon } from '../ComingSoon';

/** Agent home: agents log in here on the agent side (spec section 4: they land on /agentHome). */
export function AgentHomePage() {
  const t = useT();
  const send = useSessionSend();
  const { signedIn } = useSessionView();
  return (
    <ComingSoon
      icon="briefcase"
      title="page.agent.title"
      subtitle="page.agent.subtitle"
      text="page.agent.empty"
      testId="agent-home-page"
      action={
        signedIn ? undefined : (
          <button type="button" className="button button--primary" onClick={() => send({ type: 'OPEN_LOGIN', side: 'agent' })} data-testid="agent-login">
            {t('login.agentTitle')}
          </button>
        )
      }
    />
  );
}
