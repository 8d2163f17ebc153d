// Identity checks (KYC): the member's routes, and risk staff's behind the operator check.
import type { FastifyInstance } from 'fastify';
import { membersOnly, operatorsOnly, type DomainOptions } from '../http/domain';
import { identityReviewRoutes, memberIdentityRoutes } from './routes/identity';

export async function identityPlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  await membersOnly(app, opts, (members) => memberIdentityRoutes(members, services.memberIdentity));
  await operatorsOnly(app, opts, (operators) => identityReviewRoutes(operators, services.identityReviews));
}
