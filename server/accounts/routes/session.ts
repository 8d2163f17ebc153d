// Logging in and out (api.md fixed paths): login (E), the login SMS code, free play, logout.
import { negotiateLanguage } from '../../i18n/languages';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ENCRYPTED_NOTE, encryptedHeaders, openEncryptedBody } from '../../http/encrypted';
import { ok } from '../../http/envelope';
import { clientIp, merchantHeader } from '../../http/request';
import { merchantHeaders } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as accounts from '../../shared/wire/accounts';
import * as system from '../../shared/wire/system';
import type { LoginInput } from '../login';
import type { PayloadKeys } from '../../platform/payloadKeys';

export interface AccountRouteKit {
  services: Services;
  keys: PayloadKeys;
  /** Per-IP request limit of the account routes. */
  limit: onRequestAsyncHookHandler;
}

export const callerOf = (request: Parameters<typeof clientIp>[0]) => ({
  merchantHeader: merchantHeader(request),
  ip: clientIp(request),
  language: negotiateLanguage(request.headers['accept-language']),
});

function toLoginInput(body: accounts.LoginRequest): LoginInput {
  if (body.type === 'sms') {
    return { type: 'sms', mobileNum: body.mobileNum ?? '', countryDialingCode: body.countryDialingCode, code: body.code ?? '', phoneToken: body.phoneToken, side: body.side, deviceId: body.deviceId };
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

  app.post<{ Body: accounts.LoginRequest }>(
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
        body: jsonSchemaOf(accounts.loginRequest),
        response: answersOf(accounts.loginAnswer),
      },
      onRequest: kit.limit,
      preValidation: openEncryptedBody(kit.keys),
    },
    async (request) => ok(await services.login.login(toLoginInput(request.body), callerOf(request))),
  );

  app.post<{ Body: accounts.SmsRequest }>(
    '/api/session/login/sms',
    {
      schema: {
        tags: ['session'],
        summary: 'Send a login code by SMS (MOBILEVERCODELOGIN3)',
        description:
          'Needs the slider answer. The answer is the same whether or not the number has an account (a code is sent only when it has). ' +
          'While the previous code is valid: 429 code_already_sent with Retry-After; at most 5 sends per number and 20 per IP an hour.',
        headers: merchantHeaders,
        body: jsonSchemaOf(accounts.smsRequest),
        response: answersOf(accounts.codeSent),
      },
      onRequest: kit.limit,
    },
    async (request) => ok(await services.login.sendLoginCode(request.body, callerOf(request))),
  );

  app.post(
    '/api/session/freeplay',
    {
      schema: {
        tags: ['session'],
        summary: 'Free play (FREEPLAY3): a new trial account (type 4), logged in',
        description: 'Gated calls of a trial account answer 403 register_real_account_first. At most 10 per IP an hour.',
        headers: merchantHeaders,
        body: jsonSchemaOf(accounts.freePlayRequest),
        response: answersOf(accounts.tokenAndMember),
      },
      onRequest: kit.limit,
    },
    async (request) => ok(await services.login.freePlay(callerOf(request))),
  );

  app.get(
    '/api/captcha',
    {
      schema: { tags: ['session'], summary: 'A text captcha (one use, 5 minutes)', response: answersOf(accounts.captcha) },
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
        response: answersOf(accounts.sliderChallenge),
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
        response: answersOf(system.payloadKey),
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
        response: answersOf(accounts.loggedOut),
      },
      config: { allowExcluded: true, allowPendingChange: true, allowTrial: true },
    },
    async (request) => {
      const { session, user } = authOf(request);
      await services.login.logout(session.id, user, callerOf(request));
      return ok({ loggedOut: true });
    },
  );
}
