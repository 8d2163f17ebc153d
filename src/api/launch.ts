import * as lobby from '../../server/shared/wire/lobby';
import { call, type CallOptions } from './client';

// The game launcher (POST /api/games/launch): the address the /game page frames and
// whether real money is at stake. Refusals arrive as ApiError: not_logged_in,
// register_real_account_first, vendor_maintenance (value: the window) and
// insufficient_funds (value: balance, minBet, currency).

export const launchAnswerSchema = lobby.launchAnswer;
export type { LaunchAnswer, LowBalance, MaintenanceWindow, PvpRoom } from '../../server/shared/wire/lobby';

/** What a launch names: a game by its node id, or a vendor (with one of its game codes). */
export type LaunchQuery = lobby.LaunchBody;

export const maintenanceWindowSchema = lobby.maintenanceWindow;

export const lowBalanceSchema = lobby.lowBalance;

export const launchGame = (query: LaunchQuery, { signal }: CallOptions = {}) => call(launchAnswerSchema, 'games/launch', { method: 'POST', json: query, signal });

/** A card (PVP) room: stakes, chips to sit down and seats (GET /api/games/pvp/rooms). */
export const pvpRoomSchema = lobby.pvpRoom;

export const fetchPvpRooms = (vassalage: string | null, { signal }: CallOptions = {}) =>
  call(lobby.pvpRooms, 'games/pvp/rooms', vassalage ? { searchParams: { vassalage }, signal } : { signal });
