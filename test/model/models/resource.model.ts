import { resourceMachine, type ResourceContext } from '../../../machines/resource.machine';
import { SUPPORT_UNREAD_CHECK_MS } from '../../../server/shared/timing';
import { ApiError } from '../../../src/api/client';
import { type ActionName, type Expectations, replayOnce, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const refused = new ApiError('maintenance', 'Under maintenance', 503);
/** Not the API's error (a bug, a proxy's page): counted as a network failure. */
const thrown = new TypeError('Failed to fetch');
const data = { items: [1, 2] };
const later = { items: [1, 2, 3] };

const events = {
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
  SET_PARAMS: [{ type: 'SET_PARAMS', params: { page: 2 } }],
} satisfies EventFixtures<typeof resourceMachine>;

const actors = {
  load: { done: [data, later], error: [offline, refused, thrown] },
} satisfies ActorFixtures<typeof resourceMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: one piece of server data as the machine's documentation describes it,
// replayed from the steps a path took.

type T = Trace<typeof resourceMachine>;
type Action = ActionName<typeof resourceMachine>;
const ACTIONS: readonly Action[] = ['store', 'fail', 'clearError', 'setParams'];

interface Replay {
  state: string;
  context: ResourceContext;
  ran: Record<Action, number>;
}

const codeOf = (error: unknown) => (error as { errorCode?: string } | undefined)?.errorCode ?? 'network_abnormal';

function replay(t: T): Replay {
  const input = t.input ?? {};
  const ran = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
  // The params are kept exactly as given: null can mean a visitor, undefined lets the loader's defaults apply.
  const r: Replay = { state: 'loading', context: { params: input.params, data: null, errorCode: null, refreshMs: input.refreshMs ?? null }, ran };
  const act = (changes: Partial<ResourceContext>, action: Action, state: string) => {
    r.context = { ...r.context, ...changes };
    ran[action] += 1;
    r.state = state;
  };
  for (const { label, event } of t.steps.slice(1)) {
    const e = event as { params?: unknown; output?: unknown; error?: unknown };
    const showing = r.state === 'ready' || r.state === 'refreshing';
    if (label === 'SET_PARAMS') act({ params: e.params }, 'setParams', 'loading');
    else if (label === 'done: load') act({ data: e.output, errorCode: null }, 'store', 'ready');
    // A failed refresh keeps the data on screen and says so.
    else if (label === 'error: load') act({ errorCode: codeOf(e.error) }, 'fail', showing ? 'ready' : 'failed');
    // Without a period the timer leads nowhere: only a period refreshes by itself.
    else if (label === 'after period' && r.context.refreshMs === null) continue;
    else if (label === 'RETRY' || label === 'REFRESH' || label === 'after period') act({ errorCode: null }, 'clearError', showing ? 'refreshing' : 'loading');
  }
  return r;
}

const replayed: (t: T) => Replay = replayOnce(replay);

const keyOf = (r: Replay) =>
  `${r.state} [hasData=${r.context.data !== null} failed=${r.context.errorCode !== null} polls=${r.context.refreshMs !== null}]`;

const expectations: Expectations<typeof resourceMachine> = {
  context: {
    params: (t) => replayed(t).context.params,
    data: (t) => replayed(t).context.data,
    errorCode: (t) => replayed(t).context.errorCode,
    refreshMs: (t) => replayed(t).context.refreshMs,
  },
  actions: Object.fromEntries(ACTIONS.map((a) => [a, (t: T) => replayed(t).ran[a]])) as Expectations<typeof resourceMachine>['actions'],
  invokes: { load: (t) => ({ params: replayed(t).context.params }) },
  // The period given; without one the timer never leads anywhere.
  delays: { period: (t) => t.input?.refreshMs ?? 0 },
  failures: { load: ({ trace }) => keyOf(replay(trace as T)) },
  states: {
    // Without a period nothing refreshes by itself: no timer may lead anywhere.
    'ready [hasData=true failed=false polls=false]': ({ timers }) => {
      if (timers.some((t) => t.delay === 'period' && t.ms > 0)) throw new Error('an on-demand resource refreshes itself');
    },
  },
};

export default defineModel(resourceMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, { hasData: s.context.data !== null, failed: s.context.errorCode !== null, polls: s.context.refreshMs !== null }),
  inputs: {
    plain: {},
    polling: { refreshMs: SUPPORT_UNREAD_CHECK_MS },
    /** A page whose loader takes null for a visitor (the VIP levels): null reaches it as null. */
    visitor: { params: null },
    withParams: { params: { page: 1 } },
  },
  journeys: [
    {
      title: 'a failed load is retried and then shows the data',
      steps: [actorError('load', offline), events.RETRY[0], actorDone('load', data)],
      ends: 'ready [hasData=true failed=false polls=false]',
    },
    {
      title: 'a failed refresh keeps the data on screen and says so',
      steps: [actorDone('load', data), events.REFRESH[0], actorError('load', offline)],
      ends: 'ready [hasData=true failed=true polls=false]',
    },
    {
      title: 'with a period the data refreshes itself, and a failed load is tried again after it',
      input: 'polling',
      steps: [actorError('load', offline), after('period'), actorDone('load', data), after('period'), actorDone('load', later)],
      ends: 'ready [hasData=true failed=false polls=true]',
    },
    {
      title: 'a failed first load is asked again by REFRESH, which shows the data',
      steps: [actorError('load', refused), events.REFRESH[0], actorDone('load', data)],
      ends: 'ready [hasData=true failed=false polls=false]',
    },
    {
      title: 'new params after the data shows load again',
      steps: [actorDone('load', data), events.SET_PARAMS[0], actorDone('load', later)],
      ends: 'ready [hasData=true failed=false polls=false]',
    },
    {
      title: 'a failed first load is asked again by REFRESH; new params load again while loading',
      input: 'visitor',
      steps: [actorError('load', refused), events.REFRESH[0], events.SET_PARAMS[0], actorDone('load', data)],
      ends: 'ready [hasData=true failed=false polls=false]',
    },
  ],
});
