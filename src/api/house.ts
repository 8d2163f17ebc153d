import * as v from 'valibot';
import { call } from './client';

// The house games (docs/api.md "House games"): the member's provably fair state, slot
// and dice rounds (each with the Idempotency-Key of its spin), and the public check
// of a round from its revealed seeds.

const money = v.string();

export const fairnessSchema = v.object({
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.number(),
  previous: v.nullable(v.object({ serverSeed: v.string(), serverSeedHash: v.string(), clientSeed: v.string(), rounds: v.number(), revealedAt: v.string() })),
});
export type Fairness = v.InferOutput<typeof fairnessSchema>;

export const slotWinSchema = v.object({ line: v.number(), symbol: v.string(), count: v.number(), pay: v.number() });
export const slotOutcomeSchema = v.object({
  stops: v.array(v.number()),
  window: v.array(v.array(v.string())),
  wins: v.array(slotWinSchema),
  totalLinePays: v.number(),
  lines: v.number(),
});
export type SlotOutcome = v.InferOutput<typeof slotOutcomeSchema>;

export const diceOutcomeSchema = v.object({
  target: v.string(),
  direction: v.picklist(['under', 'over']),
  roll: v.string(),
  win: v.boolean(),
  multiplier: v.string(),
});
export type DiceOutcome = v.InferOutput<typeof diceOutcomeSchema>;

const roundBase = {
  roundId: v.string(),
  amount: money,
  payout: money,
  serverSeedHash: v.string(),
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
  nonce: v.number(),
  createdAt: v.string(),
};

export const slotRoundSchema = v.object({ round: v.object({ ...roundBase, game: v.literal('slot'), outcome: slotOutcomeSchema }), balance: money, currency: v.string() });
export type SlotRound = v.InferOutput<typeof slotRoundSchema>;
export const diceRoundSchema = v.object({ round: v.object({ ...roundBase, game: v.literal('dice'), outcome: diceOutcomeSchema }), balance: money, currency: v.string() });
export type DiceRound = v.InferOutput<typeof diceRoundSchema>;

export const verifySchema = v.object({
  game: v.string(),
  serverSeedHash: v.string(),
  clientSeed: v.string(),
  nonce: v.number(),
  outcome: v.record(v.string(), v.unknown()),
  multiplier: v.optional(v.string()),
});
export type Verification = v.InferOutput<typeof verifySchema>;

export interface VerifyQuery {
  game: 'slot' | 'dice';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  target?: string;
  direction?: 'under' | 'over';
}

const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const fetchFairness = () => call(fairnessSchema, 'house/fairness');
/** Reveals the current server seed and starts a new pair with this client seed (random when empty). */
export const rotateSeeds = (clientSeed: string) => call(fairnessSchema, 'house/fairness', { method: 'PUT', json: clientSeed ? { clientSeed } : {} });
export const playSlot = (amount: string, key: string) => call(slotRoundSchema, 'house/slot/rounds', { method: 'POST', json: { amount }, ...keyed(key) });
export const playDice = (bet: { amount: string; target: string; direction: 'under' | 'over' }, key: string) =>
  call(diceRoundSchema, 'house/dice/rounds', { method: 'POST', json: bet, ...keyed(key) });

export function verifyRound(query: VerifyQuery) {
  const params = new URLSearchParams({ game: query.game, serverSeed: query.serverSeed, clientSeed: query.clientSeed, nonce: String(query.nonce) });
  if (query.target) params.set('target', query.target);
  if (query.direction) params.set('direction', query.direction);
  return call(verifySchema, `house/verify?${params.toString()}`);
}

/** A slot outcome from a fresh random seed (no money, no record): the demo slot's spin. */
export async function demoSpin(): Promise<SlotOutcome> {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  const serverSeed = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const answer = await verifyRound({ game: 'slot', serverSeed, clientSeed: 'demo', nonce: 0 });
  return v.parse(slotOutcomeSchema, answer.outcome);
}

