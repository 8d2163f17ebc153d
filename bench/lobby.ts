// The game-list API over the full 10,000-slot catalogue: requests per second and p99
// latency of GET /api/games, browsing (vendors, classifications, minimum bets, pages)
// and with a name search, from clients in a child process (bench/getLoad.ts). PGlite
// runs its SQL on the server's one thread, so its figures are those of one core; the
// issue asks for a p99 under 10 ms there. On PostgreSQL too when BENCH_DATABASE_URL
// (or TEST_DATABASE_URL) is set.
//
// Two clients keep one core busy: while one waits for its answer, the other's request
// is being served, so the figures are that core's throughput and the latency of a
// request that may queue behind one other. More clients on one core only lengthen the
// queue: each adds about one request's time to every latency and nothing to req/s.
//
//   npx tsx bench/lobby.ts            (BENCH_SECONDS=5 per measurement by default;
//                                      BENCH_LOBBY_CONNECTIONS=n for another client count)
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app';
import type { ServerConfig } from '../server/config';
import { FULL_CATALOGUE_SIZE } from '../server/db/seed/catalogue';
import { CLASSIFICATIONS, MIN_BET_CHOICES } from '../server/lobby/lobby';
import { getLoad } from './getLoad';
import { benchConfig, onEachDatabase, percentile } from './support';

export const LOBBY_P99_TARGET_MS = 10;
const DEFAULT_CONNECTIONS = 2;
/** Words of the generated names (server/db/seed/catalogue.ts) and a few that match nothing. */
const SEARCHES = ['gold', 'dragon', 'lucky fo', 'reels', 'panda', 'x', 'mystic temple', 'zzz', '100%', 'ja'];

export interface LobbyLoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  /**
   * CPU time of the server process per request (user + system): on PGlite all of the
   * work, SQL included; on PostgreSQL all but the database's. Steadier than latency on a
   * busy machine, and 1000 / cpuMsPerRequest is what one core could serve.
   */
  cpuMsPerRequest: number;
  count: number;
  errors: number;
}

export interface LobbyBenchResult {
  database: 'pglite' | 'postgres';
  games: number;
  /** Concurrent keep-alive clients. */
  connections: number;
  browse: LobbyLoadResult;
  search: LobbyLoadResult;
  targetP99Ms: number;
}

/** Hall pages as the halls ask for them: every vendor, filter and the first pages. */
function browsePaths(vendors: string[]): string[] {
  const paths: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    const query = new URLSearchParams({ gameType: 'RNG', pageNo: String(1 + (i % 5)) });
    if (i % 2 === 0) query.set('vassalage', vendors[i % vendors.length]!);
    if (i % 3 === 0) query.set('gameClassify', CLASSIFICATIONS[i % CLASSIFICATIONS.length]!);
    if (i % 4 === 0) query.set('minBet', MIN_BET_CHOICES[i % MIN_BET_CHOICES.length]!);
    if (i % 7 === 0) query.set('tab', 'hot');
    paths.push(`/api/games?${query}`);
  }
  return paths;
}

function searchPaths(vendors: string[]): string[] {
  return SEARCHES.flatMap((q, i) => [
    `/api/games?${new URLSearchParams({ gameType: 'RNG', gameName: q })}`,
    `/api/games?${new URLSearchParams({ gameType: 'RNG', gameName: q, vassalage: vendors[i % vendors.length]! })}`,
  ]);
}

async function measure(address: string, paths: string[], seconds: number, connections: number): Promise<LobbyLoadResult> {
  const cpuBefore = process.cpuUsage();
  const out = await getLoad({ address, paths, connections, seconds, headers: { 'x-merchant': 'NG' } });
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = out.latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round((sorted.length - out.errors) / out.elapsedSeconds),
    p99Ms: Number(percentile(sorted, 99).toFixed(2)),
    cpuMsPerRequest: Number(((cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length)).toFixed(2)),
    count: sorted.length,
    errors: out.errors,
  };
}

async function benchOne(config: ServerConfig, database: LobbyBenchResult['database'], seconds: number, connections: number): Promise<LobbyBenchResult> {
  const built = await buildApp(config, { logger: false });
  try {
    const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
    const menu = (await (await fetch(`${address}/api/games/menu`, { headers: { 'x-merchant': 'NG' } })).json()) as {
      value: { gameType: string; vendors: { vassalage: string }[] }[];
    };
    const vendors = menu.value.find((e) => e.gameType === 'RNG')?.vendors.map((v) => v.vassalage) ?? [];
    if (vendors.length === 0) throw new Error('no RNG vendors in the catalogue');
    // One short warm-up so both measurements start with warm caches and plans.
    await measure(address, browsePaths(vendors).slice(0, 20), 1, connections);
    const browse = await measure(address, browsePaths(vendors), seconds, connections);
    const search = await measure(address, searchPaths(vendors), seconds, connections);
    return { database, games: FULL_CATALOGUE_SIZE, connections, browse, search, targetP99Ms: LOBBY_P99_TARGET_MS };
  } finally {
    await built.close();
  }
}

/** Measures on PGlite, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. */
export async function lobbyBench(opts: { seconds?: number; env?: NodeJS.ProcessEnv } = {}): Promise<LobbyBenchResult[]> {
  const env = opts.env ?? process.env;
  const seconds = opts.seconds ?? Number(env.BENCH_SECONDS ?? 5);
  const connections = Math.max(1, Math.floor(Number(env.BENCH_LOBBY_CONNECTIONS ?? DEFAULT_CONNECTIONS)) || DEFAULT_CONNECTIONS);
  return onEachDatabase(benchConfig({ catalogueSize: FULL_CATALOGUE_SIZE }), env, (config, database) => benchOne(config, database, seconds, connections));
}

export function lobbyBenchRows(results: LobbyBenchResult[]) {
  return Object.fromEntries(
    results.flatMap((r) => [
      [`GET /api/games on ${r.database} (${r.games} slots, ${r.connections} clients)`, { 'req/s': r.browse.requestsPerSecond, 'p99 ms': r.browse.p99Ms, 'server CPU ms/req': r.browse.cpuMsPerRequest, errors: r.browse.errors, 'target p99 ms': r.targetP99Ms }],
      // Each row needs its own label: console.table keys rows by it.
      [`  ... with a name search on ${r.database}`, { 'req/s': r.search.requestsPerSecond, 'p99 ms': r.search.p99Ms, 'server CPU ms/req': r.search.cpuMsPerRequest, errors: r.search.errors, 'target p99 ms': r.targetP99Ms }],
    ]),
  );
}

export function lobbyBenchWarnings(results: LobbyBenchResult[]): string[] {
  return results.flatMap((r) =>
    (['browse', 'search'] as const)
      .filter((kind) => r[kind].p99Ms > r.targetP99Ms || r[kind].errors > 0)
      .map(
        (kind) =>
          `game list (${kind}) on ${r.database} with ${r.connections} clients: p99 ${r[kind].p99Ms} ms, ${r[kind].errors} errors (target p99 < ${r.targetP99Ms} ms, no errors)`,
      ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await lobbyBench();
  console.table(lobbyBenchRows(results));
  for (const warning of lobbyBenchWarnings(results)) console.error(warning);
}
