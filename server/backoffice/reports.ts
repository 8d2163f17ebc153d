// The back office's daily report (docs/api.md "Back office: reports"). Money comes from the
// ledger: each journal kind's entries on the members' accounts, summed per period of the
// merchant's calendar (its time zone), so the report reconciles with the ledger by
// construction. Counts come from users, deposits and bets; the breakdown by game type and
// vendor comes from bets, where transfer-wallet vendors' bets (whose money never moves per bet
// in the ledger) can appear, marked `ledger: false`. Each part is one statement over an index
// of (merchant, time) (migration 033), so the cost follows the rows of the range only.
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

  return {
    async daily(query: DailyReportQuery): Promise<DailyReport> {
      const merchant = await merchantOf(query.merchantCode);
      const tz = merchant.time_zone;
      const group = query.groupBy;
      // The range rules of every record page; "today" (the default last day) is the merchant's.
      const today = calendarDay(deps.clock(), tz);
      const range = rangeOf({ from: query.from, to: query.to }, () => new Date(`${today}T00:00:00Z`));
      // The instants the merchant's first day starts and the day after its last starts (DST-aware).
      const bounds = (
        await sql<{ start: Date; end: Date }>`
          SELECT (${range.fromDay}::date::timestamp AT TIME ZONE ${tz}) AS start,
                 ((${range.toDay}::date + 1)::timestamp AT TIME ZONE ${tz}) AS end`.execute(db)
      ).rows[0]!;
      const start = new Date(bounds.start);
      const end = new Date(bounds.end);
      const period = (column: string) => sql<string>`to_char(date_trunc(${group}, ${sql.ref(column)} AT TIME ZONE ${tz}), 'YYYY-MM-DD')`;

      const [money, registrations, firstDeposits, bets, vendors] = await Promise.all([
        sql<{ period: string; kind: string; account_kind: string; total: string | number }>`
          SELECT ${period('j.created_at')} AS period, j.kind, a.kind AS account_kind, sum(e.amount) AS total
            FROM ledger_journals j
            JOIN ledger_entries e ON e.journal_id = j.id
            JOIN ledger_accounts a ON a.id = e.account_id
           WHERE j.merchant_code = ${merchant.code}
             AND j.created_at >= ${start} AND j.created_at < ${end}
             AND j.kind IN (${sql.join([...REPORT_JOURNAL_KINDS])})
             AND a.user_id IS NOT NULL
           GROUP BY 1, 2, 3`.execute(db),
        sql<{ period: string; n: string | number }>`
          SELECT ${period('u.created_at')} AS period, count(*) AS n
            FROM users u
           WHERE u.merchant_code = ${merchant.code} AND u.role = 'member' AND u.type <> ${TRIAL_TYPE}
             AND u.created_at >= ${start} AND u.created_at < ${end}
           GROUP BY 1`.execute(db),
        sql<{ period: string; n: string | number }>`
          SELECT ${period('d.decided_at')} AS period, count(*) AS n
            FROM deposits d
           WHERE d.merchant_code = ${merchant.code} AND d.status = 'approved'
             AND d.decided_at >= ${start} AND d.decided_at < ${end}
             AND NOT EXISTS (
               SELECT 1 FROM deposits p
                WHERE p.user_id = d.user_id AND p.status = 'approved'
                  AND (p.decided_at < d.decided_at OR (p.decided_at = d.decided_at AND p.id < d.id)))
           GROUP BY 1`.execute(db),
        // One pass over the range's bets: active players per period and in all, and the breakdown.
        sql<{ period: string | null; game_type: string | null; vendor: string | null; players: string | number; n: string | number; stake: string | number | null; payout: string | number | null }>`
          SELECT ${period('b.placed_at')} AS period, b.game_type, b.vendor,
                 count(DISTINCT b.user_id) AS players,
                 count(*) FILTER (WHERE b.status <> 'rolled_back') AS n,
                 sum(b.stake_minor) FILTER (WHERE b.status <> 'rolled_back') AS stake,
                 sum(b.payout_minor) FILTER (WHERE b.status <> 'rolled_back') AS payout
            FROM bets b
           WHERE b.merchant_code = ${merchant.code} AND b.placed
             AND b.placed_at >= ${start} AND b.placed_at < ${end}
           GROUP BY GROUPING SETS ((1), (b.game_type, b.vendor), ())`.execute(db),
        db.selectFrom('vendors').select('vassalage').where('wallet_mode', '=', 'transfer').distinct().execute(),
      ]);

      const periods = periodsOf(range.fromDay, range.toDay, group);
      const sums = new Map(periods.map((p) => [p.key, zero()]));
      const at = (key: string) => sums.get(key) ?? zero();
      for (const r of money.rows) addEntry(at(r.period), r.kind, r.account_kind, minorOf(r.total));
      for (const r of registrations.rows) at(r.period).registrations += Number(r.n);
      for (const r of firstDeposits.rows) at(r.period).firstDeposits += Number(r.n);

      const totals = zero();
      for (const s of sums.values()) for (const k of Object.keys(totals) as (keyof Sums)[]) totals[k] += s[k];
      const byGame = new Map<string, { bets: number; stake: number; payout: number }>();
      const byVendor = new Map<string, { bets: number; stake: number; payout: number }>();
      const add = (into: Map<string, { bets: number; stake: number; payout: number }>, key: string, r: (typeof bets.rows)[number]) => {
        const row = into.get(key) ?? { bets: 0, stake: 0, payout: 0 };
        row.bets += Number(r.n);
        row.stake += minorOf(r.stake ?? 0);
        row.payout += minorOf(r.payout ?? 0);
        into.set(key, row);
      };
      for (const r of bets.rows) {
        if (r.period !== null) at(r.period).activePlayers = Number(r.players);
        else if (r.vendor !== null && r.game_type !== null) {
          if (Number(r.n) === 0) continue;
          add(byGame, r.game_type, r);
          add(byVendor, r.vendor, r);
        } else totals.activePlayers = Number(r.players);
      }
      const transfer = new Set(vendors.map((v) => v.vassalage));
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
