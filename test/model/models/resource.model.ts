import { resourceMachine } from '../../../machines/resource.machine';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const data = { items: [1, 2] };

const events = {
  REFRESH: [{ type: 'REFRESH' }],
  RETRY: [{ type: 'RETRY' }],
  SET_PARAMS: [{ type: 'SET_PARAMS', params: { page: 2 } }],
} satisfies EventFixtures<typeof resourceMachine>;

const actors = {
  load: { done: [data], error: [offline] },
} satisfies ActorFixtures<typeof resourceMachine>;

export default defineModel(resourceMachine, {
  events,
  actors,
  serializeState: (s) => stateKey(s, { hasData: s.context.data !== null, failed: s.context.errorCode !== null, polls: s.context.refreshMs !== null }),
  inputs: { plain: {}, polling: { refreshMs: 60_000 } },
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
      steps: [actorError('load', offline), after('period'), actorDone('load', data), after('period'), actorDone('load', data)],
      ends: 'ready [hasData=true failed=false polls=true]',
    },
  ],
});
