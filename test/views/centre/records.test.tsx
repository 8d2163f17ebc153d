// The four record pages of the personal centre against a mocked src/api/records:
// what each asks the server for (window, page, filter) and what it shows.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { gameMenuMachine } from '../../../machines/gameMenu.machine';
import { ApiError } from '../../../src/api/client';
import type { GameMenu } from '../../../src/api/games';
import type { AccountLine, AccountPage, BetLine, BetPage, BonusPage, PageRequest, ProfitReport } from '../../../src/api/records';
import * as records from '../../../src/api/records';
import { GameMenuActor } from '../../../src/app/actors';
import BonusDetails from '../../../src/views/centre/pages/bonusDetails';
import PersonalHistoryCopy from '../../../src/views/centre/pages/personalHistoryCopy';
import PersonalProfit from '../../../src/views/centre/pages/personalProfit';
import TransactionHistory from '../../../src/views/centre/pages/transactionHistory';
import { pageSlots } from '../../../src/views/centre/records/RecordPager';
import { message, renderCentrePage } from './harness';

vi.mock('../../../src/api/records', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/records')>();
  return { ...actual, fetchBetRecord: vi.fn(), fetchAccountRecord: vi.fn(), fetchBonusRecord: vi.fn(), fetchProfitReport: vi.fn() };
});
// The real request builders, checked against a mocked transport below.
vi.mock('../../../src/api/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...actual, call: vi.fn() };
});

const fetchBets = vi.mocked(records.fetchBetRecord);
const fetchAccount = vi.mocked(records.fetchAccountRecord);
const fetchBonuses = vi.mocked(records.fetchBonusRecord);
const fetchProfit = vi.mocked(records.fetchProfitReport);

// Today is fixed so the windows are known: the last 7 days end on 2025-03-20.
const TODAY = '2025-03-20';

const menu: GameMenu = [
  { gameType: 'LIVE', name: 'Live Casino', vendors: [] },
  {
    gameType: 'RNG',
    name: 'Slots',
    vendors: [{ vassalage: 'NOVA', name: 'Nova Slots', gameType: 'RNG', accountTypeId: 1, isHot: 0, isGame: 'GAME', iconUrl: '', logoUrl: '' }],
  },
  { gameType: 'SPORTS', name: 'Sports', vendors: [] },
];

/** A page inside the game menu the app holds (the pages read categories and vendor names from it). */
const withMenu = (page: ReactElement) => (
  <GameMenuActor.Provider logic={gameMenuMachine.provide({ actors: { loadMenu: fromPromise(async () => menu) } })}>{page}</GameMenuActor.Provider>
);

const range = (request: PageRequest) => ({ from: request.from, to: request.to });

function pageOf<T>(items: T[], request: PageRequest, total = items.length) {
  return { items, page: request.page, pageSize: 15, total, totalPages: Math.max(1, Math.ceil(total / 15)), from: request.from, to: request.to };
}

const bet = (id: string, overrides: Partial<BetLine> = {}): BetLine => ({
  id,
  betId: `house-${id}`,
  vendor: 'HOUSE',
  vendorName: 'House Games',
  category: 'RNG',
  gameCode: 'lucky-7',
  stake: '100.00',
  payout: '180.00',
  profit: '80.00',
  status: 'settled',
  placedAt: '2025-03-19T10:15:00.000Z',
  settledAt: '2025-03-19T10:15:05.000Z',
  ...overrides,
});

const betPage = (request: PageRequest, items: BetLine[], total = items.length): BetPage => ({
  ...pageOf(items, request, total),
  summary: { bets: total, stake: '1350.00', payout: '1230.50', profit: '-119.50' },
});

const line = (id: string, overrides: Partial<AccountLine> = {}): AccountLine => ({
  id,
  journalId: `j${id}`,
  at: '2025-03-18T09:00:00.000Z',
  kind: 'deposit',
  wallet: 'main',
  amount: '5000.00',
  balanceAfter: '5000.00',
  memo: 'DEP-001',
  ...overrides,
});

/** The first argument of a mock's latest call. */
const lastCall = <T,>(fn: { mock: { calls: [T, ...unknown[]][] } }): T => fn.mock.calls.at(-1)![0];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('betting record', () => {
  it('[WALLET-17] lists the bets of the last 7 days with formatted amounts, signed profits, status and the summary', async () => {
    fetchBets.mockImplementation(async (request) =>
      betPage(request, [bet('2'), bet('1', { stake: '1250.00', payout: '0.00', profit: '-1250.00', status: 'open', gameCode: 'dice' })]),
    );
    renderCentrePage(withMenu(<PersonalHistoryCopy />));
    expect(screen.getByTestId('centre-page-personalHistoryCopy')).toBeTruthy();
    expect(await screen.findByTestId('bet-row-2')).toBeTruthy();
    expect(fetchBets).toHaveBeenCalledTimes(1);
    expect(lastCall(fetchBets)).toEqual({ page: 1, from: '2025-03-14', to: TODAY, filter: '' });

    const won = screen.getByTestId('bet-row-2');
    expect(within(won).getByText('House Games')).toBeTruthy();
    expect(within(won).getByText('lucky-7')).toBeTruthy();
    expect(within(won).getByText('₦100.00')).toBeTruthy();
    expect(within(won).getByText('₦180.00')).toBeTruthy();
    expect(screen.getByTestId('bet-profit-2').textContent).toContain('+₦80.00');
    expect(screen.getByTestId('bet-profit-2').classList.contains('record-amount--plus')).toBe(true);
    expect(within(won).getByText(message('centre.records.bets.status.settled'))).toBeTruthy();

    const open = screen.getByTestId('bet-row-1');
    expect(within(open).getByText('₦1,250.00')).toBeTruthy();
    expect(screen.getByTestId('bet-profit-1').textContent).toContain('-₦1,250.00');
    expect(screen.getByTestId('bet-profit-1').classList.contains('record-amount--minus')).toBe(true);
    expect(within(open).getByText(message('centre.records.bets.status.open'))).toBeTruthy();

    const summary = screen.getByTestId('bet-summary');
    expect(summary.textContent).toContain('Total · 2 bets');
    expect(screen.getByTestId('bet-summary-stake').textContent).toContain('₦1,350.00');
    expect(screen.getByTestId('bet-summary-payout').textContent).toContain('₦1,230.50');
    expect(screen.getByTestId('bet-summary-profit').textContent).toContain('-₦119.50');
    expect(screen.getByTestId('record-window-range').textContent).toContain('Mar 14, 2025 – Mar 20, 2025');
  });

  it('[WALLET-17] presets, previous and next send the window they show, never past today', async () => {
    fetchBets.mockImplementation(async (request) => betPage(request, [bet('1')]));
    renderCentrePage(withMenu(<PersonalHistoryCopy />));
    await screen.findByTestId('bet-row-1');
    const next = screen.getByTestId('record-window-next');
    expect((next as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('record-window-preset-7').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('record-window-previous'));
    await waitFor(() => expect(range(lastCall(fetchBets))).toEqual({ from: '2025-03-07', to: '2025-03-13' }));
    expect(screen.getByTestId('record-window-range').textContent).toContain('Mar 7, 2025 – Mar 13, 2025');
    expect((next as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('record-window-preset-7').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(next);
    await waitFor(() => expect(range(lastCall(fetchBets))).toEqual({ from: '2025-03-14', to: TODAY }));
    expect((next as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('record-window-preset-30'));
    await waitFor(() => expect(range(lastCall(fetchBets))).toEqual({ from: '2025-02-19', to: TODAY }));
    expect(screen.getByTestId('record-window-preset-30').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('record-window-previous'));
    await waitFor(() => expect(range(lastCall(fetchBets))).toEqual({ from: '2025-01-20', to: '2025-02-18' }));
    expect(screen.getByTestId('record-window-previous').getAttribute('aria-label')).toBe('Previous 30 days');
    expect(screen.getByTestId('record-window-next').getAttribute('aria-label')).toBe('Next 30 days');

    fireEvent.click(screen.getByTestId('record-window-preset-7'));
    await waitFor(() => expect(range(lastCall(fetchBets))).toEqual({ from: '2025-03-14', to: TODAY }));
  });

  it('[WALLET-17] pages through the record; a category or another window goes back to page 1', async () => {
    fetchBets.mockImplementation(async (request) =>
      betPage(
        request,
        Array.from({ length: 15 }, (_, i) => bet(`${request.page}-${i}`, { category: request.filter || 'RNG' })),
        40,
      ),
    );
    renderCentrePage(withMenu(<PersonalHistoryCopy />));
    await screen.findByTestId('bet-row-1-0');
    expect(screen.getByTestId('record-pager-summary').textContent).toContain('40 records · page 1 of 3');
    expect((screen.getByTestId('record-pager-previous') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('record-pager-page-2'));
    await screen.findByTestId('bet-row-2-0');
    expect(lastCall(fetchBets)).toMatchObject({ page: 2, filter: '' });
    expect(screen.getByTestId('record-pager-page-2').getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByTestId('record-pager-next'));
    await screen.findByTestId('bet-row-3-0');
    expect(lastCall(fetchBets)).toMatchObject({ page: 3 });
    expect((screen.getByTestId('record-pager-next') as HTMLButtonElement).disabled).toBe(true);

    // The tabs are the menu's game types, with their translated names.
    const tabs = screen.getByTestId('record-category');
    await waitFor(() => expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Live Casino', 'Slots', 'Sports']));
    fireEvent.click(screen.getByTestId('record-category-LIVE'));
    await waitFor(() => expect(lastCall(fetchBets)).toEqual({ page: 1, from: '2025-03-14', to: TODAY, filter: 'LIVE' }));
    expect(screen.getByTestId('record-category-LIVE').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(await screen.findByTestId('record-pager-page-2'));
    await waitFor(() => expect(lastCall(fetchBets)).toMatchObject({ page: 2, filter: 'LIVE' }));
    fireEvent.click(screen.getByTestId('record-window-previous'));
    await waitFor(() => expect(lastCall(fetchBets)).toEqual({ page: 1, from: '2025-03-07', to: '2025-03-13', filter: 'LIVE' }));

    fireEvent.click(screen.getByTestId('record-category-all'));
    await waitFor(() => expect(lastCall(fetchBets)).toMatchObject({ page: 1, filter: '' }));
  });

  it('[WALLET-17] says so when a window has no bets', async () => {
    fetchBets.mockImplementation(async (request) => betPage(request, []));
    renderCentrePage(withMenu(<PersonalHistoryCopy />));
    expect((await screen.findByTestId('record-empty')).textContent).toContain(message('centre.records.empty.title'));
    expect(screen.queryByTestId('record-pager')).toBeNull();
  });

  it('[WALLET-17] shows a failed load translated and loads again on retry', async () => {
    fetchBets.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0));
    fetchBets.mockImplementation(async (request) => betPage(request, [bet('1')]));
    renderCentrePage(withMenu(<PersonalHistoryCopy />));
    expect((await screen.findByTestId('record-error')).textContent).toContain(message('error.network_abnormal'));
    fireEvent.click(screen.getByTestId('record-retry'));
    expect(await screen.findByTestId('bet-row-1')).toBeTruthy();
    expect(fetchBets).toHaveBeenCalledTimes(2);
  });
});

describe('account record', () => {
  it('[WALLET-18] lists every journal line with its kind, wallet, signed amount, balance after and memo', async () => {
    fetchAccount.mockImplementation(async (request) =>
      ({
        ...pageOf(
          [
            line('3', { kind: 'transfer', wallet: 'NOVA', amount: '500.00', balanceAfter: '500.00', memo: 'main → NOVA' }),
            line('2', { kind: 'transfer', wallet: 'main', amount: '-500.00', balanceAfter: '4500.00', memo: 'main → NOVA' }),
            line('1'),
          ],
          request,
        ),
      }) satisfies AccountPage,
    );
    renderCentrePage(withMenu(<TransactionHistory />));
    const vendorLine = await screen.findByTestId('account-row-3');
    expect(lastCall(fetchAccount)).toEqual({ page: 1, from: '2025-03-14', to: TODAY, filter: '' });
    expect(within(vendorLine).getByText(message('centre.records.kind.transfer'))).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('account-row-3')).getByText('Nova Slots')).toBeTruthy());
    expect(screen.getByTestId('account-amount-3').textContent).toContain('+₦500.00');
    const mainLine = screen.getByTestId('account-row-2');
    expect(within(mainLine).getByText(message('centre.records.wallet.main'))).toBeTruthy();
    expect(screen.getByTestId('account-amount-2').textContent).toContain('-₦500.00');
    expect(screen.getByTestId('account-amount-2').classList.contains('record-amount--minus')).toBe(true);
    expect(within(mainLine).getByText('₦4,500.00')).toBeTruthy();
    expect(within(screen.getByTestId('account-row-1')).getByText('DEP-001')).toBeTruthy();
  });

  it('[WALLET-18] filters by every kind the API lists, translated, back on page 1', async () => {
    fetchAccount.mockImplementation(async (request) => pageOf([line(`${request.page}`)], request, 20));
    renderCentrePage(withMenu(<TransactionHistory />));
    await screen.findByTestId('account-row-1');
    const select = screen.getByTestId('record-kind') as HTMLSelectElement;
    expect(screen.getByLabelText(message('centre.records.account.kindFilter'))).toBe(select);
    const options = Array.from(select.options);
    expect(options.map((o) => o.value)).toEqual(['', ...records.JOURNAL_KINDS]);
    for (const kind of records.JOURNAL_KINDS) {
      expect(options.find((o) => o.value === kind)!.textContent).toBe(message(`centre.records.kind.${kind}`));
    }

    fireEvent.click(screen.getByTestId('record-pager-page-2'));
    await screen.findByTestId('account-row-2');
    fireEvent.change(select, { target: { value: 'withdrawal_hold' } });
    await waitFor(() => expect(lastCall(fetchAccount)).toEqual({ page: 1, from: '2025-03-14', to: TODAY, filter: 'withdrawal_hold' }));
    fireEvent.click(screen.getByTestId('record-window-preset-30'));
    await waitFor(() => expect(lastCall(fetchAccount)).toEqual({ page: 1, from: '2025-02-19', to: TODAY, filter: 'withdrawal_hold' }));
  });
});

describe('personal profit and loss', () => {
  const report = (from: string, to: string): ProfitReport => ({
    from,
    to,
    currency: 'NGN',
    deposits: '5000.00',
    withdrawals: '1200.00',
    stake: '350.00',
    payout: '430.00',
    gameProfit: '80.00',
    bonuses: '88.00',
    rebates: '3.50',
    profit: '171.50',
    byCategory: [{ category: 'RNG', bets: 3, stake: '350.00', payout: '430.00', profit: '80.00' }],
    byDay: [{ day: '2025-03-19', stake: '350.00', payout: '430.00', profit: '80.00' }],
  });

  it('[WALLET-19] shows the totals, the results by category and by day for the window', async () => {
    fetchProfit.mockImplementation(async ({ from, to }) => report(from, to));
    renderCentrePage(withMenu(<PersonalProfit />));
    expect((await screen.findByTestId('profit-deposits')).textContent).toContain('₦5,000.00');
    expect(fetchProfit).toHaveBeenCalledWith({ from: '2025-03-14', to: TODAY }, { signal: expect.any(AbortSignal) });
    expect(screen.getByTestId('profit-withdrawals').textContent).toContain('₦1,200.00');
    expect(screen.getByTestId('profit-stake').textContent).toContain('₦350.00');
    expect(screen.getByTestId('profit-payout').textContent).toContain('₦430.00');
    expect(screen.getByTestId('profit-gameProfit').textContent).toContain('+₦80.00');
    expect(screen.getByTestId('profit-bonuses').textContent).toContain('₦88.00');
    expect(screen.getByTestId('profit-rebates').textContent).toContain('₦3.50');
    expect(screen.getByTestId('profit-profit').textContent).toContain('+₦171.50');
    expect(screen.getByTestId('profit-cards').textContent).toContain(message('centre.records.profit.gameProfit'));

    const byCategory = screen.getByTestId('profit-by-category');
    await waitFor(() => expect(within(byCategory).getByText('Slots')).toBeTruthy());
    expect(within(byCategory).getByText('3')).toBeTruthy();
    expect(within(screen.getByTestId('profit-by-day')).getByText('Mar 19, 2025')).toBeTruthy();

    fireEvent.click(screen.getByTestId('record-window-preset-30'));
    await waitFor(() => expect(lastCall(fetchProfit)).toEqual({ from: '2025-02-19', to: TODAY }));
    fireEvent.click(screen.getByTestId('record-window-previous'));
    await waitFor(() => expect(lastCall(fetchProfit)).toEqual({ from: '2025-01-20', to: '2025-02-18' }));
  });

  it('[WALLET-19] a window with nothing in it shows the empty state', async () => {
    fetchProfit.mockImplementation(async ({ from, to }) => ({
      ...report(from, to),
      ...{ deposits: '0.00', withdrawals: '0.00', stake: '0.00', payout: '0.00', gameProfit: '0.00', bonuses: '0.00', rebates: '0.00', profit: '0.00' },
      byCategory: [],
      byDay: [],
    }));
    renderCentrePage(withMenu(<PersonalProfit />));
    expect(await screen.findByTestId('record-empty')).toBeTruthy();
  });
});

describe('bonus details', () => {
  it('[WALLET-20] lists bonuses, rewards and rebates with their total, paged', async () => {
    fetchBonuses.mockImplementation(
      async (request): Promise<BonusPage> => ({
        ...pageOf(
          [
            line(`${request.page}-r`, { kind: 'reward', amount: '88.00', memo: 'Welcome reward' }),
            line(`${request.page}-b`, { kind: 'rebate', amount: '3.50', memo: '1% of 350.00' }),
          ],
          request,
          17,
        ),
        totalAmount: '1091.50',
      }),
    );
    renderCentrePage(withMenu(<BonusDetails />));
    const reward = await screen.findByTestId('bonus-row-1-r');
    expect(screen.getByTestId('centre-page-bonusDetails')).toBeTruthy();
    expect(lastCall(fetchBonuses)).toEqual({ page: 1, from: '2025-03-14', to: TODAY, filter: '' });
    expect(within(reward).getByText(message('centre.records.kind.reward'))).toBeTruthy();
    expect(within(reward).getByText('Welcome reward')).toBeTruthy();
    expect(screen.getByTestId('bonus-amount-1-r').textContent).toContain('+₦88.00');
    expect(within(screen.getByTestId('bonus-row-1-b')).getByText(message('centre.records.kind.rebate'))).toBeTruthy();
    expect(screen.getByTestId('bonus-total-amount').textContent).toContain('+₦1,091.50');

    fireEvent.click(screen.getByTestId('record-pager-next'));
    expect(await screen.findByTestId('bonus-row-2-r')).toBeTruthy();
    expect(lastCall(fetchBonuses)).toMatchObject({ page: 2 });
  });

  it('[WALLET-20] shows the empty state for a window without bonuses', async () => {
    fetchBonuses.mockImplementation(async (request) => ({ ...pageOf([], request), totalAmount: '0.00' }));
    renderCentrePage(withMenu(<BonusDetails />));
    expect((await screen.findByTestId('record-empty')).textContent).toContain(message('centre.records.empty.text'));
  });
});

describe('record requests', () => {
  it('[WALLET-17][WALLET-18][WALLET-19][WALLET-20] send the range, the page and the filter under its own name', async () => {
    const { call } = await import('../../../src/api/client');
    const transport = vi.mocked(call);
    transport.mockResolvedValue({});
    const actual = await vi.importActual<typeof import('../../../src/api/records')>('../../../src/api/records');
    const request = { page: 2, from: '2025-03-01', to: '2025-03-07' };
    await act(async () => {
      await actual.fetchBetRecord({ ...request, filter: 'RNG' });
      await actual.fetchBetRecord({ ...request, filter: '' });
      await actual.fetchAccountRecord({ ...request, filter: 'deposit' });
      await actual.fetchBonusRecord({ ...request, filter: 'ignored' });
      await actual.fetchProfitReport(request);
    });
    const sent = transport.mock.calls.map(([, path, options]) => [path, options?.searchParams]);
    expect(sent).toEqual([
      ['records/bets', { ...request, category: 'RNG' }],
      ['records/bets', request],
      ['records/account', { ...request, kind: 'deposit' }],
      ['records/bonuses', request],
      ['records/profit', { from: '2025-03-01', to: '2025-03-07' }],
    ]);
  });

  it('the pager offers the first, the last and the pages around the current one', () => {
    expect(pageSlots(1, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(1, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
    expect(pageSlots(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageSlots(10, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
  });
});
