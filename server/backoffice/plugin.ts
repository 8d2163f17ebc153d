// The back office's own calls: staff sign-in with a second factor, and the signed-in member
// of staff. The console's other work calls the operator routes (server/http/operatorAuth.ts).
import type { FastifyInstance } from 'fastify';
import { guarded, type DomainOptions } from '../http/domain';
import { staffSessionRoutes, staffSignInRoutes } from './routes/session';
import { staffCheck } from './staffCheck';

export async function backofficePlugin(app: FastifyInstance, opts: DomainOptions) {
  staffSignInRoutes(app, opts);
  await guarded(app, [staffCheck(opts.services.staffSessions)], (staff) => staffSessionRoutes(staff, opts));
}
