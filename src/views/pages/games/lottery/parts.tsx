import { useEffect, useRef } from 'react';
import { useHasMessage, useT, type MessageKey } from '../../../../i18n/useT';
import { countdownText } from './format';

/** The translated name of a menu tag (the tag itself when there is none). */
export function useTagName() {
  const t = useT();
  const has = useHasMessage();
  return (tag: string) => (has(`lobby.lottery.tag.${tag}`) ? t(`lobby.lottery.tag.${tag}` as MessageKey) : tag);
}

/** Reloads a side resource when the board reloads (a draw may have been drawn since). */
export function useReloadWith(loads: number, send: (event: { type: 'REFRESH' }) => void) {
  const seen = useRef(loads);
  useEffect(() => {
    if (seen.current === loads) return;
    seen.current = loads;
    send({ type: 'REFRESH' });
  }, [loads, send]);
}

/** A drawn number as a row of balls. */
export function Balls({ numbers, small, testId }: { numbers: string; small?: boolean; testId?: string }) {
  return (
    <span className={`lottery-balls${small ? ' lottery-balls--small' : ''}`} data-testid={testId} aria-label={numbers} role="img">
      {[...numbers].map((digit, i) => (
        <span key={i} className="lottery-ball" aria-hidden="true">
          {digit}
        </span>
      ))}
    </span>
  );
}

/** Countdowns with the days worded in the reader's language. */
export function useCountdown() {
  const t = useT();
  return (seconds: number) => countdownText(seconds, (days) => t('lobby.lottery.days', { days }));
}
