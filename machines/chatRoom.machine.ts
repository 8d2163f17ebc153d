import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { CHAT_BODY_MAX, CHAT_POLL_LIMIT, isChatText } from '../server/shared/chatRules';
import type { ChatMessage, ChatRoom } from '../server/shared/wire/chat';
import { CHAT_POLL_MS } from '../server/shared/timing';

/**
 * A chat room on screen: the game popup's room (spec section 2, LOBBY-45) and the
 * member's chat with customer service (section 7, CONTENT-34).
 *
 *   * The room opens with its latest messages, then asks every `poll` ms for what is
 *     newer than the last message it holds; a full page means more is waiting, so it
 *     asks again at once. A failed poll keeps the messages on screen, says the room is
 *     reconnecting and tries again at the next poll.
 *   * The composer is independent of the feed: the member types and sends while the
 *     room polls. A message must have 1 to 300 characters on one line (the server's
 *     rule); a refused or failed send keeps the draft and says why.
 *   * Only members who may talk see the composer (`canPost`): a trial account reads a
 *     game room but must register to talk in it.
 */
/** What a poll brings: the room's wire shape, of which the screen needs the title and the messages. */
export type ChatPage = Pick<ChatRoom, 'title' | 'messages'>;

export { CHAT_BODY_MAX };
/** A poll answers at most this many (server/shared/chatRules.ts); a full answer means more wait. */
export { CHAT_POLL_LIMIT };
/** Messages kept on screen; older ones scroll away for good. */
export const CHAT_KEEP = 200;

export interface ChatRoomInput {
  canPost: boolean;
}

export interface ChatRoomContext {
  canPost: boolean;
  title: string;
  messages: ChatMessage[];
  draft: string;
  /** Why the room could not open (failed) or why the last poll failed (reconnecting). */
  errorCode: string | null;
  /** Why the last send was refused; the draft is kept. */
  sendError: string | null;
  /** A full poll answer: ask again without waiting. */
  more: boolean;
}

export type ChatRoomEvent = { type: 'DRAFT'; text: string } | { type: 'SEND' } | { type: 'RETRY' };

/** Whether a draft may be sent: the server's rule (server/shared/chatRules.ts), so a refusal is the rare case. */
export const sendable = (draft: string): boolean => isChatText(draft);

/** Message ids are growing integers, compared as numbers (they may pass 2^53). */
const byId = (a: ChatMessage, b: ChatMessage) => (a.id.length - b.id.length) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The room's lines with `incoming` merged in: each id once, in order, the last CHAT_KEEP. */
export function mergeLines(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) seen.set(m.id, m);
  return [...seen.values()].sort(byId).slice(-CHAT_KEEP);
}

type Failure = { error?: { errorCode?: string } };
const errorCodeOf = (event: unknown) => (event as Failure).error?.errorCode ?? 'network_abnormal';

export const chatRoomMachine = setup({
  types: {
    input: {} as ChatRoomInput,
    context: {} as ChatRoomContext,
    events: {} as ChatRoomEvent,
  },
  actors: {
    // Supplied by the view (the room's API calls) or a test.
    load: fromPromise<ChatPage, { after: string | null }>(async () => {
      throw new Error('load is provided by the view');
    }),
    post: fromPromise<ChatMessage, { body: string }>(async () => {
      throw new Error('post is provided by the view');
    }),
  },
  delays: { poll: CHAT_POLL_MS },
  guards: {
    canSend: ({ context }) => context.canPost && sendable(context.draft),
    more: ({ context }) => context.more,
  },
  actions: {
    open: assign(({ event }) => {
      const page = (event as unknown as { output: ChatPage }).output;
      return { title: page.title, messages: mergeLines([], page.messages), errorCode: null, more: false };
    }),
    append: assign(({ context, event }) => {
      const page = (event as unknown as { output: ChatPage }).output;
      return { messages: mergeLines(context.messages, page.messages), errorCode: null, more: page.messages.length >= CHAT_POLL_LIMIT };
    }),
    fail: assign({ errorCode: ({ event }) => errorCodeOf(event), more: false }),
    clearError: assign({ errorCode: null }),
    // Runs on DRAFT only (assertEvent narrows the type and throws otherwise).
    setDraft: assign(({ event }) => {
      assertEvent(event, 'DRAFT');
      return { draft: event.text, sendError: null };
    }),
    refuseDraft: assign({ sendError: 'invalid_field_format' }),
    sent: assign(({ context, event }) => ({
      messages: mergeLines(context.messages, [(event as unknown as { output: ChatMessage }).output]),
      draft: '',
      sendError: null,
    })),
    sendFailed: assign({ sendError: ({ event }) => errorCodeOf(event) }),
  },
}).createMachine({
  id: 'chatRoom',
  context: ({ input }) => ({ canPost: input.canPost, title: '', messages: [], draft: '', errorCode: null, sendError: null, more: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: () => ({ after: null }),
        onDone: { target: 'live', actions: 'open' },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    /** The room could not open: the error and a retry button. */
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearError' } },
    },
    /** The room on screen: the feed polls while the member writes. */
    live: {
      type: 'parallel',
      states: {
        feed: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: 'more', target: 'polling' },
              after: { poll: 'polling' },
            },
            polling: {
              invoke: {
                id: 'load',
                src: 'load',
                input: ({ context }) => ({ after: context.messages.at(-1)?.id ?? null }),
                onDone: { target: 'waiting', actions: 'append' },
                onError: { target: 'waiting', actions: 'fail' },
              },
            },
          },
        },
        composer: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                DRAFT: { actions: 'setDraft' },
                SEND: [{ guard: 'canSend', target: 'sending' }, { actions: 'refuseDraft' }],
              },
            },
            sending: {
              invoke: {
                id: 'post',
                src: 'post',
                input: ({ context }) => ({ body: context.draft.trim() }),
                onDone: { target: 'idle', actions: 'sent' },
                onError: { target: 'idle', actions: 'sendFailed' },
              },
            },
          },
        },
      },
    },
  },
});
