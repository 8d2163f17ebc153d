// The back office's player search: by account, mobile, e-mail or code, sorted and paged on the
// server, everything in the address; only roles with players.read see the section.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, text } from './console';
import { playerList, staffOf } from './players.fixtures';

const api = vi.hoisted(() => ({ fetchMe: vi.fn() }));
const playersApi = vi.hoisted(() => ({ searchPlayers: vi.fn() }));
vi.mock('../../../src/backoffice/api', async (importOriginal) => ({ ...(await importOriginal<object>()), ...api }));
vi.mock('../../../src/backoffice/playersApi', async (importOriginal) => ({ ...(await importOriginal<object>()), ...playersApi }));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  api.fetchMe.mockReset();
  playersApi.searchPlayers.mockReset();
  sessionStorage.setItem('staffToken', 'staff-token');
});

describe('player search', () => {
  it('support searches by mobile, sorts by account and pages: each is a server call with the address as its query', async () => {
    api.fetchMe.mockResolvedValue(staffOf('support'));
    playersApi.searchPlayers.mockResolvedValue(playerList(15, 1, 20));
    renderConsole('/backoffice/players');
    await screen.findByTestId('bo-players-table');
    expect(screen.getAllByTestId('bo-player-row')).toHaveLength(15);
    expect(playersApi.searchPlayers).toHaveBeenLastCalledWith('staff-token', { q: undefined, merchantCode: undefined, sort: undefined, page: 1 }, { signal: expect.any(AbortSignal) });

    const form = screen.getByRole('search');
    fireEvent.change(within(form).getByLabelText(text('backoffice.players.query')), { target: { value: '8031234567' } });
    fireEvent.change(within(form).getByLabelText(text('backoffice.players.sort')), { target: { value: 'account' } });
    fireEvent.submit(form);
    await waitFor(() => expect(playersApi.searchPlayers).toHaveBeenLastCalledWith('staff-token', { q: '8031234567', merchantCode: undefined, sort: 'account', page: 1 }, expect.anything()));

    playersApi.searchPlayers.mockResolvedValue(playerList(5, 2, 20));
    fireEvent.click(screen.getByRole('button', { name: text('backoffice.pager.next') }));
    await waitFor(() => expect(playersApi.searchPlayers).toHaveBeenLastCalledWith('staff-token', { q: '8031234567', merchantCode: undefined, sort: 'account', page: 2 }, expect.anything()));
    await waitFor(() => expect(screen.getAllByTestId('bo-player-row')).toHaveLength(5));
    // A player's row leads to their page.
    expect(within(screen.getAllByTestId('bo-player-row')[0]!).getByRole('link').getAttribute('href')).toBe('/backoffice/players/100');
  });

  it('the filters typed into the address are the search; nothing found says so', async () => {
    api.fetchMe.mockResolvedValue(staffOf('risk'));
    playersApi.searchPlayers.mockResolvedValue(playerList(0));
    renderConsole('/backoffice/players?q=ADA777&merchant=ng&sort=lastLogin&page=3');
    expect(await screen.findByText(text('backoffice.players.none'))).toBeTruthy();
    expect(playersApi.searchPlayers).toHaveBeenCalledWith('staff-token', { q: 'ADA777', merchantCode: 'NG', sort: 'lastLogin', page: 3 }, expect.anything());
    expect((screen.getByLabelText(text('backoffice.players.query')) as HTMLInputElement).value).toBe('ADA777');
  });

  it('content staff have no players section and the address is refused', async () => {
    api.fetchMe.mockResolvedValue(staffOf('content'));
    renderConsole('/backoffice/players');
    const nav = await screen.findByRole('navigation', { name: text('backoffice.nav.label') });
    expect(within(nav).queryByText(text('backoffice.nav.players'))).toBeNull();
    expect(playersApi.searchPlayers).not.toHaveBeenCalled();
  });
});
