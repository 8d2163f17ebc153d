import { personalCentreMachine } from '../../../machines/personalCentre.machine';
import type { Badges } from '../../../src/api/badges';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const counts: Badges = { messages: 3, rewards: 1, missions: 0 };
const offline = new ApiError('network_abnormal', '', 0);

const events = {
  // No name, a real page, the page behind MANPLAYREB3, a name that is no page.
  SHOW: [{ type: 'SHOW', page: null }, { type: 'SHOW', page: 'transferFund' }, { type: 'SHOW', page: 'manualRebate' }, { type: 'SHOW', page: 'lobby' }],
  HIDE: [{ type: 'HIDE' }],
  WHO: [
    { type: 'WHO', who: 'member' },
    { type: 'WHO', who: 'trial' },
    { type: 'WHO', who: 'visitor' },
    { type: 'WHO', who: 'pending' },
  ],
  CLOSE: [{ type: 'CLOSE' }],
  REFRESH_BADGES: [{ type: 'REFRESH_BADGES' }],
} satisfies EventFixtures<typeof personalCentreMachine>;

const actors = {
  loadBadges: { done: [counts], error: [offline] },
} satisfies ActorFixtures<typeof personalCentreMachine>;

export default defineModel(personalCentreMachine, {
  events,
  actors,
  // Who is here decides what SHOW does; the page is what the frame shows.
  serializeState: (s) => stateKey(s, s.matches('closed') ? { who: s.context.who } : { who: s.context.who, page: s.context.page }),
  inputs: {
    member: { who: 'member', manualRebate: true },
    restoring: { who: 'pending', manualRebate: false },
  },
  requirements: {
    'open.loadingBadges [who="member" page="securityCenter"]': ['WALLET-11'],
    'open.loadingBadges [who="member" page="transferFund"]': ['WALLET-13'],
    'open.loadingBadges [who="member" page="manualRebate"]': ['WALLET-25'],
    'open.badgesReady [who="member" page="securityCenter"]': ['WALLET-26', 'WALLET-27', 'WALLET-28'],
  },
  journeys: [
    {
      title: '[WALLET-11] an unknown page name opens the default page, securityCenter',
      input: 'member',
      steps: [events.SHOW[3]],
      ends: 'open.loadingBadges [who="member" page="securityCenter"]',
    },
    {
      title: '[WALLET-25] manual rebate opens only with MANPLAYREB3 on; otherwise securityCenter',
      input: 'restoring',
      steps: [events.SHOW[2], events.WHO[0]],
      ends: 'open.loadingBadges [who="member" page="securityCenter"]',
    },
    {
      title: '[WALLET-26][WALLET-27][WALLET-28] the counts load; a failure retries later; REFRESH_BADGES reloads them',
      input: 'member',
      steps: [events.SHOW[1], actorError('loadBadges', offline), after('retryDelay'), actorDone('loadBadges', counts), events.REFRESH_BADGES[0]],
      ends: 'open.loadingBadges [who="member" page="transferFund"]',
    },
    {
      title: 'another menu entry changes the page and keeps the frame; close leaves the centre',
      input: 'member',
      steps: [events.SHOW[0], actorDone('loadBadges', counts), events.SHOW[1], events.CLOSE[0]],
      ends: 'closed [who="member"]',
    },
    {
      title: 'a stored token being checked makes the frame wait; a trial account is then refused',
      input: 'restoring',
      steps: [events.SHOW[1], events.WHO[1]],
      ends: 'closed [who="trial"]',
    },
    {
      title: 'a visitor asking for the centre is sent to log in and the centre stays closed',
      input: 'member',
      steps: [events.WHO[2], events.SHOW[0]],
      ends: 'closed [who="visitor"]',
    },
    {
      title: 'signed out while open (a 401, or sign out): the centre closes where it is',
      input: 'member',
      steps: [events.SHOW[0], events.WHO[2]],
      ends: 'closed [who="visitor"]',
    },
    {
      title: 'Back (the parameter gone) closes the centre',
      input: 'member',
      steps: [events.SHOW[0], events.HIDE[0]],
      ends: 'closed [who="member"]',
    },
  ],
});
