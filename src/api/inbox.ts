// Platform information (the personal centre's inbox, docs/api.md "Personal centre"):
// messages to the member and to every member of the merchant, newest first, 15 a page.
// `kind` and `params` let the page word a message in the reader's language; `title` and
// `content` are the server's English, shown for kinds the page does not know.
import * as v from 'valibot';
import { call } from './client';

export const inboxMessageSchema = v.object({
  id: v.string(),
  kind: v.string(),
  params: v.optional(v.record(v.string(), v.unknown()), {}),
  title: v.string(),
  content: v.string(),
  createdAt: v.string(),
  read: v.boolean(),
});
export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>;

export const inboxPageSchema = v.object({
  items: v.array(inboxMessageSchema),
  page: v.number(),
  pageSize: v.number(),
  total: v.number(),
  totalPages: v.number(),
  unread: v.number(),
});
export type InboxPage = v.InferOutput<typeof inboxPageSchema>;

/** GET /api/inbox?page= (T). */
export const fetchInbox = (page: number) => call(inboxPageSchema, 'inbox', { searchParams: { page } });

/** POST /api/inbox/:id/read (T): answers the unread count left. */
export const markMessageRead = (id: string) =>
  call(v.object({ id: v.string(), read: v.boolean(), unread: v.number() }), `inbox/${encodeURIComponent(id)}/read`, { method: 'post' });

/** POST /api/inbox/read-all (T). */
export const markAllMessagesRead = () => call(v.object({ marked: v.number(), unread: v.number() }), 'inbox/read-all', { method: 'post' });
