import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { houseSlotMachine } from '../../../machines/houseSlot.machine';
import { SLOT_LIMITS } from '../../../machines/houseRules';
import { PAYLINES } from '../../../server/shared/houseGames/slot';
import type { SlotOutcome } from '../../../server/shared/wire/house';
import { Icon } from '../../components/Icon';
import { useMoney } from '../../components/money';
import { Spinner } from '../../components/Spinner';
import { AmountField, HouseHead, HouseLoadState } from './HouseParts';
import { useT } from '../../i18n/useT';
import { SessionClockBar } from '../protection/SessionClockBar';
import { FairnessPanel } from './FairnessPanel';
import { SlotWindow } from './SlotWindow';

export type HouseSlotActor = ActorRefFrom<typeof houseSlotMachine>;

const QUICK_BETS = ['0.20', '1.00', '2.00', '5.00', '10.00'];

/**
 * The 5x3 slot: the window, the bet, spin, the line wins of the last spin and the
 * balance. Real money with the fairness panel; or, for a demo, play credits and a
 * banner that says whose slot this is a demo of.
 */
export function HouseSlotView({
  actorRef,
  currencySymbol,
  balance: startBalance,
  demo,
}: {
  actorRef: HouseSlotActor;
  currencySymbol: string;
  /** The balance before the first spin (the member's, or the demo's play credits). */
  balance: string | null;
  demo?: { vendorName: string; game: string };
}) {
  const t = useT();
  const money = useMoney();
  const snapshot = useSelector(actorRef, (s) => s);
  const send = actorRef.send;
  const { context } = snapshot;
  const last = context.last as (typeof context.last & { outcome: SlotOutcome; amount: string; payout: string }) | null;
  const busy = snapshot.matches('playing') || snapshot.matches('rotating');
  const balance = context.balance ?? startBalance;

  const loadState = snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready';
  if (loadState !== 'ready') return <HouseLoadState state={loadState} errorCode={context.errorCode} onRetry={() => send({ type: 'RETRY' })} />;

  const won = last && Number(last.payout) > 0;
  return (
    <div className="house-game house-slot" data-testid="house-slot">
      {demo && (
        <div className="house-demo-banner" role="note" data-testid="house-demo-banner">
          <Icon name="warning" size={18} />
          <span>{t('lobby.house.demo.banner', { vendor: demo.vendorName, game: demo.game })}</span>
        </div>
      )}
      <HouseHead title={demo ? demo.game : t('lobby.house.slot.title')} balanceLabel={t(demo ? 'lobby.house.demo.credits' : 'lobby.house.balance')} balance={balance} currencySymbol={currencySymbol} />
      {!demo && <SessionClockBar round={`${last ? String(last.roundId) : ''}:${context.errorCode ?? ''}`} currencySymbol={currencySymbol} />}

      <SlotWindow outcome={last?.outcome ?? null} spinning={snapshot.matches('playing')} paylines={PAYLINES} />

      <div className="house-result" aria-live="polite" data-testid="house-result">
        {last ? (
          won ? (
            <p className="house-result__win" data-testid="house-result-win">
              {t('lobby.house.slot.won', { payout: money(currencySymbol, last.payout) })}
            </p>
          ) : (
            <p className="house-result__lose" data-testid="house-result-lose">
              {t('lobby.house.slot.noWin')}
            </p>
          )
        ) : (
          <p className="house-result__hint">{t('lobby.house.slot.hint')}</p>
        )}
        {last && last.outcome.wins.length > 0 && (
          <ul className="house-lines" data-testid="house-line-wins">
            {last.outcome.wins.map((win) => (
              <li key={win.line}>{t('lobby.house.slot.lineWin', { line: win.line, count: win.count, symbol: win.symbol, pay: win.pay })}</li>
            ))}
          </ul>
        )}
      </div>

      <form
        className="house-bet"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'PLAY' });
        }}
      >
        <AmountField context={context} limits={SLOT_LIMITS} busy={busy} currencySymbol={currencySymbol} onChange={(value) => send({ type: 'SET', field: 'amount', value })} />
        <div className="chip-row house-bet__quick">
          {QUICK_BETS.map((amount) => (
            <button key={amount} type="button" className={`chip${context.bet.amount === amount ? ' is-active' : ''}`} onClick={() => send({ type: 'SET', field: 'amount', value: amount })}>
              {amount}
            </button>
          ))}
        </div>
        <button type="submit" className="button button--primary button--large house-bet__play" disabled={busy} data-testid="house-spin">
          {snapshot.matches('playing') ? <Spinner label={t('lobby.house.slot.spinning')} /> : <Icon name="play" size={18} />}
          {t('lobby.house.slot.spin')}
        </button>
      </form>

      {!demo && context.fairness && (
        <FairnessPanel
          game="slot"
          fairness={context.fairness}
          context={context}
          busy={busy}
          onSeed={(seed) => send({ type: 'SET_SEED', seed })}
          onRotate={() => send({ type: 'ROTATE' })}
        />
      )}
      {demo && <p className="house-demo-note">{t('lobby.house.demo.note', { vendor: demo.vendorName })}</p>}
    </div>
  );
}
