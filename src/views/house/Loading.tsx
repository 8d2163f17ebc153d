import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';

/** Shown while the lobby's messages load (core catalogue only). */
export function Loading() {
  const t = useT();
  return (
    <div className="house-page__loading">
      <Spinner label={t('common.loading')} size="large" />
    </div>
  );
}
