import { badges } from '../../server/shared/wire/centre';
import { call, type CallOptions } from './client';

// Shape and type: one definition in the shared wire module, parsed here and served by the server.
export type { Badges } from '../../server/shared/wire/centre';

/** GET /api/member/badges (T). */
export const fetchBadges = ({ signal }: CallOptions = {}) => call(badges, 'member/badges', { signal });
