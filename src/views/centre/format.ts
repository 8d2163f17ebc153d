import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/**
 * The one way the personal centre writes dates, in the reader's language and time zone:
 * a moment (an ISO time from the server) as a medium date and a short time, a date alone
 * in the same medium style. A range day (yyyy-MM-dd) is a UTC calendar day, so it is
 * shown in UTC and never slips to the day before.
 */
export function useCentreDates() {
  const intl = useIntl();
  return useMemo(
    () => ({
      dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
      date: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }),
      day: (day: string) => intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' }),
    }),
    [intl],
  );
}
