import type { ReactNode } from 'react';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';

/** What a page's `useResource` hands back, as far as this view needs it. */
export interface LoadedResource<T> {
  data: T | null;
  errorCode: string | null;
  send: (event: { type: 'RETRY' }) => void;
}

/**
 * Server data of an engagement page: a spinner until the first answer, the error with a
 * retry button when there is nothing to show, else the content (kept during a refresh).
 */
export function Loaded<T>({ resource, children, testId }: { resource: LoadedResource<T>; children: (data: T) => ReactNode; testId?: string }) {
  const t = useT();
  if (resource.data !== null) return <>{children(resource.data)}</>;
  if (resource.errorCode) {
    return (
      <div className="engage-failed" role="alert" data-testid={testId ? `${testId}-failed` : 'engage-failed'}>
        <Icon name="warning" size={18} />
        <span>{t(errorKey(resource.errorCode))}</span>
        <button type="button" className="button button--ghost" onClick={() => resource.send({ type: 'RETRY' })}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="engage-loading">
      <Spinner label={t('common.loading')} size="large" />
    </div>
  );
}
