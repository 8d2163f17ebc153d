import { useId, type ReactNode } from 'react';
import type { SettingsValues } from '../../../../machines/settingsForm.machine';
import { type ConsoleKey, useCT, useErrorText } from '../../intl';
import type { SettingsFormApi } from './useSettingsForm';

/** A settings group's form: its fields, the answer of the last save, and the save button. */
export function SettingsForm<V extends SettingsValues>({ form, title, testId, children }: { form: SettingsFormApi<V>; title: string; testId: string; children: ReactNode }) {
  const t = useCT();
  const errorText = useErrorText();
  const id = useId();
  return (
    <form
      className="bo-card bo-form"
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        form.save();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
      {form.saved && (
        <p className="bo-notice" role="status" data-testid="bo-settings-saved">
          {t('backoffice.settings.saved')}
        </p>
      )}
      {form.refused && (
        <p className="bo-error" role="alert" data-testid="bo-settings-refused">
          {Object.keys(form.fieldErrors).length ? t('backoffice.settings.refused') : errorText(form.errorCode)}
        </p>
      )}
      <button type="submit" className="bo-button bo-button--primary" disabled={form.saving}>
        {t(form.saving ? 'backoffice.settings.saving' : 'backoffice.settings.save')}
      </button>
    </form>
  );
}

type Input = { type?: 'text' | 'datetime-local' | 'number'; multiline?: boolean; inputMode?: 'numeric' | 'decimal' };

/** A text field of the draft, with the server's refusal of it beside it. */
export function TextField<V extends SettingsValues>({ form, name, label, type = 'text', multiline, inputMode, path = name }: { form: SettingsFormApi<V>; name: keyof V & string; label: ConsoleKey; path?: string } & Input) {
  const t = useCT();
  const id = useId();
  const value = form.draft[name];
  const text = value === null || value === undefined ? '' : String(value);
  const refused = form.refusedField(path);
  const props = {
    id,
    name,
    value: text,
    'aria-invalid': refused || undefined,
    'aria-describedby': refused ? `${id}-error` : undefined,
    onChange: (e: { target: { value: string } }) => form.set(name, (type === 'number' ? (e.target.value === '' ? null : Number(e.target.value)) : e.target.value) as V[typeof name]),
  };
  return (
    <div className="bo-field">
      <label htmlFor={id}>{t(label)}</label>
      {multiline ? <textarea rows={3} {...props} /> : <input type={type} inputMode={inputMode} autoComplete="off" {...props} />}
      {refused && <FieldProblem id={`${id}-error`} />}
    </div>
  );
}

/** A yes/no of the draft, with what it does under its name when `hint` says. */
export function CheckField<V extends SettingsValues>({ form, name, label, hint }: { form: SettingsFormApi<V>; name: keyof V & string; label: string; hint?: ReactNode }) {
  return (
    <label className="bo-check">
      <input type="checkbox" name={name} checked={Boolean(form.draft[name])} onChange={(e) => form.set(name, e.target.checked as V[typeof name])} />
      <span>
        {label}
        {hint && <span className="bo-muted bo-hint">{hint}</span>}
      </span>
    </label>
  );
}

export function FieldProblem({ id }: { id?: string }) {
  const t = useCT();
  return (
    <span className="bo-error" id={id}>
      {t('backoffice.settings.fieldInvalid')}
    </span>
  );
}
