import type { SystemStatus } from '../../../server/shared/wire/system';
import { openCustomerService, primaryCustomerService } from '../../app/customerService';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';

export function CustomerServiceButton({ entries }: { entries: SystemStatus['customerService'] }) {
  const t = useT();
  const entry = primaryCustomerService(entries);
  return (
    <button
      type="button"
      className="button button--primary button--large"
      data-testid="customer-service-button"
      disabled={!entry}
      title={entry ? undefined : t('cs.unavailable')}
      onClick={() => entry && openCustomerService(entry)}
    >
      <Icon name="headset" />
      {t('cs.contact')}
    </button>
  );
}
