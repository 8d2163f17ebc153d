import * as v from 'valibot';
import * as house from '../../server/shared/wire/house';
import { call, type CallOptions } from './client';

// The house games (docs/api.md "House games"): the member's provably fair state, slot
// and dice rounds (each with the Idempotency-Key of its spin), and the public check
// of a round from its revealed seeds.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type {
  DiceOutcome,
  DiceRoundAnswer as DiceRound,
  Fairness,
  SlotOutcome,
  SlotRoundAnswer as SlotRound,
  Verification,
  VerifyQuery,
} from '../../server/shared/wire/house';

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const fetchFairness = ({ signal }: CallOptions = {}) => call(house.fairness, 'house/fairness', { signal });
/** Reveals the current server seed and starts a new pair with this client seed (random when empty). */
export const rotateSeeds = (clientSeed: string, { signal }: CallOptions = {}) =>
  call(house.fairness, 'house/fairness', { method: 'PUT', json: clientSeed ? { clientSeed } : {}, signal });
export const playSlot = (amount: string, key: string, { signal }: CallOptions = {}) =>
  call(house.slotRoundAnswer, 'house/slot/rounds', { method: 'POST', json: { amount }, ...keyed(key), signal });
export const playDice = (bet: house.DiceRequest, key: string, { signal }: CallOptions = {}) =>
  call(house.diceRoundAnswer, 'house/dice/rounds', { method: 'POST', json: bet, ...keyed(key), signal });

export function verifyRound(query: house.VerifyQuery, { signal }: CallOptions = {}) {
  const params = new URLSearchParams({ game: query.game, serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: String(query.nonce) });
  if (query.target) params.set('target', query.target);
  if (query.direction) params.set('direction', query.direction);
  return call(house.verification, `house/verify?${params.toString()}`, { signal });
}

/** A slot outcome from a fresh random seed (no money, no record): the demo slot's spin. */
export async function demoSpin({ signal }: CallOptions = {}): Promise<house.SlotOutcome> {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const serverSeed = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const answer = await verifyRound({ game: 'slot', serverSeed, clientSeed: 'demo', nonce: 0 }, { signal });
  return v.parse(house.slotOutcome, answer.outcome);
}

