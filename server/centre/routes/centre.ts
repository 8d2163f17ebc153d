// The personal centre besides wallet and records: inbox (platform information),
// badge counts, reward centre, mission activity, manual rebate, invite friends,
// login history and self-exclusion. All need a member's token.
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { clientIp } from '../../http/request';
import { answers, arrayOf, bool, int, obj, str } from '../../http/schemas';
import { expiredMinutesSchema, memberSchema, phoneFields } from '../../accounts/routes/schemas';
import { idempotentHeaders, idParams, moneySchema, pageOf, pageQuery } from '../../wallet/routes/schemas';
import type { Services } from '../../services';
import { idempotencyKeyOf } from '../../platform/idempotency';

const nullableString = { type: ['string', 'null'] } as const;

const rewardSchema = obj({ id: str(), title: str(), amount: moneySchema, status: str({ enum: ['available', 'claimed', 'expired'] }), expiresAt: nullableString, createdAt: str(), claimedAt: nullableString });

const missionSchema = obj({
  id: int(),
  title: str(),
  category: { ...nullableString, description: 'The game type whose bets count; null: any' },
  target: moneySchema,
  progress: moneySchema,
  reward: moneySchema,
  startsAt: str(),
  endsAt: str(),
  completed: bool,
  claimed: bool,
});

const missionParams = obj({ id: str({ pattern: '^[1-9][0-9]{0,8}$' }) });

export function centreRoutes(app: FastifyInstance, services: Services) {

  app.get<{ Querystring: { page: number } }>(
    '/api/inbox',
    {
      schema: {
        tags: ['centre'],
        summary: 'Platform information: messages to the member and to every member, newest first, with the unread count',
        description: '`kind` and `params` let the client word a message in its language; `title` and `content` are the English text.',
        headers: authHeaders,
        querystring: pageQuery,
        response: answers(
          pageOf(obj({ id: str(), kind: str(), params: { type: 'object', additionalProperties: true }, title: str(), content: str(), createdAt: str(), read: bool }), { unread: int() }),
        ),
      },
    },
    async (request) => ok(await services.inbox.list(authOf(request).user, request.query.page)),
  );

  app.get(
    '/api/inbox/unread',
    { schema: { tags: ['centre'], summary: 'Unread messages (the header and menu badge)', headers: authHeaders, response: answers(obj({ unread: int() })) } },
    async (request) => ok({ unread: await services.inbox.unread(authOf(request).user) }),
  );

  app.post<{ Params: { id: string } }>(
    '/api/inbox/:id/read',
    { schema: { tags: ['centre'], summary: 'Mark one message read', headers: authHeaders, params: idParams, response: answers(obj({ id: str(), read: bool, unread: int() })) } },
    async (request) => {
      const user = authOf(request).user;
      if (!(await services.inbox.markRead(user, request.params.id))) throw new ApiFailure('not_found');
      return ok({ id: request.params.id, read: true, unread: await services.inbox.unread(user) });
    },
  );

  app.post(
    '/api/inbox/read-all',
    { schema: { tags: ['centre'], summary: 'Mark every message read', headers: authHeaders, response: answers(obj({ marked: int(), unread: int() })) } },
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
        response: answers(obj({ messages: int(), rewards: int(), missions: int() })),
      },
    },
    async (request) => ok(await services.centre.badges(authOf(request).user)),
  );

  app.get(
    '/api/rewards',
    { schema: { tags: ['centre'], summary: 'Reward centre: rewards granted to the member', headers: authHeaders, response: answers(obj({ items: arrayOf(rewardSchema), available: int() })) } },
    async (request) => ok(await services.centre.rewards(authOf(request).user)),
  );

  app.post<{ Params: { id: string } }>(
    '/api/rewards/:id/claim',
    {
      schema: {
        tags: ['centre'],
        summary: 'Claim a reward into the main wallet (Idempotency-Key); once only',
        headers: idempotentHeaders,
        params: idParams,
        response: answers(obj({ id: str(), amount: moneySchema, status: str({ enum: ['claimed'] }), balance: moneySchema })),
      },
    },
    async (request) => ok((await services.centre.claimReward(authOf(request).user, request.params.id, idempotencyKeyOf(request.headers['idempotency-key']))).value),
  );

  app.get(
    '/api/missions',
    {
      schema: { tags: ['centre'], summary: 'Mission activity: running missions (and those ended in the last week) with the member\'s progress', headers: authHeaders, response: answers(obj({ items: arrayOf(missionSchema), claimable: int() })) },
    },
    async (request) => ok(await services.centre.missions(authOf(request).user)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/missions/:id/leaderboard',
    {
      schema: {
        tags: ['centre'],
        summary: "A mission's leaderboard: the 10 largest stakes of its period (masked accounts)",
        headers: authHeaders,
        params: missionParams,
        response: answers(obj({ missionId: int(), entries: arrayOf(obj({ rank: int(), account: str(), stake: moneySchema, me: bool })) })),
      },
    },
    async (request) => ok(await services.centre.leaderboard(authOf(request).user, Number(request.params.id))),
  );

  app.post<{ Params: { id: string } }>(
    '/api/missions/:id/claim',
    {
      schema: { tags: ['centre'], summary: "Claim a completed mission's reward (Idempotency-Key)", headers: idempotentHeaders, params: missionParams, response: answers(obj({ missionId: int(), reward: moneySchema, balance: moneySchema })) },
    },
    async (request) => ok((await services.centre.claimMission(authOf(request).user, Number(request.params.id), idempotencyKeyOf(request.headers['idempotency-key']))).value),
  );

  app.get(
    '/api/rebates',
    {
      schema: {
        tags: ['centre'],
        summary: 'Manual rebate: the rate, the settled stakes not rebated yet and the amount a claim would credit',
        headers: authHeaders,
        response: answers(obj({ enabled: bool, rateBps: int(), bets: int(), eligibleStake: moneySchema, amount: moneySchema })),
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
        response: answers(obj({ amount: moneySchema, bets: int(), balance: { type: ['string', 'null'] } })),
      },
    },
    async (request) => ok((await services.centre.claimRebate(authOf(request).user, idempotencyKeyOf(request.headers['idempotency-key']))).value),
  );

  app.get(
    '/api/member/referral',
    {
      schema: {
        tags: ['centre'],
        summary: "Invite friends: the member's referral code, the registration link carrying it, and who joined with it",
        headers: authHeaders,
        response: answers(obj({ referralCode: str(), link: str(), invitedCount: int(), invited: arrayOf(obj({ account: str(), joinedAt: str() })) })),
      },
    },
    async (request) => ok(await services.centre.referral(authOf(request).user, `${request.protocol}://${request.host}`)),
  );

  app.get<{ Querystring: { page: number } }>(
    '/api/member/logins',
    {
      schema: {
        tags: ['centre'],
        summary: 'Login history: sessions opened, newest first',
        headers: authHeaders,
        querystring: pageQuery,
        response: answers(pageOf(obj({ at: str(), ip: nullableString, via: str(), deviceId: nullableString, side: str() }))),
      },
    },
    async (request) => ok(await services.centre.logins(authOf(request).user, request.query.page)),
  );

  const CODE_RULES =
    'While the previous code is valid: 429 code_already_sent with Retry-After; at most 5 sends per destination and 20 per IP an hour ' +
    '(429 too_many_requests). A number or address of another account: account_exists.';

  app.post<{ Body: { mobileNum: string; countryDialingCode?: string } }>(
    '/api/verification/sms/bind',
    {
      schema: {
        tags: ['centre'],
        summary: 'Send a code to the mobile number to link to the account',
        description: `The number follows the merchant's mobileNum rule (invalid_phone_number). ${CODE_RULES}`,
        headers: authHeaders,
        body: obj({ ...phoneFields }, ['mobileNum']),
        response: answers(expiredMinutesSchema),
      },
    },
    async (request) => ok(await services.contacts.sendMobileCode(authOf(request).user, request.body, clientIp(request))),
  );

  app.post<{ Body: { mobileNum: string; countryDialingCode?: string; verificationCode: string } }>(
    '/api/member/mobile',
    {
      schema: {
        tags: ['centre'],
        summary: 'Link (or change) the mobile number with the code sent to it',
        description: 'Wrong code: invalid_code with value.triesLeft; used, expired or 5 wrong: code_expired.',
        headers: authHeaders,
        body: obj({ ...phoneFields, verificationCode: str({ maxLength: 16 }) }, ['mobileNum', 'verificationCode']),
        response: answers(memberSchema),
      },
    },
    async (request) => ok(await services.contacts.bindMobile(authOf(request).user, request.body, clientIp(request))),
  );

  app.post<{ Body: { email: string } }>(
    '/api/verification/email/bind',
    {
      schema: {
        tags: ['centre'],
        summary: 'Send a code to the e-mail address to link to the account',
        description: `invalid_email_format for an address that is not one. ${CODE_RULES}`,
        headers: authHeaders,
        body: obj({ email: str({ maxLength: 254 }) }),
        response: answers(expiredMinutesSchema),
      },
    },
    async (request) => ok(await services.contacts.sendEmailCode(authOf(request).user, request.body, clientIp(request))),
  );

  app.post<{ Body: { email: string; verificationCode: string } }>(
    '/api/member/email',
    {
      schema: {
        tags: ['centre'],
        summary: 'Link (or change) the e-mail address with the code sent to it',
        headers: authHeaders,
        body: obj({ email: str({ maxLength: 254 }), verificationCode: str({ maxLength: 16 }) }),
        response: answers(memberSchema),
      },
    },
    async (request) => ok(await services.contacts.bindEmail(authOf(request).user, request.body, clientIp(request))),
  );

  app.post<{ Body: { days: number } }>(
    '/api/member/self-exclusion',
    {
      schema: {
        tags: ['centre'],
        summary: 'Self-exclusion: refuse this account\'s bets for a number of days (can be made longer, never shorter)',
        headers: authHeaders,
        body: obj({ days: int({ minimum: 1, maximum: 3650 }) }),
        response: answers(obj({ selfExcludedUntil: str() })),
      },
    },
    async (request) => ok(await services.centre.selfExclude(authOf(request).user, request.body.days, clientIp(request))),
  );
}
