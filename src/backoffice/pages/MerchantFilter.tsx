import { useResource } from '../../app/useResource';
import * as api from '../api';
import { useCT, type ConsoleKey } from '../intl';
import { useStaffSession } from '../session';

/**
 * A list filter's merchant, chosen from the merchants there are (GET /api/backoffice/merchants)
 * instead of a typed code; the empty choice ("all merchants", or what `empty` names) leaves the filter out. Until the list arrives the
 * chosen code stays as the only choice, so the form keeps its value.
 */
export function MerchantFilter({ name, value, label, empty = 'backoffice.risk.allMerchants' }: { name: string; value: string; label: ConsoleKey; empty?: ConsoleKey }) {
  const t = useCT();
  const { token } = useStaffSession();
  const { data } = useResource((_: undefined, { signal }) => api.fetchMerchants(token, { signal }));
  const codes = data?.items ?? (value ? [{ code: value, countryName: '' }] : []);
  return (
    <label className="bo-field">
      <span>{t(label)}</span>
      <select name={name} defaultValue={value} key={`${value} ${codes.length}`} data-testid={`bo-filter-${name}`}>
        <option value="">{t(empty)}</option>
        {codes.map((m) => (
          <option key={m.code} value={m.code}>
            {m.countryName ? `${m.code} · ${m.countryName}` : m.code}
          </option>
        ))}
      </select>
    </label>
  );
}
