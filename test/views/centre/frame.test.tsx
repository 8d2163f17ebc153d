// The personal-centre overlay in the running app: opened by ?personal=<page> on any
// route, its menu, closing, the red counts, the trial and visitor gates, and the header
// balance following a page's refresh(). The pages themselves are replaced by small
// fakes (their own tests live beside them), and the badge call by a mock.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Badges } from '../../../src/api/badges';
import { ApiError } from '../../../src/api/client';
import type { Member } from '../../../src/api/member';
import { switchesOf } from '../../../server/shared/wire/system';
import { CENTRE_PAGES, type CentrePage } from '../../../machines/centrePages';
import { useCentre } from '../../../src/views/centre/CentreContext';
import type { CentrePageModule } from '../../../src/views/centre/pageLoaders';
import { member, trial } from '../../model/models/fixtures/accounts';
import { renderApp, statusFixture, text, type FakeOptions } from '../harness';

const fake = vi.hoisted(() => ({
  badges: vi.fn<() => Promise<Badges>>(),
  loaders: {} as Partial<Record<string, () => Promise<CentrePageModule>>>,
}));

vi.mock('../../../src/api/badges', () => ({ fetchBadges: () => fake.badges() }));
vi.mock('../../../src/views/centre/pageLoaders', () => ({ centrePageLoader: (page: string) => fake.loaders[page] }));

/** A stand-in page: says which page it is, shows the centre's member and can refresh. */
function fakePage(page: CentrePage) {
  return function FakePage() {
    const { member: shown, refresh, go } = useCentre();
    return (
      <div data-testid={`centre-page-${page}`}>
        <span data-testid="fake-balance">{shown.balance}</span>
        <button type="button" onClick={refresh} data-testid="fake-refresh">
          refresh
        </button>
        <button type="button" onClick={() => go('withdraw')} data-testid="fake-go">
          go
        </button>
      </div>
    );
  };
}

const pageModule = (page: CentrePage) => async () => ({ default: fakePage(page) });

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  fake.badges.mockReset();
  fake.badges.mockResolvedValue({ messages: 0, rewards: 0, missions: 0 });
  // Every page but bonusDetails (not written yet) exists.
  fake.loaders = Object.fromEntries(CENTRE_PAGES.filter((p) => p !== 'bonusDetails').map((p) => [p, pageModule(p)]));
});

afterEach(() => {
  document.body.style.overflow = '';
});

function signIn(account: string) {
  sessionStorage.setItem('token', 'tok-stored');
  sessionStorage.setItem('account', account);
  sessionStorage.setItem('merchantCode', 'NG');
}

/** Lets a test press the browser's Back button. */
let back: () => void = () => {};
function BackButton() {
  const navigate = useNavigate();
  useEffect(() => {
    back = () => navigate(-1);
  }, [navigate]);
  return null;
}

function openAsMember(path: string, options: Omit<FakeOptions, 'member'> = {}) {
  signIn('demo');
  // The same object goes to the harness, whose fakes read it on every call: a test
  // changes `options.member` to change what the next member load answers.
  const all: FakeOptions & { member: Member | ApiError; children: ReactNode } = { member, ...options, children: <BackButton /> };
  const view = renderApp(path, all);
  return { ...view, options: all };
}

const overlay = () => screen.findByTestId('personal-centre');

// The whole app renders for each test: slower than a page test on a busy machine.
describe('personal-centre overlay', { timeout: 20_000 }, () => {
  it('[WALLET-09][WALLET-10][WALLET-13] ?personal=transferFund opens my wallet over the page, with the left menu and a close button', async () => {
    const { location } = openAsMember('/promotions?personal=transferFund');
    const centre = await overlay();
    expect(await within(centre).findByTestId('centre-page-transferFund')).toBeTruthy();
    expect(within(centre).getByTestId('centre-main').getAttribute('aria-label')).toBe(text('centre.menu.transferFund'));
    const menu = within(centre).getByRole('navigation', { name: text('centre.nav') });
    expect(within(menu).getAllByRole('link')).toHaveLength(15);
    expect(within(menu).getByTestId('centre-menu-transferFund').getAttribute('aria-current')).toBe('page');
    expect(within(centre).getByRole('button', { name: text('centre.close') })).toBeTruthy();
    expect(centre.getAttribute('aria-modal')).toBe('true');
    expect(location.current).toBe('/promotions?personal=transferFund');
    // The page behind stays: the overlay opens on any route.
    expect(screen.getByTestId('header-balance')).toBeTruthy();
  });

  it('[WALLET-11] without a page name, or with an unknown one, the centre opens on securityCenter', async () => {
    const first = openAsMember('/?personal=');
    expect(await within(await overlay()).findByTestId('centre-page-securityCenter')).toBeTruthy();
    first.unmount();
    openAsMember('/promotions?personal=lobby');
    const centre = await overlay();
    expect(await within(centre).findByTestId('centre-page-securityCenter')).toBeTruthy();
    expect(within(centre).getByTestId('centre-menu-securityCenter').getAttribute('aria-current')).toBe('page');
  });

  it('[WALLET-11] the header member centre entry opens the centre on securityCenter', async () => {
    const { location } = openAsMember('/');
    await screen.findByTestId('header-balance');
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    fireEvent.click(screen.getByTestId('menu-memberCentre'));
    expect(await within(await overlay()).findByTestId('centre-page-securityCenter')).toBeTruthy();
    expect(location.current).toBe('/?personal=securityCenter');
  });

  it(
    '[WALLET-12][WALLET-13][WALLET-14][WALLET-15][WALLET-16][WALLET-17][WALLET-18][WALLET-19][WALLET-20][WALLET-21][WALLET-22][WALLET-23][WALLET-24] ' +
      'each menu entry, in the spec order, leads to ?personal=<its page> and shows that page',
    async () => {
      const { location } = openAsMember('/promotions?personal=securityCenter');
      const centre = await overlay();
      const links = within(centre).getAllByRole('link');
      const pages = CENTRE_PAGES.filter((p) => p !== 'manualRebate');
      expect(links.map((link) => link.textContent)).toEqual(pages.map((p) => text(`centre.menu.${p}`)));
      for (const page of pages) {
        const link = within(centre).getByTestId(`centre-menu-${page}`);
        expect(link.getAttribute('href')).toBe(`/promotions?personal=${page}`);
        fireEvent.click(link);
        await waitFor(() => expect(location.current).toBe(`/promotions?personal=${page}`));
        expect(within(centre).getByTestId('centre-main').getAttribute('aria-label')).toBe(text(`centre.menu.${page}`));
        expect(within(centre).getByTestId(`centre-menu-${page}`).getAttribute('aria-current')).toBe('page');
        if (page === 'bonusDetails') expect(await within(centre).findByTestId('centre-page-missing')).toBeTruthy();
        else expect(await within(centre).findByTestId(`centre-page-${page}`)).toBeTruthy();
      }
    },
  );

  it('[WALLET-25] manual rebate is page manualRebate, in the menu only while MANPLAYREB3 is on', async () => {
    const on = openAsMember('/?personal=manualRebate', { status: statusFixture({ switches: switchesOf({ DIRECTREG3: 1, MANPLAYREB3: 1 }) }) });
    let centre = await overlay();
    expect(await within(centre).findByTestId('centre-page-manualRebate')).toBeTruthy();
    expect(within(centre).getByTestId('centre-menu-manualRebate').getAttribute('href')).toBe('/?personal=manualRebate');
    on.unmount();
    openAsMember('/?personal=manualRebate');
    centre = await overlay();
    expect(within(centre).queryByTestId('centre-menu-manualRebate')).toBeNull();
    expect(await within(centre).findByTestId('centre-page-securityCenter')).toBeTruthy();
  });

  it('choosing entries adds history entries, so Back returns to the previous page', async () => {
    const { location } = openAsMember('/promotions?personal=securityCenter');
    const centre = await overlay();
    fireEvent.click(within(centre).getByTestId('centre-menu-withdraw'));
    expect(await within(centre).findByTestId('centre-page-withdraw')).toBeTruthy();
    act(() => back());
    expect(await within(centre).findByTestId('centre-page-securityCenter')).toBeTruthy();
    expect(location.current).toBe('/promotions?personal=securityCenter');
  });

  it('[WALLET-10] the close button and Escape remove ?personal and keep the route; a background click does not close', async () => {
    const first = openAsMember('/promotions?personal=depositv2');
    let centre = await overlay();
    fireEvent.mouseDown(screen.getByTestId('personal-centre-backdrop'));
    fireEvent.click(screen.getByTestId('personal-centre-backdrop'));
    expect(screen.getByTestId('personal-centre')).toBeTruthy();
    fireEvent.click(within(centre).getByTestId('centre-close'));
    await waitFor(() => expect(screen.queryByTestId('personal-centre')).toBeNull());
    expect(first.location.current).toBe('/promotions');
    first.unmount();

    const second = openAsMember('/promotions?personal=depositv2');
    centre = await overlay();
    await within(centre).findByTestId('centre-page-depositv2');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('personal-centre')).toBeNull());
    expect(second.location.current).toBe('/promotions');
  });

  it('page scroll is locked while the centre is open', async () => {
    openAsMember('/?personal=securityCenter');
    const centre = await overlay();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(centre).getByTestId('centre-close'));
    await waitFor(() => expect(screen.queryByTestId('personal-centre')).toBeNull());
    expect(document.body.style.overflow).toBe('');
  });

  it('[WALLET-26][WALLET-27][WALLET-28] red counts on missions, messages and rewards only when above 0, with their meaning for screen readers', async () => {
    fake.badges.mockResolvedValue({ messages: 3, rewards: 0, missions: 1 });
    const first = openAsMember('/?personal=securityCenter');
    let centre = await overlay();
    const messages = await within(centre).findByTestId('centre-badge-messages');
    expect(within(centre).getByTestId('centre-menu-messageV2').contains(messages)).toBe(true);
    expect(messages.textContent).toContain('3');
    expect(within(messages).getByText('3 unread messages')).toBeTruthy();
    const missions = within(centre).getByTestId('centre-badge-missions');
    expect(within(centre).getByTestId('centre-menu-missionLeaderboard').contains(missions)).toBe(true);
    expect(within(missions).getByText('1 mission reward to claim')).toBeTruthy();
    expect(within(centre).queryByTestId('centre-badge-rewards')).toBeNull();
    first.unmount();

    fake.badges.mockResolvedValue({ messages: 0, rewards: 2, missions: 0 });
    openAsMember('/?personal=securityCenter');
    centre = await overlay();
    const rewards = await within(centre).findByTestId('centre-badge-rewards');
    expect(within(centre).getByTestId('centre-menu-rewardCenter').contains(rewards)).toBe(true);
    expect(within(rewards).getByText('2 rewards to claim')).toBeTruthy();
    expect(within(centre).queryByTestId('centre-badge-messages')).toBeNull();
    expect(within(centre).queryByTestId('centre-badge-missions')).toBeNull();
  });

  it('a failed count load shows no badges and the centre still works', async () => {
    fake.badges.mockRejectedValue(new ApiError('network_abnormal', '', 0));
    openAsMember('/?personal=transferFund');
    const centre = await overlay();
    expect(await within(centre).findByTestId('centre-page-transferFund')).toBeTruthy();
    await waitFor(() => expect(fake.badges).toHaveBeenCalled());
    expect(within(centre).queryByTestId('centre-badge-messages')).toBeNull();
  });

  it("after a page's refresh() the header balance shows the reloaded member, and the counts reload", async () => {
    const { options } = openAsMember('/?personal=transferFund');
    const centre = await overlay();
    await within(centre).findByTestId('centre-page-transferFund');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₦1,234.50'));
    const loads = fake.badges.mock.calls.length;
    options.member = { ...member, balance: '6234.50' };
    fake.badges.mockResolvedValue({ messages: 4, rewards: 0, missions: 0 });
    fireEvent.click(within(centre).getByTestId('fake-refresh'));
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₦6,234.50'));
    expect(within(centre).getByTestId('centre-balance').textContent).toBe('₦6,234.50');
    expect(within(centre).getByTestId('fake-balance').textContent).toBe('6234.50');
    expect(fake.badges.mock.calls.length).toBe(loads + 1);
    expect(await within(centre).findByTestId('centre-badge-messages')).toBeTruthy();
  });

  it('opening the centre reloads the member (the header balance is current)', async () => {
    const { options } = openAsMember('/');
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₦1,234.50'));
    options.member = { ...member, balance: '80.00' };
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    fireEvent.click(screen.getByTestId('menu-memberCentre'));
    await overlay();
    await waitFor(() => expect(screen.getByTestId('header-balance').textContent).toContain('₦80.00'));
  });

  it('a failed member reload keeps the balance shown', async () => {
    const { options } = openAsMember('/?personal=transferFund');
    const centre = await overlay();
    await within(centre).findByTestId('centre-page-transferFund');
    await waitFor(() => expect(within(centre).getByTestId('centre-balance').textContent).toBe('₦1,234.50'));
    options.member = new ApiError('network_abnormal', '', 0);
    fireEvent.click(within(centre).getByTestId('centre-refresh'));
    await waitFor(() => expect(within(centre).getByTestId('centre-refresh').getAttribute('aria-busy')).toBe('false'));
    expect(within(centre).getByTestId('centre-balance').textContent).toBe('₦1,234.50');
    expect(screen.getByTestId('personal-centre')).toBeTruthy();
  });

  it("go(page) from a page opens another page of the centre", async () => {
    const { location } = openAsMember('/?personal=transferFund');
    const centre = await overlay();
    fireEvent.click(await within(centre).findByTestId('fake-go'));
    expect(await within(centre).findByTestId('centre-page-withdraw')).toBeTruthy();
    expect(location.current).toBe('/?personal=withdraw');
  });

  it('a page not written yet shows a translated empty state', async () => {
    openAsMember('/?personal=bonusDetails');
    const missing = await within(await overlay()).findByTestId('centre-page-missing');
    expect(missing.textContent).toContain(text('centre.empty.title'));
    expect(missing.textContent).toContain(text('centre.empty.text'));
  });

  it('a page chunk that fails to load offers a retry, which loads it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let tries = 0;
    fake.loaders.referral = () => (++tries === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : pageModule('referral')());
    openAsMember('/?personal=referral');
    const centre = await overlay();
    const failed = await within(centre).findByTestId('centre-page-failed');
    expect(failed.textContent).toContain(text('chunk.title'));
    fireEvent.click(within(failed).getByTestId('centre-page-retry'));
    expect(await within(centre).findByTestId('centre-page-referral')).toBeTruthy();
    expect(tries).toBe(2);
    error.mockRestore();
  });

  it('[SESSION-24][SESSION-25] a trial account is refused: "register a real account first", and the centre stays closed', async () => {
    signIn('guest7f3k2');
    const { location } = renderApp('/promotions?personal=securityCenter', { member: trial });
    expect((await screen.findByTestId('trial-notice-text')).textContent).toBe(text('error.register_real_account_first'));
    expect(screen.queryByTestId('personal-centre')).toBeNull();
    await waitFor(() => expect(location.current).toBe('/promotions'));
  });

  it('[SESSION-45] a visitor opening ?personal= is sent to log in', async () => {
    const { location } = renderApp('/promotions?personal=depositv2');
    await waitFor(() => expect(location.current).toBe('/login'));
    expect(screen.queryByTestId('personal-centre')).toBeNull();
  });

  it('signing out from the header closes the centre and goes home, not to login', async () => {
    const { location } = openAsMember('/promotions?personal=securityCenter');
    await overlay();
    fireEvent.mouseEnter(screen.getByTestId('header-member'));
    fireEvent.click(screen.getByTestId('menu-signOut'));
    fireEvent.click(await screen.findByTestId('logout-confirm-button'));
    await waitFor(() => expect(screen.queryByTestId('personal-centre')).toBeNull());
    await waitFor(() => expect(location.current).toBe('/'));
  });
});
