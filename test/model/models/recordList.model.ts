import { recordListMachine } from '../../../machines/recordList.machine';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const page = { items: [], total: 0 };

const events = {
  PRESET: [{ type: 'PRESET', span: 30 }, { type: 'PRESET', span: 7 }],
  PREVIOUS: [{ type: 'PREVIOUS' }],
  NEXT: [{ type: 'NEXT' }],
  PAGE: [{ type: 'PAGE', page: 2 }, { type: 'PAGE', page: 0 }],
  FILTER: [{ type: 'FILTER', filter: 'RNG' }],
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof recordListMachine>;

const actors = {
  loadPage: { done: [page], error: [offline] },
} satisfies ActorFixtures<typeof recordListMachine>;

export default defineModel(recordListMachine, {
  events,
  actors,
  // Whether the window ends today decides whether NEXT does anything; how far back it
  // goes does not (one step back stands for all of them, or the graph never ends).
  serializeState: (s) =>
    stateKey(s, {
      span: s.context.span,
      atToday: s.context.to === s.context.today,
      firstPage: s.context.page === 1,
      filtered: s.context.filter !== '',
    }),
  inputs: { week: { today: '2026-11-24' } },
  journeys: [
    {
      title: 'previous 7 days, then next 7 days, comes back to the window ending today',
      steps: [actorDone('loadPage', page), events.PREVIOUS[0], actorDone('loadPage', page), events.NEXT[0], actorDone('loadPage', page)],
      ends: 'ready [span=7 atToday=true firstPage=true filtered=false]',
    },
    {
      title: 'a failed page is retried; a filter goes back to page 1',
      steps: [actorError('loadPage', offline), events.RETRY[0], actorDone('loadPage', page), events.PAGE[0], actorDone('loadPage', page), events.FILTER[0], actorDone('loadPage', page)],
      ends: 'ready [span=7 atToday=true firstPage=true filtered=true]',
    },
  ],
});
