import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS } from '../../server/shared/timing';
import { ChunkLoadError, lazyPage, withChunkTimeout } from '../../src/app/lazyPage';
import { defaultMessages } from '../../src/i18n/loadMessages';
import { ChunkErrorBoundary } from '../../src/views/shell/ChunkErrorBoundary';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy pages', () => {
  it('[SHELL-90] a chunk that has not arrived after 120 s fails as ChunkLoadError', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise<never>(() => {}));
    const check = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await check;
  });

  it('[SHELL-89] a failed import becomes a ChunkLoadError', async () => {
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toMatchObject({ name: 'ChunkLoadError' });
  });

  it('[SHELL-89] a page whose chunk fails shows a translated retry message, not a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazyPage(() => Promise.reject(new Error('offline')) as Promise<{ Page: () => null }>, 'Page');
    const retry = vi.fn();
    render(
      <IntlProvider locale="en" messages={defaultMessages}>
        <ChunkErrorBoundary onRetry={retry}>
          <Suspense fallback="…">
            <Broken />
          </Suspense>
        </ChunkErrorBoundary>
      </IntlProvider>,
    );
    const error = await screen.findByTestId('chunk-error');
    expect(error.textContent).toContain(defaultMessages['chunk.title']);
    screen.getByTestId('chunk-retry').click();
    expect(retry).toHaveBeenCalled();
  });
});
