// The server's domains, each one encapsulated Fastify plugin (server/<domain>/plugin.ts)
// holding its routes and the checks in front of them. Registered in this order; the
// paths are fixed by docs/api.md, so the order changes nothing a client sees.
import type { FastifyInstance } from 'fastify';
import { accountsPlugin } from './accounts/plugin';
import { agentsPlugin } from './agents/plugin';
import { backofficePlugin } from './backoffice/plugin';
import { centrePlugin } from './centre/plugin';
import { chatPlugin } from './chat/plugin';
import { contentPlugin } from './content/plugin';
import { housePlugin } from './house/plugin';
import { identityPlugin } from './identity/plugin';
import type { DomainOptions } from './http/domain';
import { lobbyPlugin } from './lobby/plugin';
import { lotteryPlugin } from './lottery/plugin';
import { operatorPlugin } from './operator/plugin';
import { protectionPlugin } from './protection/plugin';
import { systemPlugin } from './system/plugin';
import { walletPlugin } from './wallet/plugin';

export const DOMAINS = [systemPlugin, contentPlugin, lobbyPlugin, accountsPlugin, operatorPlugin, walletPlugin, centrePlugin, protectionPlugin, housePlugin, lotteryPlugin, agentsPlugin, chatPlugin, backofficePlugin, identityPlugin] as const;

export async function registerDomains(app: FastifyInstance, opts: DomainOptions): Promise<void> {
  for (const plugin of DOMAINS) await app.register(plugin, opts);
}
