import { useMemo } from 'react';
import { PROVIDER_NAMES, SIGN_IN_PROVIDERS, type SignInProvider } from '../../../../server/shared/signIn';
import type { SignInProviderChange } from '../../../../server/shared/wire/operator';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { CheckField, SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

/**
 * Google and Facebook sign-in of the merchant: one form each. The secret is never shown; left
 * empty it stays as stored, and so do the addresses and the scope the form shows.
 */
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
type Draft = {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  clientSecretEnv: string;
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  scope: string;
};

/** The addresses each kind of provider names (Google: OpenID Connect discovery; Facebook: OAuth endpoints). */
const ADDRESSES = {
  google: ['issuer'],
  facebook: ['authorizationEndpoint', 'tokenEndpoint', 'userinfoEndpoint'],
} as const satisfies Record<SignInProvider, readonly (keyof Draft)[]>;

function ProviderForm({ merchantCode, provider, stored }: { merchantCode: string; provider: SignInProvider; stored: Stored }) {
  const t = useCT();
  const { token } = useStaffSession();
  const values = useMemo<Draft>(
    () => ({
      enabled: stored?.enabled ?? false,
      clientId: stored?.clientId ?? '',
      clientSecret: '',
      clientSecretEnv: stored?.clientSecretEnv ?? '',
      issuer: stored?.issuer ?? '',
      authorizationEndpoint: stored?.authorizationEndpoint ?? '',
      tokenEndpoint: stored?.tokenEndpoint ?? '',
      userinfoEndpoint: stored?.userinfoEndpoint ?? '',
      scope: stored?.scope ?? '',
    }),
    [stored],
  );
  const form = useSettingsForm(values, (d, signal) => {
    const body: SignInProviderChange = { merchantCode, provider, enabled: d.enabled, clientId: d.clientId.trim() };
    // Empty fields are left out: the server keeps what it stores (or its defaults for a new provider).
    for (const field of ADDRESSES[provider]) if (d[field].trim()) body[field] = d[field].trim();
    if (d.scope.trim()) body.scope = d.scope.trim();
    if (d.clientSecretEnv.trim()) body.clientSecretEnv = d.clientSecretEnv.trim();
    else if (d.clientSecret) body.clientSecret = d.clientSecret;
    return api.putSignInProvider(token, body, { signal });
  });
  return (
    <SettingsForm form={form} title={PROVIDER_NAMES[provider]} testId={`bo-settings-provider-${provider}`}>
      <CheckField form={form} name="enabled" label={t('backoffice.settings.enabled')} />
      <TextField form={form} name="clientId" label="backoffice.settings.signIn.clientId" />
      <TextField form={form} name="clientSecret" label={stored ? 'backoffice.settings.signIn.secretKept' : 'backoffice.settings.signIn.secretNew'} />
      <TextField form={form} name="clientSecretEnv" label="backoffice.settings.signIn.secretEnv" />
      {ADDRESSES[provider].map((field) => (
        <TextField key={field} form={form} name={field} label={`backoffice.settings.signIn.${field}`} />
      ))}
      <TextField form={form} name="scope" label="backoffice.settings.signIn.scope" />
    </SettingsForm>
  );
}
