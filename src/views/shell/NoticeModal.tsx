import { FormattedDate } from 'react-intl';
import { NoticeActor } from '../../app/actors';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n/useT';

/** The notice modal: the notice titles; the chosen one is read beside them. */
export function NoticeModal() {
  const t = useT();
  const noticeRef = NoticeActor.useActorRef();
  const open = NoticeActor.useSelector((s) => s.matches({ modal: 'open' }));
  const notices = NoticeActor.useSelector((s) => s.context.notices);
  const selectedId = NoticeActor.useSelector((s) => s.context.selectedId);
  if (!open) return null;
  const selected = notices.find((n) => String(n.id) === String(selectedId)) ?? notices[0];

  return (
    <Modal
      title={t('notice.title')}
      onClose={() => noticeRef.send({ type: 'CLOSE' })}
      closeLabel={t('common.close')}
      testId="notice-modal"
      icon={<Icon name="megaphone" size={22} />}
    >
      <div className="notice-modal">
        <ul className="notice-modal__titles" data-testid="notice-titles">
          {notices.map((notice) => (
            <li key={String(notice.id)}>
              <button
                type="button"
                className={`notice-modal__title${notice === selected ? ' is-active' : ''}`}
                aria-current={notice === selected ? 'true' : undefined}
                onClick={() => noticeRef.send({ type: 'SELECT', id: notice.id })}
              >
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
        {selected && (
          <article className="notice-modal__content" data-testid="notice-content" aria-live="polite">
            <h3>{selected.title}</h3>
            {selected.createdAt && (
              <p className="notice-modal__date">
                <FormattedDate value={selected.createdAt} dateStyle="medium" />
              </p>
            )}
            <p className="notice-modal__text">{selected.content}</p>
          </article>
        )}
      </div>
    </Modal>
  );
}
