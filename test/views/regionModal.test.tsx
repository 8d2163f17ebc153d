import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../../src/storage/storage';
import { markedMessages, renderApp, statusFixture, text } from './harness';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

const located = (countryCode: string | null) => statusFixture({ location: { ip: '10.0.0.1', countryCode } });

describe('region modal', () => {
  it('[SHELL-68] opens by itself on a first visit when the country code is missing', async () => {
    renderApp('/', { firstVisit: true, status: located(null) });
    expect(await screen.findByTestId('region-list')).toBeTruthy();
  });

  it('[SHELL-68] opens by itself when the country is not allowed for the merchant', async () => {
    renderApp('/', { firstVisit: true, status: located('AU') });
    expect(await screen.findByTestId('region-list')).toBeTruthy();
  });

  it('[SHELL-68] stays closed for an allowed country, and for a visitor who chose before', async () => {
    const { unmount } = renderApp('/', { firstVisit: true, status: located('GH') });
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('region-modal')).toBeNull();
    unmount();
    storage.setRegionChoice('AU');
    renderApp('/', { firstVisit: true, status: located(null) });
    await screen.findByTestId('home-page');
    expect(screen.queryByTestId('region-modal')).toBeNull();
  });

  it('[SHELL-65][SHELL-67] lists the countries, each with its currency and languages', async () => {
    renderApp('/', { firstVisit: true, status: located(null) });
    const list = await screen.findByTestId('region-list');
    const nigeria = within(list).getByTestId('region-NG');
    expect(nigeria.textContent).toContain('Nigeria');
    expect(nigeria.textContent).toContain('NGN');
    expect(within(nigeria).getAllByRole('button').map((b) => b.textContent)).toEqual(['English', 'Tiếng Việt']);
    expect(within(list).getByTestId('region-AU').textContent).toContain('Australia');
    // The current merchant and language are preselected.
    expect(within(nigeria).getByTestId('region-option-NG-en').getAttribute('aria-pressed')).toBe('true');
  });

  it('[SHELL-66] picking a country of another merchant switches merchant (store, clear session, reload to /)', async () => {
    const { calls } = renderApp('/', { firstVisit: true, status: located(null) });
    fireEvent.click(await screen.findByTestId('region-option-AU-en'));
    expect(screen.getByTestId('region-option-AU-en').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('region-option-NG-en').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('region-submit'));
    await waitFor(() => expect(calls.switchMerchant).toHaveBeenCalledWith({ merchantCode: 'AU', currency: 'AUD', locale: 'en' }));
    expect(storage.regionChoice()).toBe('AU');
  });

  it('[SHELL-66][SHELL-64] picking another language of the same merchant only changes the language', async () => {
    const { calls } = renderApp('/', { firstVisit: true, status: located(null), locales: { vi: markedMessages('VI') } });
    fireEvent.click(await screen.findByTestId('region-option-NG-vi'));
    fireEvent.click(screen.getByTestId('region-submit'));
    await waitFor(() => expect(screen.queryByTestId('region-modal')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('nav-home').textContent).toBe('VI Home'));
    expect(calls.switchMerchant).not.toHaveBeenCalled();
    expect(localStorage.getItem('lang')).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(storage.regionChoice()).toBe('NG');
  });

  it('[SHELL-80][SHELL-81][SHELL-82] closes on Escape, background click and the close button without choosing', async () => {
    const { calls } = renderApp('/', { firstVisit: true, status: located(null) });
    await screen.findByTestId('region-list');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('region-modal')).toBeNull());

    fireEvent.click(screen.getByTestId('region-button'));
    await screen.findByTestId('region-list');
    fireEvent.mouseDown(screen.getByTestId('region-modal-backdrop'));
    await waitFor(() => expect(screen.queryByTestId('region-modal')).toBeNull());

    fireEvent.click(screen.getByTestId('region-button'));
    const modal = await screen.findByTestId('region-modal');
    fireEvent.click(within(modal).getByRole('button', { name: text('common.close') }));
    await waitFor(() => expect(screen.queryByTestId('region-modal')).toBeNull());
    expect(calls.switchMerchant).not.toHaveBeenCalled();
    expect(storage.regionChoice()).toBeNull();
  });
});
