import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bannerCarouselMachine } from '../../machines/bannerCarousel.machine';
import { BANNER_ADVANCE_MS } from '../../server/shared/timing';
import type { Banner } from '../../src/api/content';
import { BannerCarousel } from '../../src/views/shell/BannerCarousel';
import { bannersFor, messages } from './harness';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function show(banners: Banner[]) {
  const actor = createActor(
    bannerCarouselMachine.provide({ actors: { loadBanners: fromPromise(async () => banners) } }),
  ).start();
  render(
    <IntlProvider locale="en" messages={messages}>
      <MemoryRouter initialEntries={['/']}>
        <BannerCarousel actorRef={actor} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );
  await act(async () => {
    actor.send({ type: 'SHOW', group: 'w_home' });
    await vi.advanceTimersByTimeAsync(0);
  });
  return actor;
}

const activeDot = () => screen.getAllByTestId('banner-dot').findIndex((d) => d.getAttribute('aria-current') === 'true');
const activeSlide = () => screen.getAllByTestId('banner-slide').findIndex((s) => s.getAttribute('data-active') === 'true');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('banner carousel', () => {
  it('[SHELL-44][SHELL-45] with more than one banner it rotates every 5000 ms and wraps around', async () => {
    await show(bannersFor('w_home'));
    expect(screen.getByTestId('banner-area').getAttribute('aria-roledescription')).toBe('carousel');
    expect(activeSlide()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(BANNER_ADVANCE_MS - 1));
    expect(activeSlide()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(activeSlide()).toBe(1);
    expect(activeDot()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(BANNER_ADVANCE_MS * 2));
    expect(activeSlide()).toBe(0);
  });

  it('[SHELL-46] clicking a dot shows its banner and restarts the 5000 ms wait', async () => {
    await show(bannersFor('w_home'));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.click(screen.getAllByTestId('banner-dot')[2]!);
    expect(activeSlide()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(BANNER_ADVANCE_MS - 1));
    expect(activeSlide()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(activeSlide()).toBe(0);
  });

  it('[SHELL-46] previous and next step through the banners', async () => {
    await show(bannersFor('w_home'));
    fireEvent.click(screen.getByTestId('banner-prev'));
    expect(activeSlide()).toBe(2);
    fireEvent.click(screen.getByTestId('banner-next'));
    expect(activeSlide()).toBe(0);
  });

  it('pointer over the carousel pauses it; leaving resumes', async () => {
    await show(bannersFor('w_home'));
    fireEvent.mouseEnter(screen.getByTestId('banner-area'));
    await act(() => vi.advanceTimersByTimeAsync(BANNER_ADVANCE_MS * 3));
    expect(activeSlide()).toBe(0);
    fireEvent.mouseLeave(screen.getByTestId('banner-area'));
    await act(() => vi.advanceTimersByTimeAsync(BANNER_ADVANCE_MS));
    expect(activeSlide()).toBe(1);
  });

  it('the first banner picture is fetched first (the largest paint of the page), the others after', async () => {
    await show(bannersFor('w_home'));
    const priorities = screen.getAllByTestId('banner-slide').map((slide) => slide.querySelector('img')!.getAttribute('fetchpriority'));
    expect(priorities[0]).toBe('high');
    expect(priorities.slice(1).every((p) => p === 'low')).toBe(true);
    expect(priorities.length).toBeGreaterThan(1);
  });

  it('[SHELL-44] a single banner stands still, without dots or arrows', async () => {
    await show(bannersFor('w_home').slice(0, 1));
    expect(screen.getAllByTestId('banner-slide')).toHaveLength(1);
    expect(screen.queryByTestId('banner-dot')).toBeNull();
    expect(screen.queryByTestId('banner-next')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(BANNER_ADVANCE_MS * 2));
    expect(activeSlide()).toBe(0);
  });

  it('[SHELL-43][SHELL-48] a banner opens its linkage target: route, new tab, game, promotion', async () => {
    const banners: Banner[] = [
      ...bannersFor('w_home'),
      { bannerId: 9, url: '/b/9.svg', groupName: 'w_home', linkageType: 'promotion', linkageTarget: '42', title: 'promo' },
      { bannerId: 10, url: '/b/10.svg', groupName: 'w_home', linkageType: 'none', title: 'plain' },
    ];
    await show(banners);
    const slides = screen.getAllByTestId('banner-slide');
    const link = (i: number) => within(slides[i]!).queryByTestId('banner-link');

    expect(link(1)!.getAttribute('href')).toBe('https://example.org/offer');
    expect(link(1)!.getAttribute('target')).toBe('_blank');
    expect(link(1)!.getAttribute('rel')).toContain('noopener');
    expect(link(2)!.getAttribute('href')).toBe('/game?vassalage=RNG_V1&gameCode=777');
    expect(link(3)!.getAttribute('href')).toBe('/promoDetail?id=42');
    expect(link(4)).toBeNull();

    fireEvent.click(link(0)!);
    expect(screen.getByTestId('where').textContent).toBe('/promotions');
  });
});
