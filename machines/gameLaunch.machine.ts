import { assign, fromPromise, setup } from 'xstate';

/**
 * The /game launcher (spec section 2; section 4 "visitors are told to log in before
 * playing"; section 6 trial accounts): decide from who is here whether to launch,
 * launch through the server, and frame the game. The server's refusals become their
 * own screens: the vendor's maintenance window, too little money (an offer to
 * deposit), a visitor or trial account that slipped past the first check. Opening
 * the login popup, the registration, the deposit page and going back are named
 * actions the page supplies; reloading the frame is a counter the view keys on.
 */
export type LaunchRole = 'visitor' | 'trial' | 'member';

export interface GameLaunchQuery {
  nodeId?: number;
  vassalage?: string;
  gameCode?: string;
}

export interface GameLaunchInput {
  /** The game the address names; null when it names none. */
  query: GameLaunchQuery | null;
  role: LaunchRole;
}

export interface LaunchedGame {
  url: string;
  mode: 'real' | 'demo';
  game: { nodeId: number; gameCode: string; name: string; gameType: string; vendor: string; vendorName: string; minBet: string };
}

export interface GameLaunchContext {
  query: GameLaunchQuery | null;
  role: LaunchRole;
  launched: LaunchedGame | null;
  /** Bumped by RELOAD: the view re-creates the iframe. */
  frame: number;
  errorCode: string | null;
  /** The refusal's value: the maintenance window or the balance and minimum bet. */
  errorValue: unknown;
}

export type GameLaunchEvent =
  /** Who is here changed (logged in, logged out). */
  | { type: 'SESSION'; role: LaunchRole }
  | { type: 'LOGIN' }
  | { type: 'REGISTER' }
  | { type: 'DEPOSIT' }
  | { type: 'RETRY' }
  | { type: 'RELOAD' }
  | { type: 'BACK' };

type Failure = { error?: { errorCode?: string; value?: unknown } };
const codeOf = (event: unknown) => (event as Failure).error?.errorCode ?? 'network_abnormal';
const refusedWith = (code: string) => ({ event }: { event: unknown }) => codeOf(event) === code;

export const gameLaunchMachine = setup({
  types: {
    input: {} as GameLaunchInput,
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    launch: fromPromise<LaunchedGame, GameLaunchQuery>(async () => {
      throw new Error('launch is provided by the page');
    }),
  },
  guards: {
    noGame: ({ context }) => context.query === null,
    isVisitor: ({ context }) => context.role === 'visitor',
    isTrial: ({ context }) => context.role === 'trial',
    roleChanged: ({ context, event }) => event.type === 'SESSION' && event.role !== context.role,
    notLoggedIn: refusedWith('not_logged_in'),
    trialRefused: refusedWith('register_real_account_first'),
    inMaintenance: refusedWith('vendor_maintenance'),
    lowBalance: refusedWith('insufficient_funds'),
  },
  actions: {
    setRole: assign({ role: ({ context, event }) => (event.type === 'SESSION' ? event.role : context.role) }),
    store: assign({ launched: ({ event }) => (event as unknown as { output: LaunchedGame }).output, errorCode: null, errorValue: null, frame: 0 }),
    fail: assign({ errorCode: ({ event }) => codeOf(event), errorValue: ({ event }) => (event as Failure).error?.value ?? null }),
    clear: assign({ errorCode: null, errorValue: null }),
    reload: assign({ frame: ({ context }) => context.frame + 1 }),
    openLogin: () => {},
    openRegister: () => {},
    openDeposit: () => {},
    goBack: () => {},
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ query: input.query, role: input.role, launched: null, frame: 0, errorCode: null, errorValue: null }),
  initial: 'deciding',
  on: {
    SESSION: { guard: 'roleChanged', target: '.deciding', actions: 'setRole' },
    BACK: { actions: 'goBack' },
  },
  states: {
    deciding: {
      always: [
        { guard: 'noGame', target: 'noGame' },
        { guard: 'isVisitor', target: 'loginRequired' },
        { guard: 'isTrial', target: 'trialBlocked' },
        { target: 'launching' },
      ],
    },
    /** The address names no game. */
    noGame: {},
    /** A visitor: log in first (the login popup). */
    loginRequired: {
      on: { LOGIN: { actions: 'openLogin' } },
    },
    /** A trial account: register a real account first. */
    trialBlocked: {
      on: { REGISTER: { actions: 'openRegister' } },
    },
    launching: {
      entry: 'clear',
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => context.query!,
        onDone: { target: 'playing', actions: 'store' },
        onError: [
          { guard: 'notLoggedIn', target: 'loginRequired', actions: 'fail' },
          { guard: 'trialRefused', target: 'trialBlocked', actions: 'fail' },
          { guard: 'inMaintenance', target: 'maintenance', actions: 'fail' },
          { guard: 'lowBalance', target: 'lowBalance', actions: 'fail' },
          { target: 'failed', actions: 'fail' },
        ],
      },
    },
    /** The game in its frame, with reload and back. */
    playing: {
      on: { RELOAD: { actions: 'reload' } },
    },
    /** The vendor's maintenance window (errorValue). */
    maintenance: {
      on: { RETRY: 'launching' },
    },
    /** Too little money for the game's minimum bet: offer the deposit page, then try again. */
    lowBalance: {
      on: { DEPOSIT: { actions: 'openDeposit' }, RETRY: 'launching' },
    },
    /** Network or unexpected failure: the message and a retry. */
    failed: {
      on: { RETRY: 'launching' },
    },
  },
});
