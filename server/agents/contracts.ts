// Contracts between an upline and its downline agents (spec section 4,
// docs/agent-api.md): offer, accept, reject, withdraw an offer; the platform's
// contract of a top agent; the merchant's contract options. Every change is audited.
//
// Rules kept here (and by the unique indexes of migration 012): one contract in force
// and one pending offer per kind and downline; an offer never pays more than the
// upline's own contract (dominates()); accepting replaces the contract in force (a
// higher one "cancels" it); a contract lowered below what its holder gave its own
// downlines cancels those (cascade), so differential pay never goes negative.
import type { Kysely, Transaction } from 'kysely';
import type { ContractEndReason, ContractKind, ContractStatus, Database, DividendPeriod } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type * as wire from '../shared/wire/agent';
import { CONTRACT_KINDS, dominates, isHigher, parseTerms, showTerms, storedTerms, termsInvalid, type Terms } from './terms';
import { isAgentType, type UserRow } from '../accounts/accounts';
import { actorOf } from '../accounts/authContext';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { inTransaction } from '../platform/txn';
import { page, PAGE_SIZE, type Page } from '../platform/paging';

type Conn = Kysely<Database> | Transaction<Database>;

export type AgentOptions = wire.ContractOptions;
export type OptionsChange = wire.OptionsChange;
export type Contract = wire.ContractAnswer;

export type OfferInput = wire.OfferRequest;
export type ListFilter = wire.ContractsQuery;

/** Who acts and from where (audit). */
export interface ContractActor {
  actor: string;
  ip: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const periodsOf = (value: unknown): DividendPeriod[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.replace(/[{}]/g, '').split(',').filter(Boolean) : []) as DividendPeriod[];

export function createAgentContractService(db: Kysely<Database>, deps: { clock: Clock }) {
  const { clock } = deps;

  async function options(merchantCode: string, conn: Conn = db): Promise<AgentOptions> {
    const row = await conn.selectFrom('agent_options').selectAll().where('merchant_code', '=', merchantCode).executeTakeFirst();
    const periods = periodsOf(row?.dividend_periods);
    const on = { daily: row?.daily_salary === true, hourly: row?.hourly_salary === true, realtime: row?.realtime_salary === true, dividend: periods.length > 0 };
    return {
      dailysalreqtype: on.daily ? 1 : 0,
      contracthoursalreq: on.hourly ? 1 : 0,
      realtimesalreqtype: on.realtime ? 1 : 0,
      divtypereq: on.dividend ? 1 : 0,
      dividendPeriods: periods,
      kinds: CONTRACT_KINDS.filter((k) => on[k]),
    };
  }

  function contractQuery(conn: Conn) {
    return conn
      .selectFrom('agent_contracts as c')
      .innerJoin('users as d', 'd.id', 'c.downline_id')
      .leftJoin('users as u', 'u.id', 'c.upline_id')
      .select([
        'c.id', 'c.kind', 'c.status', 'c.terms', 'c.offered_at', 'c.answered_at', 'c.ended_at', 'c.end_reason', 'c.upline_id', 'c.downline_id', 'c.merchant_code', 'c.period',
        'd.account as down_account', 'd.nickname as down_nickname', 'u.account as up_account', 'u.nickname as up_nickname',
      ]);
  }
  type ContractRow = Awaited<ReturnType<ReturnType<typeof contractQuery>['executeTakeFirstOrThrow']>>;

  function show(r: ContractRow): Contract {
    return {
      id: String(r.id),
      kind: r.kind,
      status: r.status,
      upline: r.up_account === null ? null : { account: r.up_account, nickname: r.up_nickname ?? '' },
      downline: { account: r.down_account, nickname: r.down_nickname },
      terms: showTerms(storedTerms(r.terms)),
      offeredAt: iso(r.offered_at)!,
      answeredAt: iso(r.answered_at),
      endedAt: iso(r.ended_at),
      endReason: r.end_reason,
    };
  }

  async function byId(id: string, conn: Conn = db): Promise<Contract> {
    return show(await contractQuery(conn).where('c.id', '=', id).executeTakeFirstOrThrow());
  }

  /** The terms in force of an agent for a kind, or undefined. */
  async function termsInForce(userId: number, kind: ContractKind, conn: Conn = db): Promise<{ id: string; terms: Terms } | undefined> {
    const row = await conn.selectFrom('agent_contracts').select(['id', 'terms']).where('downline_id', '=', userId).where('kind', '=', kind).where('status', '=', 'accepted').executeTakeFirst();
    return row ? { id: String(row.id), terms: storedTerms(row.terms) } : undefined;
  }

  /** Serialises every change of one downline's contracts (two answers racing, an offer racing an accept). */
  async function lockUser(trx: Transaction<Database>, userId: number) {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  }

  async function end(trx: Transaction<Database>, ids: string[], status: ContractStatus, reason: ContractEndReason, who: ContractActor) {
    if (ids.length === 0) return;
    const now = clock();
    await trx.updateTable('agent_contracts').set({ status, end_reason: reason, ended_at: now }).where('id', 'in', ids).execute();
    await trx
      .insertInto('audit_log')
      .values(ids.map((id) => ({ actor: who.actor, ip: who.ip, action: `agent.contract.${status}`, details: JSON.stringify({ contractId: id, reason }) })))
      .execute();
  }

  /**
   * The agent's contract of `kind` is now `terms` (undefined: none): its own
   * downlines' contracts and offers that pay more are cancelled, and so on down.
   */
  async function cascade(trx: Transaction<Database>, agentId: number, kind: ContractKind, terms: Terms | undefined, who: ContractActor) {
    const rows = await trx.selectFrom('agent_contracts').select(['id', 'status', 'terms', 'downline_id']).where('upline_id', '=', agentId).where('kind', '=', kind).where('status', 'in', ['accepted', 'offered']).execute();
    const over = rows.filter((r) => !terms || !dominates(terms, storedTerms(r.terms)));
    await end(trx, over.map((r) => String(r.id)), 'cancelled', 'upline_rate_lowered', who);
    for (const r of over) if (r.status === 'accepted') await cascade(trx, r.downline_id, kind, undefined, who);
  }

  /** Puts `next` in force for its downline, ending the contract it replaces. */
  async function putInForce(trx: Transaction<Database>, nextId: string, downlineId: number, kind: ContractKind, next: Terms, who: ContractActor) {
    const current = await termsInForce(downlineId, kind, trx);
    if (current) await end(trx, [current.id], isHigher(next, current.terms) ? 'cancelled' : 'replaced', isHigher(next, current.terms) ? 'higher_rate_offer' : 'replaced', who);
    await trx.updateTable('agent_contracts').set({ status: 'accepted', answered_at: clock() }).where('id', '=', nextId).execute();
    if (current && !dominates(next, current.terms)) await cascade(trx, downlineId, kind, next, who);
  }

  async function requireKindOn(merchantCode: string, terms: Terms, conn: Conn) {
    const opts = await options(merchantCode, conn);
    if (!opts.kinds.includes(terms.kind)) throw new ApiFailure('contract_kind_disabled', { kind: terms.kind });
    if (terms.kind === 'dividend' && !opts.dividendPeriods.includes(terms.period)) throw new ApiFailure('contract_kind_disabled', { kind: terms.kind, period: terms.period });
  }

  function parse(kind: ContractKind, input: unknown): Terms {
    if (!CONTRACT_KINDS.includes(kind)) throw termsInvalid('format');
    return parseTerms(kind, input);
  }

  return {
    options,
    termsInForce,
    byId,

    async setOptions(merchantCode: string, change: OptionsChange, who: ContractActor): Promise<AgentOptions> {
      const merchant = await db.selectFrom('merchants').select('code').where('code', '=', merchantCode).executeTakeFirst();
      if (!merchant) throw new ApiFailure('not_found', { merchantCode });
      await inTransaction(db, async (trx) => {
        const current = await options(merchantCode, trx);
        let periods = change.dividendPeriods ?? current.dividendPeriods;
        if (change.divtypereq === 0) periods = [];
        if (change.divtypereq === 1 && periods.length === 0) periods = ['D', 'W', 'H', 'M'];
        const row = {
          daily_salary: (change.dailysalreqtype ?? current.dailysalreqtype) === 1,
          hourly_salary: (change.contracthoursalreq ?? current.contracthoursalreq) === 1,
          realtime_salary: (change.realtimesalreqtype ?? current.realtimesalreqtype) === 1,
          dividend_periods: [...new Set(periods)],
          updated_at: clock(),
        };
        await trx.insertInto('agent_options').values({ merchant_code: merchantCode, ...row }).onConflict((oc) => oc.column('merchant_code').doUpdateSet(row)).execute();
        await writeAudit(trx, { actor: who.actor, ip: who.ip, action: 'agent.options.change', details: { merchantCode, ...change } });
      });
      return options(merchantCode);
    },

    /** One contract the caller is the upline or the downline of; not_found otherwise. */
    async get(user: UserRow, id: string): Promise<Contract> {
      const row = await contractQuery(db)
        .where('c.id', '=', id)
        .where((eb) => eb.or([eb('c.downline_id', '=', user.id), eb('c.upline_id', '=', user.id)]))
        .executeTakeFirst();
      if (!row) throw new ApiFailure('not_found');
      return show(row);
    },

    async list(user: UserRow, filter: ListFilter): Promise<wire.ContractsAnswer> {
      const statuses: ContractStatus[] =
        filter.status === 'history' ? ['offered', 'accepted', 'rejected', 'cancelled', 'replaced'] : filter.status ? [filter.status] : ['offered', 'accepted'];
      let offered = contractQuery(db).where('c.upline_id', '=', user.id).where('c.status', 'in', statuses);
      if (filter.account !== undefined) {
        const down = await db.selectFrom('users').select('id').where('merchant_code', '=', user.merchant_code).where('account_key', '=', filter.account.toLowerCase()).where('parent_id', '=', user.id).executeTakeFirst();
        if (!down) throw new ApiFailure('not_in_team', { reason: 'not_direct_downline' });
        offered = offered.where('c.downline_id', '=', down.id);
      }
      const [mine, given] = await Promise.all([
        contractQuery(db).where('c.downline_id', '=', user.id).where('c.status', 'in', statuses).orderBy('c.id', 'desc').limit(200).execute(),
        offered.orderBy('c.id', 'desc').limit(500).execute(),
      ]);
      return { mine: mine.map(show), offered: given.map(show) };
    },

    async offer(user: UserRow, input: OfferInput, ip: string): Promise<Contract> {
      const terms = parse(input.kind, input.terms);
      const who = { actor: actorOf(user), ip };
      await requireKindOn(user.merchant_code, terms, db);
      const down = await db.selectFrom('users').select(['id', 'type', 'parent_id']).where('merchant_code', '=', user.merchant_code).where('account_key', '=', input.account.toLowerCase()).executeTakeFirst();
      if (!down || down.parent_id !== user.id) throw new ApiFailure('not_in_team', { reason: 'not_direct_downline' });
      if (!isAgentType(down.type)) throw new ApiFailure('not_in_team', { reason: 'not_agent' });
      const id = await inTransaction(db, async (trx) => {
        await lockUser(trx, user.id);
        await lockUser(trx, down.id);
        const own = await termsInForce(user.id, terms.kind, trx);
        if (own && terms.kind === 'dividend' && own.terms.kind === 'dividend' && own.terms.period !== terms.period) throw termsInvalid('period_mismatch');
        if (!own || !dominates(own.terms, terms)) throw new ApiFailure('contract_rate_above_upline', { kind: terms.kind, upline: own ? showTerms(own.terms) : null });
        const pending = await trx.selectFrom('agent_contracts').select('id').where('downline_id', '=', down.id).where('kind', '=', terms.kind).where('status', '=', 'offered').execute();
        await end(trx, pending.map((p) => String(p.id)), 'replaced', 'replaced', who);
        const row = await trx
          .insertInto('agent_contracts')
          .values({
            merchant_code: user.merchant_code,
            kind: terms.kind,
            upline_id: user.id,
            downline_id: down.id,
            status: 'offered',
            terms: JSON.stringify(terms),
            period: terms.kind === 'dividend' ? terms.period : null,
            offered_at: clock(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { ...who, action: 'agent.contract.offer', details: { contractId: String(row.id), downline: input.account, kind: terms.kind, terms: showTerms(terms) } });
        return String(row.id);
      });
      return byId(id);
    },

    async accept(user: UserRow, id: string, ip: string): Promise<Contract> {
      const who = { actor: actorOf(user), ip };
      await inTransaction(db, async (trx) => {
        // Upline before downline, as offers lock: the upline's contract cannot change while this one is checked against it.
        if (user.parent_id !== null) await lockUser(trx, user.parent_id);
        await lockUser(trx, user.id);
        const row = await trx.selectFrom('agent_contracts').selectAll().where('id', '=', id).where('downline_id', '=', user.id).executeTakeFirst();
        if (!row) throw new ApiFailure('not_found');
        if (row.status !== 'offered') throw new ApiFailure('invalid_state', { status: row.status });
        const terms = storedTerms(row.terms);
        if (row.upline_id !== null) {
          const own = await termsInForce(row.upline_id, row.kind, trx);
          if (!own || !dominates(own.terms, terms)) throw new ApiFailure('contract_rate_above_upline', { kind: row.kind, upline: own ? showTerms(own.terms) : null });
        }
        await putInForce(trx, String(row.id), user.id, row.kind, terms, who);
        await writeAudit(trx, { ...who, action: 'agent.contract.accept', details: { contractId: String(row.id), kind: row.kind } });
      });
      return byId(id);
    },

    async reject(user: UserRow, id: string, ip: string): Promise<Contract> {
      const who = { actor: actorOf(user), ip };
      await inTransaction(db, async (trx) => {
        await lockUser(trx, user.id);
        const row = await trx.selectFrom('agent_contracts').select(['id', 'status', 'kind']).where('id', '=', id).where('downline_id', '=', user.id).executeTakeFirst();
        if (!row) throw new ApiFailure('not_found');
        if (row.status !== 'offered') throw new ApiFailure('invalid_state', { status: row.status });
        const now = clock();
        await trx.updateTable('agent_contracts').set({ status: 'rejected', end_reason: 'rejected', answered_at: now, ended_at: now }).where('id', '=', id).execute();
        await writeAudit(trx, { ...who, action: 'agent.contract.reject', details: { contractId: id, kind: row.kind } });
      });
      return byId(id);
    },

    /** The upline withdraws an offer not answered yet. */
    async cancel(user: UserRow, id: string, ip: string): Promise<Contract> {
      const who = { actor: actorOf(user), ip };
      await inTransaction(db, async (trx) => {
        const row = await trx.selectFrom('agent_contracts').select(['id', 'status', 'downline_id']).where('id', '=', id).where('upline_id', '=', user.id).executeTakeFirst();
        if (!row) throw new ApiFailure('not_found');
        await lockUser(trx, row.downline_id);
        const fresh = await trx.selectFrom('agent_contracts').select('status').where('id', '=', id).executeTakeFirstOrThrow();
        if (fresh.status !== 'offered') throw new ApiFailure('invalid_state', { status: fresh.status });
        await end(trx, [id], 'cancelled', 'withdrawn', who);
      });
      return byId(id);
    },

    /** The platform's contract of a top agent (no upline): in force at once (operator). */
    async platformContract(merchantCode: string, account: string, kind: ContractKind, input: unknown, who: ContractActor): Promise<Contract> {
      const terms = parse(kind, input);
      const agent = await db.selectFrom('users').select(['id', 'type', 'parent_id']).where('merchant_code', '=', merchantCode).where('account_key', '=', account.toLowerCase()).executeTakeFirst();
      if (!agent) throw new ApiFailure('account_not_found');
      if (!isAgentType(agent.type)) throw new ApiFailure('not_in_team', { reason: 'not_agent' });
      if (agent.parent_id !== null) throw new ApiFailure('not_in_team', { reason: 'has_upline' });
      const id = await inTransaction(db, async (trx) => {
        await lockUser(trx, agent.id);
        const pending = await trx.selectFrom('agent_contracts').select('id').where('downline_id', '=', agent.id).where('kind', '=', kind).where('status', '=', 'offered').execute();
        await end(trx, pending.map((p) => String(p.id)), 'replaced', 'replaced', who);
        const row = await trx
          .insertInto('agent_contracts')
          .values({ merchant_code: merchantCode, kind, upline_id: null, downline_id: agent.id, status: 'offered', terms: JSON.stringify(terms), period: terms.kind === 'dividend' ? terms.period : null, offered_at: clock() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await putInForce(trx, String(row.id), agent.id, kind, terms, who);
        await writeAudit(trx, { ...who, action: 'agent.contract.platform', details: { contractId: String(row.id), account, kind, terms: showTerms(terms) } });
        return String(row.id);
      });
      return byId(id);
    },

    /** The accepted contracts of a merchant and kind (a dividend: of one period), for a settlement. */
    async inForce(conn: Conn, merchantCode: string, kind: ContractKind, period?: DividendPeriod) {
      let q = conn.selectFrom('agent_contracts').select(['id', 'downline_id', 'terms']).where('merchant_code', '=', merchantCode).where('kind', '=', kind).where('status', '=', 'accepted');
      if (period) q = q.where('period', '=', period);
      return (await q.execute()).map((r) => ({ contractId: String(r.id), agentId: r.downline_id, terms: storedTerms(r.terms) }));
    },

    /** Every contract of a merchant for the back office, newest offer first: by status, by an agent on either side. */
    async operatorList(filter: { merchantCode: string; status?: ContractStatus; agentId?: number; page: number }): Promise<Page<Contract>> {
      let q = contractQuery(db).where('c.merchant_code', '=', filter.merchantCode);
      if (filter.status) q = q.where('c.status', '=', filter.status);
      if (filter.agentId !== undefined) q = q.where((eb) => eb.or([eb('c.downline_id', '=', filter.agentId!), eb('c.upline_id', '=', filter.agentId!)]));
      const total = Number((await q.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q.orderBy('c.offered_at', 'desc').orderBy('c.id', 'desc').limit(PAGE_SIZE).offset((filter.page - 1) * PAGE_SIZE).execute();
      return page(rows.map(show), filter.page, total);
    },
  };
}

export type AgentContractService = ReturnType<typeof createAgentContractService>;
