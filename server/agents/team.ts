// The agent centre's team pages (docs/agent-api.md): overview, downline list and
// tree, registering a downline, transfers to the team, team betting, user profit and
// loss, my income and account details. "Team" is the agent and everyone below it,
// found with a recursive query over users.parent_id; an agent never sees beyond it.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { issueInvitation } from './invitations';
import type { ContractKind, Database } from '../db/schema';
import type * as wire from '../shared/wire/agent';
import { ApiFailure } from '../http/envelope';
import { showTerms, storedTerms } from './terms';
import { fieldProblem } from '../shared/registerRules';
import { formatMinor, minorOf } from '../shared/money';
import { isAgentType, isUniqueViolation, type AccountService, type UserRow } from '../accounts/accounts';
import { actorOf } from '../accounts/authContext';
import { writeAudit } from '../platform/audit';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from '../centre/inbox';
import { sumOf, type Ledger } from '../wallet/ledger';
import { page, PAGE_SIZE, type DateRange } from '../platform/paging';
import { betRecordOf, type RecordsService } from '../wallet/records';
import type { RegistrationService } from '../accounts/registration';
import { amountOf } from '../wallet/wallet';
import { AGENT_TYPES } from '../shared/accountTypes';
import { normalisePassword, passwordLengthOk, PASSWORD_MIN_LENGTH } from '../shared/passwordRules';

/** The agent types as SQL literals (server/shared/accountTypes.ts). */
const agentTypes = sql.join(AGENT_TYPES.map((t) => sql.lit(t)));
const num = (v: unknown) => minorOf((v ?? 0) as string | number);
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The agent's team (itself at level 0) as a recursive CTE named `team`. */
const teamCte = (agentId: number): RawBuilder<unknown> =>
  sql`WITH RECURSIVE team (id, level) AS (
        SELECT ${agentId}::integer, 0
        UNION ALL
        SELECT u.id, t.level + 1 FROM users u JOIN team t ON u.parent_id = t.id
      )`;

export type TeamQuery = wire.TeamQuery;
export type NewDownline = wire.NewDownline;

interface TeamMember {
  id: number;
  account: string;
  nickname: string;
  level: number;
}

export function createAgentTeamService(
  db: Kysely<Database>,
  deps: { ledger: Ledger; idempotency: Idempotency; inbox: InboxService; accounts: AccountService; registration: RegistrationService; records: RecordsService },
) {
  const { ledger, idempotency, inbox, accounts, registration, records } = deps;

  /** A member of the agent's team by account name (level 0 is the agent itself), or not_in_team. */
  async function member(agent: UserRow, account: string, opts: { allowSelf?: boolean } = {}): Promise<TeamMember> {
    const { rows } = await sql<TeamMember>`${teamCte(agent.id)}
      SELECT u.id, u.account, u.nickname, t.level FROM team t JOIN users u ON u.id = t.id
       WHERE u.account_key = ${account.toLowerCase()} LIMIT 1`.execute(db);
    const found = rows[0];
    if (!found || (found.level === 0 && !opts.allowSelf)) throw new ApiFailure('not_in_team');
    return { ...found, level: Number(found.level) };
  }

  return {
    member,

    async overview(agent: UserRow, range: DateRange): Promise<wire.TeamOverview> {
      const [counts, bets, money, income, days] = await Promise.all([
        sql<{ members: string | number; agents: string | number; direct: string | number; fresh: string | number }>`${teamCte(agent.id)}
          SELECT count(*) FILTER (WHERE t.level > 0) AS members,
                 count(*) FILTER (WHERE t.level > 0 AND u.type IN (${agentTypes})) AS agents,
                 count(*) FILTER (WHERE t.level = 1) AS direct,
                 count(*) FILTER (WHERE t.level > 0 AND u.created_at >= ${range.from} AND u.created_at < ${range.to}) AS fresh
            FROM team t JOIN users u ON u.id = t.id`.execute(db),
        sql<{ n: string | number; active: string | number; stake: string | number | null; payout: string | number | null }>`${teamCte(agent.id)}
          SELECT count(*) AS n, count(DISTINCT b.user_id) AS active, sum(b.stake_minor) AS stake, sum(b.payout_minor) AS payout
            FROM team t JOIN bets b ON b.user_id = t.id
           WHERE b.placed AND b.status = 'settled' AND b.placed_at >= ${range.from} AND b.placed_at < ${range.to}`.execute(db),
        sql<{ kind: string; total: string | number }>`${teamCte(agent.id)}
          SELECT j.kind, sum(e.amount) AS total
            FROM team t JOIN ledger_accounts a ON a.user_id = t.id AND a.kind = 'main'
            JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_journals j ON j.id = e.journal_id
           WHERE e.created_at >= ${range.from} AND e.created_at < ${range.to}
             AND j.kind IN ('deposit', 'deposit_match', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_refund')
           GROUP BY j.kind`.execute(db),
        db.selectFrom('agent_settlements').select((eb) => eb.fn.sum<string | number | null>('amount_minor').as('total')).where('agent_id', '=', agent.id).where('settled_at', '>=', range.from).where('settled_at', '<', range.to).executeTakeFirst(),
        sql<{ day: string; n: string | number; stake: string | number; payout: string | number }>`${teamCte(agent.id)}
          SELECT to_char(b.placed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n, sum(b.stake_minor) AS stake, sum(b.payout_minor) AS payout
            FROM team t JOIN bets b ON b.user_id = t.id
           WHERE b.placed AND b.status = 'settled' AND b.placed_at >= ${range.from} AND b.placed_at < ${range.to}
           GROUP BY 1 ORDER BY 1`.execute(db),
      ]);
      const c = counts.rows[0]!;
      const b = bets.rows[0]!;
      const kind = new Map(money.rows.map((r) => [r.kind, num(r.total)]));
      const k = (name: string) => kind.get(name) ?? 0;
      const stake = num(b.stake);
      const payout = num(b.payout);
      return {
        from: range.fromDay,
        to: range.toDay,
        currency: agent.currency,
        members: Number(c.members),
        agents: Number(c.agents),
        directMembers: Number(c.direct),
        newMembers: Number(c.fresh),
        activeMembers: Number(b.active),
        deposits: formatMinor(k('deposit') + k('deposit_match')),
        withdrawals: formatMinor(-(k('withdrawal_hold') + k('withdrawal_release') + k('withdrawal_refund'))),
        bets: Number(b.n),
        stake: formatMinor(stake),
        payout: formatMinor(payout),
        profit: formatMinor(payout - stake),
        income: formatMinor(num(income?.total)),
        /** The team's profit and loss per day of the range (days with settled bets). */
        byDay: days.rows.map((d) => ({ day: d.day, bets: Number(d.n), stake: formatMinor(num(d.stake)), payout: formatMinor(num(d.payout)), profit: formatMinor(num(d.payout) - num(d.stake)) })),
      };
    },

    async list(agent: UserRow, q: TeamQuery): Promise<wire.TeamPage> {
      const filters: RawBuilder<unknown>[] = [sql`t.level > 0`];
      if (q.search) {
        const escaped = q.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`);
        filters.push(sql`u.account_key LIKE ${`%${escaped}%`}`);
      } else {
        const under = q.under ? await member(agent, q.under, { allowSelf: true }) : { id: agent.id };
        filters.push(sql`u.parent_id = ${under.id}`);
      }
      if (q.status) filters.push(q.status === 'locked' ? sql`u.locked` : sql`NOT u.locked`);
      if (q.type) filters.push(q.type === 'agent' ? sql`u.type IN (${agentTypes})` : sql`u.type NOT IN (${agentTypes})`);
      const where = sql.join(filters, sql` AND `);
      const [count, rows] = await Promise.all([
        sql<{ n: string | number }>`${teamCte(agent.id)} SELECT count(*) AS n FROM team t JOIN users u ON u.id = t.id WHERE ${where}`.execute(db),
        sql<{ id: number; account: string; nickname: string; type: number; locked: boolean; created_at: Date; last_login_at: Date | null; upline: string | null; level: number; downlines: string | number; balance: string | number | null }>`${teamCte(agent.id)}
          SELECT u.id, u.account, u.nickname, u.type, u.locked, u.created_at, u.last_login_at, p.account AS upline, t.level,
                 (SELECT count(*) FROM users c WHERE c.parent_id = u.id) AS downlines,
                 (SELECT a.balance FROM ledger_accounts a WHERE a.user_id = u.id AND a.kind = 'main') AS balance
            FROM team t JOIN users u ON u.id = t.id LEFT JOIN users p ON p.id = u.parent_id
           WHERE ${where}
           ORDER BY t.level, u.id
           LIMIT ${PAGE_SIZE} OFFSET ${(q.page - 1) * PAGE_SIZE}`.execute(db),
      ]);
      const ids = rows.rows.map((r) => r.id);
      const contracts = ids.length === 0 ? [] : await db.selectFrom('agent_contracts').select(['id', 'kind', 'status', 'terms', 'downline_id']).where('downline_id', 'in', ids).where('status', 'in', ['accepted', 'offered']).execute();
      const contractOf = (id: number, kind: ContractKind) => {
        const mine = contracts.filter((c) => c.downline_id === id && c.kind === kind);
        const c = mine.find((x) => x.status === 'accepted') ?? mine[0];
        return c ? { id: String(c.id), status: c.status, terms: showTerms(storedTerms(c.terms)) } : null;
      };
      const items = rows.rows.map((r) => ({
        account: r.account,
        nickname: r.nickname,
        type: Number(r.type),
        isAgent: isAgentType(Number(r.type)),
        upline: r.upline ?? '',
        level: Number(r.level),
        downlines: Number(r.downlines),
        locked: r.locked,
        createdAt: iso(r.created_at)!,
        lastLoginAt: iso(r.last_login_at),
        balance: formatMinor(num(r.balance)),
        contracts: { daily: contractOf(r.id, 'daily'), hourly: contractOf(r.id, 'hourly'), realtime: contractOf(r.id, 'realtime'), dividend: contractOf(r.id, 'dividend') },
      }));
      return page(items, q.page, Number(count.rows[0]!.n));
    },

    /** A direct downline whose password the agent chose: its first login forces a change. */
    async register(agent: UserRow, given: NewDownline, ip: string): Promise<wire.Registered> {
      const input = { ...given, password: normalisePassword(given.password) };
      const rules = new Map((await registration.fieldRules(agent.merchant_code)).map((r) => [r.field, r]));
      const userRule = rules.get('username');
      if (userRule && fieldProblem({ ...userRule, required: true }, input.account)) throw new ApiFailure('invalid_account_format', { field: 'account' });
      const pwRule = rules.get('password');
      if (pwRule && fieldProblem({ ...pwRule, required: true }, input.password)) throw new ApiFailure('invalid_password_format', { field: 'password' });
      if (!passwordLengthOk(input.password)) {
        throw new ApiFailure('invalid_password_format', { field: 'password', problem: 'length', minLength: PASSWORD_MIN_LENGTH });
      }
      const type = input.type === 'agent' ? 2 : 0;
      try {
        const created = await db.transaction().execute(async (trx) => {
          const user = await accounts.create(
            {
              merchantCode: agent.merchant_code,
              currency: agent.currency,
              account: input.account,
              password: input.password,
              passwordSetBy: 'agent',
              type,
              parentId: agent.id,
              nickname: input.nickname,
              registerMethod: 'AGENT',
              registerIp: ip,
            },
            trx,
          );
          // An agent has its invitation link from the start (server/agents/invitations.ts).
          const invitation = type === 0 ? null : await issueInvitation(trx, user);
          await writeAudit(trx, { actor: actorOf(agent), ip, action: 'agent.register', details: { account: user.account, type, ...(invitation ? { invitation } : {}) } });
          return user;
        });
        return { account: created.account, nickname: created.nickname, type, isAgent: type !== 0, upline: agent.account };
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiFailure('account_exists');
        throw err;
      }
    },

    /** From the agent's main wallet to a team member's (Idempotency-Key). */
    async transfer(agent: UserRow, input: { account: string; amount: string }, key: string, ip: string) {
      const amount = amountOf(input.amount);
      const target = await member(agent, input.account);
      return idempotency.run({ userId: agent.id, key, scope: 'agent.transfer', request: { account: target.id, amount } }, async (trx): Promise<wire.DownlineTransfer> => {
        const to = await trx.selectFrom('users').select(['id', 'account', 'nickname', 'currency', 'merchant_code']).where('id', '=', target.id).executeTakeFirstOrThrow();
        if (to.currency !== agent.currency) throw new ApiFailure('operation_not_allowed', { reason: 'currency' });
        const posted = await ledger.post(trx, {
          merchantCode: agent.merchant_code,
          currency: agent.currency,
          kind: 'downline_transfer',
          userId: agent.id,
          memo: `→ ${to.account}`,
          lines: [
            { account: { kind: 'main', userId: agent.id }, amount: -amount },
            { account: { kind: 'main', userId: to.id }, amount },
          ],
        });
        await inbox.send(trx, {
          merchantCode: to.merchant_code,
          userId: to.id,
          kind: 'downline_transfer_received',
          params: { from: agent.account, amount: formatMinor(amount) },
          title: 'Transfer received',
          content: `${agent.account} transferred ${formatMinor(amount)} ${agent.currency} to your main wallet.`,
        });
        await writeAudit(trx, { actor: actorOf(agent), ip, action: 'agent.transfer', details: { to: to.account, amount: formatMinor(amount), journalId: posted.journalId } });
        return {
          transferId: posted.journalId,
          amount: formatMinor(amount),
          to: { account: to.account, nickname: to.nickname },
          balance: formatMinor(posted.balances.get(`main:${agent.id}`) ?? 0),
          sumBalance: formatMinor(sumOf(posted.balances, agent.id)),
        };
      });
    },

    async bets(agent: UserRow, range: DateRange, pageNo: number, filter: { account?: string; category?: string }): Promise<wire.TeamBets> {
      const filters: RawBuilder<unknown>[] = [sql`b.placed`, sql`b.placed_at >= ${range.from}`, sql`b.placed_at < ${range.to}`];
      if (filter.account) filters.push(sql`b.user_id = ${(await member(agent, filter.account, { allowSelf: true })).id}`);
      if (filter.category) filters.push(sql`b.game_type = ${filter.category}`);
      const where = sql.join(filters, sql` AND `);
      const [summary, rows] = await Promise.all([
        sql<{ n: string | number; stake: string | number | null; payout: string | number | null }>`${teamCte(agent.id)}
          SELECT count(*) AS n, sum(CASE WHEN b.status = 'rolled_back' THEN 0 ELSE b.stake_minor END) AS stake, sum(b.payout_minor) AS payout
            FROM team t JOIN bets b ON b.user_id = t.id WHERE ${where}`.execute(db),
        sql<{ id: string | number; bet_id: string; vendor: string; vendor_name: string | null; game_type: string; game_code: string; stake_minor: string | number; payout_minor: string | number; status: string; placed_at: Date; settled_at: Date | null; account: string }>`${teamCte(agent.id)}
          SELECT b.id, b.bet_id, b.vendor, (SELECT min(v.name) FROM vendors v WHERE v.vassalage = b.vendor) AS vendor_name, b.game_type, b.game_code,
                 b.stake_minor, b.payout_minor, b.status, b.placed_at, b.settled_at, u.account
            FROM team t JOIN bets b ON b.user_id = t.id JOIN users u ON u.id = b.user_id
           WHERE ${where}
           ORDER BY b.placed_at DESC, b.id DESC
           LIMIT ${PAGE_SIZE} OFFSET ${(pageNo - 1) * PAGE_SIZE}`.execute(db),
      ]);
      const s = summary.rows[0]!;
      const items = rows.rows.map((r) => ({ account: r.account, ...betRecordOf(r) }));
      const stake = num(s.stake);
      const payout = num(s.payout);
      return { ...page(items, pageNo, Number(s.n)), summary: { bets: Number(s.n), stake: formatMinor(stake), payout: formatMinor(payout), profit: formatMinor(payout - stake) } };
    },

    /** Per member of the team: settled bets and money in and out over the range. */
    async profit(agent: UserRow, range: DateRange, pageNo: number, account?: string): Promise<wire.TeamProfit> {
      const only = account ? (await member(agent, account, { allowSelf: true })).id : undefined;
      const restrict = only === undefined ? sql`true` : sql`t.id = ${only}`;
      const [bets, money] = await Promise.all([
        sql<{ user_id: number; account: string; nickname: string; n: string | number; stake: string | number; payout: string | number }>`${teamCte(agent.id)}
          SELECT u.id AS user_id, u.account, u.nickname, count(*) AS n, sum(b.stake_minor) AS stake, sum(b.payout_minor) AS payout
            FROM team t JOIN bets b ON b.user_id = t.id JOIN users u ON u.id = t.id
           WHERE ${restrict} AND b.placed AND b.status = 'settled' AND b.placed_at >= ${range.from} AND b.placed_at < ${range.to}
           GROUP BY u.id, u.account, u.nickname`.execute(db),
        sql<{ user_id: number; account: string; nickname: string; deposits: string | number; withdrawals: string | number }>`${teamCte(agent.id)}
          SELECT u.id AS user_id, u.account, u.nickname,
                 sum(e.amount) FILTER (WHERE j.kind IN ('deposit', 'deposit_match')) AS deposits,
                 sum(e.amount) FILTER (WHERE j.kind IN ('withdrawal_hold', 'withdrawal_release', 'withdrawal_refund')) AS withdrawals
            FROM team t JOIN users u ON u.id = t.id JOIN ledger_accounts a ON a.user_id = t.id AND a.kind = 'main'
            JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_journals j ON j.id = e.journal_id
           WHERE ${restrict} AND e.created_at >= ${range.from} AND e.created_at < ${range.to}
             AND j.kind IN ('deposit', 'deposit_match', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_refund')
           GROUP BY u.id, u.account, u.nickname`.execute(db),
      ]);
      const rows = new Map<number, { account: string; nickname: string; bets: number; stake: number; payout: number; deposits: number; withdrawals: number }>();
      const row = (id: number, account: string, nickname: string) => {
        if (!rows.has(id)) rows.set(id, { account, nickname, bets: 0, stake: 0, payout: 0, deposits: 0, withdrawals: 0 });
        return rows.get(id)!;
      };
      for (const b of bets.rows) Object.assign(row(b.user_id, b.account, b.nickname), { bets: Number(b.n), stake: num(b.stake), payout: num(b.payout) });
      for (const m of money.rows) Object.assign(row(m.user_id, m.account, m.nickname), { deposits: num(m.deposits), withdrawals: -num(m.withdrawals) });
      const all = [...rows.values()].sort((a, b) => b.stake - a.stake || a.account.localeCompare(b.account));
      const sum = (f: (r: (typeof all)[number]) => number) => all.reduce((s, r) => s + f(r), 0);
      const show = (r: (typeof all)[number]) => ({
        account: r.account,
        nickname: r.nickname,
        bets: r.bets,
        stake: formatMinor(r.stake),
        payout: formatMinor(r.payout),
        profit: formatMinor(r.payout - r.stake),
        deposits: formatMinor(r.deposits),
        withdrawals: formatMinor(r.withdrawals),
      });
      return {
        ...page(all.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE).map(show), pageNo, all.length),
        summary: {
          bets: sum((r) => r.bets),
          stake: formatMinor(sum((r) => r.stake)),
          payout: formatMinor(sum((r) => r.payout)),
          profit: formatMinor(sum((r) => r.payout - r.stake)),
          deposits: formatMinor(sum((r) => r.deposits)),
          withdrawals: formatMinor(sum((r) => r.withdrawals)),
        },
      };
    },

    /** Every settlement line paid to the agent (my income). */
    async income(agent: UserRow, range: DateRange, pageNo: number, kind?: ContractKind): Promise<wire.Income> {
      let base = db.selectFrom('agent_settlements').where('agent_id', '=', agent.id).where('settled_at', '>=', range.from).where('settled_at', '<', range.to);
      if (kind) base = kind === 'dividend' ? base.where('kind', 'like', 'dividend:%') : base.where('kind', '=', kind);
      const [summary, rows] = await Promise.all([
        base.select((eb) => [eb.fn.countAll<string | number>().as('n'), eb.fn.sum<string | number | null>('amount_minor').as('total')]).executeTakeFirstOrThrow(),
        base.selectAll().orderBy('settled_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset((pageNo - 1) * PAGE_SIZE).execute(),
      ]);
      const items = rows.map((r) => ({
        id: String(r.id),
        kind: (r.kind.startsWith('dividend') ? 'dividend' : r.kind) as ContractKind,
        periodKey: r.period_key,
        periodStart: iso(r.period_start)!,
        periodEnd: iso(r.period_end)!,
        base: formatMinor(num(r.base_minor)),
        activeMembers: r.active_members,
        rate: r.rate,
        gross: formatMinor(num(r.gross_minor)),
        downlineGross: formatMinor(num(r.downline_minor)),
        amount: formatMinor(num(r.amount_minor)),
        journalId: String(r.journal_id),
        settledAt: iso(r.settled_at)!,
      }));
      return { ...page(items, pageNo, Number(summary.n)), summary: { total: formatMinor(num(summary.total)) } };
    },

    /** Account details: the agent's own account record. */
    async account(agent: UserRow, range: DateRange, pageNo: number): Promise<wire.AccountPage> {
      return records.account(agent, range, pageNo);
    },
  };
}

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
