import * as v from 'valibot';
import { call } from './client';

// The game launcher (POST /api/games/launch): the address the /game page frames and
// whether real money is at stake. Refusals arrive as ApiError: not_logged_in,
// register_real_account_first, vendor_maintenance (value: the window) and
// insufficient_funds (value: balance, minBet, currency).

export const launchAnswerSchema = v.object({
  url: v.string(),
  mode: v.picklist(['real', 'demo']),
  game: v.object({
    nodeId: v.number(),
    gameCode: v.string(),
    name: v.string(),
    gameType: v.string(),
    vendor: v.string(),
    vendorName: v.string(),
    minBet: v.string(),
  }),
});
export type LaunchAnswer = v.InferOutput<typeof launchAnswerSchema>;

export interface LaunchQuery {
  nodeId?: number;
  vassalage?: string;
  gameCode?: string;
}

export const maintenanceWindowSchema = v.object({
  vendor: v.string(),
  vendorName: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  info: v.optional(v.string(), ''),
});
export type MaintenanceWindow = v.InferOutput<typeof maintenanceWindowSchema>;

export const lowBalanceSchema = v.object({ balance: v.string(), minBet: v.string(), currency: v.string() });
export type LowBalance = v.InferOutput<typeof lowBalanceSchema>;

/** The launch query of a /game address (`vassalage`, `gameCode`, `nodeId`); null when it names no game. */
export function launchQueryOf(params: URLSearchParams): LaunchQuery | null {
  const query: LaunchQuery = {};
  const node = params.get('nodeId');
  if (node && /^[1-9][0-9]{0,8}$/.test(node)) query.nodeId = Number(node);
  const vendor = params.get('vassalage');
  if (vendor && /^[A-Z0-9_]{1,32}$/.test(vendor)) query.vassalage = vendor;
  const code = params.get('gameCode');
  if (code && query.vassalage && /^[A-Za-z0-9_-]{1,48}$/.test(code)) query.gameCode = code;
  return query.nodeId !== undefined || query.vassalage !== undefined ? query : null;
}

export const launchGame = (query: LaunchQuery) => call(launchAnswerSchema, 'games/launch', { method: 'POST', json: query });

/** A card (PVP) room: stakes, chips to sit down and seats (GET /api/games/pvp/rooms). */
export const pvpRoomSchema = v.object({
  roomId: v.number(),
  name: v.string(),
  minBet: v.string(),
  entry: v.string(),
  seats: v.number(),
  nodeId: v.number(),
  gameCode: v.string(),
  gameName: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
});
export type PvpRoom = v.InferOutput<typeof pvpRoomSchema>;

export const fetchPvpRooms = (vassalage: string | null) => call(v.array(pvpRoomSchema), 'games/pvp/rooms', vassalage ? { searchParams: { vassalage } } : {});
