import { gameMenuMachine } from '../../../machines/gameMenu.machine';
import { ApiError } from '../../../src/api/client';
import type { GameMenu } from '../../../src/api/games';
import { MENU_RETRY_BASE_MS } from '../../../server/shared/timing';
import { type Expectations, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const vendor = (vassalage: string, name: string, gameType: string) => ({
  vassalage,
  name,
  gameType,
  accountTypeId: 1,
  isHot: 0 as const,
  isGame: 'GAME' as const,
  iconUrl: `/api/media/vendors/${vassalage}.png`,
  logoUrl: `/api/media/vendors/${vassalage}-logo.png`,
});

export const menu: GameMenu = [
  { gameType: 'RNG', name: 'Slots', vendors: [vendor('PG', 'PG Soft', 'RNG'), vendor('JILI', 'JILI', 'RNG')] },
  { gameType: 'SPORTS', name: 'Sports', vendors: [vendor('FB', 'FB Sports', 'SPORTS')] },
];
const offline = new ApiError('network_abnormal', '', 0);
const LOAD = '0.gameMenu.loading';

const events = {
  RELOAD: [{ type: 'RELOAD' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof gameMenuMachine>;

const actors = {
  loadMenu: { done: [menu], error: [offline] },
} satisfies ActorFixtures<typeof gameMenuMachine>;

type T = Trace<typeof gameMenuMachine>;
const LOADED = 'done: loadMenu';
const FAILED = 'error: loadMenu';
/** Failures in a row: only a menu that arrives starts the count again. */
const failures = (t: T) => t.streak(FAILED, LOADED);

const expectations: Expectations<typeof gameMenuMachine> = {
  context: {
    // The last menu stays on screen while it reloads or a reload fails.
    menu: (t) => t.output<GameMenu>(LOADED) ?? [],
    retries: failures,
    errorCode: (t) => (t.latest(FAILED, LOADED) === FAILED ? ((t.error(FAILED) as { errorCode?: string } | undefined)?.errorCode ?? 'network_abnormal') : null),
  },
  actions: {
    storeMenu: (t) => t.count(LOADED),
    countFailure: (t) => t.count(FAILED),
  },
  invokes: { loadMenu: () => undefined },
  // 3 s, 6 s, 12 s after the first, second, third failure in a row.
  delays: { retryDelay: (t) => MENU_RETRY_BASE_MS * 2 ** (failures(t) - 1) },
  failures: { loadMenu: () => 'failed' },
};

export default defineModel(gameMenuMachine, {
  events,
  actors,
  expect: expectations,
  // Retry counts only stretch the delay and stop automatic retries; they are not states.
  serializeState: (s) => stateKey(s),
  journeys: [
    {
      title: 'automatic retries stop after three failures; RETRY still asks again and the menu arrives',
      steps: [
        actorError(LOAD, offline),
        after('retryDelay'),
        actorError(LOAD, offline),
        after('retryDelay'),
        actorError(LOAD, offline),
        after('retryDelay'),
        events.RETRY[0],
        actorDone(LOAD, menu),
      ],
      ends: 'ready',
    },
    {
      title: 'a language change reloads the menu, and reloading again while it loads starts over',
      steps: [actorDone(LOAD, menu), events.RELOAD[0], events.RELOAD[0], actorDone(LOAD, menu)],
      ends: 'ready',
    },
  ],
});
