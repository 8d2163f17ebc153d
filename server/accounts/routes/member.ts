// Member calls: registration settings and registration (E), member info, and the
// password calls (change, forgot by e-mail, reset by phone).
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ENCRYPTED_NOTE, encryptedHeaders, openEncryptedBody } from '../../http/encrypted';
import { ok } from '../../http/envelope';
import { merchantHeader } from '../../http/request';
import { merchantHeaders } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as accounts from '../../shared/wire/accounts';
import { callerOf, type AccountRouteKit } from './session';
import { avatarOf } from '../avatar';

export function memberRoutes(app: FastifyInstance, kit: AccountRouteKit) {
  const { services } = kit;

  app.get(
    '/api/member/register/settings',
    {
      schema: {
        tags: ['member'],
        summary: 'Registration field rules and switches of the merchant in X-Merchant',
        headers: merchantHeaders,
        response: answersOf(accounts.registerSettings),
      },
    },
    async (request) => {
      const settings = await services.system.settingsFor(merchantHeader(request));
      return ok({ fields: await services.registration.fieldRules(settings.merchant.code), switches: settings.switches });
    },
  );

  app.put<{ Body: accounts.RegisterBody }>(
    '/api/member/register',
    {
      schema: {
        tags: ['member'],
        summary: 'Register by username or by mobile number (E)',
        description:
          `${ENCRYPTED_NOTE}\n\nChecks, in order: switches (DIRECTREG3, USERNAMEREG3 / MOBILENUMREG3: operation_not_allowed), ` +
          'termsAccepted (terms_not_accepted), each enabled field against its rule (value { field, problem, patternId, minLength, ' +
          'maxLength }), confirmation, birthday (under_age), then the slider, the captcha when its field is enabled, the SMS code when ' +
          'REGMOBVERF3 is on, invitation codes (invalid_invitation_code), and whether the name or number is taken (account_exists, ' +
          'counted with sign-ups: 20 per IP an hour).',
        headers: { type: 'object', properties: { ...merchantHeaders.properties, ...encryptedHeaders } },
        body: jsonSchemaOf(accounts.registerBody),
        response: answersOf(accounts.registerAnswer),
      },
      onRequest: kit.limit,
      preValidation: openEncryptedBody(kit.keys),
    },
    async (request) => ok(await services.signup.register(request.body, callerOf(request))),
  );

  // Form-encoded, as the spec has it: the parser lives only in this scope.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      const params = new URLSearchParams(body as string);
      const fields: Record<string, string> = {};
      for (const [key, value] of params) fields[key] = value;
      done(null, fields);
    });
    scope.post<{ Body: accounts.PasswordEmailRequest }>(
      '/api/member/password/email',
      {
        schema: {
          tags: ['member'],
          summary: 'Forgot password by e-mail (form-encoded): a temporary password is e-mailed',
          description:
            'When the account and e-mail match, a temporary password usable once within 30 minutes is e-mailed; logging in with it ' +
            'forces a change, and the current password keeps working meanwhile. The answer is the same whether or not anything ' +
            'matched. At most 3 per account and 10 per IP an hour (429 too_many_requests).',
          headers: merchantHeaders,
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: jsonSchemaOf(accounts.passwordEmailRequest),
          response: answersOf(accounts.passwordEmailSent),
        },
        onRequest: kit.limit,
      },
      async (request) => ok(await services.passwords.forgotByEmail(request.body, callerOf(request))),
    );
  });

  app.post<{ Body: accounts.ResetBySmsRequest }>(
    '/api/member/password/sms',
    {
      schema: {
        tags: ['member'],
        summary: 'Reset the password by SMS code (E, MOBILENUMPASSREG3), then logged in',
        description: `${ENCRYPTED_NOTE}\n\nThe code comes from POST /api/verification/sms/reset. Every other session of the account ends.`,
        headers: { type: 'object', properties: { ...merchantHeaders.properties, ...encryptedHeaders } },
        body: jsonSchemaOf(accounts.resetBySmsRequest),
        response: answersOf(accounts.tokenAndMember),
      },
      onRequest: kit.limit,
      preValidation: openEncryptedBody(kit.keys),
    },
    async (request) => ok(await services.passwords.resetBySms(request.body, callerOf(request))),
  );
}

/** The logged-in member's calls (behind the accounts plugin's member check). */
export function memberAccountRoutes(app: FastifyInstance, kit: AccountRouteKit) {
  const { services } = kit;

  app.get(
    '/api/member/info',
    {
      schema: {
        tags: ['member'],
        summary: 'The logged-in member (spec section 3 fields)',
        headers: authHeaders,
        response: answersOf(accounts.member),
      },
      config: { allowExcluded: true, allowTrial: true },
    },
    async (request) => ok(await services.accounts.member(authOf(request).user)),
  );

  app.get(
    '/api/member/avatar',
    {
      schema: {
        tags: ['member'],
        summary: "The logged-in member's avatar: an initial and a colour steady for the member",
        headers: authHeaders,
        response: answersOf(accounts.avatar),
      },
      config: { allowTrial: true },
    },
    async (request) => ok(avatarOf(authOf(request).user)),
  );

  app.post<{ Body: accounts.ChangePasswordRequest }>(
    '/api/member/password',
    {
      schema: {
        tags: ['member'],
        summary: 'Change the password (E, T); every session ends and a new token is issued',
        description:
          `${ENCRYPTED_NOTE}\n\noldPassword is required unless the session was opened with a forced change (the login just proved it). ` +
          'Trial accounts: 403 register_real_account_first.',
        headers: { type: 'object', properties: { ...authHeaders.properties, ...encryptedHeaders } },
        body: jsonSchemaOf(accounts.changePasswordRequest),
        response: answersOf(accounts.tokenAndMember),
      },
      config: { allowExcluded: true, allowPendingChange: true },
      preValidation: openEncryptedBody(kit.keys),
    },
    async (request) => {
      const { session, user } = authOf(request);
      return ok(await services.passwords.change(session, user, request.body, callerOf(request)));
    },
  );
}
