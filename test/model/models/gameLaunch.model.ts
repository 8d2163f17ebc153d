import { gameLaunchMachine, type LaunchedGame } from '../../../machines/gameLaunch.machine';
import { ApiError } from '../../../src/api/client';
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

export default defineModel(gameLaunchMachine, {
  events,
  actors,
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
      title: 'logging out while playing asks to log in again',
      steps: [actorDone('launch', slot), events.SESSION[0], events.BACK[0]],
      ends: 'loginRequired [role="visitor"]',
    },
  ],
});
