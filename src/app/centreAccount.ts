import type { RecordQuery } from '../../machines/recordList.machine';
import { fetchLogins } from '../api/profile';
import type { CallOptions } from '../api/client';

// The calls of the centre's account page (securityCenter) that are not a flow of their own,
// in the shape the page hooks take (src/app/useMachines.ts): what is asked for, then the
// signal of the machine state that asked, so leaving the page cancels the request.

/** The login history has no date window: only the record list's page is asked for. */
export const fetchLoginPage = (query: RecordQuery, options: CallOptions) => fetchLogins(query.page, options);
