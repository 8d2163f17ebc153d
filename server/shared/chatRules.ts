// A chat message (spec section 3, chat rooms), shared by the server, which refuses what
// breaks it (server/chat/chat.ts), and the chat machine, which only sends what keeps it.
// Control characters (line breaks included: a message is one line) and nothing left
// after trimming are refused rather than cleaned, so what is stored is what was typed.

/** The longest message, counted trimmed. */
export const CHAT_BODY_MAX = 300;
/** The longest display name staff sign their support replies with, counted trimmed. */
export const STAFF_NAME_MAX = 32;
/** A poll answers at most this many messages; a full answer means more are waiting. */
export const CHAT_POLL_LIMIT = 100;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** Whether a trimmed text of 1 to `max` characters holds no control character. */
export function isChatText(text: string, max: number = CHAT_BODY_MAX): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= max && !CONTROL.test(trimmed);
}
