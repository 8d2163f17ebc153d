import { useMemo } from 'react';
import type { FieldRule } from '../../../../server/shared/wire/accounts';
import type { RegisterFieldChange } from '../../../../server/shared/wire/operator';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import { PATTERN_IDS } from '../../../../server/shared/registerRules';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { SelectField } from './SelectField';
import { CheckField, SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

/** One form per field of the registration form: on, required, pattern variant, lengths. */
export function RegisterFieldForms({ settings }: { settings: SystemSettings }) {
  return (
    <>
      {settings.registerFields.map((rule) => (
        <RegisterFieldForm key={`${settings.merchantCode} ${rule.field}`} merchantCode={settings.merchantCode} rule={rule} />
      ))}
    </>
  );
}

type Draft = { enabled: boolean; required: boolean; patternId: string; minLength: number | null; maxLength: number | null };

function RegisterFieldForm({ merchantCode, rule }: { merchantCode: string; rule: FieldRule }) {
  const t = useCT();
  const { token } = useStaffSession();
  const values = useMemo<Draft>(() => ({ enabled: rule.enabled, required: rule.required, patternId: rule.patternId, minLength: rule.minLength, maxLength: rule.maxLength }), [rule]);
  const form = useSettingsForm(values, (d, signal) => {
    const body: RegisterFieldChange = { merchantCode, field: rule.field as RegisterFieldChange['field'], enabled: d.enabled, required: d.required, patternId: d.patternId as RegisterFieldChange['patternId'] };
    if (d.minLength !== null) body.minLength = d.minLength;
    if (d.maxLength !== null) body.maxLength = d.maxLength;
    return api.putRegisterField(token, body, { signal });
  });
  return (
    <SettingsForm form={form} title={rule.field} testId={`bo-settings-field-${rule.field}`}>
      <CheckField form={form} name="enabled" label={t('backoffice.settings.enabled')} />
      <CheckField form={form} name="required" label={t('backoffice.settings.registration.required')} />
      <SelectField form={form} name="patternId" label="backoffice.settings.registration.pattern" options={PATTERN_IDS.map((id) => ({ value: id, label: id }))} />
      <TextField form={form} name="minLength" label="backoffice.settings.registration.min" type="number" inputMode="numeric" />
      <TextField form={form} name="maxLength" label="backoffice.settings.registration.max" type="number" inputMode="numeric" />
    </SettingsForm>
  );
}
