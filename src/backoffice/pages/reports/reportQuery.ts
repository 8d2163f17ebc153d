import { REPORT_GROUPS, type ReportGroup } from '../../../../server/shared/wire/backofficeReports';
import type { ReportQuery } from '../../api';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The report the address asks for: ?merchant&from&to&groupBy (days of the merchant's
 * calendar; absent: the last 7 days up to the merchant's today, a row per day). What is not a
 * day is left to the server's default; a reversed or too long range is the server's to refuse.
 */
export function reportQueryOf(search: URLSearchParams): ReportQuery {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const group = search.get('groupBy') ?? '';
  return {
    merchantCode: search.get('merchant')?.trim().toUpperCase() || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    groupBy: (REPORT_GROUPS as readonly string[]).includes(group) ? (group as ReportGroup) : undefined,
  };
}
