import { useMemo } from 'react';
import { SWITCH_NAMES } from '../../../../server/shared/merchantSettings';
import type { SystemChange } from '../../../../server/shared/wire/operator';
import type { SystemSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { CheckField, SettingsForm } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

type Draft = Record<string, boolean>;

/** The merchant's feature switches (spec section 6: each by its translated name and what it does, its code beside) and the customer-service bar. */
export function SwitchesForm({ settings }: { settings: SystemSettings }) {
  const t = useCT();
  const { token } = useStaffSession();
  const { switches, csBarEnabled, merchantCode } = settings;
  const values = useMemo<Draft>(() => ({ ...Object.fromEntries(SWITCH_NAMES.map((name) => [name, switches[name] === 1])), csBarEnabled }), [switches, csBarEnabled]);
  const form = useSettingsForm(values, (d, signal) =>
    api.putSystem(token, { merchantCode, csBarEnabled: Boolean(d.csBarEnabled), switches: Object.fromEntries(SWITCH_NAMES.map((name) => [name, d[name] ? 1 : 0])) as SystemChange['switches'] }, { signal }),
  );
  return (
    <SettingsForm form={form} title={t('backoffice.settings.group.switches')} testId="bo-settings-switches">
      <CheckField form={form} name="csBarEnabled" label={t('backoffice.settings.switches.csBar')} />
      {SWITCH_NAMES.map((name) => (
        <CheckField
          key={name}
          form={form}
          name={name}
          label={t(`backoffice.settings.switch.${name}`)}
          hint={
            <>
              {t(`backoffice.settings.switch.${name}.about`)} <bdi className="bo-mono">{name}</bdi>
            </>
          }
        />
      ))}
    </SettingsForm>
  );
}
