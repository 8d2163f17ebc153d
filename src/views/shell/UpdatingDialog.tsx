import { useActorRef, useSelector } from '@xstate/react';
import { useLogic } from '../../app/actors';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n/useT';

/** The left floating button and its 'updating' warning dialog (spec section 2). */
export function UpdatingDialog() {
  const t = useT();
  const logic = useLogic();
  const dialog = useActorRef(logic.dialog);
  const open = useSelector(dialog, (s) => s.matches('open'));
  const close = () => dialog.send({ type: 'CLOSE' });
  return (
    <>
      <button
        type="button"
        className="floating-button floating-button--left"
        onClick={() => dialog.send({ type: 'OPEN' })}
        data-testid="updating-button"
        aria-label={t('updating.button')}
      >
        <Icon name="bell" size={22} />
        <span className="floating-button__label">{t('updating.button')}</span>
      </button>
      {open && (
        <Modal
          title={t('updating.title')}
          onClose={close}
          closeLabel={t('common.close')}
          size="dialog"
          testId="updating-dialog"
          icon={<Icon name="warning" size={22} className="text-warning" />}
        >
          <p>{t('updating.text')}</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={close}>
              {t('common.ok')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
