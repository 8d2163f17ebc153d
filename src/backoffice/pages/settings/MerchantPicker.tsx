import { useId } from 'react';
import { useCT } from '../../intl';

/** Which merchant's settings the page shows (kept in the address). */
export function MerchantPicker({ merchants, value, onChange }: { merchants: readonly { code: string; countryName: string }[]; value: string; onChange: (code: string) => void }) {
  const t = useCT();
  const id = useId();
  return (
    <div className="bo-field bo-form--inline">
      <label htmlFor={id}>{t('backoffice.settings.merchant')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} data-testid="bo-settings-merchant">
        {merchants.map((m) => (
          <option key={m.code} value={m.code}>
            {m.code} · {m.countryName}
          </option>
        ))}
      </select>
    </div>
  );
}
