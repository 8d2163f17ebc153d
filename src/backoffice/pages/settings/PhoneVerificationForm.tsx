import { useMemo } from 'react';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { CheckField, SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

type Draft = { enabled: boolean; projectId: string; apiKey: string };

/** SMS codes sent through a sign-in provider (Firebase phone sign-in): its project and public key. */
export function PhoneVerificationForm({ settings }: { settings: SystemSettings }) {
  const t = useCT();
  const { token } = useStaffSession();
  const { phoneVerification: stored, merchantCode } = settings;
  const values = useMemo<Draft>(() => ({ enabled: stored?.enabled ?? false, projectId: stored?.projectId ?? '', apiKey: stored?.apiKey ?? '' }), [stored]);
  const form = useSettingsForm(values, (d, signal) =>
    api.putPhoneVerification(
      token,
      // The provider's addresses stay as stored (a provider other than Firebase keeps its own).
      { merchantCode, enabled: d.enabled, projectId: d.projectId.trim(), apiKey: d.apiKey.trim(), ...(stored ? { apiUrl: stored.apiUrl, issuer: stored.issuer, jwksUrl: stored.jwksUrl } : {}) },
      { signal },
    ),
  );
  return (
    <SettingsForm form={form} title={t('backoffice.settings.group.phone')} testId="bo-settings-phone">
      <CheckField form={form} name="enabled" label={t('backoffice.settings.enabled')} />
      <TextField form={form} name="projectId" label="backoffice.settings.phone.projectId" />
      <TextField form={form} name="apiKey" label="backoffice.settings.phone.apiKey" />
    </SettingsForm>
  );
}
