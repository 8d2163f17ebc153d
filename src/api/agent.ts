import * as v from 'valibot';
import { call } from './client';

// The agent centre's calls (spec sections 1-4 and 7; docs/agent-api.md). Amounts are the
// API's decimal strings ("1234.50"); ratios and rates are percentages as decimal strings
// ("0.50" is half a per cent). Every call needs an agent's token.

const money = v.string();
const rate = v.string();

export const CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Dividend periods (spec section 3): daily, weekly, semimonthly (H), monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

const dailyTier = v.object({ minBet: money, minActive: v.number(), ratio: rate });
const dividendTier = v.object({ minLoss: money, minActive: v.number(), ratio: rate });
export type DailyTier = v.InferOutput<typeof dailyTier>;
export type DividendTier = v.InferOutput<typeof dividendTier>;

const termsByKind = {
  daily: v.object({ tiers: v.array(dailyTier) }),
  hourly: v.object({ ratio: rate }),
  realtime: v.object({ winRate: rate, lossRate: rate }),
  dividend: v.object({ period: v.picklist(DIVIDEND_PERIODS), tiers: v.array(dividendTier) }),
};

/** What a contract pays, by kind (spec section 3); `kind` travels beside the terms in the API. */
export type ContractTerms =
  | ({ kind: 'daily' } & v.InferOutput<typeof termsByKind.daily>)
  | ({ kind: 'hourly' } & v.InferOutput<typeof termsByKind.hourly>)
  | ({ kind: 'realtime' } & v.InferOutput<typeof termsByKind.realtime>)
  | ({ kind: 'dividend' } & v.InferOutput<typeof termsByKind.dividend>);

/** The terms as the API sends them in an offer (without `kind`). */
export function apiTerms(terms: ContractTerms): Record<string, unknown> {
  const { kind: _kind, ...rest } = terms;
  return rest;
}

/** Terms of one kind read from an answer, with the kind joined in. */
function termsOf(kind: ContractKind, terms: unknown): ContractTerms | null {
  const parsed = v.safeParse(termsByKind[kind], terms);
  return parsed.success ? ({ kind, ...parsed.output } as ContractTerms) : null;
}

/** Statuses of a contract: offered (waiting for the downline), accepted (in force), or how it ended. */
export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'cancelled', 'replaced'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const END_REASONS = ['replaced', 'higher_rate_offer', 'upline_rate_lowered', 'withdrawn', 'rejected'] as const;

const party = v.object({ account: v.string(), nickname: v.string() });

const rawContract = v.object({
  id: v.string(),
  kind: v.picklist(CONTRACT_KINDS),
  status: v.picklist(CONTRACT_STATUSES),
  /** null: the platform (a top agent's contract). */
  upline: v.nullable(party),
  downline: party,
  terms: v.unknown(),
  offeredAt: v.string(),
  answeredAt: v.nullable(v.string()),
  endedAt: v.nullable(v.string()),
  endReason: v.nullable(v.picklist(END_REASONS)),
});

export const contractSchema = v.pipe(
  rawContract,
  v.check((c) => termsOf(c.kind, c.terms) !== null, 'terms do not match the kind'),
  v.transform(({ terms, ...rest }) => ({ ...rest, terms: termsOf(rest.kind, terms)! })),
);
/** One contract or offer between an upline and a downline agent. */
export type Contract = v.InferOutput<typeof contractSchema>;

export const contractsSchema = v.object({
  /** Contracts where I am the downline (in force and offered to me). */
  mine: v.array(contractSchema),
  /** Contracts I gave or offered to my direct downlines. */
  offered: v.array(contractSchema),
});
export type Contracts = v.InferOutput<typeof contractsSchema>;

/** GET /api/agent/contracts: mine and the ones I offered; `account` narrows to one downline, `history` adds ended ones. */
export const fetchContracts = (query: { account?: string; status?: 'offered' | 'accepted' | 'history' } = {}) =>
  call(contractsSchema, 'agent/contracts', { searchParams: clean(query) });

/** POST /api/agent/contracts: an offer to a direct downline agent. */
export const offerContract = (account: string, terms: ContractTerms) =>
  call(contractSchema, 'agent/contracts', { method: 'post', json: { account, kind: terms.kind, terms: apiTerms(terms) } });

export const acceptContract = (id: string) => call(contractSchema, `agent/contracts/${encodeURIComponent(id)}/accept`, { method: 'post' });
export const rejectContract = (id: string) => call(contractSchema, `agent/contracts/${encodeURIComponent(id)}/reject`, { method: 'post' });

const myTerms = v.object({
  daily: v.nullable(v.unknown()),
  hourly: v.nullable(v.unknown()),
  realtime: v.nullable(v.unknown()),
  dividend: v.nullable(v.unknown()),
});

export const agentOptionsSchema = v.pipe(
  v.object({
    dailysalreqtype: v.picklist([0, 1]),
    contracthoursalreq: v.picklist([0, 1]),
    realtimesalreqtype: v.picklist([0, 1]),
    divtypereq: v.picklist([0, 1]),
    dividendPeriods: v.array(v.picklist(DIVIDEND_PERIODS)),
    kinds: v.array(v.picklist(CONTRACT_KINDS)),
    myTerms,
  }),
  v.transform((o) => ({
    ...o,
    /** My own terms per kind (my ceiling when I offer): null where I have none. */
    myTerms: Object.fromEntries(CONTRACT_KINDS.map((k) => [k, o.myTerms[k] == null ? null : termsOf(k, o.myTerms[k])])) as Record<ContractKind, ContractTerms | null>,
  })),
);
/** The merchant's consolidated settings (spec section 3) and my own terms. */
export type AgentOptions = v.InferOutput<typeof agentOptionsSchema>;

/** GET /api/agent/options. */
export const fetchAgentOptions = () => call(agentOptionsSchema, 'agent/options');

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

const paged = <S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), page: v.number(), pageSize: v.number(), total: v.number(), totalPages: v.number() });

export const overviewSchema = v.object({
  from: v.string(),
  to: v.string(),
  currency: v.string(),
  members: v.number(),
  agents: v.number(),
  directMembers: v.number(),
  newMembers: v.number(),
  activeMembers: v.number(),
  deposits: money,
  withdrawals: money,
  bets: v.number(),
  stake: money,
  payout: money,
  profit: money,
  income: money,
});
export type TeamOverview = v.InferOutput<typeof overviewSchema>;

/** GET /api/agent/overview: the team's numbers over a window. */
export const fetchOverview = (query: RangeQuery) => call(overviewSchema, 'agent/overview', { searchParams: clean(query) });

export const accountLineSchema = v.object({
  id: v.string(),
  journalId: v.string(),
  at: v.string(),
  kind: v.string(),
  wallet: v.string(),
  amount: money,
  balanceAfter: money,
  memo: v.string(),
});
export type AccountLine = v.InferOutput<typeof accountLineSchema>;
export const accountPageSchema = paged(accountLineSchema);
export type AccountPage = v.InferOutput<typeof accountPageSchema>;

/** GET /api/agent/account: my own account record (salary, dividends, transfers to downlines). */
export const fetchAgentAccount = (query: RangeQuery) => call(accountPageSchema, 'agent/account', { searchParams: clean(query) });

const termsSummary = v.nullable(v.object({ id: v.string(), status: v.picklist(CONTRACT_STATUSES), terms: v.unknown() }));

export const teamMemberSchema = v.object({
  account: v.string(),
  nickname: v.string(),
  type: v.number(),
  isAgent: v.boolean(),
  upline: v.string(),
  level: v.number(),
  downlines: v.number(),
  locked: v.boolean(),
  createdAt: v.string(),
  lastLoginAt: v.nullable(v.string()),
  balance: money,
  contracts: v.object({ daily: termsSummary, hourly: termsSummary, realtime: termsSummary, dividend: termsSummary }),
});
export type TeamMember = v.InferOutput<typeof teamMemberSchema>;
export const teamPageSchema = paged(teamMemberSchema);
export type TeamPage = v.InferOutput<typeof teamPageSchema>;

export interface TeamQuery {
  under?: string;
  search?: string;
  status?: 'active' | 'locked';
  type?: 'member' | 'agent';
  page?: number;
}

/** GET /api/agent/team: my direct downlines (or those of `under`), or a search of the whole team. */
export const fetchTeam = (query: TeamQuery) => call(teamPageSchema, 'agent/team', { searchParams: clean(query) });

export const registeredSchema = v.object({ account: v.string(), nickname: v.string(), type: v.number(), isAgent: v.boolean(), upline: v.string() });
export type Registered = v.InferOutput<typeof registeredSchema>;

export interface NewDownline {
  account: string;
  password: string;
  type: 'member' | 'agent';
  nickname?: string;
}

/** POST /api/agent/team: a direct downline member or agent; its first login forces a password change. */
export const registerDownline = (body: NewDownline) => call(registeredSchema, 'agent/team', { method: 'post', json: clean(body) });

export const downlineTransferSchema = v.object({
  transferId: v.string(),
  amount: money,
  to: party,
  balance: money,
  sumBalance: money,
});
export type DownlineTransfer = v.InferOutput<typeof downlineTransferSchema>;

/** POST /api/agent/transfers (Idempotency-Key): money to an account of my team. */
export const transferToDownline = (body: { account: string; amount: string }, key: string) =>
  call(downlineTransferSchema, 'agent/transfers', { method: 'post', json: body, headers: { 'Idempotency-Key': key } });

export const teamBetSchema = v.object({
  account: v.string(),
  id: v.string(),
  betId: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
  category: v.string(),
  gameCode: v.string(),
  stake: money,
  payout: money,
  profit: money,
  status: v.string(),
  placedAt: v.string(),
  settledAt: v.nullable(v.string()),
});
export type TeamBet = v.InferOutput<typeof teamBetSchema>;
export const teamBetsSchema = v.object({
  ...paged(teamBetSchema).entries,
  summary: v.object({ bets: v.number(), stake: money, payout: money, profit: money }),
});
export type TeamBets = v.InferOutput<typeof teamBetsSchema>;

/** GET /api/agent/team/bets: the team's bets over a window, optionally one account's. */
export const fetchTeamBets = (query: RangeQuery & { account?: string; category?: string }) => call(teamBetsSchema, 'agent/team/bets', { searchParams: clean(query) });

export const teamProfitRowSchema = v.object({
  account: v.string(),
  nickname: v.string(),
  bets: v.number(),
  stake: money,
  payout: money,
  profit: money,
  deposits: money,
  withdrawals: money,
});
export type TeamProfitRow = v.InferOutput<typeof teamProfitRowSchema>;
export const teamProfitSchema = v.object({
  ...paged(teamProfitRowSchema).entries,
  summary: v.object({ bets: v.number(), stake: money, payout: money, profit: money, deposits: money, withdrawals: money }),
});
export type TeamProfit = v.InferOutput<typeof teamProfitSchema>;

/** GET /api/agent/team/profit: user profit and loss of the team's accounts over a window. */
export const fetchTeamProfit = (query: RangeQuery & { account?: string }) => call(teamProfitSchema, 'agent/team/profit', { searchParams: clean(query) });

export const incomeLineSchema = v.object({
  id: v.string(),
  kind: v.picklist(CONTRACT_KINDS),
  periodKey: v.string(),
  periodStart: v.string(),
  periodEnd: v.string(),
  base: money,
  activeMembers: v.number(),
  rate: v.string(),
  gross: money,
  downlineGross: money,
  amount: money,
  journalId: v.string(),
  settledAt: v.string(),
});
export type IncomeLine = v.InferOutput<typeof incomeLineSchema>;
export const incomeSchema = v.object({ ...paged(incomeLineSchema).entries, summary: v.object({ total: money }) });
export type Income = v.InferOutput<typeof incomeSchema>;

/** GET /api/agent/income: my settlement lines (salary and dividends), optionally of one kind. */
export const fetchIncome = (query: RangeQuery & { kind?: ContractKind }) => call(incomeSchema, 'agent/income', { searchParams: clean(query) });
