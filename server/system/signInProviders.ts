// The third-party sign-in providers a merchant has configured (table sign_in_providers,
// set with `npm run operator -- sign-in ...` or PUT /api/operator/sign-in-providers). A
// provider is offered only when it is enabled and its client secret can be read: from the
// row, or from the environment variable the row names (the way to keep it out of the
// database). Nothing here is ever sent to a browser except the providers' names.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { SignInProvidersTable } from '../db/tables/accounts';
import { isLoopbackHost } from '../platform/loopback';
import { isSignInProvider, SIGN_IN_PROVIDERS, type SignInProvider } from '../shared/signIn';

export type SignInProviderRow = Selectable<SignInProvidersTable>;

/** A provider ready to use: OpenID Connect by discovery, or OAuth 2.0 with named endpoints. */
export interface SignInProviderConfig {
  provider: SignInProvider;
  kind: 'oidc' | 'oauth';
  issuer: string | null;
  endpoints: { authorization: string; token: string; userinfo: string } | null;
  clientId: string;
  clientSecret: string;
  scope: string;
}

export type Environment = Record<string, string | undefined>;

/** What an operator need not type: the providers' public addresses and the scopes asked for. */
export const PROVIDER_DEFAULTS = {
  google: { issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  facebook: {
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/v21.0/me',
    scope: 'email public_profile',
  },
} as const;

/**
 * Whether a provider address may be plain http: only a provider on this machine (development
 * and tests). Anything else must be https; an address that is neither is refused.
 */
export function plainHttpAllowed(address: string): boolean {
  const url = new URL(address);
  if (url.protocol === 'https:') return false;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return true;
  throw new Error(`A sign-in provider's address must be https: ${address}`);
}

export function configOf(row: SignInProviderRow, env: Environment): SignInProviderConfig | null {
  if (!row.enabled || !isSignInProvider(row.provider)) return null;
  const clientSecret = row.client_secret_env ? env[row.client_secret_env] : row.client_secret;
  if (!clientSecret) return null;
  const endpoints =
    row.authorization_endpoint && row.token_endpoint && row.userinfo_endpoint
      ? { authorization: row.authorization_endpoint, token: row.token_endpoint, userinfo: row.userinfo_endpoint }
      : null;
  // Endpoints named explicitly make it plain OAuth 2.0 (Facebook); otherwise the issuer's discovery.
  const kind = endpoints ? 'oauth' : 'oidc';
  if (kind === 'oidc' && !row.issuer) return null;
  return { provider: row.provider, kind, issuer: row.issuer, endpoints, clientId: row.client_id, clientSecret, scope: row.scope };
}

export async function signInProviderConfigs(db: Kysely<Database>, merchantCode: string, env: Environment): Promise<SignInProviderConfig[]> {
  const rows = await db.selectFrom('sign_in_providers').selectAll().where('merchant_code', '=', merchantCode).execute();
  const configs = rows.map((row) => configOf(row, env)).filter((c): c is SignInProviderConfig => c !== null);
  // The spec's order (Google, then Facebook), whatever order they were added in.
  return configs.sort((a, b) => SIGN_IN_PROVIDERS.indexOf(a.provider) - SIGN_IN_PROVIDERS.indexOf(b.provider));
}
