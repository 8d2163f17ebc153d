import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { AreaMessages } from '../../app/AreaMessages';
import { SessionActor } from '../../app/actors';
import { onSessionClock } from '../../app/sessionClockNews';
import { realityCheckLogic } from '../../app/sessionClock';
import { RealityCheckDialog } from './RealityCheckDialog';

/**
 * The reality check of a signed-in member (issue 17): its machine waits by the server's
 * clock for the session's next check or time limit; the dialog and its words load when it
 * opens. Stop (or the time limit's end) logs out through the session.
 */
export function RealityCheckWatch() {
  const [snapshot, send] = useMachine(realityCheckLogic);
  const session = SessionActor.useActorRef();
  useEffect(() => onSessionClock((clock) => send({ type: 'CLOCK', clock })), [send]);
  const stopped = snapshot.status === 'done';
  useEffect(() => {
    if (stopped) session.send({ type: 'SIGN_OUT' });
  }, [stopped, session]);

  const limit = snapshot.matches({ watching: 'limitReached' });
  const open = limit || snapshot.matches({ watching: 'due' }) || snapshot.matches({ watching: 'continuing' });
  if (!open || !snapshot.context.clock) return null;
  return (
    <AreaMessages area="reality" fallback={null}>
      <RealityCheckDialog
        clock={snapshot.context.clock}
        limitReached={limit}
        busy={snapshot.matches({ watching: 'continuing' })}
        errorCode={snapshot.context.errorCode}
        onContinue={() => send({ type: 'CONTINUE' })}
        onStop={() => send({ type: 'STOP' })}
      />
    </AreaMessages>
  );
}
