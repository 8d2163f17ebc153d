import { fetchAvatar } from '../api/member';
import type { CallOptions } from '../api/client';

/** The avatar call's loader (GET /api/member/avatar), asked again for another member. */
export const loadAvatar = (_memberId: number | undefined, options: CallOptions) => fetchAvatar(options);
