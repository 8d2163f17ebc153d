// The SMS countdown inside the flow that started it (machines/smsCountdown.machine.ts): every
// tick tells the parent the seconds left, the last one (0) too, so the login and forgot-password
// buttons show the count (spec section 9). The model runs the countdown on its own, where there
// is nobody to tell; this runs it as a child. Node only, so its mutation group runs it.
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, SimulatedClock } from 'xstate';
import { type SmsTickEvent, smsCountdownMachine } from '../../machines/smsCountdown.machine';
import { SMS_TICK_MS } from '../../server/shared/timing';

const parent = setup({
  types: { context: {} as { heard: number[] }, events: {} as SmsTickEvent },
  actors: { smsCountdown: smsCountdownMachine },
}).createMachine({
  context: { heard: [] },
  initial: 'counting',
  states: {
    counting: {
      invoke: { src: 'smsCountdown', input: { seconds: 3 }, onDone: 'done' },
      on: { SMS_TICK: { actions: assign({ heard: ({ context, event }) => [...context.heard, event.secondsLeft] }) } },
    },
    done: {},
  },
});

describe('an SMS countdown started by a flow', () => {
  it('tells the flow the seconds left at every tick, down to 0, then ends', () => {
    const clock = new SimulatedClock();
    const actor = createActor(parent, { clock }).start();
    expect(actor.getSnapshot().context.heard).toEqual([]);
    clock.increment(SMS_TICK_MS - 1);
    expect(actor.getSnapshot().context.heard).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().context.heard).toEqual([2]);
    clock.increment(SMS_TICK_MS);
    expect(actor.getSnapshot().context.heard).toEqual([2, 1]);
    clock.increment(SMS_TICK_MS);
    expect(actor.getSnapshot().context.heard).toEqual([2, 1, 0]);
    expect(actor.getSnapshot().value).toBe('done');
    actor.stop();
  });
});
