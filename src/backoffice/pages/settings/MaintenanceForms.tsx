import type { MaintenanceState, SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import { useMemo } from 'react';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { CheckField, SettingsForm, TextField } from './SettingsForm';
import { isoOf, localInput } from './time';
import { useSettingsForm } from './useSettingsForm';

type Draft = { enabled: boolean; title: string; info: string; endTime: string };
const draftOf = (m: MaintenanceState): Draft => ({ enabled: m.enabled, title: m.title, info: m.info, endTime: localInput(m.endTime) });

/** The merchant's own maintenance and every merchant's: what the portal's status answer shows visitors. */
export function MaintenanceForms({ settings }: { settings: SystemSettings }) {
  const t = useCT();
  return (
    <>
      <MaintenanceForm scope="maintenance" merchantCode={settings.merchantCode} state={settings.maintenance.merchant} title={t('backoffice.settings.maintenance.merchantTitle', { merchant: settings.merchantCode })} testId="bo-settings-maintenance" />
      <MaintenanceForm scope="globalMaintenance" merchantCode={settings.merchantCode} state={settings.maintenance.global} title={t('backoffice.settings.maintenance.globalTitle')} testId="bo-settings-global-maintenance" />
    </>
  );
}

function MaintenanceForm({ scope, merchantCode, state, title, testId }: { scope: 'maintenance' | 'globalMaintenance'; merchantCode: string; state: MaintenanceState; title: string; testId: string }) {
  const t = useCT();
  const { token } = useStaffSession();
  const values = useMemo(() => draftOf(state), [state]);
  const form = useSettingsForm(values, (d, signal) =>
    api.putSystem(token, { merchantCode, [scope]: { enabled: d.enabled, title: d.title.trim(), info: d.info.trim(), endTime: isoOf(d.endTime) } }, { signal }),
  );
  return (
    <SettingsForm form={form} title={title} testId={testId}>
      <CheckField form={form} name="enabled" label={t('backoffice.settings.maintenance.enabled')} />
      <TextField form={form} name="title" label="backoffice.settings.maintenance.heading" />
      <TextField form={form} name="info" label="backoffice.settings.maintenance.info" multiline />
      <TextField form={form} name="endTime" label="backoffice.settings.maintenance.endTime" type="datetime-local" />
    </SettingsForm>
  );
}
