import { useMachine } from '@xstate/react';
import { dialogMachine } from '../../../../machines/dialog.machine';
import { loadWithdrawalSettings } from '../../../app/centreWithdrawals';
import { Icon } from '../../../components/Icon';
import { useSessionSend } from '../../../app/session';
import { useT } from '../../../i18n/useT';
import { CentrePageTitle } from '../CentrePageTitle';
import { ContactBindingDialog } from '../account/ContactBindingDialog';
import { LinkedProviders } from '../account/LinkedProviders';
import { LoginHistory } from '../account/LoginHistory';
import { PaymentPasswordDialog } from '../account/PaymentPasswordDialog';
import { ProfileCard, SecurityRow, shownEmail, shownMobile } from '../account/ProfileCard';
import { useCentre } from '../CentreContext';
import { useResource } from '../../../app/useMachines';
import '../account/account.css';
import { isTrialType } from '../../../../server/shared/accountTypes';

/**
 * My account (securityCenter, WALLET-11/12; the centre's first page): who the member is,
 * the contacts on file (masked) with linking by a code, the login and payment passwords,
 * the sign-in providers linked and the login history. Limits, breaks and self-exclusion
 * have their own page (responsibleGaming).
 */
export default function SecurityCenter() {
  const t = useT();
  const { member } = useCentre();
  const sessionSend = useSessionSend();
  const [mobileDialog, sendMobileDialog] = useMachine(dialogMachine);
  const [emailDialog, sendEmailDialog] = useMachine(dialogMachine);
  const [paymentDialog, sendPaymentDialog] = useMachine(dialogMachine);
  // Whether a payment password is set comes with the withdrawal settings.
  const withdrawal = useResource(loadWithdrawalSettings);
  const hasPaymentPassword = withdrawal.data?.hasPaymentPassword ?? null;
  const trial = isTrialType(member.type);
  const mobile = shownMobile(member);
  const email = shownEmail(member);

  return (
    <section className="security-page" data-testid="centre-page-securityCenter">
      <CentrePageTitle page="securityCenter" subtitle={t('centre.account.subtitle')} />
      <ProfileCard member={member} />

      <section className="security-card" aria-labelledby="security-list" data-testid="security-list">
        <header className="security-card__head">
          <h3 className="security-card__title" id="security-list">
            <Icon name="shield" size={18} />
            {t('centre.account.security.title')}
          </h3>
        </header>
        <ul className="security-rows">
          <SecurityRow
            icon="chat"
            label={t('centre.account.security.mobile')}
            value={mobile ?? t('centre.account.notLinked')}
            missing={!mobile}
            action={{ label: t(mobile ? 'centre.account.change' : 'centre.account.link'), onClick: () => sendMobileDialog({ type: 'OPEN' }), testId: 'security-mobile-action' }}
            testId="security-mobile"
          />
          <SecurityRow
            icon="telegram"
            label={t('centre.account.security.email')}
            value={email ?? t('centre.account.notLinked')}
            missing={!email}
            action={{ label: t(email ? 'centre.account.change' : 'centre.account.link'), onClick: () => sendEmailDialog({ type: 'OPEN' }), testId: 'security-email-action' }}
            testId="security-email"
          />
          <SecurityRow
            icon="lock"
            label={t('centre.account.security.password')}
            value="••••••••"
            action={trial ? undefined : { label: t('centre.account.security.changePassword'), onClick: () => sessionSend({ type: 'OPEN_CHANGE_PASSWORD' }), testId: 'security-change-password' }}
            testId="security-password"
          />
          <SecurityRow
            icon="key"
            label={t('centre.account.security.payment')}
            value={hasPaymentPassword === null ? (withdrawal.errorCode ? t('centre.account.security.unknown') : t('common.loading')) : t(hasPaymentPassword ? 'centre.account.security.paymentSet' : 'centre.account.security.paymentNotSet')}
            missing={hasPaymentPassword === false}
            action={
              hasPaymentPassword === null
                ? undefined
                : { label: t(hasPaymentPassword ? 'centre.account.change' : 'centre.account.security.setPayment'), onClick: () => sendPaymentDialog({ type: 'OPEN' }), testId: 'security-payment-action' }
            }
            testId="security-payment"
          />
        </ul>
      </section>

      {!trial && <LinkedProviders />}
      <LoginHistory />

      {mobileDialog.matches('open') && <ContactBindingDialog channel="mobile" onClose={() => sendMobileDialog({ type: 'CLOSE' })} />}
      {emailDialog.matches('open') && <ContactBindingDialog channel="email" onClose={() => sendEmailDialog({ type: 'CLOSE' })} />}
      {paymentDialog.matches('open') && hasPaymentPassword !== null && (
        <PaymentPasswordDialog
          changing={hasPaymentPassword}
          onClose={(saved) => {
            sendPaymentDialog({ type: 'CLOSE' });
            if (saved) withdrawal.send({ type: 'REFRESH' });
          }}
        />
      )}
    </section>
  );
}
