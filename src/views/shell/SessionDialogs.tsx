import { SessionActor } from '../../app/actors';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT } from '../../i18n/useT';
import { sessionStep } from './shellDialogs';

/** Session dialogs: sign-out confirmation, free play starting or refused. */
export function SessionDialogs() {
  const t = useT();
  const session = SessionActor.useActorRef();
  const auth = SessionActor.useSelector(sessionStep);
  const account = SessionActor.useSelector((s) => s.context.account);
  const errorCode = SessionActor.useSelector((s) => s.context.errorCode);

  if (auth === 'confirmingLogout' || auth === 'loggingOut') {
    const busy = auth === 'loggingOut';
    return (
      <Modal title={t('logout.title')} onClose={() => !busy && session.send({ type: 'CANCEL_LOGOUT' })} closeLabel={t('common.close')} size="dialog" testId="logout-confirm" icon={<Icon name="logout" size={22} />}>
        <p>{t('logout.text', { account: account ?? '' })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={() => session.send({ type: 'CANCEL_LOGOUT' })} disabled={busy} data-testid="logout-cancel">
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => session.send({ type: 'CONFIRM_LOGOUT' })} disabled={busy} data-testid="logout-confirm-button">
            {busy && <Spinner label={t('logout.signingOut')} />}
            {busy ? t('logout.signingOut') : t('logout.confirm')}
          </button>
        </div>
      </Modal>
    );
  }
  if (auth === 'startingFreePlay' || auth === 'loadingTrial') {
    return (
      <div className="session-overlay" data-testid="free-play-starting">
        <Spinner size="large" label={t('freePlay.starting')} />
        <p>{t('freePlay.starting')}</p>
      </div>
    );
  }
  if (auth === 'freePlayFailed') {
    return (
      <Modal title={t('freePlay.failedTitle')} onClose={() => session.send({ type: 'DISMISS' })} closeLabel={t('common.close')} size="dialog" testId="free-play-failed" icon={<Icon name="warning" size={22} className="text-warning" />}>
        <p>{t(errorKey(errorCode))}</p>
        <div className="modal__actions">
          <button type="button" className="button button--primary" onClick={() => session.send({ type: 'DISMISS' })}>
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    );
  }
  return null;
}
