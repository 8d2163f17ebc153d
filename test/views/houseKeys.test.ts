// Where a house game page's round keys start when the page gives no prefix (machines/houseRound.ts):
// the server keeps idempotency keys per member for good, so every page load needs a prefix
// no earlier load used: a random UUID, or where the browser has no crypto.randomUUID a random
// base-36 string. Node only, so the house mutation group runs it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { houseDiceMachine } from '../../machines/houseDice.machine';

const bet = { amount: '1.00', target: '49.50', direction: 'under' };
const prefixOf = () => {
  const actor = createActor(houseDiceMachine, { input: { bet } });
  const prefix = actor.getSnapshot().context.keyPrefix;
  actor.stop();
  return prefix;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('a house page without a key prefix', () => {
  it('takes a random UUID, another one per page', () => {
    const [a, b] = [prefixOf(), prefixOf()];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('takes a random base-36 string where crypto has no randomUUID', () => {
    vi.stubGlobal('crypto', {});
    const [a, b] = [prefixOf(), prefixOf()];
    expect(a).toMatch(/^k[0-9a-z]{6,}$/);
    expect(a).not.toBe(b);
  });

  it('takes a random base-36 string where there is no crypto at all', () => {
    vi.stubGlobal('crypto', undefined);
    expect(prefixOf()).toMatch(/^k[0-9a-z]{6,}$/);
  });

  it('keeps the prefix the page gives', () => {
    const actor = createActor(houseDiceMachine, { input: { bet, keyPrefix: 'page-7' } });
    expect(actor.getSnapshot().context.keyPrefix).toBe('page-7');
  });
});
