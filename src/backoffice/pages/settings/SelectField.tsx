import { useId } from 'react';
import type { SettingsValues } from '../../../../machines/settingsForm.machine';
import { useCT, type ConsoleKey } from '../../intl';
import { FieldProblem } from './SettingsForm';
import type { SettingsFormApi } from './useSettingsForm';

/** A choice of the draft among fixed options (each shown by its label). */
export function SelectField<V extends SettingsValues>({ form, name, label, options }: { form: SettingsFormApi<V>; name: keyof V & string; label: ConsoleKey; options: readonly { value: string; label: string }[] }) {
  const t = useCT();
  const id = useId();
  const refused = form.refusedField(name);
  return (
    <div className="bo-field">
      <label htmlFor={id}>{t(label)}</label>
      <select id={id} name={name} value={String(form.draft[name] ?? '')} aria-invalid={refused || undefined} onChange={(e) => form.set(name, e.target.value as V[typeof name])}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {refused && <FieldProblem />}
    </div>
  );
}
