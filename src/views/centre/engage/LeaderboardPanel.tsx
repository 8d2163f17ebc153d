import type { Mission } from '../../../../server/shared/wire/centre';
import { fetchLeaderboard } from '../../../app/centreEngage';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { useT } from '../../../i18n/useT';
import { useCentre } from '../CentreContext';
import { useResource } from '../../../app/useMachines';
import { Loaded } from './Loaded';

/** A mission's top 10 stakes of its period; the member's own row stands out. Remount (key) per mission. */
export function LeaderboardPanel({ mission }: { mission: Mission }) {
  const t = useT();
  const money = useMoney();
  const { member } = useCentre();
  const board = useResource(fetchLeaderboard, mission.id);
  const refreshing = board.snapshot.matches('refreshing');
  return (
    <section className="engage-panel leaderboard" aria-labelledby={`leaderboard-${mission.id}`} data-testid="leaderboard">
      <header className="engage-panel__head">
        <div>
          <h4 className="engage-panel__title" id={`leaderboard-${mission.id}`}>
            <Icon name="crown" size={18} />
            {t('centre.missions.leaderboard', { title: mission.title })}
          </h4>
          <p className="engage-panel__hint">{t('centre.missions.leaderboardHint')}</p>
        </div>
        <button
          type="button"
          className={`icon-button${refreshing ? ' is-spinning' : ''}`}
          onClick={() => board.send({ type: 'REFRESH' })}
          disabled={!board.snapshot.matches('ready')}
          aria-label={t('centre.missions.refreshLeaderboard')}
          data-testid="leaderboard-refresh"
        >
          <Icon name="refresh" size={18} />
        </button>
      </header>
      <Loaded resource={board} testId="leaderboard">
        {(data) =>
          data.entries.length === 0 ? (
            <p className="engage-muted" data-testid="leaderboard-empty">
              {t('centre.missions.noEntries')}
            </p>
          ) : (
            <table className="engage-table">
              <thead>
                <tr>
                  <th scope="col">{t('centre.missions.rank')}</th>
                  <th scope="col">{t('centre.missions.player')}</th>
                  <th scope="col" className="is-number">
                    {t('centre.missions.stake')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr
                    key={entry.rank}
                    className={entry.me ? 'is-me' : undefined}
                    aria-current={entry.me ? 'true' : undefined}
                    data-testid="leaderboard-row"
                    data-me={entry.me || undefined}
                  >
                    <td>
                      <span className={`leaderboard__rank${entry.rank <= 3 ? ` is-top is-top-${entry.rank}` : ''}`}>{entry.rank}</span>
                    </td>
                    <td>
                      {entry.account}
                      {entry.me && (
                        <span className="engage-tag engage-tag--accent leaderboard__you" data-testid="leaderboard-you">
                          {t('centre.missions.you')}
                        </span>
                      )}
                    </td>
                    <td className="is-number">{money(member.currencySymbol, entry.stake)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}
