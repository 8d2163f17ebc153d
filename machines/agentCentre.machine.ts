import { assign, fromPromise, setup } from 'xstate';
import type { AgentOptions } from '../server/shared/wire/agent';

/**
 * The agent centre (spec section 2): a modal with a left menu, opened by `?agent=<page>`
 * on any route (the member menu and /agentHome lead there), so the address is the truth
 * and Back works. The app sends SHOW/HIDE when the parameter appears, changes or goes,
 * and WHO when the session's role changes. Only agents (types 1, 2, 41, 42) open it: a
 * visitor is sent to log in on the agent side, any other account is refused. Opening
 * loads the merchant's contract options first: the dividend and salary pages exist only
 * while their option is on, so the content shows once they are loaded (AGENT-02) and a
 * page that is off, or unknown, opens the default, agentTeamOverview (AGENT-03).
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'accountDetails',
  'dividend',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export const isAgentPage = (value: string | null | undefined): value is AgentPage => AGENT_PAGES.includes(value as AgentPage);

/** The option each optional page needs (spec section 3's consolidated settings). */
export const PAGE_OPTION: Partial<Record<AgentPage, 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'>> = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
};

type Switches = Pick<AgentOptions, 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype'>;

/** Whether a page is in the menu with these options. */
export function pageShown(page: AgentPage, options: Switches): boolean {
  const option = PAGE_OPTION[page];
  return !option || options[option] === 1;
}

/** The pages of the menu, in the spec's order. */
export const agentMenu = (options: Switches): AgentPage[] => AGENT_PAGES.filter((page) => pageShown(page, options));

/** The page a `?agent=` value opens once the options are known. */
export function resolveAgentPage(requested: string | null, options: Switches | null): AgentPage {
  if (!isAgentPage(requested)) return DEFAULT_AGENT_PAGE;
  if (options && !pageShown(requested, options)) return DEFAULT_AGENT_PAGE;
  return requested;
}

/** Who the session says is here: an agent, another account (member or trial), a visitor, or not known yet. */
export type AgentWho = 'pending' | 'visitor' | 'member' | 'agent';

export interface AgentCentreInput {
  who: AgentWho;
}

export interface AgentCentreContext extends AgentCentreInput {
  /** What the address asks for. */
  requested: string | null;
  /** What the centre shows (the default until the options say the requested page exists). */
  page: AgentPage;
  options: AgentOptions | null;
  errorCode: string | null;
}

export type AgentCentreEvent =
  /** The address has `?agent=<page>` (new or changed). */
  | { type: 'SHOW'; page: string | null }
  /** The address lost `?agent`. */
  | { type: 'HIDE' }
  | { type: 'WHO'; who: AgentWho }
  /** The close button or Escape (never a background click). */
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  /** A contract was accepted or rejected: my own terms (and so the pages) may have changed. */
  | { type: 'RELOAD_OPTIONS' };

export const agentCentreMachine = setup({
  types: {
    input: {} as AgentCentreInput,
    context: {} as AgentCentreContext,
    events: {} as AgentCentreEvent,
  },
  actors: {
    loadOptions: fromPromise<AgentOptions>(async () => {
      throw new Error('loadOptions is provided by the app');
    }),
  },
  guards: {
    whoPending: ({ context }) => context.who === 'pending',
    whoVisitor: ({ context }) => context.who === 'visitor',
    whoMember: ({ context }) => context.who === 'member',
    stillAgent: ({ event }) => event.type === 'WHO' && event.who === 'agent',
    nowVisitor: ({ event }) => event.type === 'WHO' && event.who === 'visitor',
  },
  actions: {
    storeRequest: assign(({ context, event }) => {
      const requested = event.type === 'SHOW' ? event.page : context.requested;
      return { requested, page: resolveAgentPage(requested, context.options) };
    }),
    storeWho: assign({ who: ({ context, event }) => (event.type === 'WHO' ? event.who : context.who) }),
    storeOptions: assign(({ context, event }) => {
      const options = (event as unknown as { output: AgentOptions }).output;
      return { options, page: resolveAgentPage(context.requested, options), errorCode: null };
    }),
    storeError: assign({ errorCode: ({ event }) => (event as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal' }),
    forget: assign({ options: null, errorCode: null }),
    // Effects the app supplies.
    /** Removes `?agent` from the address, keeping the route. */
    leave: () => {},
    /** A visitor: the login popup on the agent side. */
    sendToLogin: () => {},
    /** An account that is not an agent: "only agent accounts can use the agent centre". */
    refuseNonAgent: () => {},
    /** Reloads the session's member (the header balance). */
    refreshMember: () => {},
  },
}).createMachine({
  id: 'agentCentre',
  context: ({ input }) => ({ ...input, requested: null, page: DEFAULT_AGENT_PAGE, options: null, errorCode: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        SHOW: { target: 'deciding', actions: 'storeRequest' },
        WHO: { actions: 'storeWho' },
      },
    },
    deciding: {
      always: [
        { guard: 'whoPending', target: 'waiting' },
        { guard: 'whoVisitor', target: 'closed', actions: ['leave', 'sendToLogin'] },
        { guard: 'whoMember', target: 'closed', actions: ['leave', 'refuseNonAgent'] },
        { target: 'open' },
      ],
    },
    /** A stored token is being checked (or a forced change is pending): the frame waits. */
    waiting: {
      on: {
        WHO: { target: 'deciding', actions: 'storeWho' },
        SHOW: { actions: 'storeRequest' },
        HIDE: 'closed',
        CLOSE: { target: 'closed', actions: 'leave' },
      },
    },
    open: {
      entry: 'refreshMember',
      exit: 'forget',
      initial: 'loading',
      states: {
        /** The frame and menu skeleton show; the content waits for the options. */
        loading: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            onDone: { target: 'ready', actions: 'storeOptions' },
            onError: { target: 'failed', actions: 'storeError' },
          },
        },
        ready: {
          on: { RELOAD_OPTIONS: 'reloading' },
        },
        /** The pages stay while the options load again. */
        reloading: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            onDone: { target: 'ready', actions: 'storeOptions' },
            onError: { target: 'ready', actions: 'storeError' },
          },
        },
        failed: {
          on: { RETRY: 'loading' },
        },
      },
      on: {
        SHOW: { actions: 'storeRequest' },
        HIDE: 'closed',
        CLOSE: { target: 'closed', actions: 'leave' },
        WHO: [
          { guard: 'stillAgent', actions: 'storeWho' },
          { guard: 'nowVisitor', target: 'closed', actions: 'storeWho' },
          { target: 'deciding', actions: 'storeWho' },
        ],
      },
    },
  },
});
