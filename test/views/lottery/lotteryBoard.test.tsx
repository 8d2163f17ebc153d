// The lottery board against a mocked transport (src/api/client `call`): what it asks the
// server for (counts, prize mode, area), its filters and tabs, favourites per username in
// localStorage, the countdowns and the refresh timer, and buying a ticket.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as client from '../../../src/api/client';
import type { LotteryGame } from '../../../src/api/lottery';
import { defaultMessages } from '../../../src/i18n/loadMessages';
import lobbyMessages from '../../../src/i18n/messages/lobby/en.json';
import { LotteryBoard } from '../../../src/views/pages/games/lottery/LotteryBoard';

vi.mock('../../../src/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...actual, call: vi.fn() };
});
const session = vi.hoisted(() => ({ account: 'demo' as string | null, send: vi.fn() }));
vi.mock('../../../src/app/session', () => ({
  useSessionView: () => ({
    role: session.account ? 'member' : 'visitor',
    account: session.account,
    signedIn: session.account !== null,
    member: session.account ? { currencySymbol: '₦', account: session.account } : null,
  }),
  useSessionSend: () => session.send,
}));

const messages: Record<string, string> = { ...defaultMessages, ...lobbyMessages };
const msg = (id: string) => messages[id]!;
const call = vi.mocked(client.call);

const game = (over: Partial<LotteryGame>): LotteryGame => ({
  gameId: 'FAST1',
  remark: 'Lucky 1 Minute',
  gameMenuTag: 'FAST',
  vendor: 'LOTT',
  area: 'SEA',
  schedule: 'interval',
  intervalSeconds: 60,
  numero: '20310310-0721',
  remainTime: 55,
  lockTime: 45,
  drawDayOfWeek: 2,
  winningTime: '2031-03-10T12:01:00.000Z',
  lockSeconds: 10,
  digits: 5,
  isHot: true,
  serverSeedHash: 'a'.repeat(64),
  last: { numero: '20310310-0720', numbers: '48213', drawnAt: '2031-03-10T12:00:00.000Z' },
  ...over,
});
const GAMES = [
  game({}),
  game({ gameId: 'HOURLY', remark: 'Hourly Draw', gameMenuTag: 'HOURLY', intervalSeconds: 3600, remainTime: 3000, lockTime: 2880, isHot: false, last: null }),
  game({ gameId: 'VN_HCM', remark: 'TP. Hồ Chí Minh', gameMenuTag: 'VN_SOUTH', schedule: 'weekly', intervalSeconds: null, drawDayOfWeek: 2, remainTime: 90_000, lockTime: 89_100, isHot: false }),
  game({ gameId: 'VN_TIEN_GIANG', remark: 'Tiền Giang', gameMenuTag: 'VN_SOUTH', schedule: 'weekly', intervalSeconds: null, drawDayOfWeek: 1, remainTime: 80_000, lockTime: 79_100, isHot: false }),
];

type Opts = { searchParams?: Record<string, unknown>; method?: string; json?: unknown; headers?: Record<string, string> };
let gameLoads = 0;

function answer(path: string, options: Opts = {}): unknown {
  if (path === 'lottery/games') {
    gameLoads += 1;
    return { serverTime: '2031-03-10T12:00:05.000Z', games: GAMES };
  }
  if (path === 'lottery/menus') {
    return {
      prizeMode: 'Lott',
      lotteryType: 'SEA',
      menus: [],
      betTypes: [
        { betType: 'last2', odds: '97.00', houseEdgeBps: 300 },
        { betType: 'last3', odds: '970.00', houseEdgeBps: 300 },
        { betType: 'big_small', odds: '1.95', houseEdgeBps: 250, choices: ['big', 'small'] },
      ],
      stake: { min: '1.00', max: '10000.00' },
    };
  }
  if (path === 'lottery/popular') return { serverTime: '', games: GAMES.slice(0, 2) };
  if (path === 'lottery/recent' || path === 'lottery/vn-numbers' || path === 'lottery/opened') {
    return { prizeMode: 'Lott', gameId: 'FAST1', results: [{ drawId: '9', gameId: 'FAST1', remark: 'Lucky 1 Minute', area: 'SEA', numero: '20310310-0720', numbers: '48213', drawnAt: '' }] };
  }
  if (path === 'lottery/tickets' && options.method === 'POST') {
    const body = options.json as { numero: string; betType: string; selection: string; amount: string };
    return {
      ticket: { ticketId: '1', drawId: '10', gameId: 'FAST1', remark: 'Lucky 1 Minute', numero: body.numero, betType: body.betType, selection: body.selection, amount: '10.00', odds: '97.00', payout: null, status: 'open', numbers: null, drawAt: '', placedAt: '' },
      balance: '90.00',
      currency: 'NGN',
    };
  }
  if (path === 'lottery/tickets') return { items: [], page: 1, pageSize: 15, total: 0, totalPages: 1 };
  throw new Error(`unexpected call ${path}`);
}

function renderBoard(props: { area?: 'SEA' | 'VN'; query?: Record<string, string>; refreshMs?: number } = {}) {
  return render(
    <IntlProvider locale="en" messages={messages} onError={() => {}}>
      <MemoryRouter>
        <LotteryBoard area={props.area ?? 'SEA'} query={props.query ?? {}} refreshMs={props.refreshMs} />
      </MemoryRouter>
    </IntlProvider>,
  );
}
const shownGames = () => within(screen.getByTestId('lottery-games')).queryAllByRole('heading').map((h) => h.textContent);

beforeEach(() => {
  localStorage.clear();
  session.account = 'demo';
  session.send.mockReset();
  gameLoads = 0;
  call.mockReset();
  call.mockImplementation(async (_schema, path, options) => answer(path, options as Opts) as never);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lottery board', () => {
  it('[LOTTERY-15][LOTTERY-16][LOTTERY-17][LOTTERY-18] asks for the area, popular (count 20), recent (prizeMode, device, recentCount 100) and VN numbers (count 100)', async () => {
    renderBoard({ area: 'VN' });
    await screen.findByTestId('lottery-games');
    await waitFor(() => expect(call.mock.calls.some(([, path]) => path === 'lottery/vn-numbers')).toBe(true));
    const calls = new Map(call.mock.calls.map(([, path, options]) => [path, (options as Opts | undefined)?.searchParams]));
    expect(calls.get('lottery/games')).toEqual({ area: 'VN' });
    expect(calls.get('lottery/menus')).toEqual({ area: 'VN' });
    expect(calls.get('lottery/popular')).toEqual({ count: 20 });
    expect(calls.get('lottery/recent')).toEqual({ prizeMode: 'Lott', device: 'WEB', recentCount: 100, area: 'VN' });
    expect(calls.get('lottery/vn-numbers')).toEqual({ count: 100 });
    expect(screen.getByTestId('lottery-recent').getAttribute('data-prize-mode')).toBe('Lott');
  });

  it('[LOTTERY-02][LOTTERY-03][LOTTERY-04][LOTTERY-05] menu tags, weekday (1 Sunday .. 7) and name search narrow the list', async () => {
    renderBoard();
    await screen.findByTestId('lottery-games');
    expect(shownGames()).toHaveLength(4);
    fireEvent.click(screen.getByTestId('lottery-tag-VN_SOUTH'));
    expect(shownGames()).toEqual(['TP. Hồ Chí Minh', 'Tiền Giang']);
    expect(screen.getByTestId('lottery-tag-VN_SOUTH').textContent).toBe(msg('lobby.lottery.tag.VN_SOUTH'));
    // Weekday 1 is Sunday: the weekly games of Sunday only (interval games draw every day).
    expect(screen.getByTestId('lottery-weekday-1').textContent).toBe('Sun');
    expect(screen.getByTestId('lottery-weekday-7').textContent).toBe('Sat');
    fireEvent.click(screen.getByTestId('lottery-weekday-1'));
    expect(shownGames()).toEqual(['Tiền Giang']);
    fireEvent.click(screen.getByTestId('lottery-tag-all'));
    expect(shownGames()).toEqual(['Lucky 1 Minute', 'Hourly Draw', 'Tiền Giang']);
    fireEvent.change(screen.getByTestId('lottery-search'), { target: { value: 'hour' } });
    expect(shownGames()).toEqual(['Hourly Draw']);
  });

  it('[LOTTERY-06][LOTTERY-07] hot, favourites and recent tabs; favourites and recent are kept per username', async () => {
    const view = renderBoard();
    await screen.findByTestId('lottery-games');
    fireEvent.click(screen.getByTestId('lottery-tab-hot'));
    expect(shownGames()).toEqual(['Lucky 1 Minute']);
    fireEvent.click(screen.getByTestId('lottery-tab-all'));
    fireEvent.click(screen.getByTestId('lottery-fav-HOURLY'));
    expect(JSON.parse(localStorage.getItem('lotteryFavourites:demo')!)).toEqual(['HOURLY']);
    fireEvent.click(screen.getByTestId('lottery-tab-fav'));
    expect(shownGames()).toEqual(['Hourly Draw']);
    fireEvent.click(screen.getByTestId('lottery-tab-all'));
    fireEvent.click(screen.getByTestId('lottery-play-VN_HCM'));
    fireEvent.click(screen.getByTestId('lottery-play-FAST1'));
    expect(JSON.parse(localStorage.getItem('lotteryRecent:demo')!)).toEqual(['FAST1', 'VN_HCM']);
    fireEvent.click(screen.getByTestId('lottery-tab-recent'));
    expect(shownGames()).toEqual(['Lucky 1 Minute', 'TP. Hồ Chí Minh']);
    view.unmount();

    // Another member on this browser has lists of their own; a visitor has none.
    session.account = 'other';
    const second = renderBoard();
    await screen.findByTestId('lottery-games');
    fireEvent.click(screen.getByTestId('lottery-tab-fav'));
    expect(screen.getByTestId('lottery-empty')).toBeTruthy();
    second.unmount();
    session.account = null;
    renderBoard();
    await screen.findByTestId('lottery-games');
    expect(screen.queryByTestId('lottery-fav-FAST1')).toBeNull();
    fireEvent.click(screen.getByTestId('lottery-tab-recent'));
    expect(screen.getByTestId('lottery-login-needed')).toBeTruthy();
  });

  it('[LOTTERY-09][LOTTERY-10] countdowns tick each second; the list reloads on its timer (kept within 7000..30000 ms) and when a draw is due', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    renderBoard({ refreshMs: 1000 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('lottery-remain-FAST1').textContent).toBe('00:55');
    expect(screen.getByTestId('lottery-lock-FAST1').textContent).toBe('00:45');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByTestId('lottery-remain-FAST1').textContent).toBe('00:52');
    expect(screen.getByTestId('lottery-lock-FAST1').textContent).toBe('00:42');
    expect(screen.getByTestId('lottery-remain-VN_HCM').textContent).toBe('1d 00:59:57');
    // A period of 1000 ms asked for is held at 7000: no reload yet after 3 s, one at 7 s.
    expect(gameLoads).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(gameLoads).toBe(2);
    expect(screen.getByTestId('lottery-remain-FAST1').textContent).toBe('00:55');
  });

  it('[LOTTERY-01] the query gameCode opens that game and playType picks the bet type; a ticket is bought with an Idempotency-Key', async () => {
    renderBoard({ query: { gameCode: 'FAST1', playType: 'big_small' } });
    const panel = await screen.findByTestId('lottery-panel');
    expect(within(panel).getByTestId('lottery-panel-numero').textContent).toContain('20310310-0721');
    expect(screen.getByTestId('lottery-bet-type-big_small').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('lottery-bet-type-last2'));
    fireEvent.change(screen.getByTestId('lottery-selection'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('lottery-amount'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('lottery-buy'));
    expect(await screen.findByText(msg('lobby.lottery.bet.badSelection2'))).toBeTruthy();
    expect(call.mock.calls.some(([, path, o]) => path === 'lottery/tickets' && (o as Opts).method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('lottery-selection'), { target: { value: '07' } });
    fireEvent.click(screen.getByTestId('lottery-buy'));
    await screen.findByTestId('lottery-bought');
    const post = call.mock.calls.find(([, path, o]) => path === 'lottery/tickets' && (o as Opts).method === 'POST')!;
    const options = post[2] as Opts;
    expect(options.json).toEqual({ gameId: 'FAST1', numero: '20310310-0721', betType: 'last2', selection: '07', amount: '10' });
    expect(options.headers!['Idempotency-Key']).toMatch(/.{8,}/);
    expect(screen.getByTestId('lottery-bought').textContent).toContain('₦90.00');
    expect(session.send).toHaveBeenCalledWith({ type: 'REFRESH_MEMBER' });
  });

  it('a vendor in the query narrows the list to its games', async () => {
    renderBoard({ query: { vendor: 'NOBODY' } });
    await screen.findByTestId('lottery-empty');
  });
});
