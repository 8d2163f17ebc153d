import { useLocation } from 'react-router-dom';
import { Link } from '../../components/Link';
import { useT } from '../../i18n/useT';

export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <div className="container page-body" data-testid="not-found-page">
      <section className="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title" data-testid="page-title">
          {t('notFound.title')}
        </h1>
        <p className="not-found__text">{t('notFound.text', { path: pathname })}</p>
        <Link to="/" className="button button--primary button--large">
          {t('common.backHome')}
        </Link>
      </section>
    </div>
  );
}
