import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { changePasswordMachine } from '../../../machines/changePassword.machine';
import type { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import type { loginMachine } from '../../../machines/login.machine';
import type { registerMachine } from '../../../machines/register.machine';
import { SessionActor, SystemStatusActor } from '../../app/actors';
import { openCustomerService, primaryCustomerService } from '../../app/customerService';
import { useSessionSend } from '../../app/session';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { useT } from '../../i18n/useT';
import { AccountMessages } from './AccountMessages';
import { ChangePasswordFlow, CHANGE_PASSWORD_TITLES } from './ChangePasswordFlow';
import { FLOW_CHILD, flowOfPage, PAGE_OF, type FlowPopup } from './flowPages';
import type { FlowLinks } from './flowLinks';
import { ForgotPasswordFlow } from './ForgotPasswordFlow';
import { GroupBanner } from './GroupBanner';
import { LoginFlow } from './LoginFlow';
import { LoginHotGames } from './LoginHotGames';
import { RegisterFlow } from './RegisterFlow';
import './account.css';

/** The open popup and the child running its flow. */
export function useAccountPopup() {
  const popup = SessionActor.useSelector((s) => s.value.popup as FlowPopup | 'closed' | 'trialNotice');
  const child = SessionActor.useSelector((s) => (popup in FLOW_CHILD ? (s.children as Record<string, AnyActorRef | undefined>)[FLOW_CHILD[popup as FlowPopup]] : undefined));
  return { popup, child };
}

/**
 * Links of a flow: in a popup they switch popups; on a flow's page they go to the other
 * flow's page, which opens it in place.
 */
export function useFlowLinks(onPage: boolean): FlowLinks {
  const send = useSessionSend();
  const navigate = useNavigate();
  const freePlayOn = SystemStatusActor.useSelector((s) => s.context.status?.switches.FREEPLAY3 === 1);
  const services = SystemStatusActor.useSelector((s) => s.context.status?.customerService ?? []);
  return useMemo(() => {
    const open = (flow: FlowPopup) => () => {
      if (onPage) navigate(PAGE_OF[flow]);
      else send({ type: flow === 'login' ? 'OPEN_LOGIN' : flow === 'register' ? 'OPEN_REGISTER' : 'OPEN_FORGOT' });
    };
    const entry = primaryCustomerService(services);
    return {
      openLogin: open('login'),
      openRegister: open('register'),
      openForgot: open('forgot'),
      freePlay: freePlayOn ? () => send({ type: 'FREE_PLAY' }) : undefined,
      customerService: entry ? () => openCustomerService(entry) : undefined,
    };
  }, [onPage, navigate, send, freePlayOn, services]);
}

/** The account popups (spec section 2), except on the page that shows the same flow in place. */
export function AccountPopups() {
  const t = useT();
  const send = useSessionSend();
  const { pathname } = useLocation();
  const { popup, child } = useAccountPopup();
  const links = useFlowLinks(false);
  const loginSide = SessionActor.useSelector((s) => s.context.loginSide);
  const close = () => send({ type: 'CLOSE' });

  if (popup === 'closed' || flowOfPage(pathname) === popup) return null;

  if (popup === 'trialNotice') {
    return (
      <Modal title={t('trial.title')} onClose={close} closeLabel={t('common.close')} size="dialog" testId="trial-notice" icon={<Icon name="warning" size={22} className="text-warning" />}>
        <p data-testid="trial-notice-text">{t('error.register_real_account_first')}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('common.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'OPEN_REGISTER' })} data-testid="trial-notice-register">
            {t('trial.register')}
          </button>
        </div>
      </Modal>
    );
  }
  if (!child) return null;

  switch (popup) {
    case 'login':
      return (
        <Modal title={t(loginSide === 'agent' ? 'login.agentTitle' : 'login.title')} onClose={close} closeLabel={t('common.close')} testId="loginPopupModal" icon={<Icon name="user" size={22} />}>
          <AccountMessages>
            <div className="account-popup account-popup--login">
              <LoginHotGames onLeave={close} />
              <LoginFlow actorRef={child as ActorRefFrom<typeof loginMachine>} links={links} />
            </div>
          </AccountMessages>
        </Modal>
      );
    case 'register':
      return (
        <Modal title={t('register.title')} onClose={close} closeLabel={t('common.close')} testId="registerModal" icon={<Icon name="star" size={22} />}>
          <AccountMessages>
            <div className="account-popup">
              <GroupBanner group="w_register" />
              <RegisterFlow actorRef={child as ActorRefFrom<typeof registerMachine>} links={links} />
            </div>
          </AccountMessages>
        </Modal>
      );
    case 'forgot':
      return (
        <Modal title={t('forgot.title')} onClose={close} closeLabel={t('common.close')} testId="forgetPassModal" icon={<Icon name="key" size={22} />}>
          <AccountMessages>
            <div className="account-popup">
              <GroupBanner group="w_forget" />
              <ForgotPasswordFlow actorRef={child as ActorRefFrom<typeof forgotPasswordMachine>} links={links} />
            </div>
          </AccountMessages>
        </Modal>
      );
    case 'changePassword':
      return <ChangePasswordPopup child={child as ActorRefFrom<typeof changePasswordMachine>} onClose={close} />;
    default:
      return null;
  }
}

function ChangePasswordPopup({ child, onClose }: { child: ActorRefFrom<typeof changePasswordMachine>; onClose: () => void }) {
  const t = useT();
  const reason = useSelector(child, (s) => s.context.reason);
  return (
    <Modal title={t(CHANGE_PASSWORD_TITLES[reason])} onClose={onClose} closeLabel={t('common.close')} testId="changePassModal" icon={<Icon name="lock" size={22} />}>
      <AccountMessages>
        <div className="account-popup">
          <ChangePasswordFlow actorRef={child} />
        </div>
      </AccountMessages>
    </Modal>
  );
}
