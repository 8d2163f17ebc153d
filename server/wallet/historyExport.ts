// The member's bets, deposits and withdrawals of the last 12 months as CSV (issue 17;
// server/shared/historyExport.ts has the window and the columns). Rows are read in pages
// by (time, id) and written as they come, so a long history never sits whole in memory;
// only the member's own rows, oldest first.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRow } from '../accounts/accounts';
import type { Clock } from '../platform/clock';
import { csvLine, type CsvCell } from '../shared/csv';
import { formatMinor, minorOf } from '../shared/money';
import { HISTORY_EXPORT_COLUMNS, historyExportWindow, type HistoryExportKind } from '../shared/historyExport';
import { betRecordOf } from './records';

/** Rows read per query. */
const BATCH = 500;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());
const money = (minor: unknown) => formatMinor(minorOf(minor as string | number | null));

interface Cursor {
  at: Date;
  id: string;
}

export function createHistoryExport(db: Kysely<Database>, { clock }: { clock: Clock }) {
  /** One page of the member's rows after `cursor`, as CSV cells, with the cursor of its last row. */
  async function page(user: UserRow, kind: HistoryExportKind, window: { from: Date; to: Date }, cursor: Cursor | null): Promise<{ rows: CsvCell[][]; last: Cursor | null }> {
    if (kind === 'bets') {
      let q = db
        .selectFrom('bets as b')
        .select(['b.id', 'b.bet_id', 'b.vendor', 'b.game_type', 'b.game_code', 'b.stake_minor', 'b.payout_minor', 'b.status', 'b.placed_at', 'b.settled_at'])
        .where('b.user_id', '=', user.id)
        .where('b.placed', '=', true)
        .where('b.placed_at', '>=', window.from)
        .where('b.placed_at', '<=', window.to);
      if (cursor) q = q.where((eb) => eb(eb.refTuple('b.placed_at', 'b.id'), '>', eb.tuple(cursor.at, cursor.id)));
      const found = await q.orderBy('b.placed_at').orderBy('b.id').limit(BATCH).execute();
      const rows = found.map((r) => {
        const bet = betRecordOf({ ...r, vendor_name: null });
        return [bet.placedAt, bet.betId, bet.vendor, bet.category, bet.gameCode, bet.stake, bet.payout, bet.profit, user.currency, bet.status, bet.settledAt];
      });
      const end = found.at(-1);
      return { rows, last: end ? { at: new Date(end.placed_at), id: String(end.id) } : null };
    }
    if (kind === 'deposits') {
      let q = db
        .selectFrom('deposits as d')
        .select(['d.id', 'd.amount_minor', 'd.status', 'd.reference', 'd.created_at', 'd.decided_at'])
        .where('d.user_id', '=', user.id)
        .where('d.created_at', '>=', window.from)
        .where('d.created_at', '<=', window.to);
      if (cursor) q = q.where((eb) => eb(eb.refTuple('d.created_at', 'd.id'), '>', eb.tuple(cursor.at, cursor.id)));
      const found = await q.orderBy('d.created_at').orderBy('d.id').limit(BATCH).execute();
      const rows = found.map((r) => [iso(r.created_at), String(r.id), money(r.amount_minor), user.currency, r.status, r.reference, iso(r.decided_at)]);
      const end = found.at(-1);
      return { rows, last: end ? { at: new Date(end.created_at), id: String(end.id) } : null };
    }
    let q = db
      .selectFrom('withdrawals as w')
      .select(['w.id', 'w.amount_minor', 'w.fee_minor', 'w.status', 'w.created_at', 'w.paid_at', 'w.resolved_at'])
      .where('w.user_id', '=', user.id)
      .where('w.created_at', '>=', window.from)
      .where('w.created_at', '<=', window.to);
    if (cursor) q = q.where((eb) => eb(eb.refTuple('w.created_at', 'w.id'), '>', eb.tuple(cursor.at, cursor.id)));
    const found = await q.orderBy('w.created_at').orderBy('w.id').limit(BATCH).execute();
    const rows = found.map((r) => [iso(r.created_at), String(r.id), money(r.amount_minor), money(r.fee_minor), user.currency, r.status, iso(r.paid_at), iso(r.resolved_at)]);
    const end = found.at(-1);
    return { rows, last: end ? { at: new Date(end.created_at), id: String(end.id) } : null };
  }

  return {
    /** The file's lines: the header, then one line per record of the window that ends now. */
    async *lines(user: UserRow, kind: HistoryExportKind): AsyncGenerator<string> {
      const window = historyExportWindow(clock());
      yield csvLine(HISTORY_EXPORT_COLUMNS[kind]);
      let cursor: Cursor | null = null;
      for (;;) {
        const { rows, last } = await page(user, kind, window, cursor);
        for (const row of rows) yield csvLine(row);
        if (!last || rows.length < BATCH) return;
        cursor = last;
      }
    },
  };
}

export type HistoryExport = ReturnType<typeof createHistoryExport>;
