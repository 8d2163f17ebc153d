// The record pages of the personal centre: every journal line of the member's own
// accounts (account record), the betting record by category, personal profit and
// loss over a range, and bonus details. Nothing is ever deleted, so any range can be
// read (trust.md: at least 3 months of statements).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JOURNAL_KINDS, type AccountLine, type BetLine, type JournalKind, type ProfitReport } from '../shared/wire/records';
import { formatMinor, minorOf } from '../shared/money';
import type { UserRow } from '../accounts/accounts';
import { page, PAGE_SIZE, type DateRange, type Page } from '../platform/paging';

export type AccountRecord = AccountLine;

export type BetRecord = BetLine;


/** Every journal kind is a line of the account record. */
export const RECORD_KINDS = JOURNAL_KINDS;
const BONUS_KINDS: JournalKind[] = ['bonus', 'reward', 'rebate'];

const num = (v: unknown) => minorOf(v as string | number | null);

/** A row of `bets` (with its vendor's name) as the betting record shows it; the agent centre's team betting too. */
export function betRecordOf(r: {
  id: string | number;
  bet_id: string;
  vendor: string;
  vendor_name: string | null;
  game_type: string;
  game_code: string;
  stake_minor: string | number;
  payout_minor: string | number;
  status: string;
  placed_at: Date | string;
  settled_at: Date | string | null;
}): BetRecord {
  const stake = num(r.stake_minor);
  const payout = num(r.payout_minor);
  return {
    id: String(r.id),
    betId: r.bet_id,
    vendor: r.vendor,
    vendorName: r.vendor_name ?? r.vendor,
    category: r.game_type,
    gameCode: r.game_code,
    stake: formatMinor(stake),
    payout: formatMinor(payout),
    profit: formatMinor(r.status === 'settled' ? payout - stake : r.status === 'rolled_back' ? 0 : -stake),
    // Lists read placed bets only, and a void marker (a rollback before its bet) is never placed.
    status: r.status as BetLine['status'],
    placedAt: new Date(r.placed_at).toISOString(),
    settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
  };
}

export function createRecordsService(db: Kysely<Database>) {
  function entriesOf(user: UserRow, range: DateRange, kinds?: readonly JournalKind[]) {
    let q = db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_journals as j', 'j.id', 'e.journal_id')
      .where('a.user_id', '=', user.id)
      .where('e.created_at', '>=', range.from)
      .where('e.created_at', '<', range.to);
    if (kinds) q = q.where('j.kind', 'in', [...kinds]);
    return q;
  }

  return {
    async account(user: UserRow, range: DateRange, pageNo: number, kinds?: readonly JournalKind[]): Promise<Page<AccountRecord>> {
      const base = entriesOf(user, range, kinds);
      const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base
        .select(['e.id', 'e.journal_id', 'e.created_at', 'e.amount', 'e.balance_after', 'j.kind', 'j.memo', 'a.kind as account_kind', 'a.vendor'])
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      const items = rows.map((r) => ({
        id: String(r.id),
        journalId: String(r.journal_id),
        at: new Date(r.created_at).toISOString(),
        kind: r.kind,
        wallet: r.account_kind === 'vendor' ? r.vendor : r.account_kind,
        amount: formatMinor(num(r.amount)),
        balanceAfter: formatMinor(num(r.balance_after)),
        memo: r.memo,
      }));
      return page(items, pageNo, total);
    },

    async bonuses(user: UserRow, range: DateRange, pageNo: number) {
      const page = await this.account(user, range, pageNo, BONUS_KINDS);
      const sum = await entriesOf(user, range, BONUS_KINDS).select(sql<string | number | null>`sum(e.amount)`.as('total')).executeTakeFirstOrThrow();
      return { ...page, totalAmount: formatMinor(num(sum.total ?? 0)) };
    },

    async bets(user: UserRow, range: DateRange, pageNo: number, category?: string) {
      let base = db
        .selectFrom('bets as b')
        .where('b.user_id', '=', user.id)
        .where('b.placed', '=', true)
        .where('b.placed_at', '>=', range.from)
        .where('b.placed_at', '<', range.to);
      if (category) base = base.where('b.game_type', '=', category);
      const summary = await base
        .select((eb) => [
          eb.fn.countAll<string | number>().as('n'),
          sql<string | number | null>`sum(CASE WHEN b.status = 'rolled_back' THEN 0 ELSE b.stake_minor END)`.as('stake'),
          sql<string | number | null>`sum(b.payout_minor)`.as('payout'),
        ])
        .executeTakeFirstOrThrow();
      const rows = await base
        .leftJoin(
          (eb) => eb.selectFrom('vendors').select(['vassalage', sql<string>`min(name)`.as('name')]).groupBy('vassalage').as('v'),
          (join) => join.onRef('v.vassalage', '=', 'b.vendor'),
        )
        .select(['b.id', 'b.bet_id', 'b.vendor', 'v.name as vendor_name', 'b.game_type', 'b.game_code', 'b.stake_minor', 'b.payout_minor', 'b.status', 'b.placed_at', 'b.settled_at'])
        .orderBy('b.placed_at', 'desc')
        .orderBy('b.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      const items: BetRecord[] = rows.map(betRecordOf);
      const stake = num(summary.stake ?? 0);
      const payout = num(summary.payout ?? 0);
      return { ...page(items, pageNo, Number(summary.n)), summary: { bets: Number(summary.n), stake: formatMinor(stake), payout: formatMinor(payout), profit: formatMinor(payout - stake) } };
    },

    async profit(user: UserRow, range: DateRange): Promise<ProfitReport> {
      const sums = await entriesOf(user, range)
        .where('a.kind', '=', 'main')
        .select(['j.kind', sql<string | number>`sum(e.amount)`.as('total')])
        .groupBy('j.kind')
        .execute();
      const byKind = new Map(sums.map((s) => [s.kind, num(s.total)]));
      const kind = (k: JournalKind) => byKind.get(k) ?? 0;
      const bets = db
        .selectFrom('bets')
        .where('user_id', '=', user.id)
        .where('placed', '=', true)
        .where('status', '=', 'settled')
        .where('placed_at', '>=', range.from)
        .where('placed_at', '<', range.to);
      const [categories, days] = await Promise.all([
        bets
          .select(['game_type', sql<string | number>`count(*)`.as('n'), sql<string | number>`sum(stake_minor)`.as('stake'), sql<string | number>`sum(payout_minor)`.as('payout')])
          .groupBy('game_type')
          .orderBy('game_type')
          .execute(),
        bets
          .select([sql<string>`to_char(placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as('day'), sql<string | number>`sum(stake_minor)`.as('stake'), sql<string | number>`sum(payout_minor)`.as('payout')])
          .groupBy(sql`1`)
          .orderBy(sql`1`)
          .execute(),
      ]);
      const stake = categories.reduce((s, c) => s + num(c.stake), 0);
      const payout = categories.reduce((s, c) => s + num(c.payout), 0);
      const bonuses = kind('bonus') + kind('reward');
      const rebates = kind('rebate');
      return {
        from: range.fromDay,
        to: range.toDay,
        currency: user.currency,
        deposits: formatMinor(kind('deposit') + kind('deposit_match')),
        withdrawals: formatMinor(-(kind('withdrawal_hold') + kind('withdrawal_release') + kind('withdrawal_refund'))),
        stake: formatMinor(stake),
        payout: formatMinor(payout),
        gameProfit: formatMinor(payout - stake),
        bonuses: formatMinor(bonuses),
        rebates: formatMinor(rebates),
        profit: formatMinor(payout - stake + bonuses + rebates),
        byCategory: categories.map((c) => ({ category: c.game_type, bets: Number(c.n), stake: formatMinor(num(c.stake)), payout: formatMinor(num(c.payout)), profit: formatMinor(num(c.payout) - num(c.stake)) })),
        byDay: days.map((d) => ({ day: d.day, stake: formatMinor(num(d.stake)), payout: formatMinor(num(d.payout)), profit: formatMinor(num(d.payout) - num(d.stake)) })),
      };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
