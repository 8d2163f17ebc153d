import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GameMenu, Vendor } from '../../../src/api/games';
import { launchesDirectly, vendorPath } from '../../../src/app/gameLinks';
import { vendorsOfType } from '../../../src/views/pages/games/hall/hallRoute';
import { menuFixture, renderApp, text } from '../harness';

const v = (vassalage: string, gameType: string, name = vassalage): Vendor => ({
  vassalage,
  name,
  gameType,
  accountTypeId: 1,
  isHot: 0,
  iconUrl: `/api/media/vendor/${vassalage}.svg`,
  logoUrl: `/api/media/vendor/${vassalage}.svg?style=logo`,
});

/** Sports lists an esports book and a cockfight arena among its vendors (spec section 4). */
const mixedMenu: GameMenu = [
  { gameType: 'SPORTS', name: 'Sports', vendors: [v('FB', 'SPORTS', 'FB Sports'), v('NEXUS', 'ESPORTS', 'Nexus Esports'), v('SPUR', 'COCKFIGHT', 'Spur Arena')] },
  { gameType: 'ESPORTS', name: 'Esports', vendors: [v('RAID', 'ESPORTS', 'Raid Arena')] },
  { gameType: 'COCKFIGHT', name: 'Cockfighting', vendors: [v('GALLO', 'COCKFIGHT', 'Gallo Ring')] },
  { gameType: 'LOTT', name: 'Lottery', vendors: [v('TCG_SEA', 'LOTT'), v('LOTT', 'LOTT')] },
  { gameType: 'ELOTT', name: 'E-Lottery', vendors: [v('ELOTT', 'ELOTT'), v('QUICK', 'ELOTT')] },
];

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => vi.restoreAllMocks());

describe('vendor routing', () => {
  it('[LOBBY-38][LOBBY-39][LOBBY-40] hall vendors open their hall, lottery vendors /lottery, the rest launch', () => {
    expect(vendorPath(v('NOVA', 'RNG'))).toBe('/rng?vassalage=NOVA');
    expect(vendorPath(v('CARD', 'PVP'))).toBe('/pvp?vassalage=CARD');
    expect(vendorPath(v('REEF', 'FISH'))).toBe('/fish?vassalage=REEF');
    for (const code of ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']) expect(vendorPath(v(code, 'ELOTT'))).toBe(`/lottery?vendor=${code}`);
    expect(vendorPath(v('QUICK', 'ELOTT'))).toBe('/game?vassalage=QUICK');
    expect(vendorPath(v('ROYAL', 'LIVE'))).toBe('/game?vassalage=ROYAL');
    expect(launchesDirectly(v('ROYAL', 'LIVE'))).toBe(true);
    expect(launchesDirectly(v('NOVA', 'RNG'))).toBe(false);
    expect(launchesDirectly(v('LOTT', 'LOTT'))).toBe(false);
  });

  it('[LOBBY-42][LOBBY-43] an esports vendor listed under sports belongs to esports, a cockfight one to cockfight', () => {
    expect(vendorsOfType(mixedMenu, 'SPORTS').map((x) => x.vassalage)).toEqual(['FB']);
    expect(vendorsOfType(mixedMenu, 'ESPORTS').map((x) => x.vassalage)).toEqual(['RAID', 'NEXUS']);
    expect(vendorsOfType(mixedMenu, 'COCKFIGHT').map((x) => x.vassalage)).toEqual(['GALLO', 'SPUR']);
  });
});

describe('category pages', () => {
  it('[LOBBY-42] /esports shows the esports vendors the menu lists under sports; /sports does not', async () => {
    const sports = renderApp('/sports', { menu: mixedMenu });
    const page = await screen.findByTestId('category-page-sports');
    await waitFor(() => expect(within(page).getAllByTestId(/^vendor-card-/).map((a) => a.dataset.testid)).toEqual(['vendor-card-FB']));
    sports.unmount();
    renderApp('/esports', { menu: mixedMenu });
    const esports = await screen.findByTestId('category-page-esports');
    await waitFor(() => expect(within(esports).getAllByTestId(/^vendor-card-/).map((a) => a.dataset.testid)).toEqual(['vendor-card-RAID', 'vendor-card-NEXUS']));
  });

  it('[LOBBY-41][LOBBY-39] a visitor is told to log in before playing, and choosing a vendor goes to the login', async () => {
    const { location } = renderApp('/live', { menu: menuFixture });
    const page = await screen.findByTestId('category-page-live');
    expect(within(page).getByTestId('category-login-note').textContent).toBe(text('category.loginToPlay'));
    const card = await within(page).findByTestId('vendor-card-LIVE_V1');
    expect(card.getAttribute('href')).toBe('/game?vassalage=LIVE_V1');
    expect(card.textContent).toContain(text('category.login'));
    fireEvent.click(card);
    await waitFor(() => expect(location.current).toBe('/login'));
  });

  it('[LOBBY-40] lottery vendors on the e-lottery page open /lottery without asking to log in', async () => {
    const { location } = renderApp('/elott', { menu: mixedMenu });
    const page = await screen.findByTestId('category-page-elott');
    const lotto = await within(page).findByTestId('vendor-card-ELOTT');
    expect(lotto.textContent).toContain(text('vendor.play'));
    fireEvent.click(lotto);
    await waitFor(() => expect(location.current).toBe('/lottery?vendor=ELOTT'));
  });
});
