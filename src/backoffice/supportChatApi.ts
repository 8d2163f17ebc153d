// The console's support chat (chat.answer; docs/api.md "Chat"): the members' conversations,
// one conversation polled like the member's own room (`after`: the last message held), a reply
// (signed by the server with the signed-in staff member's name) and a message deleted.
import { chatMessage, chatRoom, hiddenMessage, supportChats, type SupportChatsQuery } from '../../server/shared/wire/operator';
import type { CallOptions } from '../api/client';
import { bearer, paramsOf, staffCall } from './api';

/** A conversation: the member and the merchant their room belongs to. */
export interface Conversation {
  merchantCode: string;
  memberId: number;
}

const roomPath = ({ memberId }: Conversation) => `operator/chat/support/${encodeURIComponent(String(memberId))}/messages`;

export const fetchSupportChats = (token: string, query: Partial<SupportChatsQuery>, { signal }: CallOptions = {}) =>
  staffCall(supportChats, 'operator/chat/support', { headers: bearer(token), searchParams: paramsOf(query), signal });

export const fetchConversation = (token: string, conversation: Conversation, after: string | null, { signal }: CallOptions = {}) =>
  staffCall(chatRoom, roomPath(conversation), {
    headers: bearer(token),
    searchParams: after === null ? { merchantCode: conversation.merchantCode } : { merchantCode: conversation.merchantCode, after },
    signal,
  });

export const replyToMember = (token: string, conversation: Conversation, body: string, { signal }: CallOptions = {}) =>
  staffCall(chatMessage, roomPath(conversation), { method: 'post', json: { body }, headers: bearer(token), searchParams: { merchantCode: conversation.merchantCode }, signal });

export const deleteChatMessage = (token: string, merchantCode: string, id: string, { signal }: CallOptions = {}) =>
  staffCall(hiddenMessage, `operator/chat/messages/${encodeURIComponent(id)}`, { method: 'delete', headers: bearer(token), searchParams: { merchantCode }, signal });
