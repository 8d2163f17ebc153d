// What a withdrawal answer's idempotency key looks like (machines/withdrawalConfirmation.machine.ts):
// a random UUID, or where the browser has no crypto.randomUUID a random base-36 string, a new
// one for each withdrawal answered. The model logs the keys it draws through crypto.randomUUID,
// so it never sees the fallback. Node only, so the withdrawalConfirmation mutation group runs it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type ConfirmInput, withdrawalConfirmationMachine } from '../../machines/withdrawalConfirmation.machine';
import type { Withdrawal } from '../../src/api/withdrawals';
import { NOW, withdrawals } from '../model/models/withdrawalConfirmation.model';

/** The keys "received" is sent with for two paid withdrawals. */
function keysOfTwoAnswers(): string[] {
  const keys: string[] = [];
  const machine = withdrawalConfirmationMachine.provide({
    actors: { confirm: fromPromise<Withdrawal, ConfirmInput>(({ input }) => (keys.push(input.key), new Promise(() => {}))) },
  });
  for (let i = 0; i < 2; i++) {
    const actor = createActor(machine, { input: { withdrawal: withdrawals.paid, now: NOW } }).start();
    actor.send({ type: 'CONFIRM_RECEIVED' });
    actor.stop();
  }
  return keys;
}

afterEach(() => vi.unstubAllGlobals());

describe('a withdrawal answer key', () => {
  it('is a random base-36 string where crypto has no randomUUID, another one per answer', () => {
    vi.stubGlobal('crypto', {});
    const [a, b] = keysOfTwoAnswers();
    expect(a).toMatch(/^k[0-9a-z]{6,}$/);
    expect(b).toMatch(/^k[0-9a-z]{6,}$/);
    expect(a).not.toBe(b);
  });

  it('is a random base-36 string where there is no crypto at all', () => {
    vi.stubGlobal('crypto', undefined);
    expect(keysOfTwoAnswers()[0]).toMatch(/^k[0-9a-z]{6,}$/);
  });
});
