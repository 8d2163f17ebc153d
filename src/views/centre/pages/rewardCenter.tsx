import { loadRewards } from '../../../app/centreEngage';
import { EmptyState } from '../../../components/EmptyState';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { EngageSummary } from '../engage/EngageSummary';
import { Loaded } from '../engage/Loaded';
import { RewardCard } from '../engage/RewardCard';
import { useResource } from '../../../app/useMachines';
import '../engage/engage.css';

/** Reward center (rewardCenter): rewards granted to the member, claimed into the main wallet. */
export default function RewardCenter() {
  const t = useT();
  const rewards = useResource(loadRewards);
  const reload = () => rewards.send({ type: 'REFRESH' });
  return (
    <section className="engage" aria-label={t('centre.rewards.title')} data-testid="centre-page-rewardCenter">
      <CentrePageTitle page="rewardCenter" subtitle={t('centre.rewards.subtitle')} />
      {rewards.data && rewards.data.items.length > 0 && (
        <EngageSummary icon="promotions">{t('centre.rewards.summary', { count: rewards.data.available })}</EngageSummary>
      )}
      <Loaded resource={rewards} testId="rewards">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon="promotions" title={t('centre.rewards.empty')} testId="rewards-empty">
              {t('centre.rewards.emptyText')}
            </EmptyState>
          ) : (
            <ul className="engage-list" aria-label={t('centre.rewards.list')} data-testid="rewards-list">
              {data.items.map((reward) => (
                <RewardCard key={reward.id} reward={reward} reload={reload} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
