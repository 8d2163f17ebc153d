// Chat's wire shapes (docs/api.md "Chat"): a room (a game's, or a member's support chat) with its
// messages, one message, and the unread count of the support chat. Clients poll with `after`, the
// last message id they hold. The staff's side of support chat answers with the same message and
// room shapes.
import * as v from 'valibot';
import { CHAT_BODY_MAX } from '../chatRules';
import { count, int4, isoTime } from './common';

// ── Requests ────────────────────────────────────────────────────────────────

/** A game's room, by the game's catalogue node id. */
export const gameRoomParams = v.strictObject({ nodeId: int4(1, 999_999_999) });

/** The poll: only messages newer than `after`; without it, the room's latest ones. */
export const afterQuery = v.strictObject({
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{0,18}$/), v.description('The last message id held: only newer ones are answered; omit for the latest 50'))),
});

/** The service checks the exact bounds (server/shared/chatRules.ts) and answers invalid_field_format with them. */
export const chatPost = v.strictObject({
  body: v.pipe(v.string(), v.maxLength(4 * CHAT_BODY_MAX), v.description(`1 to ${CHAT_BODY_MAX} characters, one line`)),
});
export type ChatPost = v.InferOutput<typeof chatPost>;

// ── Answers ─────────────────────────────────────────────────────────────────

export const chatMessage = v.object({
  id: v.string(),
  author: v.pipe(v.string(), v.description('Masked account of a member, display name of staff')),
  staff: v.boolean(),
  mine: v.boolean(),
  body: v.string(),
  at: isoTime,
});
export type ChatMessage = v.InferOutput<typeof chatMessage>;

export const chatRoom = v.object({
  roomId: v.string(),
  title: v.pipe(v.string(), v.description("The game's name (game rooms)")),
  messages: v.array(chatMessage),
});
export type ChatRoom = v.InferOutput<typeof chatRoom>;

export const supportUnread = v.object({ unread: count });
export type SupportUnread = v.InferOutput<typeof supportUnread>;
