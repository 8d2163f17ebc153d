// The seamless wallet's wire shapes (docs/api.md "Seamless wallet for vendors"): what a game
// vendor sends to read a balance, take a bet, pay a win and roll a bet back, and what it gets.
// The protocol is fixed and outside ours: vendors sign the raw body (X-Signature) and the route
// checks the signature and `timestamp` before the shape.
//
// The requests are `v.object`, not `v.strictObject`: the protocol names the fields the wallet
// reads but does not forbid others, so a vendor that adds a field of its own (a trace id, a round
// detail) is still served. The extra field is ignored: it reaches neither the ledger nor the
// request hash that tells a repeat from a reused transaction id. The fields the wallet reads are
// held to the same types, patterns and lengths as before.
import * as v from 'valibot';
import { amountInput, count, int4, INT4_MAX, money } from './common';

/** A transaction id, and a bet's id (a bet's transactionId is the bet's id). */
export const SEAMLESS_TRANSACTION_ID = /^[A-Za-z0-9_.:-]{1,64}$/;

// ── Requests ────────────────────────────────────────────────────────────────

/** What every call carries besides its details: who signed it and when. */
const signed = {
  vendor: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,32}$/), v.description("The vendor's code (its secret signs the body)")),
  timestamp: v.pipe(int4(-INT4_MAX - 1), v.description('Unix time in seconds; refused (request_expired) when more than 300 s from ours')),
};
const transactionId = v.pipe(v.string(), v.regex(SEAMLESS_TRANSACTION_ID), v.description('Unique per vendor; a repeat returns the first answer'));
const betId = v.pipe(v.string(), v.regex(SEAMLESS_TRANSACTION_ID), v.description('The transactionId of the bet'));
const playerId = v.pipe(int4(1), v.description("The member's customerId"));
const token = v.pipe(v.string(), v.minLength(1), v.maxLength(512), v.description("The member's session token"));
const gameCode = v.optional(v.pipe(v.string(), v.maxLength(64)));

/** The details of each call, as the wallet (and the house games, in-process) hands them to the service. */
export const balanceDetails = v.object({ playerId, token });
export type BalanceDetails = v.InferOutput<typeof balanceDetails>;
export const betDetails = v.object({ transactionId, playerId, token, amount: amountInput, gameCode, roundId: v.optional(v.pipe(v.string(), v.maxLength(64))) });
export type BetDetails = v.InferOutput<typeof betDetails>;
export const winDetails = v.object({
  transactionId,
  betId,
  playerId,
  amount: v.pipe(v.string(), v.maxLength(32), v.description('Decimal string, 2 decimals at most; "0" settles a lost bet')),
  gameCode,
});
export type WinDetails = v.InferOutput<typeof winDetails>;
export const rollbackDetails = v.object({ transactionId, betId, playerId });
export type RollbackDetails = v.InferOutput<typeof rollbackDetails>;

/** The bodies vendors send: the details and the signed fields. */
export const balanceRequest = v.object({ ...signed, ...balanceDetails.entries });
export const betRequest = v.object({ ...signed, ...betDetails.entries });
export const winRequest = v.object({ ...signed, ...winDetails.entries });
export const rollbackRequest = v.object({ ...signed, ...rollbackDetails.entries });

// ── Answers ─────────────────────────────────────────────────────────────────

export const seamlessBalance = v.object({ playerId: count, balance: money, currency: v.string() });
export type SeamlessBalance = v.InferOutput<typeof seamlessBalance>;

/** A bet or a win: the main wallet after it. */
export const seamlessMove = v.object({ transactionId: v.string(), balance: money, currency: v.string() });
export type SeamlessMove = v.InferOutput<typeof seamlessMove>;

/** A rollback: what was refunded ("0.00" for a bet not seen yet) and the main wallet after it. */
export const seamlessRollback = v.object({ transactionId: v.string(), betId: v.string(), refunded: money, balance: money, currency: v.string() });
export type SeamlessRollback = v.InferOutput<typeof seamlessRollback>;
