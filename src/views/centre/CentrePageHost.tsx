import { Component, Suspense, lazy, useState, type ComponentType, type ErrorInfo, type LazyExoticComponent, type ReactNode } from 'react';
import { withChunkTimeout } from '../../app/lazyPage';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import type { CentrePage } from './CentreContext';
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
    <CentrePageBoundary key={`${page}#${attempt}`} onRetry={() => setAttempts((all) => ({ ...all, [page]: attempt + 1 }))}>
      <Suspense fallback={<CentrePageLoading />}>
        <Page />
      </Suspense>
    </CentrePageBoundary>
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

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** A page whose chunk did not arrive, or that failed to render, offers a retry inside the frame. */
class CentrePageBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <CentrePageFailed chunk={this.state.error.name === 'ChunkLoadError'} onRetry={this.props.onRetry} />;
  }
}

function CentrePageFailed({ chunk, onRetry }: { chunk: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <EmptyState
      icon="refresh"
      title={t(chunk ? 'chunk.title' : 'pageError.title')}
      testId="centre-page-failed"
      action={
        <button type="button" className="button button--primary" onClick={onRetry} data-testid="centre-page-retry">
          {t('common.retry')}
        </button>
      }
    >
      {t(chunk ? 'chunk.text' : 'pageError.text')}
    </EmptyState>
  );
}
