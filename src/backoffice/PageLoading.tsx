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
