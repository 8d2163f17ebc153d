// The chat domain's routes: game rooms and support chat for members (trial accounts read
// and talk to support), the staff's side of support chat for the operator.
import type { FastifyInstance } from 'fastify';
import { membersOnly, operatorsOnly, type DomainOptions } from '../http/domain';
import { chatOperatorRoutes, chatRoutes } from './routes/chat';

export async function chatPlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  await membersOnly(app, opts, (members) => chatRoutes(members, services, opts));
  await operatorsOnly(app, opts, (operators) => chatOperatorRoutes(operators, services));
}
