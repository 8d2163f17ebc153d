import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_VENDOR_LIMIT } from '../../src/views/shell/HeaderNav';
import { menuFixture, renderApp, text } from './harness';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('header', () => {
  it('[SHELL-50][SHELL-52] a visitor sees the logo, the region flag and login/register buttons', async () => {
    renderApp('/');
    const header = await screen.findByTestId('site-header');
    expect(within(header).getByTestId('brand-logo').getAttribute('src')).toBe('/api/media/logo.svg');
    expect(within(header).getByTestId('region-button').querySelector('img')!.getAttribute('src')).toBe('/api/media/flag/NG.svg');
    expect(within(header).getByTestId('header-login').getAttribute('href')).toBe('/login');
    expect(within(header).getByTestId('header-register').getAttribute('href')).toBe('/register');
    expect(within(header).queryByTestId('header-member')).toBeNull();
  });

  it('[SHELL-51] with a token in session storage the header shows the logged-in summary', async () => {
    sessionStorage.setItem('token', 't0ken');
    sessionStorage.setItem('account', 'ada_lovelace');
    renderApp('/');
    const member = await screen.findByTestId('header-member');
    expect(within(member).getByTestId('header-account').textContent).toBe('ada_lovelace');
    expect(screen.queryByTestId('header-login')).toBeNull();
  });

  it('[SHELL-53][SHELL-54] the navigation has home, one entry per game type in menu order, promotions and app download', async () => {
    renderApp('/');
    const nav = await screen.findByTestId('header-nav');
    await waitFor(() => expect(within(nav).getByTestId('nav-cockfight')).toBeTruthy());
    const entries = [...nav.querySelectorAll('.header-nav__list > li')].map((li) => li.getAttribute('data-testid') ?? li.querySelector('a')!.getAttribute('data-testid'));
    expect(entries).toEqual(['nav-home', ...menuFixture.map((e) => `nav-${e.gameType.toLowerCase()}`), 'nav-promotions', 'nav-download']);
    expect(within(nav).getByTestId('nav-lott').querySelector('a')!.getAttribute('href')).toBe('/lottery');
    expect(within(nav).getByTestId('nav-live').querySelector('a')!.getAttribute('href')).toBe('/live');
    expect(within(nav).getByTestId('nav-download').getAttribute('href')).toBe('/down');
  });

  it('[SHELL-55][SHELL-56] a dropdown shows at most 11 vendor icons and a more link only above 11', async () => {
    renderApp('/');
    const nav = await screen.findByTestId('header-nav');
    await waitFor(() => expect(within(nav).getByTestId('nav-rng')).toBeTruthy());
    // Built when first wanted: a pointer over the entry, or the keyboard's focus in it.
    expect(screen.queryByTestId('nav-dropdown-rng')).toBeNull();
    fireEvent.pointerEnter(screen.getByTestId('nav-rng'));
    const slots = await screen.findByTestId('nav-dropdown-rng');
    expect(within(slots).getAllByTestId('nav-vendor')).toHaveLength(DROPDOWN_VENDOR_LIMIT);
    expect(within(slots).getByTestId('nav-more').getAttribute('href')).toBe('/rng');
    expect(screen.queryByTestId('nav-dropdown-live')).toBeNull();
    fireEvent.focus(screen.getByTestId('nav-live').querySelector('a')!);
    const live = await screen.findByTestId('nav-dropdown-live');
    expect(within(live).getAllByTestId('nav-vendor')).toHaveLength(5);
    expect(within(live).queryByTestId('nav-more')).toBeNull();
    // Hall vendors open their hall on the vendor; others launch the game.
    expect(within(slots).getAllByTestId('nav-vendor')[1]!.getAttribute('href')).toBe('/rng?vassalage=RNG_V2');
    expect(within(live).getAllByTestId('nav-vendor')[0]!.getAttribute('href')).toBe('/game?vassalage=LIVE_V1');
  });

  it('[SHELL-54] when the menu cannot load, the fixed entries stay and nothing breaks', async () => {
    const { ApiError } = await import('../../src/api/client');
    renderApp('/', { menu: new ApiError('network_abnormal', '', 0) });
    const nav = await screen.findByTestId('header-nav');
    await waitFor(() => expect(nav.querySelector('.header-nav__link--skeleton')).toBeNull());
    expect(within(nav).getByTestId('nav-home')).toBeTruthy();
    expect(within(nav).getByTestId('nav-promotions')).toBeTruthy();
    expect(within(nav).queryByTestId('nav-rng')).toBeNull();
  });

  it('[SHELL-50][SHELL-65] the region flag button opens the region modal', async () => {
    renderApp('/');
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('region-modal')).toBeNull();
    fireEvent.click(screen.getByTestId('region-button'));
    expect(await screen.findByTestId('region-list')).toBeTruthy();
    expect(screen.getByTestId('region-modal').textContent).toContain(text('region.title'));
  });
});
