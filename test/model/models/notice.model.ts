import { noticeMachine } from '../../../machines/notice.machine';
import { ApiError } from '../../../src/api/client';
import type { Notice } from '../../../src/api/content';
import { NOTICE_RETRY_MS } from '../../../server/shared/timing';
import { type Expectations, Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

export const notices: Notice[] = [
  { id: 1, type: 'B', title: 'Weekend bonus', content: '<p>Deposit on Saturday for a 10% bonus.</p>', popup: false, createdAt: '2030-01-02T10:00:00Z' },
  { id: 2, type: 'PL', title: 'Scheduled maintenance', content: '<p>Sunday 02:00 to 04:00.</p>', popup: false, createdAt: '2030-01-01T10:00:00Z' },
];
const offline = new ApiError('network_abnormal', '', 0);
const LOAD = '0.notice.list.loading';

const events = {
  RELOAD: [{ type: 'RELOAD' }],
  OPEN: [{ type: 'OPEN' }, { type: 'OPEN', id: 2 }, { type: 'OPEN', id: 99 }],
  SELECT: [
    { type: 'SELECT', id: 1 },
    { type: 'SELECT', id: 2 },
    { type: 'SELECT', id: 99 },
  ],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof noticeMachine>;

const actors = {
  // A load rejected with no reason at all counts as the network's failure.
  loadNotices: { done: [notices, []], error: [offline, undefined] },
} satisfies ActorFixtures<typeof noticeMachine>;

type T = Trace<typeof noticeMachine>;
type Id = Notice['id'];
const LOADED = 'done: loadNotices';
const FAILED = 'error: loadNotices';
const before = (t: T, s: TraceStep) => t.steps[t.steps.indexOf(s) - 1]?.key ?? '';
const listedAt = (t: T, s: TraceStep) => new Trace<typeof noticeMachine>(t.steps.slice(0, t.steps.indexOf(s)), t.input);
/** The notices of the last list that answered. */
const listed = (t: T): Notice[] => t.output<Notice[]>(LOADED) ?? [];
const known = (list: Notice[], id: Id | undefined) => id !== undefined && list.some((n) => String(n.id) === String(id));

/** OPEN opens the modal when there are notices to read (from a closed modal). */
const opens = (t: T) => t.steps.filter((s) => s.label === 'OPEN' && before(t, s).includes('modal.closed') && listed(listedAt(t, s)).length > 0);
/** SELECT picks a title of the open modal; an unknown notice is ignored. */
const picks = (t: T) =>
  t.steps.filter((s) => s.label === 'SELECT' && before(t, s).includes('modal.open') && known(listed(listedAt(t, s)), (s.event as unknown as { id: Id }).id));

/** The notice the modal shows: the one clicked (the newest when it names none or an unknown one), then each title picked. */
function selected(t: T): Id | null {
  const latest = [...opens(t), ...picks(t)].sort((a, b) => t.steps.indexOf(a) - t.steps.indexOf(b)).at(-1);
  if (!latest) return null;
  const id = (latest.event as unknown as { id?: Id }).id;
  if (latest.label === 'SELECT') return id!;
  const list = listed(listedAt(t, latest));
  return known(list, id) ? id! : (list[0]?.id ?? null);
}

/** Failures since the list last answered (RELOAD does not start the count again). */
const failures = (t: T) => t.streak(FAILED, LOADED);

const expectations: Expectations<typeof noticeMachine> = {
  context: {
    notices: listed,
    selectedId: selected,
    retries: failures,
    errorCode: (t) =>
      t.latest(FAILED, LOADED) === FAILED ? ((t.error(FAILED) as { errorCode?: string } | undefined)?.errorCode ?? 'network_abnormal') : null,
  },
  actions: {
    storeNotices: (t) => t.count(LOADED),
    countFailure: (t) => t.count(FAILED),
    selectOpened: (t) => opens(t).length,
    selectChosen: (t) => picks(t).length,
  },
  invokes: { loadNotices: () => undefined },
  delays: { retryDelay: () => NOTICE_RETRY_MS },
  // A failed load leaves the modal as it is and waits to retry.
  failures: { loadNotices: ({ from }) => from.replace('list.loading', 'list.failed') },
};

export default defineModel(noticeMachine, {
  events,
  actors,
  expect: expectations,
  // Whether notices are known decides OPEN; the open modal shows the selected one.
  // Retry counts only stop automatic retries.
  serializeState: (s) =>
    stateKey(s, {
      notices: s.context.notices.length,
      ...(s.matches({ modal: 'open' }) && { selected: s.context.selectedId }),
    }),
  requirements: {
    'list.ready, modal.closed [notices=2]': ['SHELL-49'],
    'list.ready, modal.open [notices=2 selected=1]': ['SHELL-77'],
    'list.ready, modal.open [notices=2 selected=2]': ['SHELL-77'],
  },
  journeys: [
    {
      title: '[SHELL-77] clicking a marquee title opens the modal on it; picking another title shows that one',
      steps: [actorDone(LOAD, notices), events.OPEN[1], events.SELECT[0]],
      ends: 'list.ready, modal.open [notices=2 selected=1]',
    },
    {
      title: '[SHELL-77] an unknown notice opens the newest one; closing and reopening works',
      steps: [actorDone(LOAD, notices), events.OPEN[2], events.CLOSE[0], events.OPEN[0]],
      ends: 'list.ready, modal.open [notices=2 selected=1]',
    },
    {
      title: 'reloading the list (a language change) leaves an open modal open',
      steps: [actorDone(LOAD, notices), events.OPEN[0], events.RELOAD[0], actorDone(LOAD, notices)],
      ends: 'list.ready, modal.open [notices=2 selected=1]',
    },
    {
      title: 'after the second failure no third load starts on its own',
      steps: [actorError(LOAD, offline), after('retryDelay'), actorError(LOAD, offline), after('retryDelay')],
      ends: 'list.failed, modal.closed [notices=0]',
    },
    {
      title: 'a failed list load retries twice on its own, then waits for a reload',
      steps: [
        actorError(LOAD, offline),
        after('retryDelay'),
        actorError(LOAD, offline),
        after('retryDelay'),
        events.RELOAD[0],
        actorDone(LOAD, []),
      ],
      ends: 'list.empty, modal.closed [notices=0]',
    },
  ],
});
