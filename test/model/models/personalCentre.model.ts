import type { CentrePage } from '../../../machines/centrePages';
import { personalCentreMachine, type CentreWho, type PersonalCentreContext } from '../../../machines/personalCentre.machine';
import { CENTRE_COUNTS_RETRY_MS } from '../../../server/shared/timing';
import type { Badges } from '../../../src/api/badges';
import { ApiError } from '../../../src/api/client';
import { type ActionName, type Expectations, replayOnce, type Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';

const counts: Badges = { messages: 3, rewards: 1, missions: 0 };
const offline = new ApiError('network_abnormal', '', 0);

const events = {
  // No name, a real page, the page behind MANPLAYREB3, a name that is no page.
  SHOW: [
    { type: 'SHOW', page: null },
    { type: 'SHOW', page: 'transferFund' },
    { type: 'SHOW', page: 'manualRebate' },
    { type: 'SHOW', page: 'lobby' },
    // Every other page of the menu (spec section 2), and an empty name.
    ...(['depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory', 'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'securityCenter', ''] as const).map(
      (page) => ({ type: 'SHOW', page }) as const,
    ),
  ],
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

// ---------------------------------------------------------------------------------------
// The oracle: the overlay as spec section 2 and spec-notes 14 describe it, replayed from
// the steps a path took.

/** The overlay's pages (spec section 2); securityCenter is the default. */
const SPEC_PAGES: readonly string[] = [
  'securityCenter', 'transferFund', 'depositv2', 'withdraw', 'transferUpline', 'personalHistoryCopy', 'transactionHistory',
  'personalProfit', 'bonusDetails', 'rewardCenter', 'referral', 'missionLeaderboard', 'messageV2', 'manualRebate',
];

type T = Trace<typeof personalCentreMachine>;

/** The pages the journeys name keep their name in the state key; the rest are "another page". */
const keyedPage = (page: string) => (['securityCenter', 'transferFund', 'manualRebate'].includes(page) ? page : 'another page');
type Action = ActionName<typeof personalCentreMachine>;
const ACTIONS: readonly Action[] = ['storePage', 'storeWho', 'storeBadges', 'forgetBadges', 'leave', 'sendToLogin', 'refuseTrial', 'refreshMember'];

/** The page a name opens: an unknown or empty one, or manual rebate while MANPLAYREB3 is off, opens securityCenter. */
const pageFor = (name: string | null, manualRebate: boolean): CentrePage =>
  (name !== null && SPEC_PAGES.includes(name) && (name !== 'manualRebate' || manualRebate) ? name : 'securityCenter') as CentrePage;

interface Replay {
  state: string;
  context: PersonalCentreContext;
  ran: Record<Action, number>;
}

function replay(t: T): Replay {
  const ran = Object.fromEntries(ACTIONS.map((a) => [a, 0])) as Record<Action, number>;
  const r: Replay = { state: 'closed', context: { ...t.input!, page: 'securityCenter', badges: null }, ran };
  const run = (...actions: Action[]) => actions.forEach((a) => (ran[a] += 1));
  /** Leaving the open overlay forgets the counts. */
  const to = (state: string) => {
    if (r.state.startsWith('open') && !state.startsWith('open')) {
      r.context = { ...r.context, badges: null };
      run('forgetBadges');
    }
    r.state = state;
  };
  // Who asks decides what opening means: a visitor logs in, a trial account registers first (spec-notes 14).
  const decide = () => {
    const { who } = r.context;
    if (who === 'pending') to('waiting');
    else if (who === 'visitor') (run('sendToLogin'), to('closed'));
    else if (who === 'trial') (run('leave', 'refuseTrial'), to('closed'));
    else {
      run('refreshMember');
      to('open.loadingBadges');
    }
  };
  const show = (page: string | null) => {
    r.context = { ...r.context, page: pageFor(page, r.context.manualRebate) };
    run('storePage');
  };
  const becomes = (who: CentreWho) => {
    r.context = { ...r.context, who };
    run('storeWho');
  };
  for (const { label, event } of t.steps.slice(1)) {
    const e = event as { page?: string | null; who?: CentreWho; output?: Badges };
    const open = r.state.startsWith('open');
    if (label === 'SHOW' && r.state === 'closed') (show(e.page!), decide());
    else if (label === 'SHOW') show(e.page!);
    else if (label === 'WHO' && r.state === 'closed') becomes(e.who!);
    else if (label === 'WHO' && r.state === 'waiting') (becomes(e.who!), decide());
    else if (label === 'WHO' && open) {
      becomes(e.who!);
      // Still a member: nothing changes; signed out: it closes where it is; otherwise decide again.
      if (e.who === 'visitor') to('closed');
      else if (e.who !== 'member') (to('deciding'), decide());
    } else if (label === 'HIDE' && r.state !== 'closed') to('closed');
    else if (label === 'CLOSE' && r.state !== 'closed') (run('leave'), to('closed'));
    else if (label === 'done: loadBadges') {
      r.context = { ...r.context, badges: e.output! };
      run('storeBadges');
      to('open.badgesReady');
    } else if (label === 'error: loadBadges') to('open.badgesFailed');
    else if (label === 'REFRESH_BADGES' || label === 'after retryDelay') to('open.loadingBadges');
  }
  return r;
}

const replayed: (t: T) => Replay = replayOnce(replay);

const expectations: Expectations<typeof personalCentreMachine> = {
  context: {
    who: (t) => replayed(t).context.who,
    manualRebate: (t) => t.input!.manualRebate,
    page: (t) => replayed(t).context.page,
    badges: (t) => replayed(t).context.badges,
  },
  actions: Object.fromEntries(ACTIONS.map((a) => [a, (t: T) => replayed(t).ran[a]])) as Expectations<typeof personalCentreMachine>['actions'],
  invokes: { loadBadges: () => undefined },
  delays: { retryDelay: () => CENTRE_COUNTS_RETRY_MS },
  // The counts are a hint: any failure waits for the quiet retry, the page stays.
  failures: {
    loadBadges: ({ trace }) => `open.badgesFailed [who=${JSON.stringify(replay(trace as T).context.who)} page=${JSON.stringify(keyedPage(replay(trace as T).context.page))}]`,
  },
  states: {
    'open.badgesFailed': ({ timers }) => {
      if (!timers.some((t) => t.delay === 'retryDelay')) throw new Error('no retry is scheduled');
    },
  },
};

export default defineModel(personalCentreMachine, {
  events,
  actors,
  expect: expectations,
  // Who is here decides what SHOW does; the page is what the frame shows.
  // The pages only fixtures walk (every page of the menu) share one key: no page changes
  // what happens next, and the oracle checks each page's name in the context.
  serializeState: (s) => stateKey(s, s.matches('closed') ? { who: s.context.who } : { who: s.context.who, page: keyedPage(s.context.page) }),
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
      title: 'the frame waiting for a stored token to be checked can be closed',
      input: 'restoring',
      steps: [events.SHOW[1], events.CLOSE[0]],
      ends: 'closed [who="pending"]',
    },
    {
      title: 'a count changed after the counts failed reloads them at once, without waiting for the retry',
      input: 'member',
      steps: [events.SHOW[1], actorError('loadBadges', offline), events.REFRESH_BADGES[0]],
      ends: 'open.loadingBadges [who="member" page="transferFund"]',
    },
    {
      title: 'the same member confirmed while open keeps the frame and its counts; a forced change makes it wait',
      input: 'member',
      steps: [events.SHOW[1], actorDone('loadBadges', counts), events.WHO[0], events.WHO[3]],
      ends: 'waiting [who="pending" page="transferFund"]',
    },
    {
      title: 'the frame waiting for a stored token follows the last menu entry asked for',
      input: 'restoring',
      steps: [events.SHOW[1], events.SHOW[0], events.WHO[0]],
      ends: 'open.loadingBadges [who="member" page="securityCenter"]',
    },
    {
      title: 'Back while the frame waits for a stored token closes it',
      input: 'restoring',
      steps: [events.SHOW[1], events.HIDE[0]],
      ends: 'closed [who="pending"]',
    },
    {
      title: 'Back (the parameter gone) closes the centre',
      input: 'member',
      steps: [events.SHOW[0], events.HIDE[0]],
      ends: 'closed [who="member"]',
    },
  ],
});
