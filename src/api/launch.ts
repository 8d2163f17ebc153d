import * as lobby from '../../server/shared/wire/lobby';
import { call } from './client';

// The game launcher (POST /api/games/launch): the address the /game page frames and
// whether real money is at stake. Refusals arrive as ApiError: not_logged_in,
// register_real_account_first, vendor_maintenance (value: the window) and
// insufficient_funds (value: balance, minBet, currency).

export const launchAnswerSchema = lobby.launchAnswer;
export type { LaunchAnswer, LowBalance, MaintenanceWindow, PvpRoom } from '../../server/shared/wire/lobby';

export interface LaunchQuery {
  nodeId?: number;
  vassalage?: string;
  gameCode?: string;
}

export const maintenanceWindowSchema = lobby.maintenanceWindow;

export const lowBalanceSchema = lobby.lowBalance;

/** The launch query of a /game address (`vassalage`, `gameCode`, `nodeId`); null when it names no game. */
export function launchQueryOf(params: URLSearchParams): LaunchQuery | null {
  const query: LaunchQuery = {};
  const node = params.get('nodeId');
  if (node && lobby.NODE_ID_PATTERN.test(node)) query.nodeId = Number(node);
  const vendor = params.get('vassalage');
  if (vendor && lobby.VENDOR_CODE_PATTERN.test(vendor)) query.vassalage = vendor;
  const code = params.get('gameCode');
  if (code && query.vassalage && lobby.GAME_CODE_PATTERN.test(code)) query.gameCode = code;
  return query.nodeId !== undefined || query.vassalage !== undefined ? query : null;
}

export const launchGame = (query: LaunchQuery) => call(launchAnswerSchema, 'games/launch', { method: 'POST', json: query });

/** A card (PVP) room: stakes, chips to sit down and seats (GET /api/games/pvp/rooms). */
export const pvpRoomSchema = lobby.pvpRoom;

export const fetchPvpRooms = (vassalage: string | null) => call(lobby.pvpRooms, 'games/pvp/rooms', vassalage ? { searchParams: { vassalage } } : {});
