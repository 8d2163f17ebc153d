// The engagement pages of the personal centre (reward center, missions and leaderboard,
// manual rebate, invite friends) on their own, with src/api/rewards replaced.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../src/api/rewards';
import type { Mission, Reward } from '../../../src/api/rewards';
import { ApiError } from '../../../src/api/client';
import { qrDataUrl } from '../../../src/views/centre/engage/QrImage';
import ManualRebate from '../../../src/views/centre/pages/manualRebate';
import MissionLeaderboard from '../../../src/views/centre/pages/missionLeaderboard';
import Referral from '../../../src/views/centre/pages/referral';
import RewardCenter from '../../../src/views/centre/pages/rewardCenter';
import { centreMember, message, renderCentrePage } from './harness';

vi.mock('../../../src/api/rewards', () => ({
  fetchRewards: vi.fn(),
  claimReward: vi.fn(),
  fetchMissions: vi.fn(),
  fetchLeaderboard: vi.fn(),
  claimMission: vi.fn(),
  fetchRebate: vi.fn(),
  claimRebate: vi.fn(),
  fetchReferral: vi.fn(),
}));

const mocked = vi.mocked(api);
/** The signal a page's machine hands each call, so leaving the page cancels it. */
const withSignal = { signal: expect.any(AbortSignal) };
const later = '2099-01-31T00:00:00.000Z';

const reward = (over: Partial<Reward> = {}): Reward => ({
  id: 'r1',
  title: 'Welcome bonus',
  amount: '88.00',
  status: 'available',
  expiresAt: later,
  createdAt: '2024-05-01T10:00:00.000Z',
  claimedAt: null,
  ...over,
});

const mission = (over: Partial<Mission> = {}): Mission => ({
  id: 1,
  title: 'Slots week',
  category: 'RNG',
  target: '1000.00',
  progress: '350.00',
  reward: '50.00',
  startsAt: '2024-05-01T00:00:00.000Z',
  endsAt: later,
  completed: false,
  claimed: false,
  ...over,
});

beforeEach(() => {
  vi.resetAllMocks();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reward center', () => {
  it('[WALLET-21] lists the rewards with amount, state and expiry', async () => {
    mocked.fetchRewards.mockResolvedValue({
      items: [reward(), reward({ id: 'r2', title: 'Old gift', amount: '10.00', status: 'expired', expiresAt: '2024-01-02T00:00:00.000Z' }), reward({ id: 'r3', status: 'claimed', claimedAt: '2024-05-02T08:00:00.000Z' })],
      available: 1,
    });
    renderCentrePage(<RewardCenter />);
    const page = screen.getByTestId('centre-page-rewardCenter');
    const cards = await within(page).findAllByTestId('reward-card');
    expect(cards.map((c) => c.dataset.status)).toEqual(['available', 'expired', 'claimed']);
    expect(within(cards[0]!).getByTestId('reward-amount').textContent).toBe('₦88.00');
    expect(within(cards[0]!).getByTestId('reward-status').textContent).toBe(message('centre.rewards.status.available'));
    expect(within(cards[0]!).getByTestId('reward-when').textContent).toMatch(/^Claim by .*2099/);
    expect(within(cards[1]!).getByTestId('reward-when').textContent).toMatch(/^Expired on .*2024/);
    expect(within(cards[1]!).queryByTestId('reward-claim')).toBeNull();
    expect(within(cards[2]!).queryByTestId('reward-claim')).toBeNull();
    expect(screen.getByTestId('engage-summary').textContent).toBe('1 reward waiting to be claimed');
  });

  it('[WALLET-21][WALLET-28] a claim sends an idempotency key, shows the amount credited, refreshes balance and badges and reloads the list', async () => {
    mocked.fetchRewards.mockResolvedValueOnce({ items: [reward()], available: 1 }).mockResolvedValue({ items: [reward({ status: 'claimed', claimedAt: '2024-05-02T08:00:00.000Z' })], available: 0 });
    mocked.claimReward.mockResolvedValue({ id: 'r1', amount: '88.00', status: 'claimed', balance: '5168.00' });
    const { api: centre } = renderCentrePage(<RewardCenter />);
    fireEvent.click(await screen.findByRole('button', { name: 'Claim the reward Welcome bonus' }));
    expect(await screen.findByTestId('reward-credited')).toHaveProperty('textContent', '₦88.00 was added to your balance');
    expect(mocked.claimReward).toHaveBeenCalledTimes(1);
    const [id, key] = mocked.claimReward.mock.calls[0]!;
    expect(id).toBe('r1');
    expect(key).toMatch(/\S{8,}/);
    expect(centre.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('reward-card').dataset.status).toBe('claimed'));
    expect(mocked.fetchRewards).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('reward-claim')).toBeNull();
  });

  it('a claim retried after a lost answer reuses its key, so the server pays once', async () => {
    mocked.fetchRewards.mockResolvedValue({ items: [reward()], available: 1 });
    mocked.claimReward.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValue({ id: 'r1', amount: '88.00', status: 'claimed', balance: '5168.00' });
    const { api: centre } = renderCentrePage(<RewardCenter />);
    fireEvent.click(await screen.findByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-error')).toHaveProperty('textContent', message('error.network_abnormal'));
    expect(centre.refresh).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('reward-claim'));
    await screen.findByTestId('reward-credited');
    expect(mocked.claimReward.mock.calls[1]![1]).toBe(mocked.claimReward.mock.calls[0]![1]);
    expect(centre.refresh).toHaveBeenCalledTimes(1);
  });

  it('a reward claimed elsewhere (invalid_state) shows why and reloads the list', async () => {
    mocked.fetchRewards.mockResolvedValueOnce({ items: [reward()], available: 1 }).mockResolvedValue({ items: [reward({ status: 'claimed', claimedAt: '2024-05-02T08:00:00.000Z' })], available: 0 });
    mocked.claimReward.mockRejectedValue(new ApiError('invalid_state', 'claimed', 409, { status: 'claimed' }));
    renderCentrePage(<RewardCenter />);
    fireEvent.click(await screen.findByTestId('reward-claim'));
    expect(await screen.findByTestId('reward-error')).toHaveProperty('textContent', message('error.invalid_state'));
    await waitFor(() => expect(screen.getByTestId('reward-card').dataset.status).toBe('claimed'));
  });

  it('no rewards: an empty state; a failed load: the error and a retry', async () => {
    mocked.fetchRewards.mockRejectedValueOnce(new ApiError('network_abnormal', '', 0)).mockResolvedValue({ items: [], available: 0 });
    renderCentrePage(<RewardCenter />);
    const failed = await screen.findByTestId('rewards-failed');
    fireEvent.click(within(failed).getByRole('button', { name: message('common.retry') }));
    expect(await screen.findByTestId('rewards-empty')).toBeTruthy();
  });
});

describe('mission activity', () => {
  const board = (missionId: number) => ({
    missionId,
    entries: [
      { rank: 1, account: 'ag***01', stake: '2500.00', me: false },
      { rank: 2, account: 'de***o', stake: '350.00', me: true },
    ],
  });

  it('[WALLET-23][WALLET-29][CONTENT-22] missions show category, period, progress and reward; the summary and the leaderboard come from calls; my row is highlighted', async () => {
    mocked.fetchMissions.mockResolvedValue({ items: [mission(), mission({ id: 2, title: 'Any game sprint', category: null })], claimable: 0 });
    mocked.fetchLeaderboard.mockImplementation(async (id) => board(id));
    renderCentrePage(<MissionLeaderboard />);
    const page = screen.getByTestId('centre-page-missionLeaderboard');
    const cards = await within(page).findAllByTestId('mission-card');
    expect(within(cards[0]!).getByTestId('mission-category').textContent).toBe(message('gameType.RNG'));
    expect(within(cards[1]!).getByTestId('mission-category').textContent).toBe(message('centre.missions.anyGame'));
    expect(within(cards[0]!).getByTestId('mission-period').textContent).toMatch(/2024.* to .*2099/);
    const bar = within(cards[0]!).getByRole('progressbar', { name: 'Progress of Slots week' });
    expect(bar.getAttribute('aria-valuenow')).toBe('35');
    expect(bar.getAttribute('aria-valuetext')).toBe('₦350.00 of ₦1,000.00 staked');
    expect(within(cards[0]!).getByTestId('mission-reward').textContent).toBe('₦50.00');
    expect(within(cards[0]!).queryByTestId('mission-claim')).toBeNull();
    expect(within(cards[0]!).getByTestId('mission-status').textContent).toBe(message('centre.missions.status.running'));

    const leaderboard = await screen.findByTestId('leaderboard');
    expect(mocked.fetchLeaderboard).toHaveBeenCalledWith(1, withSignal);
    const rows = await within(leaderboard).findAllByTestId('leaderboard-row');
    expect(rows.map((r) => r.textContent)).toEqual(['1ag***01₦2,500.00', `2de***o${message('centre.missions.you')}₦350.00`]);
    expect(rows[1]!.classList.contains('is-me')).toBe(true);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.classList.contains('is-me')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Show the leaderboard of Any game sprint' }));
    await waitFor(() => expect(mocked.fetchLeaderboard).toHaveBeenLastCalledWith(2, withSignal));
    expect(screen.getByRole('button', { name: 'Show the leaderboard of Any game sprint' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('leaderboard')).getByRole('heading').textContent).toBe('Leaderboard: Any game sprint');
  });

  it('[WALLET-26] a completed mission is claimed with a key; balance and badges refresh', async () => {
    mocked.fetchMissions
      .mockResolvedValueOnce({ items: [mission({ progress: '1000.00', completed: true })], claimable: 1 })
      .mockResolvedValue({ items: [mission({ progress: '1000.00', completed: true, claimed: true })], claimable: 0 });
    mocked.fetchLeaderboard.mockResolvedValue({ missionId: 1, entries: [] });
    mocked.claimMission.mockResolvedValue({ missionId: 1, reward: '50.00', balance: '5130.00' });
    const { api: centre } = renderCentrePage(<MissionLeaderboard />);
    expect(await screen.findByTestId('engage-summary')).toHaveProperty('textContent', '1 mission reward ready to claim');
    expect(await screen.findByTestId('leaderboard-empty')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim the reward of Slots week' }));
    expect(await screen.findByTestId('mission-credited')).toHaveProperty('textContent', '₦50.00 was added to your balance');
    const [id, key] = mocked.claimMission.mock.calls[0]!;
    expect(id).toBe(1);
    expect(key).toMatch(/\S{8,}/);
    expect(centre.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('mission-status').textContent).toBe(message('centre.missions.status.claimed')));
    expect(screen.queryByTestId('mission-claim')).toBeNull();
  });

  it('no missions: an empty state and no leaderboard call', async () => {
    mocked.fetchMissions.mockResolvedValue({ items: [], claimable: 0 });
    renderCentrePage(<MissionLeaderboard />);
    expect(await screen.findByTestId('missions-empty')).toBeTruthy();
    expect(mocked.fetchLeaderboard).not.toHaveBeenCalled();
  });
});

describe('manual rebate', () => {
  it('[WALLET-25] shows the rate as a percentage, the eligible stake and the amount; a claim sends a key and refreshes', async () => {
    mocked.fetchRebate
      .mockResolvedValueOnce({ enabled: true, rateBps: 50, bets: 3, eligibleStake: '350.00', amount: '1.75' })
      .mockResolvedValue({ enabled: true, rateBps: 50, bets: 0, eligibleStake: '0.00', amount: '0.00' });
    mocked.claimRebate.mockResolvedValue({ amount: '1.75', bets: 3, balance: '5081.75' });
    const { api: centre } = renderCentrePage(<ManualRebate />);
    const page = screen.getByTestId('centre-page-manualRebate');
    expect((await within(page).findByTestId('rebate-rate')).textContent).toContain('0.5%');
    expect(within(page).getByTestId('rebate-bets').textContent).toContain('3');
    expect(within(page).getByTestId('rebate-stake').textContent).toContain('₦350.00');
    expect(within(page).getByTestId('rebate-amount').textContent).toBe('₦1.75');
    fireEvent.click(within(page).getByRole('button', { name: message('centre.rebate.claim') }));
    expect(await screen.findByTestId('rebate-credited')).toHaveProperty('textContent', '₦1.75 was added to your balance for 3 bets');
    expect(mocked.claimRebate.mock.calls[0]![0]).toMatch(/\S{8,}/);
    expect(centre.refresh).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('rebate-amount').textContent).toBe('₦0.00'));
    expect((screen.getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it('[WALLET-25] nothing to claim: the button is disabled and says why', async () => {
    mocked.fetchRebate.mockResolvedValue({ enabled: true, rateBps: 100, bets: 0, eligibleStake: '0.00', amount: '0.00' });
    renderCentrePage(<ManualRebate />);
    expect(((await screen.findByTestId('rebate-claim')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(message('centre.rebate.nothing'))).toBeTruthy();
  });

  it('[WALLET-25] MANPLAYREB3 off: a translated notice and no claim button', async () => {
    mocked.fetchRebate.mockResolvedValue({ enabled: false, rateBps: 50, bets: 2, eligibleStake: '100.00', amount: '0.50' });
    renderCentrePage(<ManualRebate />);
    const notice = await screen.findByTestId('rebate-disabled');
    expect(notice.textContent).toContain(message('centre.rebate.disabled'));
    expect(notice.textContent).toContain(message('centre.rebate.disabledText'));
    expect(screen.queryByTestId('rebate-claim')).toBeNull();
  });
});

describe('invite friends', () => {
  const link = 'http://localhost:18106/register?referralCode=DEMO7';
  const referral = { referralCode: 'DEMO7', link, invitedCount: 2, invited: [{ account: 'fr***d1', joinedAt: '2024-05-03T09:00:00.000Z' }, { account: 'pa***r2', joinedAt: '2024-04-28T09:00:00.000Z' }] };

  it('[WALLET-22] shows the code and the link with copy buttons ("Copied"), a QR code of the link and the friends who joined', async () => {
    mocked.fetchReferral.mockResolvedValue(referral);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderCentrePage(<Referral />);
    const page = screen.getByTestId('centre-page-referral');
    expect(((await within(page).findByTestId('referral-code-value')) as HTMLInputElement).value).toBe('DEMO7');
    expect((within(page).getByTestId('referral-link-value') as HTMLInputElement).value).toBe(link);

    fireEvent.click(within(page).getByRole('button', { name: message('centre.referral.copyLink') }));
    await waitFor(() => expect(within(page).getByTestId('referral-link-feedback').textContent).toBe(message('centre.referral.copied')));
    expect(writeText).toHaveBeenCalledWith(link);
    fireEvent.click(within(page).getByRole('button', { name: message('centre.referral.copyCode') }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('DEMO7'));

    const qr = (await within(page).findByRole('img', { name: message('centre.referral.qrAlt') })) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(await qrDataUrl(link));
    expect(decodeURIComponent(qr.getAttribute('src')!)).toContain('<svg');

    expect(within(page).getByTestId('referral-count').textContent).toBe('2 friends joined');
    const friends = within(page).getAllByTestId('referral-friend');
    expect(friends.map((f) => f.firstChild!.textContent)).toEqual(['fr***d1', 'pa***r2']);
    expect(friends[0]!.textContent).toMatch(/2024/);
  });

  it('a refused clipboard says so and leaves the text to copy by hand', async () => {
    mocked.fetchReferral.mockResolvedValue({ ...referral, invitedCount: 0, invited: [] });
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    renderCentrePage(<Referral />);
    fireEvent.click(await screen.findByTestId('referral-code-copy'));
    await waitFor(() => expect(screen.getByTestId('referral-code-feedback').textContent).toBe(message('centre.referral.copyFailed')));
    expect(screen.getByTestId('referral-none').textContent).toBe(message('centre.referral.noneYet'));
  });

  it('[WALLET-08] REFERRAL not enabled in availablePromo: a notice, no referral call', async () => {
    renderCentrePage(<Referral />, { member: { ...centreMember, availablePromo: [{ type: 'REFERRAL', enabled: false }] } });
    expect(await screen.findByTestId('referral-unavailable')).toBeTruthy();
    expect(mocked.fetchReferral).not.toHaveBeenCalled();
  });
});
