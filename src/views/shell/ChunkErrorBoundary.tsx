import { Component, type ErrorInfo, type ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { useT } from '../../i18n/useT';

interface Props {
  children: ReactNode;
  /** What retrying does; the app reloads the page so the chunk is fetched again. */
  onRetry?: () => void;
  /** Shown instead of the message, for decorative parts that may quietly go missing. */
  fallback?: ReactNode;
  /**
   * Inside a frame (a modal's content panel) instead of as a page: no page container,
   * and the test ids of that frame.
   */
  panel?: { testId: string; retryTestId: string };
}

/**
 * Catches a page group that fails to load (ChunkLoadError, spec section 8) or to
 * render, and shows a translated message with a retry instead of a blank page.
 */
export class ChunkErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const chunk = this.state.error.name === 'ChunkLoadError';
    return <PageError chunk={chunk} panel={this.props.panel} onRetry={this.props.onRetry ?? (() => window.location.reload())} />;
  }
}

function PageError({ chunk, panel, onRetry }: { chunk: boolean; panel: Props['panel']; onRetry: () => void }) {
  const t = useT();
  const message = (
    <EmptyState
      icon="refresh"
      title={t(chunk ? 'chunk.title' : 'pageError.title')}
      testId={panel?.testId}
      action={
        <button type="button" className="button button--primary" onClick={onRetry} data-testid={panel?.retryTestId ?? 'chunk-retry'}>
          {t('common.retry')}
        </button>
      }
    >
      {t(chunk ? 'chunk.text' : 'pageError.text')}
    </EmptyState>
  );
  if (panel) return message;
  return (
    <div className="container page-body" data-testid={chunk ? 'chunk-error' : 'page-error'}>
      {message}
    </div>
  );
}
