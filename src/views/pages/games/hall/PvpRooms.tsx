import { useEffect, useRef, useState } from 'react';
import type { PvpRoom } from '../../../../../server/shared/wire/lobby';
import { loadPvpRooms } from '../../../../app/lobbyLogic';
import { useResource } from '../../../../app/useMachines';
import { Icon } from '../../../../components/Icon';
import { useMoney } from '../../../../components/money';
import { Spinner } from '../../../../components/Spinner';
import { errorKey, useT } from '../../../../i18n/useT';

/** Games shown before "show all": the rooms list stays a strip above the hall's grid. */
const FIRST_GAMES = 4;

interface RoomGame {
  nodeId: number;
  gameName: string;
  vendorName: string;
  rooms: PvpRoom[];
}

function byGame(rooms: readonly PvpRoom[]): RoomGame[] {
  const games = new Map<number, RoomGame>();
  for (const room of rooms) {
    const game = games.get(room.nodeId) ?? { nodeId: room.nodeId, gameName: room.gameName, vendorName: room.vendorName, rooms: [] };
    game.rooms.push(room);
    games.set(room.nodeId, game);
  }
  return [...games.values()];
}

/**
 * The card rooms of the /pvp hall (spec section 7 "pvp rooms GET"): for the chosen
 * vendor, or every vendor, each game with its rooms (minimum bet, chips to sit down,
 * seats). Sitting down opens the game popup with the game's chat room.
 */
export function PvpRooms({ vendor, symbol, onSit }: { vendor: string | null; symbol: string; onSit: (room: PvpRoom) => void }) {
  const t = useT();
  const money = useMoney();
  const [expanded, setExpanded] = useState(false);
  const rooms = useResource(loadPvpRooms, vendor);
  const { send } = rooms;
  const loadedFor = useRef(vendor);
  useEffect(() => {
    if (loadedFor.current === vendor) return;
    loadedFor.current = vendor;
    send({ type: 'SET_PARAMS', params: vendor });
    setExpanded(false);
  }, [vendor, send]);

  const games = byGame(rooms.data ?? []);
  const shown = expanded ? games : games.slice(0, FIRST_GAMES);
  const state = rooms.snapshot.value as string;
  return (
    <section className="pvp-rooms" aria-labelledby="pvp-rooms-title" data-testid="pvp-rooms" data-state={state}>
      <header className="pvp-rooms__header">
        <h2 id="pvp-rooms-title" className="pvp-rooms__title">
          <Icon name="pvp" size={18} />
          {t('lobby.pvp.rooms')}
        </h2>
        <p className="pvp-rooms__lead">{t('lobby.pvp.lead')}</p>
      </header>
      {state === 'loading' && <Spinner label={t('common.loading')} />}
      {state === 'failed' && (
        <p className="pvp-rooms__error" role="alert">
          {t(errorKey(rooms.errorCode))}{' '}
          <button type="button" className="button button--ghost" onClick={() => send({ type: 'RETRY' })} data-testid="pvp-rooms-retry">
            {t('common.retry')}
          </button>
        </p>
      )}
      {rooms.data && games.length === 0 && <p className="pvp-rooms__empty">{t('lobby.pvp.empty')}</p>}
      <ul className="pvp-rooms__games">
        {shown.map((game) => (
          <li key={game.nodeId} className="pvp-rooms__game" data-testid="pvp-game">
            <div className="pvp-rooms__name">
              <strong>{game.gameName}</strong>
              <span>{game.vendorName}</span>
            </div>
            <ul className="pvp-rooms__tables">
              {game.rooms.map((room) => (
                <li key={room.roomId}>
                  <button type="button" className="pvp-room" onClick={() => onSit(room)} data-testid="pvp-room" data-room-id={room.roomId}>
                    <span className="pvp-room__name">{room.name}</span>
                    <span className="pvp-room__detail">{t('lobby.pvp.minBet', { amount: money(symbol, room.minBet) })}</span>
                    <span className="pvp-room__detail">{t('lobby.pvp.entry', { amount: money(symbol, room.entry) })}</span>
                    <span className="pvp-room__detail">{t('lobby.pvp.seats', { seats: room.seats })}</span>
                    <span className="pvp-room__sit">{t('lobby.pvp.sit')}</span>
                  </button>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {games.length > FIRST_GAMES && (
        <button type="button" className="button button--ghost pvp-rooms__more" onClick={() => setExpanded(!expanded)} aria-expanded={expanded} data-testid="pvp-rooms-more">
          {expanded ? t('lobby.pvp.fewer') : t('lobby.pvp.all', { count: games.length })}
        </button>
      )}
    </section>
  );
}
