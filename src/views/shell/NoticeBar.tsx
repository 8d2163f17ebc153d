import { NoticeActor } from '../../app/actors';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';

/** The notice bar under the banners: a marquee of notice titles that opens the notice modal. */
export function NoticeBar() {
  const t = useT();
  const noticeRef = NoticeActor.useActorRef();
  const notices = NoticeActor.useSelector((s) => s.context.notices);
  const listState = NoticeActor.useSelector((s) => (s.value as { list: string }).list);

  if (listState === 'empty' || (listState === 'failed' && notices.length === 0)) return null;

  // Roughly constant reading speed whatever the number of titles.
  const length = notices.reduce((sum, n) => sum + n.title.length, 0);
  const duration = Math.max(20, Math.round(length / 4));

  return (
    <div className="container">
      <div className="notice-bar" data-testid="notice-bar">
        <span className="notice-bar__icon" aria-hidden="true">
          <Icon name="megaphone" size={18} />
        </span>
        <div className="notice-bar__viewport">
          {notices.length === 0 ? (
            <span className="notice-bar__placeholder" aria-hidden="true" />
          ) : (
            <div className="notice-bar__track" style={{ animationDuration: `${duration}s` }}>
              {[0, 1].map((copy) => (
                <ul key={copy} className="notice-bar__items" aria-hidden={copy === 1 ? true : undefined}>
                  {notices.map((notice) => (
                    <li key={String(notice.id)}>
                      <button
                        type="button"
                        className="notice-bar__item"
                        tabIndex={copy === 1 ? -1 : undefined}
                        data-testid={copy === 0 ? 'notice-bar-item' : undefined}
                        onClick={() => noticeRef.send({ type: 'OPEN', id: notice.id })}
                      >
                        {notice.title}
                      </button>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          )}
        </div>
        <button
          type="button"
          className="notice-bar__more"
          disabled={notices.length === 0}
          onClick={() => noticeRef.send({ type: 'OPEN' })}
          data-testid="notice-bar-open"
        >
          {t('notice.all')}
        </button>
      </div>
    </div>
  );
}
