import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/Link';
import type { ActorRefFrom } from 'xstate';
import type { LoginType } from '../../../machines/formRules';
import type { loginMachine } from '../../../machines/login.machine';
import { CodeInput, MobileInput } from '../../components/codeFields';
import { CaptchaImage, Field, FormAlert, InlineDialog, PasswordInput, SegmentedTabs, TextInput } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { storage } from '../../storage/storage';
import { useIntl } from 'react-intl';
import { errorKey, useT, type MessageKey } from '../../i18n/useT';
import type { FlowLinks } from './flowLinks';
import { ProviderButtons } from './ProviderButtons';
import { SliderCheck } from './SliderCheck';
import { formValues, useFieldError, valueOf } from './useFieldError';
import './account.css';

type LoginRef = ActorRefFrom<typeof loginMachine>;
type CodeState = 'idle' | 'throttled' | 'slider' | 'sending' | 'failed' | 'counting';
type MachineCodeState = CodeState | 'sendingToProvider';

const EXTRA_LABELS: Record<string, MessageKey> = {
  mobile: 'login.extra.label.mobile',
  sms: 'login.extra.label.sms',
  email: 'login.extra.label.email',
  bankName: 'login.extra.label.bankName',
};
const EXTRA_TEXTS: Record<string, MessageKey> = {
  mobile: 'login.extra.mobile',
  sms: 'login.extra.sms',
  email: 'login.extra.email',
  bankName: 'login.extra.bankName',
};

/**
 * The login form (spec sections 2 and 5): by username and password, or (tabs with
 * MOBILEVERCODELOGIN3) by mobile number and SMS code; the captcha when asked for; the
 * slider check and the extra check over the form; the merchant's third-party sign-in
 * (Google, Facebook); links to register, forgot password and the terms. Used by the login
 * popup and the /login page.
 */
export function LoginFlow({ actorRef, links }: { actorRef: LoginRef; links: FlowLinks }) {
  const t = useT();
  const intl = useIntl();
  const fieldError = useFieldError();
  const snapshot = useSelector(actorRef, (s) => s);
  const { context } = snapshot;
  const form = (typeof snapshot.value === 'object' && 'active' in snapshot.value ? (snapshot.value.active as { form: unknown }).form : null) as
    | string
    | { editing: string }
    | null;
  const machineCode = (typeof snapshot.value === 'object' && 'active' in snapshot.value ? (snapshot.value.active as { code: MachineCodeState }).code : 'idle') as MachineCodeState;
  // A code on its way is one to the player, whoever sends it (the portal or its SMS sign-in provider).
  const code: CodeState = machineCode === 'sendingToProvider' ? 'sending' : machineCode;
  const formState = typeof form === 'string' ? form : form ? 'editing' : 'finished';
  const editing = formState === 'editing';
  const cooling = typeof form === 'object' && form?.editing === 'cooling';
  const busy = formState === 'verifyingPhone' || formState === 'authenticating' || formState === 'loadingInfo' || formState === 'finished' || formState === 'thirdParty';
  const isSms = context.type === 'sms';
  const codeBusy = code === 'throttled' || code === 'slider' || code === 'sending' || code === 'failed';
  // The name the remember-me box kept at the last login (read once; the machine stores it on success).
  const [remembered] = useState(() => storage.rememberedAccount());

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    actorRef.send({ type: 'SUBMIT', values: formValues(e.currentTarget) });
  };

  if (formState === 'extraCheck' && context.extraCheck) {
    const check = context.extraCheck;
    return (
      <form
        className="account-form"
        data-testid="login-extra-check"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actorRef.send({ type: 'SUBMIT_CHECK', value: formValues(e.currentTarget).extraCheck ?? '' });
        }}
      >
        <div className="account-form__notice">
          <Icon name="shield" size={22} />
          <div>
            <strong>{t('login.extra.title')}</strong>
            <p>{t(EXTRA_TEXTS[check.method] ?? 'login.extra.email', { target: check.target ?? '' })}</p>
          </div>
        </div>
        <Field label={t(EXTRA_LABELS[check.method] ?? 'login.extra.label.email')} error={fieldError(context.fieldErrors.extraCheck)} testId="extra-check">
          {({ inputId, describedBy, invalid }) => (
            <TextInput id={inputId} name="extraCheck" autoComplete="off" aria-describedby={describedBy} invalid={invalid} data-testid="extra-check-input" autoFocus />
          )}
        </Field>
        {context.errorCode && (
          <FormAlert>
            {t(errorKey(context.errorCode))}
            {context.triesLeft !== null && <> {t('login.extra.triesLeft', { count: context.triesLeft })}</>}
          </FormAlert>
        )}
        <div className="account-form__row">
          <button type="button" className="button button--ghost" onClick={() => actorRef.send({ type: 'CANCEL_CHECK' })} data-testid="extra-check-cancel">
            {t('common.back')}
          </button>
          <button type="submit" className="button button--primary button--large account-form__submit" data-testid="extra-check-submit">
            {t('login.extra.submit')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="login-form" data-type={context.type} aria-busy={busy || undefined}>
      {context.smsLogin && (
        <SegmentedTabs<LoginType>
          label={t('login.title')}
          testId="login-tabs"
          value={context.type}
          onChange={(loginType) => actorRef.send({ type: 'SELECT_TYPE', loginType })}
          options={[
            { value: 'username', label: t('login.tab.username') },
            { value: 'sms', label: t('login.tab.mobile') },
          ]}
        />
      )}

      {isSms ? (
        <>
          <Field label={t('field.mobileNum')} error={fieldError(context.fieldErrors.mobileNum)} testId="login-mobile">
            {({ inputId, describedBy, invalid }) => (
              <MobileInput inputId={inputId} describedBy={describedBy} invalid={invalid} dialingCode={context.dialingCode} testId="login-mobile-input" />
            )}
          </Field>
          <Field label={t('field.code')} error={fieldError(context.fieldErrors.code)} testId="login-code">
            {({ inputId, describedBy, invalid }) => (
              <CodeInput
                inputId={inputId}
                describedBy={describedBy}
                invalid={invalid}
                name="code"
                testId="login-code-input"
                state={code}
                secondsLeft={context.codeSecondsLeft}
                onSend={() => {
                  const el = document.getElementById(inputId);
                  actorRef.send({ type: 'SEND_CODE', mobileNum: valueOf(el, 'mobileNum'), countryDialingCode: valueOf(el, 'countryDialingCode') });
                }}
              />
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label={t('field.username')} error={fieldError(context.fieldErrors.username)} testId="login-username">
            {({ inputId, describedBy, invalid }) => (
              <TextInput id={inputId} name="username" autoComplete="username" defaultValue={remembered ?? undefined} placeholder={t('placeholder.username')} aria-describedby={describedBy} invalid={invalid} data-testid="login-username-input" />
            )}
          </Field>
          <Field label={t('field.password')} error={fieldError(context.fieldErrors.password)} testId="login-password">
            {({ inputId, describedBy, invalid }) => (
              <PasswordInput
                id={inputId}
                name="password"
                autoComplete="current-password"
                placeholder={t('placeholder.password')}
                aria-describedby={describedBy}
                invalid={invalid}
                visible={context.passwordVisible}
                onToggle={() => actorRef.send({ type: 'TOGGLE_PASSWORD' })}
                showLabel={t('password.show')}
                hideLabel={t('password.hide')}
                data-testid="login-password-input"
              />
            )}
          </Field>
          {context.captchaShown && (
            <Field label={t('field.captcha')} error={fieldError(context.fieldErrors.captcha)} testId="login-captcha">
              {({ inputId, describedBy, invalid }) => (
                <div className="input-group">
                  <TextInput id={inputId} name="captcha" autoComplete="off" placeholder={t('placeholder.captcha')} aria-describedby={describedBy} invalid={invalid} data-testid="login-captcha-input" />
                  <CaptchaImage
                    image={context.captcha?.image ?? null}
                    refreshing={formState === 'loadingCaptcha'}
                    canRefresh={editing && !cooling}
                    onRefresh={() => actorRef.send({ type: 'REFRESH_CAPTCHA' })}
                    labels={{ image: t('captcha.image'), refresh: t('captcha.refresh'), failed: t('captcha.failed') }}
                  />
                </div>
              )}
            </Field>
          )}
          <label className="checkbox" data-testid="login-remember">
            <input type="checkbox" name="remember" defaultChecked={remembered !== null} data-testid="login-remember-input" />
            <span>{t('login.rememberMe')}</span>
          </label>
        </>
      )}

      {context.errorCode && formState !== 'slider' && (
        <FormAlert>{t(errorKey(context.errorCode), { until: context.errorUntil ? intl.formatDate(context.errorUntil, { dateStyle: 'medium', timeStyle: 'short' }) : '' })}</FormAlert>
      )}

      <button type="submit" className="button button--primary button--large account-form__submit" disabled={!editing || (isSms && codeBusy)} data-testid="login-submit">
        {busy ? <Spinner label={t('login.signingIn')} /> : null}
        {busy ? t('login.signingIn') : t('login.submit')}
      </button>

      <ProviderButtons
        providers={context.providers}
        enabled={editing}
        waitingFor={formState === 'thirdParty' ? context.provider : null}
        onChoose={(provider) => actorRef.send({ type: 'SIGN_IN_WITH', provider })}
        testId="login-providers"
      />

      <div className="account-form__links">
        {links.openForgot && (
          <button type="button" className="link-button" onClick={links.openForgot} data-testid="login-forgot">
            {t('login.forgot')}
          </button>
        )}
        {links.openRegister && (
          <span>
            {t('login.noAccount', { brand: t('app.name') })}{' '}
            <button type="button" className="link-button link-button--strong" onClick={links.openRegister} data-testid="login-register">
              {t('login.register')}
            </button>
          </span>
        )}
      </div>
      {links.freePlay && (
        <button type="button" className="button button--ghost account-form__secondary" onClick={links.freePlay} data-testid="login-free-play">
          <Icon name="play" size={16} />
          {t('header.freePlay')}
        </button>
      )}
      <p className="account-form__terms">
        <FormattedMessage
          id="login.terms"
          values={{
            terms: (
              <Link to="/help#terms" data-testid="login-terms">
                {t('login.termsLink')}
              </Link>
            ),
          }}
        />
      </p>

      {formState === 'slider' && (
        <SliderCheck
          actorRef={snapshot.children.slider}
          onCancel={() => actorRef.send({ type: 'CANCEL_SLIDER' })}
          notice={context.errorCode === 'captcha_check_failed' ? t('slider.refused') : null}
        />
      )}
      {code === 'slider' && (
        <SliderCheck
          actorRef={snapshot.children.codeSlider}
          onCancel={() => actorRef.send({ type: 'CANCEL_SLIDER' })}
          notice={context.codeErrorCode === 'captcha_check_failed' ? t('slider.refused') : null}
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
