import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n/useT';

/** The 'updating' warning the left floating button opens (spec section 2). */
export function UpdatingNotice({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      title={t('updating.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      size="dialog"
      testId="updating-dialog"
      icon={<Icon name="warning" size={22} className="text-warning" />}
    >
      <p>{t('updating.text')}</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('common.ok')}
        </button>
      </div>
    </Modal>
  );
}
