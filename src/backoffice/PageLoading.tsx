import { useCT } from './intl';

/** What a page shows while its code or its data loads. */
export function PageLoading() {
  const t = useCT();
  return (
    <p className="bo-empty" role="status">
      {t('backoffice.loading')}
    </p>
  );
}

/**
 * A list page's state before its list shows: why it could not load (an alert), or that it is
 * loading; nothing once it has loaded.
 */
export function ListLoading({ failed, loaded, error }: { failed: boolean; loaded: boolean; error: string }) {
  if (failed) {
    return (
      <p className="bo-error" role="alert">
        {error}
      </p>
    );
  }
  return loaded ? null : <PageLoading />;
}
