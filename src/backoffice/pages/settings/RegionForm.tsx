import { useMemo } from 'react';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

type Draft = { allowed: string; restricted: string; cidrs: string; regionInfo: string };
const listOf = (text: string) => text.split(/[\s,]+/).map((s) => s.trim()).filter(Boolean);

/** Served and blocked markets, blocked IP ranges and the region-block screen's text. */
export function RegionForm({ settings }: { settings: SystemSettings }) {
  const t = useCT();
  const { token } = useStaffSession();
  const { regions, merchantCode } = settings;
  const values = useMemo<Draft>(
    () => ({ allowed: regions.allowedCountries.join(', '), restricted: regions.restrictedCountries.join(', '), cidrs: regions.restrictedCidrs.join('\n'), regionInfo: regions.regionInfo }),
    [regions],
  );
  const form = useSettingsForm(values, (d, signal) =>
    api.putSystem(token, { merchantCode, allowedCountries: listOf(d.allowed), restrictedCountries: listOf(d.restricted), restrictedCidrs: listOf(d.cidrs), regionInfo: d.regionInfo.trim() }, { signal }),
  );
  return (
    <SettingsForm form={form} title={t('backoffice.settings.group.regions')} testId="bo-settings-regions">
      <TextField form={form} name="allowed" path="allowedCountries" label="backoffice.settings.regions.allowed" />
      <TextField form={form} name="restricted" path="restrictedCountries" label="backoffice.settings.regions.restricted" />
      <TextField form={form} name="cidrs" path="restrictedCidrs" label="backoffice.settings.regions.cidrs" multiline />
      <TextField form={form} name="regionInfo" label="backoffice.settings.regions.info" multiline />
    </SettingsForm>
  );
}
