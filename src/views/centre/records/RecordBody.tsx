import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import type { RecordStatus } from './recordControls';
import './records.css';

export interface RecordBodyProps {
  status: RecordStatus;
  /** An answer has arrived (maybe for an earlier window or page). */
  hasData: boolean;
  /** The answer has nothing to list. */
  isEmpty: boolean;
  errorCode: string | null;
  onRetry: () => void;
  /** What the list shows once there is something to show. */
  children: ReactNode;
  testId?: string;
}

/**
 * The states around a record list: a spinner before the first answer, the error with
 * a retry, the empty state of a window with nothing in it, else the list. While another
 * window or page loads, the last answer stays on screen, dimmed and marked busy.
 */
export function RecordBody({ status, hasData, isEmpty, errorCode, onRetry, children, testId = 'record-body' }: RecordBodyProps) {
  const t = useT();
  if (status === 'failed') {
    return (
      <div className="record-error" role="alert" data-testid="record-error">
        <Icon name="warning" size={22} />
        <p className="record-error__text">{t(errorKey(errorCode))}</p>
        <button type="button" className="button button--ghost" onClick={onRetry} data-testid="record-retry">
          <Icon name="refresh" size={16} />
          {t('centre.records.retry')}
        </button>
      </div>
    );
  }
  const loading = status === 'loading';
  if (loading && (!hasData || isEmpty)) {
    return (
      <div className="record-loading" data-testid="record-loading">
        <Spinner size="large" label={t('centre.records.loading')} />
      </div>
    );
  }
  if (isEmpty) {
    return (
      <EmptyState icon="receipt" title={t('centre.records.empty.title')} testId="record-empty">
        {t('centre.records.empty.text')}
      </EmptyState>
    );
  }
  return (
    <div className={`record-body${loading ? ' is-busy' : ''}`} aria-busy={loading} data-testid={testId}>
      {children}
    </div>
  );
}
