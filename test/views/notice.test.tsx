import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { noticesFixture, renderApp } from './harness';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('notice bar and modal', () => {
  it('[SHELL-49] a notice bar with a marquee of notice titles sits under the banners', async () => {
    renderApp('/');
    const bar = await screen.findByTestId('notice-bar');
    await waitFor(() => expect(within(bar).getAllByTestId('notice-bar-item')).toHaveLength(noticesFixture.length));
    expect(within(bar).getAllByTestId('notice-bar-item').map((b) => b.textContent)).toEqual(noticesFixture.map((n) => n.title));
    const banner = screen.getByTestId('banner-area');
    expect(banner.compareDocumentPosition(bar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('[SHELL-77][SHELL-78][SHELL-88] clicking a title opens the notice modal on it; the titles list lets the visitor read another', async () => {
    renderApp('/');
    const bar = await screen.findByTestId('notice-bar');
    fireEvent.click((await within(bar).findAllByTestId('notice-bar-item'))[1]!);
    const modal = await screen.findByTestId('notice-modal');
    expect(modal.classList.contains('modal--modal')).toBe(true);
    expect(within(modal).getAllByRole('listitem').map((li) => li.textContent)).toEqual(noticesFixture.map((n) => n.title));
    // The modal is looked up again for each step: its first render may be replaced (lazy
    // parts arriving), and a click on a node no longer in the page reaches nothing.
    const content = () => within(screen.getByTestId('notice-modal')).getByTestId('notice-content').textContent;
    await waitFor(() => expect(content()).toContain(noticesFixture[1]!.content));
    fireEvent.click(within(screen.getByTestId('notice-modal')).getByRole('button', { name: noticesFixture[0]!.title }));
    await waitFor(() => expect(content()).toContain(noticesFixture[0]!.content));
  });

  it('[SHELL-80] the notice modal closes on Escape', async () => {
    renderApp('/');
    fireEvent.click(await screen.findByTestId('notice-bar-open'));
    await screen.findByTestId('notice-modal');
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('notice-modal')).toBeNull());
  });

  it('no notices: no bar', async () => {
    renderApp('/', { notices: [] });
    await screen.findByTestId('home-page');
    await waitFor(() => expect(screen.queryByTestId('notice-bar')).toBeNull());
  });

  it('[SHELL-09] /noticePage lists every notice', async () => {
    renderApp('/noticePage');
    const list = await screen.findByTestId('notice-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(noticesFixture.length);
  });
});
