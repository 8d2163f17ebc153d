// Platform information's wire shapes (docs/api.md "Personal centre"): the inbox page with the
// unread count, and the answers of marking one message or all of them read.
import * as v from 'valibot';
import { count, id, isoTime, pageNumber, pageOf } from './common';
export { pageQuery as inboxQuery } from './common';
export { idParams as messageParams } from './common';


/** `kind` and `params` let the client word a message in its language; `title` and `content` are the English text. */
export const inboxMessage = v.object({
  id: v.string(),
  kind: v.string(),
  params: v.record(v.string(), v.unknown()),
  title: v.string(),
  content: v.string(),
  createdAt: isoTime,
  read: v.boolean(),
});
export type InboxMessage = v.InferOutput<typeof inboxMessage>;

export const inboxPage = v.object({ ...pageOf(inboxMessage).entries, unread: count });
export type InboxPage = v.InferOutput<typeof inboxPage>;

export const unreadCount = v.object({ unread: count });
export const messageRead = v.object({ id: v.string(), read: v.boolean(), unread: count });
export type MessageRead = v.InferOutput<typeof messageRead>;
export const allRead = v.object({ marked: count, unread: count });
export type AllRead = v.InferOutput<typeof allRead>;

