// The personal centre besides wallet and records: inbox (platform information),
// badge counts, reward centre, mission activity, manual rebate, invite friends,
// login history and self-exclusion. All need a member's token.
import { negotiateLanguage } from '../../i18n/languages';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { idempotentHeaders } from '../../wallet/routes/schemas';
import type { Services } from '../../services';
import * as accounts from '../../shared/wire/accounts';
import * as centre from '../../shared/wire/centre';
import * as inbox from '../../shared/wire/inbox';
import { idempotencyKeyOf } from '../../platform/idempotency';
import { sendIdempotent } from '../../http/idempotent';

export function centreRoutes(app: FastifyInstance, services: Services) {

  app.get<{ Querystring: v.InferOutput<typeof inbox.inboxQuery> }>(
    '/api/inbox',
    {
      schema: {
        tags: ['centre'],
        summary: 'Platform information: messages to the member and to every member, newest first, with the unread count',
        description: '`kind` and `params` let the client word a message in its language; `title` and `content` are the English text.',
        headers: authHeaders,
        querystring: jsonSchemaOf(inbox.inboxQuery),
        response: answersOf(inbox.inboxPage),
      },
    },
    async (request) => ok(await services.inbox.list(authOf(request).user, request.query.page)),
  );

  app.get(
    '/api/inbox/unread',
    { schema: { tags: ['centre'], summary: 'Unread messages (the header and menu badge)', headers: authHeaders, response: answersOf(inbox.unreadCount) } },
    async (request) => ok({ unread: await services.inbox.unread(authOf(request).user) }),
  );

  app.post<{ Params: v.InferOutput<typeof inbox.messageParams> }>(
    '/api/inbox/:id/read',
    { schema: { tags: ['centre'], summary: 'Mark one message read', headers: authHeaders, params: jsonSchemaOf(inbox.messageParams), response: answersOf(inbox.messageRead) } },
    async (request) => {
      const user = authOf(request).user;
      if (!(await services.inbox.markRead(user, request.params.id))) throw new ApiFailure('not_found');
      return ok({ id: request.params.id, read: true, unread: await services.inbox.unread(user) });
    },
  );

  app.post(
    '/api/inbox/read-all',
    { schema: { tags: ['centre'], summary: 'Mark every message read', headers: authHeaders, response: answersOf(inbox.allRead) } },
    async (request) => {
      const user = authOf(request).user;
      return ok({ marked: await services.inbox.markAllRead(user), unread: await services.inbox.unread(user) });
    },
  );

  app.get(
    '/api/member/badges',
    {
      schema: {
        tags: ['centre'],
        summary: 'Counts of the red badges of the personal centre menu: unread messages, rewards to claim, completed missions to claim',
        headers: authHeaders,
        response: answersOf(centre.badges),
      },
    },
    async (request) => ok(await services.centre.badges(authOf(request).user)),
  );

  app.get(
    '/api/rewards',
    { schema: { tags: ['centre'], summary: 'Reward centre: rewards granted to the member', headers: authHeaders, response: answersOf(centre.rewards) } },
    async (request) => ok(await services.centre.rewards(authOf(request).user)),
  );

  app.post<{ Params: v.InferOutput<typeof centre.rewardParams> }>(
    '/api/rewards/:id/claim',
    {
      schema: {
        tags: ['centre'],
        summary: 'Claim a reward into the main wallet (Idempotency-Key); once only',
        headers: idempotentHeaders,
        params: jsonSchemaOf(centre.rewardParams),
        response: answersOf(centre.rewardClaim),
      },
    },
    async (request, reply) => sendIdempotent(reply, await services.centre.claimReward(authOf(request).user, request.params.id, idempotencyKeyOf(request.headers['idempotency-key']))),
  );

  app.get(
    '/api/missions',
    {
      schema: { tags: ['centre'], summary: 'Mission activity: running missions (and those ended in the last week) with the member\'s progress', headers: authHeaders, response: answersOf(centre.missions) },
    },
    async (request) => ok(await services.centre.missions(authOf(request).user)),
  );

  app.get<{ Params: v.InferOutput<typeof centre.missionParams> }>(
    '/api/missions/:id/leaderboard',
    {
      schema: {
        tags: ['centre'],
        summary: "A mission's leaderboard: the 10 largest stakes of its period (masked accounts)",
        headers: authHeaders,
        params: jsonSchemaOf(centre.missionParams),
        response: answersOf(centre.leaderboard),
      },
    },
    async (request) => ok(await services.centre.leaderboard(authOf(request).user, Number(request.params.id))),
  );

  app.post<{ Params: v.InferOutput<typeof centre.missionParams> }>(
    '/api/missions/:id/claim',
    {
      schema: { tags: ['centre'], summary: "Claim a completed mission's reward (Idempotency-Key)", headers: idempotentHeaders, params: jsonSchemaOf(centre.missionParams), response: answersOf(centre.missionClaim) },
    },
    async (request, reply) => sendIdempotent(reply, await services.centre.claimMission(authOf(request).user, Number(request.params.id), idempotencyKeyOf(request.headers['idempotency-key']))),
  );

  app.get(
    '/api/rebates',
    {
      schema: {
        tags: ['centre'],
        summary: 'Manual rebate: the rate, the settled stakes not rebated yet and the amount a claim would credit',
        headers: authHeaders,
        response: answersOf(centre.rebate),
      },
    },
    async (request) => ok(await services.centre.rebate(authOf(request).user)),
  );

  app.post(
    '/api/rebates/claim',
    {
      schema: {
        tags: ['centre'],
        summary: 'Claim the manual rebate (MANPLAYREB3; Idempotency-Key)',
        description: 'With MANPLAYREB3 off: operation_not_allowed.',
        headers: idempotentHeaders,
        response: answersOf(centre.rebateClaim),
      },
    },
    async (request, reply) => sendIdempotent(reply, await services.centre.claimRebate(authOf(request).user, idempotencyKeyOf(request.headers['idempotency-key']))),
  );

  app.get(
    '/api/member/referral',
    {
      schema: {
        tags: ['centre'],
        summary: "Invite friends: the member's referral code, the registration link carrying it, and who joined with it",
        headers: authHeaders,
        response: answersOf(centre.referral),
      },
    },
    async (request) => ok(await services.centre.referral(authOf(request).user, `${request.protocol}://${request.host}`)),
  );

  app.get<{ Querystring: v.InferOutput<typeof centre.loginsQuery> }>(
    '/api/member/logins',
    {
      schema: {
        tags: ['centre'],
        summary: 'Login history: sessions opened, newest first',
        headers: authHeaders,
        querystring: jsonSchemaOf(centre.loginsQuery),
        response: answersOf(centre.loginPage),
      },
    },
    async (request) => ok(await services.centre.logins(authOf(request).user, request.query.page)),
  );

  const CODE_RULES =
    'While the previous code is valid: 429 code_already_sent with Retry-After; at most 5 sends per destination and 20 per IP an hour ' +
    '(429 too_many_requests). A number or address of another account: account_exists.';

  app.post<{ Body: accounts.MobileDestination }>(
    '/api/verification/sms/bind',
    {
      schema: {
        tags: ['centre'],
        summary: 'Send a code to the mobile number to link to the account',
        description: `The number follows the merchant's mobileNum rule (invalid_phone_number). ${CODE_RULES}`,
        headers: authHeaders,
        body: jsonSchemaOf(accounts.bindSmsRequest),
        response: answersOf(accounts.codeSent),
      },
    },
    async (request) => ok(await services.contacts.sendMobileCode(authOf(request).user, request.body, clientIp(request), negotiateLanguage(request.headers['accept-language']))),
  );

  app.post<{ Body: v.InferOutput<typeof accounts.bindMobileRequest> }>(
    '/api/member/mobile',
    {
      schema: {
        tags: ['centre'],
        summary: 'Link (or change) the mobile number with the code sent to it',
        description: 'Wrong code: invalid_code with value.triesLeft; used, expired or 5 wrong: code_expired.',
        headers: authHeaders,
        body: jsonSchemaOf(accounts.bindMobileRequest),
        response: answersOf(accounts.member),
      },
    },
    async (request) => ok(await services.contacts.bindMobile(authOf(request).user, request.body, clientIp(request))),
  );

  app.post<{ Body: accounts.EmailDestination }>(
    '/api/verification/email/bind',
    {
      schema: {
        tags: ['centre'],
        summary: 'Send a code to the e-mail address to link to the account',
        description: `invalid_email_format for an address that is not one. ${CODE_RULES}`,
        headers: authHeaders,
        body: jsonSchemaOf(accounts.bindEmailCodeRequest),
        response: answersOf(accounts.codeSent),
      },
    },
    async (request) => ok(await services.contacts.sendEmailCode(authOf(request).user, request.body, clientIp(request), negotiateLanguage(request.headers['accept-language']))),
  );

  app.post<{ Body: v.InferOutput<typeof accounts.bindEmailRequest> }>(
    '/api/member/email',
    {
      schema: {
        tags: ['centre'],
        summary: 'Link (or change) the e-mail address with the code sent to it',
        headers: authHeaders,
        body: jsonSchemaOf(accounts.bindEmailRequest),
        response: answersOf(accounts.member),
      },
    },
    async (request) => ok(await services.contacts.bindEmail(authOf(request).user, request.body, clientIp(request))),
  );

  app.post<{ Body: v.InferOutput<typeof centre.selfExclusionRequest> }>(
    '/api/member/self-exclusion',
    {
      schema: {
        tags: ['centre'],
        summary: 'Self-exclusion by days (the older form of POST /api/member/protection/break): the shortest break that lasts the days',
        description:
          '1 day maps to a 24-hour time-out, up to 7 to 7 days, up to 30 to 30 days (login refused); longer ones to a self-exclusion of 6 months, ' +
          '1 year, 5 years or indefinite (restricted login). A running break that ends later is kept and answered (never shorter). Sessions are revoked.',
        headers: authHeaders,
        body: jsonSchemaOf(centre.selfExclusionRequest),
        response: answersOf(centre.selfExclusion),
      },
      config: { allowExcluded: true },
    },
    async (request) => ok(await services.protection.breaks.takeDays(authOf(request).user, request.body.days, clientIp(request))),
  );
}
