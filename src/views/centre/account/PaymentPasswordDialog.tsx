import type { FormEvent } from 'react';
import { fieldOf } from '../../../../machines/flowErrors';
import { serverFieldError } from '../../../../machines/formRules';
import type { PaymentPasswordRequest } from '../../../../server/shared/wire/wallet';
import { setPaymentPassword } from '../../../app/centreWithdrawals';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { formValues, useFieldError } from '../../account/useFieldError';
import { useCentre } from '../CentreContext';
import { useSubmission } from '../../../app/useMachines';
import './account.css';

type Fields = 'oldPaymentPassword' | 'paymentPassword' | 'confirmPaymentPassword';

/** The form's own checks, before anything is sent: a problem as `<field>:<message key>`. */
export function checkPaymentPassword(request: PaymentPasswordRequest, changing: boolean): string | null {
  if (changing && !request.oldPaymentPassword) return 'oldPaymentPassword:validation.required';
  if (!request.paymentPassword) return 'paymentPassword:validation.required';
  if (!request.confirmPaymentPassword) return 'confirmPaymentPassword:validation.required';
  if (request.paymentPassword !== request.confirmPaymentPassword) return 'confirmPaymentPassword:error.confirmation_mismatch';
  return null;
}

/**
 * Set the payment password withdrawals ask for, or change it with the current one. The
 * merchant's rule (6 digits unless set otherwise) is the server's: its refusal names
 * the field and the rule, shown under that field.
 */
export function PaymentPasswordDialog({ changing, onClose }: { changing: boolean; onClose: (saved: boolean) => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const { refresh } = useCentre();
  const form = useSubmission<PaymentPasswordRequest, { set: boolean }>(
    async (request, _key, options) => {
      const answer = await setPaymentPassword(request, options);
      refresh();
      return answer;
    },
    (request) => checkPaymentPassword(request, changing),
  );

  // A problem of the form's own check, or a refusal that names a field, shows under it.
  const own = form.problem ? { field: form.problem.split(':')[0]!, message: form.problem.split(':')[1]! } : null;
  const onField = form.errorCode ? serverFieldError(form.errorCode, form.errorValue) : undefined;
  const errorOf = (field: Fields): string | undefined => {
    if (own?.field === field) return t(own.message as MessageKey);
    if (onField?.field === field) return fieldError(onField.error);
    return undefined;
  };
  const triesLeft = fieldOf(form.errorValue, 'triesLeft');
  const title = t(changing ? 'centre.account.payment.changeTitle' : 'centre.account.payment.setTitle');

  if (form.snapshot.matches('succeeded')) {
    return (
      <Modal title={title} onClose={() => onClose(true)} closeLabel={t('common.close')} size="dialog" testId="payment-password">
        <div className="security-done" role="status" data-testid="payment-password-saved">
          <span className="security-done__icon">
            <Icon name="check" size={26} />
          </span>
          <p>{t(changing ? 'centre.account.payment.changed' : 'centre.account.payment.saved')}</p>
          <button type="button" className="button button--primary" onClick={() => onClose(true)} autoFocus data-testid="payment-password-done">
            {t('common.ok')}
          </button>
        </div>
      </Modal>
    );
  }

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const values = formValues(e.currentTarget);
    form.submit({
      ...(changing ? { oldPaymentPassword: values.oldPaymentPassword ?? '' } : {}),
      paymentPassword: values.paymentPassword ?? '',
      confirmPaymentPassword: values.confirmPaymentPassword ?? '',
    });
  };

  const fields: { name: Fields; label: MessageKey }[] = [
    ...(changing ? [{ name: 'oldPaymentPassword' as const, label: 'centre.account.payment.old' as const }] : []),
    { name: 'paymentPassword', label: 'centre.account.payment.new' },
    { name: 'confirmPaymentPassword', label: 'centre.account.payment.confirm' },
  ];

  return (
    <Modal title={title} onClose={() => onClose(false)} closeLabel={t('common.close')} testId="payment-password">
      <form className="security-form" onSubmit={submit} noValidate aria-busy={form.busy || undefined} data-testid="payment-password-form">
        <p className="security-form__intro">{t('centre.account.payment.intro')}</p>
        {fields.map((field) => (
          <Field key={field.name} label={t(field.label)} error={errorOf(field.name)} testId={`payment-${field.name}`}>
            {({ inputId, describedBy, invalid }) => (
              <TextInput
                id={inputId}
                name={field.name}
                type="password"
                inputMode="numeric"
                autoComplete={field.name === 'oldPaymentPassword' ? 'current-password' : 'new-password'}
                aria-describedby={describedBy}
                invalid={invalid}
                data-testid={`payment-${field.name}-input`}
              />
            )}
          </Field>
        ))}
        {form.errorCode && !onField && (
          <FormAlert testId="payment-password-error">
            {t(errorKey(form.errorCode))}
            {typeof triesLeft === 'number' && ` ${t('centre.account.bind.triesLeft', { count: triesLeft })}`}
          </FormAlert>
        )}
        <button type="submit" className="button button--primary button--large security-form__submit" disabled={form.busy} data-testid="payment-password-submit">
          {form.busy && <Spinner label={t('centre.account.payment.saving')} />}
          {t(form.busy ? 'centre.account.payment.saving' : 'centre.account.payment.submit')}
        </button>
      </form>
    </Modal>
  );
}
