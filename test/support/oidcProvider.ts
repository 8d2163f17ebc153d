// A real OpenID Connect provider on this machine (oidc-provider), standing in for Google and,
// through its userinfo endpoint `/me`, for Facebook's Graph API. Started by the tests on a free
// port. Its sign-in page is oidc-provider's own development page (any login, any password; the
// login typed is the account's subject); consent is granted at once, as for a first-party app.
//
// The tests hold the provider's signing key, so they can also make it answer what a broken or
// hostile provider would: an ID token signed with another key, one already expired, one for
// another audience. Like Graph, `/me` refuses a call whose appsecret_proof is not the HMAC of
// the access token under the client's secret.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

export interface LocalClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** A Facebook app: its `/me` calls must carry a right appsecret_proof, as Graph's do. */
  graph?: boolean;
}

/** How the provider answers the token call: as it should, or with a broken ID token. */
export type TokenTamper = 'none' | 'forged' | 'expired' | 'audience';

export interface LocalProvider {
  issuer: string;
  /** The userinfo endpoint, Facebook's `/me` here. */
  userinfoEndpoint: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  tamper: TokenTamper;
  /** The `/me` calls seen, with whether their appsecret_proof was right. */
  meCalls: { proofOk: boolean }[];
  close(): Promise<void>;
}

/** The e-mail and name the provider gives an account (its subject is the login typed). */
export const accountClaims = (sub: string) => ({ sub, email: `${sub}@mail.example`, email_verified: true, name: `Player ${sub}` });

export async function startLocalProvider(clients: LocalClient[]): Promise<LocalProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = { ...(await exportJWK(privateKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
  const stranger = await generateKeyPair('RS256');
  const graphSecrets = new Map(clients.filter((c) => c.graph).map((c) => [c.clientId, c.clientSecret]));

  const configuration: Configuration = {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    jwks: { keys: [signingJwk as never] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => accountClaims(sub) }),
    pkce: { required: () => true },
    cookies: { keys: ['local-provider-cookie-key'] },
    // A first-party app: what it asks for is granted without a consent page.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
  // Every sign-in asks for the account (as a shared computer would): each test signs in as
  // its own account, whatever the browser did before.
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('every_time', 'each sign-in names its account', (ctx) =>
      // Just signed in on this very request's page: no need to ask again.
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  const provider = new Provider(issuer, { ...configuration, interactions: { policy } });
  // Its own warnings about development settings are expected here.
  provider.on('server_error', () => undefined);

  const local: LocalProvider = {
    issuer,
    userinfoEndpoint: `${issuer}/me`,
    authorizationEndpoint: `${issuer}/auth`,
    tokenEndpoint: `${issuer}/token`,
    tamper: 'none',
    meCalls: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    if (ctx.path === '/me') {
      const token = (ctx.get('authorization') || '').replace(/^Bearer /i, '');
      const secret = graphSecrets.get((await provider.AccessToken.find(token))?.clientId ?? '');
      if (secret !== undefined) {
        const proofOk = ctx.query.appsecret_proof === createHmac('sha256', secret).update(token).digest('hex');
        local.meCalls.push({ proofOk });
        if (!proofOk) {
          ctx.status = 400;
          ctx.body = { error: { message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException', code: 100 } };
          return;
        }
      }
    }
    await next();
    if (ctx.path === '/token' && local.tamper !== 'none' && ctx.status === 200) {
      const body = ctx.body as { id_token?: string };
      if (body.id_token) body.id_token = await tampered(body.id_token, local.tamper);
    }
  });

  async function tampered(idToken: string, how: Exclude<TokenTamper, 'none'>): Promise<string> {
    const claims = decodeJwt(idToken);
    const now = Math.floor(Date.now() / 1000);
    if (how === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
    if (how === 'audience') claims.aud = 'another-client';
    const key = how === 'forged' ? stranger.privateKey : privateKey;
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'local-1' }).sign(key);
  }

  server.on('request', provider.callback());
  return local;
}

/** Cookies of one browser at the provider, for tests that walk its pages over HTTP. */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in at the provider as `login` the way a person would on its page (or cancels there),
 * following its redirects until it sends the browser back to the portal: that address.
 */
export async function signInAtProvider(authorizationUrl: string, login: string | 'cancel'): Promise<URL> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
    jar.take(response);
    return response;
  };
  let response = await go(authorizationUrl);
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, response.url || authorizationUrl);
      // Back at the portal: the provider's answer.
      if (!next.pathname.startsWith('/interaction') && !next.pathname.startsWith('/auth')) return next;
      response = await go(next.href);
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`The provider's page has no form: ${page.slice(0, 200)}`);
    const base = new URL(authorizationUrl).origin;
    if (login === 'cancel') {
      const abort = /href="([^"]*\/abort)"/.exec(page)?.[1];
      if (!abort) throw new Error('The provider page has no cancel link');
      response = await go(new URL(abort.replace(/&amp;/g, '&'), base).href);
      continue;
    }
    response = await go(new URL(action.replace(/&amp;/g, '&'), base).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
  }
  throw new Error('The provider never sent the browser back');
}
