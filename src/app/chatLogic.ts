import { fromPromise } from 'xstate';
import { chatRoomMachine, type ChatPage } from '../../machines/chatRoom.machine';
import { fetchChat, postChat, type ChatMessage, type ChatTarget } from '../api/chat';

/**
 * A chat room's machine talking to that room's API (a game's room or the member's
 * customer-service chat). A poll or a post still under way when the room closes is cancelled.
 */
export function chatRoomLogic(target: ChatTarget) {
  return chatRoomMachine.provide({
    actors: {
      load: fromPromise<ChatPage, { after: string | null }>(({ input, signal }) => fetchChat(target, input.after, { signal })),
      post: fromPromise<ChatMessage, { body: string }>(({ input, signal }) => postChat(target, input.body, { signal })),
    },
  });
}
