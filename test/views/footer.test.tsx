import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VENDOR_SLIDES } from '../../src/views/shell/Footer';
import { member } from '../model/models/fixtures/accounts';
import { menuFixture, renderApp, statusFixture, text } from './harness';
import { sealServicePath } from '../../server/content/contentPages';

// The bar's list comes from the service list call (paths sealed as the server seals them).
vi.mock('../../src/api/content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/api/content')>();
  return {
    ...actual,
    fetchCustomerServices: vi.fn(async () => ({
      enabled: true,
      type: 3,
      vip: false,
      entries: [
        { csPosition: 'right', csType: 'livechat', name: 'Live Chat', path: sealServicePath('https://chat.example.org/') },
        { csPosition: 'right', csType: 'telegram', name: 'Telegram', path: sealServicePath('https://t.me/example') },
      ],
    })),
  };
});

// The member's own chat: how many customer-service replies wait unread.
const chatApi = vi.hoisted(() => ({ fetchSupportUnread: vi.fn() }));
vi.mock('../../src/api/chat', async (importOriginal) => ({ ...(await importOriginal<object>()), fetchSupportUnread: chatApi.fetchSupportUnread }));

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  chatApi.fetchSupportUnread.mockReset();
  sessionStorage.clear();
});

describe('footer', () => {
  it('[SHELL-69] shows a decorative slider of 10 vendor logos', async () => {
    renderApp('/');
    const slider = await screen.findByTestId('vendor-slider');
    expect(slider.getAttribute('aria-hidden')).toBe('true');
    const slides = within(slider).getAllByTestId('vendor-slide');
    expect(slides).toHaveLength(VENDOR_SLIDES);
    expect(slides[0]!.querySelector('img')!.getAttribute('src')).toBe(menuFixture[0]!.vendors[0]!.logoUrl);
  });

  it('[SHELL-70] shows the licence notice with a link to the licensing authority', async () => {
    renderApp('/');
    const licence = await screen.findByTestId('footer-licence');
    expect(licence.textContent).toContain('Gaming Authority');
    const link = within(licence).getByTestId('footer-licence-link');
    expect(link.getAttribute('href')).toBe('https://licensing.example.org/licence/1');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('[SHELL-71][SHELL-24][SHELL-72] lists the game categories as /{gametype lowercased} and links the help centre', async () => {
    renderApp('/');
    const categories = await screen.findByTestId('footer-categories');
    await waitFor(() => expect(within(categories).getAllByRole('link')).toHaveLength(menuFixture.length));
    const hrefs = within(categories).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(menuFixture.map((e) => `/${e.gameType.toLowerCase()}`));
    expect(screen.getByTestId('footer-help').getAttribute('href')).toBe('/help');
  });

  it('[SHELL-73][SHELL-80][SHELL-81][SHELL-82][SHELL-87] the left floating button opens the updating dialog; Escape, background and close button close it', async () => {
    renderApp('/');
    await screen.findByTestId('home-page');
    const open = () => fireEvent.click(screen.getByTestId('updating-button'));

    open();
    const dialog = await screen.findByTestId('updating-dialog');
    expect(dialog.classList.contains('modal--dialog')).toBe(true);
    expect(dialog.textContent).toContain(text('updating.text'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('updating-dialog')).toBeNull());

    open();
    fireEvent.mouseDown(await screen.findByTestId('updating-dialog-backdrop'));
    await waitFor(() => expect(screen.queryByTestId('updating-dialog')).toBeNull());

    open();
    fireEvent.click(within(await screen.findByTestId('updating-dialog')).getByRole('button', { name: text('common.close') }));
    await waitFor(() => expect(screen.queryByTestId('updating-dialog')).toBeNull());

    open();
    // A click inside the dialog is not a background click.
    fireEvent.mouseDown(await screen.findByTestId('updating-dialog'));
    expect(screen.getByTestId('updating-dialog')).toBeTruthy();
  });

  it('[SHELL-74][CONTENT-33] the customer-service bar lists the channels; each opens a 440x500 popup', async () => {
    const popup = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    renderApp('/');
    const bar = await screen.findByTestId('cs-bar');
    const items = within(bar).getAllByTestId('cs-bar-item');
    expect(items.map((i) => i.textContent)).toEqual(['Live Chat', 'Telegram']);
    fireEvent.click(items[1]!);
    expect(open).toHaveBeenCalledTimes(1);
    const [, , features] = open.mock.calls[0]!;
    expect(features).toContain('width=440');
    expect(features).toContain('height=500');
    // [CONTENT-31] the path's last 8 characters are its key: decrypted, the popup goes there.
    await waitFor(() => expect(popup.location.href).toBe('https://t.me/example'));
    expect(popup.opener).toBeNull();
  });

  it('[SHELL-75] the customer-service bar is hidden when the merchant flag is off or no service exists', async () => {
    const off = statusFixture();
    off.merchant = { ...off.merchant, csBarEnabled: false };
    const { unmount } = renderApp('/', { status: off });
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('cs-bar')).toBeNull();
    unmount();
    renderApp('/', { status: statusFixture({ customerService: [] }) });
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('cs-bar')).toBeNull();
  });

  it('[CONTENT-34][CONTENT-29] a signed-in member finds the portal\'s own chat first: it opens /chat in a 440x750 window and shows unread replies, checked again when the page regains focus', async () => {
    sessionStorage.setItem('token', 'tok-stored');
    sessionStorage.setItem('account', 'demo');
    sessionStorage.setItem('merchantCode', 'NG');
    chatApi.fetchSupportUnread.mockResolvedValueOnce({ unread: 2 }).mockResolvedValue({ unread: 0 });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    try {
      renderApp('/', { member });
      const chat = await screen.findByTestId('cs-bar-member-chat');
      expect((await within(chat).findByTestId('cs-bar-member-chat-unread')).textContent).toBe('2');
      expect(chat.textContent).toContain('Chat with us: 2 new replies');
      fireEvent.click(chat);
      expect(open).toHaveBeenCalledWith('/chat', 'member-chat', expect.stringMatching(/width=440,height=750/));
      // Back from the chat window: the replies are read.
      fireEvent.focus(window);
      await waitFor(() => expect(within(chat).queryByTestId('cs-bar-member-chat-unread')).toBeNull());
      expect(chat.textContent).toContain(text('cs.memberChat'));
    } finally {
      open.mockRestore();
    }
  });

  it('[SHELL-74] a visitor has no chat of their own in the bar', async () => {
    renderApp('/');
    await screen.findByTestId('cs-bar');
    expect(screen.queryByTestId('cs-bar-member-chat')).toBeNull();
    expect(chatApi.fetchSupportUnread).not.toHaveBeenCalled();
  });
});
