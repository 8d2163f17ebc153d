// The gift popup after login (SHELL-79, machines/gift.machine.ts): the rewards waiting for a
// member, claimed through the reward centre's claim, once per login session.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agent, member } from '../model/models/fixtures/accounts';
import { granted } from '../model/models/gift.model';
import { renderApp } from './harness';

const rewardsApi = vi.hoisted(() => ({ claimReward: vi.fn() }));
vi.mock('../../src/api/rewards', async (importOriginal) => ({ ...(await importOriginal<object>()), claimReward: rewardsApi.claimReward }));

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  sessionStorage.clear();
  rewardsApi.claimReward.mockReset();
});

function signIn(account: string) {
  sessionStorage.setItem('token', 'tok-stored');
  sessionStorage.setItem('account', account);
  sessionStorage.setItem('merchantCode', 'NG');
}

describe('gift popup', () => {
  it('[SHELL-79] a member with waiting rewards sees them after login and claims one', async () => {
    signIn('demo');
    renderApp('/', { member, gifts: granted });
    const modal = await screen.findByTestId('gift-modal');
    expect(within(modal).getByRole('heading', { level: 2 }).textContent).toBe('A gift for you');
    expect(within(modal).getByTestId('gift-intro').textContent).toBe('2 rewards are waiting for you. Claim them now and they go straight to your balance.');
    // Only the rewards still waiting: claimed and expired ones are left out.
    const rows = within(modal).getAllByTestId('gift-row');
    expect(rows.map((r) => r.dataset.id)).toEqual(['3', '1']);
    expect(rows.map((r) => within(r).getByTestId('gift-amount').textContent)).toEqual(['₦12.50', '₦88.00']);
    expect(within(rows[0]!).getByTestId('gift-when').textContent).toBe('No expiry date');
    // Session storage remembers that this session had its look.
    expect(sessionStorage.getItem('giftSeen')).toBe('1');

    rewardsApi.claimReward.mockResolvedValue({ id: '1', amount: '88.00', status: 'claimed', balance: '1322.50' });
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Claim the reward Reward 1' }));
    const credited = await within(screen.getByTestId('gift-modal')).findByTestId('gift-credited');
    expect(credited.textContent).toBe('₦88.00 was added to your balance');
    expect(rewardsApi.claimReward).toHaveBeenCalledWith('1', expect.any(String), { signal: expect.any(AbortSignal) });
    expect(screen.getAllByTestId('gift-row')[1]!.dataset.status).toBe('claimed');
    expect(within(screen.getAllByTestId('gift-row')[1]!).queryByTestId('gift-claim')).toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('gift-modal')).toBeNull());
  });

  it('[SHELL-79] a refused claim says why and keeps the button', async () => {
    signIn('demo');
    renderApp('/', { member, gifts: granted });
    const modal = await screen.findByTestId('gift-modal');
    const { ApiError } = await import('../../src/api/client');
    rewardsApi.claimReward.mockRejectedValue(new ApiError('invalid_state', '', 400));
    fireEvent.click(within(modal).getAllByTestId('gift-claim')[0]!);
    expect(await within(screen.getByTestId('gift-modal')).findByTestId('gift-error')).toBeTruthy();
    expect(within(screen.getAllByTestId('gift-row')[0]!).getByTestId('gift-claim')).toBeTruthy();
  });

  it('[SHELL-79] the close button and a click on the background close it', async () => {
    signIn('demo');
    const first = renderApp('/', { member, gifts: granted });
    fireEvent.click(within(await screen.findByTestId('gift-modal')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('gift-modal')).toBeNull());
    first.unmount();

    sessionStorage.clear();
    signIn('demo');
    renderApp('/', { member, gifts: granted });
    fireEvent.mouseDown(await screen.findByTestId('gift-modal-backdrop'));
    await waitFor(() => expect(screen.queryByTestId('gift-modal')).toBeNull());
  });

  it('[SHELL-79] "view in the reward centre" closes the popup and opens the reward centre', async () => {
    signIn('demo');
    const { location } = renderApp('/', { member, gifts: granted });
    fireEvent.click(within(await screen.findByTestId('gift-modal')).getByTestId('gift-view'));
    await waitFor(() => expect(screen.queryByTestId('gift-modal')).toBeNull());
    expect(location.current).toBe('/?personal=rewardCenter');
  });

  it('[SHELL-79] a reload of a session that had its look shows no popup', async () => {
    signIn('demo');
    sessionStorage.setItem('giftSeen', '1');
    renderApp('/', { member, gifts: granted });
    await screen.findByTestId('header-balance');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('gift-modal')).toBeNull();
  });

  it('[SHELL-79] a member without a waiting reward, and an agent, never see it', async () => {
    signIn('demo');
    const first = renderApp('/', { member, gifts: granted.filter((g) => g.status !== 'available') });
    await screen.findByTestId('header-balance');
    await waitFor(() => expect(sessionStorage.getItem('giftSeen')).toBe('1'));
    expect(screen.queryByTestId('gift-modal')).toBeNull();
    first.unmount();

    sessionStorage.clear();
    signIn('agent01');
    renderApp('/', { member: agent, gifts: granted });
    await screen.findByTestId('header-balance');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('gift-modal')).toBeNull();
    expect(sessionStorage.getItem('giftSeen')).toBeNull();
  });
});
