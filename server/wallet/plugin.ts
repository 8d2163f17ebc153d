// The wallet domain's routes: balances, transfers, deposits, withdrawals and the records
// for members; the money queue, adjustments and settings for the operator; the seamless
// wallet for game vendors (each request signed, so no session).
import type { FastifyInstance } from 'fastify';
import { membersOnly, operatorsOnly, type DomainOptions } from '../http/domain';
import { adjustmentApprovalRoutes } from './routes/adjustmentApprovals';
import { operatorWalletRoutes } from './routes/operator';
import { historyExportRoutes } from './routes/historyExport';
import { recordsRoutes } from './routes/records';
import { seamlessRoutes } from './routes/seamless';
import { walletRoutes } from './routes/wallet';

export async function walletPlugin(app: FastifyInstance, opts: DomainOptions) {
  const { services } = opts;
  seamlessRoutes(app, services);
  await membersOnly(app, opts, (members) => {
    walletRoutes(members, services);
    recordsRoutes(members, services);
    historyExportRoutes(members, services);
  });
  await operatorsOnly(app, opts, (operators) => {
    operatorWalletRoutes(operators, services, opts);
    adjustmentApprovalRoutes(operators, services);
  });
}
