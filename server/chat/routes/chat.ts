// Chat (docs/api.md "Chat"): the game popup's room per game, the member's support
// chat with the operator's staff, and the staff's side of it. Clients poll with
// `after`, the last message id they hold. Posting spends a per-member budget, so one
// member cannot flood a room.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type * as v from 'valibot';
import { authHeaders, authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { auditActor } from '../../http/operatorAuth';
import { createBudget } from '../../http/rateLimit';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { operatorHeaders } from '../../wallet/routes/schemas';
import * as wire from '../../shared/wire/chat';
import * as operator from '../../shared/wire/operator';
import type { Services } from '../../services';
import { checkChatBody } from '../chat';
import { STAFF_NAME_MAX } from '../../shared/chatRules';

/** Messages a member may post: 5 in any 10 seconds across every room. */
export const CHAT_BUDGET = { keyPrefix: 'portal-chat', points: 5, durationSeconds: 10 };

const afterQuery = jsonSchemaOf(wire.afterQuery);
const bodySchema = jsonSchemaOf(wire.chatPost);
const nodeParams = jsonSchemaOf(wire.gameRoomParams);
type After = { Querystring: v.InferOutput<typeof wire.afterQuery> };
type Post = { Body: wire.ChatPost };

/** The member's side of chat (behind the chat plugin's member check). */
export function chatRoutes(app: FastifyInstance, services: Services, opts: { redis?: Redis }) {
  const { chat } = services;
  const spend = createBudget(CHAT_BUDGET, opts.redis);
  // Trial accounts read the game rooms and talk to support; only real members talk in game rooms.

  app.get<{ Params: v.InferOutput<typeof wire.gameRoomParams> } & After>(
    '/api/chat/games/:nodeId/messages',
    {
      schema: { tags: ['chat'], summary: "A game's chat room: the latest 50 messages, or those after `after`", headers: authHeaders, params: nodeParams, querystring: afterQuery, response: answersOf(wire.chatRoom) },
      config: { allowTrial: true },
    },
    async (request) => ok(await chat.gameRoom(authOf(request).user, request.params.nodeId, request.query.after)),
  );

  app.post<{ Params: v.InferOutput<typeof wire.gameRoomParams> } & Post>(
    '/api/chat/games/:nodeId/messages',
    {
      schema: {
        tags: ['chat'],
        summary: "Say something in a game's chat room (real members; 5 messages per 10 s)",
        description: 'Refused: invalid_field_format (value { field, min, max }), rate_limited (429), not_found (no such game).',
        headers: authHeaders,
        params: nodeParams,
        body: bodySchema,
        response: answersOf(wire.chatMessage),
      },
    },
    async (request) => {
      const { user } = authOf(request);
      // Bad input is refused before it spends the member's budget.
      checkChatBody(request.body.body);
      await spend(String(user.id), request.log);
      return ok(await chat.postToGame(user, request.params.nodeId, request.body.body));
    },
  );

  app.get<After>(
    '/api/chat/support/messages',
    {
      schema: { tags: ['chat'], summary: "The member's chat with customer service; reading marks the staff's replies read", headers: authHeaders, querystring: afterQuery, response: answersOf(wire.chatRoom) },
      config: { allowTrial: true },
    },
    async (request) => ok(await chat.supportRoom(authOf(request).user, request.query.after)),
  );

  app.get(
    '/api/chat/support/unread',
    {
      schema: { tags: ['chat'], summary: 'Customer-service replies the member has not read', headers: authHeaders, response: answersOf(wire.supportUnread) },
      config: { allowTrial: true },
    },
    async (request) => ok({ unread: await chat.supportUnread(authOf(request).user) }),
  );

  app.post<Post>(
    '/api/chat/support/messages',
    {
      schema: {
        tags: ['chat'],
        summary: 'Write to customer service (5 messages per 10 s)',
        description: 'Refused: invalid_field_format (value { field, min, max }), rate_limited (429).',
        headers: authHeaders,
        body: bodySchema,
        response: answersOf(wire.chatMessage),
      },
      config: { allowTrial: true },
    },
    async (request) => {
      const { user } = authOf(request);
      checkChatBody(request.body.body);
      await spend(String(user.id), request.log);
      return ok(await chat.postToSupport(user, request.body.body));
    },
  );
}

/**
 * The name a reply is signed with: a signed-in staff member's display name (never what the body
 * says, so no one answers under another's name), cut to the chat's limit; a tool key's `staffName`.
 */
export function replyName(request: FastifyRequest, body: operator.StaffReplyRequest): string {
  const caller = request.operator;
  if (caller?.kind === 'staff') return [...caller.staff.display_name.trim()].slice(0, STAFF_NAME_MAX).join('');
  return body.staffName ?? '';
}

/** The staff's side of support chat (behind the plugin's operator check). */
export function chatOperatorRoutes(app: FastifyInstance, services: Services) {
  const { chat } = services;

  app.get<{ Querystring: operator.SupportChatsQuery }>(
    '/api/operator/chat/support',
    {
      config: { permission: 'chat.answer' },
      schema: {
        tags: ['operator'],
        summary: 'Support chats (of a merchant, or all), unanswered first then latest activity first, a page of 15, with the member messages staff have not read',
        headers: operatorHeaders,
        querystring: jsonSchemaOf(operator.supportChatsQuery),
        response: answersOf(operator.supportChats),
      },
    },
    async (request) => ok(await chat.staffRooms(request.query)),
  );

  app.get<{ Params: v.InferOutput<typeof operator.memberParams>; Querystring: v.InferOutput<typeof operator.staffRoomQuery> }>(
    '/api/operator/chat/support/:memberId/messages',
    {
      config: { permission: 'chat.answer' },
      schema: {
        tags: ['operator'],
        summary: "A member's support chat as staff see it; reading marks the member's messages read",
        headers: operatorHeaders,
        params: jsonSchemaOf(operator.memberParams),
        querystring: jsonSchemaOf(operator.staffRoomQuery),
        response: answersOf(operator.chatRoom),
      },
    },
    async (request) => ok(await chat.staffRoom(request.query.merchantCode, request.params.memberId, request.query.after)),
  );

  app.post<{ Params: v.InferOutput<typeof operator.memberParams>; Querystring: v.InferOutput<typeof operator.staffQuery>; Body: operator.StaffReplyRequest }>(
    '/api/operator/chat/support/:memberId/messages',
    {
      config: { permission: 'chat.answer' },
      schema: {
        tags: ['operator'],
        summary: "Answer a member in their support chat, signed with the staff member's display name (audited)",
        description: "A console session signs with its staff member's display name (staffName is ignored); a tool key gives staffName (1 to 32 characters, invalid_field_format otherwise).",
        headers: operatorHeaders,
        params: jsonSchemaOf(operator.memberParams),
        querystring: jsonSchemaOf(operator.staffQuery),
        body: jsonSchemaOf(operator.staffReplyRequest),
        response: answersOf(operator.chatMessage),
      },
    },
    async (request) => {
      const message = await chat.staffReply(request.query.merchantCode, request.params.memberId, replyName(request, request.body), request.body.body);
      await services.audit.write({ ...auditActor(request), action: 'chat.reply', details: { merchantCode: request.query.merchantCode, memberId: request.params.memberId, messageId: message.id } });
      return ok(message);
    },
  );

  app.delete<{ Params: v.InferOutput<typeof operator.chatMessageParams>; Querystring: v.InferOutput<typeof operator.staffQuery> }>(
    '/api/operator/chat/messages/:id',
    {
      config: { permission: 'chat.answer' },
      schema: {
        tags: ['operator'],
        summary: 'Hide a chat message from every room (moderation; the message is kept for the audit trail)',
        headers: operatorHeaders,
        params: jsonSchemaOf(operator.chatMessageParams),
        querystring: jsonSchemaOf(operator.staffQuery),
        response: answersOf(operator.hiddenMessage),
      },
    },
    async (request) => {
      const hidden = await chat.hide(request.query.merchantCode, request.params.id);
      await services.audit.write({ ...auditActor(request), action: 'chat.hide', details: { merchantCode: request.query.merchantCode, messageId: request.params.id } });
      return ok(hidden);
    },
  );
}
