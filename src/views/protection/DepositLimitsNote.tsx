import { useMachine } from '@xstate/react';
import { limitsReviewDue } from '../../../server/shared/playerProtection';
import { AreaMessages } from '../../app/AreaMessages';
import { limitChangeLogic } from '../../app/limitsLogic';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { useT } from '../../i18n/useT';
import { LIMITS_PAGE, LimitsAsk } from './LimitsPanel';
import './limits.css';

// The deposit page's way to the limits (issue 17): the ask to set a deposit limit at the
// first deposit (declined: not again before the 6-month review), the review when it is
// due, and otherwise a link to the limits.

function Note() {
  const t = useT();
  const [snapshot, send] = useMachine(limitChangeLogic);
  const limits = snapshot.context.limits;
  if (limits && limitsReviewDue(limits.deposit.reviewDueAt, new Date(limits.deposit.serverTime))) {
    return <LimitsAsk limits={limits} busy={!snapshot.matches('ready')} onDecline={() => send({ type: 'REVIEW' })} withLink />;
  }
  return (
    <p className="limits-link">
      <Icon name="shield" size={16} />
      <Link to={LIMITS_PAGE} data-testid="deposit-limits-link">
        {t('limits.manage')}
      </Link>
    </p>
  );
}

export function DepositLimitsNote() {
  return (
    <AreaMessages area="limits" fallback={null}>
      <Note />
    </AreaMessages>
  );
}
