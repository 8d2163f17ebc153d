// The house games' wire shapes (docs/api.md "House games"): the member's provably fair state,
// slot and dice rounds, the member's rounds and the public check of a round from its seeds.
import * as v from 'valibot';
import { count, int4, isoTime, money, pageNumber, pageOf, amountInput } from './common';
export { pageQuery as roundsQuery } from './common';

export const HOUSE_GAMES = ['dice', 'slot'] as const;
export type HouseGame = (typeof HOUSE_GAMES)[number];
export const DICE_DIRECTIONS = ['under', 'over'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];
/** A client seed chosen by the member. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;
/** A dice target as typed: 0.00..99.99 with at most two decimals ("49.50"). */
export const DICE_TARGET_PATTERN = /^[0-9]{1,2}(\.[0-9]{1,2})?$/;

const hex64 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const clientSeedInput = v.pipe(v.string(), v.regex(CLIENT_SEED_PATTERN), v.description('Chosen by the member; 1..64 of A-Z a-z 0-9 _ . -'));
const diceTarget = v.pipe(v.string(), v.regex(DICE_TARGET_PATTERN), v.description('Dice target 0.00..99.99 ("49.50"); the chance of winning must be 1%..95%'));

// ── Requests ────────────────────────────────────────────────────────────────

export const rotateRequest = v.strictObject({ clientSeed: v.optional(clientSeedInput) });
export const diceRequest = v.strictObject({ amount: amountInput, target: diceTarget, direction: v.picklist(DICE_DIRECTIONS) });
export type DiceRequest = v.InferOutput<typeof diceRequest>;
export const slotRequest = v.strictObject({ amount: amountInput });
export const verifyQuery = v.strictObject({
  serverSeed: hex64,
  clientSeed: clientSeedInput,
  nonce: int4(0),
  game: v.picklist(HOUSE_GAMES),
  target: v.optional(diceTarget),
  direction: v.optional(v.picklist(DICE_DIRECTIONS)),
});
export type VerifyQuery = v.InferOutput<typeof verifyQuery>;

// ── Answers ─────────────────────────────────────────────────────────────────

export const fairness = v.object({
  serverSeedHash: hex64,
  clientSeed: v.string(),
  /** The nonce of the next round. */
  nonce: count,
  /** The last revealed pair, to verify its rounds; null before the first rotation. */
  previous: v.nullable(v.object({ serverSeed: hex64, serverSeedHash: hex64, clientSeed: v.string(), rounds: count, revealedAt: isoTime })),
});
export type Fairness = v.InferOutput<typeof fairness>;

export const slotWin = v.object({ line: count, symbol: v.string(), count, pay: count });
/** stops: each reel's stop; window: rows of 5 symbols (window[row][reel]); pays in line bets. */
export const slotOutcome = v.object({ stops: v.array(count), window: v.array(v.array(v.string())), wins: v.array(slotWin), totalLinePays: count, lines: count });
export type SlotOutcome = v.InferOutput<typeof slotOutcome>;

/** The bet and the roll, in hundredths as decimal strings; multiplier with 4 decimals ("1.9800"). */
export const diceOutcome = v.object({ target: v.string(), direction: v.picklist(DICE_DIRECTIONS), roll: v.string(), win: v.boolean(), multiplier: v.string() });
export type DiceOutcome = v.InferOutput<typeof diceOutcome>;

const roundEntries = {
  roundId: v.string(),
  amount: money,
  payout: money,
  serverSeedHash: hex64,
  /** Revealed once the member rotated away from that seed; null until then. */
  serverSeed: v.nullable(v.string()),
  clientSeed: v.string(),
  nonce: count,
  betTransactionId: v.string(),
  winTransactionId: v.string(),
  createdAt: isoTime,
};
export const slotRound = v.object({ ...roundEntries, game: v.literal('slot'), outcome: slotOutcome });
export const diceRound = v.object({ ...roundEntries, game: v.literal('dice'), outcome: diceOutcome });
export const houseRound = v.variant('game', [diceRound, slotRound]);
export type HouseRound = v.InferOutput<typeof houseRound>;

export const slotRoundAnswer = v.object({ round: slotRound, balance: money, currency: v.string() });
export type SlotRoundAnswer = v.InferOutput<typeof slotRoundAnswer>;
export const diceRoundAnswer = v.object({ round: diceRound, balance: money, currency: v.string() });
export type DiceRoundAnswer = v.InferOutput<typeof diceRoundAnswer>;
export const roundPage = pageOf(houseRound);

/** A recomputed round: the slot's outcome, the dice bet's outcome, or a dice roll alone (no bet given). */
export const verification = v.object({
  game: v.picklist(HOUSE_GAMES),
  serverSeedHash: hex64,
  clientSeed: v.string(),
  nonce: count,
  outcome: v.union([slotOutcome, diceOutcome, v.object({ roll: v.string() })]),
  /** The slot's totalLinePays / lines, 4 decimals. */
  multiplier: v.optional(v.string()),
});
export type Verification = v.InferOutput<typeof verification>;
