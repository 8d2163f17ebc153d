import type { RecordQuery } from '../../machines/recordList.machine';
import type { CallOptions } from '../api/client';
import { fetchInbox } from '../api/inbox';

// The calls of the centre's inbox (messageV2), in the shape the page hooks take
// (src/app/useMachines.ts): what is asked for, then the signal of the machine state that
// asked, so leaving the page cancels the request.

/** The inbox has no date window: only the record list's page is asked for. */
export const fetchInboxPage = (query: RecordQuery, options: CallOptions) => fetchInbox(query.page, options);

export { markAllMessagesRead, markMessageRead } from '../api/inbox';
