// Logging in and out (api.md fixed paths): login (E), the login SMS code, free play, logout.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { captchaSchema, memberSchema, phoneFields, sliderAnswerSchema, expiredMinutesSchema, tokenAndMemberSchema } from './schemas';
import { authHeaders, authOf } from '../../http/auth';
import { ENCRYPTED_NOTE, encryptedHeaders, openEncryptedBody } from '../../http/encrypted';
import { ok } from '../../http/envelope';
import { clientIp, merchantHeader } from '../../http/request';
import { answers, bool, merchantHeaders, obj, str } from '../../http/schemas';
import type { Services } from '../../services';
import type { SliderAnswer } from '../challenges';
import type { LoginInput } from '../login';
import type { PayloadKeys } from '../../platform/payloadKeys';

export interface AccountRouteKit {
  services: Services;
  keys: PayloadKeys;
  /** Per-IP request limit of the account routes. */
  limit: onRequestAsyncHookHandler;
}

interface LoginBody {
  type: 'username' | 'sms';
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  code?: string;
  captchaId?: string;
  captcha?: string;
  slider?: SliderAnswer;
  side?: 'member' | 'agent';
  deviceId?: string;
  extraCheck?: { checkId: string; value: string };
}

const loginBodySchema = obj(
  {
    type: str({ enum: ['username', 'sms'] }),
    username: str({ maxLength: 64 }),
    password: str({ maxLength: 256 }),
    ...phoneFields,
    code: str({ maxLength: 16, description: 'The SMS code (type sms); taken as typed, not trimmed' }),
    captchaId: str({ maxLength: 64 }),
    captcha: str({ maxLength: 16 }),
    slider: sliderAnswerSchema,
    side: str({ enum: ['member', 'agent'], description: 'agent: the agent-side login, which refuses non-agents' }),
    deviceId: str({ maxLength: 128, description: 'A stable id of this browser, for the extra check at a new device' }),
    extraCheck: obj({ checkId: str({ maxLength: 64 }), value: str({ maxLength: 200 }) }),
  },
  ['type'],
);

const loginAnswerSchema = obj({
  token: str(),
  firstTimeLogin: bool,
  passwordExpired: bool,
  mustChangePassword: bool,
  member: memberSchema,
});

export const callerOf = (request: Parameters<typeof clientIp>[0]) => ({ merchantHeader: merchantHeader(request), ip: clientIp(request) });

function toLoginInput(body: LoginBody): LoginInput {
  if (body.type === 'sms') {
    return { type: 'sms', mobileNum: body.mobileNum ?? '', countryDialingCode: body.countryDialingCode, code: body.code ?? '', side: body.side, deviceId: body.deviceId };
  }
  return {
    type: 'username',
    username: body.username ?? '',
    password: body.password ?? '',
    captchaId: body.captchaId,
    captcha: body.captcha,
    slider: body.slider,
    side: body.side,
    deviceId: body.deviceId,
    extraCheck: body.extraCheck,
  };
}

export function sessionRoutes(app: FastifyInstance, kit: AccountRouteKit) {
  const { services } = kit;

  app.post<{ Body: LoginBody }>(
    '/api/session/login',
    {
      schema: {
        tags: ['session'],
        summary: 'Log in by account and password or by SMS code (E)',
        description:
          `${ENCRYPTED_NOTE}\n\nType username needs the slider answer; after 3 failures of an account (or 10 from an IP) in 15 minutes ` +
          'the answer is captcha_required with value.captcha, and the next call sends captchaId and captcha. 5 failures in 2 minutes, ' +
          'or 100 in an hour, answer 429 account_locked with Retry-After. Unknown accounts and wrong passwords both answer login_failed. ' +
          'From a new IP or device, when the merchant asks for it, the answer is verification_required with value ' +
          '{ check: "extra", method, checkId, target?, expiredMinutes? }; repeat the call with extraCheck { checkId, value }.',
        headers: { type: 'object', properties: { ...merchantHeaders.properties, ...encryptedHeaders } },
        body: loginBodySchema,
        response: answers(loginAnswerSchema),
      },
      onRequest: kit.limit,
      preValidation: openEncryptedBody(kit.keys),
    },
    async (request) => ok(await services.login.login(toLoginInput(request.body), callerOf(request))),
  );

  app.post<{ Body: { mobileNum: string; countryDialingCode?: string; slider?: SliderAnswer } }>(
    '/api/session/login/sms',
    {
      schema: {
        tags: ['session'],
        summary: 'Send a login code by SMS (MOBILEVERCODELOGIN3)',
        description:
          'Needs the slider answer. The answer is the same whether or not the number has an account (a code is sent only when it has). ' +
          'While the previous code is valid: 429 code_already_sent with Retry-After; at most 5 sends per number and 20 per IP an hour.',
        headers: merchantHeaders,
        body: obj({ ...phoneFields, slider: sliderAnswerSchema }, ['mobileNum']),
        response: answers(expiredMinutesSchema),
      },
      onRequest: kit.limit,
    },
    async (request) => ok(await services.login.sendLoginCode(request.body, callerOf(request))),
  );

  app.post<{ Body: { os?: string; platform?: string; gatewayVersion?: string | number; nonce?: string } }>(
    '/api/session/freeplay',
    {
      schema: {
        tags: ['session'],
        summary: 'Free play (FREEPLAY3): a new trial account (type 4), logged in',
        description: 'Gated calls of a trial account answer 403 register_real_account_first. At most 10 per IP an hour.',
        headers: merchantHeaders,
        body: {
          ...obj(
            {
              os: str({ maxLength: 32 }),
              platform: str({ maxLength: 8, description: 'W (web)' }),
              gatewayVersion: str({ maxLength: 8, description: '3' }),
              nonce: str({ maxLength: 512, description: 'A random string from the client' }),
            },
            [],
          ),
        },
        response: answers(tokenAndMemberSchema),
      },
      onRequest: kit.limit,
    },
    async (request) => ok(await services.login.freePlay(callerOf(request))),
  );

  app.get(
    '/api/captcha',
    {
      schema: { tags: ['session'], summary: 'A text captcha (one use, 5 minutes)', response: answers(captchaSchema) },
      onRequest: kit.limit,
    },
    async () => ok(await services.challenges.createCaptcha()),
  );

  app.get(
    '/api/slider',
    {
      schema: {
        tags: ['session'],
        summary: 'A slider challenge: drag the piece into the gap (one use, 5 minutes)',
        description: `Answer inside the login, register or SMS body as slider { sliderId, x, durationMs }: x within ±6 px of the gap, a drag of at least 300 ms.`,
        response: answers(
          obj({
            sliderId: str(),
            background: str({ description: 'data:image/png URL, width x height' }),
            piece: str({ description: 'data:image/png URL, pieceWidth x pieceHeight' }),
            y: { type: 'integer', description: 'Top of the piece on the background' },
            width: { type: 'integer' },
            height: { type: 'integer' },
            pieceWidth: { type: 'integer' },
            pieceHeight: { type: 'integer' },
          }),
        ),
      },
      onRequest: kit.limit,
    },
    async () => ok(await services.challenges.createSlider()),
  );

  app.get(
    '/api/system/key',
    {
      schema: {
        tags: ['session'],
        summary: 'The public key of the encrypted (E) calls',
        response: answers(obj({ keyId: str(), spki: str({ description: 'RSA-OAEP-SHA256 2048 public key, SubjectPublicKeyInfo DER, base64' }) })),
      },
    },
    async () => ok(kit.keys.publicKey),
  );
}

/** Logging out (behind the accounts plugin's member check). */
export function logoutRoutes(app: FastifyInstance, kit: AccountRouteKit) {
  const { services } = kit;

  app.delete(
    '/api/session',
    {
      schema: {
        tags: ['session'],
        summary: 'Log out: the token stops working at once',
        headers: authHeaders,
        response: answers(obj({ loggedOut: bool })),
      },
      config: { allowPendingChange: true, allowTrial: true },
    },
    async (request) => {
      const { session, user } = authOf(request);
      await services.login.logout(session.id, user, callerOf(request));
      return ok({ loggedOut: true });
    },
  );
}
