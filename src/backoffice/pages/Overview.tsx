import { useCT } from '../intl';
import { useStaffSession } from '../session';

/** A role with none of the console's pages yet (support, content): what it holds. */
export function Overview() {
  const t = useCT();
  const { staff } = useStaffSession();
  return (
    <section className="bo-page" data-testid="bo-overview">
      <h1>{t('backoffice.overview.title', { name: staff.displayName })}</h1>
      <p>{t('backoffice.overview.none')}</p>
    </section>
  );
}

/** A page the role does not hold (typed into the address bar). */
export function Forbidden() {
  const t = useCT();
  return (
    <p className="bo-error" role="alert" data-testid="bo-forbidden">
      {t('error.forbidden')}
    </p>
  );
}
