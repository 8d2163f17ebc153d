import { gameLaunchMachine, type LaunchedGame } from '../../../machines/gameLaunch.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const offline = new ApiError('network_abnormal', '', 0);
const visitorRefused = new ApiError('not_logged_in', 'Please log in first.', 401);
const trialRefused = new ApiError('register_real_account_first', 'Please register a real account first.', 403);
const maintenance = new ApiError('vendor_maintenance', 'Under maintenance', 423, {
  vendor: 'HOUSE',
  vendorName: 'House Games',
  startsAt: '2031-03-10T12:00:00.000Z',
  endsAt: '2031-03-10T14:00:00.000Z',
  info: 'Reel upgrade',
});
const lowBalance = new ApiError('insufficient_funds', 'Not enough', 400, { balance: '0.00', minBet: '0.20', currency: 'NGN' });
const slot: LaunchedGame = {
  url: '/house/slot?nodeId=90001',
  mode: 'real',
  game: { nodeId: 90001, gameCode: 'HOUSE_SLOT', name: 'House Fortune Reels', gameType: 'RNG', vendor: 'HOUSE', vendorName: 'House Games', minBet: '0.20' },
};

const events = {
  SESSION: [
    { type: 'SESSION', role: 'visitor' },
    { type: 'SESSION', role: 'trial' },
    { type: 'SESSION', role: 'member' },
  ],
  LOGIN: [{ type: 'LOGIN' }],
  REGISTER: [{ type: 'REGISTER' }],
  DEPOSIT: [{ type: 'DEPOSIT' }],
  RETRY: [{ type: 'RETRY' }],
  RELOAD: [{ type: 'RELOAD' }],
  BACK: [{ type: 'BACK' }],
} satisfies EventFixtures<typeof gameLaunchMachine>;

const actors = {
  launch: { done: [slot], error: [offline, visitorRefused, trialRefused, maintenance, lowBalance] },
} satisfies ActorFixtures<typeof gameLaunchMachine>;

const query = { vassalage: 'HOUSE', gameCode: 'HOUSE_SLOT', nodeId: 90001 };

type T = Trace<typeof gameLaunchMachine>;
type Refusal = { errorCode?: string; value?: unknown } | undefined;
const before = (t: T, s: TraceStep) => t.steps[t.steps.indexOf(s) - 1]?.key ?? '';
/** Events a state offers: the step was sent while the machine showed that screen. */
const sentIn = (t: T, type: string, state: string) => t.steps.filter((s) => s.label === type && before(t, s).startsWith(state)).length;

/** Who is here: the input's role, then each SESSION that names another role. */
function role(t: T) {
  return t.steps.reduce((r, s) => (s.label === 'SESSION' ? (s.event as unknown as { role: typeof r }).role : r), t.input!.role);
}
/** SESSION events that changed who is here (the same role again changes nothing). */
function roleChanges(t: T): number {
  let r = t.input!.role;
  let changes = 0;
  for (const s of t.steps) {
    const next = s.label === 'SESSION' ? (s.event as unknown as { role: typeof r }).role : r;
    if (next !== r) changes++;
    r = next;
  }
  return changes;
}

/** Each launch attempt (entering launching; BACK while it runs is none) starts with no refusal on screen. */
const attempts = (t: T) => t.steps.filter((s) => s.key.startsWith('launching') && !before(t, s).startsWith('launching')).length;
/** The refusal on screen: the last failed launch, until the next attempt or a launch that answers. */
function refusal(t: T): Refusal | null {
  const latest = t.steps.findLast((s) => s.key.startsWith('launching') || s.label === 'error: launch' || s.label === 'done: launch');
  return latest?.label === 'error: launch' ? ((latest.event as { error?: Refusal }).error ?? null) : null;
}

/** The server's refusals each have their own screen; anything else offers a retry. */
const SCREENS: Record<string, string> = {
  not_logged_in: 'loginRequired',
  register_real_account_first: 'trialBlocked',
  vendor_maintenance: 'maintenance',
  insufficient_funds: 'lowBalance',
};

const expectations: Expectations<typeof gameLaunchMachine> = {
  context: {
    query: (t) => t.input!.query,
    role,
    launched: (t) => t.output<LaunchedGame>('launch') ?? null,
    // RELOAD re-creates the frame of the game launched last.
    frame: (t) => t.since('done: launch').filter((s) => s.label === 'RELOAD' && before(t, s).startsWith('playing')).length,
    errorCode: (t) => (refusal(t) ? (refusal(t)!.errorCode ?? 'network_abnormal') : null),
    errorValue: (t) => refusal(t)?.value ?? null,
  },
  actions: {
    setRole: roleChanges,
    store: (t) => t.count('done: launch'),
    fail: (t) => t.count('error: launch'),
    clear: attempts,
    reload: (t) => sentIn(t, 'RELOAD', 'playing'),
    openLogin: (t) => sentIn(t, 'LOGIN', 'loginRequired'),
    openRegister: (t) => sentIn(t, 'REGISTER', 'trialBlocked'),
    openDeposit: (t) => sentIn(t, 'DEPOSIT', 'lowBalance'),
    goBack: (t) => t.count('BACK'),
  },
  invokes: { launch: (t) => t.input!.query },
  delays: {},
  failures: { launch: ({ code, from }) => from.replace('launching', SCREENS[code] ?? 'failed') },
};

export default defineModel(gameLaunchMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, { role: s.context.role }),
  inputs: {
    member: { query, role: 'member' },
    visitor: { query, role: 'visitor' },
    trial: { query, role: 'trial' },
    nothing: { query: null, role: 'member' },
  },
  requirements: {
    'playing [role="member"]': ['SHELL-22', 'LOBBY-39'],
    'loginRequired [role="visitor"]': ['LOBBY-41'],
    'trialBlocked [role="trial"]': ['SESSION-25'],
  },
  journeys: [
    {
      title: '[LOBBY-41] a visitor logs in from the prompt and the game launches',
      input: 'visitor',
      steps: [events.LOGIN[0], events.SESSION[2], actorDone('launch', slot), events.RELOAD[0]],
      ends: 'playing [role="member"]',
    },
    {
      title: 'too little money: the deposit offer, then a retry launches',
      steps: [actorError('launch', lowBalance), events.DEPOSIT[0], events.RETRY[0], actorDone('launch', slot)],
      ends: 'playing [role="member"]',
    },
    {
      title: 'a maintenance window, then a network failure, then the game',
      steps: [actorError('launch', maintenance), events.RETRY[0], actorError('launch', offline), events.RETRY[0], actorDone('launch', slot)],
      ends: 'playing [role="member"]',
    },
    {
      title: '[SESSION-25] a member whose session turned out to be a trial is told to register',
      steps: [actorError('launch', trialRefused), events.REGISTER[0]],
      ends: 'trialBlocked [role="member"]',
    },
    {
      title: 'the session confirmed for the same member while playing keeps the game running, not launched again',
      steps: [actorDone('launch', slot), events.SESSION[2], events.RELOAD[0]],
      ends: 'playing [role="member"]',
    },
    {
      title: 'logging out while playing asks to log in again',
      steps: [actorDone('launch', slot), events.SESSION[0], events.BACK[0]],
      ends: 'loginRequired [role="visitor"]',
    },
  ],
});
