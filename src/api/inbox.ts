// Platform information (the personal centre's inbox, docs/api.md "Personal centre"):
// messages to the member and to every member of the merchant, newest first, 15 a page.
// `kind` and `params` let the page word a message in the reader's language; `title` and
// `content` are the server's English, shown for kinds the page does not know.
import * as inbox from '../../server/shared/wire/inbox';
import { call, type CallOptions } from './client';

// Shapes and types: one definition in the shared wire module, parsed here and served by the server.
export type { InboxMessage, InboxPage } from '../../server/shared/wire/inbox';

/** GET /api/inbox?page= (T). */
export const fetchInbox = (page: number, { signal }: CallOptions = {}) => call(inbox.inboxPage, 'inbox', { searchParams: { page }, signal });

/** POST /api/inbox/:id/read (T): answers the unread count left. */
export const markMessageRead = (id: string, { signal }: CallOptions = {}) =>
  call(inbox.messageRead, `inbox/${encodeURIComponent(id)}/read`, { method: 'post', signal });

/** POST /api/inbox/read-all (T). */
export const markAllMessagesRead = ({ signal }: CallOptions = {}) => call(inbox.allRead, 'inbox/read-all', { method: 'post', signal });
