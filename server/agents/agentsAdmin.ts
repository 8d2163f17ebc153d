// The back office's view of the agents (issue: the operator's back office): the tree a level at
// a time, and the settlement runs with what each paid. Contracts are listed by the contract
// service (operatorList); a period is run now by the settlement job's route.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { page, PAGE_SIZE } from '../platform/paging';
import { accountKind } from '../shared/accountTypes';
import { formatMinor, minorOf } from '../shared/money';
import { userIdOf as parseUserId } from '../accounts/accounts';
import { AGENT_TYPES } from '../shared/accountTypes';

const iso = (at: Date | string) => new Date(at).toISOString();

/** A user id from the path or query; a number past the column is nobody. */
function userIdOf(id: string): number {
  const n = parseUserId(id);
  if (n === undefined) throw new ApiFailure('not_found');
  return n;
}

export function createAgentsAdminService(db: Kysely<Database>) {
  type RunRow = { merchant_code: string; kind: string; period_key: string; period_start: Date | string; period_end: Date | string; bets: number; agents: number; total_minor: string | number; ran_at: Date | string };
  const runOf = (r: RunRow) => ({
    merchantCode: r.merchant_code,
    kind: r.kind,
    periodKey: r.period_key,
    periodStart: iso(r.period_start),
    periodEnd: iso(r.period_end),
    bets: Number(r.bets),
    agents: Number(r.agents),
    total: formatMinor(minorOf(r.total_minor)),
    ranAt: iso(r.ran_at),
  });

  return {
    userIdOf,

    /** One level of the tree: the top agents of a merchant, or an account's direct downline. */
    async tree(merchantCode: string, parentId: string | undefined, pageNo: number) {
      const parent = parentId === undefined ? undefined : await db.selectFrom('users').select(['id', 'account', 'parent_id', 'merchant_code']).where('id', '=', userIdOf(parentId)).executeTakeFirst();
      if (parentId !== undefined && (!parent || parent.merchant_code !== merchantCode)) throw new ApiFailure('not_found');
      let base = db.selectFrom('users as u').where('u.merchant_code', '=', merchantCode).where('u.role', '=', 'member');
      base = parent ? base.where('u.parent_id', '=', parent.id) : base.where('u.parent_id', 'is', null).where('u.type', 'in', [...AGENT_TYPES]);
      const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base
        .select(['u.id', 'u.account', 'u.nickname', 'u.type', 'u.created_at'])
        .select((eb) => [
          eb.selectFrom('users as d').whereRef('d.parent_id', '=', 'u.id').select((e) => e.fn.countAll<string | number>().as('n')).as('downlines'),
          eb.selectFrom('agent_contracts as c').whereRef('c.downline_id', '=', 'u.id').where('c.status', '=', 'accepted').select((e) => e.fn.countAll<string | number>().as('n')).as('contracts'),
        ])
        .orderBy('u.account')
        .limit(PAGE_SIZE)
        .offset((pageNo - 1) * PAGE_SIZE)
        .execute();
      // The way up from the parent to the top, top first (the tree is a few levels deep).
      const path: { id: string; account: string }[] = [];
      for (let at = parent; at; ) {
        path.unshift({ id: String(at.id), account: at.account });
        at = at.parent_id === null ? undefined : await db.selectFrom('users').select(['id', 'account', 'parent_id', 'merchant_code']).where('id', '=', at.parent_id).executeTakeFirst();
      }
      const items = rows.map((r) => ({ id: String(r.id), account: r.account, nickname: r.nickname, kind: accountKind(r.type), downlines: Number(r.downlines ?? 0), contractsInForce: Number(r.contracts ?? 0), registeredAt: iso(r.created_at) }));
      return { ...page(items, pageNo, total), path };
    },

    /** The settlement runs of a merchant, newest first. */
    async runs(merchantCode: string, pageNo: number) {
      const base = db.selectFrom('agent_settlement_runs').where('merchant_code', '=', merchantCode);
      const total = Number((await base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await base.selectAll().orderBy('ran_at', 'desc').orderBy('period_key', 'desc').limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute();
      return page(rows.map(runOf), pageNo, total);
    },

    /** One run and every payment it made. */
    async run(merchantCode: string, kind: string, periodKey: string) {
      const run = await db.selectFrom('agent_settlement_runs').selectAll().where('merchant_code', '=', merchantCode).where('kind', '=', kind).where('period_key', '=', periodKey).executeTakeFirst();
      if (!run) throw new ApiFailure('not_found');
      const payments = await db
        .selectFrom('agent_settlements as s')
        .innerJoin('users as u', 'u.id', 's.agent_id')
        .select(['u.account', 's.contract_id', 's.base_minor', 's.active_members', 's.rate', 's.gross_minor', 's.downline_minor', 's.amount_minor', 's.settled_at'])
        .where('s.merchant_code', '=', merchantCode)
        .where('s.kind', '=', kind)
        .where('s.period_key', '=', periodKey)
        .orderBy(sql`s.amount_minor`, 'desc')
        .orderBy('u.account')
        .execute();
      return {
        run: runOf(run),
        payments: payments.map((p) => ({
          agentAccount: p.account,
          contractId: String(p.contract_id),
          base: formatMinor(minorOf(p.base_minor)),
          activeMembers: p.active_members,
          rate: String(p.rate),
          gross: formatMinor(minorOf(p.gross_minor)),
          downline: formatMinor(minorOf(p.downline_minor)),
          amount: formatMinor(minorOf(p.amount_minor)),
          settledAt: iso(p.settled_at),
        })),
      };
    },
  };
}

export type AgentsAdminService = ReturnType<typeof createAgentsAdminService>;
