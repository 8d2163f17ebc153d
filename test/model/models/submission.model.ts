import { submissionMachine, type SubmissionContext } from '../../../machines/submission.machine';
import { ApiError } from '../../../src/api/client';
import { type ActionName, type Expectations, replayOnce, type Trace, unchecked } from '../expectations';
import { drawnKey, logKeys, restartKeys } from '../idempotencyKeys';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

logKeys();

const offline = new ApiError('network_abnormal', '', 0);
const refused = new ApiError('insufficient_funds', 'Insufficient funds', 400, { wallet: 'main', balance: '10.00' });
/** Not the API's error (a bug, a proxy's page): counted as a network failure. */
const thrown = new TypeError('Failed to fetch');

const events = {
  SUBMIT: [
    { type: 'SUBMIT', payload: { amount: '100.00' } },
    { type: 'SUBMIT', payload: { amount: '' } },
    // Other details: another transfer, so another key.
    { type: 'SUBMIT', payload: { amount: '250.00' } },
  ],
  RESET: [{ type: 'RESET' }],
} satisfies EventFixtures<typeof submissionMachine>;

const actors = {
  // Rejected with no reason at all: a network failure too.
  submit: { done: [{ transferId: 'j1' }], error: [offline, refused, thrown, undefined] },
} satisfies ActorFixtures<typeof submissionMachine>;

const amountRequired = (payload: unknown) => ((payload as { amount?: string }).amount ? null : 'amountRequired');

// ---------------------------------------------------------------------------------------
// The oracle: one form sent to the server, as the machine's documentation describes it,
// replayed from the steps a path took: which key each attempt carries is the point.

type T = Trace<typeof submissionMachine>;
type Action = ActionName<typeof submissionMachine>;
const ACTIONS: readonly Action[] = ['reject', 'prepare', 'store', 'fail', 'clear'];

interface Replay {
  state: string;
  context: Omit<SubmissionContext, 'validate' | 'key'>;
  /** The draw (from 1) of the key the details carry, and how many keys were drawn. */
  keyDraw: number | null;
  draws: number;
  ran: Record<Action, number>;
}

function replay(t: T): Replay {
  const validate = t.input?.validate ?? (() => null);
  const ran = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
  const r: Replay = {
    state: 'idle',
    context: { payload: null, keyFor: null, problem: null, errorCode: null, errorValue: null, result: null },
    keyDraw: null,
    draws: 0,
    ran,
  };
  const act = (changes: Partial<Replay['context']>, action: Action, state: string) => {
    r.context = { ...r.context, ...changes };
    ran[action] += 1;
    r.state = state;
  };
  for (const { label, event } of t.steps.slice(1)) {
    const e = event as { payload?: unknown; output?: unknown; error?: { errorCode?: string; value?: unknown } };
    if (label === 'SUBMIT' && r.state !== 'submitting') {
      const problem = validate(e.payload);
      if (problem !== null) {
        act({ problem, errorCode: null, errorValue: null }, 'reject', 'invalid');
        continue;
      }
      // The same details after a failure keep their key, so the server moves the money once.
      const details = JSON.stringify(e.payload ?? null);
      if (r.keyDraw === null || r.context.keyFor !== details) r.keyDraw = r.draws += 1;
      act({ payload: e.payload, keyFor: details, problem: null, errorCode: null, errorValue: null }, 'prepare', 'submitting');
    } else if (label === 'RESET' && r.state !== 'idle' && r.state !== 'submitting') {
      act({ problem: null, errorCode: null, errorValue: null }, 'clear', 'idle');
    } else if (label === 'done: submit') {
      // The next form after a success gets a new key.
      r.keyDraw = null;
      act({ result: e.output, keyFor: null }, 'store', 'succeeded');
    } else if (label === 'error: submit') {
      act({ errorCode: e.error?.errorCode ?? 'network_abnormal', errorValue: e.error?.value ?? null }, 'fail', 'failed');
    }
  }
  return r;
}

const replayed: (t: T) => Replay = replayOnce(replay);
const now = (t: T) => replayed(t).context;
const keyOf = ({ state, context: c }: Replay) => `${state} [problem=${JSON.stringify(c.problem)} errorCode=${JSON.stringify(c.errorCode)}]`;

const expectations: Expectations<typeof submissionMachine> = {
  context: {
    validate: unchecked('a function (the form\'s own, or one that accepts everything): its answers show in the state each SUBMIT leads to'),
    payload: (t) => now(t).payload,
    key: unchecked('a random idempotency key: the submit call checks which draw it carries'),
    keyFor: (t) => now(t).keyFor,
    problem: (t) => now(t).problem,
    errorCode: (t) => now(t).errorCode,
    errorValue: (t) => now(t).errorValue,
    result: (t) => now(t).result,
  },
  actions: Object.fromEntries(ACTIONS.map((a) => [a, (t: T) => replayed(t).ran[a]])) as Expectations<typeof submissionMachine>['actions'],
  invokes: { submit: (t) => ({ payload: now(t).payload, key: drawnKey(replayed(t).keyDraw, replayed(t).draws) }) },
  delays: {},
  failures: { submit: ({ trace }) => keyOf(replay(trace as T)) },
  states: {
    // A path starts: no key has been drawn yet.
    idle: ({ trace }) => (trace.steps.length === 1 ? restartKeys() : undefined),
  },
};

export default defineModel(submissionMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, { problem: s.context.problem, errorCode: s.context.errorCode }),
  inputs: { checked: { validate: amountRequired }, unchecked: {} },
  journeys: [
    {
      title: 'an empty amount is refused before sending, and again when sent again empty',
      steps: [events.SUBMIT[1], events.SUBMIT[1]],
      ends: 'invalid [problem="amountRequired" errorCode=null]',
    },
    {
      title: 'an empty amount after a success is refused before sending',
      steps: [events.SUBMIT[0], actorDone('submit', { transferId: 'j1' }), events.SUBMIT[1]],
      ends: 'invalid [problem="amountRequired" errorCode=null]',
    },
    {
      title: 'an empty amount after a failure is refused before sending',
      steps: [events.SUBMIT[0], actorError('submit', offline), events.SUBMIT[1]],
      ends: 'invalid [problem="amountRequired" errorCode=null]',
    },
    {
      title: 'an empty amount is refused before sending; a filled one is sent and succeeds',
      steps: [events.SUBMIT[1], events.SUBMIT[0], actorDone('submit', { transferId: 'j1' })],
      ends: 'succeeded [problem=null errorCode=null]',
    },
    {
      title: 'a refusal shows the server error; sending again after the network failed succeeds',
      steps: [events.SUBMIT[0], actorError('submit', refused), events.SUBMIT[0], actorError('submit', offline), events.SUBMIT[0], actorDone('submit', { transferId: 'j1' })],
      ends: 'succeeded [problem=null errorCode=null]',
    },
    {
      title: 'a reset after a refused amount clears its problem and starts a new form',
      steps: [events.SUBMIT[1], events.RESET[0]],
      ends: 'idle [problem=null errorCode=null]',
    },
    {
      title: 'a reset after a success starts a new form',
      steps: [events.SUBMIT[0], actorDone('submit', { transferId: 'j1' }), events.RESET[0]],
      ends: 'idle [problem=null errorCode=null]',
    },
    {
      title: 'other details after a failure are another transfer; the next form after a success too',
      steps: [events.SUBMIT[0], actorError('submit', offline), events.SUBMIT[2], actorDone('submit', { transferId: 'j1' }), events.SUBMIT[2], actorError('submit', thrown), events.RESET[0]],
      ends: 'idle [problem=null errorCode=null]',
    },
  ],
});
