import { useIntl } from 'react-intl';
import type { SystemStatus } from '../../../server/shared/wire/system';
import { Brand } from '../../components/Brand';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { CustomerServiceButton } from './CustomerServiceButton';

/** Full-page maintenance screen: title, optional end time, info text, customer service. */
export function MaintenancePage({ status }: { status: SystemStatus }) {
  const t = useT();
  const intl = useIntl();
  const maintenance = status.maintenance;
  const endTime = maintenance?.endTime ? formatEndTime(maintenance.endTime, intl.formatDate) : null;

  return (
    <main className="status-screen" data-testid="maintenance-page">
      <div className="status-card">
        <Brand />
        <div className="status-card__badge status-card__badge--warning">
          <Icon name="wrench" size={34} />
        </div>
        <h1 className="status-card__title" data-testid="maintenance-title">
          {maintenance?.title || t('maintenance.title')}
        </h1>
        {endTime && (
          <p className="status-card__meta" data-testid="maintenance-end-time">
            <Icon name="clock" size={18} />
            {t('maintenance.endTime', { time: endTime })}
          </p>
        )}
        <p className="status-card__text" data-testid="maintenance-info">
          {maintenance?.info || t('maintenance.info')}
        </p>
        <CustomerServiceButton entries={status.customerService} />
      </div>
    </main>
  );
}

function formatEndTime(value: string, format: (d: Date, o: Intl.DateTimeFormatOptions) => string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return format(date, { dateStyle: 'long', timeStyle: 'short' });
}
