import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { flowLogic } from '../../src/app/flowLogic';
import { agent, fullSettings, member, trial } from '../model/models/fixtures/accounts';
import { renderApp, statusFixture, text } from './harness';

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
  it('[SHELL-51][SESSION-05] a member sees the summary with the balance; the menu offers the member pages and sign out', async () => {
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
    const status = statusFixture({ switches: { DIRECTREG3: 1, LOGINTOHOME3: 1 } });
    const first = renderApp('/promotions', { status });
    await waitFor(() => expect(first.location.current).toBe('/login'));
    first.unmount();
    const open = renderApp('/helpmc', { status });
    await screen.findByTestId('helpmc-page');
    expect(open.location.current).toBe('/helpmc');
  });

  it('[LOGIN-01][LOGIN-02][SHELL-52] the header login button opens the login popup (hot games above the form); Escape closes it', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByTestId('header-login'));
    const popup = await screen.findByTestId('loginPopupModal');
    expect(within(popup).getByTestId('login-hot-games')).toBeTruthy();
    expect(within(popup).getByTestId('login-hot-empty').textContent).toBe(text('login.hotEmpty'));
    expect(within(popup).getByTestId('login-category-fish').getAttribute('href')).toBe('/fish');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByTestId('loginPopupModal')).toBeNull());
  });

  it('[REGISTER-02][SHELL-06] /register shows the registration form in place, not in a popup', async () => {
    renderApp('/register', { flows: registerFlows });
    const page = await screen.findByTestId('register-page');
    expect(await within(page).findByTestId('register-form')).toBeTruthy();
    expect(screen.queryByTestId('registerModal')).toBeNull();
  });
});
