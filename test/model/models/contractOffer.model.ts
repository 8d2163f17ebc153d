import type { SnapshotFrom } from 'xstate';
import { contractOfferMachine, type ContractOptions, type OwnTerms } from '../../../machines/contractOffer.machine';
import type { Contract, ContractTerms } from '../../../src/api/agent';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

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
function shownDraft(s: SnapshotFrom<typeof contractOfferMachine>) {
  const { draft } = s.context;
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

/** The state key: what the form or the offer shows and what decides the next step. */
export function offerKey(s: SnapshotFrom<typeof contractOfferMachine>): string {
  const c = s.context;
  if (s.matches('drafting')) {
    return stateKey(s, { kind: c.draft.kind, draft: shownDraft(s), checked: c.checked, problems: c.problems.length, failed: c.errorCode, back: c.offer !== null });
  }
  if (s.matches('sent') || s.matches('refreshing')) return stateKey(s, { status: c.offer?.status, failed: c.errorCode !== null });
  if (s.matches('confirming') || s.matches('answering') || s.matches('answerFailed') || s.matches('rereading')) return stateKey(s, { decision: c.decision });
  if (s.matches('answered')) return stateKey(s, { status: c.offer?.status });
  return stateKey(s);
}

export default defineModel(contractOfferMachine, {
  events,
  actors,
  serializeState: (s) => offerKey(s),
  inputs: {
    /** The upline opens the contract of a downline it never offered one. */
    fresh: { role: 'upline', account: downline.account, options, own, offer: null },
    /** The upline opens a downline whose last offer is still pending. */
    offered: { role: 'upline', account: downline.account, options, own, offer: offers.pendingDaily },
    /** The downline sees a pending offer. */
    pending: { role: 'downline', offer: offers.pendingDaily, current: currentDaily },
    /** The downline opens an offer replaced meanwhile. */
    replaced: { role: 'downline', offer: offers.replacedDaily, current: currentDaily },
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
