import { useMemo } from 'react';
import { RESOURCE_TYPES, type ResourceType } from '../../../../server/shared/merchantSettings';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

type Draft = Record<string, string>;
const qrOf = (type: ResourceType) => `${type}Qr`;

/** The app download page's addresses (iOS, the lite app, Android), each with an optional QR picture; an empty address removes it. */
export function ResourcesForm({ settings }: { settings: SystemSettings }) {
  const t = useCT();
  const { token } = useStaffSession();
  const { resources, merchantCode } = settings;
  const values = useMemo<Draft>(() => {
    const draft: Draft = {};
    for (const type of RESOURCE_TYPES) {
      const stored = resources.find((r) => r.resourceType === type);
      draft[type] = stored?.url ?? '';
      draft[qrOf(type)] = stored?.qrCodeUrl ?? '';
    }
    return draft;
  }, [resources]);
  const form = useSettingsForm(values, (d, signal) =>
    api.putSystem(
      token,
      { merchantCode, resources: RESOURCE_TYPES.filter((type) => d[type]?.trim()).map((type) => ({ resourceType: type, url: d[type]!.trim(), qrCodeUrl: d[qrOf(type)]?.trim() || null })) },
      { signal },
    ),
  );
  return (
    <SettingsForm form={form} title={t('backoffice.settings.group.resources')} testId="bo-settings-resources">
      {RESOURCE_TYPES.map((type, index) => {
        // Its place in the body sent: only the types with an address are sent.
        const sent = RESOURCE_TYPES.slice(0, index).filter((other) => form.draft[other]?.trim()).length;
        return (
          <fieldset key={type} className="bo-form">
            <legend>{t(`backoffice.settings.resources.${type}`)}</legend>
            <TextField form={form} name={type} path={`resources/${sent}/url`} label="backoffice.settings.resources.url" />
            <TextField form={form} name={qrOf(type)} path={`resources/${sent}/qrCodeUrl`} label="backoffice.settings.resources.qr" />
          </fieldset>
        );
      })}
    </SettingsForm>
  );
}
