import { useIntl } from 'react-intl';
import { SessionActor } from '../../app/actors';
import { AreaMessages } from '../../app/AreaMessages';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { useT } from '../../i18n/useT';
import '../centre/protection/breaks.css';

/**
 * The restricted mode of a self-exclusion (issue 17): on every page, why the portal offers
 * only withdrawals, the balance and the history, and until when.
 */
export function RestrictedBanner() {
  return (
    <AreaMessages area="breaks" fallback={null}>
      <Banner />
    </AreaMessages>
  );
}

function Banner() {
  const t = useT();
  const intl = useIntl();
  const until = SessionActor.useSelector((s) => s.context.member?.selfExcludedUntil ?? null);
  return (
    <div className="restricted-banner" role="status" data-testid="restricted-banner">
      <Icon name="lock" size={16} />
      <span>
        {until
          ? t('breaks.restricted.until', { until: intl.formatDate(until, { dateStyle: 'medium', timeStyle: 'short' }) })
          : t('breaks.restricted.indefinite')}
      </span>
      <Link to="?personal=responsibleGaming" data-testid="restricted-banner-details">
        {t('breaks.restricted.details')}
      </Link>
    </div>
  );
}
