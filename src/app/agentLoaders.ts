import type { RecordQuery } from '../../machines/recordList.machine';
import { CONTRACT_KINDS, type ContractKind, type ContractsQuery, type NewDownline, type TeamQuery } from '../../server/shared/wire/agent';
import { NOTICE_TYPES } from '../../server/shared/wire/content';
import {
  fetchAgentAccount,
  fetchContracts,
  fetchIncome,
  fetchOverview,
  fetchTeam,
  fetchTeamBets,
  fetchTeamProfit,
  fetchInvitations,
  issueInvitation,
  registerDownline,
  retireInvitation,
  transferToDownline,
} from '../api/agent';
import type { CallOptions } from '../api/client';
import { fetchNotices } from '../api/content';

// What the agent centre's pages ask the server for, in the shape the centre's resource, list
// and form hooks call it: the hook's params (a list's query: window, page, filter) and the
// signal of the load, so leaving a page cancels it. Only the lazily loaded pages import this.

const isKind = (value: string): value is ContractKind => (CONTRACT_KINDS as readonly string[]).includes(value);

/** My contracts and the ones I offered (`account`: those of one downline). */
export const loadContracts = (query: ContractsQuery | undefined, options: CallOptions) => fetchContracts(query, options);

/** The team's numbers over the list's window (agentTeamOverview). */
export const loadOverview = ({ from, to }: RecordQuery, options: CallOptions) => fetchOverview({ from, to }, options);

/** My own account record, a page of the window (accountDetails). */
export const loadAgentAccount = ({ from, to, page }: RecordQuery, options: CallOptions) => fetchAgentAccount({ from, to, page }, options);

/** The team's bets; the list's filter is an account (teamBetting). */
export const loadTeamBets = ({ from, to, page, filter }: RecordQuery, options: CallOptions) => fetchTeamBets({ from, to, page, account: filter || undefined }, options);

/** The team's profit and loss; the list's filter is an account (userProfitLoss). */
export const loadTeamProfit = ({ from, to, page, filter }: RecordQuery, options: CallOptions) => fetchTeamProfit({ from, to, page, account: filter || undefined }, options);

/** My settlement lines; the list's filter is a contract kind, or empty for all (myIncome and the salary pages). */
export const loadIncome = ({ from, to, page, filter }: RecordQuery, options: CallOptions) => fetchIncome({ from, to, page, kind: isKind(filter) ? filter : undefined }, options);

/** A page of my direct downlines (or those of `under`), or a search of the whole team. */
export const loadTeam = (query: TeamQuery, options: CallOptions) => fetchTeam(query, options);

/** A new direct downline member or agent. */
export const addDownline = (body: NewDownline, options: CallOptions) => registerDownline(body, options);

/** Money to an account of my team, sent once under its idempotency key. */
export const sendToDownline = (body: { account: string; amount: string }, key: string, options: CallOptions) => transferToDownline(body, key, options);

/** The merchant's announcements of every type (spec section 9: B, PL, PU, PR, H), newest first (agentAnnouncement). */
export const loadAnnouncements = (_params: undefined, options: CallOptions) => fetchNotices(NOTICE_TYPES, options);

/** My invitation codes (registerCenter). */
export const loadInvitations = (_params: undefined, options: CallOptions) => fetchInvitations(options);
export const addInvitation = (_payload: null, _key: string, options: Required<CallOptions>) => issueInvitation(options);
export const dropInvitation = (code: string, _key: string, options: Required<CallOptions>) => retireInvitation(code, options);

/** The link an invitation code hands out: the portal's register page with the code (spec section 4). */
export const invitationLink = (origin: string, code: string) => `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
