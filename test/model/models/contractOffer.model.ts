import { isDeepStrictEqual } from 'node:util';
import type { EventObject, SnapshotFrom } from 'xstate';
import {
  contractOfferMachine,
  MAX_TIERS,
  termsChanges,
  type ContractDraft,
  type ContractOfferContext,
  type ContractOfferInput,
  type ContractOptions,
  type ContractProblem,
  type DraftProblem,
  type DraftTier,
  type OwnTerms,
  type TermsChange,
} from '../../../machines/contractOffer.machine';
import { firstUnorderedTier, readActive, readRate, readThreshold, termText, tierRate, type TermValue, type Tier } from '../../../server/shared/contractTerms';
import type { ContractKind, DividendPeriod } from '../../../server/shared/wire/agent';
import type { Contract, ContractTerms } from '../../../src/api/agent';
import { ApiError } from '../../../src/api/client';
import { type ActionName, type Expectations, replayOnce, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel } from '../model';

// Named exports: the view tests render the same offers the graph walks.

export const options: ContractOptions = { daily: true, hourly: true, realtime: false, dividend: true };

/** The upline's own contracts: its ceilings. */
export const own: OwnTerms = {
  daily: { kind: 'daily', tiers: [{ minBet: '0.00', minActive: 0, ratio: '1.00' }] },
  hourly: { kind: 'hourly', ratio: '0.50' },
};

export const downline = { account: 'agent02', nickname: 'agent02' };
const upline = { account: 'agent01', nickname: 'Agent 01' };

const dailyTerms: ContractTerms = { kind: 'daily', tiers: [{ minBet: '500.00', minActive: 2, ratio: '0.40' }] };
const hourlyTerms: ContractTerms = { kind: 'hourly', ratio: '0.20' };

export function offerFixture(overrides: Partial<Contract> = {}): Contract {
  const { terms = dailyTerms, ...rest } = overrides;
  return { id: '31', kind: terms.kind, status: 'offered', terms, upline, downline, offeredAt: '2026-11-24T06:00:00.000Z', answeredAt: null, endedAt: null, endReason: null, ...rest };
}

export const offers = {
  pendingDaily: offerFixture(),
  acceptedDaily: offerFixture({ status: 'accepted', answeredAt: '2026-11-24T06:05:00.000Z' }),
  rejectedDaily: offerFixture({ status: 'rejected', answeredAt: '2026-11-24T06:05:00.000Z' }),
  replacedDaily: offerFixture({ status: 'replaced', endedAt: '2026-11-24T06:04:00.000Z', endReason: 'replaced' }),
  /** What sending the valid hourly draft answers. */
  sentHourly: offerFixture({ id: '32', terms: hourlyTerms }),
  acceptedHourly: offerFixture({ id: '32', terms: hourlyTerms, status: 'accepted', answeredAt: '2026-11-24T06:10:00.000Z' }),
} satisfies Record<string, Contract>;

/** The downline's daily contract in force: the pending offer raises its ratio. */
export const currentDaily: ContractTerms = { kind: 'daily', tiers: [{ minBet: '500.00', minActive: 2, ratio: '0.30' }] };

/** Offers of the other kinds, with the downline's contract of that kind in force: what the review lists as changing. */
const otherKinds = {
  hourly: { offer: offerFixture({ id: '33', terms: hourlyTerms }), current: { kind: 'hourly', ratio: '0.10' } },
  realtime: {
    offer: offerFixture({ id: '34', terms: { kind: 'realtime', winRate: '0.30', lossRate: '0.20' } }),
    current: { kind: 'realtime', winRate: '0.30', lossRate: '0.10' },
  },
  // A dividend on another period with one tier fewer than the contract in force.
  dividend: {
    offer: offerFixture({ id: '35', terms: { kind: 'dividend', period: 'W', tiers: [{ minLoss: '0.00', minActive: 0, ratio: '10.00' }] } }),
    current: {
      kind: 'dividend',
      period: 'M',
      tiers: [
        { minLoss: '0.00', minActive: 0, ratio: '10.00' },
        { minLoss: '1000.00', minActive: 3, ratio: '12.00' },
      ],
    },
  },
} satisfies Record<string, { offer: Contract; current: ContractTerms }>;

export const errors = {
  offline: new ApiError('network_abnormal', '', 0),
  aboveOwn: new ApiError('contract_rate_above_upline', 'The rate is above your own contract.', 400),
  replaced: new ApiError('invalid_state', 'This offer can no longer be answered.', 409),
};

const events = {
  SET_KIND: [
    { type: 'SET_KIND', kind: 'hourly' },
    { type: 'SET_KIND', kind: 'daily' },
    // Its merchant option is off: the draft says so and is not sent.
    { type: 'SET_KIND', kind: 'realtime' },
  ],
  EDIT: [
    { type: 'EDIT', field: 'hourly.ratio', value: '0.20' },
    // Above the upline's own 0.50.
    { type: 'EDIT', field: 'hourly.ratio', value: '0.90' },
    // Exactly the upline's own: allowed.
    { type: 'EDIT', field: 'hourly.ratio', value: '0.50' },
    // No rate is negative.
    { type: 'EDIT', field: 'hourly.ratio', value: ' -1 ' },
    // Fields of kinds the form does not show now: the draft keeps them (the form shows one kind at a time).
    { type: 'EDIT', field: 'realtime.lossRate', value: '0.10' },
    { type: 'EDIT', field: 'dividend.0.min', value: '1000' },
    { type: 'EDIT', field: 'dividend.period', value: 'M' },
    // Not a period: the draft stays as it was.
    { type: 'EDIT', field: 'dividend.period', value: 'Y' },
  ],
  ADD_TIER: [{ type: 'ADD_TIER' }],
  REMOVE_TIER: [{ type: 'REMOVE_TIER', index: 0 }],
  SUBMIT: [{ type: 'SUBMIT' }],
  BACK: [{ type: 'BACK' }],
  NEW_OFFER: [{ type: 'NEW_OFFER' }],
  REFRESH: [{ type: 'REFRESH' }],
  ACCEPT: [{ type: 'ACCEPT' }],
  REJECT: [{ type: 'REJECT' }],
  CONFIRM: [{ type: 'CONFIRM' }],
  CANCEL: [{ type: 'CANCEL' }],
  RETRY: [{ type: 'RETRY' }],
} satisfies EventFixtures<typeof contractOfferMachine>;

const actors = {
  sendOffer: { done: [offers.sentHourly], error: [errors.offline, errors.aboveOwn] },
  loadOffer: { done: [offers.acceptedHourly, offers.replacedDaily], error: [errors.offline] },
  answerOffer: { done: [offers.acceptedDaily, offers.rejectedDaily], error: [errors.offline, errors.replaced] },
} satisfies ActorFixtures<typeof contractOfferMachine>;

/** The part of the draft the form shows: the chosen kind's values only. */
function shownDraft(draft: ContractDraft) {
  switch (draft.kind) {
    case 'daily':
      return draft.daily.map((t) => `${t.min}/${t.minActive}/${t.ratio}`).join('|');
    case 'hourly':
      return draft.hourly.ratio;
    case 'realtime':
      return `${draft.realtime.winRate}/${draft.realtime.lossRate}`;
    case 'dividend':
      return `${draft.dividend.period}:${draft.dividend.tiers.map((t) => `${t.min}/${t.minActive}/${t.ratio}`).join('|')}`;
  }
}

const field = (name: string, value: unknown) => `${name}=${JSON.stringify(value ?? null)}`;

/** The state key of a state and the context it holds (the graph's and the oracle's). */
function keyFor(state: string, c: Pick<ContractOfferContext, 'draft' | 'checked' | 'problems' | 'errorCode' | 'offer' | 'decision'>): string {
  const fields: string[] = [];
  if (state === 'drafting') {
    fields.push(field('kind', c.draft.kind), field('draft', shownDraft(c.draft)), field('checked', c.checked), field('problems', c.problems.length));
    fields.push(field('failed', c.errorCode), field('back', c.offer !== null));
  }
  if (state === 'sent' || state === 'refreshing') fields.push(field('status', c.offer?.status), field('failed', c.errorCode !== null));
  if (['confirming', 'answering', 'answerFailed', 'rereading'].includes(state)) fields.push(field('decision', c.decision));
  if (state === 'answered') fields.push(field('status', c.offer?.status));
  return fields.length ? `${state} [${fields.join(' ')}]` : state;
}

/** The state key: what the form or the offer shows and what decides the next step. */
export const offerKey = (s: SnapshotFrom<typeof contractOfferMachine>): string => keyFor(String(s.value), s.context);

// ---------------------------------------------------------------------------------------
// The oracle: the offer as spec sections 3 and 4 describe it, replayed from the steps a
// path took. The rules of a draft come from the shared contract terms module (the
// server's rules), the form's behaviour from the machine's documentation.

type T = Trace<typeof contractOfferMachine>;
type Context = ContractOfferContext;

const KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;
const PERIODS: readonly string[] = ['D', 'W', 'H', 'M'];
/** A new tier row: nothing typed, no active members asked for. */
const newRow = (): DraftTier => ({ min: '', minActive: '0', ratio: '' });
const rowsOf = (tiers: readonly { minActive: number; ratio: string }[], amount: (i: number) => string): DraftTier[] =>
  tiers.map((t, i) => ({ min: amount(i), minActive: String(t.minActive), ratio: t.ratio }));

/** An empty form of one kind; filled from `from` when those terms are of the same kind (a new offer changes little). */
function formOf(kind: ContractKind, from: ContractTerms | null, period: DividendPeriod): ContractDraft {
  const form: ContractDraft = { kind, daily: [newRow()], hourly: { ratio: '' }, realtime: { winRate: '', lossRate: '' }, dividend: { period, tiers: [newRow()] } };
  if (from?.kind !== kind) return form;
  if (from.kind === 'daily') form.daily = rowsOf(from.tiers, (i) => from.tiers[i]!.minBet);
  else if (from.kind === 'hourly') form.hourly = { ratio: from.ratio };
  else if (from.kind === 'realtime') form.realtime = { winRate: from.winRate, lossRate: from.lossRate };
  else form.dividend = { period: from.period, tiers: rowsOf(from.tiers, (i) => from.tiers[i]!.minLoss) };
  return form;
}

/** The upline's form: the kind asked for, else the last offer's kind, else the first the merchant allows; a dividend on its own period. */
function uplineForm(c: Pick<Context, 'options' | 'own' | 'offer'>, kind?: ContractKind): ContractDraft {
  const chosen = kind ?? c.offer?.kind ?? KINDS.find((k) => c.options[k]) ?? 'daily';
  const ownDividend = c.own.dividend;
  return formOf(chosen, c.offer?.kind === chosen ? c.offer.terms : null, ownDividend?.kind === 'dividend' ? ownDividend.period : 'W');
}

/** One edit of the form: a field typed, a tier added (at most MAX_TIERS) or removed. */
function edited(draft: ContractDraft, event: { type: string; field?: string; value?: string; index?: number }): ContractDraft {
  const tiered = draft.kind === 'daily' ? draft.daily : draft.kind === 'dividend' ? draft.dividend.tiers : null;
  const withTiers = (tiers: DraftTier[]) => (draft.kind === 'daily' ? { ...draft, daily: tiers } : { ...draft, dividend: { ...draft.dividend, tiers } });
  if (event.type === 'ADD_TIER') return tiered && tiered.length < MAX_TIERS ? withTiers([...tiered, newRow()]) : draft;
  if (event.type === 'REMOVE_TIER') return tiered ? withTiers(tiered.filter((_, i) => i !== event.index)) : draft;
  const [group, part, name] = event.field!.split('.') as [string, string, keyof DraftTier | undefined];
  const value = event.value!;
  if (group === 'hourly') return { ...draft, hourly: { ratio: value } };
  if (group === 'realtime') return { ...draft, realtime: { ...draft.realtime, [part]: value } };
  if (part === 'period') return PERIODS.includes(value) ? { ...draft, dividend: { ...draft.dividend, period: value as DividendPeriod } } : draft;
  const typed = (tiers: DraftTier[]) => tiers.map((t, i) => (String(i) === part && name && name in t ? { ...t, [name]: value } : t));
  return group === 'daily' ? { ...draft, daily: typed(draft.daily) } : { ...draft, dividend: { ...draft.dividend, tiers: typed(draft.dividend.tiers) } };
}

const rate = (text: string) => readRate(text.trim());
const amount = (text: string) => readThreshold(text.trim());
/** Active members: digits only, then the shared bounds. */
const members = (text: string) => readActive(/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
const number = (read: TermValue) => (read.ok ? read.value : Number.NaN);

function rateCheck(text: string, ceiling: number | null): ContractProblem | null {
  const read = rate(text);
  if (!read.ok) return read.problem === 'negative' ? 'rate_negative' : 'rate_invalid';
  return ceiling !== null && read.value > ceiling ? 'rate_above_own' : null;
}

/** The upline's own tiers in the shared unit (its ceilings per team size). */
const ownCeilings = (terms: ContractTerms): Tier[] =>
  terms.kind === 'daily' || terms.kind === 'dividend'
    ? terms.tiers.map((t) => ({ min: number(amount('minBet' in t ? t.minBet : t.minLoss)), minActive: t.minActive, rate: number(rate(t.ratio)) }))
    : [];

/** What the server would refuse in a draft (AGENT-16..21), in the order the form shows the fields. */
function problemsOf(draft: ContractDraft, options: ContractOptions, own: OwnTerms): DraftProblem[] {
  const found: DraftProblem[] = [];
  const note = (fieldName: string, problem: ContractProblem | null) => problem && found.push({ field: fieldName, problem });
  const mine = own[draft.kind] ?? null;
  note('kind', !options[draft.kind] ? 'kind_off' : mine ? null : 'no_own_contract');
  const ownRate = (text: string | undefined) => (text === undefined ? null : number(rate(text)));
  if (draft.kind === 'hourly') note('ratio', rateCheck(draft.hourly.ratio, ownRate(mine?.kind === 'hourly' ? mine.ratio : undefined)));
  if (draft.kind === 'realtime') {
    note('winRate', rateCheck(draft.realtime.winRate, ownRate(mine?.kind === 'realtime' ? mine.winRate : undefined)));
    note('lossRate', rateCheck(draft.realtime.lossRate, ownRate(mine?.kind === 'realtime' ? mine.lossRate : undefined)));
  }
  if (draft.kind !== 'daily' && draft.kind !== 'dividend') return found;
  const rows = draft.kind === 'daily' ? draft.daily : draft.dividend.tiers;
  // A dividend follows the upline's own period.
  if (draft.kind === 'dividend' && mine?.kind === 'dividend' && mine.period !== draft.dividend.period) note('period', 'period_mismatch');
  if (rows.length === 0) note('tiers', 'tiers_empty');
  let rowProblems = 0;
  rows.forEach((row, i) => {
    const min = amount(row.min);
    const active = members(row.minActive);
    // The ceiling is the upline's own rate for a team at this tier's thresholds.
    const ceiling = mine && min.ok && active.ok ? tierRate(ownCeilings(mine), min.value, active.value) : null;
    const problems: [string, ContractProblem | null][] = [
      [`tiers.${i}.min`, min.ok ? null : 'amount_invalid'],
      [`tiers.${i}.minActive`, active.ok ? null : 'members_invalid'],
      [`tiers.${i}.ratio`, rateCheck(row.ratio, ceiling)],
    ];
    for (const [name, problem] of problems) if (note(name, problem)) rowProblems += 1;
  });
  const tiers = rows.map((row) => ({ min: number(amount(row.min)), minActive: number(members(row.minActive)), rate: number(rate(row.ratio)) }));
  // The order of the tiers is judged once every tier reads.
  if (rowProblems === 0 && firstUnorderedTier(tiers) !== -1) note('tiers', 'tiers_unordered');
  return found;
}

/** What a valid draft sends: its kind only, every number written with two decimals. */
function sentTerms(draft: ContractDraft): ContractTerms {
  const two = (read: TermValue) => termText(number(read));
  const rows = (tiers: DraftTier[]) => tiers.map((t) => ({ min: two(amount(t.min)), minActive: number(members(t.minActive)), ratio: two(rate(t.ratio)) }));
  if (draft.kind === 'hourly') return { kind: 'hourly', ratio: two(rate(draft.hourly.ratio)) };
  if (draft.kind === 'realtime') return { kind: 'realtime', winRate: two(rate(draft.realtime.winRate)), lossRate: two(rate(draft.realtime.lossRate)) };
  if (draft.kind === 'daily') return { kind: 'daily', tiers: rows(draft.daily).map(({ min, ...t }) => ({ minBet: min, ...t })) };
  return { kind: 'dividend', period: draft.dividend.period, tiers: rows(draft.dividend.tiers).map(({ min, ...t }) => ({ minLoss: min, ...t })) };
}

type Action = ActionName<typeof contractOfferMachine>;
interface Replay {
  state: string;
  context: Context;
  ran: Record<Action, number>;
  /** The state key each step must leave (the oracle's own state and context). */
  keys: string[];
}

/** The context the offer starts with, from the machine's input. */
function initial(input: ContractOfferInput): Context {
  const blank = { problems: [], checked: false, decision: null, errorCode: null };
  if (input.role === 'downline') {
    // The downline only reads the offer: every kind is shown, nothing is its own to compare.
    const all = { daily: true, hourly: true, realtime: true, dividend: true };
    return { ...blank, role: 'downline', account: input.offer.downline.account, options: all, own: {}, offer: input.offer, current: input.current, draft: formOf(input.offer.kind, input.offer.terms, 'W') };
  }
  return { ...blank, role: 'upline', account: input.account, options: input.options, own: input.own, offer: input.offer, current: null, draft: uplineForm(input) };
}

/** Where an offer puts the page: a pending one is the downline's to decide; the upline sees its offer, or drafts one. */
function routed(c: Context): string {
  if (c.role === 'downline') return c.offer?.status === 'offered' ? 'deciding' : 'answered';
  return c.offer ? 'sent' : 'drafting';
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};

/** Every step of the trace applied to the offer as the spec describes it. */
function replay(t: T): Replay {
  const ran = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
  let c = initial(t.input!);
  let state = routed(c);
  const keys = [keyFor(state, c)];
  const run = (...actions: Action[]) => actions.forEach((a) => (ran[a] += 1));
  const go = (next: string, changes: Partial<Context> = {}, ...actions: Action[]) => {
    c = { ...c, ...changes };
    run(...actions);
    state = next === 'routing' ? routed(c) : next;
  };
  for (const step of t.steps.slice(1)) {
    const event = step.event as EventObject & { output?: Contract; error?: unknown; field?: string; value?: string; index?: number; kind?: ContractKind };
    const label = step.label;
    const answer = { offer: event.output!, errorCode: null };
    if (state === 'drafting') {
      if (['SET_KIND', 'EDIT', 'ADD_TIER', 'REMOVE_TIER'].includes(label)) {
        // Another kind starts afresh; after a refused send, the problems follow every edit.
        const draft = label === 'SET_KIND' ? uplineForm(c, event.kind) : edited(c.draft, event);
        go('drafting', { draft, errorCode: null, problems: c.checked ? problemsOf(draft, c.options, c.own) : [] }, 'edit');
      } else if (label === 'SUBMIT') {
        const problems = problemsOf(c.draft, c.options, c.own);
        if (problems.length) go('drafting', { checked: true, problems }, 'showProblems');
        else go('sending');
      } else if (label === 'BACK' && c.offer) go('sent', { problems: [], errorCode: null }, 'clearProblems');
    } else if (state === 'sending') {
      if (label === 'done: sendOffer') go('sent', answer, 'storeOffer', 'offerSent');
      if (label === 'error: sendOffer') go('drafting', { errorCode: codeOf(event.error) }, 'storeError');
    } else if (state === 'sent') {
      if (label === 'REFRESH') go('refreshing', { errorCode: null }, 'clearError');
      if (label === 'NEW_OFFER') go('drafting', { draft: uplineForm(c), problems: [], checked: false, errorCode: null }, 'startDraft');
    } else if (state === 'refreshing') {
      if (label === 'done: loadOffer') go('routing', answer, 'storeOffer');
      if (label === 'error: loadOffer') go('sent', { errorCode: codeOf(event.error) }, 'storeError');
    } else if (state === 'deciding') {
      if (label === 'ACCEPT') go('confirming', { decision: 'accept', errorCode: null }, 'chooseAccept');
      if (label === 'REJECT') go('confirming', { decision: 'reject', errorCode: null }, 'chooseReject');
    } else if (state === 'confirming') {
      if (label === 'CONFIRM') go('answering');
      if (label === 'CANCEL') go('deciding', { decision: null }, 'forgetDecision');
    } else if (state === 'answering') {
      if (label === 'done: answerOffer') go('answered', answer, 'storeOffer', 'offerAnswered');
      // Answered elsewhere, replaced or withdrawn meanwhile: read it again (AGENT-24).
      else if (label === 'error: answerOffer' && codeOf(event.error) === 'invalid_state') go('rereading', {}, 'offerAnswered');
      else if (label === 'error: answerOffer') go('answerFailed', { errorCode: codeOf(event.error) }, 'storeError');
    } else if (state === 'rereading') {
      if (label === 'done: loadOffer') go('routing', answer, 'storeOffer');
      if (label === 'error: loadOffer') go('answerFailed', { errorCode: codeOf(event.error) }, 'storeError');
    } else if (state === 'answerFailed') {
      if (label === 'RETRY') go('answering', { errorCode: null }, 'clearError');
      if (label === 'CANCEL') go('deciding', { errorCode: null, decision: null }, 'clearError', 'forgetDecision');
    }
    keys.push(keyFor(state, c));
  }
  return { state, context: c, ran, keys };
}

const ACTIONS: readonly Action[] = [
  'edit', 'showProblems', 'clearProblems', 'storeOffer', 'storeError', 'clearError', 'startDraft',
  'chooseAccept', 'chooseReject', 'forgetDecision', 'offerSent', 'offerAnswered',
];

/**
 * The replay of a trace is asked for once per field: keep the last one. Every step must
 * have left the state the spec says (a wrong target or guard fails the path here).
 */
const replayed: (t: T) => Replay = replayOnce((t: T) => {
  const r = replay(t);
  t.steps.forEach((step, i) => {
    if (step.key !== r.keys[i]) throw new Error(`after step ${i} (${step.label}) the spec expects "${r.keys[i]}", the machine is in "${step.key}"`);
  });
  return r;
});
const now = (t: T) => replayed(t).context;
const ranTimes = (action: Action) => (t: T) => replayed(t).ran[action];

/** The changes the downline reviews: each field of the terms, from the contract in force to the offer (AGENT-22..24). */
function reviewed(current: ContractTerms | null, offered: ContractTerms): TermsChange[] {
  const pairs = (terms: ContractTerms | null): [string, string][] => {
    if (!terms) return [];
    if (terms.kind === 'hourly') return [['ratio', terms.ratio]];
    if (terms.kind === 'realtime') return [['winRate', terms.winRate], ['lossRate', terms.lossRate]];
    const base = terms.kind === 'daily' ? 'minBet' : 'minLoss';
    const rows = terms.tiers.flatMap((t, i): [string, string][] => [
      [`tiers.${i}.${base}`, 'minBet' in t ? t.minBet : t.minLoss],
      [`tiers.${i}.minActive`, `${t.minActive}`],
      [`tiers.${i}.ratio`, t.ratio],
    ]);
    return terms.kind === 'dividend' ? [['period', terms.period], ...rows] : rows;
  };
  const before = pairs(current?.kind === offered.kind ? current : null);
  const after = pairs(offered);
  const changes: TermsChange[] = after.map(([name, to]) => ({ field: name, from: before.find(([n]) => n === name)?.[1] ?? null, to }));
  for (const [name, from] of before) if (!after.some(([n]) => n === name)) changes.push({ field: name, from, to: null });
  return changes.filter((change) => change.from !== change.to);
}

const expectations: Expectations<typeof contractOfferMachine> = {
  context: {
    role: (t) => now(t).role,
    account: (t) => now(t).account,
    options: (t) => now(t).options,
    own: (t) => now(t).own,
    offer: (t) => now(t).offer,
    current: (t) => now(t).current,
    draft: (t) => now(t).draft,
    problems: (t) => now(t).problems,
    checked: (t) => now(t).checked,
    decision: (t) => now(t).decision,
    errorCode: (t) => now(t).errorCode,
  },
  actions: Object.fromEntries(ACTIONS.map((a) => [a, ranTimes(a)])) as Expectations<typeof contractOfferMachine>['actions'],
  invokes: {
    // The terms typed, for the downline the form is for.
    sendOffer: (t) => ({ account: now(t).account, terms: sentTerms(now(t).draft) }),
    loadOffer: (t) => ({ id: now(t).offer!.id }),
    answerOffer: (t) => ({ id: now(t).offer!.id, decision: now(t).decision }),
  },
  delays: {},
  // Where each failure leads, as the replay says (a refused answer to a moved-on offer reads it again).
  failures: {
    sendOffer: ({ trace }) => keyFor(replay(trace as T).state, replay(trace as T).context),
    loadOffer: ({ trace }) => keyFor(replay(trace as T).state, replay(trace as T).context),
    answerOffer: ({ trace }) => keyFor(replay(trace as T).state, replay(trace as T).context),
  },
  states: {
    // The page's review of a pending offer: what changes against the contract in force.
    deciding: ({ trace }) => {
      const { current, offer } = now(trace);
      const shown = termsChanges(current, offer!.terms);
      const expected = reviewed(current, offer!.terms);
      if (!isDeepStrictEqual(shown, expected)) throw new Error(`the review lists ${JSON.stringify(shown)}, the spec ${JSON.stringify(expected)}`);
    },
  },
};

export default defineModel(contractOfferMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => offerKey(s),
  // The downline's short graphs first: a broken downline step shows after a few paths.
  inputs: {
    /** The downline sees a pending offer. */
    pending: { role: 'downline', offer: offers.pendingDaily, current: currentDaily },
    /** The downline opens an offer replaced meanwhile. */
    replaced: { role: 'downline', offer: offers.replacedDaily, current: currentDaily },
    /** Pending offers of the other kinds beside the contract of that kind in force. */
    pendingHourly: { role: 'downline', offer: otherKinds.hourly.offer, current: otherKinds.hourly.current },
    pendingRealtime: { role: 'downline', offer: otherKinds.realtime.offer, current: otherKinds.realtime.current },
    pendingDividend: { role: 'downline', offer: otherKinds.dividend.offer, current: otherKinds.dividend.current },
    /** A daily offer to a downline whose contract in force is another kind: every term is new. */
    firstDaily: { role: 'downline', offer: offers.pendingDaily, current: otherKinds.hourly.current },
    /** The upline opens a downline whose last offer is still pending. */
    offered: { role: 'upline', account: downline.account, options, own, offer: offers.pendingDaily },
    /** The upline opens the contract of a downline it never offered one. */
    fresh: { role: 'upline', account: downline.account, options, own, offer: null },
  },
  requirements: {
    sending: ['AGENT-21'],
    'sent [status="offered" failed=false]': ['AGENT-21'],
    'answered [status="accepted"]': ['AGENT-22'],
    'answered [status="rejected"]': ['AGENT-23'],
    'answered [status="replaced"]': ['AGENT-24'],
  },
  journeys: [
    {
      title: '[AGENT-21][AGENT-16] a fresh hourly offer: above the upline own rate is refused, corrected it is sent',
      input: 'fresh',
      steps: [events.SET_KIND[0], events.EDIT[1], events.SUBMIT[0], events.EDIT[0], events.SUBMIT[0], actorDone('sendOffer', offers.sentHourly)],
      ends: 'sent [status="offered" failed=false]',
    },
    {
      title: '[AGENT-21] a send that fails keeps the draft and says why; sending again is the retry',
      input: 'fresh',
      steps: [events.SET_KIND[0], events.EDIT[0], events.SUBMIT[0], actorError('sendOffer', errors.offline), events.SUBMIT[0], actorDone('sendOffer', offers.sentHourly)],
      ends: 'sent [status="offered" failed=false]',
    },
    {
      title: '[AGENT-16][AGENT-18] a daily offer with an empty tier is not sent and lists its problems',
      input: 'fresh',
      steps: [events.SUBMIT[0]],
      ends: 'drafting [kind="daily" draft="/0/" checked=true problems=2 failed=null back=false]',
    },
    {
      title: '[AGENT-20] a kind whose merchant option is off cannot be sent',
      input: 'fresh',
      steps: [events.SET_KIND[2], events.SUBMIT[0]],
      ends: 'drafting [kind="realtime" draft="/" checked=true problems=3 failed=null back=false]',
    },
    {
      title: '[AGENT-16][AGENT-20] a realtime rate typed after a refused send is checked again: no ceiling without an own contract, the kind still off',
      input: 'fresh',
      steps: [events.SET_KIND[2], events.SUBMIT[0], events.EDIT[4]],
      ends: 'drafting [kind="realtime" draft="/0.10" checked=true problems=2 failed=null back=false]',
    },
    {
      title: "[AGENT-16] an hourly rate equal to the upline's own is sent",
      input: 'fresh',
      steps: [events.SET_KIND[0], events.EDIT[2], events.SUBMIT[0]],
      ends: 'sending',
    },
    {
      title: '[AGENT-22] the upline sees the pending offer accepted after refreshing',
      input: 'offered',
      steps: [events.REFRESH[0], actorError('loadOffer', errors.offline), events.REFRESH[0], actorDone('loadOffer', offers.acceptedHourly)],
      ends: 'sent [status="accepted" failed=false]',
    },
    {
      title: 'a new offer starts from the last one; back returns to it',
      input: 'offered',
      steps: [events.NEW_OFFER[0], events.ADD_TIER[0], events.BACK[0]],
      ends: 'sent [status="offered" failed=false]',
    },
    {
      title: '[AGENT-21] a new offer starts from the pending daily terms; sent as they are, with two decimals',
      input: 'offered',
      steps: [events.NEW_OFFER[0], events.SUBMIT[0], actorDone('sendOffer', offers.sentHourly)],
      ends: 'sent [status="offered" failed=false]',
    },
    {
      title: '[AGENT-18] a tier added and left empty is refused; the problems follow each removal until no tier is left',
      input: 'offered',
      steps: [events.NEW_OFFER[0], events.ADD_TIER[0], events.SUBMIT[0], events.REMOVE_TIER[0], events.REMOVE_TIER[0]],
      ends: 'drafting [kind="daily" draft="" checked=true problems=1 failed=null back=true]',
    },
    {
      title: '[AGENT-18] at most ten tiers: the eleventh is not added',
      input: 'fresh',
      steps: Array.from({ length: 10 }, () => events.ADD_TIER[0]),
      ends: `drafting [kind="daily" draft=${JSON.stringify(Array.from({ length: 10 }, () => '/0/').join('|'))} checked=false problems=0 failed=null back=false]`,
    },
    {
      title: '[AGENT-22] the downline accepts after confirming',
      input: 'pending',
      steps: [events.ACCEPT[0], events.CONFIRM[0], actorDone('answerOffer', offers.acceptedDaily)],
      ends: 'answered [status="accepted"]',
    },
    {
      title: '[AGENT-23] the downline rejects; a failure is retried; cancelling the confirmation changes nothing first',
      input: 'pending',
      steps: [
        events.REJECT[0],
        events.CANCEL[0],
        events.REJECT[0],
        events.CONFIRM[0],
        actorError('answerOffer', errors.offline),
        events.RETRY[0],
        actorDone('answerOffer', offers.rejectedDaily),
      ],
      ends: 'answered [status="rejected"]',
    },
    {
      title: '[AGENT-22] cancelling after a failed answer goes back to the choice, with the failure and the choice forgotten',
      input: 'pending',
      steps: [events.ACCEPT[0], events.CONFIRM[0], actorError('answerOffer', errors.offline), events.CANCEL[0]],
      ends: 'deciding',
    },
    {
      title: '[AGENT-24] an offer replaced while the downline answered is shown as replaced',
      input: 'pending',
      steps: [events.ACCEPT[0], events.CONFIRM[0], actorError('answerOffer', errors.replaced), actorDone('loadOffer', offers.replacedDaily)],
      ends: 'answered [status="replaced"]',
    },
    {
      title: '[AGENT-24] an offer replaced before it was opened cannot be answered',
      input: 'replaced',
      steps: [],
      ends: 'answered [status="replaced"]',
    },
  ],
});
