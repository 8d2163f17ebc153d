import { bannerCarouselMachine } from '../../../machines/bannerCarousel.machine';
import { ApiError } from '../../../src/api/client';
import type { Banner } from '../../../src/api/content';
import { BANNER_ADVANCE_MS, BANNER_RETRY_MS } from '../../../server/shared/timing';
import { type Expectations, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const banner = (bannerId: number, linkageType: Banner['linkageType'], linkageTarget?: string): Banner => ({
  bannerId,
  url: `/api/media/banners/${bannerId}.jpg`,
  groupName: 'w_home',
  linkageType,
  linkageTarget,
  title: `Banner ${bannerId}`,
});

export const oneBanner: Banner[] = [banner(1, 'route', '/promotions')];
export const twoBanners: Banner[] = [banner(1, 'route', '/promotions'), banner(2, 'url', 'https://example.org/')];
/** Three slides: stepping back from the first shows the last (two slides cannot tell back from forward). */
export const threeBanners: Banner[] = [...twoBanners, banner(3, 'route', '/vip')];
const offline = new ApiError('network_abnormal', '', 0);
const LOAD = '0.bannerCarousel.loading';

const events = {
  SHOW: [
    { type: 'SHOW', group: 'w_home' },
    { type: 'SHOW', group: null },
    { type: 'SHOW', group: '' },
    { type: 'SHOW', group: 'w_promo' },
  ],
  NEXT: [{ type: 'NEXT' }],
  PREV: [{ type: 'PREV' }],
  GO: [
    { type: 'GO', index: 1 },
    { type: 'GO', index: 9 },
    { type: 'GO', index: 0 },
    { type: 'GO', index: 2 },
    { type: 'GO', index: -1 },
    { type: 'GO', index: 0.5 },
  ],
  PAUSE: [{ type: 'PAUSE' }],
  RESUME: [{ type: 'RESUME' }],
} satisfies EventFixtures<typeof bannerCarouselMachine>;

const actors = {
  loadBanners: { done: [[], oneBanner, twoBanners, threeBanners], error: [offline] },
} satisfies ActorFixtures<typeof bannerCarouselMachine>;

type T = Trace<typeof bannerCarouselMachine>;
interface Shown {
  group: string | null;
  banners: Banner[];
  index: number;
  retries: number;
  ran: Record<string, number>;
}

const hasGroup = (group: string | null) => group !== null && group !== '';
const slides = (before: string) => before.startsWith('rotating') || before.startsWith('paused');

/** The banner area after one step (spec section 2), from the state key it was taken in. */
function next(c: Shown, s: TraceStep, before: string): Shown {
  const r = { ...c, ran: { ...c.ran } };
  const run = (action: string) => (r.ran[action] = (r.ran[action] ?? 0) + 1);
  const n = Math.max(1, c.banners.length);
  const e = s.event as unknown as { group: string | null; index: number; output: Banner[] };
  switch (s.label) {
    case 'SHOW':
      // Every route change loads its group afresh; a route without one hides the area.
      Object.assign(r, { group: hasGroup(e.group) ? e.group : null, banners: [], index: 0, retries: 0 });
      run(hasGroup(e.group) ? 'startGroup' : 'clearGroup');
      break;
    case 'done: loadBanners':
      Object.assign(r, { banners: e.output, index: 0 });
      run('storeBanners');
      break;
    case 'error: loadBanners':
      r.retries++;
      run('countFailure');
      break;
    case 'after advance':
    case 'NEXT':
      if (slides(before)) {
        r.index = (c.index + 1) % n;
        run('next');
      }
      break;
    case 'PREV':
      if (slides(before)) {
        r.index = (c.index - 1 + n) % n;
        run('prev');
      }
      break;
    case 'GO':
      // A dot shows its slide; an index that names no slide changes nothing.
      if (slides(before) && Number.isInteger(e.index) && e.index >= 0 && e.index < c.banners.length) {
        r.index = e.index;
        run('goTo');
      }
      break;
  }
  return r;
}

function shown(t: T): Shown {
  let c: Shown = { group: null, banners: [], index: 0, retries: 0, ran: {} };
  t.steps.forEach((s, i) => {
    if (i > 0) c = next(c, s, t.steps[i - 1]!.key);
  });
  return c;
}
const ran = (action: string) => (t: T) => shown(t).ran[action] ?? 0;

const expectations: Expectations<typeof bannerCarouselMachine> = {
  context: {
    group: (t) => shown(t).group,
    banners: (t) => shown(t).banners,
    index: (t) => shown(t).index,
    retries: (t) => shown(t).retries,
  },
  actions: {
    startGroup: ran('startGroup'),
    clearGroup: ran('clearGroup'),
    storeBanners: ran('storeBanners'),
    countFailure: ran('countFailure'),
    next: ran('next'),
    prev: ran('prev'),
    goTo: ran('goTo'),
  },
  invokes: { loadBanners: (t) => ({ group: shown(t).group ?? '' }) },
  delays: { advance: () => BANNER_ADVANCE_MS, retryDelay: () => BANNER_RETRY_MS },
  // A failed load waits to retry, one more failure counted.
  failures: { loadBanners: ({ trace }) => `failed [retries=${shown(trace).retries}]` },
  states: {
    // A route change while a load runs starts the new group's load.
    loading: ({ trace, running }) => {
      const group = shown(trace).group ?? '';
      if (!running.some((r) => r.src === 'loadBanners' && (r.input as { group: string }).group === group)) throw new Error(`no load of group "${group}" runs`);
    },
  },
};

export default defineModel(bannerCarouselMachine, {
  events,
  actors,
  expect: expectations,
  // The shown slide is what the visitor sees; failed loads count towards the retry limit.
  serializeState: (s) => {
    if (s.matches('rotating') || s.matches('paused')) return stateKey(s, { index: s.context.index });
    if (s.matches('loading') || s.matches('failed')) return stateKey(s, { retries: s.context.retries });
    return stateKey(s);
  },
  requirements: {
    single: ['SHELL-43'],
    'rotating [index=0]': ['SHELL-44'],
    'rotating [index=1]': ['SHELL-44', 'SHELL-45'],
    'loading [retries=0]': ['SHELL-47'],
  },
  journeys: [
    {
      title: '[SHELL-45] two banners advance every 5000 ms and wrap around',
      steps: [events.SHOW[0], actorDone(LOAD, twoBanners), after('advance'), after('advance')],
      ends: 'rotating [index=0]',
    },
    {
      title: '[SHELL-46] a dot shows its slide; an unknown slide changes nothing',
      steps: [events.SHOW[0], actorDone(LOAD, twoBanners), events.GO[0], events.GO[1]],
      ends: 'rotating [index=1]',
    },
    {
      title: '[SHELL-47] a route change reloads the banners',
      steps: [events.SHOW[0], actorDone(LOAD, twoBanners), events.SHOW[0]],
      ends: 'loading [retries=0]',
    },
    {
      title: "[SHELL-47] a route change while the banners load loads the new route's group, not the old one's",
      steps: [events.SHOW[0], events.SHOW[3]],
      ends: 'loading [retries=0]',
    },
    {
      title: 'a route without a banner group hides the banner area',
      steps: [events.SHOW[0], actorDone(LOAD, oneBanner), events.SHOW[1]],
      ends: 'hidden',
    },
    {
      title: 'pausing keeps the slide still while the visitor steps through, resuming rotates again',
      steps: [events.SHOW[0], actorDone(LOAD, twoBanners), events.PAUSE[0], events.NEXT[0], events.RESUME[0], events.PREV[0]],
      ends: 'rotating [index=0]',
    },
    {
      title: 'a failed load retries twice, then gives up',
      steps: [
        events.SHOW[0],
        actorError(LOAD, offline),
        after('retryDelay'),
        actorError(LOAD, offline),
        after('retryDelay'),
      ],
      ends: 'failed [retries=2]',
    },
  ],
});
