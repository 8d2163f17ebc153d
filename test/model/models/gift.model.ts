import { giftMachine } from '../../../machines/gift.machine';
import { ApiError } from '../../../src/api/client';
import type { Reward } from '../../../src/api/rewards';
import type { Expectations, Trace, TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const reward = (id: string, status: Reward['status'], amount = '88.00'): Reward => ({
  id,
  title: `Reward ${id}`,
  amount,
  status,
  expiresAt: null,
  createdAt: '2030-01-01T10:00:00Z',
  claimedAt: status === 'claimed' ? '2030-01-02T10:00:00Z' : null,
});
/** Two waiting (one claimed already, one expired: the popup leaves those out). */
export const granted: Reward[] = [reward('3', 'available', '12.50'), reward('2', 'claimed'), reward('1', 'available'), reward('4', 'expired')];
/** Only rewards that no longer wait. */
const spent: Reward[] = [reward('2', 'claimed'), reward('4', 'expired')];
const offline = new ApiError('network_abnormal', '', 0);
const LOADED = 'done: loadGifts';

const events = {
  SIGNED_IN: [
    { type: 'SIGNED_IN', seen: false },
    { type: 'SIGNED_IN', seen: true },
  ],
  SIGNED_OUT: [{ type: 'SIGNED_OUT' }],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof giftMachine>;

const actors = {
  loadGifts: { done: [granted, spent, []], error: [offline] },
} satisfies ActorFixtures<typeof giftMachine>;

type T = Trace<typeof giftMachine>;
const waiting = (s: TraceStep) => ((s.event as unknown as { output: Reward[] }).output ?? []).filter((r) => r.status === 'available');
/** The answers to the looks, each one's waiting rewards. */
const answers = (t: T) => t.steps.filter((s) => s.label === LOADED).map(waiting);

const expectations: Expectations<typeof giftMachine> = {
  context: {
    // The waiting rewards of this session's look; none before it and after a sign-out.
    gifts: (t) => (t.latest(LOADED, 'SIGNED_OUT') === LOADED ? waiting(t.last(LOADED)!) : []),
  },
  actions: {
    storeGifts: (t) => answers(t).filter((list) => list.length > 0).length,
    forgetGifts: (t) => t.count('SIGNED_OUT'),
    // Every answered look, gifts or none: the session has had its look.
    rememberSeen: (t) => t.count(LOADED),
  },
  invokes: { loadGifts: () => undefined },
  delays: {},
  // A failed look shows nothing and is not retried in this session.
  failures: { loadGifts: () => 'done' },
};

export default defineModel(giftMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, s.matches('open') ? { gifts: s.context.gifts.length } : {}),
  requirements: { 'open [gifts=2]': ['SHELL-79'] },
  journeys: [
    {
      title: '[SHELL-79] a member with waiting rewards sees them after login; closed, they stay closed',
      steps: [events.SIGNED_IN[0], actorDone('loadGifts', granted), events.CLOSE[0]],
      ends: 'done',
    },
    {
      title: '[SHELL-79] a reload of a session that had its look does not ask again',
      steps: [events.SIGNED_IN[1]],
      ends: 'done',
    },
    {
      title: '[SHELL-79] a member whose rewards are all claimed or expired sees no popup',
      steps: [events.SIGNED_IN[0], actorDone('loadGifts', spent)],
      ends: 'done',
    },
    {
      title: '[SHELL-79] logging out while the popup is open closes it; the next login looks again',
      steps: [events.SIGNED_IN[0], actorDone('loadGifts', granted), events.SIGNED_OUT[0], events.SIGNED_IN[0], actorError('loadGifts', offline)],
      ends: 'done',
    },
  ],
});
