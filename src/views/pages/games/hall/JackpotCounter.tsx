import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { jackpotAt, jackpotMachine } from '../../../../../machines/jackpot.machine';
import { Icon } from '../../../../components/Icon';
import { useT } from '../../../../i18n/useT';

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/**
 * A digit on a wheel: the column of 0-9 slides to the current one, so a change rolls
 * (CSS transition; none when the reader asks for reduced motion).
 */
function RollingDigit({ digit }: { digit: number }) {
  return (
    <span className="jackpot__wheel" aria-hidden="true">
      <span className="jackpot__column" style={{ transform: `translateY(-${digit * 10}%)` }}>
        {DIGITS.map((d) => (
          <span key={d} className="jackpot__digit">
            {d}
          </span>
        ))}
      </span>
    </span>
  );
}

/** The /rng jackpot counter (spec sections 2 and 9): +165.11 every 3 s, rolling digits, currency symbol. */
export function JackpotCounter({ symbol, start }: { symbol: string; start?: number }) {
  const t = useT();
  const intl = useIntl();
  const input = useMemo(() => ({ start: start ?? jackpotAt(Date.now()) }), [start]);
  const [snapshot, send] = useMachine(jackpotMachine, { input });
  useEffect(() => {
    const follow = () => send({ type: document.hidden ? 'PAUSE' : 'RESUME' });
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [send]);
  const amount = snapshot.context.amount / 100;
  const text = intl.formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  // Digits roll in place; separators are whatever the reader's language writes.
  let digitIndex = 0;
  return (
    <section className="jackpot" data-testid="jackpot" aria-label={t('lobby.jackpot.title')}>
      <span className="jackpot__label">
        <Icon name="crown" size={20} />
        {t('lobby.jackpot.title')}
      </span>
      <span className="jackpot__amount" role="img" aria-label={`${symbol}${text}`} data-testid="jackpot-amount" data-amount={snapshot.context.amount}>
        <span className="jackpot__symbol" aria-hidden="true">
          {symbol}
        </span>
        {[...text].map((char, i) => {
          const n = Number(char);
          if (char >= '0' && char <= '9' && !Number.isNaN(n)) {
            digitIndex += 1;
            return <RollingDigit key={`d${digitIndex}`} digit={n} />;
          }
          return (
            <span key={`s${i}`} className="jackpot__separator" aria-hidden="true">
              {char}
            </span>
          );
        })}
      </span>
    </section>
  );
}
