import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { submissionMachine, type SubmitInput } from '../../machines/submission.machine';
import { recordListMachine, queryOf, shiftDay, type RecordQuery } from '../../machines/recordList.machine';

// The idempotency key rule of the submission machine: the same details after a failure
// keep their key (the server moves money once); new details, or a new form after a
// success, get a new one.
describe('submission idempotency keys', () => {
  function run(outcomes: ('ok' | 'fail')[]) {
    const keys: string[] = [];
    const actor = createActor(
      submissionMachine.provide({
        actors: {
          submit: fromPromise<unknown, SubmitInput>(async ({ input }) => {
            keys.push(input.key);
            if (outcomes[keys.length - 1] === 'fail') throw new Error('offline');
            return { ok: true };
          }),
        },
      }),
      { input: {} },
    ).start();
    const settle = () => new Promise<void>((resolve) => actor.subscribe((s) => (s.matches('submitting') ? undefined : resolve())));
    return { actor, keys, settle };
  }

  it('reuses the key for the same details after a failure, and not after a success', async () => {
    const { actor, keys, settle } = run(['fail', 'ok', 'ok']);
    actor.send({ type: 'SUBMIT', payload: { amount: '5' } });
    await settle();
    actor.send({ type: 'SUBMIT', payload: { amount: '5' } });
    await settle();
    actor.send({ type: 'SUBMIT', payload: { amount: '5' } });
    await settle();
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('gives other details a new key', async () => {
    const { actor, keys, settle } = run(['fail', 'ok']);
    actor.send({ type: 'SUBMIT', payload: { amount: '5' } });
    await settle();
    actor.send({ type: 'SUBMIT', payload: { amount: '6' } });
    await settle();
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('record list windows', () => {
  it('[WALLET-17] moves by its own length and never past today', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    const actor = createActor(recordListMachine.provide({ actors: { loadPage: fromPromise<unknown, RecordQuery>(async () => ({})) } }), { input: { today: '2026-11-24' } }).start();
    expect(queryOf(actor.getSnapshot().context)).toMatchObject({ from: '2026-11-18', to: '2026-11-24', page: 1 });
    actor.send({ type: 'PRESET', span: 30 });
    actor.send({ type: 'PREVIOUS' });
    expect(queryOf(actor.getSnapshot().context)).toMatchObject({ from: '2026-09-26', to: '2026-10-25' });
    actor.send({ type: 'PRESET', span: 7 });
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.to).toBe('2026-11-24');
  });
});
