import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SystemStatusActor } from '../../../app/actors';
import { loadWinners } from '../../../app/homeLoaders';
import { useResource } from '../../../app/useResource';
import { Icon } from '../../../components/Icon';
import { useMoney } from '../../../components/money';
import { useGameTypeName } from '../../../components/gameTypeName';
import { useT } from '../../../i18n/useT';
import './home.css';

/** The winners board: the latest real wins (GET, gameCategory ALL, limitNum 50), names masked. */
export function WinnersBoard() {
  const t = useT();
  const intl = useIntl();
  const money = useMoney();
  const typeName = useGameTypeName();
  const symbol = SystemStatusActor.useSelector((s) => s.context.status?.merchant.currencySymbol ?? '');
  const winners = useResource(loadWinners, intl.locale);
  const { send } = winners;
  useEffect(() => {
    send({ type: 'SET_PARAMS', params: intl.locale });
  }, [intl.locale, send]);
  const list = winners.data ?? [];
  if (list.length === 0 && winners.snapshot.matches('ready')) return null;

  return (
    <section className="home-section winners" aria-labelledby="home-winners" data-testid="home-winners">
      <div className="section-head">
        <h2 id="home-winners" className="section-title">
          <Icon name="crown" size={20} />
          {t('home.winners')}
        </h2>
      </div>
      <ol className="winners__list" data-testid="winners-list">
        {list.map((w) => (
          <li key={w.id} className="winners__item" data-testid="winner">
            <span className="winners__who">
              <Icon name="user" size={16} />
              {w.account}
            </span>
            <span className="winners__game">
              {w.gameName}
              <small>
                {typeName({ gameType: w.gameType, name: w.gameType })} · {w.vendorName}
              </small>
            </span>
            <strong className="winners__win">{money(symbol, w.win)}</strong>
          </li>
        ))}
      </ol>
    </section>
  );
}
