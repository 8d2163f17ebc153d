import { useMemo } from 'react';
import type { WalletSettingsChange } from '../../../../server/shared/wire/operatorMoney';
import type { WalletSettings } from '../../../../server/shared/wire/operatorSettings';
import * as api from '../../api';
import { type ConsoleKey, useCT } from '../../intl';
import { useStaffSession } from '../../session';
import { SettingsForm, TextField } from './SettingsForm';
import { useSettingsForm } from './useSettingsForm';

const AMOUNTS = ['depositMin', 'depositMax', 'withdrawMin', 'withdrawMax', 'withdrawFeeMin'] as const;
const COUNTS = ['withdrawDailyCount', 'withdrawFeeBps', 'withdrawConfirmMinutes', 'rebateBps'] as const;
type Draft = Record<(typeof AMOUNTS)[number], string> & Record<(typeof COUNTS)[number], number | null>;

/** A merchant's deposit and withdrawal limits, withdrawal fee, confirmation minutes and rebate rate (money.decide). */
export function WalletForm({ settings }: { settings: WalletSettings }) {
  const t = useCT();
  const { token } = useStaffSession();
  const values = useMemo<Draft>(() => {
    const { merchantCode: _m, merchants: _ms, currency: _c, ...rest } = settings;
    return rest;
  }, [settings]);
  const form = useSettingsForm(values, (d, signal) => {
    const body: WalletSettingsChange = { merchantCode: settings.merchantCode };
    for (const name of AMOUNTS) body[name] = d[name].trim();
    for (const name of COUNTS) if (d[name] !== null) body[name] = d[name];
    return api.putWalletSettings(token, body, { signal });
  });
  return (
    <SettingsForm form={form} title={t('backoffice.settings.wallet.title', { currency: settings.currency })} testId="bo-settings-wallet">
      {AMOUNTS.map((name) => (
        <TextField key={name} form={form} name={name} label={`backoffice.settings.wallet.${name}` as ConsoleKey} inputMode="decimal" />
      ))}
      {COUNTS.map((name) => (
        <TextField key={name} form={form} name={name} label={`backoffice.settings.wallet.${name}` as ConsoleKey} type="number" inputMode="numeric" />
      ))}
    </SettingsForm>
  );
}
