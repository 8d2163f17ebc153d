import type * as v from 'valibot';
import * as agent from '../../server/shared/wire/agent';
import { call, type CallOptions } from './client';

// The agent centre's calls (spec sections 1-4 and 7; docs/agent-api.md). Amounts are the
// API's decimal strings ("1234.50"); ratios and rates are percentages as decimal strings
// ("0.50" is half a per cent). Every call needs an agent's token.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export { CONTRACT_KINDS, CONTRACT_STATUSES, DIVIDEND_PERIODS, END_REASONS } from '../../server/shared/wire/agent';
export type {
  AccountPage,
  AgentOptions,
  Contract,
  ContractKind,
  Contracts,
  ContractStatus,
  ContractTerms,
  DailyTier,
  DividendPeriod,
  DividendTier,
  DownlineTransfer,
  Income,
  IncomeLine,
  Registered,
  TeamBet,
  TeamBets,
  TeamMember,
  TeamOverview,
  TeamPage,
  TeamProfit,
  TeamProfitRow,
} from '../../server/shared/wire/agent';
export type AccountLine = agent.AccountPage['items'][number];

/** The terms as the API sends them in an offer (without `kind`). */
export function apiTerms(terms: agent.ContractTerms): Record<string, unknown> {
  const { kind: _kind, ...rest } = terms;
  return rest;
}

/** GET /api/agent/contracts: mine and the ones I offered; `account` narrows to one downline, `history` adds ended ones. */
export const fetchContracts = (query: { account?: string; status?: 'offered' | 'accepted' | 'history' } = {}, { signal }: CallOptions = {}) =>
  call(agent.contracts, 'agent/contracts', { searchParams: clean(query), signal });

/** POST /api/agent/contracts: an offer to a direct downline agent. */
export const offerContract = (account: string, terms: agent.ContractTerms, { signal }: CallOptions = {}) =>
  call(agent.contract, 'agent/contracts', { method: 'post', json: { account, kind: terms.kind, terms: apiTerms(terms) }, signal });

export const acceptContract = (id: string, { signal }: CallOptions = {}) =>
  call(agent.contract, `agent/contracts/${encodeURIComponent(id)}/accept`, { method: 'post', signal });
export const rejectContract = (id: string, { signal }: CallOptions = {}) =>
  call(agent.contract, `agent/contracts/${encodeURIComponent(id)}/reject`, { method: 'post', signal });

/** GET /api/agent/options. */
export const fetchAgentOptions = ({ signal }: CallOptions = {}) => call(agent.agentOptions, 'agent/options', { signal });

/** Report windows: the personal centre's record query (from/to, page). */
export interface RangeQuery {
  from: string;
  to: string;
  page?: number;
}

function clean(query: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

/** GET /api/agent/overview: the team's numbers over a window. */
export const fetchOverview = (query: RangeQuery, { signal }: CallOptions = {}) => call(agent.overview, 'agent/overview', { searchParams: clean(query), signal });

/** GET /api/agent/account: my own account record (salary, dividends, transfers to downlines). */
export const fetchAgentAccount = (query: RangeQuery, { signal }: CallOptions = {}) =>
  call(agent.accountPage, 'agent/account', { searchParams: clean(query), signal });

export type TeamQuery = v.InferInput<typeof agent.teamQuery>;

/** GET /api/agent/team: my direct downlines (or those of `under`), or a search of the whole team. */
export const fetchTeam = (query: TeamQuery, { signal }: CallOptions = {}) => call(agent.teamPage, 'agent/team', { searchParams: clean(query), signal });

export type NewDownline = v.InferInput<typeof agent.newDownline>;

/** POST /api/agent/team: a direct downline member or agent; its first login forces a password change. */
export const registerDownline = (body: NewDownline, { signal }: CallOptions = {}) =>
  call(agent.registered, 'agent/team', { method: 'post', json: clean(body), signal });

/** POST /api/agent/transfers (Idempotency-Key): money to an account of my team. */
export const transferToDownline = (body: { account: string; amount: string }, key: string, { signal }: CallOptions = {}) =>
  call(agent.downlineTransfer, 'agent/transfers', { method: 'post', json: body, headers: { 'Idempotency-Key': key }, signal });

/** GET /api/agent/team/bets: the team's bets over a window, optionally one account's. */
export const fetchTeamBets = (query: RangeQuery & { account?: string; category?: string }, { signal }: CallOptions = {}) =>
  call(agent.teamBets, 'agent/team/bets', { searchParams: clean(query), signal });

/** GET /api/agent/team/profit: user profit and loss of the team's accounts over a window. */
export const fetchTeamProfit = (query: RangeQuery & { account?: string }, { signal }: CallOptions = {}) =>
  call(agent.teamProfit, 'agent/team/profit', { searchParams: clean(query), signal });

/** GET /api/agent/income: my settlement lines (salary and dividends), optionally of one kind. */
export const fetchIncome = (query: RangeQuery & { kind?: agent.ContractKind }, { signal }: CallOptions = {}) =>
  call(agent.income, 'agent/income', { searchParams: clean(query), signal });

/** GET /api/agent/invitations (T): my invitation codes, active first. */
export const fetchInvitations = ({ signal }: CallOptions = {}) => call(agent.invitations, 'agent/invitations', { signal });

/** POST /api/agent/invitations (T): another code. */
export const issueInvitation = ({ signal }: CallOptions = {}) => call(agent.invitations, 'agent/invitations', { method: 'post', signal });

/** POST /api/agent/invitations/:code/retire (T). */
export const retireInvitation = (code: string, { signal }: CallOptions = {}) =>
  call(agent.invitations, `agent/invitations/${encodeURIComponent(code)}/retire`, { method: 'post', signal });
