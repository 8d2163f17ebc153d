import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VENDOR_SLIDES } from '../../src/views/shell/Footer';
import { menuFixture, renderApp, statusFixture, text } from './harness';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
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
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/');
    const bar = await screen.findByTestId('cs-bar');
    const items = within(bar).getAllByTestId('cs-bar-item');
    expect(items.map((i) => i.textContent)).toEqual(['Live Chat', 'Telegram']);
    fireEvent.click(items[1]!);
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe('https://t.me/example');
    expect(features).toContain('width=440');
    expect(features).toContain('height=500');
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
});
