import { type FormEvent } from 'react';
import { ADDRESS_MAX, FULL_NAME_MAX } from '../../../../server/shared/identityRules';
import type { IdentityDetailsRequest, IdentitySubmission } from '../../../api/identity';
import { sendIdentityDetails } from '../../../app/centreIdentity';
import { useSubmission } from '../../../app/useMachines';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { errorKey, useT } from '../../../i18n/useT';

// The basic level's details: name, birth date and address, checked here for presence and length
// (the shared limits) and by the server for the date and the age.

type Problem = `${keyof IdentityDetailsRequest}.${'required' | 'tooLong'}`;

function detailsProblem(form: IdentityDetailsRequest): Problem | null {
  if (!form.fullName.trim()) return 'fullName.required';
  if (form.fullName.trim().length > FULL_NAME_MAX) return 'fullName.tooLong';
  if (!form.birthDate) return 'birthDate.required';
  if (!form.address.trim()) return 'address.required';
  if (form.address.trim().length > ADDRESS_MAX) return 'address.tooLong';
  return null;
}

export function DetailsForm({ onSent }: { onSent: (submission: IdentitySubmission) => void }) {
  const t = useT();
  const details = useSubmission<IdentityDetailsRequest, IdentitySubmission>(async (form, _key, options) => {
    const sent = await sendIdentityDetails({ fullName: form.fullName.trim(), birthDate: form.birthDate, address: form.address.trim() }, options);
    onSent(sent);
    return sent;
  }, detailsProblem);
  const problem = (details.problem ?? '') as Problem | '';
  const code = details.errorCode;
  const fieldError = (field: keyof IdentityDetailsRequest, max?: number) =>
    problem === `${field}.required` ? t('verification.details.required') : problem === `${field}.tooLong` ? t('verification.details.tooLong', { max }) : undefined;
  const birthError = fieldError('birthDate') ?? (code === 'under_age' || code === 'bad_request' ? t(errorKey(code)) : undefined);
  const formError = code && code !== 'under_age' && code !== 'bad_request' ? t(errorKey(code)) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    details.submit({ fullName: String(data.get('fullName') ?? ''), birthDate: String(data.get('birthDate') ?? ''), address: String(data.get('address') ?? '') });
  };

  return (
    <form className="identity-form" onSubmit={submit} noValidate data-testid="identity-details-form">
      <Field label={t('verification.details.fullName')} error={fieldError('fullName', FULL_NAME_MAX)} testId="identity-full-name-field">
        {({ inputId, describedBy, invalid }) => (
          <TextInput id={inputId} name="fullName" autoComplete="name" maxLength={FULL_NAME_MAX} aria-describedby={describedBy} invalid={invalid} disabled={details.busy} data-testid="identity-full-name" />
        )}
      </Field>
      <Field label={t('verification.details.birthDate')} error={birthError} testId="identity-birth-date-field">
        {({ inputId, describedBy, invalid }) => (
          <TextInput id={inputId} name="birthDate" type="date" autoComplete="bday" aria-describedby={describedBy} invalid={invalid} disabled={details.busy} data-testid="identity-birth-date" />
        )}
      </Field>
      <Field label={t('verification.details.address')} error={fieldError('address', ADDRESS_MAX)} testId="identity-address-field">
        {({ inputId, describedBy, invalid }) => (
          <textarea
            id={inputId}
            className="input identity-form__address"
            name="address"
            rows={3}
            autoComplete="street-address"
            maxLength={ADDRESS_MAX}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            disabled={details.busy}
            data-testid="identity-address"
          />
        )}
      </Field>
      {formError && <FormAlert testId="identity-details-error">{formError}</FormAlert>}
      <button type="submit" className="button button--primary" disabled={details.busy} data-testid="identity-details-submit">
        {details.busy ? t('verification.details.sending') : t('verification.details.submit')}
      </button>
    </form>
  );
}
