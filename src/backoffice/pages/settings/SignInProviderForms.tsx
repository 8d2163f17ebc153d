import { useMemo } from 'react';
import { PROVIDER_NAMES, SIGN_IN_PROVIDERS, type SignInProvider } from '../../../../server/shared/signIn';
import type { SignInProviderChange } from '../../../../server/shared/wire/operator';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { CheckField, SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

/** Google and Facebook sign-in of the merchant: one form each (the secret is never shown; it is given again to save). */
export function SignInProviderForms({ settings }: { settings: SystemSettings }) {
  return (
    <>
      {SIGN_IN_PROVIDERS.map((provider) => (
        <ProviderForm key={`${settings.merchantCode} ${provider}`} merchantCode={settings.merchantCode} provider={provider} stored={settings.signInProviders.find((p) => p.provider === provider)} />
      ))}
    </>
  );
}

type Stored = SystemSettings['signInProviders'][number] | undefined;
type Draft = { enabled: boolean; clientId: string; clientSecret: string; clientSecretEnv: string };

function ProviderForm({ merchantCode, provider, stored }: { merchantCode: string; provider: SignInProvider; stored: Stored }) {
  const t = useCT();
  const { token } = useStaffSession();
  const values = useMemo<Draft>(() => ({ enabled: stored?.enabled ?? false, clientId: stored?.clientId ?? '', clientSecret: '', clientSecretEnv: stored?.clientSecretEnv ?? '' }), [stored]);
  const form = useSettingsForm(values, (d, signal) => {
    const body: SignInProviderChange = { merchantCode, provider, enabled: d.enabled, clientId: d.clientId.trim() };
    if (d.clientSecretEnv.trim()) body.clientSecretEnv = d.clientSecretEnv.trim();
    else if (d.clientSecret) body.clientSecret = d.clientSecret;
    return api.putSignInProvider(token, body, { signal });
  });
  return (
    <SettingsForm form={form} title={PROVIDER_NAMES[provider]} testId={`bo-settings-provider-${provider}`}>
      <CheckField form={form} name="enabled" label={t('backoffice.settings.enabled')} />
      <TextField form={form} name="clientId" label="backoffice.settings.signIn.clientId" />
      <TextField form={form} name="clientSecret" label="backoffice.settings.signIn.secret" />
      <TextField form={form} name="clientSecretEnv" label="backoffice.settings.signIn.secretEnv" />
    </SettingsForm>
  );
}
