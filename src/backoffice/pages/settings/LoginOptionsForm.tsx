import { useMemo } from 'react';
import { LOGIN_EXTRA_CHECKS } from '../../../../server/shared/merchantSettings';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { SelectField } from './SelectField';
import { SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

type Draft = { codeExpiredMinutes: number | null; passwordMaxAgeDays: number | null; loginExtraCheck: string };

/** The merchant's login options (PUT /api/operator/system): how long codes last, password expiry, the extra check on a new IP or device. */
export function LoginOptionsForm({ settings }: { settings: SystemSettings }) {
  const t = useCT();
  const { token } = useStaffSession();
  const { login, merchantCode } = settings;
  const values = useMemo<Draft>(() => ({ ...login }), [login]);
  const form = useSettingsForm(values, (d, signal) =>
    api.putSystem(
      token,
      {
        merchantCode,
        // An empty number is left as stored (the server refuses what is out of range, beside its field).
        ...(d.codeExpiredMinutes === null ? {} : { codeExpiredMinutes: d.codeExpiredMinutes }),
        passwordMaxAgeDays: d.passwordMaxAgeDays,
        loginExtraCheck: d.loginExtraCheck as (typeof LOGIN_EXTRA_CHECKS)[number],
      },
      { signal },
    ),
  );
  return (
    <SettingsForm form={form} title={t('backoffice.settings.group.login')} testId="bo-settings-login">
      <TextField form={form} name="codeExpiredMinutes" type="number" inputMode="numeric" label="backoffice.settings.login.codeMinutes" />
      <TextField form={form} name="passwordMaxAgeDays" type="number" inputMode="numeric" label="backoffice.settings.login.passwordDays" />
      <SelectField form={form} name="loginExtraCheck" label="backoffice.settings.login.extraCheck" options={LOGIN_EXTRA_CHECKS.map((value) => ({ value, label: t(`backoffice.settings.login.check.${value}`) }))} />
    </SettingsForm>
  );
}
