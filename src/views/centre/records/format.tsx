import { useCallback, type ReactNode } from 'react';
import { useMoney } from '../../../components/money';
import { useHasMessage, useT, type MessageKey } from '../../../i18n/useT';

/**
 * An amount whose sign matters (profit, a journal line): '+' for money in, '−' for money
 * out, coloured by the theme's success and danger tokens. The sign is written, so the
 * colour is never the only cue.
 */
export function SignedAmount({ symbol, amount, testId }: { symbol: string; amount: string; testId?: string }) {
  const money = useMoney();
  const value = Number(amount) || 0;
  const tone = value > 0 ? 'plus' : value < 0 ? 'minus' : 'zero';
  return (
    <span className={`record-amount record-amount--${tone}`} data-testid={testId}>
      {value > 0 ? '+' : ''}
      {money(symbol, amount)}
    </span>
  );
}

/** A plain amount (stake, balance); tabular digits line up in columns. */
export function Amount({ symbol, amount, testId }: { symbol: string; amount: string; testId?: string }) {
  const money = useMoney();
  return (
    <span className="record-amount" data-testid={testId}>
      {money(symbol, amount)}
    </span>
  );
}

export type ChipTone = 'success' | 'warning' | 'muted' | 'accent';

/** A small status label inside a table cell. */
export function RecordChip({ tone, children, testId }: { tone: ChipTone; children: ReactNode; testId?: string }) {
  return (
    <span className={`record-chip record-chip--${tone}`} data-testid={testId}>
      {children}
    </span>
  );
}

/**
 * The translated name of a value the server sends (a record kind, a bet status) under
 * `prefix`; a value added on the server later shows as it came until it is translated.
 */
export function useValueLabel() {
  const t = useT();
  const hasMessage = useHasMessage();
  return useCallback(
    (prefix: string, value: string) => {
      const key = `${prefix}${value}`;
      return hasMessage(key) ? t(key as MessageKey) : value;
    },
    [t],
  );
}
