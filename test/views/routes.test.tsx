import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_PATHS } from '../../src/app/routes';
import { renderApp, text } from './harness';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** Each route's page (its test id) and banner group, spec section 2 and spec-notes 2. */
const PAGES: Record<(typeof ROUTE_PATHS)[number], { page: string; group: string | null; ids: string }> = {
  '/': { page: 'home-page', group: 'w_home', ids: '[SHELL-03][SHELL-28]' },
  '/index': { page: 'home-page', group: 'w_home', ids: '[SHELL-04][SHELL-28]' },
  '/index.html': { page: 'home-page', group: 'w_home', ids: '[SHELL-04][SHELL-28]' },
  '/home': { page: 'home-page', group: 'w_home', ids: '[SHELL-04][SHELL-28]' },
  '/login': { page: 'login-page', group: null, ids: '[SHELL-05]' },
  '/register': { page: 'register-page', group: 'w_reg', ids: '[SHELL-06][SHELL-40]' },
  '/register.html': { page: 'register-page', group: 'w_reg', ids: '[SHELL-06][SHELL-40]' },
  '/forget': { page: 'forget-page', group: 'w_forget', ids: '[SHELL-07][SHELL-41]' },
  '/changePassword': { page: 'change-password-page', group: null, ids: '[SHELL-08]' },
  '/noticePage': { page: 'notice-page', group: null, ids: '[SHELL-09]' },
  '/vip': { page: 'vip-page', group: null, ids: '[SHELL-10]' },
  '/pointMall': { page: 'point-mall-page', group: 'w_shop', ids: '[SHELL-11][SHELL-38]' },
  '/live': { page: 'category-page-live', group: 'w_live', ids: '[SHELL-12][SHELL-30]' },
  '/sports': { page: 'category-page-sports', group: 'w_sports', ids: '[SHELL-12][SHELL-33]' },
  '/esports': { page: 'category-page-esports', group: 'w_esports', ids: '[SHELL-12][SHELL-34]' },
  '/elott': { page: 'category-page-elott', group: 'w_lott', ids: '[SHELL-12][SHELL-35]' },
  '/cockfight': { page: 'category-page-cockfight', group: 'w_cockfight', ids: '[SHELL-12][SHELL-36]' },
  '/rng': { page: 'hall-page-rng', group: 'w_rng', ids: '[SHELL-13][SHELL-29]' },
  '/pvp': { page: 'hall-page-pvp', group: 'w_pvp', ids: '[SHELL-13][SHELL-32]' },
  '/fish': { page: 'hall-page-fish', group: 'w_fish', ids: '[SHELL-13][SHELL-31]' },
  '/lottery': { page: 'lottery-page', group: null, ids: '[SHELL-14]' },
  '/vnlottery': { page: 'vnlottery-page', group: null, ids: '[SHELL-14]' },
  '/promotions': { page: 'promotions-page', group: 'w_promotion', ids: '[SHELL-15][SHELL-37]' },
  '/promoDetail': { page: 'promo-detail-page', group: null, ids: '[SHELL-15]' },
  '/seamless': { page: 'seamless-page', group: null, ids: '[SHELL-16]' },
  '/fbsports': { page: 'fbsports-page', group: null, ids: '' },
  '/help': { page: 'help-page', group: 'w_help', ids: '[SHELL-17][SHELL-39]' },
  '/helpmc': { page: 'helpmc-page', group: null, ids: '[SHELL-19]' },
  '/down': { page: 'download-page', group: null, ids: '[SHELL-20]' },
  '/download': { page: 'download-page', group: null, ids: '[SHELL-20]' },
  '/join': { page: 'join-page', group: null, ids: '[SHELL-21]' },
  '/game': { page: 'game-page', group: null, ids: '[SHELL-22]' },
  '/agentHome': { page: 'agent-home-page', group: null, ids: '[SHELL-23]' },
};

describe('routes', () => {
  for (const path of ROUTE_PATHS) {
    const { page, group, ids } = PAGES[path];
    it(`${ids}[SHELL-02] ${path} renders its page with a heading${group ? ` and banner group ${group}` : ''}`, async () => {
      const { calls } = renderApp(path);
      const view = await screen.findByTestId(page);
      expect(within(view).getByTestId('page-title').textContent).not.toBe('');
      expect(screen.queryByTestId('page-error')).toBeNull();
      expect(screen.queryByTestId('chunk-error')).toBeNull();
      if (group) {
        await waitFor(() => expect(calls.banners).toEqual([group]));
        await waitFor(() => expect(screen.getByTestId('banner-area').getAttribute('data-group')).toBe(group));
        expect(screen.getByTestId('notice-bar')).toBeTruthy();
      } else {
        expect(calls.banners).toEqual([]);
        expect(screen.queryByTestId('banner-area')).toBeNull();
      }
    });
  }

  it('[SHELL-25] the header navigation is hidden on /seamless and /lottery only', async () => {
    for (const path of ['/seamless', '/lottery']) {
      const { unmount } = renderApp(path);
      await screen.findByTestId(PAGES[path as '/lottery'].page);
      expect(screen.getByTestId('site-header')).toBeTruthy();
      expect(screen.queryByTestId('header-nav')).toBeNull();
      unmount();
    }
    renderApp('/vnlottery');
    await screen.findByTestId('vnlottery-page');
    expect(screen.getByTestId('header-nav')).toBeTruthy();
  });

  it('[SHELL-19] /helpmc shows the help centre alone, without header or footer', async () => {
    renderApp('/helpmc');
    await screen.findByTestId('helpmc-page');
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(screen.queryByTestId('site-footer')).toBeNull();
  });

  it('an unknown path shows the translated not-found page inside the portal', async () => {
    renderApp('/no-such-page');
    const page = await screen.findByTestId('not-found-page');
    expect(within(page).getByTestId('page-title').textContent).toBe(text('notFound.title'));
    expect(screen.getByTestId('site-header')).toBeTruthy();
  });

  it('[SHELL-24] the footer link of LOTT (/lott) leads to the lottery page', async () => {
    const { location } = renderApp('/lott');
    await screen.findByTestId('lottery-page');
    expect(location.current).toBe('/lottery');
  });

  it('[SHELL-18][SHELL-26] /help#terms opens the help centre scrolled to the terms', async () => {
    renderApp('/help#terms');
    const terms = await screen.findByTestId('help-terms');
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1)).toBe(terms);
  });

  it('[SHELL-27] navigating without a hash scrolls to the top', async () => {
    renderApp('/');
    await screen.findByTestId('home-page');
    vi.mocked(window.scrollTo).mockClear();
    fireEvent.click(screen.getByTestId('nav-promotions').closest('a')!);
    await screen.findByTestId('promotions-page');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 }));
  });

  it('[SHELL-47] moving to another route reloads the banners, even of the same group', async () => {
    const { calls } = renderApp('/');
    await screen.findByTestId('home-page');
    await waitFor(() => expect(calls.banners).toEqual(['w_home']));
    fireEvent.click(screen.getByTestId('nav-live').querySelector('a')!);
    await screen.findByTestId('category-page-live');
    await waitFor(() => expect(calls.banners).toEqual(['w_home', 'w_live']));
    fireEvent.click(screen.getByTestId('nav-home'));
    await screen.findByTestId('home-page');
    await waitFor(() => expect(calls.banners).toEqual(['w_home', 'w_live', 'w_home']));
  });

  it('[SHELL-13] the hall reads its tab from ?page and its vendor from ?vassalage', async () => {
    renderApp('/rng?page=3&vassalage=RNG_V2');
    await screen.findByTestId('hall-page-rng');
    expect(screen.getByTestId('hall-tab-fav').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('page-title').parentElement!.textContent).toContain('RNG Vendor 2');
    fireEvent.click(screen.getByTestId('hall-tab-hot'));
    await waitFor(() => expect(screen.getByTestId('hall-tab-hot').getAttribute('aria-current')).toBe('page'));
  });

  it('[SHELL-14] the lottery page shows its query values only when present', async () => {
    const { unmount } = renderApp('/lottery?vendor=TCG_SEA&gameCode=VN1');
    await screen.findByTestId('lottery-page');
    const query = screen.getByTestId('lottery-query');
    expect(query.textContent).toContain('TCG_SEA');
    expect(query.textContent).toContain('VN1');
    expect(query.textContent).not.toContain(text('lottery.query.playType'));
    unmount();
    renderApp('/lottery');
    await screen.findByTestId('lottery-page');
    expect(screen.queryByTestId('lottery-query')).toBeNull();
  });

  it('/fbsports tells when no FB vendor is offered', async () => {
    renderApp('/fbsports', { menu: [] });
    await screen.findByTestId('fbsports-page');
    expect(await screen.findByText(text('page.fbsports.unavailable'))).toBeTruthy();
  });

  it('[SHELL-16] /seamless is the launcher without a game to open until the query names one', async () => {
    renderApp('/seamless');
    const page = await screen.findByTestId('seamless-page');
    expect(await within(page).findByTestId('game-no-game')).toBeTruthy();
    await act(async () => {});
  });
});
