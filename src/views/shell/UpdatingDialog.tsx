import { useActorRef, useSelector } from '@xstate/react';
import { useLogic } from '../../app/actors';
import { lazyView } from '../../app/lazyView';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';

// The warning loads when the button is first pressed, not with the home page.
const UpdatingNotice = lazyView(() => import('./UpdatingNotice'), 'UpdatingNotice');

/** The left floating button and its 'updating' warning dialog (spec section 2). */
export function UpdatingDialog() {
  const t = useT();
  const logic = useLogic();
  const dialog = useActorRef(logic.dialog);
  const open = useSelector(dialog, (s) => s.matches('open'));
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
      {open && <UpdatingNotice onClose={() => dialog.send({ type: 'CLOSE' })} />}
    </>
  );
}
