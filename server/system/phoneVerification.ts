// The merchant's SMS-through-a-provider settings (table phone_verification_providers, set with
// PUT /api/operator/phone-verification). The browser is told the provider's API address and
// public key (it calls the provider itself); the issuer, audience and key set stay here, where
// the tokens are checked.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface PhoneVerificationConfig {
  apiUrl: string;
  apiKey: string;
  issuer: string;
  audience: string;
  jwksUrl: string;
}

export async function phoneVerificationConfig(db: Kysely<Database>, merchantCode: string): Promise<PhoneVerificationConfig | null> {
  const row = await db
    .selectFrom('phone_verification_providers')
    .select(['api_url', 'api_key', 'issuer', 'audience', 'jwks_url'])
    .where('merchant_code', '=', merchantCode)
    .where('enabled', '=', true)
    .executeTakeFirst();
  return row ? { apiUrl: row.api_url, apiKey: row.api_key, issuer: row.issuer, audience: row.audience, jwksUrl: row.jwks_url } : null;
}
