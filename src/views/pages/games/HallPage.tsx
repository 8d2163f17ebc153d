import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { GameMenuActor, SystemStatusActor } from '../../../app/actors';
import { categoryPath } from '../../../app/gameLinks';
import { hallLogic as hallMachine } from '../../../app/lobbyLogic';
import { useSessionSend, useSessionView } from '../../../app/session';
import { useGameTypeName } from '../../../components/gameTypeName';
import { AreaMessages } from '../../../app/AreaMessages';
import { HallView } from './hall/HallView';
import { JackpotCounter } from './hall/JackpotCounter';
import { PvpRooms } from './hall/PvpRooms';
import { GamePopup } from './GamePopup';
import { useGamePopup } from './gamePopupRoute';
import { tabFromQuery, vendorFromQuery, vendorsOfType } from './hall/hallRoute';

/** A game hall (slots, card games, fishing): /rng, /pvp, /fish. */
export function HallPage({ gameType }: { gameType: string }) {
  return (
    <AreaMessages area="lobby" fallback={<div className="container page-body hall" data-testid="hall-messages-loading" aria-busy="true" />}>
      <Hall gameType={gameType} />
    </AreaMessages>
  );
}

function Hall({ gameType }: { gameType: string }) {
  const intl = useIntl();
  const name = useGameTypeName();
  const sessionSend = useSessionSend();
  const { signedIn, member } = useSessionView();
  const [params] = useSearchParams();
  const menu = GameMenuActor.useSelector((s) => s.context.menu);
  const merchantSymbol = SystemStatusActor.useSelector((s) => s.context.status?.merchant.currencySymbol);
  const entry = menu.find((e) => e.gameType.toUpperCase() === gameType);
  const vendors = useMemo(() => vendorsOfType(menu, gameType), [menu, gameType]);

  const [snapshot, send] = useMachine(hallMachine, {
    input: { gameType, vendor: vendorFromQuery(params.get('vassalage')), tab: tabFromQuery(params.get('page')), signedIn },
  });
  // Logging in or out changes the favourite marks and what the member's tabs show.
  useEffect(() => {
    if (snapshot.context.signedIn !== signedIn) send({ type: 'SIGNED_IN', signedIn });
    // the dependency list is deliberately partial
  }, [signedIn]);

  const { popup, openPopup, closePopup } = useGamePopup();

  // Spec section 3: the currency symbol defaults to P.
  const symbol = member?.currencySymbol || merchantSymbol || 'P';
  return (
    <>
    <HallView
      gameType={gameType}
      title={name(entry ?? { gameType, name: gameType })}
      base={categoryPath(gameType)}
      vendors={vendors}
      snapshot={snapshot}
      send={send}
      onLogin={() => sessionSend({ type: 'OPEN_LOGIN' })}
      language={intl.locale}
      banner={
        gameType === 'RNG' ? (
          <JackpotCounter symbol={symbol} />
        ) : gameType === 'PVP' ? (
          <PvpRooms vendor={vendorFromQuery(params.get('vassalage'))} symbol={symbol} onSit={(room) => openPopup(room.nodeId, `${room.gameName} · ${room.name}`)} />
        ) : undefined
      }
    />
    {popup && <GamePopup key={popup.nodeId} nodeId={popup.nodeId} title={popup.title} onClose={closePopup} />}
    </>
  );
}
