// SMS codes for registration and password reset, and the agent invitation check.
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { ok } from '../../http/envelope';
import { merchantHeaders } from '../../http/schemas';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as accounts from '../../shared/wire/accounts';
import { callerOf, type AccountRouteKit } from './session';

const SMS_RULES =
  'A slider answer is optional (checked when present). While the previous code is valid: 429 code_already_sent with Retry-After ' +
  '(the countdown is expiredMinutes x 60 s); at most 5 sends per number and 20 per IP an hour (429 too_many_requests). ' +
  'Through an SMS gateway (OUTBOX_PROVIDER=vonage) the registration and binding codes answer its refusals: invalid_phone_number, ' +
  '429 too_many_requests (retry after 5 minutes), quota_exceeded or 503 unknown_error, and the code is not recorded.';

export function verificationRoutes(app: FastifyInstance, kit: AccountRouteKit) {
  const { services } = kit;
  const smsSchema = (summary: string, description: string) => ({
    tags: ['verification'],
    summary,
    description: `${description} ${SMS_RULES}`,
    headers: merchantHeaders,
    body: jsonSchemaOf(accounts.smsRequest),
    response: answersOf(accounts.codeSent),
  });

  app.post<{ Body: accounts.SmsRequest }>(
    '/api/verification/sms/register',
    { schema: smsSchema('Send the registration SMS code (REGMOBVERF3)', 'Sent whether or not the number is registered.'), onRequest: kit.limit },
    async (request) => ok(await services.signup.sendRegisterCode(request.body, callerOf(request))),
  );

  app.post<{ Body: accounts.SmsRequest }>(
    '/api/verification/sms/reset',
    {
      schema: smsSchema('Send the password-reset SMS code (MOBILENUMPASSREG3)', 'Sent only to a number with an account; the answer is the same either way.'),
      onRequest: kit.limit,
    },
    async (request) => ok(await services.passwords.sendResetCode(request.body, callerOf(request))),
  );

  app.get<{ Querystring: v.InferOutput<typeof accounts.affiliateQuery> }>(
    '/api/agent/affiliate',
    {
      schema: {
        tags: ['agent'],
        summary: 'Whether an agent invitation code is valid on this merchant (and domain, when the code is bound to one)',
        headers: merchantHeaders,
        querystring: jsonSchemaOf(accounts.affiliateQuery),
        response: answersOf(accounts.affiliateValidity),
      },
      onRequest: kit.limit,
    },
    async (request) => ok({ valid: await services.signup.affiliateValid(request.query.code, request.query.domain, callerOf(request)) }),
  );
}
