import { useState } from 'react';
import { loadMissions } from '../../../app/centreEngage';
import { EmptyState } from '../../../components/EmptyState';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { EngageSummary } from '../engage/EngageSummary';
import { LeaderboardPanel } from '../engage/LeaderboardPanel';
import { Loaded } from '../engage/Loaded';
import { MissionCard } from '../engage/MissionCard';
import { useResource } from '../../../app/useMachines';
import '../engage/engage.css';

/** Mission activity (missionLeaderboard): missions with progress and claim, and a mission's leaderboard. */
export default function MissionLeaderboard() {
  const t = useT();
  const missions = useResource(loadMissions);
  // Which mission's leaderboard is open; the first one until the member picks another.
  const [chosen, setChosen] = useState<number | null>(null);
  const reload = () => missions.send({ type: 'REFRESH' });
  return (
    <section className="engage" aria-label={t('centre.missions.title')} data-testid="centre-page-missionLeaderboard">
      <CentrePageTitle page="missionLeaderboard" subtitle={t('centre.missions.subtitle')} />
      {missions.data && missions.data.items.length > 0 && (
        <EngageSummary icon="star">{t('centre.missions.summary', { count: missions.data.claimable })}</EngageSummary>
      )}
      <Loaded resource={missions} testId="missions">
        {(data) => {
          if (data.items.length === 0) {
            return (
              <EmptyState icon="star" title={t('centre.missions.empty')} testId="missions-empty">
                {t('centre.missions.emptyText')}
              </EmptyState>
            );
          }
          const selected = data.items.find((m) => m.id === chosen) ?? data.items[0]!;
          return (
            <div className="missions-layout">
              <ul className="engage-list" aria-label={t('centre.missions.list')} data-testid="missions-list">
                {data.items.map((mission) => (
                  <MissionCard
                    key={mission.id}
                    mission={mission}
                    reload={reload}
                    selected={mission.id === selected.id}
                    onShowLeaderboard={() => setChosen(mission.id)}
                  />
                ))}
              </ul>
              <LeaderboardPanel key={selected.id} mission={selected} />
            </div>
          );
        }}
      </Loaded>
    </section>
  );
}
