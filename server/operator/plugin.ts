// The operator's settings routes (system status data, account locks, registration fields),
// the back office's players, reports and staff accounts, and the operator API's keys and the audit log.
import type { FastifyInstance } from 'fastify';
import { operatorsOnly, type DomainOptions } from '../http/domain';
import { createAuditLog } from './auditLog';
import { createOperatorKeys } from './keys';
import { auditLogRoutes } from './routes/audit';
import { operatorKeyRoutes } from './routes/keys';
import { operatorRoutes } from './routes/operator';
import { playerRoutes } from './routes/players';
import { reportRoutes } from './routes/reports';
import { staffRoutes } from './routes/staff';

export async function operatorPlugin(app: FastifyInstance, opts: DomainOptions) {
  const keys = createOperatorKeys(opts.store.db, opts.services.clock);
  const auditLog = createAuditLog(opts.store.db);
  await operatorsOnly(app, opts, (operators) => {
    operatorRoutes(operators, opts.services);
    playerRoutes(operators, opts.services);
    reportRoutes(operators, opts.services);
    staffRoutes(operators, opts.services);
    operatorKeyRoutes(operators, keys);
    auditLogRoutes(operators, auditLog);
  });
}
