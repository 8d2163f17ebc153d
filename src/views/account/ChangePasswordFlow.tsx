import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine, ChangePasswordReason } from '../../../machines/changePassword.machine';
import { Field, FormAlert, PasswordInput, TextInput } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT, type MessageKey } from '../../i18n/useT';
import { formValues, useFieldError } from './useFieldError';
import './account.css';

type ChangeRef = ActorRefFrom<typeof changePasswordMachine>;

export const CHANGE_PASSWORD_TITLES: Record<ChangePasswordReason, MessageKey> = {
  firstLogin: 'changePassword.title.firstLogin',
  expired: 'changePassword.title.expired',
  required: 'changePassword.title.required',
  voluntary: 'changePassword.title.voluntary',
};

const INTROS: Record<ChangePasswordReason, MessageKey> = {
  firstLogin: 'changePassword.intro.firstLogin',
  expired: 'changePassword.intro.expired',
  required: 'changePassword.intro.required',
  voluntary: 'changePassword.intro.voluntary',
};

/**
 * Change password (spec sections 2 and 5): the username read-only, the current password
 * only when the login just made does not hold it, the new one and its confirmation.
 * Used by the popup (titled for a first login or an expired password) and the page.
 */
export function ChangePasswordFlow({ actorRef }: { actorRef: ChangeRef }) {
  const t = useT();
  const fieldError = useFieldError();
  const snapshot = useSelector(actorRef, (s) => s);
  const { context } = snapshot;
  const editing = snapshot.matches('editing');
  const oldPasswordShown = context.heldPassword === null;
  const forced = context.reason !== 'voluntary';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    actorRef.send({ type: 'SUBMIT', values: formValues(e.currentTarget) });
  };

  const passwordField = (field: 'oldPassword' | 'newPassword' | 'confirmNewPassword') => (
    <Field key={field} label={t(`field.${field}`)} error={fieldError(context.fieldErrors[field])} testId={`change-${field}`}>
      {({ inputId, describedBy, invalid }) => (
        <PasswordInput
          id={inputId}
          name={field}
          autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'}
          placeholder={field === 'newPassword' ? t('placeholder.newPassword') : undefined}
          aria-describedby={describedBy}
          invalid={invalid}
          visible={context.passwordVisible}
          onToggle={() => actorRef.send({ type: 'TOGGLE_PASSWORD' })}
          showLabel={t('password.show')}
          hideLabel={t('password.hide')}
          data-testid={`change-${field}-input`}
        />
      )}
    </Field>
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate data-testid="change-password-form" data-reason={context.reason} aria-busy={!editing || undefined}>
      <div className={`account-form__notice${forced ? ' account-form__notice--warning' : ''}`} data-testid="change-password-intro">
        <Icon name={forced ? 'warning' : 'lock'} size={22} />
        <p>{t(INTROS[context.reason])}</p>
      </div>
      <Field label={t('field.username')} testId="change-username">
        {({ inputId }) => <TextInput id={inputId} value={context.username} readOnly className="input--readonly" data-testid="change-username-input" />}
      </Field>
      {oldPasswordShown && passwordField('oldPassword')}
      {passwordField('newPassword')}
      {passwordField('confirmNewPassword')}
      {context.errorCode && <FormAlert>{t(errorKey(context.errorCode))}</FormAlert>}
      <button type="submit" className="button button--primary button--large account-form__submit" disabled={!editing} data-testid="change-password-submit">
        {!editing && <Spinner label={t('changePassword.saving')} />}
        {editing ? t('changePassword.submit') : t('changePassword.saving')}
      </button>
    </form>
  );
}
