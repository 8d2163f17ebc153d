// The banner carousel's timing around a visitor's step (machines/bannerCarousel.machine.ts, spec
// section 2: auto-advance every 5000 ms, clickable dots): stepping by hand starts the 5 s again,
// so a slide chosen is shown in full; while paused, stepping back and the dots still move the
// slide; a route change while loading loads again. The model's timers are checked for their length, not for when they started; this runs
// the carousel on a simulated clock. Node only, so the carousel's mutation group runs it.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Banner } from '../../src/api/content';
import { bannerCarouselMachine } from '../../machines/bannerCarousel.machine';
import { BANNER_ADVANCE_MS } from '../../server/shared/timing';
import { threeBanners, twoBanners } from '../model/models/bannerCarousel.model';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function shown() {
  const clock = new SimulatedClock();
  const machine = bannerCarouselMachine.provide({ actors: { loadBanners: fromPromise(async () => threeBanners) } });
  const actor = createActor(machine, { clock }).start();
  actor.send({ type: 'SHOW', group: 'w_home' });
  await settle();
  expect(actor.getSnapshot().value).toBe('rotating');
  return { clock, actor, index: () => actor.getSnapshot().context.index };
}

describe('the banner carousel', () => {
  for (const step of [{ type: 'NEXT' }, { type: 'PREV' }, { type: 'GO', index: 1 }] as const) {
    it(`starts the ${BANNER_ADVANCE_MS} ms again after ${step.type}`, async () => {
      const { clock, actor, index } = await shown();
      clock.increment(BANNER_ADVANCE_MS - 1000);
      actor.send(step);
      const chosen = index();
      expect(chosen).not.toBe(0);
      clock.increment(BANNER_ADVANCE_MS - 1);
      expect(index()).toBe(chosen);
      clock.increment(1);
      expect(index()).toBe((chosen + 1) % threeBanners.length);
      actor.stop();
    });
  }

  it('steps back and follows the dots while paused, without advancing', async () => {
    const { clock, actor, index } = await shown();
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
    actor.send({ type: 'GO', index: 1 });
    expect(index()).toBe(1);
    clock.increment(3 * BANNER_ADVANCE_MS);
    expect(index()).toBe(1);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.stop();
  });

  it('loads again when the route changes while its banners load, and drops the answer for the route left', async () => {
    const answers: ((banners: Banner[]) => void)[] = [];
    const machine = bannerCarouselMachine.provide({ actors: { loadBanners: fromPromise<Banner[], { group: string }>(() => new Promise((resolve) => answers.push(resolve))) } });
    const actor = createActor(machine).start();
    actor.send({ type: 'SHOW', group: 'w_home' });
    actor.send({ type: 'SHOW', group: 'w_rng' });
    expect(answers).toHaveLength(2);
    answers[0]!(threeBanners);
    await settle();
    expect(actor.getSnapshot().value).toBe('loading');
    answers[1]!(twoBanners);
    await settle();
    expect(actor.getSnapshot().context.banners).toEqual(twoBanners);
    actor.stop();
  });
});
