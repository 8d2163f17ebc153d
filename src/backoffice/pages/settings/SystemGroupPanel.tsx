import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import { useResource } from '../../../app/useResource';
import * as api from '../../api';
import { useErrorText } from '../../intl';
import { ListLoading } from '../../PageLoading';
import { useStaffSession } from '../../session';
import { CustomerServicesForm } from './CustomerServicesForm';
import type { SystemGroupId } from './groups';
import { LoginOptionsForm } from './LoginOptionsForm';
import { MaintenanceForms } from './MaintenanceForms';
import { MerchantPicker } from './MerchantPicker';
import { useReloadOnChange } from './useReloadOnChange';
import { PhoneVerificationForm } from './PhoneVerificationForm';
import { RegionForm } from './RegionForm';
import { RegisterFieldForms } from './RegisterFieldForms';
import { ResourcesForm } from './ResourcesForm';
import { SignInProviderForms } from './SignInProviderForms';
import { SwitchesForm } from './SwitchesForm';

const FORMS: Record<SystemGroupId, (props: { settings: SystemSettings }) => React.ReactNode> = {
  maintenance: MaintenanceForms,
  regions: RegionForm,
  switches: SwitchesForm,
  login: LoginOptionsForm,
  registration: RegisterFieldForms,
  signIn: SignInProviderForms,
  phone: PhoneVerificationForm,
  customerService: CustomerServicesForm,
  resources: ResourcesForm,
};

/** A group of GET /api/operator/settings (settings.manage) for the merchant chosen. */
export function SystemGroupPanel({ group, merchant, onMerchant }: { group: SystemGroupId; merchant: string | undefined; onMerchant: (code: string) => void }) {
  const errorText = useErrorText();
  const { token } = useStaffSession();
  const settings = useResource((code: string | undefined, { signal }) => api.fetchSettings(token, code, { signal }), merchant);
  useReloadOnChange(merchant, settings.send);
  const Form = FORMS[group];
  return (
    <>
      <ListLoading failed={settings.snapshot.matches('failed')} loaded={Boolean(settings.data)} error={errorText(settings.errorCode)} />
      {settings.data && (
        <>
          <MerchantPicker merchants={settings.data.merchants} value={settings.data.merchantCode} onChange={onMerchant} />
          <Form settings={settings.data} />
        </>
      )}
    </>
  );
}
