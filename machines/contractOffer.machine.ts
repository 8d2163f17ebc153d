import { and, assign, fromPromise, setup } from 'xstate';
import type { Contract, ContractKind, ContractTerms, DividendPeriod } from '../server/shared/wire/agent';
import { errorCodeOf } from './flowErrors';
import {
  firstUnorderedTier,
  MAX_TIERS,
  readActive,
  readRate,
  readThreshold,
  termText,
  tierRate,
  type TermValue,
  type Tier,
} from '../server/shared/contractTerms';

/**
 * One salary or dividend contract between an upline agent and a downline (spec sections 3
 * and 4: the upline offers, the downline accepts or rejects; a higher-rate contract
 * replaces the one in force). Both sides run this machine:
 * - the upline drafts an offer for one downline (daily salary tiers by daily bet amount
 *   and active members, an hourly ratio, real-time win and loss rates, or a dividend period
 *   with tiers on the net result), checks it here (the server checks it again), sends it
 *   and sees what became of it: offered (pending), accepted, rejected, cancelled or replaced;
 * - the downline sees a pending offer beside its current contract and accepts or rejects
 *   it after confirming; a failure can be retried, and an offer that moved on meanwhile
 *   (replaced, cancelled) is shown as it now is.
 */

export type ContractRole = 'upline' | 'downline';

/** One tier as typed: the amount from which it applies (daily bet or net result), the active members it needs, its ratio. */
export interface DraftTier {
  min: string;
  minActive: string;
  ratio: string;
}

/** What the form holds while the upline types: text as typed; only the chosen kind's part is used. */
export interface ContractDraft {
  kind: ContractKind;
  daily: DraftTier[];
  hourly: { ratio: string };
  realtime: { winRate: string; lossRate: string };
  dividend: { period: DividendPeriod; tiers: DraftTier[] };
}

/** Why a field of the draft cannot be sent; each is a message `agent.contract.problem.<code>`. */
export type ContractProblem =
  | 'rate_invalid'
  | 'rate_negative'
  | 'rate_above_own'
  | 'amount_invalid'
  | 'members_invalid'
  | 'tiers_unordered'
  | 'tiers_empty'
  | 'kind_off'
  | 'no_own_contract'
  | 'period_mismatch';

/** A problem and the field it belongs to: `ratio`, `winRate`, `lossRate`, `period`, `kind`, `tiers`, `tiers.1.ratio`. */
export interface DraftProblem {
  field: string;
  problem: ContractProblem;
}

/** Which kinds the merchant allows (dailysalreqtype, contracthoursalreq, realtimesalreqtype, divtypereq = 1). */
export type ContractOptions = Record<ContractKind, boolean>;

/** The upline's own terms per kind (null or left out: it has none, so it cannot offer that kind). */
export type OwnTerms = Partial<Record<ContractKind, ContractTerms | null>>;

export { MAX_TIERS };

/**
 * A typed value under the shared rule (server/shared/contractTerms.ts), the way the
 * server reads what termsOf sends: the text is trimmed; members are digits only.
 */
const rateOf = (text: string) => readRate(text.trim());
const amountOf = (text: string) => readThreshold(text.trim());
const membersOf = (text: string) => {
  const trimmed = text.trim();
  return readActive(/^[0-9]+$/.test(trimmed) ? Number(trimmed) : Number.NaN);
};
/** The value of text already checked (a problem was reported otherwise). */
const valueOf = (read: TermValue) => (read.ok ? read.value : 0);

/** Own terms with tiers: a daily salary or a dividend. */
type TieredTerms = Extract<ContractTerms, { kind: 'daily' | 'dividend' }>;

const ownTiers = (terms: TieredTerms): Tier[] =>
  terms.kind === 'daily'
    ? terms.tiers.map((t) => ({ min: valueOf(amountOf(t.minBet)), minActive: t.minActive, rate: valueOf(rateOf(t.ratio)) }))
    : terms.tiers.map((t) => ({ min: valueOf(amountOf(t.minLoss)), minActive: t.minActive, rate: valueOf(rateOf(t.ratio)) }));

function rateProblem(text: string, ceiling: number | null): ContractProblem | null {
  const rate = rateOf(text);
  if (!rate.ok) return rate.problem === 'negative' ? 'rate_negative' : 'rate_invalid';
  if (ceiling !== null && rate.value > ceiling) return 'rate_above_own';
  return null;
}

const amountProblem = (text: string): ContractProblem | null => (amountOf(text).ok ? null : 'amount_invalid');
const membersProblem = (text: string): ContractProblem | null => (membersOf(text).ok ? null : 'members_invalid');
const ownRate = (text: string) => valueOf(rateOf(text));

/**
 * Everything wrong with a draft, checked as the server will: each rate a number from 0
 * to 100 with at most 2 decimals and not above the upline's own (for tiers: its rate for
 * a team at the tier's thresholds); 1 to 10 tiers, amounts strictly increasing, active
 * members and ratios never decreasing; a dividend on the upline's own period; the
 * kind's merchant option on and a contract of that kind of the upline's own.
 */
export function draftProblems(draft: ContractDraft, options: ContractOptions, own: OwnTerms): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const add = (field: string, problem: ContractProblem | null) => {
    if (problem) problems.push({ field, problem });
  };
  const { kind } = draft;
  const mine = own[kind] ?? null;
  if (!options[kind]) add('kind', 'kind_off');
  else if (!mine) add('kind', 'no_own_contract');
  if (kind === 'hourly') add('ratio', rateProblem(draft.hourly.ratio, mine?.kind === 'hourly' ? ownRate(mine.ratio) : null));
  if (kind === 'realtime') {
    add('winRate', rateProblem(draft.realtime.winRate, mine?.kind === 'realtime' ? ownRate(mine.winRate) : null));
    add('lossRate', rateProblem(draft.realtime.lossRate, mine?.kind === 'realtime' ? ownRate(mine.lossRate) : null));
  }
  if (kind === 'daily' || kind === 'dividend') {
    const tiers = kind === 'daily' ? draft.daily : draft.dividend.tiers;
    // The upline's own terms are keyed by their kind (myTerms, server/shared/wire/agent.ts): an own dividend means a dividend draft.
    if (mine?.kind === 'dividend' && mine.period !== draft.dividend.period) add('period', 'period_mismatch');
    if (tiers.length === 0) add('tiers', 'tiers_empty');
    const before = problems.length;
    // own[kind] is of the draft's kind (see above), here daily or dividend terms.
    const ceilingTiers = mine ? ownTiers(mine as TieredTerms) : null;
    tiers.forEach((tier, i) => {
      add(`tiers.${i}.min`, amountProblem(tier.min));
      add(`tiers.${i}.minActive`, membersProblem(tier.minActive));
      const readable = !amountProblem(tier.min) && !membersProblem(tier.minActive);
      add(`tiers.${i}.ratio`, rateProblem(tier.ratio, ceilingTiers && readable ? tierRate(ceilingTiers, valueOf(amountOf(tier.min)), valueOf(membersOf(tier.minActive))) : null));
    });
    // The order is only judged once every tier reads as numbers (only tier problems come after `before`).
    if (problems.length === before && !tiersOrdered(tiers)) add('tiers', 'tiers_unordered');
  }
  return problems;
}

function tiersOrdered(tiers: DraftTier[]): boolean {
  return firstUnorderedTier(tiers.map((t) => ({ min: valueOf(amountOf(t.min)), minActive: valueOf(membersOf(t.minActive)), rate: valueOf(rateOf(t.ratio)) }))) === -1;
}

/** The terms a valid draft sends: the chosen kind only, numbers with 2 decimals. */
export function termsOf(draft: ContractDraft): ContractTerms {
  const count = (text: string) => valueOf(membersOf(text));
  const twoPlaces = (read: TermValue) => termText(valueOf(read));
  switch (draft.kind) {
    case 'daily':
      return { kind: 'daily', tiers: draft.daily.map((t) => ({ minBet: twoPlaces(amountOf(t.min)), minActive: count(t.minActive), ratio: twoPlaces(rateOf(t.ratio)) })) };
    case 'hourly':
      return { kind: 'hourly', ratio: twoPlaces(rateOf(draft.hourly.ratio)) };
    case 'realtime':
      return { kind: 'realtime', winRate: twoPlaces(rateOf(draft.realtime.winRate)), lossRate: twoPlaces(rateOf(draft.realtime.lossRate)) };
    case 'dividend':
      return { kind: 'dividend', period: draft.dividend.period, tiers: draft.dividend.tiers.map((t) => ({ minLoss: twoPlaces(amountOf(t.min)), minActive: count(t.minActive), ratio: twoPlaces(rateOf(t.ratio)) })) };
  }
}

const emptyTier = (): DraftTier => ({ min: '', minActive: '0', ratio: '' });

/**
 * A fresh draft of one kind, or one filled from terms offered before (a new offer usually
 * changes little); a dividend starts on the upline's own period.
 */
export function draftOf(kind: ContractKind, from: ContractTerms | null = null, period: DividendPeriod = 'W'): ContractDraft {
  const draft: ContractDraft = {
    kind,
    daily: [emptyTier()],
    hourly: { ratio: '' },
    realtime: { winRate: '', lossRate: '' },
    dividend: { period, tiers: [emptyTier()] },
  };
  if (!from || from.kind !== kind) return draft;
  if (from.kind === 'daily') draft.daily = from.tiers.map((t) => ({ min: t.minBet, minActive: String(t.minActive), ratio: t.ratio }));
  if (from.kind === 'hourly') draft.hourly = { ratio: from.ratio };
  if (from.kind === 'realtime') draft.realtime = { winRate: from.winRate, lossRate: from.lossRate };
  if (from.kind === 'dividend') draft.dividend = { period: from.period, tiers: from.tiers.map((t) => ({ min: t.minLoss, minActive: String(t.minActive), ratio: t.ratio })) };
  return draft;
}

/** A field the form edits: `hourly.ratio`, `realtime.winRate`, `dividend.period`, `daily.<i>.<field>`, `dividend.<i>.<field>`. */
export type DraftField =
  | 'hourly.ratio'
  | 'realtime.winRate'
  | 'realtime.lossRate'
  | 'dividend.period'
  | `${'daily' | 'dividend'}.${number}.${keyof DraftTier}`;

export function editDraft(draft: ContractDraft, field: DraftField, value: string): ContractDraft {
  // Every field has a group and a second part; only a tier's field has a third.
  const [group, second, third = ''] = field.split('.') as [string, string, string?];
  if (group === 'hourly') return { ...draft, hourly: { ratio: value } };
  if (group === 'realtime') return { ...draft, realtime: { ...draft.realtime, [second]: value } };
  if (field === 'dividend.period') {
    const period = (['D', 'W', 'H', 'M'] as const).find((p) => p === value);
    return period ? { ...draft, dividend: { ...draft.dividend, period } } : draft;
  }
  const index = Number(second);
  const edit = (tiers: DraftTier[]) => tiers.map((t, i) => (i === index && third in t ? { ...t, [third]: value } : t));
  if (group === 'daily') return { ...draft, daily: edit(draft.daily) };
  return { ...draft, dividend: { ...draft.dividend, tiers: edit(draft.dividend.tiers) } };
}

function addTier(draft: ContractDraft): ContractDraft {
  if (draft.kind === 'daily' && draft.daily.length < MAX_TIERS) return { ...draft, daily: [...draft.daily, emptyTier()] };
  if (draft.kind === 'dividend' && draft.dividend.tiers.length < MAX_TIERS) return { ...draft, dividend: { ...draft.dividend, tiers: [...draft.dividend.tiers, emptyTier()] } };
  return draft;
}

function removeTier(draft: ContractDraft, index: number): ContractDraft {
  if (draft.kind === 'daily') return { ...draft, daily: draft.daily.filter((_, i) => i !== index) };
  if (draft.kind === 'dividend') return { ...draft, dividend: { ...draft.dividend, tiers: draft.dividend.tiers.filter((_, i) => i !== index) } };
  return draft;
}

/** One line of "what changes": a field of the terms (`ratio`, `period`, `tiers.0.minBet`...), its value now (null: none) and offered. */
export interface TermsChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** Field and value pairs of a set of terms, in the order the page lists them. */
export function flatTerms(terms: ContractTerms | null): [string, string][] {
  if (!terms) return [];
  switch (terms.kind) {
    case 'hourly':
      return [['ratio', terms.ratio]];
    case 'realtime':
      return [
        ['winRate', terms.winRate],
        ['lossRate', terms.lossRate],
      ];
    case 'daily':
      return terms.tiers.flatMap((t, i): [string, string][] => [
        [`tiers.${i}.minBet`, t.minBet],
        [`tiers.${i}.minActive`, String(t.minActive)],
        [`tiers.${i}.ratio`, t.ratio],
      ]);
    case 'dividend':
      return [
        ['period', terms.period],
        ...terms.tiers.flatMap((t, i): [string, string][] => [
          [`tiers.${i}.minLoss`, t.minLoss],
          [`tiers.${i}.minActive`, String(t.minActive)],
          [`tiers.${i}.ratio`, t.ratio],
        ]),
      ];
  }
}

/** What an offer changes compared with the contract of the same kind in force (null: none). */
export function termsChanges(current: ContractTerms | null, offered: ContractTerms): TermsChange[] {
  const before = new Map(flatTerms(current && current.kind === offered.kind ? current : null));
  const after = new Map(flatTerms(offered));
  const fields = [...after.keys(), ...[...before.keys()].filter((f) => !after.has(f))];
  return fields.map((field) => ({ field, from: before.get(field) ?? null, to: after.get(field) ?? null })).filter((c) => c.from !== c.to);
}

export type ContractOfferInput =
  | {
      role: 'upline';
      /** The direct downline agent the offer is for. */
      account: string;
      options: ContractOptions;
      own: OwnTerms;
      /** The latest offer or contract given to this downline, if any: the machine starts by showing it. */
      offer: Contract | null;
    }
  | {
      role: 'downline';
      offer: Contract;
      /** The downline's contract of the offer's kind in force now, if any. */
      current: ContractTerms | null;
    };

export interface ContractOfferContext {
  role: ContractRole;
  account: string;
  options: ContractOptions;
  own: OwnTerms;
  offer: Contract | null;
  current: ContractTerms | null;
  draft: ContractDraft;
  /** Shown once the upline tried to send: from then on they follow every edit. */
  problems: DraftProblem[];
  checked: boolean;
  decision: 'accept' | 'reject' | null;
  errorCode: string | null;
}

export type ContractOfferEvent =
  | { type: 'SET_KIND'; kind: ContractKind }
  | { type: 'EDIT'; field: DraftField; value: string }
  | { type: 'ADD_TIER' }
  | { type: 'REMOVE_TIER'; index: number }
  | { type: 'SUBMIT' }
  /** Back from a new draft to the offer shown before. */
  | { type: 'BACK' }
  | { type: 'NEW_OFFER' }
  | { type: 'REFRESH' }
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export interface SendOfferInput {
  account: string;
  terms: ContractTerms;
}

export interface AnswerOfferInput {
  id: string;
  decision: 'accept' | 'reject';
}

const outputOf = <T>(event: unknown) => (event as { output: T }).output;
const firstKindOn = (options: ContractOptions): ContractKind => (['daily', 'hourly', 'realtime', 'dividend'] as const).find((k) => options[k]) ?? 'daily';
const ownPeriod = (own: OwnTerms): DividendPeriod => (own.dividend?.kind === 'dividend' ? own.dividend.period : 'W');

/** A fresh draft for the upline: the last offer's kind and terms when there is one, else the first kind on. */
function freshDraft(context: Pick<ContractOfferContext, 'options' | 'own' | 'offer'>, kind?: ContractKind): ContractDraft {
  const chosen = kind ?? context.offer?.kind ?? firstKindOn(context.options);
  return draftOf(chosen, context.offer?.kind === chosen ? context.offer.terms : null, ownPeriod(context.own));
}

export const contractOfferMachine = setup({
  types: {
    input: {} as ContractOfferInput,
    context: {} as ContractOfferContext,
    events: {} as ContractOfferEvent,
  },
  actors: {
    sendOffer: fromPromise<Contract, SendOfferInput>(async () => {
      throw new Error('sendOffer is provided by the app');
    }),
    loadOffer: fromPromise<Contract, { id: string }>(async () => {
      throw new Error('loadOffer is provided by the app');
    }),
    answerOffer: fromPromise<Contract, AnswerOfferInput>(async () => {
      throw new Error('answerOffer is provided by the app');
    }),
  },
  guards: {
    isDownline: ({ context }) => context.role === 'downline',
    isOffered: ({ context }) => context.offer?.status === 'offered',
    hasOffer: ({ context }) => context.offer !== null,
    draftHasProblems: ({ context }) => draftProblems(context.draft, context.options, context.own).length > 0,
    // Answered elsewhere, replaced or withdrawn meanwhile: read it again to show what it is now.
    offerMovedOn: ({ event }) => errorCodeOf(event) === 'invalid_state',
  },
  actions: {
    /** Any change of the draft: fresh problems when they are shown. */
    edit: assign(({ context, event }) => {
      let draft = context.draft;
      // Another kind starts afresh (from the last offer when it was of that kind): the form shows one kind at a time.
      if (event.type === 'SET_KIND') draft = freshDraft(context, event.kind);
      if (event.type === 'EDIT') draft = editDraft(draft, event.field, event.value);
      if (event.type === 'ADD_TIER') draft = addTier(draft);
      if (event.type === 'REMOVE_TIER') draft = removeTier(draft, event.index);
      return { draft, errorCode: null, problems: context.checked ? draftProblems(draft, context.options, context.own) : [] };
    }),
    showProblems: assign(({ context }) => ({ checked: true, problems: draftProblems(context.draft, context.options, context.own) })),
    clearProblems: assign({ problems: [], errorCode: null }),
    storeOffer: assign({ offer: ({ event }) => outputOf<Contract>(event), errorCode: null }),
    storeError: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
    clearError: assign({ errorCode: null }),
    startDraft: assign(({ context }) => ({ draft: freshDraft(context), problems: [], checked: false, errorCode: null })),
    chooseAccept: assign({ decision: 'accept' as const, errorCode: null }),
    chooseReject: assign({ decision: 'reject' as const, errorCode: null }),
    forgetDecision: assign({ decision: null }),
    // Effects the page supplies: what it lists around this offer is out of date now.
    offerSent: () => {},
    offerAnswered: () => {},
  },
}).createMachine({
  id: 'contractOffer',
  context: ({ input }) => {
    const base = { problems: [], checked: false, decision: null, errorCode: null };
    if (input.role === 'downline') {
      const options = { daily: true, hourly: true, realtime: true, dividend: true };
      return { ...base, role: input.role, account: input.offer.downline.account, options, own: {}, offer: input.offer, current: input.current, draft: draftOf(input.offer.kind, input.offer.terms) };
    }
    const { role, account, options, own, offer } = input;
    return { ...base, role, account, options, own, offer, current: null, draft: freshDraft({ options, own, offer }) };
  },
  initial: 'routing',
  states: {
    /** Where the offer (as given, or as read again) puts the page. */
    routing: {
      always: [
        { guard: and(['isDownline', 'isOffered']), target: 'deciding' },
        // Answered elsewhere, replaced or cancelled: nothing left to decide.
        { guard: 'isDownline', target: 'answered' },
        { guard: 'hasOffer', target: 'sent' },
        { target: 'drafting' },
      ],
    },

    // The upline's side.
    drafting: {
      on: {
        SET_KIND: { actions: 'edit' },
        EDIT: { actions: 'edit' },
        ADD_TIER: { actions: 'edit' },
        REMOVE_TIER: { actions: 'edit' },
        SUBMIT: [{ guard: 'draftHasProblems', actions: 'showProblems' }, { target: 'sending' }],
        BACK: { guard: 'hasOffer', target: 'sent', actions: 'clearProblems' },
      },
    },
    /** Sending: a failure returns to the draft with the reason; sending again is the retry. */
    sending: {
      invoke: {
        id: 'sendOffer',
        src: 'sendOffer',
        input: ({ context }) => ({ account: context.account, terms: termsOf(context.draft) }),
        onDone: { target: 'sent', actions: ['storeOffer', 'offerSent'] },
        onError: { target: 'drafting', actions: 'storeError' },
      },
    },
    /** The offer as the server last said: offered until the downline answers. */
    sent: {
      on: {
        REFRESH: { target: 'refreshing', actions: 'clearError' },
        NEW_OFFER: { target: 'drafting', actions: 'startDraft' },
      },
    },
    refreshing: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ id: context.offer!.id }),
        onDone: { target: 'routing', actions: 'storeOffer' },
        onError: { target: 'sent', actions: 'storeError' },
      },
    },

    // The downline's side.
    deciding: {
      on: {
        ACCEPT: { target: 'confirming', actions: 'chooseAccept' },
        REJECT: { target: 'confirming', actions: 'chooseReject' },
      },
    },
    /** "Accept this contract?" / "Reject this offer?" */
    confirming: {
      on: {
        CONFIRM: 'answering',
        CANCEL: { target: 'deciding', actions: 'forgetDecision' },
      },
    },
    answering: {
      invoke: {
        id: 'answerOffer',
        src: 'answerOffer',
        input: ({ context }) => ({ id: context.offer!.id, decision: context.decision! }),
        onDone: { target: 'answered', actions: ['storeOffer', 'offerAnswered'] },
        onError: [{ guard: 'offerMovedOn', target: 'rereading', actions: 'offerAnswered' }, { target: 'answerFailed', actions: 'storeError' }],
      },
    },
    /** The offer moved on without this page: read it again to show how it ended. */
    rereading: {
      invoke: {
        id: 'loadOffer',
        src: 'loadOffer',
        input: ({ context }) => ({ id: context.offer!.id }),
        onDone: { target: 'routing', actions: 'storeOffer' },
        onError: { target: 'answerFailed', actions: 'storeError' },
      },
    },
    answerFailed: {
      on: {
        RETRY: { target: 'answering', actions: 'clearError' },
        CANCEL: { target: 'deciding', actions: ['clearError', 'forgetDecision'] },
      },
    },
    /** The downline answered (or the offer ended otherwise): the status says how. */
    answered: {},
  },
});
