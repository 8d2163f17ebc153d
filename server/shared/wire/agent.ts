// The agent centre's wire shapes (docs/agent-api.md): contracts and their terms, the
// merchant's contract options, the team overview, list, registration and transfers, team
// betting, user profit and loss, my income and account details, and the operator's agent
// calls. Amounts are decimal strings ("1234.50"); ratios and rates are percentages as
// decimal strings ("0.50" is half a per cent). What terms may say is the server's rule
// (`server/agents/terms.ts`); the shapes here are only what travels.
import * as v from 'valibot';
import { amountInput, count, id, isoTime, money, pageNumber } from './common';
export { idParams as contractParams } from './common';
import { accountLine, betLine, rangeEntries } from './records';

/** The kinds of contract (spec section 3): daily salary, hourly salary, real-time salary, dividend. */
export const CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Dividend periods (spec section 3): daily, weekly, semimonthly (H), monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** Statuses of a contract: offered (waiting for the downline), accepted (in force), or how it ended. */
export const CONTRACT_STATUSES = ['offered', 'accepted', 'rejected', 'cancelled', 'replaced'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const END_REASONS = ['replaced', 'higher_rate_offer', 'upline_rate_lowered', 'withdrawn', 'rejected'] as const;
export type ContractEndReason = (typeof END_REASONS)[number];

/** What a contract list shows: in force and pending (default), one side, or ended ones too. */
export const CONTRACT_LIST_STATUSES = ['offered', 'accepted', 'history'] as const;
/** What an agent registers under itself. */
export const DOWNLINE_TYPES = ['member', 'agent'] as const;
export const TEAM_STATUSES = ['active', 'locked'] as const;

const accountName = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const rate = v.string();
const flag = v.picklist([0, 1]);

// ── Terms ───────────────────────────────────────────────────────────────────

const dailyTier = v.object({ minBet: money, minActive: count, ratio: rate });
const dividendTier = v.object({ minLoss: money, minActive: count, ratio: rate });
export type DailyTier = v.InferOutput<typeof dailyTier>;
export type DividendTier = v.InferOutput<typeof dividendTier>;

/** The terms of each kind as they travel (an offer sends the same shape the answers show). */
export const termsByKind = {
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

/** Terms of one kind read from an answer, with the kind joined in; null when they do not match the kind. */
export function termsOf(kind: ContractKind, terms: unknown): ContractTerms | null {
  const parsed = v.safeParse(termsByKind[kind], terms);
  return parsed.success ? ({ kind, ...parsed.output } as ContractTerms) : null;
}

/** Terms on the wire: an object whose shape depends on the kind beside it. */
const terms = v.pipe(v.record(v.string(), v.unknown()), v.description('Per kind: see docs/agent-api.md'));

// ── Contracts ───────────────────────────────────────────────────────────────

const party = v.object({ account: v.string(), nickname: v.string() });

/** One contract or offer between an upline and a downline agent; the terms are read by its kind. */
export const contract = v.pipe(
  v.object({
    id: v.string(),
    kind: v.picklist(CONTRACT_KINDS),
    status: v.picklist(CONTRACT_STATUSES),
    /** null: the platform (a top agent's contract). */
    upline: v.nullable(party),
    downline: party,
    terms,
    offeredAt: isoTime,
    answeredAt: v.nullable(isoTime),
    endedAt: v.nullable(isoTime),
    endReason: v.nullable(v.picklist(END_REASONS)),
  }),
  v.check((c) => termsOf(c.kind, c.terms) !== null, 'terms do not match the kind'),
  v.transform(({ terms: sent, ...rest }) => ({ ...rest, terms: termsOf(rest.kind, sent)! })),
);
/** A contract as the server writes it (terms without their kind). */
export type ContractAnswer = v.InferInput<typeof contract>;
/** A contract as the browser reads it (terms with their kind). */
export type Contract = v.InferOutput<typeof contract>;

export const contracts = v.object({
  /** Contracts where I am the downline (in force and offered to me). */
  mine: v.array(contract),
  /** Contracts I gave or offered to my direct downlines. */
  offered: v.array(contract),
});
export type ContractsAnswer = v.InferInput<typeof contracts>;
export type Contracts = v.InferOutput<typeof contracts>;

export const contractsQuery = v.strictObject({ account: v.optional(accountName), status: v.optional(v.picklist(CONTRACT_LIST_STATUSES)) });
export type ContractsQuery = v.InferOutput<typeof contractsQuery>;
export const offerRequest = v.strictObject({ account: accountName, kind: v.picklist(CONTRACT_KINDS), terms });
export type OfferRequest = v.InferOutput<typeof offerRequest>;

// ── Options ─────────────────────────────────────────────────────────────────

const optionEntries = {
  dailysalreqtype: flag,
  contracthoursalreq: flag,
  realtimesalreqtype: flag,
  divtypereq: flag,
  dividendPeriods: v.array(v.picklist(DIVIDEND_PERIODS)),
  kinds: v.array(v.picklist(CONTRACT_KINDS)),
};
/** The merchant's consolidated contract settings (spec section 3). */
export const contractOptions = v.object(optionEntries);
export type ContractOptions = v.InferOutput<typeof contractOptions>;

const ownTerms = v.nullable(terms);
/** The options and my own terms per kind (my ceiling when I offer): null where I have none. */
export const agentOptions = v.pipe(
  v.object({ ...optionEntries, myTerms: v.object({ daily: ownTerms, hourly: ownTerms, realtime: ownTerms, dividend: ownTerms }) }),
  v.transform((o) => ({
    ...o,
    myTerms: Object.fromEntries(CONTRACT_KINDS.map((k) => [k, o.myTerms[k] == null ? null : termsOf(k, o.myTerms[k])])) as Record<ContractKind, ContractTerms | null>,
  })),
);
export type AgentOptionsAnswer = v.InferInput<typeof agentOptions>;
export type AgentOptions = v.InferOutput<typeof agentOptions>;

// ── Team ────────────────────────────────────────────────────────────────────

export const rangeQuery = v.strictObject(rangeEntries);
export const pagedRangeQuery = v.strictObject({ ...rangeEntries, page: v.optional(pageNumber, 1) });
export type PagedRangeQuery = v.InferOutput<typeof pagedRangeQuery>;

export const overview = v.object({
  from: v.string(),
  to: v.string(),
  currency: v.string(),
  members: count,
  agents: count,
  directMembers: count,
  newMembers: count,
  activeMembers: count,
  deposits: money,
  withdrawals: money,
  bets: count,
  stake: money,
  payout: money,
  profit: money,
  income: money,
  /** The team's profit and loss per day of the range (days with settled bets). */
  byDay: v.array(v.object({ day: v.string(), bets: count, stake: money, payout: money, profit: money })),
});
export type TeamOverview = v.InferOutput<typeof overview>;

const page = <I extends v.GenericSchema, E extends v.ObjectEntries>(item: I, extra: E) =>
  v.object({ items: v.array(item), page: count, pageSize: count, total: count, totalPages: count, ...extra });

export const accountPage = v.object({ items: v.array(accountLine), page: count, pageSize: count, total: count, totalPages: count });
export type AccountPage = v.InferOutput<typeof accountPage>;

/** A contract of a team member, as the team list shows it. */
const contractCell = v.nullable(v.object({ id: v.string(), status: v.picklist(CONTRACT_STATUSES), terms }));

export const teamMember = v.object({
  account: v.string(),
  nickname: v.string(),
  type: count,
  isAgent: v.boolean(),
  upline: v.string(),
  level: count,
  downlines: count,
  locked: v.boolean(),
  createdAt: isoTime,
  lastLoginAt: v.nullable(isoTime),
  balance: money,
  contracts: v.object({ daily: contractCell, hourly: contractCell, realtime: contractCell, dividend: contractCell }),
});
export type TeamMember = v.InferOutput<typeof teamMember>;
export const teamPage = v.object({ items: v.array(teamMember), page: count, pageSize: count, total: count, totalPages: count });
export type TeamPage = v.InferOutput<typeof teamPage>;

export const teamQuery = v.strictObject({
  under: v.optional(accountName),
  search: v.optional(accountName),
  status: v.optional(v.picklist(TEAM_STATUSES)),
  type: v.optional(v.picklist(DOWNLINE_TYPES)),
  page: v.optional(pageNumber, 1),
});
export type TeamQuery = v.InferOutput<typeof teamQuery>;

export const newDownline = v.strictObject({
  account: accountName,
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(256)),
  type: v.picklist(DOWNLINE_TYPES),
  nickname: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type NewDownline = v.InferOutput<typeof newDownline>;
export const registered = v.object({ account: v.string(), nickname: v.string(), type: count, isAgent: v.boolean(), upline: v.string() });
export type Registered = v.InferOutput<typeof registered>;

export const downlineTransferRequest = v.strictObject({ account: accountName, amount: amountInput });
export type DownlineTransferRequest = v.InferOutput<typeof downlineTransferRequest>;
export const downlineTransfer = v.object({ transferId: v.string(), amount: money, to: party, balance: money, sumBalance: money });
export type DownlineTransfer = v.InferOutput<typeof downlineTransfer>;

// ── Team betting, user profit and loss, my income ──────────────────────────

export const teamBetsQuery = v.strictObject({ ...rangeEntries, page: v.optional(pageNumber, 1), account: v.optional(accountName), category: v.optional(v.pipe(v.string(), v.regex(/^[A-Z_]{1,20}$/))) });
export const teamBet = v.object({ account: v.string(), ...betLine.entries });
export type TeamBet = v.InferOutput<typeof teamBet>;
export const teamBets = page(teamBet, { summary: v.object({ bets: count, stake: money, payout: money, profit: money }) });
export type TeamBets = v.InferOutput<typeof teamBets>;

export const teamProfitQuery = v.strictObject({ ...rangeEntries, page: v.optional(pageNumber, 1), account: v.optional(accountName) });
export const teamProfitRow = v.object({ account: v.string(), nickname: v.string(), bets: count, stake: money, payout: money, profit: money, deposits: money, withdrawals: money });
export type TeamProfitRow = v.InferOutput<typeof teamProfitRow>;
export const teamProfit = page(teamProfitRow, { summary: v.object({ bets: count, stake: money, payout: money, profit: money, deposits: money, withdrawals: money }) });
export type TeamProfit = v.InferOutput<typeof teamProfit>;

export const incomeQuery = v.strictObject({ ...rangeEntries, page: v.optional(pageNumber, 1), kind: v.optional(v.picklist(CONTRACT_KINDS)) });
export const incomeLine = v.object({
  id: v.string(),
  kind: v.picklist(CONTRACT_KINDS),
  periodKey: v.string(),
  periodStart: isoTime,
  periodEnd: isoTime,
  base: money,
  activeMembers: count,
  rate,
  gross: money,
  downlineGross: money,
  amount: money,
  journalId: v.string(),
  settledAt: isoTime,
});
export type IncomeLine = v.InferOutput<typeof incomeLine>;
export const income = page(incomeLine, { summary: v.object({ total: money }) });
export type Income = v.InferOutput<typeof income>;

// ── Operator ────────────────────────────────────────────────────────────────

const merchantCode = v.pipe(v.string(), v.minLength(1), v.maxLength(16));

export const optionsQuery = v.strictObject({ merchantCode });
export const optionsChange = v.strictObject({
  merchantCode,
  dailysalreqtype: v.optional(flag),
  contracthoursalreq: v.optional(flag),
  realtimesalreqtype: v.optional(flag),
  divtypereq: v.optional(flag),
  dividendPeriods: v.optional(v.pipe(v.array(v.picklist(DIVIDEND_PERIODS)), v.maxLength(4))),
});
export type OptionsChange = Omit<v.InferOutput<typeof optionsChange>, 'merchantCode'>;

export const platformContractRequest = v.strictObject({ merchantCode, account: accountName, kind: v.picklist(CONTRACT_KINDS), terms });

/** What a settlement run settles: a salary kind, or the dividend of one period. */
export const SETTLEMENT_KINDS = ['realtime', 'hourly', 'daily', 'dividend:D', 'dividend:W', 'dividend:H', 'dividend:M'] as const;
export const settlementRequest = v.strictObject({ kind: v.picklist(SETTLEMENT_KINDS), at: v.optional(v.pipe(v.string(), v.maxLength(40))) });
export const settlementRuns = v.object({
  runs: v.array(v.object({ merchantCode: v.string(), kind: v.string(), periodKey: v.string(), settled: v.boolean(), bets: count, agents: count, total: money })),
});
export type SettlementRuns = v.InferOutput<typeof settlementRuns>;

// ── Invitation links ────────────────────────────────────────────────────────

/** One of an agent's invitation (affiliate) codes; the link is the portal's address with ?affiliateCode=<code>. */
export const invitation = v.object({
  code: v.string(),
  domain: v.pipe(v.nullable(v.string()), v.description('The site the code is bound to, when the merchant binds codes to domains')),
  active: v.boolean(),
  createdAt: isoTime,
});
export type Invitation = v.InferOutput<typeof invitation>;
export const invitations = v.array(invitation);
export const invitationParams = v.strictObject({ code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{4,20}$/)) });

/** PUT /api/operator/affiliate-codes/:code: switch a code on or off. */
export const affiliateCodeChange = v.strictObject({ active: v.boolean() });
export const affiliateCodeSet = v.object({ ...invitation.entries, agent: v.string() });
