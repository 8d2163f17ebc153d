import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Server timestamps (ISO) as the reader's language writes a day, or a day and time. */
export function useDates() {
  const intl = useIntl();
  const day = useCallback((iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric' }), [intl]);
  const dayTime = useCallback(
    (iso: string) => intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }),
    [intl],
  );
  return { day, dayTime };
}
