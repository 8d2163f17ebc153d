import { Icon } from '../../../components/Icon';
import { FormAlert } from '../../../components/forms';
import { useMoney } from '../../../components/money';
import type { Mission, MissionClaim } from '../../../../server/shared/wire/centre';
import { claimMission } from '../../../app/centreEngage';
import { errorKey, useHasMessage, useT, type MessageKey } from '../../../i18n/useT';
import { useCentre } from '../CentreContext';
import { ProgressBar } from './ProgressBar';
import { StatusTag } from './StatusTag';
import { useClaim } from './useClaim';
import { useCentreDates } from '../format';

/** The mission's category as a game-type name; null counts bets of every game. */
function useCategoryName() {
  const t = useT();
  const hasMessage = useHasMessage();
  return (category: string | null) => {
    if (!category) return t('centre.missions.anyGame');
    const key = `gameType.${category.toUpperCase()}`;
    return hasMessage(key) ? t(key as MessageKey) : category;
  };
}

interface MissionCardProps {
  mission: Mission;
  reload: () => void;
  /** This mission's leaderboard is the one shown. */
  selected: boolean;
  onShowLeaderboard: () => void;
}

/** One mission: category, period, progress towards the target, reward and claim. */
export function MissionCard({ mission, reload, selected, onShowLeaderboard }: MissionCardProps) {
  const t = useT();
  const money = useMoney();
  const { date } = useCentreDates();
  const categoryName = useCategoryName();
  const { member } = useCentre();
  const claim = useClaim<number, MissionClaim>(claimMission, reload);
  const credited = claim.snapshot.matches('succeeded') ? claim.result : null;
  const symbol = member.currencySymbol;
  const target = Number(mission.target);
  const ratio = target > 0 ? Number(mission.progress) / target : 1;
  const ended = Date.parse(mission.endsAt) <= Date.now();
  const claimable = mission.completed && !mission.claimed;

  const status = mission.claimed
    ? { tone: 'success' as const, text: t('centre.missions.status.claimed') }
    : mission.completed
      ? { tone: 'accent' as const, text: t('centre.missions.status.completed') }
      : ended
        ? { tone: 'muted' as const, text: t('centre.missions.status.ended') }
        : { tone: 'accent' as const, text: t('centre.missions.status.running') };

  return (
    <li className={`engage-card mission-card${selected ? ' is-selected' : ''}`} data-testid="mission-card" data-mission={mission.id}>
      <div className="engage-card__body">
        <div className="engage-card__top">
          <h4 className="engage-card__title">{mission.title}</h4>
          <StatusTag tone={status.tone} testId="mission-status">
            {status.text}
          </StatusTag>
        </div>
        <p className="engage-card__meta">
          <span className="engage-chip" data-testid="mission-category">
            {categoryName(mission.category)}
          </span>
          <Icon name="clock" size={14} />
          <span data-testid="mission-period">{t('centre.missions.period', { start: date(mission.startsAt), end: date(mission.endsAt) })}</span>
        </p>
        <ProgressBar
          ratio={ratio}
          complete={mission.completed}
          label={t('centre.missions.progressLabel', { title: mission.title })}
          valueText={t('centre.missions.progress', { progress: money(symbol, mission.progress), target: money(symbol, mission.target) })}
        />
        <p className="mission-card__numbers" data-testid="mission-progress">
          {t('centre.missions.progress', { progress: money(symbol, mission.progress), target: money(symbol, mission.target) })}
        </p>
        {credited && (
          <p className="engage-success" role="status" data-testid="mission-credited">
            <Icon name="check" size={16} />
            {t('centre.missions.credited', { amount: money(symbol, credited.reward) })}
          </p>
        )}
        {claim.errorCode && <FormAlert testId="mission-error">{t(errorKey(claim.errorCode))}</FormAlert>}
      </div>
      <div className="engage-card__aside">
        <span className="engage-card__caption">{t('centre.missions.reward')}</span>
        <strong className="engage-amount" data-testid="mission-reward">
          {money(symbol, mission.reward)}
        </strong>
        {claimable && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => claim.submit(mission.id)}
            disabled={claim.busy}
            aria-label={t('centre.missions.claimLabel', { title: mission.title })}
            data-testid="mission-claim"
          >
            {claim.busy ? t('centre.missions.claiming') : t('centre.missions.claim')}
          </button>
        )}
        <button
          type="button"
          className={`button button--ghost mission-card__board${selected ? ' is-active' : ''}`}
          onClick={onShowLeaderboard}
          aria-pressed={selected}
          aria-label={t('centre.missions.showLeaderboardLabel', { title: mission.title })}
          data-testid="mission-show-leaderboard"
        >
          <Icon name="crown" size={16} />
          {t('centre.missions.showLeaderboard')}
        </button>
      </div>
    </li>
  );
}
