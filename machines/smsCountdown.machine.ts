import { assign, enqueueActions, setup } from 'xstate';
import { DEFAULT_COUNTDOWN_SECONDS, SMS_TICK_MS } from '../server/shared/timing';

/**
 * The resend countdown of an SMS code button (spec sections 4 and 9, spec-notes 4).
 * The flows that send codes (login, register, forgot password) invoke it once a code is
 * sent; while it runs their button is disabled and shows the seconds left, so no code
 * can be asked for again above 0. Each second it tells its parent how many are left
 * (`SMS_TICK`), and it finishes at 0.
 */
export interface SmsCountdownInput {
  seconds: number;
}

export interface SmsCountdownContext {
  secondsLeft: number;
}

/** What the parent flow receives every second. */
export type SmsTickEvent = { type: 'SMS_TICK'; secondsLeft: number };


/**
 * Seconds before another code may be asked for: expiredMinutes x 60 (60 without an
 * answer, and always 60 with the third-party provider); the forgot flow starts late by
 * half the round trip of its call, so its countdown is shortened by that much.
 */
export function countdownSeconds({
  expiredMinutes,
  thirdParty = false,
  roundTripMs = 0,
}: {
  expiredMinutes?: number | null;
  thirdParty?: boolean;
  roundTripMs?: number;
}): number {
  const full = thirdParty || !expiredMinutes || expiredMinutes <= 0 ? DEFAULT_COUNTDOWN_SECONDS : expiredMinutes * 60;
  return Math.max(1, Math.ceil(full - Math.max(0, roundTripMs) / 2 / 1000));
}

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    input: {} as SmsCountdownInput,
  },
  delays: {
    tick: SMS_TICK_MS,
  },
  guards: {
    moreToGo: ({ context }) => context.secondsLeft > 1,
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    // Standing alone (tests, previews) there is nobody to tell.
    reportTick: enqueueActions(({ context, enqueue, self }) => {
      if (self._parent) enqueue.sendParent({ type: 'SMS_TICK', secondsLeft: context.secondsLeft } satisfies SmsTickEvent);
    }),
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.round(input.seconds)) }),
  initial: 'counting',
  states: {
    counting: {
      after: {
        tick: [
          { guard: 'moreToGo', target: 'counting', reenter: true, actions: ['countDown', 'reportTick'] },
          { target: 'finished', actions: ['countDown', 'reportTick'] },
        ],
      },
    },
    finished: { type: 'final' },
  },
});
