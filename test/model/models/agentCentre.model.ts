import { agentCentreMachine } from '../../../machines/agentCentre.machine';
import type { AgentOptions } from '../../../src/api/agent';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const noTerms = { daily: null, hourly: null, realtime: null, dividend: null };

/** Daily salary and dividends on, hourly and real-time off. */
export const someOn: AgentOptions = {
  dailysalreqtype: 1,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  divtypereq: 1,
  dividendPeriods: ['W'],
  kinds: ['daily', 'dividend'],
  myTerms: { ...noTerms, daily: { kind: 'daily', tiers: [{ minBet: '0.00', minActive: 0, ratio: '1.00' }] } },
};

export const allOff: AgentOptions = {
  dailysalreqtype: 0,
  contracthoursalreq: 0,
  realtimesalreqtype: 0,
  divtypereq: 0,
  dividendPeriods: [],
  kinds: [],
  myTerms: noTerms,
};

const offline = new ApiError('network_abnormal', '', 0);

const events = {
  // No name, a page always there, a page behind its option, a name that is no page.
  SHOW: [{ type: 'SHOW', page: null }, { type: 'SHOW', page: 'teamManagement' }, { type: 'SHOW', page: 'dailySalary' }, { type: 'SHOW', page: 'lobby' }],
  HIDE: [{ type: 'HIDE' }],
  WHO: [
    { type: 'WHO', who: 'agent' },
    { type: 'WHO', who: 'member' },
    { type: 'WHO', who: 'visitor' },
    { type: 'WHO', who: 'pending' },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  RETRY: [{ type: 'RETRY' }],
  RELOAD_OPTIONS: [{ type: 'RELOAD_OPTIONS' }],
} satisfies EventFixtures<typeof agentCentreMachine>;

const actors = {
  loadOptions: { done: [someOn, allOff], error: [offline] },
} satisfies ActorFixtures<typeof agentCentreMachine>;

export default defineModel(agentCentreMachine, {
  events,
  actors,
  // Who is here decides what SHOW does; the page (and the options behind it) is what the frame shows.
  serializeState: (s) =>
    stateKey(
      s,
      s.matches('closed') ? { who: s.context.who } : { who: s.context.who, requested: s.context.requested, page: s.context.page, daily: s.context.options?.dailysalreqtype ?? null },
    ),
  inputs: {
    agent: { who: 'agent' },
    restoring: { who: 'pending' },
  },
  requirements: {
    'open.loading [who="agent" requested=null page="agentTeamOverview" daily=null]': ['AGENT-01'],
    'open.ready [who="agent" requested=null page="agentTeamOverview" daily=1]': ['AGENT-02', 'AGENT-03'],
    'open.ready [who="agent" requested="dailySalary" page="dailySalary" daily=1]': ['AGENT-13'],
    'open.ready [who="agent" requested="dailySalary" page="agentTeamOverview" daily=0]': ['AGENT-13'],
    'closed [who="member"]': ['AGENT-30'],
  },
  journeys: [
    {
      title: '[AGENT-01][AGENT-02][AGENT-03] no page named: the centre opens, loads its options, then shows agentTeamOverview',
      input: 'agent',
      steps: [events.SHOW[0], actorDone('loadOptions', someOn)],
      ends: 'open.ready [who="agent" requested=null page="agentTeamOverview" daily=1]',
    },
    {
      title: '[AGENT-13] daily salary opens while its option is on',
      input: 'agent',
      steps: [events.SHOW[2], actorDone('loadOptions', someOn)],
      ends: 'open.ready [who="agent" requested="dailySalary" page="dailySalary" daily=1]',
    },
    {
      title: '[AGENT-13] daily salary is no page while its option is off: the default opens',
      input: 'agent',
      steps: [events.SHOW[2], actorDone('loadOptions', allOff)],
      ends: 'open.ready [who="agent" requested="dailySalary" page="agentTeamOverview" daily=0]',
    },
    {
      title: 'options that fail to load are retried; a contract answered reloads them',
      input: 'agent',
      steps: [events.SHOW[1], actorError('loadOptions', offline), events.RETRY[0], actorDone('loadOptions', allOff), events.RELOAD_OPTIONS[0], actorDone('loadOptions', someOn)],
      ends: 'open.ready [who="agent" requested="teamManagement" page="teamManagement" daily=1]',
    },
    {
      title: '[AGENT-30] an account that is not an agent is refused and the centre stays closed',
      input: 'restoring',
      steps: [events.SHOW[1], events.WHO[1]],
      ends: 'closed [who="member"]',
    },
    {
      title: 'a visitor is sent to log in on the agent side',
      input: 'agent',
      steps: [events.WHO[2], events.SHOW[0]],
      ends: 'closed [who="visitor"]',
    },
    {
      title: 'signed out while open: the centre closes where it is',
      input: 'agent',
      steps: [events.SHOW[0], events.WHO[2]],
      ends: 'closed [who="visitor"]',
    },
    {
      title: 'the close button or Escape leaves the centre; Back closes it too',
      input: 'agent',
      steps: [events.SHOW[0], events.CLOSE[0], events.SHOW[1], events.HIDE[0]],
      ends: 'closed [who="agent"]',
    },
  ],
});
