import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { renderApp, statusFixture, text } from './harness';

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('system status in the app', () => {
  it('[STATUS-01] status 0 shows the portal', async () => {
    renderApp('/');
    expect(await screen.findByTestId('home-page')).toBeTruthy();
    expect(screen.getByTestId('site-header')).toBeTruthy();
  });

  it('[STATUS-02][STATUS-06][STATUS-07][STATUS-08][STATUS-09][STATUS-10] maintenance replaces every route with the full-page screen', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const status = statusFixture({
      status: 1,
      maintenance: { title: 'Upgrade', endTime: '2031-05-01T06:00:00Z', info: 'Back soon.' },
    });
    renderApp('/rng?page=2', { status });
    const page = await screen.findByTestId('maintenance-page');
    expect(screen.queryByTestId('site-header')).toBeNull();
    expect(within(page).getByTestId('maintenance-title').textContent).toBe('Upgrade');
    expect(within(page).getByTestId('maintenance-info').textContent).toBe('Back soon.');
    expect(within(page).getByTestId('maintenance-end-time').textContent).toContain('2031');
    fireEvent.click(within(page).getByTestId('customer-service-button'));
    expect(open.mock.calls[0]![0]).toBe('https://chat.example.org/');
  });

  it('[STATUS-08] without an end time none is shown', async () => {
    renderApp('/', { status: statusFixture({ status: 1, maintenance: { title: 'Upgrade', endTime: null, info: 'Back soon.' } }) });
    await screen.findByTestId('maintenance-page');
    expect(screen.queryByTestId('maintenance-end-time')).toBeNull();
  });

  it('[STATUS-03][STATUS-11][STATUS-12][STATUS-13][STATUS-14] region restriction shows the full-page block with the visitor IP', async () => {
    const status = statusFixture({ status: 2, regionRestriction: { ip: '1.120.0.1', info: 'Not here.' } });
    renderApp('/', { status });
    const page = await screen.findByTestId('region-block-page');
    expect(within(page).getByTestId('region-block-ip').textContent).toBe('1.120.0.1');
    expect(within(page).getByTestId('region-block-info').textContent).toBe('Not here.');
    expect(within(page).getByTestId('customer-service-button')).toBeTruthy();
    expect(screen.queryByTestId('site-header')).toBeNull();
  });

  it('a failed status call shows a translated failure with a Retry button', async () => {
    renderApp('/', { status: new ApiError('network_abnormal', '', 0) });
    const failed = await screen.findByTestId('system-failed');
    expect(within(failed).getByTestId('system-failed-reason').textContent).toBe(text('error.network_abnormal'));
    fireEvent.click(within(failed).getByTestId('system-retry'));
    await waitFor(() => expect(screen.queryByTestId('system-failed')).toBeNull());
  });
});

describe('the status answer\'s CDNs in the app', () => {
  it('[STATUS-17] banners and vendor pictures are served from the image CDN the status names; without one from the portal', async () => {
    const { unmount } = renderApp('/', { status: statusFixture({ imageCdn: 'https://img.cdn.example.org/ng' }) });
    await screen.findByTestId('home-page');
    const pictures = () => [...document.querySelectorAll<HTMLImageElement>('.banner-slide__image, .vendor-chip__icon, .provider-card__logo')].map((img) => img.getAttribute('src') ?? '');
    await waitFor(() => expect(document.querySelector('.banner-slide__image')).not.toBeNull());
    expect(pictures().length).toBeGreaterThan(2);
    for (const src of pictures()) expect(src).toMatch(/^https:\/\/img\.cdn\.example\.org\/ng\/api\/media\//);
    unmount();
    renderApp('/');
    await screen.findByTestId('home-page');
    await waitFor(() => expect(document.querySelector('.banner-slide__image')).not.toBeNull());
    for (const src of pictures()) expect(src).toMatch(/^\/api\/media\//);
  });
});
