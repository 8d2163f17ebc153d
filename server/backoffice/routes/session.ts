// The back office's sign-in (docs/api.md "Back office"): the password step, the second
// factor or enrolment, the signed-in member of staff, and signing out.
import type { FastifyInstance } from 'fastify';
import { authHeaders } from '../../http/auth';
import { ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import type { DomainOptions } from '../../http/domain';
import * as v from 'valibot';
import * as wire from '../../shared/wire/backoffice';
import { staffMemberOf } from '../signIn';
import { staffOf } from '../staffCheck';
import { createSettingsReader } from '../../operator/settingsRead';
import { merchantList } from '../../shared/wire/operatorSettings';

const done = v.object({});

/** The calls before a console session exists (rate limited per IP like members' login). */
export function staffSignInRoutes(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;

  app.post<{ Body: v.InferOutput<typeof wire.staffSignInRequest> }>(
    '/api/backoffice/session',
    {
      schema: {
        tags: ['backoffice'],
        summary: 'Staff sign-in, step one: the password',
        description:
          'Answers the next step with a ticket good for 5 minutes: `totp` (give a code or a recovery code to /api/backoffice/session/totp) ' +
          'or `enrol` (first sign-in or after a reset: the secret, its otpauth URI and QR code; prove it at /api/backoffice/session/enrol). ' +
          'Unknown names, wrong passwords and disabled accounts all answer login_failed. 5 failures of a name in 2 minutes (or 100 an hour) answer 429 account_locked with Retry-After.',
        body: jsonSchemaOf(wire.staffSignInRequest),
        response: answersOf(wire.staffSecondStep),
      },
      onRequest: opts.limit,
    },
    async (request) => ok(await services.staffSignIn.password(request.body, clientIp(request))),
  );

  app.post<{ Body: v.InferOutput<typeof wire.staffTotpRequest> }>(
    '/api/backoffice/session/totp',
    {
      schema: {
        tags: ['backoffice'],
        summary: "Staff sign-in, step two: the authenticator's code or one recovery code",
        description:
          'A dead ticket (expired, spent, or not a ticket) answers not_logged_in. A wrong, expired or already used code answers invalid_code and counts as a failed sign-in. ' +
          'Each recovery code signs in once (case and dashes ignored).',
        body: jsonSchemaOf(wire.staffTotpRequest),
        response: answersOf(wire.staffSession),
      },
      onRequest: opts.limit,
    },
    async (request) => ok(await services.staffSignIn.secondFactor(request.body, clientIp(request))),
  );

  app.post<{ Body: v.InferOutput<typeof wire.staffEnrolRequest> }>(
    '/api/backoffice/session/enrol',
    {
      schema: {
        tags: ['backoffice'],
        summary: "Staff sign-in, enrolment: the new authenticator's first code",
        description: 'Signs in and answers the recovery codes, shown this once (only their hashes are kept).',
        body: jsonSchemaOf(wire.staffEnrolRequest),
        response: answersOf(wire.staffSession),
      },
      onRequest: opts.limit,
    },
    async (request) => ok(await services.staffSignIn.enrol(request.body, clientIp(request))),
  );
}

/** The calls of a signed-in member of staff (behind staffCheck). */
export function staffSessionRoutes(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;

  app.get(
    '/api/backoffice/me',
    { schema: { tags: ['backoffice'], summary: 'The signed-in member of staff, with what their role may do', headers: authHeaders, response: answersOf(wire.staffMember) } },
    async (request) => ok(staffMemberOf(staffOf(request).staff)),
  );

  const reader = createSettingsReader(opts.store.db);
  app.get(
    '/api/backoffice/merchants',
    {
      schema: { tags: ['backoffice'], summary: "Every merchant (code, country, currency), for the console's merchant pickers; any signed-in member of staff", headers: authHeaders, response: answersOf(merchantList) },
    },
    async () => ok({ items: await reader.merchants() }),
  );

  app.delete(
    '/api/backoffice/session',
    { schema: { tags: ['backoffice'], summary: 'Staff sign-out: the console session ends', headers: authHeaders, response: answersOf(done) } },
    async (request) => {
      await services.staffSignIn.signOut(staffOf(request), clientIp(request));
      return ok({});
    },
  );
}
