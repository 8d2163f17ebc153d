// The back office's daily report (docs/api.md "Back office: reports"). Money comes from the
// ledger: each journal kind's entries on the members' accounts, summed per period of the
// merchant's calendar (its time zone), so the report reconciles with the ledger by
// construction. Counts come from users, deposits and bets; the breakdown by game type and
// vendor comes from bets, where transfer-wallet vendors' bets (whose money never moves per bet
// in the ledger) can appear, marked `ledger: false`. Each part is one statement over an index
// of (merchant, time) (migration 033). A day that is over no longer changes (journals are
// append-only), so its figures are kept in report_days the first time a report counts it:
// a month's report then reads thirty rows, and only today is counted from the ledger again.
import { sql, type Kysely } from 'kysely';
import type { Database, JournalKind } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Clock } from '../platform/clock';
import { rangeOf } from '../platform/paging';
import { calendarDay } from '../shared/age';
import { TRIAL_TYPE } from '../shared/accountTypes';
import { formatMinor, minorOf } from '../shared/money';
import type { DailyReport, DailyReportQuery, ReportFigures, ReportGroup } from '../shared/wire/backofficeReports';
import { normaliseMerchantCode } from '../system/system';

/** The journal kinds the report reads, each summed on the members' side of the journal. */
export const REPORT_JOURNAL_KINDS = [
  'deposit',
  'deposit_match',
  'withdrawal_payout',
  'withdrawal_refund',
  'bet',
  'win',
  'rollback',
  'bonus',
  'reward',
  'rebate',
  'salary',
  'dividend',
] as const satisfies readonly JournalKind[];

/** Sums of one period in minor units, before formatting. */
interface Sums {
  deposits: number;
  withdrawals: number;
  stakes: number;
  wins: number;
  bonuses: number;
  commissions: number;
  registrations: number;
  firstDeposits: number;
  activePlayers: number;
}

const zero = (): Sums => ({ deposits: 0, withdrawals: 0, stakes: 0, wins: 0, bonuses: 0, commissions: 0, registrations: 0, firstDeposits: 0, activePlayers: 0 });

/**
 * Where one journal's member-side entry lands. The members' side is the one every kind has
 * (the house side is sharded and shared), and its sign says which way the money went.
 */
export function addEntry(sums: Sums, kind: string, accountKind: string, amount: number): void {
  switch (kind) {
    case 'deposit':
      sums.deposits += amount;
      break;
    case 'deposit_match':
      // The depositor's main wallet is credited (less the fee); the withdrawer's hold pays it.
      if (accountKind === 'main') sums.deposits += amount;
      else if (accountKind === 'withdrawal_hold') sums.withdrawals -= amount;
      break;
    case 'withdrawal_payout':
      sums.withdrawals -= amount;
      break;
    case 'withdrawal_refund':
      // A payout that never arrived comes back: it was not a withdrawal after all.
      sums.withdrawals -= amount;
      break;
    case 'bet':
    case 'rollback':
      // A bet debits the stake; a rollback returns it.
      sums.stakes -= amount;
      break;
    case 'win':
      sums.wins += amount;
      break;
    case 'bonus':
    case 'reward':
    case 'rebate':
      sums.bonuses += amount;
      break;
    case 'salary':
    case 'dividend':
      sums.commissions += amount;
      break;
  }
}

function figuresOf(s: Sums): ReportFigures {
  const ggr = s.stakes - s.wins;
  return {
    deposits: formatMinor(s.deposits),
    withdrawals: formatMinor(s.withdrawals),
    stakes: formatMinor(s.stakes),
    wins: formatMinor(s.wins),
    ggr: formatMinor(ggr),
    bonuses: formatMinor(s.bonuses),
    net: formatMinor(ggr - s.bonuses),
    commissions: formatMinor(s.commissions),
    registrations: s.registrations,
    firstDeposits: s.firstDeposits,
    activePlayers: s.activePlayers,
  };
}

/**
 * A day is kept once it ended this long ago: every journal is written with the time its
 * transaction started, and a transaction that started before midnight has committed by then.
 */
export const DAY_SETTLED_MS = 15 * 60_000;

/** One merchant day as counted from the rows (what report_days keeps). */
export interface DayFigures {
  /** [journal kind, account kind, sum of the members' entries in minor units]. */
  ledger: [string, string, number][];
  registrations: number;
  firstDeposits: number;
  activePlayers: number;
  /** [game type, vendor, bets, stakes, payouts] of the bets placed that day (rolled back ones left out). */
  bets: [string, string, number, number, number][];
}

const emptyDay = (): DayFigures => ({ ledger: [], registrations: 0, firstDeposits: 0, activePlayers: 0, bets: [] });

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The first day of the period of `day` (weeks start on Monday, as PostgreSQL's date_trunc). */
export function periodStart(day: string, group: ReportGroup): string {
  if (group === 'month') return `${day.slice(0, 8)}01`;
  if (group === 'week') return addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return day;
}

/** Every period of the range, in order, each named by its first day within the range. */
export function periodsOf(fromDay: string, toDay: string, group: ReportGroup): { key: string; day: string }[] {
  const periods: { key: string; day: string }[] = [];
  for (let day = fromDay; day <= toDay; day = addDays(day, 1)) {
    const key = periodStart(day, group);
    if (periods.at(-1)?.key !== key) periods.push({ key, day });
  }
  return periods;
}

export function createReportService(db: Kysely<Database>, deps: { clock: Clock }) {
  async function merchantOf(code: string | undefined) {
    const wanted = code === undefined ? undefined : normaliseMerchantCode(code);
    if (code !== undefined && !wanted) throw new ApiFailure('bad_request', { issues: [{ in: 'querystring', path: '/merchantCode', rule: 'merchant_code' }] });
    const merchant = await db
      .selectFrom('merchants')
      .select(['code', 'currency', 'time_zone'])
      .where((eb) => (wanted ? eb('code', '=', wanted) : eb('is_default', '=', true)))
      .executeTakeFirst();
    if (!merchant) throw new ApiFailure('not_found', { issues: [{ in: 'querystring', path: '/merchantCode', rule: 'unknown_merchant' }] });
    return merchant;
  }

  /** Every day of [start, end) counted from the rows, by day of the merchant's zone. */
  async function countDays(merchantCode: string, tz: string, start: Date, end: Date): Promise<Map<string, DayFigures>> {
    const day = (column: string) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE ${tz}, 'YYYY-MM-DD')`;
    const [money, registrations, firstDeposits, bets] = await Promise.all([
      sql<{ day: string; kind: string; account_kind: string; total: string | number }>`
        SELECT ${day('j.created_at')} AS day, j.kind, a.kind AS account_kind, sum(e.amount) AS total
          FROM ledger_journals j
          JOIN ledger_entries e ON e.journal_id = j.id
          JOIN ledger_accounts a ON a.id = e.account_id
         WHERE j.merchant_code = ${merchantCode}
           AND j.created_at >= ${start} AND j.created_at < ${end}
           AND j.kind IN (${sql.join([...REPORT_JOURNAL_KINDS])})
           AND a.user_id IS NOT NULL
         GROUP BY 1, 2, 3`.execute(db),
      sql<{ day: string; n: string | number }>`
        SELECT ${day('u.created_at')} AS day, count(*) AS n
          FROM users u
         WHERE u.merchant_code = ${merchantCode} AND u.role = 'member' AND u.type <> ${TRIAL_TYPE}
           AND u.created_at >= ${start} AND u.created_at < ${end}
         GROUP BY 1`.execute(db),
      sql<{ day: string; n: string | number }>`
        SELECT ${day('d.decided_at')} AS day, count(*) AS n
          FROM deposits d
         WHERE d.merchant_code = ${merchantCode} AND d.status = 'approved'
           AND d.decided_at >= ${start} AND d.decided_at < ${end}
           AND NOT EXISTS (
             SELECT 1 FROM deposits p
              WHERE p.user_id = d.user_id AND p.status = 'approved'
                AND (p.decided_at < d.decided_at OR (p.decided_at = d.decided_at AND p.id < d.id)))
         GROUP BY 1`.execute(db),
      // One pass over the days' bets: active players per day, and each day's bets by game type and vendor.
      sql<{ day: string; game_type: string | null; vendor: string | null; players: string | number; n: string | number; stake: string | number | null; payout: string | number | null }>`
        SELECT ${day('b.placed_at')} AS day, b.game_type, b.vendor,
               count(DISTINCT b.user_id) AS players,
               count(*) FILTER (WHERE b.status <> 'rolled_back') AS n,
               sum(b.stake_minor) FILTER (WHERE b.status <> 'rolled_back') AS stake,
               sum(b.payout_minor) FILTER (WHERE b.status <> 'rolled_back') AS payout
          FROM bets b
         WHERE b.merchant_code = ${merchantCode} AND b.placed
           AND b.placed_at >= ${start} AND b.placed_at < ${end}
         GROUP BY GROUPING SETS ((1), (1, b.game_type, b.vendor))`.execute(db),
    ]);
    const days = new Map<string, DayFigures>();
    const at = (key: string) => days.get(key) ?? days.set(key, emptyDay()).get(key)!;
    for (const r of money.rows) at(r.day).ledger.push([r.kind, r.account_kind, minorOf(r.total)]);
    for (const r of registrations.rows) at(r.day).registrations = Number(r.n);
    for (const r of firstDeposits.rows) at(r.day).firstDeposits = Number(r.n);
    for (const r of bets.rows) {
      if (r.game_type === null || r.vendor === null) at(r.day).activePlayers = Number(r.players);
      else if (Number(r.n) > 0) at(r.day).bets.push([r.game_type, r.vendor, Number(r.n), minorOf(r.stake ?? 0), minorOf(r.payout ?? 0)]);
    }
    return days;
  }

  /** Members with a bet placed in each period (a member counts once per period, whatever its days). */
  async function activePlayers(merchantCode: string, periods: { key: string; start: Date; end: Date }[]): Promise<Map<string, number>> {
    if (periods.length === 0) return new Map();
    const values = sql.join(periods.map((p) => sql`(${p.key}, ${p.start}::timestamptz, ${p.end}::timestamptz)`));
    // Per member, one probe of its bets' index (bets_user): the cost follows the members, not the bets.
    const { rows } = await sql<{ key: string; n: string | number }>`
      SELECT p.key, count(*) AS n
        FROM (VALUES ${values}) AS p (key, start_at, end_at)
        JOIN users u ON u.merchant_code = ${merchantCode}
       WHERE EXISTS (SELECT 1 FROM bets b WHERE b.user_id = u.id AND b.placed AND b.placed_at >= p.start_at AND b.placed_at < p.end_at)
       GROUP BY p.key`.execute(db);
    return new Map(rows.map((r) => [r.key, Number(r.n)]));
  }

  return {
    async daily(query: DailyReportQuery): Promise<DailyReport> {
      const merchant = await merchantOf(query.merchantCode);
      const tz = merchant.time_zone;
      const group = query.groupBy;
      const now = deps.clock();
      // The range rules of every record page; "today" (the default last day) is the merchant's.
      const today = calendarDay(now, tz);
      const range = rangeOf({ from: query.from, to: query.to }, () => new Date(`${today}T00:00:00Z`));
      // The instant each day of the range starts in the merchant's zone (DST-aware), and the day after the last.
      const starts = (
        await sql<{ day: string; start: Date | string }>`
          SELECT to_char(d, 'YYYY-MM-DD') AS day, (d::timestamp AT TIME ZONE ${tz}) AS start
            FROM generate_series(${range.fromDay}::date, ${range.toDay}::date + 1, interval '1 day') AS d
           ORDER BY d`.execute(db)
      ).rows.map((r) => ({ day: r.day, start: new Date(r.start) }));
      const days = starts.slice(0, -1).map((d, i) => ({ ...d, end: starts[i + 1]!.start }));

      const kept = await db
        .selectFrom('report_days')
        .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'figures'])
        .where('merchant_code', '=', merchant.code)
        .where('time_zone', '=', tz)
        .where('day', '>=', range.fromDay)
        .where('day', '<=', range.toDay)
        .execute();
      const figures = new Map(kept.map((k) => [k.day, (typeof k.figures === 'string' ? JSON.parse(k.figures) : k.figures) as DayFigures]));
      const missing = days.filter((d) => !figures.has(d.day));
      if (missing.length > 0) {
        const counted = await countDays(merchant.code, tz, missing[0]!.start, missing.at(-1)!.end);
        const over = missing.filter((d) => d.end.getTime() + DAY_SETTLED_MS <= now.getTime());
        for (const d of missing) figures.set(d.day, counted.get(d.day) ?? emptyDay());
        if (over.length > 0) {
          await db
            .insertInto('report_days')
            .values(over.map((d) => ({ merchant_code: merchant.code, time_zone: tz, day: d.day, figures: JSON.stringify(figures.get(d.day)), computed_at: now })))
            .onConflict((oc) => oc.columns(['merchant_code', 'time_zone', 'day']).doNothing())
            .execute();
        }
      }

      const periods = periodsOf(range.fromDay, range.toDay, group);
      const sums = new Map(periods.map((p) => [p.key, zero()]));
      const totals = zero();
      const byGame = new Map<string, { bets: number; stake: number; payout: number }>();
      const byVendor = new Map<string, { bets: number; stake: number; payout: number }>();
      const add = (into: Map<string, { bets: number; stake: number; payout: number }>, key: string, n: number, stake: number, payout: number) => {
        const row = into.get(key) ?? { bets: 0, stake: 0, payout: 0 };
        row.bets += n;
        row.stake += stake;
        row.payout += payout;
        into.set(key, row);
      };
      for (const d of days) {
        const f = figures.get(d.day)!;
        for (const into of [sums.get(periodStart(d.day, group))!, totals]) {
          for (const [kind, account, total] of f.ledger) addEntry(into, kind, account, total);
          into.registrations += f.registrations;
          into.firstDeposits += f.firstDeposits;
        }
        if (group === 'day') sums.get(d.day)!.activePlayers = f.activePlayers;
        for (const [gameType, vendor, n, stake, payout] of f.bets) {
          add(byGame, gameType, n, stake, payout);
          add(byVendor, vendor, n, stake, payout);
        }
      }
      // Members active over a week, a month or the whole range: each counted once, from the bets.
      const spans = [
        { key: 'total', start: days[0]!.start, end: days.at(-1)!.end },
        ...(group === 'day'
          ? []
          : periods.map((p, i) => ({ key: p.key, start: days.find((d) => d.day === p.day)!.start, end: i + 1 < periods.length ? days.find((d) => d.day === periods[i + 1]!.day)!.start : days.at(-1)!.end }))),
      ];
      const active = await activePlayers(merchant.code, spans);
      totals.activePlayers = active.get('total') ?? 0;
      if (group !== 'day') for (const p of periods) sums.get(p.key)!.activePlayers = active.get(p.key) ?? 0;

      const transfer = new Set((await db.selectFrom('vendors').select('vassalage').where('wallet_mode', '=', 'transfer').distinct().execute()).map((v) => v.vassalage));
      const betFigures = (b: { bets: number; stake: number; payout: number }) => ({ bets: b.bets, stakes: formatMinor(b.stake), wins: formatMinor(b.payout), ggr: formatMinor(b.stake - b.payout) });
      const sorted = <T>(m: Map<string, T>) => [...m].sort(([a], [b]) => a.localeCompare(b));

      return {
        merchantCode: merchant.code,
        currency: merchant.currency,
        timeZone: tz,
        from: range.fromDay,
        to: range.toDay,
        groupBy: group,
        rows: periods.map((p) => ({ day: p.day, ...figuresOf(sums.get(p.key)!) })),
        totals: figuresOf(totals),
        byGameType: sorted(byGame).map(([gameType, b]) => ({ gameType, ...betFigures(b) })),
        byVendor: sorted(byVendor).map(([vendor, b]) => ({ vendor, ledger: !transfer.has(vendor), ...betFigures(b) })),
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
