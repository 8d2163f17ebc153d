import { fromPromise } from 'xstate';
import { agentCentreMachine } from '../../machines/agentCentre.machine';
import { contractOfferMachine, type AnswerOfferInput, type SendOfferInput } from '../../machines/contractOffer.machine';
import type { RecordQuery } from '../../machines/recordList.machine';
import { CONTRACT_KINDS, type Contract, type ContractKind, type ContractsQuery, type NewDownline, type TeamQuery } from '../../server/shared/wire/agent';
import { NOTICE_TYPES } from '../../server/shared/wire/content';
import {
  acceptContract,
  fetchAgentAccount,
  fetchAgentOptions,
  fetchContracts,
  fetchIncome,
  fetchOverview,
  fetchTeam,
  fetchTeamBets,
  fetchTeamProfit,
  offerContract,
  registerDownline,
  rejectContract,
  transferToDownline,
} from '../api/agent';
import { ApiError, type CallOptions } from '../api/client';
import { fetchNotices } from '../api/content';

// The agent centre's machines with their calls supplied, and the calls its pages hand to the
// centre's resource, list and form hooks. Only the agent centre's chunk imports this module,
// so none of it loads with the home page. Every call gets the signal of the state (or hook
// load) that started it: closing a page or a panel cancels what it asked for.

/** The frame: the merchant's contract options, read when the centre opens. */
export const agentCentreLogic = agentCentreMachine.provide({
  actors: { loadOptions: fromPromise(({ signal }) => fetchAgentOptions({ signal })) },
});

/** One contract read again (it may have been answered, replaced or withdrawn meanwhile). */
async function loadContract(id: string, signal: AbortSignal): Promise<Contract> {
  const { mine, offered } = await fetchContracts({ status: 'history' }, { signal });
  const found = [...mine, ...offered].find((c) => c.id === id);
  if (!found) throw new ApiError('not_found', '', 404);
  return found;
}

/** A contract offer: the upline sends it, the downline accepts or rejects it; either side reads it again. */
export const contractOfferLogic = contractOfferMachine.provide({
  actors: {
    sendOffer: fromPromise(({ input, signal }: { input: SendOfferInput; signal: AbortSignal }) => offerContract(input.account, input.terms, { signal })),
    answerOffer: fromPromise(({ input, signal }: { input: AnswerOfferInput; signal: AbortSignal }) =>
      input.decision === 'accept' ? acceptContract(input.id, { signal }) : rejectContract(input.id, { signal }),
    ),
    loadOffer: fromPromise(({ input, signal }: { input: { id: string }; signal: AbortSignal }) => loadContract(input.id, signal)),
  },
});

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
