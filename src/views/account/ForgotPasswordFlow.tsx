import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ForgotMethod, forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { CodeInput, MobileInput } from '../../components/codeFields';
import { Field, FormAlert, InlineDialog, PasswordInput, SegmentedTabs, TextInput } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT } from '../../i18n/useT';
import type { FlowLinks } from './flowLinks';
import { SliderCheck } from './SliderCheck';
import { formValues, useFieldError, valueOf } from './useFieldError';
import './account.css';

type ForgotRef = ActorRefFrom<typeof forgotPasswordMachine>;
type CodeState = 'idle' | 'throttled' | 'sending' | 'failed' | 'counting';

/**
 * Forgot password (spec section 2): by e-mail (username and e-mail, then a 'password
 * sent' confirmation) or, when phone reset is on, by mobile (optional country code,
 * number, SMS code with its countdown, new password with show/hide, customer-service
 * link). Registration can be opened from here. Used by the popup and the /forget page.
 */
export function ForgotPasswordFlow({ actorRef, links }: { actorRef: ForgotRef; links: FlowLinks }) {
  const t = useT();
  const fieldError = useFieldError();
  const snapshot = useSelector(actorRef, (s) => s);
  const { context } = snapshot;

  if (snapshot.matches('emailSent') || snapshot.matches('closed')) {
    return (
      <div className="account-status account-status--success" data-testid="forgot-sent">
        <span className="account-status__icon">
          <Icon name="check" size={28} />
        </span>
        <h3>{t('forgot.sent.title')}</h3>
        <p>{t('forgot.sent.text')}</p>
        <button type="button" className="button button--primary button--large" onClick={() => actorRef.send({ type: 'CLOSE' })} data-testid="forgot-sent-ok" autoFocus>
          {t('common.ok')}
        </button>
      </div>
    );
  }

  const active = snapshot.matches('active') ? (snapshot.value as { active: { form: string; code: CodeState } }).active : null;
  const formState = active?.form ?? 'finished';
  const code: CodeState = active?.code ?? 'idle';
  const editing = formState === 'editing';
  const busy = formState !== 'editing';
  const byMobile = context.method === 'mobile';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = formValues(e.currentTarget);
    if (byMobile) actorRef.send({ type: 'SUBMIT_RESET', values });
    else actorRef.send({ type: 'SUBMIT_EMAIL', values });
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="forgot-form" data-method={context.method} aria-busy={busy || undefined}>
      {context.mobileEnabled && (
        <SegmentedTabs<ForgotMethod>
          label={t('forgot.title')}
          testId="forgot-method"
          value={context.method}
          onChange={(method) => actorRef.send({ type: 'SELECT_METHOD', method })}
          options={[
            { value: 'mobile', label: t('forgot.method.mobile') },
            { value: 'email', label: t('forgot.method.email') },
          ]}
        />
      )}
      <p className="account-form__intro">{t(byMobile ? 'forgot.mobile.intro' : 'forgot.email.intro')}</p>

      {byMobile ? (
        <div className="account-form__grid" key="mobile">
          <Field label={t('field.mobileNum')} error={fieldError(context.fieldErrors.mobileNum)} testId="forgot-mobile">
            {({ inputId, describedBy, invalid }) => (
              <MobileInput inputId={inputId} describedBy={describedBy} invalid={invalid} dialingCode={context.dialingCode} testId="forgot-mobile-input" />
            )}
          </Field>
          <Field label={t('field.verificationCode')} error={fieldError(context.fieldErrors.verificationCode)} testId="forgot-code">
            {({ inputId, describedBy, invalid }) => (
              <CodeInput
                inputId={inputId}
                describedBy={describedBy}
                invalid={invalid}
                name="verificationCode"
                testId="forgot-code-input"
                state={code}
                secondsLeft={context.codeSecondsLeft}
                onSend={() => {
                  const el = document.getElementById(inputId);
                  actorRef.send({ type: 'SEND_CODE', mobileNum: valueOf(el, 'mobileNum'), countryDialingCode: valueOf(el, 'countryDialingCode') });
                }}
              />
            )}
          </Field>
          {(['newPassword', 'confirmNewPassword'] as const).map((field) => (
            <Field key={field} label={t(`field.${field}`)} error={fieldError(context.fieldErrors[field])} testId={`forgot-${field}`}>
              {({ inputId, describedBy, invalid }) => (
                <PasswordInput
                  id={inputId}
                  name={field}
                  autoComplete="new-password"
                  placeholder={field === 'newPassword' ? t('placeholder.newPassword') : undefined}
                  aria-describedby={describedBy}
                  invalid={invalid}
                  visible={context.passwordVisible}
                  onToggle={() => actorRef.send({ type: 'TOGGLE_PASSWORD' })}
                  showLabel={t('password.show')}
                  hideLabel={t('password.hide')}
                  data-testid={`forgot-${field}-input`}
                />
              )}
            </Field>
          ))}
        </div>
      ) : (
        <div className="account-form__grid" key="email">
          <Field label={t('field.username')} error={fieldError(context.fieldErrors.username)} testId="forgot-username">
            {({ inputId, describedBy, invalid }) => (
              <TextInput id={inputId} name="username" autoComplete="username" placeholder={t('placeholder.username')} aria-describedby={describedBy} invalid={invalid} data-testid="forgot-username-input" />
            )}
          </Field>
          <Field label={t('field.email')} error={fieldError(context.fieldErrors.email)} testId="forgot-email">
            {({ inputId, describedBy, invalid }) => (
              <TextInput id={inputId} name="email" type="email" inputMode="email" autoComplete="email" placeholder={t('placeholder.email')} aria-describedby={describedBy} invalid={invalid} data-testid="forgot-email-input" />
            )}
          </Field>
        </div>
      )}

      {context.errorCode && formState !== 'slider' && <FormAlert>{t(errorKey(context.errorCode))}</FormAlert>}

      <button
        type="submit"
        className="button button--primary button--large account-form__submit"
        disabled={!editing || code === 'failed' || (byMobile && (code === 'throttled' || code === 'sending'))}
        data-testid="forgot-submit"
      >
        {busy && <Spinner label={t('forgot.resetting')} />}
        {busy ? t(byMobile ? 'forgot.resetting' : 'sms.sending') : t(byMobile ? 'forgot.mobile.submit' : 'forgot.email.submit')}
      </button>

      <div className="account-form__links">
        {links.openLogin && (
          <button type="button" className="link-button" onClick={links.openLogin} data-testid="forgot-login">
            {t('forgot.backToLogin')}
          </button>
        )}
        <span>
          {t('forgot.noAccount')}{' '}
          <button type="button" className="link-button link-button--strong" onClick={() => actorRef.send({ type: 'OPEN_REGISTER' })} data-testid="forgot-register">
            {t('forgot.register')}
          </button>
        </span>
      </div>
      {byMobile && links.customerService && (
        <p className="account-form__help">
          {t('forgot.help')}{' '}
          <button type="button" className="link-button link-button--strong" onClick={links.customerService} data-testid="forgot-customer-service">
            <Icon name="headset" size={15} />
            {t('forgot.customerService')}
          </button>
        </p>
      )}

      {formState === 'slider' && (
        <SliderCheck
          actorRef={snapshot.children.slider}
          onCancel={() => actorRef.send({ type: 'CANCEL_SLIDER' })}
          notice={context.errorCode === 'captcha_check_failed' ? t('slider.refused') : null}
        />
      )}
      {code === 'failed' && (
        <InlineDialog title={t('sms.failedTitle')} confirmLabel={t('common.ok')} onConfirm={() => actorRef.send({ type: 'DISMISS' })} testId="sms-failed">
          {t(errorKey(context.codeErrorCode))}
        </InlineDialog>
      )}
    </form>
  );
}
