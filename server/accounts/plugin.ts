// The accounts domain's routes: login, free play, registration, codes and password
// recovery for strangers (rate limited per IP); the member answer, password change and
// logout behind the member check.
import type { FastifyInstance } from 'fastify';
import { membersOnly, type DomainOptions } from '../http/domain';
import { memberAccountRoutes, memberRoutes } from './routes/member';
import { logoutRoutes, sessionRoutes } from './routes/session';
import { verificationRoutes } from './routes/verification';
import { identityRoutes, signInRoutes } from './routes/signIn';

export async function accountsPlugin(app: FastifyInstance, opts: DomainOptions) {
  sessionRoutes(app, opts);
  signInRoutes(app, opts);
  memberRoutes(app, opts);
  verificationRoutes(app, opts);
  await membersOnly(app, opts, (members) => {
    logoutRoutes(members, opts);
    memberAccountRoutes(members, opts);
    identityRoutes(members, opts);
  });
}
