import { useIntl } from 'react-intl';
import { AreaMessages } from '../../../app/AreaMessages';
import { Icon } from '../../../components/Icon';
import { useT } from '../../../i18n/useT';
import type { BreakTaken } from './breakTaken';
import './breaks.css';

/** After a break was taken the member is a visitor again: the login page says until when. */
export function BreakTakenNotice({ taken }: { taken: BreakTaken }) {
  return (
    <AreaMessages area="breaks" fallback={null}>
      <Notice taken={taken} />
    </AreaMessages>
  );
}

function Notice({ taken }: { taken: BreakTaken }) {
  const t = useT();
  const intl = useIntl();
  const until = taken.until ? intl.formatDate(taken.until, { dateStyle: 'medium', timeStyle: 'short' }) : '';
  const text = taken.kind === 'time_out' ? t('breaks.taken.timeOut', { until }) : taken.until ? t('breaks.taken.exclusion', { until }) : t('breaks.taken.indefinite');
  return (
    <p className="break-taken" role="status" data-testid="break-taken">
      <Icon name="lock" size={16} />
      <span>{text}</span>
    </p>
  );
}
