import { agentCentreMachine, agentMenu, type AgentCentreContext, type AgentPage, type AgentWho } from '../../../machines/agentCentre.machine';
import type { AgentOptions } from '../../../src/api/agent';
import { ApiError } from '../../../src/api/client';
import { type ActionName, type Expectations, replayOnce, type Trace } from '../expectations';
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

/** Hourly and real-time salary on, daily salary and dividends off. */
export const othersOn: AgentOptions = { ...allOff, contracthoursalreq: 1, realtimesalreqtype: 1, kinds: ['hourly', 'realtime'] };

const offline = new ApiError('network_abnormal', '', 0);

const events = {
  // No name, a page always there, a page behind its option, a name that is no page.
  SHOW: [
    { type: 'SHOW', page: null },
    { type: 'SHOW', page: 'teamManagement' },
    { type: 'SHOW', page: 'dailySalary' },
    { type: 'SHOW', page: 'lobby' },
  ],
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
  loadOptions: { done: [someOn, allOff, othersOn], error: [offline] },
} satisfies ActorFixtures<typeof agentCentreMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: the agent centre as spec section 2 and 3 describe it, replayed from the steps
// a path took.

/** The agent centre's pages (spec section 2), in the menu's order; agentTeamOverview is the default. */
const SPEC_PAGES: readonly AgentPage[] = [
  'agentAnnouncement', 'agentTeamOverview', 'registerCenter', 'teamManagement', 'teamBetting', 'userProfitLoss',
  'myIncome', 'accountDetails', 'dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary',
];
/** The consolidated setting each optional page needs on (spec section 3). */
const OPTION_OF: Partial<Record<AgentPage, keyof AgentOptions>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};
const offered = (page: AgentPage, options: AgentOptions) => OPTION_OF[page] === undefined || options[OPTION_OF[page]] === 1;

/** The page a `?agent=` value opens: unknown, or off once the options say so, opens the default (AGENT-03). */
function pageFor(requested: string | null, options: AgentOptions | null): AgentPage {
  const page = SPEC_PAGES.find((p) => p === requested);
  if (!page || (options && !offered(page, options))) return 'agentTeamOverview';
  return page;
}

type T = Trace<typeof agentCentreMachine>;
type Action = ActionName<typeof agentCentreMachine>;
const ACTIONS: readonly Action[] = ['storeRequest', 'storeWho', 'storeOptions', 'storeError', 'forget', 'leave', 'sendToLogin', 'refuseNonAgent', 'refreshMember'];

interface Replay {
  state: string;
  context: AgentCentreContext;
  ran: Record<Action, number>;
}

function replay(t: T): Replay {
  const ran = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
  const r: Replay = { state: 'closed', context: { who: t.input!.who, requested: null, page: 'agentTeamOverview', options: null, errorCode: null }, ran };
  const run = (...actions: Action[]) => actions.forEach((a) => (ran[a] += 1));
  const change = (changes: Partial<AgentCentreContext>, action: Action) => {
    r.context = { ...r.context, ...changes };
    run(action);
  };
  /** Leaving the open centre forgets the options (they load again next time). */
  const to = (state: string) => {
    if (r.state.startsWith('open') && !state.startsWith('open')) change({ options: null, errorCode: null }, 'forget');
    r.state = state;
  };
  // Only agents open it: a visitor logs in on the agent side, another account is refused (AGENT-30).
  const decide = () => {
    const { who } = r.context;
    if (who === 'pending') to('waiting');
    else if (who === 'visitor') (run('leave', 'sendToLogin'), to('closed'));
    else if (who === 'member') (run('leave', 'refuseNonAgent'), to('closed'));
    else (run('refreshMember'), to('open.loading'));
  };
  const show = (requested: string | null) => change({ requested, page: pageFor(requested, r.context.options) }, 'storeRequest');
  for (const { label, event } of t.steps.slice(1)) {
    const e = event as { page?: string | null; who?: AgentWho; output?: AgentOptions; error?: { errorCode?: unknown } };
    const open = r.state.startsWith('open');
    if (label === 'SHOW') {
      show(e.page!);
      if (r.state === 'closed') decide();
    } else if (label === 'WHO') {
      const before = r.state;
      change({ who: e.who! }, 'storeWho');
      if (before === 'waiting') decide();
      else if (open && e.who === 'visitor') to('closed');
      else if (open && e.who !== 'agent') (to('deciding'), decide());
    } else if (label === 'HIDE' && r.state !== 'closed') to('closed');
    else if (label === 'CLOSE' && r.state !== 'closed') (run('leave'), to('closed'));
    else if (label === 'done: loadOptions') {
      change({ options: e.output!, page: pageFor(r.context.requested, e.output!), errorCode: null }, 'storeOptions');
      to('open.ready');
    } else if (label === 'error: loadOptions') {
      const code = e.error?.errorCode;
      change({ errorCode: typeof code === 'string' ? code : 'network_abnormal' }, 'storeError');
      // The pages stay when a reload fails.
      to(r.state === 'open.reloading' ? 'open.ready' : 'open.failed');
    } else if (label === 'RELOAD_OPTIONS') to('open.reloading');
    else if (label === 'RETRY') to('open.loading');
  }
  return r;
}

const replayed: (t: T) => Replay = replayOnce(replay);

/** Which options are loaded: they decide which pages exist. */
function optionsName(options: AgentOptions | null): string | null {
  if (!options) return null;
  return options.dailysalreqtype ? 'someOn' : options.realtimesalreqtype ? 'othersOn' : 'allOff';
}

function keyFor(state: string, c: AgentCentreContext): string {
  const json = (v: unknown) => JSON.stringify(v ?? null);
  if (state === 'closed') return `closed [who=${json(c.who)}]`;
  return `${state} [who=${json(c.who)} requested=${json(c.requested)} page=${json(c.page)} options=${json(optionsName(c.options))}]`;
}

const expectations: Expectations<typeof agentCentreMachine> = {
  context: {
    who: (t) => replayed(t).context.who,
    requested: (t) => replayed(t).context.requested,
    page: (t) => replayed(t).context.page,
    options: (t) => replayed(t).context.options,
    errorCode: (t) => replayed(t).context.errorCode,
  },
  actions: Object.fromEntries(ACTIONS.map((a) => [a, (t: T) => replayed(t).ran[a]])) as Expectations<typeof agentCentreMachine>['actions'],
  invokes: { loadOptions: () => undefined },
  delays: {},
  failures: { loadOptions: ({ trace }) => keyFor(replay(trace as T).state, replay(trace as T).context) },
  states: {
    // The menu lists the pages whose option is on, in the spec's order.
    'open.ready': ({ trace }) => {
      const { options } = replayed(trace).context;
      const menu = agentMenu(options!);
      const expected = SPEC_PAGES.filter((page) => offered(page, options!));
      if (menu.join() !== expected.join()) throw new Error(`the menu is ${menu.join()}, the spec's ${expected.join()}`);
    },
  },
};

export default defineModel(agentCentreMachine, {
  events,
  actors,
  expect: expectations,
  // Who is here decides what SHOW does; the page (and the options behind it) is what the frame shows.
  serializeState: (s) =>
    stateKey(
      s,
      s.matches('closed') ? { who: s.context.who } : { who: s.context.who, requested: s.context.requested, page: s.context.page, options: optionsName(s.context.options) },
    ),
  inputs: {
    agent: { who: 'agent' },
    restoring: { who: 'pending' },
  },
  requirements: {
    'open.loading [who="agent" requested=null page="agentTeamOverview" options=null]': ['AGENT-01'],
    'open.ready [who="agent" requested=null page="agentTeamOverview" options="someOn"]': ['AGENT-02', 'AGENT-03'],
    'open.ready [who="agent" requested="dailySalary" page="dailySalary" options="someOn"]': ['AGENT-13'],
    'open.ready [who="agent" requested="dailySalary" page="agentTeamOverview" options="allOff"]': ['AGENT-13'],
    'closed [who="member"]': ['AGENT-30'],
  },
  journeys: [
    {
      title: '[AGENT-01][AGENT-02][AGENT-03] no page named: the centre opens, loads its options, then shows agentTeamOverview',
      input: 'agent',
      steps: [events.SHOW[0], actorDone('loadOptions', someOn)],
      ends: 'open.ready [who="agent" requested=null page="agentTeamOverview" options="someOn"]',
    },
    {
      title: '[AGENT-13] daily salary opens while its option is on',
      input: 'agent',
      steps: [events.SHOW[2], actorDone('loadOptions', someOn)],
      ends: 'open.ready [who="agent" requested="dailySalary" page="dailySalary" options="someOn"]',
    },
    {
      title: '[AGENT-13] daily salary is no page while its option is off: the default opens',
      input: 'agent',
      steps: [events.SHOW[2], actorDone('loadOptions', allOff)],
      ends: 'open.ready [who="agent" requested="dailySalary" page="agentTeamOverview" options="allOff"]',
    },
    {
      title: 'options that fail to load are retried; a contract answered reloads them',
      input: 'agent',
      steps: [events.SHOW[1], actorError('loadOptions', offline), events.RETRY[0], actorDone('loadOptions', allOff), events.RELOAD_OPTIONS[0], actorDone('loadOptions', someOn)],
      ends: 'open.ready [who="agent" requested="teamManagement" page="teamManagement" options="someOn"]',
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
      title: 'closed while the stored token is checked: the agent confirmed afterwards does not open it',
      input: 'restoring',
      steps: [events.SHOW[1], events.CLOSE[0], events.WHO[0]],
      ends: 'closed [who="agent"]',
    },
    {
      title: 'the close button or Escape leaves the centre; Back closes it too',
      input: 'agent',
      steps: [events.SHOW[0], events.CLOSE[0], events.SHOW[1], events.HIDE[0]],
      ends: 'closed [who="agent"]',
    },
  ],
});
