import { assign, fromPromise, setup } from 'xstate';
import type { SliderAnswer, SliderChallenge } from '../server/shared/wire/accounts';

/**
 * The slider bot check (spec sections 3 and 4): fetch a puzzle, drag the piece onto the
 * gap (pointer or keyboard), hand the answer to the flow it guards. The server verifies
 * the answer inside that flow's own call (login, SMS code, register, reset); a refused
 * answer makes the flow start this machine again, which fetches a new puzzle, so every
 * retry is a new challenge. Times come in the events, so the machine stays pure.
 */
export interface SliderContext {
  challenge: SliderChallenge | null;
  /** Left edge of the piece on the background, in background pixels. */
  x: number;
  startedAt: number | null;
  /** How long the drag took, set on the drop. */
  durationMs: number;
  errorCode: string | null;
}

export type SliderEvent =
  /** The piece is taken (pointer down, or the first arrow key). */
  | { type: 'GRAB'; at: number }
  | { type: 'MOVE'; x: number }
  /** The piece is dropped (pointer up, Enter or Space). */
  | { type: 'RELEASE'; at: number }
  /** Another puzzle, or another try after a failed fetch. */
  | { type: 'REFRESH' };

export type SliderOutput = SliderAnswer;

type Fetched = { output: SliderChallenge };

/** Where the piece may go: from the left edge to the background's right edge. */
export function clampX(challenge: SliderChallenge | null, x: number): number {
  const max = challenge ? challenge.width - challenge.pieceWidth : 0;
  return Math.min(Math.max(0, Math.round(x)), Math.max(0, max));
}

export const sliderMachine = setup({
  types: {
    context: {} as SliderContext,
    events: {} as SliderEvent,
    output: {} as SliderOutput,
  },
  actors: {
    fetchChallenge: fromPromise<SliderChallenge>(async () => {
      throw new Error('fetchChallenge is provided by the app');
    }),
  },
  guards: {
    moved: ({ context }) => context.x > 0,
  },
  actions: {
    storeChallenge: assign({
      challenge: ({ event }) => (event as unknown as Fetched).output,
      x: 0,
      startedAt: null,
      errorCode: null,
    }),
    storeFailure: assign({
      errorCode: ({ event }) => (event as unknown as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal',
    }),
    grab: assign({ startedAt: ({ event }) => (event.type === 'GRAB' ? event.at : null) }),
    move: assign({ x: ({ context, event }) => (event.type === 'MOVE' ? clampX(context.challenge, event.x) : context.x) }),
    putBack: assign({ x: 0, startedAt: null }),
    drop: assign({
      durationMs: ({ context, event }) => (event.type === 'RELEASE' ? Math.max(0, Math.round(event.at - (context.startedAt ?? event.at))) : 0),
    }),
  },
}).createMachine({
  id: 'slider',
  context: { challenge: null, x: 0, startedAt: null, durationMs: 0, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchChallenge',
        onDone: { target: 'ready', actions: 'storeChallenge' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    failed: {
      on: { REFRESH: 'loading' },
    },
    ready: {
      on: {
        GRAB: { target: 'dragging', actions: 'grab' },
        REFRESH: 'loading',
      },
    },
    dragging: {
      on: {
        MOVE: { actions: 'move' },
        RELEASE: [{ guard: 'moved', target: 'solved', actions: 'drop' }, { target: 'ready', actions: 'putBack' }],
      },
    },
    solved: {
      type: 'final',
    },
  },
  // Stryker disable next-line StringLiteral,OptionalChaining: the puzzle is solved only after its challenge loaded and was stored
  output: ({ context }) => ({ sliderId: context.challenge?.sliderId ?? '', x: context.x, durationMs: context.durationMs }),
});
