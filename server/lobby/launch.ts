// The game launcher (spec section 2 /game, section 4 "other vendors launch directly"):
// finds the catalogue game, refuses what may not start (vendor maintenance window,
// a real-money game without its minimum bet in the wallet), asks the vendor's adapter
// for the address to frame, and notes the game in the member's recent games.
// Visitors and trial accounts are refused before this, by the route's session check.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { formatMinor, minorOf } from '../shared/money';
import { adapterFor, VENDOR_ADAPTERS, type LaunchGame, type LaunchMember, type LaunchMode, type VendorAdapter } from './vendors';
import type { Clock } from '../platform/clock';
import { minorToDecimal, type LobbyService } from './lobby';

import type { LaunchAnswer, LaunchRequest, MaintenanceWindow } from '../shared/wire/lobby';
export type { LaunchAnswer, LaunchRequest, MaintenanceWindow } from '../shared/wire/lobby';

export function createLaunchService(base: Kysely<Database>, deps: { clock: Clock; lobby: LobbyService; adapters?: readonly VendorAdapter[] }) {
  const catalogue = base;
  const db = base;
  const lobby = deps.lobby;
  const adapters = deps.adapters ?? VENDOR_ADAPTERS;

  async function findGame(request: LaunchRequest): Promise<LaunchGame | undefined> {
    let query = catalogue
      .selectFrom('games as g')
      .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'g.game_type').onRef('v.vassalage', '=', 'g.vassalage'))
      .where('g.active', '=', true)
      .where('v.active', '=', true)
      .select(['g.id', 'g.node_id', 'g.game_type', 'g.vassalage', 'v.name as vendor_name', 'g.game_code', 'g.name', 'g.min_bet_minor']);
    if (request.nodeId !== undefined) query = query.where('g.node_id', '=', request.nodeId);
    else if (request.vassalage !== undefined) {
      query = query.where('g.vassalage', '=', request.vassalage);
      if (request.gameCode !== undefined) query = query.where('g.game_code', '=', request.gameCode);
    } else return undefined;
    // The same code under the node id must agree, or the address was tampered with.
    if (request.nodeId !== undefined && request.vassalage !== undefined) query = query.where('g.vassalage', '=', request.vassalage);
    const row = await query.orderBy('g.sort_order').orderBy('g.id').limit(1).executeTakeFirst();
    if (!row) return undefined;
    return {
      id: row.id,
      nodeId: row.node_id,
      gameType: row.game_type,
      vassalage: row.vassalage,
      vendorName: row.vendor_name,
      gameCode: row.game_code,
      name: row.name,
      minBetMinor: row.min_bet_minor,
    };
  }

  /** The vendor's maintenance window when it covers `now`. */
  async function activeWindow(game: LaunchGame, now: Date): Promise<MaintenanceWindow | undefined> {
    const row = await db
      .selectFrom('vendor_maintenance')
      .selectAll()
      .where('game_type', '=', game.gameType)
      .where('vassalage', '=', game.vassalage)
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      vendor: game.vassalage,
      vendorName: game.vendorName,
      startsAt: new Date(row.starts_at).toISOString(),
      endsAt: new Date(row.ends_at).toISOString(),
      info: row.info,
    };
  }

  async function mainBalance(userId: number): Promise<number> {
    const row = await base.selectFrom('ledger_accounts').select('balance').where('user_id', '=', userId).where('kind', '=', 'main').executeTakeFirst();
    return minorOf(row?.balance ?? 0);
  }

  return {
    async launch(member: LaunchMember, request: LaunchRequest): Promise<LaunchAnswer> {
      const game = await findGame(request);
      if (!game) throw new ApiFailure('not_found');
      const window = await activeWindow(game, deps.clock());
      if (window) throw new ApiFailure('vendor_maintenance', window, 423);
      const adapter = adapterFor(game, adapters);
      if (adapter.mode(game) === 'real') {
        const balance = await mainBalance(member.id);
        if (balance < game.minBetMinor) {
          throw new ApiFailure('insufficient_funds', { balance: formatMinor(balance), minBet: minorToDecimal(game.minBetMinor), currency: member.currency });
        }
      }
      const { url, mode } = adapter.launch(member, game);
      await lobby.recordRecent(member.id, game.id);
      return {
        url,
        mode,
        game: {
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          name: game.name,
          gameType: game.gameType,
          vendor: game.vassalage,
          vendorName: game.vendorName,
          minBet: minorToDecimal(game.minBetMinor),
        },
      };
    },

    /** Sets a vendor's maintenance window (every game type it serves); not_found for an unknown vendor. */
    async setMaintenance(input: { vendor: string; startsAt: string; endsAt: string; info?: string }): Promise<MaintenanceWindow[]> {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (Number.isNaN(startsAt.getTime())) throw new ApiFailure('bad_request', { field: 'startsAt', problem: 'format' });
      if (Number.isNaN(endsAt.getTime())) throw new ApiFailure('bad_request', { field: 'endsAt', problem: 'format' });
      if (endsAt <= startsAt) throw new ApiFailure('bad_request', { field: 'endsAt', problem: 'before_start' });
      const vendors = await db.selectFrom('vendors').select(['game_type', 'vassalage', 'name']).where('vassalage', '=', input.vendor).execute();
      if (vendors.length === 0) throw new ApiFailure('not_found');
      const info = input.info ?? '';
      for (const v of vendors) {
        await db
          .insertInto('vendor_maintenance')
          .values({ game_type: v.game_type, vassalage: v.vassalage, starts_at: startsAt, ends_at: endsAt, info, updated_at: deps.clock() })
          .onConflict((oc) => oc.columns(['game_type', 'vassalage']).doUpdateSet({ starts_at: startsAt, ends_at: endsAt, info, updated_at: deps.clock() }))
          .execute();
      }
      return vendors.map((v) => ({ vendor: v.vassalage, vendorName: v.name, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), info }));
    },

    async clearMaintenance(vendor: string): Promise<{ vendor: string; cleared: number }> {
      const result = await db.deleteFrom('vendor_maintenance').where('vassalage', '=', vendor).executeTakeFirst();
      return { vendor, cleared: Number(result.numDeletedRows) };
    },

    /** Card tables of the PVP games (spec section 7 "pvp rooms GET"), by game or vendor. */
    async pvpRooms(filter: { nodeId?: number; vassalage?: string }) {
      let query = catalogue
        .selectFrom('game_rooms as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'g.game_type').onRef('v.vassalage', '=', 'g.vassalage'))
        .where('g.game_type', '=', 'PVP')
        .where('g.active', '=', true)
        .where('v.active', '=', true)
        .select(['r.id', 'r.name', 'r.min_bet_minor', 'r.entry_minor', 'r.seats', 'g.node_id', 'g.game_code', 'g.name as game_name', 'g.vassalage', 'v.name as vendor_name']);
      if (filter.nodeId !== undefined) query = query.where('g.node_id', '=', filter.nodeId);
      if (filter.vassalage !== undefined) query = query.where('g.vassalage', '=', filter.vassalage);
      const rows = await query.orderBy('g.sort_order').orderBy('g.id').orderBy('r.sort_order').orderBy('r.id').limit(500).execute();
      return rows.map((r) => ({
        roomId: r.id,
        name: r.name,
        minBet: minorToDecimal(r.min_bet_minor),
        entry: minorToDecimal(r.entry_minor),
        seats: r.seats,
        nodeId: r.node_id,
        gameCode: r.game_code,
        gameName: r.game_name,
        vendor: r.vassalage,
        vendorName: r.vendor_name,
      }));
    },
  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
