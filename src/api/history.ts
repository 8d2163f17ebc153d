// The member's history as CSV (docs/api.md "Player protection": history download). The
// route needs the member's token in a header, which a link cannot send, so the file comes
// as a blob the page saves.
import * as v from 'valibot';
import { isErrorCode } from '../../server/shared/errorCodes';
import { historyExportFileName, type HistoryExportKind } from '../../server/shared/historyExport';
import { historyExportQuery } from '../../server/shared/wire/history';
import { ApiError, envelope, http, type CallOptions } from './client';
import { reportUnauthorized } from './unauthorized';

export type { HistoryExportKind } from '../../server/shared/historyExport';

/** GET /api/member/history.csv?kind= (T): the last 12 months of bets, deposits or withdrawals, and the file's name. */
export async function fetchHistoryCsv(kind: HistoryExportKind, { signal }: CallOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const searchParams = v.parse(historyExportQuery, { kind });
  let response: Response;
  try {
    response = await http('member/history.csv', { searchParams, signal });
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    throw new ApiError('network_abnormal', String(err), 0);
  }
  if (response.ok) {
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    return { blob: await response.blob(), fileName: named ?? historyExportFileName(kind, new Date()) };
  }
  const parsed = v.safeParse(envelope, await response.json().catch(() => null));
  const code = parsed.success && !parsed.output.success && isErrorCode(parsed.output.errorCode) ? parsed.output.errorCode : 'unknown_error';
  if (response.status === 401) reportUnauthorized(code);
  throw new ApiError(code, parsed.success && !parsed.output.success ? parsed.output.message : '', response.status, parsed.success && !parsed.output.success ? parsed.output.value : undefined);
}
