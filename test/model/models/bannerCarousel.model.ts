import { bannerCarouselMachine } from '../../../machines/bannerCarousel.machine';
import { ApiError } from '../../../src/api/client';
import type { Banner } from '../../../src/api/content';
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
const offline = new ApiError('network_abnormal', '', 0);
const LOAD = '0.bannerCarousel.loading';

const events = {
  SHOW: [
    { type: 'SHOW', group: 'w_home' },
    { type: 'SHOW', group: null },
  ],
  NEXT: [{ type: 'NEXT' }],
  PREV: [{ type: 'PREV' }],
  GO: [
    { type: 'GO', index: 1 },
    { type: 'GO', index: 9 },
  ],
  PAUSE: [{ type: 'PAUSE' }],
  RESUME: [{ type: 'RESUME' }],
} satisfies EventFixtures<typeof bannerCarouselMachine>;

const actors = {
  loadBanners: { done: [[], oneBanner, twoBanners], error: [offline] },
} satisfies ActorFixtures<typeof bannerCarouselMachine>;

export default defineModel(bannerCarouselMachine, {
  events,
  actors,
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
