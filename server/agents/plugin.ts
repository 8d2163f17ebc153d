// The agent area's routes: the agent centre behind the agent check (a live session of an
// agent account), and the operator's contract options, top-agent contracts and settlements, and
// the back office's tree, contract list and settlement runs.
import type { FastifyInstance } from 'fastify';
import { authOf, memberCheck } from '../http/auth';
import { guarded, operatorsOnly, type DomainOptions } from '../http/domain';
import { requireAgentUser } from './agents';
import { agentRoutes } from './routes/agent';
import { agentOperatorRoutes } from './routes/operator';
import { agentsAdminRoutes } from './routes/agentsAdmin';

export async function agentsPlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  const agentOnly = async (request: Parameters<typeof authOf>[0]) => {
    requireAgentUser(authOf(request).user);
  };
  await guarded(app, [memberCheck(services.sessions), agentOnly], (agents) => agentRoutes(agents, services));
  await operatorsOnly(app, opts, (operators) => {
    agentOperatorRoutes(operators, services);
    agentsAdminRoutes(operators, services, opts.store.db);
  });
}
