import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { withChunkTimeout } from '../../app/lazyPage';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary';
import type { CentrePage } from '../../../machines/centrePages';
import { centrePageLoader, type CentrePageModule } from './pageLoaders';

// One lazy component per loader and attempt: React keeps a failed import's rejection,
// so a retry needs a fresh one.
const loaded = new WeakMap<() => Promise<CentrePageModule>, LazyExoticComponent<ComponentType>[]>();

function lazyCentrePage(page: CentrePage, attempt: number): LazyExoticComponent<ComponentType> | null {
  const load = centrePageLoader(page);
  if (!load) return null;
  const attempts = loaded.get(load) ?? [];
  loaded.set(load, attempts);
  return (attempts[attempt] ??= lazy(() => withChunkTimeout(load)));
}

const CENTRE_PAGE_FAILED = { testId: 'centre-page-failed', retryTestId: 'centre-page-retry' };

/** The open page of the centre: loading, missing (not written yet), failed with a retry, or shown. */
export function CentrePageHost({ page }: { page: CentrePage }) {
  const t = useT();
  const [attempts, setAttempts] = useState<Partial<Record<CentrePage, number>>>({});
  const attempt = attempts[page] ?? 0;
  const Page = lazyCentrePage(page, attempt);
  if (!Page) {
    return (
      <EmptyState icon="wrench" title={t('centre.empty.title')} testId="centre-page-missing">
        {t('centre.empty.text')}
      </EmptyState>
    );
  }
  return (
    // A page whose chunk did not arrive, or that failed to render, offers a retry inside the frame.
    <ChunkErrorBoundary
      key={`${page}#${attempt}`}
      panel={CENTRE_PAGE_FAILED}
      onRetry={() => setAttempts((all) => ({ ...all, [page]: attempt + 1 }))}
    >
      <Suspense fallback={<CentrePageLoading />}>
        <Page />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function CentrePageLoading() {
  const t = useT();
  return (
    <div className="centre-page-loading" data-testid="centre-page-loading">
      <Spinner size="large" label={t('common.loading')} />
    </div>
  );
}
