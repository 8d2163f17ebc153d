import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { flowLogic } from '../../src/app/flowLogic';
import { agent, fullSettings, member, trial } from '../model/models/fixtures/accounts';
import { ApiError } from '../../src/api/client';
import { switchesOf } from '../../server/shared/wire/system';
import type { HotGame } from '../../src/api/hotGames';
import { renderApp, statusFixture, text } from './harness';

// The login popup's hot call: the server's answer, already grouped in the spec's order.
const hotApi = vi.hoisted(() => ({ fetchHotGames: vi.fn() }));
vi.mock('../../src/api/hotGames', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchHotGames: hotApi.fetchHotGames }));
// The avatar call fails unless a test answers it: the header then keeps the person icon.
const memberApi = vi.hoisted(() => ({ fetchAvatar: vi.fn(() => Promise.reject(new Error('offline'))) }));
vi.mock('../../src/api/member', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchAvatar: memberApi.fetchAvatar }));
const hot = (gameType: string, nodeId: number, vendor: string): HotGame => ({ gameType, nodeId, showIcon: `/api/media/game/${nodeId}.svg`, name: `${gameType} game ${nodeId}`, gameCode: `G${nodeId}`, vendor, vendorName: vendor });
const HOT_GAMES = [hot('ELOTT', 1, 'ELOTT_V1'), hot('LOTT', 2, 'LOTT_V1'), hot('LIVE', 3, 'LIVE_V1'), hot('LIVE', 4, 'LIVE_V2'), hot('SPORTS', 5, 'FB'), hot('FISH', 6, 'FISH_V1'), hot('RNG', 7, 'RNG_V1'), hot('RNG', 8, 'RNG_V3'), hot('PVP', 9, 'PVP_V1'), hot('ESPORTS', 10, 'ESPORTS_V1')];

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
});

function signIn(account: string) {
  sessionStorage.setItem('token', 'tok-stored');
  sessionStorage.setItem('account', account);
  sessionStorage.setItem('merchantCode', 'NG');
}

const registerFlows = {
  register: flowLogic.register.provide({
    actors: {
      loadSettings: fromPromise(async () => fullSettings),
      fetchCaptcha: fromPromise(async () => ({ captchaId: 'c1', image: 'data:image/svg+xml;base64,PHN2Zy8+' })),
    },
  }),
};

describe('session in the shell', () => {
  it('[SHELL-51][SESSION-05][SHELL-57][SHELL-59] a member sees the summary with the balance; the menu offers the member pages and sign out', async () => {
    signIn('demo');
    renderApp('/', { member });
    const button = await screen.findByTestId('header-member-button');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₦1,234.50'));
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    const menu = screen.getByTestId('member-menu');
    for (const id of ['menu-bettingRecord', 'menu-deposit', 'menu-withdrawal', 'menu-accountRecord', 'menu-memberCentre', 'menu-myAccount', 'menu-signOut']) {
      expect(within(menu).getByTestId(id)).toBeTruthy();
    }
    expect(within(menu).queryByTestId('menu-agent')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('[SHELL-60] the member\'s avatar in the header comes from the avatar call: the initial on the member\'s colour', async () => {
    memberApi.fetchAvatar.mockImplementationOnce(() => Promise.resolve({ initial: 'D', color: '#16a34a' }) as never);
    signIn('demo');
    renderApp('/', { member });
    const avatar = await screen.findByTestId('header-avatar');
    expect(avatar.textContent).toBe('D');
    expect(avatar.style.background).toMatch(/#16a34a|rgb\(22, 163, 74\)/);
    expect(memberApi.fetchAvatar).toHaveBeenCalledWith({ signal: expect.any(AbortSignal) });
  });

  it('[SESSION-26] an agent (types 1, 2, 41, 42) gets the agent centre in place of my account', async () => {
    signIn('agent01');
    renderApp('/', { member: agent });
    await screen.findByTestId('header-balance');
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    expect(screen.getByTestId('menu-agent')).toBeTruthy();
    expect(screen.queryByTestId('menu-myAccount')).toBeNull();
  });

  it('[SESSION-24][SESSION-25] a trial account\'s member pages say "register a real account first"', async () => {
    signIn('guest1');
    renderApp('/', { member: trial });
    expect(await screen.findByTestId('header-trial')).toBeTruthy();
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    expect(screen.queryByTestId('menu-changePassword')).toBeNull();
    fireEvent.click(screen.getByTestId('menu-deposit'));
    expect((await screen.findByTestId('trial-notice-text')).textContent).toBe(text('error.register_real_account_first'));
  });

  it('[SESSION-31][SESSION-33][SESSION-34] sign out asks first; confirmed, the session storage keeps only the merchant', async () => {
    signIn('demo');
    const { location } = renderApp('/promotions', { member });
    await screen.findByTestId('header-balance');
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    fireEvent.click(screen.getByTestId('menu-signOut'));
    fireEvent.click(await screen.findByTestId('logout-confirm-button'));
    expect(await screen.findByTestId('header-login')).toBeTruthy();
    expect({ ...sessionStorage }).toEqual({ merchantCode: 'NG' });
    await waitFor(() => expect(location.current).toBe('/'));
  });

  it('[SESSION-36][SESSION-37] with the login-to-home option a visitor is sent to /login, except on the open pages', async () => {
    const status = statusFixture({ switches: switchesOf({ DIRECTREG3: 1, LOGINTOHOME3: 1 }) });
    const first = renderApp('/promotions', { status });
    await waitFor(() => expect(first.location.current).toBe('/login'));
    first.unmount();
    const open = renderApp('/helpmc', { status });
    await screen.findByTestId('helpmc-page');
    expect(open.location.current).toBe('/helpmc');
  });

  it('[LOGIN-01][LOGIN-02][SHELL-52][LOBBY-46][LOBBY-47][LOBBY-48][LOBBY-44] the header login button opens the login popup: the hot games by game type above the form, a tab per category (fish to /fish); Escape closes it', async () => {
    hotApi.fetchHotGames.mockResolvedValue(HOT_GAMES);
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    const popup = await screen.findByTestId('loginPopupModal');
    // The account catalogue loads when the popup opens; the body shows once it is there.
    expect(await within(popup).findByTestId('login-hot-games')).toBeTruthy();
    expect(within(popup).getByTestId('login-tab-hot').textContent).toBe(text('login.hot'));
    await within(popup).findByTestId('login-hot-list');
    const groups = within(popup).getAllByTestId('login-hot-group');
    expect(groups.map((g) => g.dataset.gameType)).toEqual(['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
    expect(within(groups[2]!).getAllByTestId('login-hot-game').map((b) => b.textContent)).toEqual(['LIVE game 3', 'LIVE game 4']);
    expect(groups[2]!.textContent).toContain(text('gameType.LIVE'));
    expect(within(popup).getByTestId('login-category-fish').getAttribute('href')).toBe('/fish');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByTestId('loginPopupModal')).toBeNull());
  });

  it('[LOBBY-49][LOBBY-50] on the Hot tab an RNG game opens /rng on its vendor; any other opens /login in a new 1300x900 window', async () => {
    hotApi.fetchHotGames.mockResolvedValue(HOT_GAMES);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { location } = renderApp('/');
      fireEvent.click(await screen.findByTestId('header-login'));
      const popup = await screen.findByTestId('loginPopupModal');
      await within(popup).findByTestId('login-hot-list');
      const game = (nodeId: number) => within(popup).getAllByTestId('login-hot-game').find((b) => b.dataset.nodeId === String(nodeId))!;
      fireEvent.click(game(3));
      expect(open).toHaveBeenCalledWith('/login', '_blank', expect.stringMatching(/width=1300,height=900/));
      expect(screen.getByTestId('loginPopupModal')).toBeTruthy();
      fireEvent.click(game(8));
      await waitFor(() => expect(location.current).toBe('/rng?vassalage=RNG_V3'));
      await waitFor(() => expect(screen.queryByTestId('loginPopupModal')).toBeNull());
    } finally {
      open.mockRestore();
    }
  });

  it('[LOBBY-46] without hot games the Hot tab says so; a failed hot call says why and retries', async () => {
    hotApi.fetchHotGames.mockResolvedValueOnce([]);
    const first = renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    expect((await screen.findByTestId('login-hot-empty')).textContent).toBe(text('login.hotEmpty'));
    first.unmount();
    hotApi.fetchHotGames.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValueOnce(HOT_GAMES);
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    expect((await screen.findByTestId('login-hot-failed')).textContent).toContain(text('error.network_abnormal'));
    fireEvent.click(screen.getByTestId('login-hot-retry'));
    expect(await screen.findByTestId('login-hot-list')).toBeTruthy();
  });

  it('[REGISTER-02][SHELL-06] /register shows the registration form in place, not in a popup', async () => {
    renderApp('/register', { flows: registerFlows });
    const page = await screen.findByTestId('register-page');
    expect(await within(page).findByTestId('register-form')).toBeTruthy();
    expect(screen.queryByTestId('registerModal')).toBeNull();
  });
});
