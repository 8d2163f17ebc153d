import { Icon } from '../../../components/Icon';
import { FormAlert } from '../../../components/forms';
import { useMoney } from '../../../components/money';
import type { Reward, RewardClaim } from '../../../../server/shared/wire/centre';
import { claimReward } from '../../../app/centreEngage';
import { errorKey, useT } from '../../../i18n/useT';
import { useCentre } from '../CentreContext';
import { StatusTag, type TagTone } from './StatusTag';
import { useClaim } from './useClaim';
import { useCentreDates } from '../format';

const TONES: Record<Reward['status'], TagTone> = { available: 'accent', claimed: 'success', expired: 'muted' };

/** One reward of the reward centre: amount, state, dates and its claim button. */
export function RewardCard({ reward, reload }: { reward: Reward; reload: () => void }) {
  const t = useT();
  const money = useMoney();
  const { date, dateTime } = useCentreDates();
  const { member } = useCentre();
  const claim = useClaim<string, RewardClaim>(claimReward, reload);
  const credited = claim.snapshot.matches('succeeded') ? claim.result : null;

  const when =
    reward.status === 'claimed' && reward.claimedAt
      ? t('centre.rewards.claimedOn', { date: dateTime(reward.claimedAt) })
      : reward.status === 'expired' && reward.expiresAt
        ? t('centre.rewards.expiredOn', { date: date(reward.expiresAt) })
        : reward.expiresAt
          ? t('centre.rewards.expires', { date: dateTime(reward.expiresAt) })
          : t('centre.rewards.noExpiry');

  return (
    <li className={`engage-card reward-card is-${reward.status}`} data-testid="reward-card" data-status={reward.status}>
      <span className="reward-card__icon" aria-hidden="true">
        <Icon name="promotions" size={24} />
      </span>
      <div className="engage-card__body">
        <div className="engage-card__top">
          <h4 className="engage-card__title">{reward.title}</h4>
          <StatusTag tone={TONES[reward.status]} testId="reward-status">
            {t(`centre.rewards.status.${reward.status}`)}
          </StatusTag>
        </div>
        <p className="engage-card__meta">
          <Icon name="clock" size={14} />
          <span data-testid="reward-when">{when}</span>
        </p>
        {credited && (
          <p className="engage-success" role="status" data-testid="reward-credited">
            <Icon name="check" size={16} />
            {t('centre.rewards.credited', { amount: money(member.currencySymbol, credited.amount) })}
          </p>
        )}
        {claim.errorCode && <FormAlert testId="reward-error">{t(errorKey(claim.errorCode))}</FormAlert>}
      </div>
      <div className="engage-card__aside">
        <strong className="engage-amount" data-testid="reward-amount">
          {money(member.currencySymbol, reward.amount)}
        </strong>
        {reward.status === 'available' && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => claim.submit(reward.id)}
            disabled={claim.busy}
            aria-label={t('centre.rewards.claimLabel', { title: reward.title })}
            data-testid="reward-claim"
          >
            {claim.busy ? t('centre.rewards.claiming') : t('centre.rewards.claim')}
          </button>
        )}
      </div>
    </li>
  );
}
