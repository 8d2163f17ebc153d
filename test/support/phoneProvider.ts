// A phone sign-in provider on this machine, speaking the Identity Toolkit's REST API the way
// Firebase Authentication documents it (accounts:sendVerificationCode, then
// accounts:signInWithPhoneNumber, errors as {error: {code, message}}) and signing its ID tokens
// with a key of its own, served as a JWKS. Like Firebase's emulator it "sends" no SMS: the
// codes are readable at /emulator/v1/projects/<project>/verificationCodes. Started by the tests
// on a free port (or the one asked for), answering browsers of any origin as Google's API does.
//
// The tests can make it answer what a broken or hostile provider would: a token signed with
// another key, one already expired, one for another project, one for another number, or one
// of the documented errors on the next call.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { PHONE_PROVIDER_PATHS } from '../../server/shared/phoneVerification';

export type PhoneTokenTamper = 'none' | 'forged' | 'expired' | 'audience' | 'phone';

export interface LocalPhoneProvider {
  /** The API address (what the merchant's apiUrl is set to). */
  apiUrl: string;
  jwksUrl: string;
  issuer: string;
  projectId: string;
  apiKey: string;
  tamper: PhoneTokenTamper;
  /** A documented error name the next call answers with (then it answers normally again). */
  failNext: string | null;
  /** The codes "sent", newest last. */
  codes: { phoneNumber: string; sessionInfo: string; code: string }[];
  /** The latest code sent to a number. */
  codeFor(phoneNumber: string): string | undefined;
  /** An ID token for a number, as the provider would mint it (or tampered). */
  mintToken(phoneNumber: string, tamper?: PhoneTokenTamper): Promise<string>;
  close(): Promise<void>;
}

const E164 = /^\+[1-9][0-9]{6,14}$/;

export async function startLocalPhoneProvider(opts: { port?: number; projectId?: string; apiKey?: string } = {}): Promise<LocalPhoneProvider> {
  const projectId = opts.projectId ?? 'portal-local';
  const apiKey = opts.apiKey ?? 'local-browser-key';
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'phone-1', alg: 'RS256', use: 'sig' };
  const stranger = await generateKeyPair('RS256');
  const sessions = new Map<string, { phoneNumber: string; code: string }>();

  const server = createServer((req, res) => {
    handle(req, res).catch(() => answer(res, 500, { error: { code: 500, message: 'INTERNAL_ERROR' } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: LocalPhoneProvider = {
    apiUrl: origin,
    jwksUrl: `${origin}/jwks`,
    issuer: `https://securetoken.google.com/${projectId}`,
    projectId,
    apiKey,
    tamper: 'none',
    failNext: null,
    codes: [],
    codeFor: (phoneNumber) => provider.codes.findLast((c) => c.phoneNumber === phoneNumber)?.code,
    mintToken: (phoneNumber, tamper = provider.tamper) => mint(phoneNumber, tamper),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function mint(phoneNumber: string, tamper: PhoneTokenTamper): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const issuedAt = tamper === 'expired' ? now - 7200 : now;
    const key: CryptoKey = tamper === 'forged' ? stranger.privateKey : privateKey;
    return new SignJWT({
      phone_number: tamper === 'phone' ? '+19999999999' : phoneNumber,
      auth_time: issuedAt,
      firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'phone-1', typ: 'JWT' })
      .setIssuer(provider.issuer)
      .setAudience(tamper === 'audience' ? 'another-project' : projectId)
      .setSubject(`uid-${phoneNumber.slice(1)}`)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(key);
  }

  function answer(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(body));
  }
  const failure = (res: ServerResponse, message: string) => answer(res, 400, { error: { code: 400, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } });

  async function bodyOf(req: IncomingMessage): Promise<Record<string, unknown>> {
    let text = '';
    for await (const chunk of req) text += chunk;
    try {
      const parsed: unknown = JSON.parse(text || '{}');
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, GET', // Like Google's APIs, any header the page asks to send (a test's page adds X-Forwarded-For).
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? 'content-type', 'access-control-max-age': '600' });
      return res.end();
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return answer(res, 200, { keys: [jwk] });
    if (req.method === 'GET' && url.pathname === `/emulator/v1/projects/${projectId}/verificationCodes`) return answer(res, 200, { verificationCodes: provider.codes });
    if (req.method !== 'POST') return answer(res, 404, { error: { code: 404, message: 'NOT_FOUND' } });
    if (url.searchParams.get('key') !== apiKey) return failure(res, 'API key not valid. Please pass a valid API key.');
    const body = await bodyOf(req);
    if (provider.failNext) {
      const message = provider.failNext;
      provider.failNext = null;
      return failure(res, message);
    }
    if (url.pathname === PHONE_PROVIDER_PATHS.sendCode) {
      const phoneNumber = body.phoneNumber;
      if (typeof phoneNumber !== 'string' || phoneNumber === '') return failure(res, 'MISSING_PHONE_NUMBER');
      if (!E164.test(phoneNumber)) return failure(res, 'INVALID_PHONE_NUMBER : Invalid format.');
      const sessionInfo = randomBytes(24).toString('base64url');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      sessions.set(sessionInfo, { phoneNumber, code });
      provider.codes.push({ phoneNumber, sessionInfo, code });
      return answer(res, 200, { sessionInfo });
    }
    if (url.pathname === PHONE_PROVIDER_PATHS.verifyCode) {
      const { sessionInfo, code } = body;
      if (typeof sessionInfo !== 'string' || sessionInfo === '') return failure(res, 'MISSING_SESSION_INFO');
      if (typeof code !== 'string' || code === '') return failure(res, 'MISSING_CODE');
      const session = sessions.get(sessionInfo);
      if (!session) return failure(res, 'INVALID_SESSION_INFO');
      if (session.code !== code) return failure(res, 'INVALID_CODE');
      sessions.delete(sessionInfo);
      const idToken = await mint(session.phoneNumber, provider.tamper);
      return answer(res, 200, { idToken, refreshToken: randomBytes(32).toString('base64url'), expiresIn: '3600', localId: `uid-${session.phoneNumber.slice(1)}`, isNewUser: false, phoneNumber: session.phoneNumber });
    }
    return answer(res, 404, { error: { code: 404, message: 'NOT_FOUND' } });
  }

  return provider;
}
