// Checking a round from its revealed seeds (GET /api/house/verify): what a well-formed
// question is. The verify page checks it before asking; the server's query schema
// (wire/house.ts verifyQuery) holds the same limits and recomputes the round.
import { isClientSeed, isHex64 } from '../fairnessRules';
import { INT4_MAX } from '../wire/common';
import { DICE_TARGET_PATTERN, type VerifyQuery } from '../wire/house';

export type VerifyProblem = 'serverSeed' | 'clientSeed' | 'nonce' | 'target';

/** The first field of the question that is not well formed, or null. */
export function verifyProblem(query: VerifyQuery): VerifyProblem | null {
  if (!isHex64(query.serverSeed)) return 'serverSeed';
  if (!isClientSeed(query.clientSeed)) return 'clientSeed';
  if (!Number.isInteger(query.nonce) || query.nonce < 0 || query.nonce > INT4_MAX) return 'nonce';
  if (query.game === 'dice' && query.target && !DICE_TARGET_PATTERN.test(query.target)) return 'target';
  return null;
}
