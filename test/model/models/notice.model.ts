import { noticeMachine } from '../../../machines/notice.machine';
import { ApiError } from '../../../src/api/client';
import type { Notice } from '../../../src/api/content';
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
  loadNotices: { done: [notices, []], error: [offline] },
} satisfies ActorFixtures<typeof noticeMachine>;

export default defineModel(noticeMachine, {
  events,
  actors,
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
