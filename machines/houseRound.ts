import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { HouseBet } from './houseRules';

/**
 * One house game's page (the slot, the dice): load the provably fair state (the hash
 * of the secret server seed, the client seed, the next nonce), take the bet, play a
 * round, show it and the new balance. A round carries an idempotency key: playing the
 * same bet again after a failure reuses it, so the server plays that round at most
 * once; the next round after a success gets a new key. Changing the client seed
 * rotates the seeds (the old server seed is revealed for verification).
 * `announceBalance` tells the portal around the frame that money moved.
 */
export interface HouseFairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number; revealedAt: string } | null;
}

export interface HouseRoundInput {
  bet: HouseBet;
  /**
   * Where this page's round keys start: the n-th new key is `<keyPrefix>-<n>`. The server
   * keeps keys per member for good, so the page leaves it out and gets a random one.
   */
  keyPrefix?: string;
}

export interface PlayInput {
  bet: HouseBet;
  key: string;
  balance: string | null;
}

export interface PlayOutput {
  round: { nonce: number; clientSeed: string; serverSeedHash: string } & Record<string, unknown>;
  balance: string;
}

export interface HouseRoundContext {
  fairness: HouseFairness | null;
  bet: HouseBet;
  seedDraft: string;
  last: PlayOutput['round'] | null;
  balance: string | null;
  problem: string | null;
  errorCode: string | null;
  errorValue: unknown;
  key: string | null;
  keyFor: string | null;
  keyPrefix: string;
  /** New round keys handed out so far. */
  keysIssued: number;
}

export type HouseRoundEvent =
  | { type: 'SET'; field: string; value: string }
  | { type: 'SET_SEED'; seed: string }
  | { type: 'PLAY' }
  | { type: 'ROTATE' }
  | { type: 'RETRY' };

type Failure = { error?: { errorCode?: string; value?: unknown } };

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

export function createHouseRoundMachine(id: string, rules: { betProblem: (bet: HouseBet) => string | null; seedProblem: (seed: string) => string | null }) {
  return setup({
    types: {
      input: {} as HouseRoundInput,
      context: {} as HouseRoundContext,
      events: {} as HouseRoundEvent,
    },
    actors: {
      loadFairness: fromPromise<HouseFairness>(async () => {
        throw new Error('loadFairness is provided by the page');
      }),
      play: fromPromise<PlayOutput, PlayInput>(async () => {
        throw new Error('play is provided by the page');
      }),
      rotate: fromPromise<HouseFairness, { clientSeed: string }>(async () => {
        throw new Error('rotate is provided by the page');
      }),
    },
    guards: {
      betValid: ({ context }) => rules.betProblem(context.bet) === null,
      seedValid: ({ context }) => rules.seedProblem(context.seedDraft) === null,
    },
    actions: {
      // Each runs on its own event only (assertEvent narrows the type and throws otherwise).
      set: assign(({ context, event }) => {
        assertEvent(event, 'SET');
        return { bet: { ...context.bet, [event.field]: event.value }, problem: null };
      }),
      setSeed: assign(({ event }) => {
        assertEvent(event, 'SET_SEED');
        return { seedDraft: event.seed, problem: null };
      }),
      rejectBet: assign({ problem: ({ context }) => rules.betProblem(context.bet), errorCode: null }),
      rejectSeed: assign({ problem: ({ context }) => rules.seedProblem(context.seedDraft), errorCode: null }),
      // The same bet keeps its key (a retry finishes that round); another bet gets a new one.
      prepare: assign(({ context }) => {
        const print = JSON.stringify(context.bet);
        const same = context.key !== null && context.keyFor === print;
        const keysIssued = same ? context.keysIssued : context.keysIssued + 1;
        return { key: same ? context.key : `${context.keyPrefix}-${keysIssued}`, keysIssued, keyFor: print, problem: null, errorCode: null, errorValue: null };
      }),
      storeFairness: assign(({ event }) => {
        const fairness = (event as unknown as { output: HouseFairness }).output;
        return { fairness, seedDraft: fairness.clientSeed, errorCode: null, errorValue: null };
      }),
      storeRound: assign(({ context, event }) => {
        const { round, balance } = (event as unknown as { output: PlayOutput }).output;
        const fairness = context.fairness ? { ...context.fairness, nonce: round.nonce + 1 } : context.fairness;
        return { last: round, balance, fairness, key: null, keyFor: null };
      }),
      fail: assign({
        errorCode: ({ event }) => (event as Failure).error?.errorCode ?? 'network_abnormal',
        errorValue: ({ event }) => (event as Failure).error?.value ?? null,
      }),
      clear: assign({ errorCode: null, errorValue: null, problem: null }),
      announceBalance: () => {},
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      fairness: null,
      bet: input.bet,
      seedDraft: '',
      last: null,
      balance: null,
      problem: null,
      errorCode: null,
      errorValue: null,
      key: null,
      keyFor: null,
      keyPrefix: input.keyPrefix ?? newKey(),
      keysIssued: 0,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: { id: 'loadFairness', src: 'loadFairness', onDone: { target: 'ready', actions: 'storeFairness' }, onError: { target: 'loadFailed', actions: 'fail' } },
      },
      loadFailed: {
        on: { RETRY: { target: 'loading', actions: 'clear' } },
      },
      ready: {
        on: {
          SET: { actions: 'set' },
          SET_SEED: { actions: 'setSeed' },
          PLAY: [{ guard: 'betValid', target: 'playing', actions: 'prepare' }, { actions: 'rejectBet' }],
          ROTATE: [{ guard: 'seedValid', target: 'rotating', actions: 'clear' }, { actions: 'rejectSeed' }],
        },
      },
      playing: {
        invoke: {
          id: 'play',
          src: 'play',
          input: ({ context }) => ({ bet: context.bet, key: context.key!, balance: context.balance }),
          onDone: { target: 'ready', actions: ['storeRound', 'announceBalance'] },
          onError: { target: 'ready', actions: 'fail' },
        },
      },
      rotating: {
        invoke: {
          id: 'rotate',
          src: 'rotate',
          input: ({ context }) => ({ clientSeed: context.seedDraft }),
          onDone: { target: 'ready', actions: 'storeFairness' },
          onError: { target: 'ready', actions: 'fail' },
        },
      },
    },
  });
}
