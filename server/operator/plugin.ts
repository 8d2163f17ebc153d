// The operator's settings routes (system status data, account locks, registration fields),
// the back office's players, reports and staff accounts, and the operator API's keys and the audit log.
import type { FastifyInstance } from 'fastify';
import { operatorsOnly, type DomainOptions } from '../http/domain';
import { createAuditLog } from './auditLog';
import { createCustomerServiceSettings } from './customerServices';
import { createOperatorKeys } from './keys';
import { createSettingsReader } from './settingsRead';
import { auditLogRoutes } from './routes/audit';
import { operatorKeyRoutes } from './routes/keys';
import { operatorRoutes } from './routes/operator';
import { playerRoutes } from './routes/players';
import { reportRoutes } from './routes/reports';
import { settingsRoutes } from './routes/settings';
import { staffRoutes } from './routes/staff';

export async function operatorPlugin(app: FastifyInstance, opts: DomainOptions) {
  const keys = createOperatorKeys(opts.store.db, opts.services.clock);
  const auditLog = createAuditLog(opts.store.db);
  const settingsReader = createSettingsReader(opts.store.db);
  const customerServices = createCustomerServiceSettings(opts.store.db, { onChange: () => opts.services.system.invalidate() });
  await operatorsOnly(app, opts, (operators) => {
    operatorRoutes(operators, opts.services);
    playerRoutes(operators, opts.services);
    reportRoutes(operators, opts.services);
    staffRoutes(operators, opts.services);
    operatorKeyRoutes(operators, keys);
    auditLogRoutes(operators, auditLog);
    settingsRoutes(operators, settingsReader, customerServices);
  });
}
