// The provider's side of third-party sign-in, by the book (openid-client): the authorization
// code flow with PKCE and state, plus a nonce and the ID token checked against the issuer's
// keys for OpenID Connect (Google); for OAuth 2.0 (Facebook) the code gives an access token
// and the Graph `/me` call, signed with `appsecret_proof`, gives the account.
import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { plainHttpAllowed, type SignInProviderConfig } from '../system/signInProviders';

/** The provider account a sign-in proved. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

/** What the start of an attempt keeps for its callback. */
export interface AttemptSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** How long a call to the provider may take (seconds, openid-client's unit). */
const PROVIDER_TIMEOUT_S = 10;
/** Discovery documents are read again after this long (keys rotate through the jwks_uri, fetched as needed). */
const DISCOVERY_TTL_MS = 60 * 60_000;

export function newAttemptSecrets(): AttemptSecrets {
  return { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
}

export function createProviderProtocol() {
  const discovered = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

  function configurationOf(cfg: SignInProviderConfig): Promise<oidc.Configuration> {
    const auth = oidc.ClientSecretPost(cfg.clientSecret);
    if (cfg.kind === 'oauth') {
      const endpoints = cfg.endpoints!;
      const config = new oidc.Configuration(
        { issuer: new URL(endpoints.authorization).origin, authorization_endpoint: endpoints.authorization, token_endpoint: endpoints.token, userinfo_endpoint: endpoints.userinfo },
        cfg.clientId,
        undefined,
        auth,
      );
      if ([endpoints.authorization, endpoints.token, endpoints.userinfo].some(plainHttpAllowed)) oidc.allowInsecureRequests(config);
      config.timeout = PROVIDER_TIMEOUT_S;
      return Promise.resolve(config);
    }
    const key = `${cfg.issuer}\u0000${cfg.clientId}\u0000${cfg.clientSecret}`;
    const hit = discovered.get(key);
    if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
    const insecure = plainHttpAllowed(cfg.issuer!);
    const config = oidc
      .discovery(new URL(cfg.issuer!), cfg.clientId, undefined, auth, { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: PROVIDER_TIMEOUT_S })
      .then((c) => {
        c.timeout = PROVIDER_TIMEOUT_S;
        // The ID token's signature is checked against the issuer's published keys, not taken
        // on trust because it came over TLS.
        oidc.enableNonRepudiationChecks(c);
        return c;
      });
    discovered.set(key, { at: Date.now(), config });
    // A provider that was down is asked again next time, not remembered as down.
    config.catch(() => discovered.delete(key));
    return config;
  }

  return {
    /** The provider's sign-in page for this attempt. */
    async authorizationUrl(cfg: SignInProviderConfig, redirectUri: string, secrets: AttemptSecrets): Promise<string> {
      const config = await configurationOf(cfg);
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: cfg.scope,
        state: secrets.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (cfg.kind === 'oidc') params.nonce = secrets.nonce;
      return oidc.buildAuthorizationUrl(config, params).href;
    },

    /**
     * Checks the provider's answer on the redirect address (state, issuer), trades the code for
     * tokens (PKCE), checks the ID token (signature against the issuer's keys, audience, expiry,
     * nonce) or reads the Graph account, and gives the account. Throws on anything wrong.
     */
    async complete(cfg: SignInProviderConfig, callbackUrl: URL, secrets: AttemptSecrets): Promise<ProviderIdentity> {
      const config = await configurationOf(cfg);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        ...(cfg.kind === 'oidc' ? { expectedNonce: secrets.nonce, idTokenExpected: true } : {}),
      });
      if (cfg.kind === 'oidc') {
        const claims = tokens.claims();
        if (!claims?.sub) throw new Error('ID token without a subject');
        // A provider may keep the e-mail and name out of the ID token: then its userinfo has them.
        const profile = typeof claims.email === 'string' && typeof claims.name === 'string' ? claims : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        return { subject: claims.sub, email: typeof profile.email === 'string' ? profile.email : null, name: typeof profile.name === 'string' ? profile.name : null };
      }
      // Facebook's Graph API: the account behind the token, the call proved to come from the app.
      const me = new URL(cfg.endpoints!.userinfo);
      me.searchParams.set('fields', 'id,name,email');
      me.searchParams.set('appsecret_proof', createHmac('sha256', cfg.clientSecret).update(tokens.access_token).digest('hex'));
      const response = await oidc.fetchProtectedResource(config, tokens.access_token, me, 'GET');
      if (!response.ok) throw new Error(`the provider's account call answered ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      const subject = typeof body.id === 'string' ? body.id : typeof body.sub === 'string' ? body.sub : null;
      if (!subject) throw new Error("the provider's account call named no account");
      return { subject, email: typeof body.email === 'string' ? body.email : null, name: typeof body.name === 'string' ? body.name : null };
    },
  };
}

export type ProviderProtocol = ReturnType<typeof createProviderProtocol>;
