// The back office's players (docs/api.md "Back office: players"): search, a player's page with
// its ledger, bets and logins, notes, lock and unlock, and a password reset. Reading needs
// players.read, notes players.note, lock and reset players.lock (server/shared/staffRoles.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { ApiFailure, ok } from '../../http/envelope';
import { operatorActor, refusalNote } from '../../http/operatorAuth';
import { answersOf, jsonSchemaOf } from '../../http/wire';
import { rangeOf } from '../../platform/paging';
import type { Services } from '../../services';
import * as wire from '../../shared/wire/backofficePlayers';
import { operatorBreakRequest, playerProtection, type OperatorBreakRequest, type PlayerProtection } from '../../shared/wire/protection';
import { loginPage } from '../../shared/wire/centre';
import { pageQuery } from '../../shared/wire/common';
import { accountPage, accountRecordQuery, betPage, betRecordQuery } from '../../shared/wire/records';
import { operatorHeaders } from '../../wallet/routes/schemas';

type Params = { Params: v.InferOutput<typeof wire.playerParams> };
const params = jsonSchemaOf(wire.playerParams);
const tags = ['operator'];

/** A lock's reason: a member of staff must give one (bad_request at /reason); a tool's key may leave it out. */
function reasonOf(request: FastifyRequest, reason: string | undefined): string {
  try {
    return refusalNote(request, reason);
  } catch (err) {
    if (err instanceof ApiFailure) throw new ApiFailure('bad_request', { issues: [{ in: 'body', path: '/reason', rule: 'required' }] });
    throw err;
  }
}

export function playerRoutes(app: FastifyInstance, services: Services) {
  const { players, records, centre, clock } = services;
  const { breaks, limits } = services.protection;

  const protectionOf = async (user: Awaited<ReturnType<typeof players.player>>): Promise<PlayerProtection> => ({ break: breaks.status(user), depositLimits: await limits.view(user), lossLimits: await limits.view(user, 'loss') });

  app.get<{ Querystring: wire.PlayerSearchQuery }>(
    '/api/operator/players',
    {
      config: { permission: 'players.read' },
      schema: { tags, summary: 'Players by account (its start), mobile, e-mail, referral or invitation code; sorted (newest first by default), pages of 15', headers: operatorHeaders, querystring: jsonSchemaOf(wire.playerSearchQuery), response: answersOf(wire.playerList) },
    },
    async (request) => ok(await players.search(request.query)),
  );

  app.get<Params>(
    '/api/operator/players/:id',
    { config: { permission: 'players.read' }, schema: { tags, summary: "A player's profile, wallets and newest notes", headers: operatorHeaders, params, response: answersOf(wire.playerDetails) } },
    async (request) => ok(await players.details(request.params.id)),
  );

  app.get<Params & { Querystring: v.InferOutput<typeof accountRecordQuery> }>(
    '/api/operator/players/:id/ledger',
    {
      config: { permission: 'players.read' },
      schema: { tags, summary: "A player's ledger (every journal), as the member's account records", headers: operatorHeaders, params, querystring: jsonSchemaOf(accountRecordQuery), response: answersOf(accountPage) },
    },
    async (request) => {
      const user = await players.player(request.params.id);
      const range = rangeOf(request.query, clock);
      const kinds = request.query.kind ? [request.query.kind] : undefined;
      return ok({ ...(await records.account(user, range, request.query.page, kinds)), from: range.fromDay, to: range.toDay });
    },
  );

  app.get<Params & { Querystring: v.InferOutput<typeof betRecordQuery> }>(
    '/api/operator/players/:id/bets',
    { config: { permission: 'players.read' }, schema: { tags, summary: "A player's bets, as the member's bet records", headers: operatorHeaders, params, querystring: jsonSchemaOf(betRecordQuery), response: answersOf(betPage) } },
    async (request) => {
      const user = await players.player(request.params.id);
      const range = rangeOf(request.query, clock);
      return ok({ ...(await records.bets(user, range, request.query.page, request.query.category)), from: range.fromDay, to: range.toDay });
    },
  );

  app.get<Params & { Querystring: v.InferOutput<typeof pageQuery> }>(
    '/api/operator/players/:id/logins',
    { config: { permission: 'players.read' }, schema: { tags, summary: "A player's logins and devices, newest first", headers: operatorHeaders, params, querystring: jsonSchemaOf(pageQuery), response: answersOf(loginPage) } },
    async (request) => ok(await centre.logins(await players.player(request.params.id), request.query.page)),
  );

  app.get<Params>(
    '/api/operator/players/:id/protection',
    {
      config: { permission: 'players.read' },
      schema: { tags, summary: "A player's running time-out or self-exclusion (with a lift request's dates) and deposit limits (pending changes, review date)", headers: operatorHeaders, params, response: answersOf(playerProtection) },
    },
    async (request) => ok(await protectionOf(await players.player(request.params.id))),
  );

  app.put<Params & { Body: OperatorBreakRequest }>(
    '/api/operator/players/:id/break',
    {
      config: { permission: 'risk.manage' },
      schema: {
        tags,
        summary: 'Impose a time-out or a self-exclusion on a player, with a reason (audited with before and after); their sessions end at once',
        description: "The member's own rules apply: a break is never shortened (a running one that ends later answers protection_active), and an indefinite exclusion ends only by the member's lift request.",
        headers: operatorHeaders,
        params,
        body: jsonSchemaOf(operatorBreakRequest),
        response: answersOf(playerProtection),
      },
    },
    async (request) => {
      const user = await players.player(request.params.id);
      const updated = await breaks.impose(user, request.body.period, operatorActor(request), request.body.reason.trim());
      return ok({ ...(await protectionOf(user)), break: updated });
    },
  );

  app.post<Params & { Body: v.InferOutput<typeof wire.playerNoteRequest> }>(
    '/api/operator/players/:id/notes',
    { config: { permission: 'players.note' }, schema: { tags, summary: 'A note on a player (audited)', headers: operatorHeaders, params, body: jsonSchemaOf(wire.playerNoteRequest), response: answersOf(wire.playerNote) } },
    async (request) => ok(await players.addNote(request.params.id, request.body.body.trim(), operatorActor(request))),
  );

  app.put<Params & { Body: v.InferOutput<typeof wire.playerLockRequest> }>(
    '/api/operator/players/:id/lock',
    { config: { permission: 'players.lock' }, schema: { tags, summary: 'Lock or unlock a player with a reason (audited); a lock ends their sessions at once', headers: operatorHeaders, params, body: jsonSchemaOf(wire.playerLockRequest), response: answersOf(wire.playerLock) } },
    async (request) => ok(await players.setLocked(request.params.id, request.body.locked, operatorActor(request), reasonOf(request, request.body.reason))),
  );

  app.post<Params>(
    '/api/operator/players/:id/password-reset',
    {
      config: { permission: 'players.lock' },
      schema: { tags, summary: 'A temporary password, shown once; the next login must change it; sessions end (audited)', headers: operatorHeaders, params, response: answersOf(wire.passwordReset) },
    },
    async (request) => ok(await players.resetPassword(request.params.id, operatorActor(request))),
  );
}
