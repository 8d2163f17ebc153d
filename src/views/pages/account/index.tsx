import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../../components/Link';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../../../machines/changePassword.machine';
import type { forgotPasswordMachine } from '../../../../machines/forgotPassword.machine';
import type { loginMachine } from '../../../../machines/login.machine';
import type { registerMachine } from '../../../../machines/register.machine';
import type { SessionEvent } from '../../../../machines/session.machine';
import { SessionActor } from '../../../app/actors';
import { useSessionSend, useSessionView } from '../../../app/session';
import { EmptyState } from '../../../components/EmptyState';
import type { IconName } from '../../../components/Icon';
import { PageHeading } from '../../../components/PageHeading';
import { Spinner } from '../../../components/Spinner';
import { useT, type MessageKey } from '../../../i18n/useT';
import { AccountMessages } from '../../account/AccountMessages';
import { useAccountPopup, useFlowLinks } from '../../account/AccountPopups';
import { ChangePasswordFlow, CHANGE_PASSWORD_TITLES } from '../../account/ChangePasswordFlow';
import type { FlowPopup } from '../../account/flowPages';
import { ForgotPasswordFlow } from '../../account/ForgotPasswordFlow';
import { LoginFlow } from '../../account/LoginFlow';
import { RegisterFlow } from '../../account/RegisterFlow';
import { BreakTakenNotice } from '../../centre/protection/BreakTakenNotice';
import { breakTakenOf } from '../../centre/protection/breakTaken';
import '../../account/account.css';

// The account pages show the same flows as the popups, in place (spec section 2).



/** Opens the page's flow in the session while the page is shown; leaving closes it. */
function useFlowOnPage(flow: FlowPopup, open: SessionEvent | null) {
  const session = SessionActor.useActorRef();
  const send = useSessionSend();
  useEffect(() => {
    if (open) send(open);
    return () => {
      if (session.getSnapshot().matches({ popup: flow })) session.send({ type: 'CLOSE' });
    };
    // Once per visit of the page.
    // the dependency list is deliberately partial
  }, [session, send, flow, open === null]);
}

function AccountPage({ icon, title, subtitle, testId, children }: { icon: IconName; title: string; subtitle?: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="container page-body account-page" data-testid={testId}>
      <PageHeading icon={icon} title={title} subtitle={subtitle} />
      <div className="account-page__card">
        <AccountMessages>{children}</AccountMessages>
      </div>
    </div>
  );
}

/** Shown instead of a flow the session cannot open here (already logged in, another popup open). */
function Elsewhere({ text, action }: { text: string; action?: React.ReactNode }) {
  const t = useT();
  return (
    <EmptyState icon="user" title={text} testId="account-page-elsewhere" action={action ?? <Link to="/" className="button button--ghost">{t('common.backHome')}</Link>} />
  );
}

function useFlowChild<T>(flow: FlowPopup): T | undefined {
  const { popup, child } = useAccountPopup();
  return (popup === flow && child ? child : undefined) as T | undefined;
}

export function LoginPage() {
  const t = useT();
  const { signedIn, account } = useSessionView();
  const taken = breakTakenOf(useLocation().state);
  useFlowOnPage('login', signedIn ? null : { type: 'OPEN_LOGIN' });
  const child = useFlowChild<ActorRefFrom<typeof loginMachine>>('login');
  const links = useFlowLinks(true);
  return (
    <AccountPage icon="user" title={t('page.login.title')} subtitle={t('page.login.subtitle')} testId="login-page">
      {taken && !signedIn && <BreakTakenNotice taken={taken} />}
      {child ? <LoginFlow actorRef={child} links={links} /> : signedIn ? <Elsewhere text={t('login.alreadyIn', { account: account ?? '' })} /> : <PageSpinner />}
    </AccountPage>
  );
}

export function RegisterPage() {
  const t = useT();
  const { signedIn, role, account } = useSessionView();
  const canRegister = !signedIn || role === 'trial';
  useFlowOnPage('register', canRegister ? { type: 'OPEN_REGISTER' } : null);
  const child = useFlowChild<ActorRefFrom<typeof registerMachine>>('register');
  const links = useFlowLinks(true);
  return (
    <AccountPage icon="star" title={t('page.register.title')} subtitle={t('page.register.subtitle')} testId="register-page">
      {child ? <RegisterFlow actorRef={child} links={links} /> : canRegister ? <PageSpinner /> : <Elsewhere text={t('login.alreadyIn', { account: account ?? '' })} />}
    </AccountPage>
  );
}

export function ForgetPage() {
  const t = useT();
  const { signedIn, account } = useSessionView();
  useFlowOnPage('forgot', signedIn ? null : { type: 'OPEN_FORGOT' });
  const child = useFlowChild<ActorRefFrom<typeof forgotPasswordMachine>>('forgot');
  const links = useFlowLinks(true);
  return (
    <AccountPage icon="key" title={t('page.forget.title')} testId="forget-page">
      {child ? <ForgotPasswordFlow actorRef={child} links={links} /> : signedIn ? <Elsewhere text={t('login.alreadyIn', { account: account ?? '' })} /> : <PageSpinner />}
    </AccountPage>
  );
}

export function ChangePasswordPage() {
  const t = useT();
  const send = useSessionSend();
  const { signedIn, role } = useSessionView();
  const checking = role === 'checking';
  const trial = role === 'trial';
  useFlowOnPage('changePassword', signedIn && !trial && !checking ? { type: 'OPEN_CHANGE_PASSWORD' } : null);
  const child = useFlowChild<ActorRefFrom<typeof changePasswordMachine>>('changePassword');
  return (
    <AccountPage icon="lock" title={t(child ? titleOf(child) : 'page.changePassword.title')} testId="change-password-page">
      {child ? (
        <ChangePasswordFlow actorRef={child} />
      ) : !signedIn ? (
        // Changing a password needs an account: the way on is to log in.
        <Elsewhere
          text={t('error.not_logged_in')}
          action={
            <Link to="/login" className="button button--primary" data-testid="change-password-login">
              {t('header.login')}
            </Link>
          }
        />
      ) : trial ? (
        <Elsewhere
          text={t('error.register_real_account_first')}
          action={
            <button type="button" className="button button--primary" onClick={() => send({ type: 'OPEN_REGISTER' })}>
              {t('trial.register')}
            </button>
          }
        />
      ) : (
        <PageSpinner />
      )}
    </AccountPage>
  );
}

function titleOf(child: ActorRefFrom<typeof changePasswordMachine>): MessageKey {
  return CHANGE_PASSWORD_TITLES[child.getSnapshot().context.reason];
}

function PageSpinner() {
  const t = useT();
  return (
    <div className="account-status">
      <Spinner size="large" label={t('common.loading')} />
    </div>
  );
}

