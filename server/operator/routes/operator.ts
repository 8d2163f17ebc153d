import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/operator';
import { operatorHeaders } from '../../wallet/routes/schemas';

/** The operator's settings calls (a staff token or an operator key, checked by the scope's hook against each route's permission). */
export function operatorRoutes(app: FastifyInstance, services: Services) {
  app.put<{ Body: wire.SystemChange }>(
    '/api/operator/system',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['operator'],
        summary: 'Change maintenance, markets, restrictions, switches, the time zone, CDNs and domains of a merchant (audited)',
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.systemChange),
        response: answersOf(wire.merchantChanged),
      },
      // The key is checked before the body is validated, so strangers learn nothing about its shape.
    },
    async (request) => ok(await services.operator.updateSystem(request.body, operatorActor(request))),
  );

  app.put<{ Body: wire.AccountLockRequest }>(
    '/api/operator/accounts/lock',
    {
      config: { permission: 'players.lock' },
      schema: {
        tags: ['operator'],
        summary: 'Lock or unlock an account (audited); a lock ends its sessions at once',
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.accountLockRequest),
        response: answersOf(wire.accountLock),
      },
    },
    async (request) => ok(await services.operator.setAccountLock(request.body, operatorActor(request))),
  );

  app.put<{ Body: wire.RegisterFieldChange }>(
    '/api/operator/register-fields',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['operator'],
        summary: "Change one field of a merchant's registration form: on/off, required, pattern variant, lengths (audited)",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.registerFieldChange),
        response: answersOf(wire.registerFieldSet),
      },
    },
    async (request) => ok(await services.operator.setRegisterField(request.body, operatorActor(request))),
  );

  app.put<{ Body: wire.SignInProviderChange }>(
    '/api/operator/sign-in-providers',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['operator'],
        summary: "Configure a merchant's Google or Facebook sign-in (audited; the secret is never answered)",
        description:
          'Register <portal origin>/api/session/sign-in/callback as the redirect URI at the provider. Google needs clientId and the secret; ' +
          'Facebook the app id (clientId) and app secret. Prefer clientSecretEnv, the name of an environment variable holding the secret.',
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.signInProviderChange),
        response: answersOf(wire.signInProviderSet),
      },
    },
    async (request) => ok(await services.operator.setSignInProvider(request.body, operatorActor(request))),
  );

  app.put<{ Body: wire.PhoneVerificationChange }>(
    '/api/operator/phone-verification',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['operator'],
        summary: "Send a merchant's SMS codes through a sign-in provider (Firebase phone sign-in or one speaking its API), or stop (audited)",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.phoneVerificationChange),
        response: answersOf(wire.phoneVerificationSet),
      },
    },
    async (request) => ok(await services.operator.setPhoneVerification(request.body, operatorActor(request))),
  );
}
