// Third-party sign-in (spec section 7): starting an attempt, the provider's callback, and
// finishing it (server/accounts/thirdPartySignIn.ts); the member's linked providers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { errorEnvelopeSchema, merchantHeaders } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_COMPLETE_PAGE, type SignInProvider } from '../../shared/signIn';
import * as accounts from '../../shared/wire/accounts';
import { callerOf, type AccountRouteKit } from './session';

/** Where the provider sends the popup back: this server, as the browser reached it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const ATTEMPT_NOTE =
  'Open a popup, send it to authorizationUrl; the provider sends it back to /api/session/sign-in/callback, which ends on ' +
  `${SIGN_IN_COMPLETE_PAGE}: that page posts { type: "portal-sign-in-complete" } to its opener, which then finishes with attemptId (within 10 minutes, once).`;

export function signInRoutes(app: FastifyInstance, kit: AccountRouteKit) {
  const { services } = kit;

  app.post<{ Body: accounts.SignInStart }>(
    '/api/session/sign-in',
    {
      schema: {
        tags: ['session'],
        summary: 'Start a sign-in with Google or Facebook (log in, or register at the first sign-in)',
        description: `${ATTEMPT_NOTE} A provider the merchant has not configured: operation_not_allowed.`,
        headers: merchantHeaders,
        body: jsonSchemaOf(accounts.signInStart),
        response: answersOf(accounts.signInStarted),
      },
      onRequest: kit.limit,
    },
    async (request) => ok(await services.signIn.start(callerOf(request), request.body, originOf(request))),
  );

  app.get<{ Querystring: Record<string, string> }>(
    SIGN_IN_CALLBACK_PATH,
    {
      schema: {
        tags: ['session'],
        summary: "The provider's redirect address (register it at the provider as the redirect URI)",
        description: `Checks and trades the provider's answer (code, state; error=access_denied when cancelled), then redirects to ${SIGN_IN_COMPLETE_PAGE}.`,
        querystring: { type: 'object', additionalProperties: { type: 'string', maxLength: 4096 } },
        response: { 303: { description: `To ${SIGN_IN_COMPLETE_PAGE}, whatever the answer`, type: 'null' }, '4xx': errorEnvelopeSchema },
      },
      onRequest: kit.limit,
    },
    async (request, reply) => {
      await services.signIn.callback(request.query);
      return reply.redirect(SIGN_IN_COMPLETE_PAGE, 303);
    },
  );

  app.post<{ Body: accounts.SignInFinish }>(
    '/api/session/sign-in/finish',
    {
      schema: {
        tags: ['session'],
        summary: 'Finish a sign-in: the linked member logged in, or (register) a new member',
        description:
          'Errors: access_denied (cancelled at the provider), sign_in_failed (an answer that did not check out, an unknown, spent or expired ' +
          'attempt), sign_in_not_registered (login: no member linked yet), and for a new member the registration rules: terms_not_accepted, ' +
          'invalid_invitation_code, under_age, operation_not_allowed (DIRECTREG3 off). Never a forced password change.',
        headers: merchantHeaders,
        body: jsonSchemaOf(accounts.signInFinish),
        response: answersOf(accounts.loginAnswer),
      },
      onRequest: kit.limit,
    },
    async (request) => ok(await services.signIn.finish(request.body, callerOf(request))),
  );
}

/** The member's linked providers (behind the accounts plugin's member check). */
export function identityRoutes(app: FastifyInstance, kit: AccountRouteKit) {
  const { services } = kit;

  app.get(
    '/api/member/identities',
    { schema: { tags: ['member'], summary: 'The sign-in providers linked to me', headers: authHeaders, response: answersOf(accounts.memberIdentities) } },
    async (request) => ok(await services.signIn.identities(authOf(request).user)),
  );

  app.post<{ Body: { provider: SignInProvider } }>(
    '/api/member/identities',
    {
      schema: {
        tags: ['member'],
        summary: 'Start linking a provider to me',
        description: `${ATTEMPT_NOTE.replace('/api/session/sign-in/finish', '/api/member/identities/finish')} Finish with POST /api/member/identities/finish.`,
        headers: authHeaders,
        body: jsonSchemaOf(accounts.identityLinkStart),
        response: answersOf(accounts.signInStarted),
      },
      onRequest: kit.limit,
    },
    async (request) => ok(await services.signIn.startLink(authOf(request).user, callerOf(request), request.body.provider, originOf(request))),
  );

  app.post<{ Body: { attemptId: string } }>(
    '/api/member/identities/finish',
    {
      schema: {
        tags: ['member'],
        summary: 'Finish linking: the provider account is linked to me (identity_in_use when another member has it)',
        headers: authHeaders,
        body: jsonSchemaOf(accounts.identityLinkFinish),
        response: answersOf(accounts.memberIdentities),
      },
    },
    async (request) => ok(await services.signIn.finishLink(authOf(request).user, request.body.attemptId, callerOf(request))),
  );

  app.delete<{ Params: { provider: SignInProvider } }>(
    '/api/member/identities/:provider',
    {
      schema: {
        tags: ['member'],
        summary: 'Unlink a provider (operation_not_allowed for the last one of a member without a password)',
        headers: authHeaders,
        params: jsonSchemaOf(accounts.identityParams),
        response: answersOf(accounts.memberIdentities),
      },
    },
    async (request) => ok(await services.signIn.unlink(authOf(request).user, request.params.provider, callerOf(request))),
  );
}
