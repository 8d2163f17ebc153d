import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';
import { markedMessages, renderApp, text } from './harness';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  delete document.documentElement.dataset.theme;
  document.documentElement.lang = 'en';
});

describe('theme', () => {
  it('[SHELL-62] is light by default and stores nothing until the visitor toggles', async () => {
    renderApp('/');
    const toggle = await screen.findByTestId('theme-switch');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('[SHELL-61] the switch toggles light and dark on the document and stores the choice in localStorage theme', async () => {
    renderApp('/');
    const toggle = await screen.findByTestId('theme-switch');
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('[SHELL-61] a stored dark theme is applied when the app starts again', async () => {
    localStorage.setItem('theme', 'dark');
    renderApp('/');
    expect((await screen.findByTestId('theme-switch')).getAttribute('aria-checked')).toBe('true');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('language menu', () => {
  it('[SHELL-63] opens on hover and closes when the pointer leaves', async () => {
    renderApp('/');
    const menu = await screen.findByTestId('language-menu');
    const options = within(menu).getByTestId('language-options');
    expect(options.hidden).toBe(true);
    fireEvent.mouseEnter(menu);
    expect(options.hidden).toBe(false);
    expect(within(options).getAllByRole('button').map((b) => b.textContent)).toEqual(
      LOCALES.map((l) => `${l.nativeName}${l.code === 'en' ? '✓' : ''}`),
    );
    fireEvent.mouseLeave(menu);
    expect(options.hidden).toBe(true);
  });

  it('[SHELL-63] opens on keyboard focus and closes on Escape', async () => {
    renderApp('/');
    const menu = await screen.findByTestId('language-menu');
    fireEvent.focus(within(menu).getByTestId('language-button'));
    expect(within(menu).getByTestId('language-options').hidden).toBe(false);
    expect(within(menu).getByTestId('language-button').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(within(menu).getByTestId('language-button'), { key: 'Escape' });
    expect(within(menu).getByTestId('language-options').hidden).toBe(true);
  });

  it('[SHELL-01] choosing a language loads it, shows it, stores lang and hisLang and sets <html lang>', async () => {
    const { calls } = renderApp('/', { locales: { 'pt-BR': markedMessages('PT') } });
    const menu = await screen.findByTestId('language-menu');
    localStorage.setItem('lang', 'en');
    fireEvent.mouseEnter(menu);
    fireEvent.click(within(menu).getByTestId('language-option-pt-BR'));
    await waitFor(() => expect(screen.getByTestId('nav-home').textContent).toBe('PT Home'));
    expect(calls.loadMessages).toEqual(['pt-BR']);
    expect(localStorage.getItem('lang')).toBe('pt-BR');
    expect(localStorage.getItem('hisLang')).toBe('en');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(within(menu).getByTestId('language-button').textContent).toContain('PT-BR');
  });

  it('[SHELL-01] a stored language is loaded before the portal shows', async () => {
    localStorage.setItem('lang', 'vi');
    const { calls } = renderApp('/', { locales: { vi: markedMessages('VI') } });
    expect(await screen.findByText('VI Home')).toBeTruthy();
    expect(calls.loadMessages).toEqual(['vi']);
    expect(document.documentElement.lang).toBe('vi');
  });

  it('a language that fails to load keeps the page in the current language', async () => {
    renderApp('/');
    const menu = await screen.findByTestId('language-menu');
    fireEvent.click(within(menu).getByTestId('language-option-th'));
    await act(async () => {});
    await waitFor(() => expect(within(menu).getByTestId('language-button').textContent).toContain('EN'));
    expect(screen.getByTestId('nav-home').textContent).toBe(text('nav.home'));
    expect(localStorage.getItem('lang')).toBeNull();
  });
});

describe('language menu on touch and click', () => {
  it('[SHELL-63] a click (which also focuses and hovers) leaves the menu open', async () => {
    renderApp('/');
    const menu = await screen.findByTestId('language-menu');
    const button = within(menu).getByTestId('language-button');
    fireEvent.mouseEnter(menu);
    fireEvent.focus(button);
    fireEvent.click(button);
    expect(within(menu).getByTestId('language-options').hidden).toBe(false);
  });
});
