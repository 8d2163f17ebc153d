import type { ReactNode } from 'react';
import type { HouseRoundContext } from '../../../machines/houseRound';
import { Field, FormAlert, TextInput } from '../../components/forms';
import { useMoney } from '../../components/money';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT } from '../../i18n/useT';
import { useRefusalText } from '../protection/refusalText';

// Pieces the slot and the dice pages share: the loading and failed screens, the
// title with the balance, the bet amount field and the round's refusal.

/** The loading or failed screen of a house page, or null once it is ready. */
export function HouseLoadState({ state, errorCode, onRetry }: { state: 'loading' | 'loadFailed' | 'ready'; errorCode: string | null; onRetry: () => void }) {
  const t = useT();
  if (state === 'loading') {
    return (
      <div className="house-page__loading" data-testid="house-loading">
        <Spinner label={t('lobby.house.loading')} size="large" />
      </div>
    );
  }
  if (state === 'loadFailed') {
    return (
      <div className="house-page__failed" role="alert" data-testid="house-load-failed">
        <p>{t(errorKey(errorCode))}</p>
        <button type="button" className="button button--primary" onClick={onRetry} data-testid="house-retry">
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return null;
}

export function HouseHead({ title, balanceLabel, balance, currencySymbol }: { title: ReactNode; balanceLabel: string; balance: string | null; currencySymbol: string }) {
  const money = useMoney();
  return (
    <header className="house-game__head">
      <h1 className="house-game__title">{title}</h1>
      <p className="house-game__balance" data-testid="house-balance">
        <span>{balanceLabel}</span>
        <strong>{balance === null ? '—' : money(currencySymbol, balance)}</strong>
      </p>
    </header>
  );
}

/** The stake: its field with the machine's problem, then the server's refusal of the last round (not while busy). */
export function AmountField({
  context,
  limits,
  busy,
  currencySymbol = '',
  onChange,
}: {
  context: HouseRoundContext;
  limits: { min: string; max: string };
  busy: boolean;
  currencySymbol?: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const refusal = useRefusalText();
  const error = context.problem === 'amount' ? t('lobby.house.amountProblem') : context.problem === 'amountRange' ? t('lobby.house.amountRange', limits) : undefined;
  return (
    <>
      <Field label={t('lobby.house.amount')} error={error} testId="house-amount">
        {({ inputId, describedBy, invalid }) => (
          <TextInput
            id={inputId}
            aria-describedby={describedBy}
            invalid={invalid}
            inputMode="decimal"
            value={context.bet.amount ?? ''}
            onChange={(e) => onChange(e.target.value.trim())}
            data-testid="house-amount-input"
          />
        )}
      </Field>
      {context.errorCode && !busy && <FormAlert testId="house-error">{refusal(context.errorCode, context.errorValue, currencySymbol)}</FormAlert>}
    </>
  );
}
