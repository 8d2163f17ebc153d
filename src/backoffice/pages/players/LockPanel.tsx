import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { playerLockMachine } from '../../../../machines/playerLock.machine';
import { LOCK_REASON_MAX } from '../../../../server/shared/wire/backofficePlayers';
import { useCT } from '../../intl';
import * as api from '../../playersApi';
import { useStaffSession } from '../../session';
import { ReasonFields } from './ReasonFields';

/** Lock or unlock the player with a reason (players.lock); a lock ends their sessions at once. */
export function LockPanel({ playerId, locked, onChanged }: { playerId: string; locked: boolean; onChanged: () => void }) {
  const t = useCT();
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
          <ReasonFields
            testId="bo-lock"
            value={reason}
            onChange={setReason}
            max={LOCK_REASON_MAX}
            reasonMissing={context.reasonMissing}
            errorCode={context.errorCode}
            saving={snapshot.matches('saving')}
            onCancel={() => send({ type: 'CANCEL' })}
            words={{ reason: 'backoffice.players.reason', required: 'backoffice.players.reasonRequired', confirm: lockWord, cancel: 'backoffice.players.cancel' }}
          />
        </form>
      )}
    </section>
  );
}
