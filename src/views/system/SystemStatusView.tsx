import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { systemStatusMachine } from '../../../machines/systemStatus.machine';
import { BootFrame } from '../../components/BootFrame';
import { Brand } from '../../components/Brand';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT } from '../../i18n/useT';
import { lazyView } from '../../app/lazyView';

// Screens a visitor rarely sees, loaded when the status asks for one (with the customer-service
// button and its calls): the loading screen stays until they arrive.
const MaintenancePage = lazyView(() => import('./MaintenancePage'), 'MaintenancePage', <StatusLoading />);
const RegionBlockPage = lazyView(() => import('./RegionBlockPage'), 'RegionBlockPage', <StatusLoading />);

type SystemStatusRef = ActorRefFrom<typeof systemStatusMachine>;

interface SystemStatusViewProps {
  actorRef: SystemStatusRef;
  children: ReactNode;
}

/**
 * What the system status lets the visitor see (spec sections 2 and 4): the portal,
 * the maintenance screen or the region-block screen. While a background check runs
 * the last known status stays on screen.
 */
export function SystemStatusView({ actorRef, children }: SystemStatusViewProps) {
  const view = useSelector(actorRef, (snapshot) => {
    if (snapshot.matches('refreshing')) {
      const known = snapshot.context.status?.status;
      return known === 1 ? 'maintenance' : known === 2 ? 'regionBlocked' : 'normal';
    }
    return snapshot.value;
  });
  const status = useSelector(actorRef, (snapshot) => snapshot.context.status);
  const errorCode = useSelector(actorRef, (snapshot) => snapshot.context.errorCode);

  switch (view) {
    case 'loading':
      return <StatusLoading />;
    case 'failed':
      return <StatusFailed errorCode={errorCode} onRetry={() => actorRef.send({ type: 'RETRY' })} />;
    case 'maintenance':
      return status ? <MaintenancePage status={status} /> : <StatusLoading />;
    case 'regionBlocked':
      return status ? <RegionBlockPage status={status} /> : <StatusLoading />;
    default:
      return <>{children}</>;
  }
}

function StatusLoading() {
  const t = useT();
  return (
    <BootFrame
      testId="system-loading"
      fallback={
        <main className="status-screen status-screen--loading" data-testid="system-loading">
          <Brand />
          <Spinner size="large" label={t('system.loading')} />
        </main>
      }
    />
  );
}

function StatusFailed({ errorCode, onRetry }: { errorCode: string | null; onRetry: () => void }) {
  const t = useT();
  return (
    <main className="status-screen" data-testid="system-failed">
      <div className="status-card">
        <Brand />
        <h1 className="status-card__title">{t('system.failed.title')}</h1>
        <p className="status-card__text" data-testid="system-failed-reason">
          {t(errorKey(errorCode))}
        </p>
        <p className="status-card__hint">{t('system.failed.hint')}</p>
        <button type="button" className="button button--primary button--large" onClick={onRetry} data-testid="system-retry">
          {t('system.failed.retry')}
        </button>
      </div>
    </main>
  );
}
