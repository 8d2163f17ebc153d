import type { SystemStatus } from '../../../server/shared/wire/system';
import { Brand } from '../../components/Brand';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { CustomerServiceButton } from './CustomerServiceButton';

/** Full-page region-block screen: the visitor's IP, info text, customer service. */
export function RegionBlockPage({ status }: { status: SystemStatus }) {
  const t = useT();
  const restriction = status.regionRestriction;
  const ip = restriction?.ip || status.location.ip;

  return (
    <main className="status-screen" data-testid="region-block-page">
      <div className="status-card">
        <Brand />
        <div className="status-card__badge status-card__badge--danger">
          <Icon name="globe" size={34} />
        </div>
        <h1 className="status-card__title">{t('regionBlock.title')}</h1>
        <p className="status-card__meta">
          {t('regionBlock.ip')}{' '}
          <code className="status-card__ip" data-testid="region-block-ip">
            {ip}
          </code>
        </p>
        <p className="status-card__text" data-testid="region-block-info">
          {restriction?.info || t('regionBlock.info')}
        </p>
        <CustomerServiceButton entries={status.customerService} />
      </div>
    </main>
  );
}
