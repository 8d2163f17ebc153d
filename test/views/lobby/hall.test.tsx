import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { doubles, game, pageOf, renderHall, text, vendors } from './harness';

const cards = () => screen.queryAllByTestId('game-card');
const lastQuery = (fakes: ReturnType<typeof doubles>) => fakes.loadGames.mock.calls.at(-1)![0];
const ready = () => waitFor(() => expect(screen.getByTestId('hall-list').dataset.state).toBe('ready'));

afterEach(() => {
  vi.useRealTimers();
});

describe('game hall view', () => {
  it('[LOBBY-06][LOBBY-07] the vendor carousel has arrows only with more than 7 vendors', async () => {
    const few = renderHall({ vendors: vendors(7) });
    await ready();
    expect(within(screen.getByTestId('hall-vendors')).getAllByRole('link', { name: /Vendor \d/ })).toHaveLength(7);
    expect(screen.queryByTestId('hall-vendors-next')).toBeNull();
    few.unmount();
    renderHall({ vendors: vendors(8) });
    await ready();
    expect(screen.getByTestId('hall-vendors-next').getAttribute('aria-label')).toBe(text('lobby.vendors.next'));
    expect(screen.getByTestId('hall-vendors-previous')).toBeTruthy();
  });

  it('[LOBBY-03][LOBBY-04][LOBBY-08] the page query picks the tab and vassalage the vendor', async () => {
    const { fakes } = renderHall({ path: '/rng?page=hot&vassalage=RNG_V2' });
    await ready();
    expect(lastQuery(fakes)).toMatchObject({ gameType: 'RNG', tab: 'hot', vendor: 'RNG_V2', page: 1 });
    expect(screen.getByTestId('hall-tab-hot').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('hall-vendor-RNG_V2').getAttribute('aria-current')).toBe('true');
    for (const tab of ['all', 'hot', 'fav', 'recent']) expect(screen.getByTestId(`hall-tab-${tab}`)).toBeTruthy();
    // A 1-based tab number works too; a malformed vendor code is ignored.
    const other = renderHall({ path: '/rng?page=4&vassalage=bad code', signedIn: true });
    await waitFor(() => expect(lastQuery(other.fakes)).toMatchObject({ tab: 'recent', vendor: null }));
  });

  it('[LOBBY-14][LOBBY-16][LOBBY-09] choosing a vendor goes to page 1 and clears the filters; a filter clears the others', async () => {
    const { fakes, location } = renderHall({ fakes: doubles(() => pageOf([game(1)], 1, 40)) });
    await ready();
    fireEvent.click(screen.getByTestId('hall-pager-next'));
    await ready();
    expect(lastQuery(fakes)).toMatchObject({ page: 2 });
    fireEvent.click(screen.getByTestId('hall-classification-JP'));
    await ready();
    expect(lastQuery(fakes)).toMatchObject({ classification: 'JP', minBet: 'all', search: '', page: 1 });
    expect(screen.getByTestId('hall-classification-JP').getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByTestId('hall-min-bet'), { target: { value: '0.5' } });
    await ready();
    expect(lastQuery(fakes)).toMatchObject({ classification: null, minBet: '0.5', page: 1 });
    expect(screen.getByTestId('hall-classification-all').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('hall-vendor-RNG_V3'));
    await ready();
    expect(location.current).toBe('/rng?vassalage=RNG_V3');
    expect(lastQuery(fakes)).toMatchObject({ vendor: 'RNG_V3', classification: null, minBet: 'all', search: '', page: 1 });
    expect((screen.getByTestId('hall-min-bet') as HTMLSelectElement).value).toBe('all');
    // The tab keeps the vendor in the address.
    fireEvent.click(screen.getByTestId('hall-tab-hot'));
    await ready();
    expect(location.current).toBe('/rng?page=hot&vassalage=RNG_V3');
    expect(lastQuery(fakes)).toMatchObject({ tab: 'hot', vendor: 'RNG_V3', page: 1 });
  });

  it('[LOBBY-12] the minimum-bet choices are all, 0.01, 0.05, 0.1, 0.5 and 0.75', async () => {
    renderHall();
    await ready();
    const options = within(screen.getByTestId('hall-min-bet')).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => o.value)).toEqual(['all', '0.01', '0.05', '0.1', '0.5', '0.75']);
    expect(options[0]!.textContent).toBe(text('lobby.filter.anyMinBet'));
  });

  it('[LOBBY-09][CONSTANTS-07][CONSTANTS-08] classifications SC, VP, TG, AC, JP; BG only for the language TY', async () => {
    const plain = renderHall();
    await ready();
    const codes = () => within(screen.getByTestId('hall-classifications')).getAllByRole('button').map((b) => b.dataset.testid!.replace('hall-classification-', ''));
    expect(codes()).toEqual(['all', 'SC', 'VP', 'TG', 'AC', 'JP']);
    plain.unmount();
    renderHall({ language: 'ty' });
    await ready();
    expect(codes()).toEqual(['all', 'SC', 'VP', 'TG', 'AC', 'JP', 'BG']);
  });

  it('[LOBBY-10][LOBBY-15] the search waits for a pause in typing, then asks from page 1 with the other filters cleared', async () => {
    const { fakes } = renderHall({ fakes: doubles(() => pageOf([game(1)], 1, 40)) });
    await ready();
    fireEvent.click(screen.getByTestId('hall-classification-SC'));
    await ready();
    fireEvent.click(screen.getByTestId('hall-pager-next'));
    await ready();
    const before = fakes.loadGames.mock.calls.length;
    vi.useFakeTimers();
    fireEvent.change(screen.getByTestId('hall-search'), { target: { value: 'luc' } });
    fireEvent.change(screen.getByTestId('hall-search'), { target: { value: 'lucky 5%' } });
    await act(async () => {
      vi.advanceTimersByTime(399);
    });
    expect(fakes.loadGames.mock.calls.length).toBe(before);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await ready();
    expect(fakes.loadGames.mock.calls.length).toBe(before + 1);
    expect(lastQuery(fakes)).toMatchObject({ search: 'lucky 5%', classification: null, page: 1 });
    // Enter searches at once.
    fireEvent.change(screen.getByTestId('hall-search'), { target: { value: 'gold' } });
    fireEvent.submit(screen.getByTestId('hall-search').closest('form')!);
    await ready();
    expect(lastQuery(fakes)).toMatchObject({ search: 'gold' });
  });

  it('[LOBBY-13][LOBBY-25] pages of 15: the pager shows where the reader is and moves forward and back', async () => {
    const { fakes } = renderHall({ fakes: doubles((q) => pageOf(Array.from({ length: 15 }, (_, i) => game(q.page * 100 + i)), q.page, 40)) });
    await ready();
    expect(cards()).toHaveLength(15);
    expect(screen.getByTestId('hall-pager-summary').textContent).toBe('Page 1 of 3 · 40 games');
    expect((screen.getByTestId('hall-pager-previous') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('hall-pager-next'));
    fireEvent.click(await screen.findByTestId('hall-pager-next'));
    await waitFor(() => expect(screen.getByTestId('hall-pager-summary').textContent).toBe('Page 3 of 3 · 40 games'));
    expect((screen.getByTestId('hall-pager-next') as HTMLButtonElement).disabled).toBe(true);
    expect(lastQuery(fakes)).toMatchObject({ page: 3 });
    fireEvent.click(screen.getByTestId('hall-pager-previous'));
    await waitFor(() => expect(lastQuery(fakes)).toMatchObject({ page: 2 }));
  });

  it('[LOBBY-36][LOBBY-37][LOBBY-41] a visitor on favourites or recent is asked to log in, and nothing is fetched', async () => {
    const { fakes } = renderHall({ path: '/rng?page=fav' });
    expect(screen.getByTestId('hall-list').dataset.state).toBe('loginRequired');
    expect(screen.getByTestId('hall-login-required').textContent).toContain(text('lobby.login.favourites.title'));
    expect(fakes.loadGames).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('hall-login'));
    expect(fakes.onLogin).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('hall-tab-recent'));
    await waitFor(() => expect(screen.getByTestId('hall-login-required').textContent).toContain(text('lobby.login.recent.title')));
    fireEvent.click(screen.getByTestId('hall-tab-hot'));
    await ready();
    // A visitor tapping a heart is told to log in; nothing is sent.
    fireEvent.click(screen.getAllByTestId('game-card-favourite')[0]!);
    expect(screen.getByTestId('hall-favourite-loginNeeded').textContent).toContain(text('lobby.favourite.login'));
    expect(fakes.toggleFavourite).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('hall-favourite-login'));
    expect(fakes.onLogin).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByTestId('hall-favourite-dismiss'));
    expect(screen.queryByTestId('hall-favourite-loginNeeded')).toBeNull();
  });

  it('[LOBBY-33][LOBBY-34][LOBBY-35] a favourite toggle shows a loader on its card, then keeps the new mark', async () => {
    const fakes = doubles(() => pageOf([game(1), game(2, { favourite: true })]));
    let finish!: (value: { nodeId: number; favourite: boolean }) => void;
    fakes.toggleFavourite.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    renderHall({ fakes, signedIn: true });
    await ready();
    const [first, second] = screen.getAllByTestId('game-card-favourite') as HTMLButtonElement[];
    expect(first!.getAttribute('aria-label')).toBe(text('lobby.card.favourite', { name: 'Lucky Game 1' }));
    fireEvent.click(first!);
    expect(fakes.toggleFavourite).toHaveBeenCalledWith({ nodeId: 1, favourite: true });
    expect(first!.getAttribute('aria-busy')).toBe('true');
    expect(within(first!).getByRole('status').getAttribute('aria-label')).toBe(text('lobby.card.saving'));
    expect(second!.disabled).toBe(true);
    await act(async () => finish({ nodeId: 1, favourite: true }));
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(first!.getAttribute('aria-busy')).toBeNull();
    expect(second!.disabled).toBe(false);
    // Removing one sends a removal.
    fireEvent.click(second!);
    await waitFor(() => expect(second!.getAttribute('aria-pressed')).toBe('false'));
    expect(fakes.toggleFavourite).toHaveBeenLastCalledWith({ nodeId: 2, favourite: false });
  });

  it('[LOBBY-34] a failed toggle puts the mark back and says why', async () => {
    const fakes = doubles(() => pageOf([game(1)]));
    fakes.toggleFavourite.mockRejectedValueOnce(new ApiError('not_found', '', 404));
    renderHall({ fakes, signedIn: true });
    await ready();
    const heart = screen.getByTestId('game-card-favourite');
    fireEvent.click(heart);
    await screen.findByTestId('hall-favourite-failed');
    expect(screen.getByTestId('hall-favourite-failed').textContent).toContain(messagesOf('error.not_found'));
    expect(heart.getAttribute('aria-pressed')).toBe('false');
  });

  it('[LOBBY-35] on the favourites tab a removed game leaves the list', async () => {
    const fakes = doubles(() => pageOf([game(1, { favourite: true }), game(2, { favourite: true })]));
    renderHall({ fakes, signedIn: true, path: '/rng?page=fav' });
    await ready();
    expect(lastQuery(fakes)).toMatchObject({ tab: 'favourites' });
    fireEvent.click(screen.getAllByTestId('game-card-favourite')[0]!);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByTestId('game-card-name').textContent).toBe('Lucky Game 2');
    fireEvent.click(screen.getByTestId('game-card-favourite'));
    await screen.findByTestId('hall-empty');
    expect(screen.getByTestId('hall-empty').textContent).toContain(text('lobby.empty.favourites'));
  });

  it('[LOBBY-35] removing the last favourite of a later page steps back a page; the empty state waits for no favourites at all', async () => {
    // A server that really forgets removed favourites: 16 of them, pages of 15.
    const favourites = Array.from({ length: 16 }, (_, i) => game(i + 1, { favourite: true }));
    const fakes = doubles((q) => pageOf(favourites.slice((q.page - 1) * 15, q.page * 15), q.page, favourites.length));
    fakes.toggleFavourite.mockImplementation(async (input) => {
      if (!input.favourite) favourites.splice(favourites.findIndex((g) => g.nodeId === input.nodeId), 1);
      return input;
    });
    renderHall({ fakes, signedIn: true, path: '/rng?page=fav' });
    await ready();
    fireEvent.click(screen.getByTestId('hall-pager-next'));
    await waitFor(() => expect(screen.getByTestId('hall-pager-summary').textContent).toBe('Page 2 of 2 · 16 games'));
    expect(cards()).toHaveLength(1);
    fireEvent.click(screen.getByTestId('game-card-favourite'));
    await waitFor(() => expect(screen.getByTestId('hall-pager-summary').textContent).toBe('Page 1 of 1 · 15 games'));
    expect(lastQuery(fakes)).toMatchObject({ tab: 'favourites', page: 1 });
    expect(cards()).toHaveLength(15);
    expect(screen.queryByTestId('hall-empty')).toBeNull();
  });

  it('[SHELL-91] a thumbnail that fails to load shows the default game icon; a card opens the launcher', async () => {
    renderHall({ fakes: doubles(() => pageOf([game(7, { vendor: 'RNG_V2', gameCode: 'SLOT_7', hot: true })])) });
    await ready();
    const thumb = screen.getByTestId('game-thumb') as HTMLImageElement;
    expect(thumb.getAttribute('loading')).toBe('lazy');
    expect(thumb.getAttribute('src')).toBe('/api/media/game/7.svg');
    fireEvent.error(thumb);
    expect(screen.queryByTestId('game-thumb')).toBeNull();
    expect(screen.getByTestId('game-thumb-default')).toBeTruthy();
    expect(screen.getByTestId('game-card-link').getAttribute('href')).toBe('/game?vassalage=RNG_V2&gameCode=SLOT_7&nodeId=7');
    expect(screen.getByTestId('game-card').textContent).toContain(text('lobby.card.hot'));
    expect(screen.getByTestId('game-card-min-bet').textContent).toBe(text('lobby.card.minBet', { amount: '0.05' }));
  });

  it('a failed page says why and loads again on retry; an empty search says so', async () => {
    const fakes = doubles(() => pageOf([]));
    fakes.loadGames.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    renderHall({ fakes });
    await screen.findByTestId('hall-failed');
    expect(screen.getByTestId('hall-failed').textContent).toContain(messagesOf('error.network_abnormal'));
    fireEvent.click(screen.getByTestId('hall-retry'));
    await ready();
    expect(screen.getByTestId('hall-empty').textContent).toContain(text('lobby.empty.all', { name: 'Slots' }));
    expect(screen.queryByTestId('hall-pager')).toBeNull();
    fireEvent.change(screen.getByTestId('hall-search'), { target: { value: 'zzz' } });
    fireEvent.submit(screen.getByTestId('hall-search').closest('form')!);
    await waitFor(() => expect(screen.getByTestId('hall-empty').textContent).toContain(text('lobby.empty.search', { query: 'zzz' })));
  });
});

function messagesOf(id: string) {
  return text(id);
}
