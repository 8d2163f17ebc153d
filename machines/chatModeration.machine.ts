import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from './flowErrors';

/**
 * A member of staff deleting messages from a support conversation (the console's support chat;
 * the conversation itself is the member's chat room machine, chatRoom.machine.ts, polling the
 * staff's side of the room). Deleting asks first: the message is named, then confirmed or
 * left. A confirmed deletion hides the message on the server (it leaves every view); the page
 * leaves out every id in `hidden`. A message already gone (not_found: another staff member
 * deleted it) is left out too; any other refusal says why and keeps the message.
 */
export interface ChatModerationContext {
  /** Messages deleted here: the page no longer shows them. */
  hidden: string[];
  /** The message being asked about or deleted. */
  pendingId: string | null;
  /** Why the last deletion failed. */
  errorCode: string | null;
}

export type ChatModerationEvent = { type: 'DELETE'; id: string } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export const chatModerationMachine = setup({
  types: {
    context: {} as ChatModerationContext,
    events: {} as ChatModerationEvent,
  },
  actors: {
    hide: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('hide is provided by the page');
    }),
  },
  guards: {
    goneAlready: ({ event }) => errorCodeOf(event) === 'not_found',
  },
  actions: {
    ask: assign(({ event }) => {
      assertEvent(event, 'DELETE');
      return { pendingId: event.id, errorCode: null };
    }),
    leave: assign({ pendingId: null }),
    // Stryker disable next-line StringLiteral: the hide starts only after a DELETE stored the message's id
    hideMessage: assign(({ context }) => ({ hidden: [...context.hidden, context.pendingId ?? ''], pendingId: null })),
    showFailure: assign(({ event }) => ({ errorCode: errorCodeOf(event), pendingId: null })),
  },
}).createMachine({
  id: 'chatModeration',
  context: { hidden: [], pendingId: null, errorCode: null },
  initial: 'idle',
  states: {
    idle: {
      on: { DELETE: { target: 'confirming', actions: 'ask' } },
    },
    /** "Delete this message?": confirmed, left, or another message asked about instead. */
    confirming: {
      on: {
        CONFIRM: 'deleting',
        CANCEL: { target: 'idle', actions: 'leave' },
        DELETE: { actions: 'ask' },
      },
    },
    deleting: {
      invoke: {
        id: 'hide',
        src: 'hide',
        // Stryker disable next-line StringLiteral: deleting is entered only with a message named
        input: ({ context }) => ({ id: context.pendingId ?? '' }),
        onDone: { target: 'idle', actions: 'hideMessage' },
        onError: [
          { guard: 'goneAlready', target: 'idle', actions: 'hideMessage' },
          { target: 'idle', actions: 'showFailure' },
        ],
      },
    },
  },
});
