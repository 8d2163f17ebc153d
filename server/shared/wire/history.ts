// The member's history as CSV (docs/api.md "Player protection": history download). The
// kinds, window and columns live in server/shared/historyExport.ts.
import * as v from 'valibot';
import { HISTORY_EXPORT_KINDS } from '../historyExport';

export const historyExportQuery = v.strictObject({
  kind: v.pipe(v.picklist(HISTORY_EXPORT_KINDS), v.description('bets, deposits or withdrawals')),
});
export type HistoryExportQuery = v.InferOutput<typeof historyExportQuery>;
