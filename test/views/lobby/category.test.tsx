import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import type { HallPage } from '../../../src/api/lobby';
import * as lobbyApi from '../../../src/api/lobby';
import type { GameMenu, Vendor } from '../../../src/api/games';
import { launchesDirectly, vendorPath } from '../../../src/app/gameLinks';
import { vendorsOfType } from '../../../src/views/pages/games/hall/hallRoute';
import lobbyMessages from '../../../src/i18n/messages/lobby/en.json';
import { menuFixture, renderApp, text } from '../harness';

// The popup list's call; everything else the app does is faked by the harness.
vi.mock('../../../src/api/lobby', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/lobby')>();
  return { ...actual, fetchHallPage: vi.fn() };
});
const fetchHallPage = vi.mocked(lobbyApi.fetchHallPage);
// The vendor lanes' call: none unless a test gives some.
const lanesApi = vi.hoisted(() => ({ fetchLanes: vi.fn() }));
vi.mock('../../../src/api/lanes', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchLanes: lanesApi.fetchLanes }));
const lobbyText = (id: keyof typeof lobbyMessages) => lobbyMessages[id];

const v = (vassalage: string, gameType: string, name = vassalage, isGame?: Vendor['isGame']): Vendor => ({
  vassalage,
  name,
  gameType,
  isGame: isGame ?? 'GAME',
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
  lanesApi.fetchLanes.mockResolvedValue([]);
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

  it('[LOBBY-19] isHot 1 marks a hot vendor: its card carries the hot badge, the others none', async () => {
    renderApp('/live', { menu: menuFixture });
    const hot = await screen.findByTestId('vendor-card-LIVE_V1');
    expect(hot.textContent).toContain(text('vendor.hot'));
    expect(screen.getByTestId('vendor-card-LIVE_V2').textContent).not.toContain(text('vendor.hot'));
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

/** Royal Dealer's card stands for its live tables; Opal Table's opens its game. */
const liveMenu: GameMenu = [
  { gameType: 'LIVE', name: 'Live Casino', vendors: [v('ROYAL_DEALER', 'LIVE', 'Royal Dealer', 'VASSALAGE'), v('OPAL_TABLE', 'LIVE', 'Opal Table', 'GAME')] },
];
const tables: HallPage = {
  items: ['Baccarat', 'Roulette', 'Sic Bo'].map((name, i) => ({
    nodeId: 200 + i,
    gameCode: `ROYALD-00${i + 1}`,
    name,
    vendor: 'ROYAL_DEALER',
    vendorName: 'Royal Dealer',
    classification: 'TG',
    minBet: '1.00',
    lines: 0,
    hot: false,
    thumbnailUrl: `/api/media/game/${200 + i}.svg`,
    favourite: false,
  })),
  total: 3,
  page: 1,
  pageSize: 15,
  totalPages: 1,
};

describe('a VASSALAGE vendor card', () => {
  beforeEach(() => {
    fetchHallPage.mockReset();
    fetchHallPage.mockResolvedValue(tables);
  });

  it('[LOBBY-22][LOBBY-21] opens a popup listing the vendor\'s games of that type from the game-list call', async () => {
    expect(vendorPath(v('ROYAL_DEALER', 'LIVE', 'Royal Dealer', 'VASSALAGE'))).toBe('/live?vassalage=ROYAL_DEALER');
    expect(launchesDirectly(v('ROYAL_DEALER', 'LIVE', 'Royal Dealer', 'VASSALAGE'))).toBe(false);
    // A hall vendor keeps its hall whatever it is marked.
    expect(vendorPath(v('CARD_HALL', 'PVP', 'Card Hall', 'VASSALAGE'))).toBe('/pvp?vassalage=CARD_HALL');
    const { location } = renderApp('/live', { menu: liveMenu });
    const page = await screen.findByTestId('category-page-live');
    expect(within(page).getByTestId('vendor-card-OPAL_TABLE').getAttribute('href')).toBe('/game?vassalage=OPAL_TABLE');
    fireEvent.click(await within(page).findByTestId('vendor-card-ROYAL_DEALER'));
    const popup = await screen.findByTestId('vendor-games-popup');
    expect(location.current).toBe('/live?vassalage=ROYAL_DEALER');
    expect(within(popup).getByRole('heading').textContent).toBe('Royal Dealer');
    await waitFor(() => expect(within(popup).getAllByTestId('vendor-game-name').map((n) => n.textContent)).toEqual(['Baccarat', 'Roulette', 'Sic Bo']));
    expect(fetchHallPage).toHaveBeenCalledWith({ gameType: 'LIVE', vendor: 'ROYAL_DEALER', tab: 'all', classification: null, minBet: 'all', search: '', page: 1 }, { signal: expect.any(AbortSignal) });
    expect(within(popup).getByTestId('vendor-games-login-note').textContent).toBe(lobbyText('lobby.vendorGames.loginNote'));
    // A visitor choosing a table is sent to log in first.
    fireEvent.click(within(popup).getAllByTestId('vendor-game')[1]!);
    await waitFor(() => expect(location.current).toBe('/login'));
  });

  it('[LOBBY-22] the popup closes on Escape, the background and the close button, and the address forgets it', async () => {
    const { location } = renderApp('/live?vassalage=ROYAL_DEALER', { menu: liveMenu });
    const close = [
      () => fireEvent.keyDown(document, { key: 'Escape' }),
      () => fireEvent.mouseDown(screen.getByTestId('vendor-games-popup-backdrop')),
      () => fireEvent.click(within(screen.getByTestId('vendor-games-popup')).getByRole('button', { name: text('common.close') })),
    ];
    for (const [i, closeIt] of close.entries()) {
      if (i > 0) fireEvent.click(await screen.findByTestId('vendor-card-ROYAL_DEALER'));
      await screen.findByTestId('vendor-games-popup');
      closeIt();
      await waitFor(() => expect(screen.queryByTestId('vendor-games-popup')).toBeNull());
      expect(location.current).toBe('/live');
    }
  });

  it('[LOBBY-22] a failed list says why and loads again on retry', async () => {
    fetchHallPage.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    renderApp('/live?vassalage=ROYAL_DEALER', { menu: liveMenu });
    const popup = await screen.findByTestId('vendor-games-popup');
    const failed = await within(popup).findByTestId('vendor-games-failed');
    expect(failed.textContent).toContain(text('error.network_abnormal'));
    fireEvent.click(within(popup).getByTestId('vendor-games-retry'));
    await waitFor(() => expect(within(popup).getAllByTestId('vendor-game')).toHaveLength(3));
    expect(fetchHallPage).toHaveBeenCalledTimes(2);
  });

  it('[LOBBY-22] an address naming a vendor that opens its game, or no vendor, shows no popup', async () => {
    const view = renderApp('/live?vassalage=OPAL_TABLE', { menu: liveMenu });
    await screen.findByTestId('vendor-card-OPAL_TABLE');
    expect(screen.queryByTestId('vendor-games-popup')).toBeNull();
    view.unmount();
    renderApp('/live?vassalage=nope%3Cscript', { menu: liveMenu });
    await screen.findByTestId('vendor-card-ROYAL_DEALER');
    expect(screen.queryByTestId('vendor-games-popup')).toBeNull();
    expect(fetchHallPage).not.toHaveBeenCalled();
  });
});

describe('vendor lanes', () => {
  const card = (nodeId: number, vendor: string, name: string) => ({ nodeId, gameCode: `G${nodeId}`, name, gameType: 'LIVE', vendor, isGame: 'GAME' as const, showIcon: `/api/media/game/${nodeId}.svg`, minBet: '1.00' });
  const lanes = [
    { vassalage: 'LIVE_V1', title: 'LIVE Vendor 1', gameClassify: 'TG', total: 3, cards: [card(1, 'LIVE_V1', 'Baccarat'), card(2, 'LIVE_V1', 'Roulette'), card(3, 'LIVE_V1', 'Sic Bo')] },
    { vassalage: 'LIVE_V2', title: 'LIVE Vendor 2', gameClassify: 'TG', total: 1, cards: [card(4, 'LIVE_V2', 'Solo Table')] },
  ];

  it('[LOBBY-20][LOBBY-28] a category page shows a lane per vendor with its games, asked with platform html5-desktop; a card launches through the login gate', async () => {
    lanesApi.fetchLanes.mockResolvedValue(lanes);
    const { location } = renderApp('/live', { menu: menuFixture });
    const rows = await screen.findAllByTestId('vendor-lane');
    expect(lanesApi.fetchLanes).toHaveBeenCalledWith('LIVE', { signal: expect.any(AbortSignal) });
    const { LANES_PLATFORM } = await import('../../../src/api/lanes');
    expect(LANES_PLATFORM).toBe('html5-desktop');
    // A lane of one game says no more than its vendor card: only the first shows.
    expect(rows.map((r) => [r.dataset.vendor, r.dataset.classify])).toEqual([['LIVE_V1', 'TG']]);
    expect(within(rows[0]!).getAllByTestId('lane-card').map((c) => c.textContent)).toEqual(['Baccarat', 'Roulette', 'Sic Bo']);
    expect(screen.getByTestId('vendor-lanes').textContent).toContain(lobbyText('lobby.lanes.title'));
    fireEvent.click(within(rows[0]!).getAllByTestId('lane-card')[1]!);
    await waitFor(() => expect(location.current).toBe('/login'));
  });

  it('[LOBBY-20] a failed lanes call says why and retries', async () => {
    lanesApi.fetchLanes.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValue(lanes);
    renderApp('/live', { menu: menuFixture });
    const retry = await screen.findByTestId('lanes-retry');
    expect(screen.getByTestId('vendor-lanes').textContent).toContain(text('error.network_abnormal'));
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('vendor-lane')).toHaveLength(1);
  });
});
