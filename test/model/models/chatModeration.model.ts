import { type ChatModerationContext, chatModerationMachine } from '../../../machines/chatModeration.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const forbidden = new ApiError('forbidden', 'You are not allowed to do this.', 403);
/** Another member of staff deleted it first. */
export const goneAlready = new ApiError('not_found', 'Not found.', 404, { field: 'id' });

const events = {
  DELETE: [{ type: 'DELETE', id: '41' }, { type: 'DELETE', id: '42' }],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
} satisfies EventFixtures<typeof chatModerationMachine>;

const actors = {
  hide: { done: [{ id: '41', hidden: true }], error: [goneAlready, forbidden, offline] },
} satisfies ActorFixtures<typeof chatModerationMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: a deletion is asked about first (another message may be named instead), then
// confirmed or left; a confirmed one hides the message, and so does the answer that it is
// already gone; any other failure says why and keeps the message.

type T = Trace<typeof chatModerationMachine>;
type Where = 'idle' | 'confirming' | 'deleting';
interface Expected {
  where: Where;
  context: ChatModerationContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  const hideIt = () => {
    Object.assign(c, { hidden: [...c.hidden, c.pendingId], pendingId: null });
    run('hideMessage');
    e.where = 'idle';
  };
  switch (step.label) {
    case 'DELETE':
      if (e.where === 'deleting') return;
      Object.assign(c, { pendingId: (step.event as unknown as { id: string }).id, errorCode: null });
      run('ask');
      e.where = 'confirming';
      return;
    case 'CONFIRM':
      if (e.where === 'confirming') e.where = 'deleting';
      return;
    case 'CANCEL':
      if (e.where !== 'confirming') return;
      c.pendingId = null;
      run('leave');
      e.where = 'idle';
      return;
    case 'done: hide':
      return hideIt();
    case 'error: hide': {
      const code = codeOf((step.event as { error?: unknown }).error);
      if (code === 'not_found') return hideIt();
      Object.assign(c, { errorCode: code, pendingId: null });
      run('showFailure');
      e.where = 'idle';
      return;
    }
    default:
      throw new Error(`the chat moderation oracle has no rule for "${step.label}"`);
  }
}

/** What decides the next step and what the page shows: the state, whether a failure is on screen. */
const keyOf = (e: Expected) => `${e.where} [failed=${e.context.errorCode !== null}]`;

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e: Expected = { where: 'idle', context: { hidden: [], pendingId: null, errorCode: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const { field, runs } = replayReaders<ChatModerationContext, T>((t) => follow(t));

const expectations: Expectations<typeof chatModerationMachine> = {
  context: { hidden: field('hidden'), pendingId: field('pendingId'), errorCode: field('errorCode') },
  actions: { ask: runs('ask'), leave: runs('leave'), hideMessage: runs('hideMessage'), showFailure: runs('showFailure') },
  // The message asked about and confirmed.
  invokes: { hide: (t) => ({ id: follow(t).context.pendingId }) },
  delays: {},
  failures: { hide: ({ trace }) => keyOf(follow(trace as T, false)) },
};

export default defineModel(chatModerationMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, { failed: s.context.errorCode !== null }),
  journeys: [
    {
      title: 'support deletes a message after confirming: it leaves the conversation',
      steps: [events.DELETE[0], events.CONFIRM[0], actorDone('hide', { id: '41', hidden: true })],
      ends: 'idle [failed=false]',
    },
    {
      title: 'another message named before confirming; a deletion left; one already deleted elsewhere leaves too',
      steps: [events.DELETE[0], events.DELETE[1], events.CANCEL[0], events.DELETE[1], events.CONFIRM[0], actorError('hide', goneAlready)],
      ends: 'idle [failed=false]',
    },
    {
      title: 'a refused deletion says why and keeps the message; asking again clears it',
      steps: [events.DELETE[0], events.CONFIRM[0], actorError('hide', forbidden), events.DELETE[0]],
      ends: 'confirming [failed=false]',
    },
  ],
});
