import { useMachine } from '@xstate/react';
import { useMemo, useRef, type FormEvent } from 'react';
import type { ContactChannel } from '../../../../server/shared/wire/accounts';
import { contactBindingLogic } from '../../../app/centreLogic';
import { dialingCodesFor } from '../../../components/dialingCodes';
import { CodeInput, MobileInput } from '../../../components/codeFields';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT } from '../../../i18n/useT';
import { formValues, useFieldError } from '../../account/useFieldError';
import { useCentre } from '../CentreContext';
import { maskEmail, maskMobile, withPlus } from './mask';
import './account.css';

type CodeState = 'idle' | 'throttled' | 'sending' | 'counting';

/** The get-code button's look for each state of the flow. */
function codeStateOf(value: unknown): CodeState {
  if (value === 'throttled' || value === 'sending') return value;
  if (value && typeof value === 'object' && 'codeSent' in value) {
    const resend = (value as { codeSent: { resend: string } }).codeSent.resend;
    return resend === 'ready' ? 'idle' : resend === 'counting' ? 'counting' : (resend as CodeState);
  }
  return 'idle';
}

/**
 * Link (or change) the mobile number or the e-mail address: the number or address, a
 * code sent to it with the resend countdown, then the code. The flow is
 * machines/contactBinding.machine.ts; once bound the centre reloads the member.
 */
export function ContactBindingDialog({ channel, onClose }: { channel: ContactChannel; onClose: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const { member, refresh } = useCentre();
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const logic = useMemo(
    () =>
      contactBindingLogic.provide({
        actions: { announceBound: () => refreshRef.current() },
      }),
    [],
  );
  const [snapshot, send] = useMachine(logic, { input: { channel } });
  const { context } = snapshot;
  const mobile = channel === 'mobile';
  const linked = mobile ? member.mobileNum : member.email;
  const title = t(linked ? (mobile ? 'centre.account.bind.changeMobile' : 'centre.account.bind.changeEmail') : mobile ? 'centre.account.bind.linkMobile' : 'centre.account.bind.linkEmail');

  if (snapshot.matches('bound')) {
    const bound = context.member;
    const shown = mobile ? `${withPlus(bound?.countryDialingCode)} ${maskMobile(bound?.mobileNum ?? '')}` : maskEmail(bound?.email ?? '');
    return (
      <Modal title={title} onClose={onClose} closeLabel={t('common.close')} size="dialog" testId={`bind-${channel}`}>
        <div className="security-done" data-testid="bind-bound" role="status">
          <span className="security-done__icon">
            <Icon name="check" size={26} />
          </span>
          <p>{t(mobile ? 'centre.account.bind.mobileLinked' : 'centre.account.bind.emailLinked', { target: shown.trim() })}</p>
          <button type="button" className="button button--primary" onClick={onClose} data-testid="bind-done" autoFocus>
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  const code = codeStateOf(snapshot.value);
  const codeSent = snapshot.matches('codeSent');
  const verifying = snapshot.matches({ codeSent: { entry: 'verifying' } });
  const sentTo = context.sentTo;
  const sentLabel = sentTo ? ('email' in sentTo ? sentTo.email : `${sentTo.countryDialingCode ?? ''} ${sentTo.mobileNum}`.trim()) : '';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = formValues(e.currentTarget);
    send({ type: 'VERIFY', values, code: values.verificationCode ?? '' });
  };

  return (
    <Modal title={title} onClose={onClose} closeLabel={t('common.close')} testId={`bind-${channel}`}>
      <form className="security-form" onSubmit={submit} noValidate aria-busy={verifying || undefined} data-testid="bind-form" data-state={code}>
        <p className="security-form__intro">{t(mobile ? 'centre.account.bind.mobileIntro' : 'centre.account.bind.emailIntro')}</p>
        <Field label={t(mobile ? 'field.mobileNum' : 'field.email')} error={fieldError(context.fieldErrors.destination)} testId="bind-destination">
          {({ inputId, describedBy, invalid }) =>
            mobile ? (
              <MobileInput
                inputId={inputId}
                describedBy={describedBy}
                invalid={invalid}
                dialingCode={(member.countryDialingCode ?? '234').replace(/^\+/, '')}
                testId="bind-mobile-input"
              />
            ) : (
              <TextInput
                id={inputId}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('placeholder.email')}
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid="bind-email-input"
              />
            )
          }
        </Field>
        <Field label={t('centre.account.bind.code')} error={fieldError(context.fieldErrors.code)} testId="bind-code">
          {({ inputId, describedBy, invalid }) => (
            <CodeInput
              inputId={inputId}
              describedBy={describedBy}
              invalid={invalid}
              name="verificationCode"
              testId="bind-code-input"
              maxLength={8}
              placeholder={t('centre.account.bind.codePlaceholder')}
              state={code}
              secondsLeft={context.codeSecondsLeft}
              buttonTestId="bind-send-code"
              onSend={() => {
                const form = document.getElementById(inputId)?.closest('form');
                const values = form ? formValues(form) : {};
                send({ type: 'SEND_CODE', values: mobile ? { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode } : { email: values.email } });
              }}
            />
          )}
        </Field>
        {codeSent && !context.errorCode && sentLabel && (
          <p className="security-form__sent" role="status" data-testid="bind-sent">
            <Icon name="check" size={15} />
            {t('centre.account.bind.sent', { target: sentLabel })}
          </p>
        )}
        {context.errorCode && (
          <FormAlert testId="bind-error">
            {t(errorKey(context.errorCode))}
            {context.errorCode === 'invalid_code' && context.triesLeft !== null && ` ${t('centre.account.bind.triesLeft', { count: context.triesLeft })}`}
          </FormAlert>
        )}
        <button type="submit" className="button button--primary button--large security-form__submit" disabled={!codeSent || verifying} data-testid="bind-submit">
          {verifying && <Spinner label={t('centre.account.bind.verifying')} />}
          {t(verifying ? 'centre.account.bind.verifying' : 'centre.account.bind.submit')}
        </button>
      </form>
    </Modal>
  );
}
