import { useEffect, type FormEvent } from 'react';
import { serverFieldError } from '../../../../machines/formRules';
import type { PaymentPasswordRequest } from '../../../../server/shared/wire/wallet';
import { setPaymentPassword } from '../../../app/centreWithdrawals';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { formValues, useFieldError } from '../../account/useFieldError';
import { useSubmission } from '../../../app/useMachines';
import { paymentPasswordProblem } from './withdrawRules';

// A member without a payment password sets one before the first withdrawal. Its format is
// the merchant's field rule (6 digits by default), which only the server knows: its
// refusal carries the rule and is shown under the field, translated.

type Field = 'paymentPassword' | 'confirmPaymentPassword';

export function PaymentPasswordStep({ onSaved }: { onSaved: () => void }) {
  const t = useT();
  const fieldError = useFieldError();
  const form = useSubmission<PaymentPasswordRequest, { set: boolean }>((request, _key, options) => setPaymentPassword(request, options), paymentPasswordProblem);
  const saved = form.snapshot.matches('succeeded');

  useEffect(() => {
    if (saved) onSaved();
  }, [saved, onSaved]);

  const onField = form.errorCode ? serverFieldError(form.errorCode, form.errorValue) : undefined;
  const errorOf = (field: Field): string | undefined => {
    if (form.problem?.startsWith(`${field}.`)) return t(`centre.withdraw.problem.${form.problem}` as MessageKey);
    if (onField?.field === field) return fieldError(onField.error);
    return undefined;
  };
  const shownOnField = onField?.field === 'paymentPassword' || onField?.field === 'confirmPaymentPassword';
  const formError = form.errorCode && !shownOnField ? t(errorKey(form.errorCode)) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    form.submit({ paymentPassword: values.paymentPassword ?? '', confirmPaymentPassword: values.confirmPaymentPassword ?? '' });
  };

  const fields: { name: Field; label: MessageKey; hint?: MessageKey }[] = [
    { name: 'paymentPassword', label: 'centre.withdraw.password.new', hint: 'centre.withdraw.password.hint' },
    { name: 'confirmPaymentPassword', label: 'centre.withdraw.password.confirm' },
  ];

  return (
    <form className="wallet-form wallet-form--narrow" onSubmit={submit} noValidate data-testid="withdraw-password-form">
      <div className="withdraw-step">
        <span className="withdraw-step__icon" aria-hidden="true">
          <Icon name="key" size={20} />
        </span>
        <div>
          <h3 className="wallet-form__title">{t('centre.withdraw.password.title')}</h3>
          <p className="withdraw-step__text">{t('centre.withdraw.password.text')}</p>
        </div>
      </div>
      {fields.map(({ name, label, hint }) => (
        <Field key={name} label={t(label)} error={errorOf(name)} hint={hint ? t(hint) : undefined} testId={`withdraw-${name}-field`}>
          {({ inputId, describedBy, invalid }) => (
            <TextInput
              id={inputId}
              name={name}
              type="password"
              inputMode="numeric"
              autoComplete="new-password"
              maxLength={64}
              aria-describedby={describedBy}
              invalid={invalid}
              disabled={form.busy}
              data-testid={`withdraw-${name}`}
            />
          )}
        </Field>
      ))}
      {formError && <FormAlert testId="withdraw-password-error">{formError}</FormAlert>}
      <button type="submit" className="button button--primary wallet-form__submit" disabled={form.busy} data-testid="withdraw-password-submit">
        {form.busy ? t('centre.withdraw.sending') : t('centre.withdraw.password.submit')}
      </button>
    </form>
  );
}
