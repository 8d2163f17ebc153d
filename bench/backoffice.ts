// The back office's heavy reads on PostgreSQL over the scaled data of bench/settlement.ts:
// 10,000 members and 1,000,000 bets, here spread over 30 days with their ledger journals (a bet
// journal each, a win journal for each winning bet) and a first deposit per member. Measures
// the console's player search (GET /api/operator/players?q= by the start of an account, by a
// mobile number, and empty) and the daily report over the 30 days up to today (GET
// /api/operator/reports/daily), one call after another: the first call, then median and p99.
// The report's first call counts the 29 past days from the rows and keeps them (report_days);
// the calls after it read those and count only today. Needs
// BENCH_DATABASE_URL or TEST_DATABASE_URL: a throwaway database is created there and dropped.
//
//   npx tsx bench/backoffice.ts    (BENCH_BETS=1000000, BENCH_MEMBERS=10000, BENCH_CALLS=40 by default)
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { hashPassword } from '../server/accounts/passwords';
import { benchConfig, benchPostgresUrl, percentile, scratchPostgres } from './support';

const FIRST_ID = 6_000_000;
const DAYS = 30;
/** The data ends today: the report's last day is still open (counted live), the 29 before it are kept once counted. */
const FIRST_DAY = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
const KEY = 'bench-backoffice-key';

export interface BackofficeTiming {
  calls: number;
  /** The first call (for the report: every past day counted from the rows, then kept). */
  firstMs: number;
  medianMs: number;
  p99Ms: number;
}

export interface BackofficeBenchResult {
  database: 'postgres';
  members: number;
  bets: number;
  journals: number;
  /** Seconds to write the members, bets and journals (not measured below). */
  setupSeconds: number;
  searchPrefix: BackofficeTiming;
  searchMobile: BackofficeTiming;
  searchEmpty: BackofficeTiming;
  dailyReport30Days: BackofficeTiming;
  /** The report's totals, to see it read the whole range. */
  reportTotals: { stakes: string; wins: string; activePlayers: number; registrations: number };
}

async function timed(url: string, calls: number): Promise<{ timing: BackofficeTiming; last: unknown }> {
  const times: number[] = [];
  let first = 0;
  let last: unknown;
  // One warm-up call (plans, caches), then the measured ones, one after another.
  for (let i = 0; i <= calls; i += 1) {
    const t0 = performance.now();
    const answer = await fetch(url, { headers: { 'x-operator-key': KEY } });
    const body = (await answer.json()) as { success: boolean; value?: unknown };
    if (!answer.ok || !body.success) throw new Error(`${url}: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
    if (i > 0) times.push(performance.now() - t0);
    else first = performance.now() - t0;
    last = body.value;
  }
  const sorted = times.sort((a, b) => a - b);
  const round = (n: number) => Number(n.toFixed(1));
  return { timing: { calls, firstMs: round(first), medianMs: round(percentile(sorted, 50)), p99Ms: round(percentile(sorted, 99)) }, last };
}

/** Members, deposits, bets and their journals, written set-wise (the entries' balance triggers off: balances are not read here). */
export async function scaledData(db: Awaited<ReturnType<typeof buildApp>>['store']['db'], members: number, bets: number) {
  const hash = await hashPassword('Bench@12345');
  const last = FIRST_ID + members - 1;
  const span = DAYS * 86_400;
  await sql`
    INSERT INTO users (id, merchant_code, account, account_key, type, currency, referral_code, dialing_code, mobile_num, password_hash, password_set_by, password_changed_at, created_at)
    SELECT i, 'NG', 'bench' || i, 'bench' || i, 0, 'NGN', 'BO' || i, '234', '80' || lpad(i::text, 8, '0'), ${hash}, 'self', now(),
           ${FIRST_DAY}::timestamptz + ((i - ${FIRST_ID}::integer) * ${Math.floor(span / members)}::integer) * interval '1 second'
      FROM generate_series(${FIRST_ID}::integer, ${last}::integer) AS i`.execute(db);
  const method = await sql<{ id: number }>`
    INSERT INTO deposit_methods (merchant_code, kind, name, bank_name, account_name, account_number, min_minor, max_minor)
    VALUES ('NG', 'bank_transfer', 'Bench', 'Bench Bank', 'Bench', '0000000000', 100, 100000000) RETURNING id`.execute(db);
  await db.connection().execute(async (conn) => {
    await sql`SET session_replication_role = replica`.execute(conn);
    await sql`
      INSERT INTO ledger_accounts (merchant_code, currency, kind, user_id)
      SELECT 'NG', 'NGN', 'main', i FROM generate_series(${FIRST_ID}::integer, ${last}::integer) AS i`.execute(conn);
    await sql`INSERT INTO ledger_accounts (merchant_code, currency, kind, shard, allow_negative) VALUES ('NG', 'NGN', 'house', 63, true), ('NG', 'NGN', 'clearing', 63, true)`.execute(conn);
    // A first deposit of 1,000.00 per member, an hour after registering.
    await sql`
      INSERT INTO deposits (id, user_id, merchant_code, method_id, amount_minor, reference, status, decided_by, created_at, decided_at)
      SELECT 90000000 + u.id, u.id, 'NG', ${method.rows[0]!.id}::integer, 100000, 'bench', 'approved', 'bench', u.created_at + interval '1 hour', u.created_at + interval '1 hour'
        FROM users u WHERE u.id BETWEEN ${FIRST_ID}::integer AND ${last}::integer`.execute(conn);
    await sql`
      INSERT INTO ledger_journals (id, merchant_code, kind, user_id, reference, created_at)
      SELECT d.id, 'NG', 'deposit', d.user_id, 'deposit:' || d.id, d.decided_at FROM deposits d WHERE d.id >= 90000000`.execute(conn);
    await sql`
      INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
      SELECT d.id, a.id, CASE WHEN a.kind = 'main' THEN 100000 ELSE -100000 END, d.decided_at
        FROM deposits d JOIN ledger_accounts a ON (a.user_id = d.user_id AND a.kind = 'main') OR (a.user_id IS NULL AND a.kind = 'clearing' AND a.shard = 63)
       WHERE d.id >= 90000000`.execute(conn);
    // The bets: as bench/settlement.ts's, spread over the 30 days; a third win twice the stake.
    await sql`
      INSERT INTO bets (vendor, bet_id, user_id, merchant_code, game_type, stake_minor, payout_minor, status, placed, placed_at, settled_at)
      SELECT CASE WHEN g % 4 = 0 THEN 'LOTTERY' ELSE 'HOUSE' END, 'bench-' || g, ${FIRST_ID}::integer + g % ${members}::integer, 'NG',
             CASE WHEN g % 4 = 0 THEN 'LOTT' ELSE 'RNG' END, 100 + g % 5000,
             CASE WHEN g % 3 = 0 THEN 2 * (100 + g % 5000) ELSE 0 END, 'settled', true,
             ${FIRST_DAY}::timestamptz + (g::bigint * ${span}::bigint / ${bets}::bigint) * interval '1 second',
             ${FIRST_DAY}::timestamptz + (g::bigint * ${span}::bigint / ${bets}::bigint + 30) * interval '1 second'
        FROM generate_series(1, ${bets}::integer) AS g`.execute(conn);
    // A bet journal per bet (ids 2g) and a win journal per winning bet (ids 2g + 1), each with its two entries.
    await sql`
      INSERT INTO ledger_journals (id, merchant_code, kind, user_id, reference, created_at)
      SELECT 2 * b.id, 'NG', 'bet', b.user_id, 'bench:' || b.bet_id, b.placed_at FROM bets b WHERE b.bet_id LIKE 'bench-%'
      UNION ALL
      SELECT 2 * b.id + 1, 'NG', 'win', b.user_id, 'bench:' || b.bet_id, b.settled_at FROM bets b WHERE b.bet_id LIKE 'bench-%' AND b.payout_minor > 0`.execute(conn);
    await sql`
      INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
      SELECT 2 * b.id, m.id, -b.stake_minor, b.placed_at FROM bets b JOIN ledger_accounts m ON m.user_id = b.user_id AND m.kind = 'main' WHERE b.bet_id LIKE 'bench-%'
      UNION ALL
      SELECT 2 * b.id, h.id, b.stake_minor, b.placed_at FROM bets b, ledger_accounts h WHERE h.user_id IS NULL AND h.kind = 'house' AND h.shard = 63 AND b.bet_id LIKE 'bench-%'
      UNION ALL
      SELECT 2 * b.id + 1, m.id, b.payout_minor, b.settled_at FROM bets b JOIN ledger_accounts m ON m.user_id = b.user_id AND m.kind = 'main' WHERE b.bet_id LIKE 'bench-%' AND b.payout_minor > 0
      UNION ALL
      SELECT 2 * b.id + 1, h.id, -b.payout_minor, b.settled_at FROM bets b, ledger_accounts h WHERE h.user_id IS NULL AND h.kind = 'house' AND h.shard = 63 AND b.bet_id LIKE 'bench-%' AND b.payout_minor > 0`.execute(conn);
    await sql`SET session_replication_role = DEFAULT`.execute(conn);
  });
  // Statistics and the visibility map (index-only scans), as autovacuum would leave them.
  for (const table of ['users', 'deposits', 'bets', 'ledger_accounts', 'ledger_journals', 'ledger_entries']) await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
  return Number((await sql<{ n: string }>`SELECT count(*) AS n FROM ledger_journals`.execute(db)).rows[0]!.n);
}

export async function backofficeBench(opts: { env?: NodeJS.ProcessEnv } = {}): Promise<BackofficeBenchResult | undefined> {
  const env = opts.env ?? process.env;
  const adminUrl = benchPostgresUrl(env);
  if (!adminUrl) return undefined;
  const members = Number(env.BENCH_MEMBERS ?? 10_000);
  const bets = Number(env.BENCH_BETS ?? 1_000_000);
  const calls = Number(env.BENCH_CALLS ?? 40);
  const scratch = await scratchPostgres(adminUrl);
  const config = benchConfig({ databaseUrl: scratch.url, dev: false, operatorKey: KEY });
  const server = await buildApp(config, { logger: false });
  try {
    const setupStart = performance.now();
    const journals = await scaledData(server.store.db, members, bets);
    const setupSeconds = Number(((performance.now() - setupStart) / 1000).toFixed(1));
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const players = (q: string) => `${address}/api/operator/players?${new URLSearchParams({ q })}`;
    const searchPrefix = (await timed(players('bench60012'), calls)).timing;
    const searchMobile = (await timed(players(`+234 80${String(FIRST_ID + 4321).padStart(8, '0')}`), calls)).timing;
    const searchEmpty = (await timed(players(''), calls)).timing;
    const report = await timed(`${address}/api/operator/reports/daily?from=${FIRST_DAY}`, Math.max(5, Math.round(calls / 2)));
    const totals = (report.last as { totals: { stakes: string; wins: string; activePlayers: number; registrations: number } }).totals;
    return {
      database: 'postgres',
      members,
      bets,
      journals,
      setupSeconds,
      searchPrefix,
      searchMobile,
      searchEmpty,
      dailyReport30Days: report.timing,
      reportTotals: { stakes: totals.stakes, wins: totals.wins, activePlayers: totals.activePlayers, registrations: totals.registrations },
    };
  } finally {
    await server.close();
    await scratch.drop();
  }
}

export const backofficeBenchRows = (r: BackofficeBenchResult | undefined) =>
  r
    ? Object.fromEntries(
        (
          [
            ['player search, account prefix', r.searchPrefix],
            ['player search, mobile', r.searchMobile],
            ['player search, empty', r.searchEmpty],
            ['daily report, 30 days', r.dailyReport30Days],
          ] as const
        ).map(([name, t]) => [`${name} (${r.members} members, ${r.bets} bets, ${r.database})`, { 'first call ms': t.firstMs, 'median ms': t.medianMs, 'p99 ms': t.p99Ms, calls: t.calls }]),
      )
    : { 'back office reads': { 'p99 ms': 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL' } };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await backofficeBench();
  console.table(backofficeBenchRows(result));
  if (result) console.log(JSON.stringify(result));
}
