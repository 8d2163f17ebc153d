import { Link } from '../../../../components/Link';
import type { MenuVendor as Vendor } from '../../../../../server/shared/wire/gameMenu';
import type { Lane } from '../../../../../server/shared/wire/lobby';
import { gameLaunchPath, launchesDirectly, vendorPath } from '../../../../app/gameLinks';
import { loadLanes } from '../../../../app/lobbyLogic';
import { useResource } from '../../../../app/useMachines';
import { useSessionSend } from '../../../../app/session';
import { Icon } from '../../../../components/Icon';
import { Spinner } from '../../../../components/Spinner';
import { AreaMessages } from '../../../../app/AreaMessages';
import { errorKey, useT } from '../../../../i18n/useT';
import { GameThumb } from '../hall/GameThumb';
import '../hall/hall.css';
import './lanes.css';

/**
 * A category page's vendor lanes (spec section 3: lanes with title, cards and
 * gameClassify): a row per vendor with its first games. A card launches its game
 * through the session's gate (a visitor is sent to log in); "see all" opens the
 * vendor's hall or list of games, for vendors that have one.
 */
export function VendorLanes({ gameType, vendors }: { gameType: string; vendors: Vendor[] }) {
  const t = useT();
  return (
    <AreaMessages area="lobby" fallback={<Spinner label={t('common.loading')} />}>
      <Lanes gameType={gameType} vendors={vendors} />
    </AreaMessages>
  );
}

function Lanes({ gameType, vendors }: { gameType: string; vendors: Vendor[] }) {
  const t = useT();
  const lanes = useResource(loadLanes, gameType);
  const state = lanes.snapshot.value as string;
  // A lane with one game says no more than its vendor card above.
  const shown = (lanes.data ?? []).filter((lane) => lane.cards.length > 1);
  if (state === 'ready' && shown.length === 0) return null;
  return (
    <section className="lanes" aria-labelledby="lanes-title" data-testid="vendor-lanes" data-state={state}>
      <h2 id="lanes-title" className="lanes__title">
        {t('lobby.lanes.title')}
      </h2>
      {state === 'loading' && <Spinner label={t('common.loading')} />}
      {state === 'failed' && (
        <p className="lanes__error" role="alert">
          {t(errorKey(lanes.errorCode))}{' '}
          <button type="button" className="button button--ghost" onClick={() => lanes.send({ type: 'RETRY' })} data-testid="lanes-retry">
            {t('common.retry')}
          </button>
        </p>
      )}
      {shown.map((lane) => (
        <LaneRow key={lane.vassalage} lane={lane} vendor={vendors.find((v) => v.vassalage === lane.vassalage)} />
      ))}
    </section>
  );
}

function LaneRow({ lane, vendor }: { lane: Lane; vendor: Vendor | undefined }) {
  const t = useT();
  const sessionSend = useSessionSend();
  return (
    <div className="lane" data-testid="vendor-lane" data-vendor={lane.vassalage} data-classify={lane.gameClassify}>
      <header className="lane__header">
        <h3 className="lane__name">{lane.title}</h3>
        {vendor && !launchesDirectly(vendor) && (
          <Link to={vendorPath(vendor)} className="lane__all" data-testid="lane-all">
            {t('lobby.lanes.all', { count: lane.total })}
            <Icon name="chevronRight" size={14} />
          </Link>
        )}
      </header>
      <ul className="lane__cards">
        {lane.cards.map((card) => (
          <li key={card.nodeId}>
            <button type="button" className="lane-card" onClick={() => sessionSend({ type: 'GATE', to: gameLaunchPath(card) })} data-testid="lane-card" data-node-id={card.nodeId}>
              <span className="lane-card__thumb">
                <GameThumb src={card.showIcon} gameType={card.gameType} />
              </span>
              <span className="lane-card__name">{card.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
