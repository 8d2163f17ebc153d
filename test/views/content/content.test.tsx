// The content pages in the app (jsdom): each page renders what its calls answer and sends
// what the member does; the calls are replaced with vi.mock so nothing leaves the test.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as helpApi from '../../../src/api/help';
import * as systemApi from '../../../src/api/system';
import * as homeApi from '../../../src/api/homeContent';
import { WINNER_QUERY } from '../../../server/shared/wire/content';
import * as pointsApi from '../../../src/api/points';
import * as promotionsApi from '../../../src/api/promotions';
import type { Promotion, PromotionDetail } from '../../../src/api/promotions';
import contentMessages from '../../../src/i18n/messages/content/en.json';
import { centreMember } from '../centre/harness';
import { renderApp, statusFixture } from '../harness';

vi.mock('../../../src/api/promotions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/promotions')>()),
  fetchPromotions: vi.fn(),
  fetchPromotion: vi.fn(),
  joinPromotion: vi.fn(),
  claimPromotion: vi.fn(),
  applyPromotion: vi.fn(),
  drawRaffle: vi.fn(),
}));
vi.mock('../../../src/api/points', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/points')>()),
  fetchPoints: vi.fn(),
  fetchPointsConfig: vi.fn(),
  fetchPointsRewards: vi.fn(),
  fetchPointsHistory: vi.fn(),
  fetchPointsTransactions: vi.fn(),
  convertPoints: vi.fn(),
  redeemPoints: vi.fn(),
  fetchVip: vi.fn(),
  fetchVipLevels: vi.fn(),
}));
vi.mock('../../../src/api/content', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/content')>()),
  fetchCustomerServices: vi.fn(async () => ({ enabled: true, type: 3, vip: false, entries: [] })),
}));
// The routers call fails unless a test answers it: the download page then stays on this portal.
vi.mock('../../../src/api/system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/system')>()),
  fetchRouters: vi.fn(() => Promise.reject(new Error('offline'))),
}));
vi.mock('../../../src/api/help', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/help')>()),
  fetchHelp: vi.fn(),
  sendFeedback: vi.fn(),
}));
vi.mock('../../../src/api/homeContent', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/api/homeContent')>()),
  fetchWinners: vi.fn(),
  fetchRecentGames: vi.fn(async () => []),
}));

// The first render loads the lazy page chunks and catalogues: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const m = contentMessages as Record<string, string>;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)[^}]*\}/g, (_, k: string) => String(values[k]));

function signIn() {
  sessionStorage.setItem('token', 'tok-stored');
  sessionStorage.setItem('account', 'demo');
  sessionStorage.setItem('merchantCode', 'NG');
}

const promo = (over: Partial<Promotion> = {}): Promotion => ({
  id: '101',
  category: 'slots',
  mode: 'bonus',
  title: 'Slot Frenzy Fridays',
  summary: 'Stake 500.00 on slots',
  bonus: '50.00',
  target: '500.00',
  progress: '0.00',
  colors: ['#581c87', '#f59e0b'],
  startsAt: '2031-03-01T00:00:00.000Z',
  endsAt: '2031-04-01T00:00:00.000Z',
  state: 'join',
  won: null,
  ...over,
});
const detail = (over: Partial<PromotionDetail> = {}): PromotionDetail => ({ ...promo(), body: 'Join, then play slots.', remark: null, images: [], ...over });

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  vi.mocked(homeApi.fetchWinners).mockResolvedValue([]);
  vi.mocked(helpApi.fetchHelp).mockResolvedValue([]);
});
afterEach(() => {
  sessionStorage.clear();
  vi.clearAllMocks();
});

describe('promotions', () => {
  it('[CONTENT-01][CONTENT-03] /promotions lists every promotion with its state; a type tab asks for that type', async () => {
    vi.mocked(promotionsApi.fetchPromotions).mockResolvedValue([promo(), promo({ id: '109', title: 'Double Points Week', category: 'points', state: 'coming_soon' })]);
    renderApp('/promotions');
    const list = await screen.findByTestId('promotions-list');
    const cards = within(list).getAllByTestId('promo-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByTestId('promo-state').textContent).toBe(m['content.promo.state.coming_soon']);
    expect(cards[0]!.getAttribute('href')).toBe('/promoDetail?id=101');
    fireEvent.click(screen.getByTestId('promo-type-fish'));
    await waitFor(() => expect(promotionsApi.fetchPromotions).toHaveBeenLastCalledWith('fish', { signal: expect.any(AbortSignal) }));
  });

  it('[CONTENT-03] a member joins, then claims the bonus once the target is met; the claim carries an idempotency key', async () => {
    signIn();
    const fetchPromotion = vi.mocked(promotionsApi.fetchPromotion);
    fetchPromotion.mockResolvedValue(detail({ state: 'join' }));
    vi.mocked(promotionsApi.joinPromotion).mockImplementation(async () => {
      fetchPromotion.mockResolvedValue(detail({ state: 'claim', progress: '500.00' }));
      return promo({ state: 'claim' });
    });
    vi.mocked(promotionsApi.claimPromotion).mockImplementation(async () => {
      fetchPromotion.mockResolvedValue(detail({ state: 'claimed', progress: '500.00' }));
      return { id: '101', state: 'claimed', bonus: '50.00', balance: '1284.50' };
    });
    renderApp('/promoDetail?id=101', { member: centreMember });
    fireEvent.click(await screen.findByTestId('promo-join'));
    fireEvent.click(await screen.findByTestId('promo-claim'));
    expect(await screen.findByTestId('promo-claimed')).toBeTruthy();
    expect(promotionsApi.joinPromotion).toHaveBeenCalledWith('101', { signal: expect.any(AbortSignal) });
    const [id, key] = vi.mocked(promotionsApi.claimPromotion).mock.calls[0]!;
    expect(id).toBe('101');
    expect(key).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.getByTestId('promo-detail').getAttribute('data-state')).toBe('claimed'));
  });

  it('[CONTENT-03] a visitor is asked to log in; a bonus in process shows the progress', async () => {
    vi.mocked(promotionsApi.fetchPromotion).mockResolvedValue(detail({ state: 'join' }));
    const { unmount } = renderApp('/promoDetail?id=101');
    expect(await screen.findByTestId('promo-login')).toBeTruthy();
    unmount();
    signIn();
    vi.mocked(promotionsApi.fetchPromotion).mockResolvedValue(detail({ state: 'process', progress: '120.00' }));
    renderApp('/promoDetail?id=101', { member: centreMember });
    const progress = await screen.findByTestId('promo-progress');
    expect(progress.textContent).toContain('₦120.00');
    expect(screen.queryByTestId('promo-claim')).toBeNull();
  });

  it('[CONTENT-09] a raffle promotion has one draw; the prize won shows after it', async () => {
    signIn();
    const fetchPromotion = vi.mocked(promotionsApi.fetchPromotion);
    fetchPromotion.mockResolvedValue(detail({ id: '114', mode: 'raffle', state: 'join' }));
    vi.mocked(promotionsApi.drawRaffle).mockImplementation(async () => {
      fetchPromotion.mockResolvedValue(detail({ id: '114', mode: 'raffle', state: 'claimed', won: '28.00' }));
      return { id: '114', state: 'claimed', prize: '28.00', balance: '1262.50' };
    });
    renderApp('/promoDetail?id=114', { member: centreMember });
    fireEvent.click(await screen.findByTestId('promo-draw'));
    expect((await screen.findByTestId('promo-won')).textContent).toContain('₦28.00');
    expect(vi.mocked(promotionsApi.drawRaffle).mock.calls[0]![0]).toBe('114');
    expect(screen.queryByTestId('promo-join')).toBeNull();
  });

  it('[CONTENT-04][CONTENT-05] an application needs a remark of at most 140 characters before anything is sent', async () => {
    signIn();
    vi.mocked(promotionsApi.fetchPromotion).mockResolvedValue(detail({ id: '103', mode: 'apply', state: 'join' }));
    vi.mocked(promotionsApi.applyPromotion).mockResolvedValue(detail({ id: '103', mode: 'apply', state: 'applying', remark: 'friend: ada' }));
    renderApp('/promoDetail?id=103', { member: centreMember });
    const form = await screen.findByTestId('promo-apply-form');
    fireEvent.click(within(form).getByTestId('promo-apply'));
    expect((await within(form).findByTestId('promo-remark-field-error')).textContent).toContain(m['content.promo.problem.remark.required']);
    fireEvent.change(within(form).getByTestId('promo-remark'), { target: { value: 'x'.repeat(141) } });
    fireEvent.click(within(form).getByTestId('promo-apply'));
    await waitFor(() => expect(within(form).getByTestId('promo-remark-field-error').textContent).toContain(fill(m['content.promo.problem.remark.tooLong']!, { max: 140 })));
    expect(promotionsApi.applyPromotion).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByTestId('promo-remark'), { target: { value: 'friend: ada' } });
    fireEvent.click(within(form).getByTestId('promo-apply'));
    await waitFor(() => expect(promotionsApi.applyPromotion).toHaveBeenCalledWith('103', { remark: 'friend: ada', images: [] }, { signal: expect.any(AbortSignal) }));
  });
});

describe('points mall and VIP', () => {
  function pointsData() {
    vi.mocked(pointsApi.fetchPoints).mockResolvedValue({ balance: 850, vipLevel: 0, vipName: 'Bronze', pointsPerUnit: 100, minPoints: 100, neverExpire: true });
    vi.mocked(pointsApi.fetchPointsConfig).mockResolvedValue([{ vipLevel: 0, levelName: 'Bronze', pointsPerUnit: 100, minPoints: 100 }]);
    vi.mocked(pointsApi.fetchPointsRewards).mockResolvedValue([{ id: '1', name: '20 Free Spins', points: 500, motif: 'coins' }]);
    vi.mocked(pointsApi.fetchPointsHistory).mockResolvedValue({
      items: [{ id: '9', referenceNo: 'PM20310310000000001', kind: 'redeem', rewardName: '20 Free Spins', points: 500, amount: '0.00', status: 'processing', createdAt: '2031-03-10T12:00:00.000Z', reviewedAt: null }],
      page: 1, pageSize: 15, total: 1, totalPages: 1,
    });
    vi.mocked(pointsApi.fetchPointsTransactions).mockResolvedValue({ items: [], page: 1, pageSize: 15, total: 0, totalPages: 1 });
  }

  it('[CONTENT-10][CONTENT-11][CONTENT-13][CONTENT-15][CONTENT-16] the mall shows the balance (never expiring), the rate table and the history with reference and status', async () => {
    signIn();
    pointsData();
    renderApp('/pointMall', { member: centreMember });
    expect((await screen.findByTestId('points-balance')).textContent).toBe('850 pts');
    expect(screen.getByTestId('points-summary').textContent).toContain(m['content.points.neverExpire']);
    expect((await screen.findByTestId('points-rates')).textContent).toContain('100 points = ₦1.00');
    const row = await screen.findByTestId('points-history-row');
    expect(row.textContent).toContain('PM20310310000000001');
    expect(within(row).getByTestId('points-history-status').textContent).toBe(m['content.points.status.processing']);
    fireEvent.change(screen.getByTestId('points-history-filter'), { target: { value: 'rejected' } });
    await waitFor(() => expect(pointsApi.fetchPointsHistory).toHaveBeenLastCalledWith(1, 'rejected', { signal: expect.any(AbortSignal) }));
  });

  it('[CONTENT-12][CONTENT-14] points details filter by points type', async () => {
    signIn();
    pointsData();
    renderApp('/pointMall', { member: centreMember });
    fireEvent.click(await screen.findByTestId('points-tab-details'));
    const filter = await screen.findByTestId('points-details-filter');
    expect([...filter.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['', 'live', 'lottery', 'poker', 'slots', 'sports', 'redeem', 'deposit']);
    fireEvent.change(filter, { target: { value: 'slots' } });
    await waitFor(() => expect(pointsApi.fetchPointsTransactions).toHaveBeenLastCalledWith(1, 'slots', { signal: expect.any(AbortSignal) }));
  });

  it('[CONTENT-18] converting checks the amount and the payment password, then sends both with a key', async () => {
    signIn();
    pointsData();
    vi.mocked(pointsApi.convertPoints).mockResolvedValue({ id: '3', referenceNo: 'PM20310310000000003', status: 'approved', points: 200, amount: '2.00', pointsBalance: 650, balance: '1236.50' });
    renderApp('/pointMall', { member: centreMember });
    const form = await screen.findByTestId('points-convert-form');
    fireEvent.change(within(form).getByTestId('points-amount'), { target: { value: '50' } });
    fireEvent.click(within(form).getByTestId('points-convert'));
    expect((await within(form).findByTestId('points-amount-field-error')).textContent).toContain(fill(m['content.points.problem.points.min']!, { min: 100 }));
    fireEvent.change(within(form).getByTestId('points-amount'), { target: { value: '200' } });
    fireEvent.click(within(form).getByTestId('points-convert'));
    expect((await within(form).findByTestId('points-password-field-error')).textContent).toContain(m['content.points.problem.password.required']);
    expect(pointsApi.convertPoints).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByTestId('points-password'), { target: { value: '246810' } });
    fireEvent.click(within(form).getByTestId('points-convert'));
    expect((await within(form).findByTestId('points-done')).textContent).toContain('PM20310310000000003');
    const [request, key] = vi.mocked(pointsApi.convertPoints).mock.calls[0]!;
    expect(request).toEqual({ points: 200, paymentPassword: '246810' });
    expect(key).toBeTruthy();
  });

  it('[CONTENT-18] redeeming a reward asks for the payment password in a dialog', async () => {
    signIn();
    pointsData();
    vi.mocked(pointsApi.redeemPoints).mockResolvedValue({ id: '4', referenceNo: 'PM20310310000000004', status: 'processing', points: 500, amount: '0.00', pointsBalance: 350, balance: null });
    renderApp('/pointMall', { member: centreMember });
    fireEvent.click(await screen.findByTestId('points-redeem-open'));
    const dialog = await screen.findByTestId('points-redeem-dialog');
    fireEvent.change(within(dialog).getByTestId('points-password'), { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByTestId('points-redeem'));
    expect((await within(dialog).findByTestId('points-done')).textContent).toContain('PM20310310000000004');
    expect(vi.mocked(pointsApi.redeemPoints).mock.calls[0]![0]).toEqual({ rewardId: '1', paymentPassword: '246810' });
  });

  it('[SHELL-10] VIP shows the member\'s level, the way to the next and every level', async () => {
    signIn();
    const levels = [0, 1, 2].map((level) => ({ level, name: ['Bronze', 'Silver', 'Gold'][level]!, minStake: ['0.00', '1000.00', '10000.00'][level]!, dailyWithdrawals: 3 + level, birthdayBonus: '0.00', pointsRate: '1.00' }));
    vi.mocked(pointsApi.fetchVip).mockResolvedValue({ level: 1, name: 'Silver', totalStake: '1200.00', next: { level: 2, name: 'Gold', minStake: '10000.00', remaining: '8800.00' }, levels });
    renderApp('/vip', { member: centreMember });
    expect((await screen.findByTestId('vip-level')).textContent).toBe('VIP level 1 · Silver');
    expect(screen.getByTestId('vip-me').textContent).toContain('₦8,800.00');
    expect(within(screen.getByTestId('vip-levels')).getAllByRole('row')).toHaveLength(4);
    expect(pointsApi.fetchVipLevels).not.toHaveBeenCalled();
  });
});

describe('help, feedback and home', () => {
  it('[CONTENT-20][CONTENT-19] the help centre shows the server\'s articles; /help#terms opens them in the help popup', async () => {
    vi.mocked(helpApi.fetchHelp).mockResolvedValue([
      { topic: 'faq', title: 'FAQ from the server', body: 'Answers.', language: 'en' },
      { topic: 'terms', title: 'Terms from the server', body: 'You must be 18 or older.', language: 'en' },
    ]);
    const { location } = renderApp('/help#terms');
    const modal = await screen.findByTestId('help-modal');
    expect(modal.textContent).toContain('You must be 18 or older.');
    expect(screen.getByTestId('help-layout').getAttribute('data-source')).toBe('server');
    expect(helpApi.fetchHelp).toHaveBeenCalledWith('en', { signal: expect.any(AbortSignal) });
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('help-modal')).toBeNull());
    expect(location.current).toBe('/help');
  });

  it('[CONTENT-26][CONTENT-27] feedback content must be 10 to 500 characters before it is sent', async () => {
    signIn();
    vi.mocked(helpApi.sendFeedback).mockResolvedValue({ id: '1', category: 'complaint', content: 'My deposit took an hour.', images: 0, createdAt: '2031-03-10T12:00:00.000Z' });
    renderApp('/help', { member: centreMember });
    const form = await screen.findByTestId('feedback-form');
    fireEvent.change(within(form).getByTestId('feedback-content'), { target: { value: 'too short' } });
    fireEvent.click(within(form).getByTestId('feedback-submit'));
    expect((await within(form).findByTestId('feedback-content-field-error')).textContent).toContain(fill(m['content.feedback.problem.tooShort']!, { min: 10 }));
    expect(helpApi.sendFeedback).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByTestId('feedback-category'), { target: { value: 'complaint' } });
    fireEvent.change(within(form).getByTestId('feedback-content'), { target: { value: 'My deposit took an hour.' } });
    fireEvent.click(within(form).getByTestId('feedback-submit'));
    expect(await screen.findByTestId('feedback-sent')).toBeTruthy();
    expect(helpApi.sendFeedback).toHaveBeenCalledWith({ category: 'complaint', content: 'My deposit took an hour.', images: [] }, { signal: expect.any(AbortSignal) });
  });

  it('[CONTENT-23][CONTENT-25] the home page shows the winners board from the winner call', async () => {
    vi.mocked(homeApi.fetchWinners).mockResolvedValue([
      { id: '5', account: 'pl****1', gameType: 'RNG', vendor: 'HOUSE', vendorName: 'House Games', gameName: 'House Fortune Reels', stake: '150.00', win: '420.00', currency: 'NGN', at: '2031-03-10T12:00:00.000Z' },
    ]);
    renderApp('/');
    const row = await screen.findByTestId('winner');
    expect(row.textContent).toContain('pl****1');
    expect(row.textContent).toContain('420.00');
    expect(homeApi.fetchWinners).toHaveBeenCalledWith('en', { signal: expect.any(AbortSignal) });
    expect(WINNER_QUERY).toEqual({ gameCategory: 'ALL', limitNum: 50 });
    await act(async () => {});
  });

  it('[SHELL-76] the recent-games panel shows only for a logged-in member', async () => {
    vi.mocked(homeApi.fetchRecentGames).mockResolvedValue([{ nodeId: 77, name: 'Lantern Fortune', gameType: 'RNG', vendor: 'NOVA_SLOTS', gameCode: 'LANTERN_FORTUNE', thumbnailUrl: '/api/media/game/77.svg', lastPlayedAt: '2031-03-10T12:00:00.000Z', playCount: 2 }]);
    const { unmount } = renderApp('/');
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('recent-games')).toBeNull();
    expect(homeApi.fetchRecentGames).not.toHaveBeenCalled();
    unmount();
    signIn();
    renderApp('/', { member: centreMember });
    expect((await screen.findByTestId('recent-game')).textContent).toContain('Lantern Fortune');
  });
});

describe('app download', () => {
  const qr = () => screen.getByTestId('down-qr');

  it('[CONTENT-35][SHELL-20] each guide\'s QR code and button lead to the merchant\'s app resource; an operator\'s own QR picture is shown as it is; the lite app is the portal', async () => {
    renderApp('/down');
    await screen.findByTestId('download-page');
    await waitFor(() => expect(screen.getByTestId('down-qr-image').getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(qr().dataset.link).toBe('https://apps.example.org/ios/portal');
    expect(screen.getByTestId('down-get').getAttribute('href')).toBe('https://apps.example.org/ios/portal');
    expect(screen.getByTestId('down-get').textContent).toBe(m['content.down.ios.get']);
    fireEvent.click(screen.getByTestId('down-tab-android'));
    await waitFor(() => expect(screen.getByTestId('down-qr-image').getAttribute('src')).toBe('https://cdn.example.org/qr/android.png'));
    expect(screen.getByTestId('down-get').getAttribute('href')).toBe('https://apps.example.org/android/portal.apk');
    fireEvent.click(screen.getByTestId('down-tab-lite'));
    await waitFor(() => expect(qr().dataset.link).toBe(`${window.location.origin}/`));
    expect(screen.getByTestId('down-get').textContent).toBe(m['content.down.lite.get']);
  });

  it('[STATUS-19][STATUS-20] the lite app\'s QR code opens the merchant\'s mobile domain, read from the routers call made for device 0 then 3', async () => {
    vi.mocked(systemApi.fetchRouters).mockImplementation(async (device) => ({ domainList: [{ domainName: device === 3 ? 'm.play.example.com' : 'www.play.example.com' }] }));
    renderApp('/down?platform=lite');
    await screen.findByTestId('download-page');
    await waitFor(() => expect(qr().dataset.link).toBe(`${window.location.protocol}//m.play.example.com/`));
    expect(screen.getByTestId('down-get').getAttribute('href')).toBe(`${window.location.protocol}//m.play.example.com/`);
    expect(vi.mocked(systemApi.fetchRouters).mock.calls.map(([device]) => device)).toEqual([0, 3]);
    vi.mocked(systemApi.fetchRouters).mockImplementation(() => Promise.reject(new Error('offline')));
  });

  it('[SHELL-20] without a resource for the platform the QR code opens its guide on this page and no download button shows', async () => {
    renderApp('/down?platform=android', { status: statusFixture({ resources: [] }) });
    await screen.findByTestId('download-page');
    await waitFor(() => expect(qr().dataset.link).toBe(`${window.location.origin}/down?platform=android`));
    expect(screen.queryByTestId('down-get')).toBeNull();
  });
});
