// The game launcher (docs/api.md "Games"): POST /api/games/launch answers the address
// the /game page frames; the operator sets a vendor's maintenance window; the PVP
// halls list their card rooms.
import type { FastifyInstance } from 'fastify';
import { authHeaders, authOf } from '../../http/auth';
import { ApiFailure, ok } from '../../http/envelope';
import { auditActor } from '../../http/operatorAuth';
import type * as v from 'valibot';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import * as lobby from '../../shared/wire/lobby';
import { operatorHeaders } from '../../wallet/routes/schemas';
import type { Services } from '../../services';

/** The PVP rooms anyone may list. */
export function pvpRoomRoutes(app: FastifyInstance, services: Services) {
  const { launcher } = services;

  app.get<{ Querystring: v.InferOutput<typeof lobby.pvpRoomsQuery> }>(
    '/api/games/pvp/rooms',
    {
      schema: {
        tags: ['games'],
        summary: 'Card (PVP) rooms: stakes, chips to sit down and seats, by game (nodeId) or vendor (vassalage)',
        querystring: jsonSchemaOf(lobby.pvpRoomsQuery),
        response: answersOf(lobby.pvpRooms),
      },
    },
    async (request) => ok(await launcher.pvpRooms(request.query)),
  );
}

/** Launching a game (behind the lobby plugin's member check). */
export function launchRoutes(app: FastifyInstance, services: Services) {
  const { launcher } = services;
  // Trial accounts are refused with register_real_account_first (spec section 6).
  app.post<{ Body: lobby.LaunchRequest | undefined }>(
    '/api/games/launch',
    {
      schema: {
        tags: ['games'],
        summary: 'Launch a game: the address to frame and whether real money is at stake; notes it in the recent games',
        description:
          'Name the game by nodeId, or by vassalage with an optional gameCode (the vendor\'s first game without one). ' +
          'HOUSE games run for real money through the seamless wallet; every other vendor opens a demo (play money). ' +
          'Refused: not_logged_in (401, visitors), register_real_account_first (403, trial accounts), not_found, ' +
          'vendor_maintenance (423, value { vendor, vendorName, startsAt, endsAt, info }), ' +
          'insufficient_funds (a real-money game whose minimum bet exceeds the main wallet; value { balance, minBet, currency }).',
        headers: authHeaders,
        body: jsonSchemaOf(lobby.launchBody),
        response: answersOf(lobby.launchAnswer),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.nodeId === undefined && body.vassalage === undefined) throw new ApiFailure('bad_request', { field: 'nodeId', problem: 'required' });
      const { user } = authOf(request);
      return ok(await launcher.launch({ id: user.id, account: user.account, currency: user.currency }, body));
    },
  );
}

/** The operator's vendor maintenance windows (behind the plugin's operator check). */
export function vendorMaintenanceRoutes(app: FastifyInstance, services: Services) {
  const { launcher } = services;

  app.put<{ Body: v.InferOutput<typeof lobby.maintenanceBody> }>(
    '/api/operator/vendors/maintenance',
    {
      config: { permission: 'risk.manage' },
      schema: {
        tags: ['operator'],
        summary: "Set a vendor's maintenance window (ISO 8601 times): launching its games is refused inside it (audited)",
        headers: operatorHeaders,
        body: jsonSchemaOf(lobby.maintenanceBody),
        response: answersOf(lobby.maintenanceWindows),
      },
    },
    async (request) => {
      const windows = await launcher.setMaintenance(request.body);
      await services.audit.write({ ...auditActor(request), action: 'vendor.maintenance', details: { ...request.body } });
      return ok(windows);
    },
  );

  app.delete<{ Params: { vendor: string } }>(
    '/api/operator/vendors/:vendor/maintenance',
    {
      config: { permission: 'risk.manage' },
      schema: {
        tags: ['operator'],
        summary: "End a vendor's maintenance window now (audited)",
        headers: operatorHeaders,
        params: jsonSchemaOf(lobby.vendorParams),
        response: answersOf(lobby.maintenanceCleared),
      },
    },
    async (request) => {
      const cleared = await launcher.clearMaintenance(request.params.vendor);
      await services.audit.write({ ...auditActor(request), action: 'vendor.maintenance.clear', details: { vendor: request.params.vendor } });
      return ok(cleared);
    },
  );
}
