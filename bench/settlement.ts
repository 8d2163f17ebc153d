// One daily-salary settlement period on PostgreSQL for a tree of 10,000 members
// (1 top agent, 99 agents under it, 900 agents under those, 9,000 players) and
// 1,000,000 settled bets of that day: seconds to settle it (count the bets, total
// them per member, compute differential pay, post a journal per paid agent), and
// seconds for a second run of the same period (a no-op). Needs BENCH_DATABASE_URL or
// TEST_DATABASE_URL: a throwaway database is created there and dropped afterwards.
//
//   npx tsx bench/settlement.ts       (BENCH_BETS=1000000, BENCH_MEMBERS=10000 by default)
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { lastEndedPeriod } from '../server/agents/periods';
import { hashPassword } from '../server/accounts/passwords';
import { benchConfig, benchPostgresUrl, scratchPostgres } from './support';

export interface SettlementBenchResult {
  database: 'postgres';
  members: number;
  agents: number;
  bets: number;
  /** Seconds to write the tree and the bets (not part of the settlement). */
  setupSeconds: number;
  settleSeconds: number;
  agentsPaid: number;
  total: string;
  rerunSeconds: number;
  rerunSettled: boolean;
}

const FIRST_ID = 5_000_000;
const DAY = '2031-01-15';

export async function settlementBench(opts: { env?: NodeJS.ProcessEnv } = {}): Promise<SettlementBenchResult | undefined> {
  const env = opts.env ?? process.env;
  const adminUrl = benchPostgresUrl(env);
  if (!adminUrl) return undefined;
  const members = Number(env.BENCH_MEMBERS ?? 10_000);
  const bets = Number(env.BENCH_BETS ?? 1_000_000);
  const level1 = 99;
  const level2 = Math.max(1, Math.round(members * 0.09));
  const players = members - 1 - level1 - level2;
  const scratch = await scratchPostgres(adminUrl);
  const config = benchConfig({ databaseUrl: scratch.url, dev: false });
  const server = await buildApp(config, { logger: false });
  try {
    const db = server.store.db;
    const setupStart = performance.now();
    const hash = await hashPassword('Bench@12345');
    // Ids: top, then level 1, level 2, players; each level's parent picked round-robin from the level above.
    const l1Start = FIRST_ID + 1;
    const l2Start = l1Start + level1;
    const pStart = l2Start + level2;
    await sql`
      INSERT INTO users (id, merchant_code, account, account_key, type, parent_id, currency, referral_code, password_hash, password_set_by, password_changed_at, created_at)
      SELECT i, 'NG', 'bench' || i, 'bench' || i,
             CASE WHEN i < ${pStart}::integer THEN (CASE WHEN i = ${FIRST_ID}::integer THEN 1 ELSE 2 END) ELSE 0 END,
             CASE WHEN i = ${FIRST_ID}::integer THEN NULL
                  WHEN i < ${l2Start}::integer THEN ${FIRST_ID}::integer
                  WHEN i < ${pStart}::integer THEN ${l1Start}::integer + (i - ${l2Start}::integer) % ${level1}::integer
                  ELSE ${l2Start}::integer + (i - ${pStart}::integer) % ${level2}::integer END,
             'NGN', 'BENCH' || i, ${hash}, 'self', now(), now()
        FROM generate_series(${FIRST_ID}::integer, ${pStart + players - 1}::integer) AS i`.execute(db);
    await sql`INSERT INTO agent_options (merchant_code, daily_salary) VALUES ('NG', true) ON CONFLICT (merchant_code) DO UPDATE SET daily_salary = true`.execute(db);
    // Contracts: the platform pays the top 2.00 % (1.00 % below 1,000,000.00 of team bets); each level below a bit less.
    const terms = (low: number, high: number) => JSON.stringify({ kind: 'daily', tiers: [{ min: 0, minActive: 0, rate: low }, { min: 100_000_000, minActive: 50, rate: high }] });
    await sql`
      INSERT INTO agent_contracts (merchant_code, kind, upline_id, downline_id, status, terms, offered_at, answered_at)
      SELECT 'NG', 'daily', u.parent_id, u.id, 'accepted',
             (CASE WHEN u.id = ${FIRST_ID}::integer THEN ${terms(100, 200)} WHEN u.id < ${l2Start}::integer THEN ${terms(80, 150)} ELSE ${terms(50, 100)} END)::jsonb,
             now(), now()
        FROM users u WHERE u.id BETWEEN ${FIRST_ID}::integer AND ${pStart - 1}`.execute(db);
    await sql`
      INSERT INTO bets (vendor, bet_id, user_id, merchant_code, game_type, stake_minor, payout_minor, status, placed, placed_at, settled_at)
      SELECT 'HOUSE', 'bench-' || g, ${pStart}::integer + g % ${players}::integer, 'NG', 'RNG', 100 + g % 5000,
             CASE WHEN g % 3 = 0 THEN 2 * (100 + g % 5000) ELSE 0 END, 'settled', true,
             ${DAY}::timestamptz + (g % 86400) * interval '1 second', ${DAY}::timestamptz + (g % 86400) * interval '1 second'
        FROM generate_series(1, ${bets}::integer) AS g`.execute(db);
    await sql`ANALYZE bets`.execute(db);
    await sql`ANALYZE users`.execute(db);
    const setupSeconds = (performance.now() - setupStart) / 1000;

    const period = lastEndedPeriod('daily', new Date(`${DAY}T00:00:00Z`.replace('15T', '16T')));
    const settlements = server.services.agents.settlements;
    const t0 = performance.now();
    const run = await settlements.settle('NG', period);
    const settleSeconds = (performance.now() - t0) / 1000;
    const t1 = performance.now();
    const rerun = await settlements.settle('NG', period);
    const rerunSeconds = (performance.now() - t1) / 1000;
    const round = (s: number) => Number(s.toFixed(2));
    return {
      database: 'postgres',
      members,
      agents: 1 + level1 + level2,
      bets: run.bets,
      setupSeconds: round(setupSeconds),
      settleSeconds: round(settleSeconds),
      agentsPaid: run.agents,
      total: run.total,
      rerunSeconds: round(rerunSeconds),
      rerunSettled: rerun.settled,
    };
  } finally {
    await server.close();
    await scratch.drop();
  }
}

export const settlementBenchRows = (r: SettlementBenchResult | undefined) =>
  r
    ? { [`daily settlement, ${r.members} members, ${r.bets} bets (${r.database})`]: { seconds: r.settleSeconds, 'agents paid': r.agentsPaid, total: r.total, 're-run seconds': r.rerunSeconds } }
    : { 'daily settlement': { seconds: 'skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL' } };

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await settlementBench();
  console.table(settlementBenchRows(result));
  if (result) console.log(JSON.stringify(result));
}
