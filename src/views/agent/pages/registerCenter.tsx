import { useId, useRef, type FormEvent } from 'react';
import { downlineProblem } from '../../../../machines/formRules';
import type { NewDownline, Registered } from '../../../../server/shared/wire/agent';
import { addDownline } from '../../../app/agentLoaders';
import { useSubmission } from '../../../app/useMachines';
import { Field, FormAlert, TextInput } from '../../../components/forms';
import { Icon } from '../../../components/Icon';
import { errorKey, useT, type MessageKey } from '../../../i18n/useT';
import { AgentPageTitle } from '../AgentPageTitle';
import { InvitationLinks } from '../InvitationLinks';
import '../../centre/wallet/wallet.css';

type RegisterForm = NewDownline & { confirmPassword: string };

/** The first problem of the form, as `agent.register.problem.<code>` (machines/formRules.ts); the server checks again. */
const registerProblem = (form: RegisterForm): string | null => downlineProblem(form);

/**
 * Register account (registerCenter, spec section 2, AGENT-06): my invitation links, through
 * which players register into my team themselves, and a direct downline member or agent with
 * a password I choose; its first login asks for a new one.
 */
export default function RegisterCenter() {
  const t = useT();
  const titleId = useId();
  const form = useRef<HTMLFormElement>(null);
  const register = useSubmission<RegisterForm, Registered>(
    async (payload, _key, options) => {
      const { confirmPassword: _confirm, ...body } = payload;
      const result = await addDownline(body, options);
      form.current?.reset();
      return result;
    },
    registerProblem,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    register.submit({ account: text('account'), password: String(data.get('password') ?? ''), confirmPassword: String(data.get('confirmPassword') ?? ''), nickname: text('nickname') || undefined, type: data.get('type') === 'agent' ? 'agent' : 'member' });
  };
  const problem = register.problem;
  const serverError = register.snapshot.matches('failed') ? t(errorKey(register.errorCode)) : null;
  const fieldError = (name: string) => (problem === name ? t(`agent.register.problem.${name}` as MessageKey) : undefined);
  const done = register.snapshot.matches('succeeded') ? register.result : null;

  return (
    <section className="wallet-page" aria-labelledby={titleId} data-testid="agent-page-registerCenter">
      <AgentPageTitle page="registerCenter" id={titleId} subtitle={t('agent.register.subtitle')} />
      <InvitationLinks />
      <form ref={form} className="wallet-form wallet-form--narrow" onSubmit={submit} noValidate data-testid="register-downline-form">
        <RegisterType />
        <Field label={t('agent.register.account')} error={fieldError('account')} hint={t('agent.register.accountHint')} testId="downline-account">
          {({ inputId, describedBy, invalid }) => <TextInput id={inputId} name="account" autoComplete="off" aria-describedby={describedBy} invalid={invalid} data-testid="downline-account-input" />}
        </Field>
        <Field label={t('agent.register.nickname')} optional={t('agent.register.optional')} testId="downline-nickname">
          {({ inputId }) => <TextInput id={inputId} name="nickname" autoComplete="off" data-testid="downline-nickname-input" />}
        </Field>
        <Field label={t('agent.register.password')} error={fieldError('password')} hint={t('agent.register.passwordHint')} testId="downline-password">
          {({ inputId, describedBy, invalid }) => <TextInput id={inputId} name="password" type="password" autoComplete="new-password" aria-describedby={describedBy} invalid={invalid} data-testid="downline-password-input" />}
        </Field>
        <Field label={t('agent.register.confirm')} error={fieldError('confirm')} testId="downline-confirm">
          {({ inputId, describedBy, invalid }) => <TextInput id={inputId} name="confirmPassword" type="password" autoComplete="new-password" aria-describedby={describedBy} invalid={invalid} data-testid="downline-confirm-input" />}
        </Field>
        {serverError && <FormAlert testId="register-downline-error">{serverError}</FormAlert>}
        {done && (
          <div className="wallet-note wallet-note--success" role="status" data-testid="register-downline-success">
            <Icon name="check" size={18} />
            <div>
              <strong>{t(done.isAgent ? 'agent.register.doneAgent' : 'agent.register.doneMember', { account: done.account })}</strong>
              <p>{t('agent.register.doneText')}</p>
            </div>
          </div>
        )}
        <button type="submit" className="button button--primary button--large wallet-form__submit" disabled={register.busy} data-testid="register-downline-submit">
          {register.busy ? t('agent.register.sending') : t('agent.register.submit')}
        </button>
      </form>
    </section>
  );
}

/** Member or agent: two radio buttons drawn as a segmented switch; the form reads the choice when sent. */
function RegisterType() {
  const t = useT();
  return (
    <fieldset className="agent-type" data-testid="downline-type">
      <legend className="field__label">{t('agent.register.type')}</legend>
      {(['member', 'agent'] as const).map((value) => (
        <label key={value} className="agent-type__option">
          <input type="radio" name="type" value={value} defaultChecked={value === 'member'} data-testid={`downline-type-${value}`} />
          <span>{t(value === 'member' ? 'agent.register.typeMember' : 'agent.register.typeAgent')}</span>
        </label>
      ))}
    </fieldset>
  );
}
