import * as v from 'valibot';
import { call, type CallOptions } from './client';

// Chat rooms (server/chat/routes/chat.ts): a game's room in the game popup and the member's
// chat with customer service. Both are polled with `after`, the last message id held.

export const chatMessageSchema = v.object({
  id: v.string(),
  author: v.string(),
  staff: v.boolean(),
  mine: v.boolean(),
  body: v.string(),
  at: v.string(),
});
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

export const chatRoomSchema = v.object({ roomId: v.string(), title: v.string(), messages: v.array(chatMessageSchema) });
export type ChatRoomAnswer = v.InferOutput<typeof chatRoomSchema>;

/** Which room: a game's (by catalogue node id) or the member's own support chat. */
export type ChatTarget = { kind: 'game'; nodeId: number } | { kind: 'support' };


const roomPath = (target: ChatTarget) => (target.kind === 'game' ? `chat/games/${target.nodeId}/messages` : 'chat/support/messages');

export const fetchChat = (target: ChatTarget, after: string | null, { signal }: CallOptions = {}) =>
  call(chatRoomSchema, roomPath(target), after ? { searchParams: { after }, signal } : { signal });

export const postChat = (target: ChatTarget, body: string, { signal }: CallOptions = {}) =>
  call(chatMessageSchema, roomPath(target), { method: 'POST', json: { body }, signal });

export const fetchSupportUnread = ({ signal }: CallOptions = {}) => call(v.object({ unread: v.number() }), 'chat/support/unread', { signal });
