// Kysely on PGlite with each query's statement prepared once. PGlite's query() sends Parse,
// Describe, Bind, Describe, Execute and Sync as six calls into the database for every query, so
// every query is parsed, analysed and planned again and its answers decoded six times over; on
// the game list that was a quarter of a request's CPU (docs/decisions.md). Here a query's text
// is parsed and described once, as a named statement, and each run sends Bind, Execute and Sync
// in one call. Each run is still planned with its own values (PLAN_CACHE_MODE, set as the driver
// starts), so the plans are those PGlite's unnamed statements got, and PostgreSQL re-reads a
// statement's tables by itself when they change. Rows are decoded by PGlite's own parsers, so answers are the
// same as through query().
import { protocol, parse, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Prepared = { name: string; paramTypes: number[]; described: BackendMessage[] };

/**
 * How many statements stay prepared. The server's queries have a few hundred shapes at most;
 * the bound keeps text that varies (an IN list's length) from growing the database's memory.
 */
export const PREPARED_STATEMENTS = 256;

/**
 * The session's plan_cache_mode: a plan made for each run's values. A generic plan cannot tell
 * which partial unique index `ON CONFLICT (user_id) WHERE active = $1` means (error 42P10 from the
 * sixth run on), and the game list's generic plans were costlier than its custom ones.
 */
export const PLAN_CACHE_MODE = 'force_custom_plan';

const { serialize } = protocol;
/** The PostgreSQL error of a prepared SELECT * whose table gained or lost a column since. */
const PLAN_CHANGED_RESULT = '0A000';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

class PreparedConnection implements DatabaseConnection {
  readonly #client: PGlite;
  /** Statements by query text, least recently used first. */
  readonly #statements = new Map<string, Prepared>();
  #next = 0;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Statements without parameters (BEGIN, COMMIT, raw SQL) keep PGlite's own path.
    const result =
      compiled.parameters.length === 0
        ? await this.#client.query<R>(compiled.sql)
        : await this.#client._runExclusiveQuery(() => this.#run<R>(compiled.sql, compiled.parameters));
    return result.affectedRows ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) } : { rows: result.rows };
  }

  async *streamQuery<R>(compiled: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiled);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }

  async #run<R>(text: string, params: readonly unknown[], retried = false): Promise<{ rows: R[]; affectedRows?: number }> {
    const statement = this.#statements.get(text) ?? (await this.#prepare(text));
    // Most recently used last, so the first one is the one to drop.
    this.#statements.delete(text);
    this.#statements.set(text, statement);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const toText = this.#client.serializers[statement.paramTypes[i]!];
      return toText ? toText(param) : String(param);
    });
    let messages: BackendMessage[];
    try {
      messages = await this.#client.execProtocolStream(
        concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (error) {
      if (!retried && (error as { code?: string }).code === PLAN_CHANGED_RESULT) {
        await this.#close(text, statement);
        return this.#run(text, params, true);
      }
      throw Object.assign(error as object, { query: text, params });
    }
    await this.#client.syncToFs();
    const [result] = parse.parseResults([...statement.described, ...messages], this.#client.parsers);
    return { rows: result!.rows as R[], affectedRows: result!.affectedRows };
  }

  async #prepare(text: string): Promise<Prepared> {
    if (this.#statements.size >= PREPARED_STATEMENTS) {
      const [oldest, statement] = this.#statements.entries().next().value as [string, Prepared];
      await this.#close(oldest, statement);
    }
    const name = `kysely_${(this.#next += 1)}`;
    let described: BackendMessage[];
    try {
      described = await this.#client.execProtocolStream(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
    } catch (error) {
      throw Object.assign(error as object, { query: text });
    }
    const parameters = described.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    return {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      // The row description stands in for the one Describe would give before each run.
      described: described.filter((m) => m.name === 'rowDescription'),
    };
  }

  async #close(text: string, statement: Prepared) {
    this.#statements.delete(text);
    await this.#client.execProtocolStream(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }
}

/** One connection, as PGlite is one session: a caller waits until the one before releases it. */
class PreparedDriver implements Driver {
  readonly #connection: PreparedConnection;
  #busy = false;
  readonly #queue: ((connection: DatabaseConnection) => void)[] = [];

  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
    this.#connection = new PreparedConnection(client);
  }

  // The statements rely on it (PLAN_CACHE_MODE), so the dialect sets it before its first query.
  async init() {
    await this.#client.exec(`SET plan_cache_mode = ${PLAN_CACHE_MODE}`);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) {
      this.#busy = true;
      return this.#connection;
    }
    return new Promise((resolve) => this.#queue.push(resolve));
  }

  async releaseConnection() {
    const next = this.#queue.shift();
    if (next) next(this.#connection);
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    await connection.executeQuery(CompiledQuery.raw(settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin'));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  // The caller closes the PGlite client (server/db/index.ts), after Kysely.
  async destroy() {}
}

export class PreparedPGliteDialect implements Dialect {
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver() {
    return new PreparedDriver(this.#client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
