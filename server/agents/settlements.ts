// Settlement of agent pay (docs/agent-api.md): for one merchant, kind and period,
// count the settled bets not counted before (a bet settled late falls into the next
// run), total them per member, compute each contracted agent's differential pay and
// pay it from the house through the ledger. Exactly once per period: the run holds a
// PostgreSQL advisory lock for its merchant and kind, writes its run row in the same
// transaction as the journals, and each journal's reference is unique; a second run
// of the same period (another server, a retry, a concurrent call) finds the row and
// changes nothing.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ContractKind, Database, DividendPeriod } from '../db/schema';
import { differentialPay, type BetTotals, type PayLine } from './differential';
import { LATE_BET_LOOKBACK_MS, lastEndedPeriod, SETTLEMENT_KINDS, type Period, type SettlementKind } from './periods';
import { formatMinor, minorOf } from '../shared/money';
import type { AgentContractService } from './contracts';
import { auditRow } from '../platform/audit';
import type { Clock } from '../platform/clock';
import type { Ledger } from '../wallet/ledger';
import { inTransaction } from '../platform/txn';

/** Advisory lock class of settlements; the second key is the merchant and kind's hash. */
export const SETTLEMENT_LOCK = 724_012;

export interface RunResult {
  merchantCode: string;
  kind: SettlementKind;
  periodKey: string;
  /** False when the period was settled before (nothing changed) or the kind is off. */
  settled: boolean;
  bets: number;
  agents: number;
  total: string;
}

const contractKindOf = (kind: SettlementKind): { kind: ContractKind; period?: DividendPeriod } =>
  kind.startsWith('dividend:') ? { kind: 'dividend', period: kind.slice(9) as DividendPeriod } : { kind: kind as ContractKind };

const num = (v: unknown) => minorOf(v as string | number);

export function createAgentSettlementService(db: Kysely<Database>, deps: { ledger: Ledger; contracts: AgentContractService; clock: Clock }) {
  const { ledger, contracts, clock } = deps;

  /** Whether the merchant's options pay this kind (a dividend: this period). */
  async function kindOn(merchantCode: string, kind: SettlementKind, conn: Kysely<Database> | Transaction<Database>): Promise<boolean> {
    const opts = await contracts.options(merchantCode, conn);
    const ck = contractKindOf(kind);
    return opts.kinds.includes(ck.kind) && (ck.period === undefined || opts.dividendPeriods.includes(ck.period));
  }

  /**
   * Marks the bets this run counts and totals them per member, in one statement:
   * settled bets of the merchant settled before the period's end and not counted by
   * an earlier run of this kind, back to the kind's first period (or the lookback).
   */
  async function countBets(trx: Transaction<Database>, merchantCode: string, period: Period, from: Date): Promise<Map<number, BetTotals>> {
    // The picked bets are read once: marked by the INSERT and totalled by the SELECT. No
    // ON CONFLICT: the advisory lock keeps other runs of this kind out, so a duplicate
    // marker would be a bug, and failing the run is the right answer to it.
    const { rows } = await sql<{ user_id: number; n: string | number; stake: string | number; payout: string | number; won: string | number }>`
      WITH picked AS MATERIALIZED (
        SELECT b.id, b.user_id, b.stake_minor, b.payout_minor
          FROM bets b
         WHERE b.merchant_code = ${merchantCode} AND b.status = 'settled'
           AND b.settled_at >= ${from} AND b.settled_at < ${period.end}
           AND NOT EXISTS (SELECT 1 FROM agent_counted_bets c WHERE c.kind = ${period.kind} AND c.bet_id = b.id)
      ), marked AS (
        -- In key order: each marker lands beside the last one in the key's index.
        INSERT INTO agent_counted_bets (kind, bet_id, period_key)
        SELECT ${period.kind}, id, ${period.key} FROM picked ORDER BY id
      )
      SELECT user_id, count(*) AS n, sum(stake_minor) AS stake, sum(payout_minor) AS payout,
             sum(CASE WHEN payout_minor > stake_minor THEN stake_minor ELSE 0 END) AS won
        FROM picked
       GROUP BY user_id`.execute(trx);
    return new Map(rows.map((r) => [r.user_id, { bets: Number(r.n), stake: num(r.stake), payout: num(r.payout), wonStake: num(r.won) }]));
  }

  async function pay(trx: Transaction<Database>, merchantCode: string, currency: string, period: Period, lines: PayLine[]) {
    const journalKind = period.kind.startsWith('dividend') ? 'dividend' : 'salary';
    const now = clock();
    const paid = lines.filter((l) => l.amount > 0);
    // Every agent's journal in a few statements (ledger.postMany), not a round trip each.
    const posted = await ledger.postMany(
      trx,
      paid.map((line) => ({
        merchantCode,
        currency,
        kind: journalKind,
        userId: line.agentId,
        reference: `${period.kind}:${merchantCode}:${period.key}:${line.agentId}`,
        memo: `${period.kind} ${period.key}`,
        lines: [
          { account: { kind: 'house', merchantCode }, amount: -line.amount },
          { account: { kind: 'main', userId: line.agentId }, amount: line.amount },
        ],
      })),
    );
    const rows = paid.map((line, i) => ({
      merchant_code: merchantCode,
      kind: period.kind,
      period_key: period.key,
      period_start: period.start,
      period_end: period.end,
      agent_id: line.agentId,
      contract_id: line.contractId,
      base_minor: line.base,
      active_members: line.activeMembers,
      rate: line.rate,
      gross_minor: line.gross,
      downline_minor: line.downline,
      amount_minor: line.amount,
      journal_id: posted[i]!.journalId,
      settled_at: now,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      const chunk = rows.slice(i, i + 1000);
      await trx.insertInto('agent_settlements').values(chunk).execute();
      await trx
        .insertInto('audit_log')
        .values(chunk.map((r) => auditRow({ actor: 'system', ip: null, action: 'agent.settlement', details: { kind: r.kind, periodKey: r.period_key, agentId: r.agent_id, amount: formatMinor(r.amount_minor), journalId: r.journal_id } })))
        .execute();
    }
    return paid;
  }

  /** Settles one merchant's period of one kind, unless it was settled before. */
  async function settle(merchantCode: string, period: Period): Promise<RunResult> {
    const none = (settled: boolean): RunResult => ({ merchantCode, kind: period.kind, periodKey: period.key, settled, bets: 0, agents: 0, total: '0.00' });
    return inTransaction(db, async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${SETTLEMENT_LOCK}, hashtext(${`${merchantCode}:${period.kind}`}))`.execute(trx);
      const done = await trx.selectFrom('agent_settlement_runs').select('period_key').where('merchant_code', '=', merchantCode).where('kind', '=', period.kind).where('period_key', '=', period.key).executeTakeFirst();
      if (done) return none(false);
      if (!(await kindOn(merchantCode, period.kind, trx))) return none(false);
      const merchant = await trx.selectFrom('merchants').select('currency').where('code', '=', merchantCode).executeTakeFirstOrThrow();
      // Bets before the kind's first settled period were never meant to be paid.
      const first = await trx.selectFrom('agent_settlement_runs').select((eb) => eb.fn.min('period_start').as('start')).where('merchant_code', '=', merchantCode).where('kind', '=', period.kind).executeTakeFirst();
      const epoch = first?.start ? new Date(first.start) : period.start;
      const from = new Date(Math.max(epoch.getTime(), period.start.getTime() - LATE_BET_LOOKBACK_MS));
      await trx
        .insertInto('agent_settlement_runs')
        .values({ merchant_code: merchantCode, kind: period.kind, period_key: period.key, period_start: period.start, period_end: period.end, ran_at: clock() })
        .execute();
      const totals = await countBets(trx, merchantCode, period, from);
      const ck = contractKindOf(period.kind);
      const inForce = await contracts.inForce(trx, merchantCode, ck.kind, ck.period);
      let paid: PayLine[] = [];
      if (inForce.length > 0 && totals.size > 0) {
        const members = await trx.selectFrom('users').select(['id', 'parent_id']).where('merchant_code', '=', merchantCode).execute();
        const lines = differentialPay(
          members.map((m) => ({ id: m.id, parentId: m.parent_id })),
          totals,
          new Map(inForce.map((c) => [c.agentId, { contractId: c.contractId, terms: c.terms }])),
        );
        paid = await pay(trx, merchantCode, merchant.currency, period, lines);
      }
      const bets = [...totals.values()].reduce((s, t) => s + t.bets, 0);
      const total = paid.reduce((s, l) => s + l.amount, 0);
      await trx
        .updateTable('agent_settlement_runs')
        .set({ bets, agents: paid.length, total_minor: total })
        .where('merchant_code', '=', merchantCode)
        .where('kind', '=', period.kind)
        .where('period_key', '=', period.key)
        .execute();
      return { merchantCode, kind: period.kind, periodKey: period.key, settled: true, bets, agents: paid.length, total: formatMinor(total) };
    });
  }

  return {
    settle,

    /** Settles the last ended period of `kind` for every merchant (the job, and the operator's trigger). */
    async runKind(kind: SettlementKind, at: Date = clock()): Promise<RunResult[]> {
      const period = lastEndedPeriod(kind, at);
      const merchants = await db.selectFrom('merchants').select('code').orderBy('code').execute();
      const results: RunResult[] = [];
      for (const m of merchants) {
        if (!(await kindOn(m.code, kind, db))) continue;
        results.push(await settle(m.code, period));
      }
      return results;
    },

    /** Every kind's last ended period (the job's tick). */
    async runDue(at: Date = clock()): Promise<RunResult[]> {
      const results: RunResult[] = [];
      for (const kind of SETTLEMENT_KINDS) results.push(...(await this.runKind(kind, at)));
      return results;
    },
  };
}

export type AgentSettlementService = ReturnType<typeof createAgentSettlementService>;
