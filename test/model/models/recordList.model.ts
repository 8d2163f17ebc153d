import { recordListMachine, type RecordListContext } from '../../../machines/recordList.machine';
import { ApiError } from '../../../src/api/client';
import { type ActionName, type Expectations, replayOnce, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
/** Not the API's error: counted as a network failure. */
const thrown = new TypeError('Failed to fetch');
const page = { items: [], total: 0 };
const secondPage = { items: [{ id: 16 }], total: 16 };

const events = {
  PRESET: [{ type: 'PRESET', span: 30 }, { type: 'PRESET', span: 7 }],
  PREVIOUS: [{ type: 'PREVIOUS' }],
  NEXT: [{ type: 'NEXT' }],
  // A page, the first page, and pages that are none (0, a fraction).
  PAGE: [{ type: 'PAGE', page: 2 }, { type: 'PAGE', page: 0 }, { type: 'PAGE', page: 1 }, { type: 'PAGE', page: 1.5 }],
  FILTER: [{ type: 'FILTER', filter: 'RNG' }],
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof recordListMachine>;

const actors = {
  loadPage: { done: [page, secondPage], error: [offline, thrown] },
} satisfies ActorFixtures<typeof recordListMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: a paged record list as spec section 2 and spec-notes 12 describe it,
// replayed from the steps a path took.

type T = Trace<typeof recordListMachine>;
type Action = ActionName<typeof recordListMachine>;
const ACTIONS: readonly Action[] = ['preset', 'previous', 'next', 'setPage', 'setFilter', 'store', 'fail'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day (yyyy-MM-dd, UTC) `days` later (or earlier). */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Replay {
  state: string;
  context: RecordListContext;
  ran: Record<Action, number>;
}

function replay(t: T): Replay {
  const { today, span = 7, filter = '' } = t.input!;
  const ran = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
  // The window ends today at first, on page 1.
  const r: Replay = { state: 'loading', context: { today, span, to: today, page: 1, filter, result: null, errorCode: null }, ran };
  const act = (changes: Partial<RecordListContext>, action: Action, state = 'loading') => {
    r.context = { ...r.context, ...changes };
    ran[action] += 1;
    r.state = state;
  };
  for (const { label, event } of t.steps.slice(1)) {
    const e = event as { span?: 7 | 30; page?: number; filter?: string; output?: unknown; error?: { errorCode?: string } };
    const c = r.context;
    // Changing the range or the filter goes back to page 1; a window never ends after today.
    if (label === 'PRESET') act({ span: e.span!, to: today, page: 1 }, 'preset');
    else if (label === 'PREVIOUS') act({ to: dayAfter(c.to, -c.span), page: 1 }, 'previous');
    else if (label === 'NEXT' && c.to !== today) {
      const to = dayAfter(c.to, c.span);
      act({ to: Date.parse(to) > Date.parse(today) ? today : to, page: 1 }, 'next');
    } else if (label === 'PAGE' && Number.isInteger(e.page) && e.page! > 0) act({ page: e.page! }, 'setPage');
    else if (label === 'FILTER') act({ filter: e.filter!, page: 1 }, 'setFilter');
    else if (label === 'done: loadPage') act({ result: e.output, errorCode: null }, 'store', 'ready');
    else if (label === 'error: loadPage') act({ errorCode: e.error?.errorCode ?? 'network_abnormal' }, 'fail', 'failed');
    else if (label === 'REFRESH' || label === 'RETRY') r.state = 'loading';
  }
  return r;
}

const replayed: (t: T) => Replay = replayOnce(replay);
const now = (t: T) => replayed(t).context;

const keyOf = ({ state, context: c }: Replay) =>
  `${state} [span=${c.span} atToday=${c.to === c.today} firstPage=${c.page === 1} filtered=${c.filter !== ''}]`;

const expectations: Expectations<typeof recordListMachine> = {
  context: {
    today: (t) => now(t).today,
    span: (t) => now(t).span,
    to: (t) => now(t).to,
    page: (t) => now(t).page,
    filter: (t) => now(t).filter,
    result: (t) => now(t).result,
    errorCode: (t) => now(t).errorCode,
  },
  actions: Object.fromEntries(ACTIONS.map((a) => [a, (t: T) => replayed(t).ran[a]])) as Expectations<typeof recordListMachine>['actions'],
  // The window's first and last day, both included: 7 or 30 days ending `to`.
  invokes: { loadPage: (t) => ({ page: now(t).page, from: dayAfter(now(t).to, 1 - now(t).span), to: now(t).to, filter: now(t).filter }) },
  delays: {},
  failures: { loadPage: ({ trace }) => keyOf(replay(trace as T)) },
};

export default defineModel(recordListMachine, {
  events,
  actors,
  expect: expectations,
  // Whether the window ends today decides whether NEXT does anything; how far back it
  // goes does not (one step back stands for all of them, or the graph never ends).
  serializeState: (s) =>
    stateKey(s, {
      span: s.context.span,
      atToday: s.context.to === s.context.today,
      firstPage: s.context.page === 1,
      filtered: s.context.filter !== '',
    }),
  inputs: {
    week: { today: '2026-11-24' },
    /** A month's window over the end of February, already filtered. */
    month: { today: '2028-03-02', span: 30, filter: 'LIVE' },
  },
  journeys: [
    {
      title: 'previous 7 days, then next 7 days, comes back to the window ending today',
      steps: [actorDone('loadPage', page), events.PREVIOUS[0], actorDone('loadPage', page), events.NEXT[0], actorDone('loadPage', page)],
      ends: 'ready [span=7 atToday=true firstPage=true filtered=false]',
    },
    {
      title: 'another preset span loads its window again',
      steps: [actorDone('loadPage', page), events.PRESET[0], actorDone('loadPage', page)],
      ends: 'ready [span=30 atToday=true firstPage=true filtered=false]',
    },
    {
      title: 'a failed page is retried; a filter goes back to page 1',
      steps: [actorError('loadPage', offline), events.RETRY[0], actorDone('loadPage', page), events.PAGE[0], actorDone('loadPage', page), events.FILTER[0], actorDone('loadPage', page)],
      ends: 'ready [span=7 atToday=true firstPage=true filtered=true]',
    },
    {
      title: 'two windows back over the end of February, then forward one',
      input: 'month',
      steps: [events.PREVIOUS[0], events.PREVIOUS[0], actorDone('loadPage', secondPage), events.NEXT[0], events.PAGE[0], actorDone('loadPage', page), events.REFRESH[0]],
      ends: 'loading [span=30 atToday=false firstPage=false filtered=true]',
    },
  ],
});
