import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { houseDiceMachine } from '../../../machines/houseDice.machine';
import { DICE_LIMITS, diceOdds } from '../../../machines/houseRules';
import type { DiceOutcome } from '../../../server/shared/wire/house';
import { Field, SegmentedTabs, TextInput } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { useMoney } from '../../components/money';
import { Spinner } from '../../components/Spinner';
import { AmountField, HouseHead, HouseLoadState } from './HouseParts';
import { useT } from '../../i18n/useT';
import { SessionClockBar } from '../protection/SessionClockBar';
import { FairnessPanel } from './FairnessPanel';

export type HouseDiceActor = ActorRefFrom<typeof houseDiceMachine>;

/** Dice: a roll of 0.00..99.99 under or over the target; the chance and multiplier follow the target. */
export function HouseDiceView({ actorRef, currencySymbol, balance: startBalance }: { actorRef: HouseDiceActor; currencySymbol: string; balance: string | null }) {
  const t = useT();
  const money = useMoney();
  const snapshot = useSelector(actorRef, (s) => s);
  const send = actorRef.send;
  const { context } = snapshot;
  const last = context.last as (typeof context.last & { outcome: DiceOutcome; amount: string; payout: string }) | null;
  const busy = snapshot.matches('playing') || snapshot.matches('rotating');
  const balance = context.balance ?? startBalance;
  const odds = diceOdds(context.bet);

  const loadState = snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready';
  if (loadState !== 'ready') return <HouseLoadState state={loadState} errorCode={context.errorCode} onRetry={() => send({ type: 'RETRY' })} />;

  const direction = context.bet.direction === 'over' ? 'over' : 'under';
  return (
    <div className="house-game house-dice" data-testid="house-dice">
      <HouseHead title={t('lobby.house.dice.title')} balanceLabel={t('lobby.house.balance')} balance={balance} currencySymbol={currencySymbol} />
      <SessionClockBar round={`${last ? String(last.roundId) : ''}:${context.errorCode ?? ''}`} currencySymbol={currencySymbol} />

      <div className={`dice-roll${last ? (last.outcome.win ? ' is-win' : ' is-lose') : ''}${snapshot.matches('playing') ? ' is-rolling' : ''}`} aria-live="polite" data-testid="house-result">
        <span className="dice-roll__value" data-testid="dice-roll">
          {last ? last.outcome.roll : '--.--'}
        </span>
        <span className="dice-roll__caption">
          {last
            ? last.outcome.win
              ? t('lobby.house.dice.won', { payout: money(currencySymbol, last.payout), roll: last.outcome.roll })
              : t('lobby.house.dice.lost', { roll: last.outcome.roll, direction: last.outcome.direction, target: last.outcome.target })
            : t('lobby.house.dice.hint')}
        </span>
      </div>

      <form
        className="house-bet"
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'PLAY' });
        }}
      >
        <SegmentedTabs
          label={t('lobby.house.dice.direction')}
          value={direction}
          onChange={(value) => send({ type: 'SET', field: 'direction', value })}
          options={[
            { value: 'under', label: t('lobby.house.dice.under') },
            { value: 'over', label: t('lobby.house.dice.over') },
          ]}
          testId="dice-direction"
        />
        <Field label={t('lobby.house.dice.target')} error={context.problem === 'target' ? t('lobby.house.dice.targetProblem') : undefined} testId="dice-target">
          {({ inputId, describedBy, invalid }) => (
            <TextInput
              id={inputId}
              aria-describedby={describedBy}
              invalid={invalid}
              inputMode="decimal"
              value={context.bet.target ?? ''}
              onChange={(e) => send({ type: 'SET', field: 'target', value: e.target.value.trim() })}
              data-testid="dice-target-input"
            />
          )}
        </Field>
        <dl className="dice-odds" data-testid="dice-odds">
          <div>
            <dt>{t('lobby.house.dice.chance')}</dt>
            <dd>{odds ? `${odds.chance}%` : '—'}</dd>
          </div>
          <div>
            <dt>{t('lobby.house.dice.multiplier')}</dt>
            <dd>{odds ? `×${odds.multiplier}` : '—'}</dd>
          </div>
        </dl>
        <AmountField context={context} limits={DICE_LIMITS} busy={busy} currencySymbol={currencySymbol} onChange={(value) => send({ type: 'SET', field: 'amount', value })} />
        <button type="submit" className="button button--primary button--large house-bet__play" disabled={busy} data-testid="house-roll">
          {snapshot.matches('playing') ? <Spinner label={t('lobby.house.dice.rolling')} /> : <Icon name="play" size={18} />}
          {t('lobby.house.dice.roll')}
        </button>
      </form>

      {context.fairness && (
        <FairnessPanel
          game="dice"
          fairness={context.fairness}
          context={context}
          busy={busy}
          onSeed={(seed) => send({ type: 'SET_SEED', seed })}
          onRotate={() => send({ type: 'ROTATE' })}
        />
      )}
    </div>
  );
}
