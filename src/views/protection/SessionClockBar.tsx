import { useEffect, useRef, useState } from 'react';
import { AreaMessages } from '../../app/AreaMessages';
import { announceSessionClock } from '../../app/sessionClockNews';
import { useResource } from '../../app/useMachines';
import { fetchSessionClock, type SessionClock } from '../../app/sessionClock';
import { Icon } from '../../components/Icon';
import { useMoney } from '../../components/money';
import { useT } from '../../i18n/useT';
import { elapsedText } from './sessionTime';
import './protection.css';

const TICK_MS = 1000;

/**
 * The session clock during play (UKGC RTS 13): the time played this login session and its
 * net win or loss, from the server's session clock, read again after every round
 * or refused (`round` changes). Between answers the time runs on from the server's figure.
 * Each answer is passed on to the reality check, so a stake refused past the session time
 * limit (or a check come due) opens its dialog now rather than at its own next wake.
 */
export function SessionClockBar({ round, currencySymbol }: { round: string | null; currencySymbol: string }) {
  return (
    <AreaMessages area="reality" fallback={null}>
      <ClockBar round={round} currencySymbol={currencySymbol} />
    </AreaMessages>
  );
}

function ClockBar({ round, currencySymbol }: { round: string | null; currencySymbol: string }) {
  const t = useT();
  const money = useMoney();
  const { data, send } = useResource((_round: string | null, options) => fetchSessionClock(options), round);
  const seen = useRef(round);
  useEffect(() => {
    if (seen.current === round) return;
    seen.current = round;
    send({ type: 'SET_PARAMS', params: round });
  }, [round, send]);
  useEffect(() => {
    if (data) announceSessionClock(data);
  }, [data]);
  const elapsed = useRunningElapsed(data);
  if (!data) return null;
  const net = Number(data.net);
  return (
    <p className="session-clock-bar" role="status" aria-live="off" data-testid="house-session-clock">
      <Icon name="clock" size={16} />
      <span className="session-clock-bar__item">
        <span>{t('reality.clock.elapsed')}</span> <strong data-testid="house-session-elapsed"><bdi dir="ltr">{elapsedText(elapsed)}</bdi></strong>
      </span>
      <span className="session-clock-bar__item">
        <span>{t('reality.clock.net')}</span>{' '}
        <strong data-testid="house-session-net" className={net < 0 ? 'reality-figures__loss' : net > 0 ? 'reality-figures__win' : undefined}>
          {money(currencySymbol, data.net)}
        </strong>
      </span>
    </p>
  );
}

/** The server's elapsed time at its answer, running on by the page's own second hand. */
function useRunningElapsed(clock: SessionClock | null): number {
  const [now, setNow] = useState(() => Date.now());
  const [answeredAt, setAnsweredAt] = useState(() => Date.now());
  useEffect(() => {
    setAnsweredAt(Date.now());
    setNow(Date.now());
  }, [clock]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return clock ? clock.elapsedMs + Math.max(0, now - answeredAt) : 0;
}
