import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '../../components/Link';
import type { ActorRefFrom } from 'xstate';
import { type RegisterField, type RegisterType, visibleRegisterFields } from '../../../machines/formRules';
import { registerSwitches, type registerMachine } from '../../../machines/register.machine';
import { CodeInput, MobileInput } from '../../components/codeFields';
import { CaptchaImage, Field, FormAlert, InlineDialog, PasswordInput, SegmentedTabs, TextInput } from '../../components/forms';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../i18n/useT';
import type { FlowLinks } from './flowLinks';
import { SliderCheck } from './SliderCheck';
import { formValues, useFieldError, valueOf } from './useFieldError';
import { ProviderButtons } from './ProviderButtons';
import './account.css';

type RegisterRef = ActorRefFrom<typeof registerMachine>;
type CodeState = 'idle' | 'throttled' | 'sending' | 'failed' | 'counting';
type MachineCodeState = CodeState | 'sendingToProvider';

const INPUT_TYPES: Partial<Record<RegisterField, { type?: string; inputMode?: 'numeric' | 'email' | 'text'; autoComplete?: string }>> = {
  username: { autoComplete: 'username' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  payeeName: { autoComplete: 'name' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { inputMode: 'numeric' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  birthday: { inputMode: 'numeric', autoComplete: 'bday' },
  paymentPassword: { type: 'password', inputMode: 'numeric', autoComplete: 'off' },
};

/**
 * The registration form (spec sections 2, 4 and 5): fields from the merchant's rules,
 * by username or by mobile (tabs only when both are on), the SMS code with its countdown,
 * the captcha, the invitation code (hidden when the address brought a valid one), the
 * terms ticked by default, links to log in, the terms and the user agreement. Used by the
 * registration popup and the /register page.
 */
export function RegisterFlow({ actorRef, links }: { actorRef: RegisterRef; links: FlowLinks }) {
  const t = useT();
  const fieldError = useFieldError();
  const snapshot = useSelector(actorRef, (s) => s);
  const { context } = snapshot;

  if (snapshot.matches('loading') || snapshot.matches('checkingAffiliate')) {
    return (
      <div className="account-status" data-testid="register-loading">
        <Spinner size="large" label={t(snapshot.matches('loading') ? 'register.loading' : 'register.checkingInvitation')} />
      </div>
    );
  }
  if (snapshot.matches('loadFailed')) {
    return (
      <div className="account-status" data-testid="register-load-failed">
        <p>{t('register.loadFailed')}</p>
        <p className="account-status__detail">{t(errorKey(context.errorCode))}</p>
        <button type="button" className="button button--primary" onClick={() => actorRef.send({ type: 'RETRY' })} data-testid="register-retry">
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (snapshot.matches('unavailable')) {
    return (
      <EmptyState icon="lock" title={t('register.unavailable.title')} testId="register-unavailable">
        {t('register.unavailable.text')}
      </EmptyState>
    );
  }

  const ready = snapshot.matches('ready') ? (snapshot.value as { ready: { form: string | { editing: string }; code: MachineCodeState } }).ready : null;
  const form = ready?.form ?? 'finished';
  const formState = typeof form === 'string' ? form : 'editing';
  const cooling = typeof form === 'object' && form.editing === 'cooling';
  // A code on its way is one to the player, whoever sends it (the portal or its SMS sign-in provider).
  const code: CodeState = ready?.code === 'sendingToProvider' ? 'sending' : (ready?.code ?? 'idle');
  const editing = formState === 'editing';
  const busy = ['verifyingAffiliate', 'slider', 'verifyingPhone', 'registering', 'thirdParty', 'loadingInfo', 'finished'].includes(formState);
  const switches = registerSwitches(context.settings);
  const rules = context.settings?.fields ?? [];
  const fields = visibleRegisterFields(rules, { type: context.type, smsVerification: switches.smsVerification, affiliateHidden: context.affiliateHidden });
  const ruleOf = (field: string) => rules.find((r) => r.field === field);
  const countryPicker = !!ruleOf('countryDialingCode')?.enabled;
  const requiredFields = new Set<string>(['username', 'password', 'confirmPassword', ...(context.type === 'registerMobile' || switches.smsVerification ? ['mobileNum'] : []), ...(switches.smsVerification ? ['verificationCode'] : [])]);
  const optional = (field: string) => (!requiredFields.has(field) && !ruleOf(field)?.required ? t('field.optional') : undefined);

  /** The form as typed, and the terms box apart. */
  const typed = (form: HTMLFormElement) => {
    const values = formValues(form);
    const termsAccepted = values.termsAccepted === 'on';
    delete values.termsAccepted;
    return { values, termsAccepted };
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    actorRef.send({ type: 'SUBMIT', ...typed(e.currentTarget) });
  };

  const renderField = (field: RegisterField) => {
    const error = fieldError(context.fieldErrors[field]);
    const label = t(`field.${field}` as MessageKey);
    const testId = `register-${field}`;
    switch (field) {
      case 'password':
      case 'confirmPassword':
        return (
          <Field key={field} label={label} error={error} testId={testId}>
            {({ inputId, describedBy, invalid }) => (
              <PasswordInput
                id={inputId}
                name={field}
                autoComplete="new-password"
                placeholder={field === 'password' ? t('placeholder.newPassword') : undefined}
                aria-describedby={describedBy}
                invalid={invalid}
                visible={context.passwordVisible}
                onToggle={() => actorRef.send({ type: 'TOGGLE_PASSWORD' })}
                showLabel={t('password.show')}
                hideLabel={t('password.hide')}
                data-testid={`${testId}-input`}
              />
            )}
          </Field>
        );
      case 'mobileNum':
        return (
          <Field key={field} label={label} error={error} testId={testId} optional={optional(field)} hint={context.type === 'registerMobile' ? t('register.mobileIsUsername') : undefined}>
            {({ inputId, describedBy, invalid }) =>
              countryPicker ? (
                <MobileInput inputId={inputId} describedBy={describedBy} invalid={invalid} dialingCode={context.dialingCode} testId={`${testId}-input`} />
              ) : (
                <TextInput id={inputId} name="mobileNum" type="tel" inputMode="numeric" autoComplete="tel-national" placeholder={t('placeholder.mobileNum')} aria-describedby={describedBy} invalid={invalid} data-testid={`${testId}-input`} />
              )
            }
          </Field>
        );
      case 'verificationCode':
        return (
          <Field key={field} label={label} error={error} testId={testId}>
            {({ inputId, describedBy, invalid }) => (
              <CodeInput
                inputId={inputId}
                describedBy={describedBy}
                invalid={invalid}
                name="verificationCode"
                testId={`${testId}-input`}
                state={code}
                secondsLeft={context.codeSecondsLeft}
                onSend={() => {
                  const el = document.getElementById(inputId);
                  actorRef.send({ type: 'SEND_CODE', mobileNum: valueOf(el, 'mobileNum'), countryDialingCode: valueOf(el, 'countryDialingCode') || `+${context.dialingCode}` });
                }}
              />
            )}
          </Field>
        );
      case 'captcha':
        return (
          <Field key={field} label={label} error={error} testId={testId}>
            {({ inputId, describedBy, invalid }) => (
              <div className="input-group">
                <TextInput id={inputId} name="captcha" autoComplete="off" placeholder={t('placeholder.captcha')} aria-describedby={describedBy} invalid={invalid} data-testid={`${testId}-input`} />
                <CaptchaImage
                  image={context.captcha?.image ?? null}
                  refreshing={formState === 'loadingCaptcha'}
                  canRefresh={editing && !cooling && (code === 'idle' || code === 'counting')}
                  onRefresh={() => actorRef.send({ type: 'REFRESH_CAPTCHA' })}
                  labels={{ image: t('captcha.image'), refresh: t('captcha.refresh'), failed: t('captcha.failed') }}
                />
              </div>
            )}
          </Field>
        );
      default: {
        const input = INPUT_TYPES[field] ?? {};
        const placeholder =
          field === 'birthday'
            ? t(ruleOf('birthday')?.patternId === 'DATE_MDY' ? 'placeholder.birthdayMdy' : 'placeholder.birthday')
            : field === 'email'
              ? t('placeholder.email')
              : field === 'affiliateCode'
                ? t('placeholder.affiliateCode')
                : undefined;
        return (
          <Field key={field} label={label} error={error} testId={testId} optional={optional(field)}>
            {({ inputId, describedBy, invalid }) => (
              <TextInput
                id={inputId}
                name={field}
                {...input}
                defaultValue={field === 'affiliateCode' ? (context.affiliateCode ?? undefined) : undefined}
                placeholder={placeholder}
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid={`${testId}-input`}
              />
            )}
          </Field>
        );
      }
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="register-form" data-type={context.type} aria-busy={busy || undefined}>
      {switches.tabs && (
        <SegmentedTabs<RegisterType>
          label={t('register.title')}
          testId="register-tabs"
          value={context.type}
          onChange={(registerType) => actorRef.send({ type: 'SELECT_TYPE', registerType })}
          options={[
            { value: 'register', label: t('register.tab.username') },
            { value: 'registerMobile', label: t('register.tab.mobile') },
          ]}
        />
      )}
      {context.affiliateHidden && context.affiliateCode && (
        <p className="account-form__badge" data-testid="register-invited">
          <Icon name="check" size={16} />
          {t('register.invited', { code: context.affiliateCode })}
        </p>
      )}
      <div className="account-form__grid">
        {fields.map(renderField)}
      </div>

      <label className="checkbox" data-testid="register-terms">
        <input type="checkbox" name="termsAccepted" defaultChecked data-testid="register-terms-input" />
        <span>
          <FormattedMessage
            id="register.terms"
            values={{
              terms: (
                <Link to="/help#terms" data-testid="register-terms-link">
                  {t('register.termsLink')}
                </Link>
              ),
              agreement: (
                <Link to="/help" data-testid="register-agreement-link">
                  {t('register.agreementLink')}
                </Link>
              ),
            }}
          />
        </span>
      </label>

      {context.errorCode && formState !== 'invalidInvitation' && formState !== 'slider' && <FormAlert>{t(errorKey(context.errorCode))}</FormAlert>}

      <button type="submit" className="button button--primary button--large account-form__submit" disabled={!editing || code === 'sending' || code === 'failed' || code === 'throttled'} data-testid="register-submit">
        {busy && <Spinner label={t('register.creating')} />}
        {busy ? t('register.creating') : t('register.submit')}
      </button>

      <ProviderButtons
        providers={context.providers}
        enabled={editing && code !== 'sending' && code !== 'failed' && code !== 'throttled'}
        waitingFor={formState === 'thirdParty' ? context.provider : null}
        onChoose={(provider, form) => {
          if (form) actorRef.send({ type: 'SIGN_IN_WITH', provider, ...typed(form) });
        }}
        testId="register-providers"
      />

      {links.openLogin && (
        <p className="account-form__links account-form__links--center">
          {t('register.haveAccount')}{' '}
          <button type="button" className="link-button link-button--strong" onClick={links.openLogin} data-testid="register-login">
            {t('register.login')}
          </button>
        </p>
      )}

      {formState === 'termsWarning' && (
        <InlineDialog title={t('register.termsTitle')} confirmLabel={t('common.ok')} onConfirm={() => actorRef.send({ type: 'DISMISS' })} testId="register-terms-warning">
          {t('error.terms_not_accepted')}
        </InlineDialog>
      )}
      {formState === 'invalidInvitation' && (
        <InlineDialog title={t('register.invalidInvitationTitle')} confirmLabel={t('common.submit')} onConfirm={() => actorRef.send({ type: 'DISMISS' })} testId="register-invalid-invitation">
          {t('register.invalidInvitationText')}
        </InlineDialog>
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
