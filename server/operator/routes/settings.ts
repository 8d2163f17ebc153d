// The back office's settings reads (one per permission: a role reads the groups it may change)
// and the customer-service entries' change, the one settings group no other route writes.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { operatorActor } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as wire from '../../shared/wire/operatorSettings';
import { operatorHeaders } from '../../wallet/routes/schemas';
import type { CustomerServiceSettings } from '../customerServices';
import type { SettingsReader } from '../settingsRead';

export function settingsRoutes(app: FastifyInstance, reader: SettingsReader, customerServices: CustomerServiceSettings) {
  app.get<{ Querystring: wire.SettingsQuery }>(
    '/api/operator/settings',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['operator'],
        summary: "A merchant's maintenance (its own and every merchant's), regions, switches, registration fields, sign-in providers, SMS verification, app resources and customer services",
        headers: operatorHeaders,
        querystring: jsonSchemaOf(wire.settingsQuery),
        response: answersOf(wire.systemSettings),
      },
    },
    async (request) => ok(await reader.system(request.query.merchantCode)),
  );

  app.put<{ Body: wire.CustomerServicesChange }>(
    '/api/operator/customer-services',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['operator'],
        summary: "Replace a merchant's customer-service entries and, when named, its VIP channel (audited with the list before and after)",
        headers: operatorHeaders,
        body: jsonSchemaOf(wire.customerServicesChange),
        response: answersOf(wire.customerServicesSet),
      },
    },
    async (request) => ok(await customerServices.replace(request.body, operatorActor(request))),
  );

  app.get<{ Querystring: wire.SettingsQuery }>(
    '/api/operator/wallet-settings',
    {
      config: { permission: 'money.decide' },
      schema: {
        tags: ['operator'],
        summary: "A merchant's deposit and withdrawal limits, withdrawal fee, confirmation minutes and rebate rate",
        headers: operatorHeaders,
        querystring: jsonSchemaOf(wire.settingsQuery),
        response: answersOf(wire.walletSettings),
      },
    },
    async (request) => ok(await reader.wallet(request.query.merchantCode)),
  );

  app.get(
    '/api/operator/vendors/maintenance',
    {
      config: { permission: 'risk.manage' },
      schema: { tags: ['operator'], summary: 'Every vendor and its maintenance windows', headers: operatorHeaders, response: answersOf(wire.vendorMaintenance) },
    },
    async () => ok(await reader.vendorMaintenance()),
  );
}
