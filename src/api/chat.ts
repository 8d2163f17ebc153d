import * as chat from '../../server/shared/wire/chat';
import { call, type CallOptions } from './client';

// Chat rooms (server/chat/routes/chat.ts): a game's room in the game popup and the member's
// chat with customer service. Both are polled with `after`, the last message id held.

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { ChatMessage, ChatRoom } from '../../server/shared/wire/chat';

/** Which room: a game's (by catalogue node id) or the member's own support chat. */
export type ChatTarget = { kind: 'game'; nodeId: number } | { kind: 'support' };

const roomPath = (target: ChatTarget) => (target.kind === 'game' ? `chat/games/${target.nodeId}/messages` : 'chat/support/messages');

/** GET the room: its latest messages, or those newer than `after`. */
export const fetchChat = (target: ChatTarget, after: string | null, { signal }: CallOptions = {}) =>
  call(chat.chatRoom, roomPath(target), after ? { searchParams: { after }, signal } : { signal });

/** POST a message to the room. */
export const postChat = (target: ChatTarget, body: string, { signal }: CallOptions = {}) =>
  call(chat.chatMessage, roomPath(target), { method: 'POST', json: { body } satisfies chat.ChatPost, signal });

/** GET /api/chat/support/unread: customer-service replies the member has not read. */
export const fetchSupportUnread = ({ signal }: CallOptions = {}) => call(chat.supportUnread, 'chat/support/unread', { signal });
