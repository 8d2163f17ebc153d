// SMS through a sign-in provider (SMS-14, REGISTER-29): the provider's ID token stands in for
// the portal's own SMS code. It is believed only when the provider's keys signed it (RS256,
// from the configured JWKS address), it names this merchant's project as its audience and
// the provider as its issuer, it is fresh, its phone_number is the number the body names,
// and it has not been used before (a token proves the number once).
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import type { Clock } from '../platform/clock';
import { PHONE_TOKEN_MAX_AGE_S } from '../shared/phoneVerification';
import type { PhoneVerificationConfig } from '../system/phoneVerification';
import { isUniqueViolation } from './accounts';
import { sha256Hex } from './secrets';

/** A token that checked out, ready to be spent with the registration or login it proves. */
export interface PhoneProof {
  tokenHash: string;
  expiresAt: Date;
}

const CLOCK_SKEW_S = 60;

// One key set per address: jose keeps the keys and fetches again only for an unknown key id.
const keySets = new Map<string, JWTVerifyGetKey>();
function keySetOf(jwksUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
    keySets.set(jwksUrl, keys);
  }
  return keys;
}

/** Checks the token for `phoneTarget` ('+<code><number>'); anything wrong is verification_failed on the number. */
export async function verifyPhoneToken(config: PhoneVerificationConfig, token: string | undefined, phoneTarget: string, clock: Clock): Promise<PhoneProof> {
  // The token answers for the whole form (its code field is named differently in each), the number for its field.
  if (!token) throw new ApiFailure('missing_code');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySetOf(config.jwksUrl), {
      algorithms: ['RS256'],
      issuer: config.issuer,
      audience: config.audience,
      maxTokenAge: PHONE_TOKEN_MAX_AGE_S,
      currentDate: clock(),
      // The provider's clock and ours may differ by a little.
      clockTolerance: CLOCK_SKEW_S,
      requiredClaims: ['exp', 'iat', 'sub'],
    }));
  } catch {
    // Forged, expired, for another project, or the keys unreachable: the number is not proven.
    throw new ApiFailure('verification_failed');
  }
  if (payload.phone_number !== phoneTarget) throw new ApiFailure('verification_failed', { field: 'mobileNum' });
  return { tokenHash: sha256Hex(token), expiresAt: new Date(payload.exp! * 1000) };
}

/** Spends the token with the registration or login it proved; a second use is refused. */
export async function spendPhoneToken(conn: Kysely<Database> | Transaction<Database>, proof: PhoneProof, userId: number, clock: Clock): Promise<void> {
  // A token past its expiry would be refused anyway: its hash need not be kept.
  await conn.deleteFrom('phone_tokens_used').where('expires_at', '<', clock()).execute();
  try {
    await conn.insertInto('phone_tokens_used').values({ token_hash: proof.tokenHash, user_id: userId, used_at: clock(), expires_at: proof.expiresAt }).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiFailure('verification_failed');
    throw err;
  }
}
