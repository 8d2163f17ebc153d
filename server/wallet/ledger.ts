// The double-entry ledger (trust.md "Money"). Every movement of money is one journal
// whose entries sum to zero; each entry moves its account's balance in the database
// (server/db/migrations/007_wallet.sql), which also refuses a member balance below
// zero and a journal that does not balance. This module picks the accounts, locks
// the members' ones in a fixed order (so two journals never wait on each other in a
// circle), refuses an overdraft with the real balance, and writes the journal.
import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database, JournalKind, LedgerAccountKind } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import type { Clock } from '../platform/clock';
import { pgErrorCode } from '../platform/txn';

/** House-side accounts per merchant and kind: concurrent journals land on different rows. */
export const HOUSE_SHARDS = 8;

/** Journals written per statement by postMany (7 parameters a journal, 5 an entry: far below PostgreSQL's 65,535). */
const JOURNALS_PER_STATEMENT = 500;

export type MemberAccountRef =
  | { kind: 'main'; userId: number }
  | { kind: 'vendor'; userId: number; vendor: string }
  | { kind: 'withdrawal_hold'; userId: number };
export type HouseAccountRef = { kind: 'house' | 'clearing' | 'fees'; merchantCode: string };
export type AccountRef = MemberAccountRef | HouseAccountRef;

export interface Line {
  account: AccountRef;
  /** Minor units; positive credits the account, negative debits it. */
  amount: number;
}

export interface JournalInput {
  merchantCode: string;
  currency: string;
  kind: JournalKind;
  /** The member the journal is about. */
  userId: number | null;
  /** At most one journal per (kind, reference): the database refuses a second. */
  reference?: string;
  memo?: string;
  lines: Line[];
}

export interface Posted {
  journalId: string;
  /** Balance after the journal of every account of the members it touched, by accountKey(). */
  balances: Map<string, number>;
}

/** A member's main plus vendor wallets (what the header shows), from posted balances. */
export function sumOf(balances: Map<string, number>, userId: number): number {
  let total = 0;
  for (const [key, amount] of balances) {
    if (key === `main:${userId}` || key.startsWith(`vendor:${userId}:`)) total += amount;
  }
  return total;
}

const isMember = (ref: AccountRef): ref is MemberAccountRef => ref.kind === 'main' || ref.kind === 'vendor' || ref.kind === 'withdrawal_hold';

/** A stable key of an account reference ('main:100001', 'vendor:100001:NOVA_SLOTS', 'house:NG'). */
export function accountKey(ref: AccountRef): string {
  if (!isMember(ref)) return `${ref.kind}:${ref.merchantCode}`;
  return ref.kind === 'vendor' ? `vendor:${ref.userId}:${ref.vendor}` : `${ref.kind}:${ref.userId}`;
}

export interface InsufficientFundsValue {
  wallet: string;
  balance: string;
}

/** The answer to an overdraft: insufficient_funds with the wallet's real balance. */
export function insufficientFunds(ref: MemberAccountRef, balanceMinor: number): ApiFailure {
  const wallet = ref.kind === 'vendor' ? ref.vendor : ref.kind === 'main' ? 'main' : 'withdrawal_hold';
  return new ApiFailure('insufficient_funds', { wallet, balance: formatMinor(balanceMinor) } satisfies InsufficientFundsValue);
}

interface AccountRow {
  id: string;
  kind: LedgerAccountKind;
  user_id: number | null;
  vendor: string;
  balance: number;
}

export function createLedger(db: Kysely<Database>, clock: Clock) {
  /**
   * Every account of the members concerned, locked FOR UPDATE in id order, with the
   * ones `refs` needs created first when missing. Every journal locks its members'
   * accounts this way before writing, so concurrent journals queue instead of
   * deadlocking; and the answer carries each member's other balances (sumBalance)
   * without another query.
   */
  async function lockMemberAccounts(trx: Transaction<Database>, merchantCode: string, currency: string, refs: MemberAccountRef[]): Promise<Map<string, AccountRow>> {
    const userIds = [...new Set(refs.map((r) => r.userId))];
    if (userIds.length === 0) return new Map();
    const select = () =>
      trx.selectFrom('ledger_accounts').select(['id', 'kind', 'user_id', 'vendor', 'balance']).where('user_id', 'in', userIds).orderBy('id').forUpdate().execute();
    let rows = await select();
    const found = new Set(rows.map((row) => memberKey(row)));
    const missing = refs.filter((r) => !found.has(accountKey(r)));
    if (missing.length > 0) {
      const unique = [...new Map(missing.map((r) => [accountKey(r), r])).values()];
      // In pieces: a settlement opens thousands of accounts at once, each row five parameters.
      for (let from = 0; from < unique.length; from += 2000) {
        await trx
          .insertInto('ledger_accounts')
          .values(unique.slice(from, from + 2000).map((r) => ({ merchant_code: merchantCode, currency, kind: r.kind, user_id: r.userId, vendor: r.kind === 'vendor' ? r.vendor : '' })))
          .onConflict((oc) => oc.columns(['user_id', 'kind', 'vendor']).where('user_id', 'is not', null).doNothing())
          .execute();
      }
      rows = await select();
    }
    return new Map(rows.map((row) => [memberKey(row), { ...row, balance: minorOf(row.balance) }]));
  }

  function memberKey(row: { kind: string; user_id: number | null; vendor: string }): string {
    return row.kind === 'vendor' ? `vendor:${row.user_id}:${row.vendor}` : `${row.kind}:${row.user_id}`;
  }

  /** One shard of a house-side account, created when missing; not locked (it may go below zero). */
  async function houseAccount(trx: Transaction<Database>, ref: HouseAccountRef, currency: string): Promise<string> {
    const shard = randomInt(0, HOUSE_SHARDS);
    const find = () =>
      trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('merchant_code', '=', ref.merchantCode)
        .where('kind', '=', ref.kind)
        .where('shard', '=', shard)
        .where('user_id', 'is', null)
        .executeTakeFirst();
    const existing = await find();
    if (existing) return existing.id;
    await trx
      .insertInto('ledger_accounts')
      .values({ merchant_code: ref.merchantCode, currency, kind: ref.kind, shard, allow_negative: true })
      .onConflict((oc) => oc.columns(['merchant_code', 'kind', 'shard']).where('user_id', 'is', null).doNothing())
      .execute();
    return (await find())!.id;
  }

  /** A journal's lines netted per account (zero nets dropped), after the checks every journal passes. */
  function netChanges(input: JournalInput): { key: string; ref: AccountRef; amount: number }[] {
    const lines = input.lines.filter((l) => l.amount !== 0);
    if (lines.length < 2) throw new Error(`journal ${input.kind} needs two non-zero lines`);
    if (lines.some((l) => !Number.isSafeInteger(l.amount))) throw new Error('ledger amounts are integers of minor units');
    if (lines.reduce((sum, l) => sum + l.amount, 0) !== 0) throw new Error(`journal ${input.kind} does not balance`);
    // One entry per account: a journal that names an account twice gets its net change.
    const net = new Map<string, { key: string; ref: AccountRef; amount: number }>();
    for (const l of lines) {
      const key = accountKey(l.account);
      net.set(key, { key, ref: l.account, amount: (net.get(key)?.amount ?? 0) + l.amount });
    }
    return [...net.values()].filter((c) => c.amount !== 0);
  }

  /**
   * Writes journals in order inside the caller's transaction, in a few statements
   * whatever their number: the members' accounts of all of them are locked at once, each
   * journal is checked against the balances the ones before it leave, and all journals
   * and entries are written together (a settlement pays a thousand agents this way).
   * One merchant and currency per call. A single journal takes the same path.
   */
  async function postMany(trx: Transaction<Database>, inputs: JournalInput[]): Promise<Posted[]> {
    if (inputs.length === 0) return [];
    const { merchantCode, currency } = inputs[0]!;
    if (inputs.some((i) => i.merchantCode !== merchantCode || i.currency !== currency)) throw new Error('one merchant and currency per batch of journals');
    const changes = inputs.map(netChanges);

    const memberRefs = changes.flatMap((c) => c.map((x) => x.ref)).filter(isMember);
    const accounts = await lockMemberAccounts(trx, merchantCode, currency, memberRefs);
    const running = new Map([...accounts].map(([key, row]) => [key, row.balance]));
    for (const journal of changes) {
      for (const change of journal) {
        const balance = running.get(change.key);
        if (balance === undefined) continue;
        if (balance + change.amount < 0) throw insufficientFunds(change.ref as MemberAccountRef, balance);
        running.set(change.key, balance + change.amount);
      }
    }
    const house = new Map<string, string>();
    for (const change of changes.flat()) {
      if (!isMember(change.ref) && !house.has(change.key)) house.set(change.key, await houseAccount(trx, change.ref, currency));
    }

    const now = clock();
    // Members' accounts first (already locked, in id order), then house shards in a fixed order of kind.
    const entriesOf = (journal: { key: string; amount: number }[]) => [
      ...journal
        .filter((c) => accounts.has(c.key))
        .sort((a, b) => Number(accounts.get(a.key)!.id) - Number(accounts.get(b.key)!.id))
        .map((c) => ({ accountId: accounts.get(c.key)!.id, amount: c.amount })),
      ...journal
        .filter((c) => house.has(c.key))
        .sort((a, b) => a.key.localeCompare(b.key))
        .map((c) => ({ accountId: house.get(c.key)!, amount: c.amount })),
    ];
    const written: Written[] = [];
    try {
      if (inputs.length === 1) written.push(await writeOne(trx, inputs[0]!, entriesOf(changes[0]!), now));
      else {
        for (let from = 0; from < inputs.length; from += JOURNALS_PER_STATEMENT) {
          const slice = inputs.slice(from, from + JOURNALS_PER_STATEMENT);
          written.push(await writeMany(trx, slice, changes.slice(from, from + slice.length).map(entriesOf), now));
        }
      }
    } catch (err) {
      const code = pgErrorCode(err);
      if (code === '23505') throw new LedgerDuplicate(inputs[0]!.kind, inputs.length === 1 ? (inputs[0]!.reference ?? '') : `one of ${inputs.length}`);
      // The database's own guard (CHECK balance >= 0) caught what the check above should have.
      if (code === '23514') throw new ApiFailure('insufficient_funds');
      throw err;
    }

    // Each journal's answer, in the order asked: the balances after it of every account of the members concerned.
    const balances = new Map([...accounts].map(([key, row]) => [String(row.id), { key, balance: row.balance }]));
    const rowsOf = new Map<string, WrittenEntry[]>();
    for (const w of written.flatMap((batch) => batch.rows)) rowsOf.set(String(w.journal_id), [...(rowsOf.get(String(w.journal_id)) ?? []), w]);
    return written.flatMap((batch) => batch.journalIds).map((journalId) => {
      for (const w of rowsOf.get(journalId) ?? []) {
        const account = balances.get(String(w.account_id));
        if (account) account.balance = minorOf(w.balance_after);
      }
      return { journalId, balances: new Map([...balances.values()].map((a) => [a.key, a.balance])) };
    });
  }

  type WrittenEntry = { journal_id: string | number; account_id: string | number; balance_after: string | number };
  /** The journals one statement wrote, in the order asked, and their entries. */
  type Written = { journalIds: string[]; rows: WrittenEntry[] };

  /** The journal and its entries in one statement (one round trip). */
  async function writeOne(trx: Transaction<Database>, input: JournalInput, entries: { accountId: string; amount: number }[], now: Date): Promise<Written> {
    const values = sql.join(entries.map((e) => sql`(${e.accountId}::bigint, ${e.amount}::bigint)`));
    const { rows } = await sql<WrittenEntry>`
      WITH j AS (
        INSERT INTO ledger_journals (merchant_code, kind, user_id, reference, memo, created_at)
        VALUES (${input.merchantCode}, ${input.kind}, ${input.userId}, ${input.reference ?? null}, ${input.memo ?? ''}, ${now})
        RETURNING id
      )
      INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
      SELECT j.id, v.account_id, v.amount, ${now}::timestamptz FROM j CROSS JOIN (VALUES ${values}) AS v (account_id, amount)
      RETURNING journal_id, account_id, balance_after`.execute(trx);
    return { journalIds: [String(rows[0]!.journal_id)], rows };
  }

  /**
   * Several journals: their ids are taken from the sequence first, so each entry names
   * its journal without relying on the order of RETURNING; then the journals and the
   * entries in one statement. Entries go in journal order, so balance_after follows it.
   */
  async function writeMany(trx: Transaction<Database>, inputs: JournalInput[], entries: { accountId: string; amount: number }[][], now: Date): Promise<Written> {
    const { rows: ids } = await sql<{ id: string | number }>`
      SELECT nextval(pg_get_serial_sequence('ledger_journals', 'id')) AS id FROM generate_series(1, ${inputs.length}::integer)`.execute(trx);
    const journalIds = ids.map((r) => String(r.id));
    const journals = sql.join(
      inputs.map((input, i) => sql`(${journalIds[i]}::bigint, ${input.merchantCode}, ${input.kind}, ${input.userId}::integer, ${input.reference ?? null}, ${input.memo ?? ''}, ${now}::timestamptz)`),
    );
    const lines = sql.join(entries.flatMap((journal, i) => journal.map((e, n) => sql`(${i}::integer, ${n}::integer, ${journalIds[i]}::bigint, ${e.accountId}::bigint, ${e.amount}::bigint)`)));
    const { rows } = await sql<WrittenEntry>`
      WITH j AS (
        INSERT INTO ledger_journals (id, merchant_code, kind, user_id, reference, memo, created_at)
        VALUES ${journals}
        RETURNING id
      )
      INSERT INTO ledger_entries (journal_id, account_id, amount, created_at)
      SELECT v.journal_id, v.account_id, v.amount, ${now}::timestamptz
        FROM (VALUES ${lines}) AS v (journal_no, line_no, journal_id, account_id, amount)
       WHERE EXISTS (SELECT 1 FROM j WHERE j.id = v.journal_id)
       ORDER BY v.journal_no, v.line_no
      RETURNING journal_id, account_id, balance_after`.execute(trx);
    return { journalIds, rows };
  }

  return {
    lockMemberAccounts,

    /**
     * Writes one journal inside the caller's transaction. Refuses an overdraft of a
     * member account with insufficient_funds (and the real balance) before writing.
     */
    async post(trx: Transaction<Database>, input: JournalInput): Promise<Posted> {
      return (await postMany(trx, [input]))[0]!;
    },

    postMany,

    /** Balances of a member's accounts (0 for those not opened yet), by accountKey(). */
    async memberBalances(userId: number, conn: Kysely<Database> | Transaction<Database> = db): Promise<Map<string, number>> {
      const rows = await conn.selectFrom('ledger_accounts').select(['kind', 'user_id', 'vendor', 'balance']).where('user_id', '=', userId).execute();
      return new Map(rows.map((row) => [memberKey(row), minorOf(row.balance)]));
    },

    /** Accounts whose balance differs from the sum of their entries, and journals that do not sum to zero. */
    async discrepancies(conn: Kysely<Database> | Transaction<Database> = db): Promise<{ problem: string; id: string; recorded: string; computed: string }[]> {
      const { rows } = await sql<{ problem: string; id: string | number; recorded: string | number; computed: string | number }>`SELECT * FROM ledger_discrepancies()`.execute(conn);
      return rows.map((r) => ({ problem: r.problem, id: String(r.id), recorded: String(r.recorded), computed: String(r.computed) }));
    },
  };
}

/** A second journal for the same (kind, reference): the work it settles was done before. */
export class LedgerDuplicate extends Error {
  constructor(
    readonly kind: string,
    readonly reference: string,
  ) {
    super(`journal ${kind} ${reference} exists`);
    this.name = 'LedgerDuplicate';
  }
}

export type Ledger = ReturnType<typeof createLedger>;
