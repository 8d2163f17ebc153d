import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { playerLockMachine } from '../../../../machines/playerLock.machine';
import { LOCK_REASON_MAX } from '../../../../server/shared/wire/backofficePlayers';
import { useCT, useErrorText } from '../../intl';
import * as api from '../../playersApi';
import { useStaffSession } from '../../session';

/** Lock or unlock the player with a reason (players.lock); a lock ends their sessions at once. */
export function LockPanel({ playerId, locked, onChanged }: { playerId: string; locked: boolean; onChanged: () => void }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  // An ended staff session (401) signs the console out through api.onSessionEnded.
  const { token } = useStaffSession();
  const logic = useMemo(
    () => playerLockMachine.provide({ actors: { setLock: fromPromise(({ input, signal }) => api.setPlayerLock(token, playerId, input, { signal })) } }),
    [token, playerId],
  );
  const [snapshot, send] = useMachine(logic, { input: { locked } });
  const [reason, setReason] = useState('');
  const { context } = snapshot;
  const stored = useRef(context.locked);
  useEffect(() => {
    if (stored.current === context.locked) return;
    stored.current = context.locked;
    setReason('');
    onChanged();
  }, [context.locked, onChanged]);

  const lockWord = context.locked ? 'backoffice.players.unlock' : 'backoffice.players.lock';
  return (
    <section className="bo-card" aria-labelledby={`${id}-title`} data-testid="bo-lock" data-state={String(snapshot.value)}>
      <h2 id={`${id}-title`}>{t('backoffice.players.access')}</h2>
      {context.sessionsRevoked !== null && (
        <p className="bo-notice" role="status" data-testid="bo-lock-done">
          {t('backoffice.players.lockedNow', { count: context.sessionsRevoked })}
        </p>
      )}
      {snapshot.matches('idle') && (
        <button type="button" className={context.locked ? 'bo-button' : 'bo-button bo-button--danger'} onClick={() => send({ type: 'ASK' })} data-testid="bo-lock-ask">
          {t(lockWord)}
        </button>
      )}
      {(snapshot.matches('asking') || snapshot.matches('saving')) && (
        <form
          className="bo-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'CONFIRM', reason });
          }}
        >
          <p>{t(context.locked ? 'backoffice.players.unlockIntro' : 'backoffice.players.lockIntro')}</p>
          <label className="bo-field">
            <span>{t('backoffice.players.reason')}</span>
            <textarea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={LOCK_REASON_MAX}
              rows={2}
              aria-invalid={context.reasonMissing}
              aria-describedby={context.reasonMissing ? `${id}-missing` : undefined}
              data-testid="bo-lock-reason"
            />
          </label>
          {context.reasonMissing && (
            <p className="bo-error" id={`${id}-missing`} role="alert">
              {t('backoffice.players.reasonRequired')}
            </p>
          )}
          {context.errorCode && (
            <p className="bo-error" role="alert">
              {errorText(context.errorCode)}
            </p>
          )}
          <div className="bo-row">
            <button type="submit" className="bo-button bo-button--danger" disabled={snapshot.matches('saving')} data-testid="bo-lock-confirm">
              {t(lockWord)}
            </button>
            <button type="button" className="bo-button" disabled={snapshot.matches('saving')} onClick={() => send({ type: 'CANCEL' })}>
              {t('backoffice.players.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
