// What the submission machine's idempotency keys look like (machines/submission.machine.ts):
// a random UUID, or where the browser has no crypto.randomUUID a random base-36 string, new
// for every new form. The model logs the keys it draws through crypto.randomUUID, so it never
// sees the fallback. Node only, so the submission mutation group runs it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { submissionMachine, type SubmitInput } from '../../machines/submission.machine';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The keys two different forms are sent with. */
function keysOfTwoForms(): string[] {
  const keys: string[] = [];
  const machine = submissionMachine.provide({
    actors: { submit: fromPromise<unknown, SubmitInput>(({ input }) => (keys.push(input.key), new Promise(() => {}))) },
  });
  for (const amount of ['5', '6']) {
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'SUBMIT', payload: { amount } });
    actor.stop();
  }
  return keys;
}

afterEach(() => vi.unstubAllGlobals());

describe('a submission key', () => {
  it('is a random UUID, another one per form', () => {
    const [a, b] = keysOfTwoForms();
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('is a random base-36 string where crypto has no randomUUID', () => {
    vi.stubGlobal('crypto', {});
    const [a, b] = keysOfTwoForms();
    expect(a).toMatch(/^k[0-9a-z]{6,}$/);
    expect(a).not.toBe(b);
  });

  it('is a random base-36 string where there is no crypto at all', () => {
    vi.stubGlobal('crypto', undefined);
    expect(keysOfTwoForms()[0]).toMatch(/^k[0-9a-z]{6,}$/);
  });
});
