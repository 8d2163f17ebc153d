import { type LockResult, type PlayerLockContext, playerLockMachine } from '../../../machines/playerLock.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

// Named exports: the view tests answer with the same values the graph walks.
export const lockedAnswer: LockResult = { locked: true, sessionsRevoked: 2 };
export const unlockedAnswer: LockResult = { locked: false, sessionsRevoked: 0 };

const offline = new ApiError('network_abnormal', '', 0);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);
const forbidden = new ApiError('forbidden', 'You are not allowed to do this.', 403);

const events = {
  ASK: [{ type: 'ASK' }],
  CANCEL: [{ type: 'CANCEL' }],
  CONFIRM: [{ type: 'CONFIRM', reason: '  Shared account  ' }, { type: 'CONFIRM', reason: '   ' }],
} satisfies EventFixtures<typeof playerLockMachine>;

const actors = {
  setLock: { done: [lockedAnswer, unlockedAnswer], error: [offline, forbidden, sessionGone] },
} satisfies ActorFixtures<typeof playerLockMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: ask, give a reason (not only spaces), confirm; the answer says whether the
// player is locked now and how many sessions a lock ended; a refusal keeps the form open with
// its error; cancel closes it; an ended staff session stops.

type T = Trace<typeof playerLockMachine>;
type Where = 'idle' | 'asking' | 'saving' | 'ended';
interface Expected {
  where: Where;
  context: PlayerLockContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};

function apply(e: Expected, step: TraceStep): void {
  const set = (changes: Partial<PlayerLockContext>) => Object.assign(e.context, changes);
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  switch (step.label) {
    case 'ASK':
      if (e.where !== 'idle') return;
      set({ reasonMissing: false, errorCode: null, sessionsRevoked: null });
      run('open');
      e.where = 'asking';
      return;
    case 'CANCEL':
      if (e.where !== 'asking') return;
      set({ reasonMissing: false, errorCode: null });
      run('close');
      e.where = 'idle';
      return;
    case 'CONFIRM':
      if (e.where !== 'asking') return;
      if ((step.event as unknown as { reason: string }).reason.trim() === '') {
        set({ reasonMissing: true, errorCode: null });
        run('showReasonMissing');
        return;
      }
      set({ reasonMissing: false, errorCode: null });
      run('startSaving');
      e.where = 'saving';
      return;
    case 'done: setLock': {
      const output = (step.event as { output?: unknown }).output as LockResult;
      set({ locked: output.locked, sessionsRevoked: output.locked ? output.sessionsRevoked : null });
      run('store');
      e.where = 'idle';
      return;
    }
    case 'error: setLock': {
      const code = codeOf((step.event as { error?: unknown }).error);
      if (code === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      set({ errorCode: code });
      run('showFailure');
      e.where = 'asking';
      return;
    }
    default:
      throw new Error(`the player lock oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => (e.where === 'ended' ? 'ended' : `${e.where} [locked=${JSON.stringify(e.context.locked)}]`);

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const locked = (t.input as { locked: boolean } | undefined)?.locked ?? false;
  const e: Expected = { where: 'idle', context: { locked, reasonMissing: false, errorCode: null, sessionsRevoked: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));
const { field, runs } = replayReaders<PlayerLockContext, T>((t) => follow(t));

const expectations: Expectations<typeof playerLockMachine> = {
  context: {
    locked: field('locked'),
    reasonMissing: field('reasonMissing'),
    errorCode: field('errorCode'),
    sessionsRevoked: field('sessionsRevoked'),
  },
  actions: {
    open: runs('open'),
    showReasonMissing: runs('showReasonMissing'),
    startSaving: runs('startSaving'),
    store: runs('store'),
    showFailure: runs('showFailure'),
    close: runs('close'),
  },
  invokes: {
    // The other state than the player's now, and the reason without the spaces around it.
    setLock: (t) => ({ locked: !follow(t).context.locked, reason: t.event('CONFIRM')!.reason.trim() }),
  },
  delays: {},
  failures: { setLock: failureLeadsTo },
  done: (t) => t.in('ended'),
};

export default defineModel(playerLockMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches('ended') ? {} : { locked: s.context.locked }),
  inputs: { unlocked: { locked: false }, locked: { locked: true } },
  journeys: [
    {
      title: 'support locks a player with a reason: their sessions end',
      steps: [events.ASK[0], events.CONFIRM[1], events.CONFIRM[0], actorDone('setLock', lockedAnswer)],
      ends: 'idle [locked=true]',
    },
    {
      title: 'a refused unlock keeps the form open; cancelled, nothing changes',
      input: 'locked',
      steps: [events.ASK[0], events.CONFIRM[0], actorError('setLock', forbidden), events.CANCEL[0]],
      ends: 'idle [locked=true]',
    },
    {
      title: 'the staff session ended while locking: the console signs in again',
      steps: [events.ASK[0], events.CONFIRM[0], actorError('setLock', sessionGone)],
      ends: 'ended',
    },
  ],
});
