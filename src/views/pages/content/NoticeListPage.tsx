import { FormattedDate } from 'react-intl';
import { NoticeActor } from '../../../app/actors';
import { EmptyState } from '../../../components/EmptyState';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';

/** /noticePage: every notice, newest first. */
export function NoticeListPage() {
  const t = useT();
  const notices = NoticeActor.useSelector((s) => s.context.notices);
  const list = NoticeActor.useSelector((s) => (s.value as { list: string }).list);
  return (
    <div className="container page-body" data-testid="notice-page">
      <PageHeading icon="megaphone" title={t('page.notices.title')} subtitle={t('page.notices.subtitle')} />
      {list === 'loading' && notices.length === 0 && (
        <div className="page-loading">
          <Spinner size="large" label={t('common.loading')} />
        </div>
      )}
      {notices.length > 0 ? (
        <ul className="notice-list" data-testid="notice-list">
          {notices.map((notice) => (
            <li key={String(notice.id)} className="notice-list__item">
              <details>
                <summary>
                  <span className="notice-list__title">{notice.title}</span>
                  {notice.createdAt && (
                    <span className="notice-list__date">
                      <FormattedDate value={notice.createdAt} dateStyle="medium" />
                    </span>
                  )}
                </summary>
                <p className="notice-list__content">{notice.content}</p>
              </details>
            </li>
          ))}
        </ul>
      ) : (
        list !== 'loading' && (
          <EmptyState icon="megaphone" title={t('page.notices.emptyTitle')}>
            {t('page.notices.empty')}
          </EmptyState>
        )
      )}
    </div>
  );
}
