// The lobby on the wire beside the menu and the halls (`gameMenu.ts`, `halls.ts`, re-exported
// here for the server): the hot games, a category page's vendor lanes, the launcher's answer,
// the PVP rooms and the operator's vendor maintenance windows.
import * as v from 'valibot';
import { LOCALE_CODES } from '../languages';
import { count, GAME_TYPES, int4, money } from './common';

export * from './gameMenu';
export * from './halls';
import { MERCHANT_CODE_PATTERN, VENDOR_CODE_PATTERN } from './halls';

/** The platforms the spec names for the lanes call; every game plays on both. */
export const LANE_PLATFORMS = ['html5-desktop', 'html5'] as const;
export type LanePlatform = (typeof LANE_PLATFORMS)[number];
/** real: stakes move the member's money (HOUSE); demo: play money only. */
export const LAUNCH_MODES = ['real', 'demo'] as const;
export type LaunchMode = (typeof LAUNCH_MODES)[number];

// ── Requests ────────────────────────────────────────────────────────────────

export const GAME_CODE_PATTERN = /^[A-Za-z0-9_-]{1,48}$/;
const vendorCode = v.pipe(v.string(), v.regex(VENDOR_CODE_PATTERN), v.description('A vendor code (vassalage)'));
const gameCode = v.pipe(v.string(), v.regex(GAME_CODE_PATTERN));
const nodeId = int4(1, 999_999_999);
const merchantCode = v.pipe(v.string(), v.regex(MERCHANT_CODE_PATTERN));

/** The spec's hot query (section 3). */
export const hotQuery = v.strictObject({
  merchantCode: v.optional(merchantCode),
  isPlatform: v.optional(v.picklist([0, 1]), 1),
  vassalage: v.optional(vendorCode),
  platform: v.optional(v.picklist(['W']), 'W'),
  language: v.optional(v.picklist(LOCALE_CODES)),
});

export const lanesQuery = v.strictObject({
  gameType: v.picklist(GAME_TYPES),
  platform: v.optional(v.picklist(LANE_PLATFORMS), 'html5-desktop'),
});

export const pvpRoomsQuery = v.strictObject({ nodeId: v.optional(nodeId), vassalage: v.optional(vendorCode) });

/** Which game: its node id, or a vendor with an optional game code (the vendor's first game without one). */
export const launchBody = v.strictObject({ nodeId: v.optional(nodeId), vassalage: v.optional(vendorCode), gameCode: v.optional(gameCode) });
export type LaunchBody = v.InferOutput<typeof launchBody>;
export type LaunchRequest = v.InferOutput<typeof launchBody>;

export const maintenanceBody = v.strictObject({
  vendor: vendorCode,
  startsAt: v.pipe(v.string(), v.maxLength(40)),
  endsAt: v.pipe(v.string(), v.maxLength(40)),
  info: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export const vendorParams = v.strictObject({ vendor: vendorCode });

// ── Answers ─────────────────────────────────────────────────────────────────

export const hotGame = v.object({
  gameType: v.string(),
  nodeId: count,
  showIcon: v.pipe(v.string(), v.description('The game\'s thumbnail')),
  name: v.string(),
  gameCode: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
});
export type HotGame = v.InferOutput<typeof hotGame>;
export const hotGames = v.array(hotGame);

export const laneCard = v.object({
  nodeId: count,
  gameCode: v.string(),
  name: v.string(),
  gameType: v.string(),
  vendor: v.string(),
  isGame: v.literal('GAME'),
  showIcon: v.pipe(v.string(), v.description('The game\'s thumbnail')),
  minBet: money,
});
export type LaneCard = v.InferOutput<typeof laneCard>;
export const lane = v.object({
  vassalage: v.string(),
  title: v.pipe(v.string(), v.description('The vendor\'s name')),
  gameClassify: v.pipe(v.string(), v.description('The classification most of the lane\'s games share')),
  total: v.pipe(count, v.description('The vendor\'s games of the type; the lane shows the first ones')),
  cards: v.array(laneCard),
});
export type Lane = v.InferOutput<typeof lane>;
export const lanes = v.array(lane);

export const launchAnswer = v.object({
  url: v.pipe(v.string(), v.description('Same-origin path to open in the launcher iframe')),
  mode: v.pipe(v.picklist(LAUNCH_MODES), v.description('real: stakes move the member\'s money (HOUSE); demo: play money only')),
  game: v.object({ nodeId: count, gameCode: v.string(), name: v.string(), gameType: v.string(), vendor: v.string(), vendorName: v.string(), minBet: money }),
});
export type LaunchAnswer = v.InferOutput<typeof launchAnswer>;

/** A vendor's maintenance window: the operator's list, and the value of a vendor_maintenance refusal. */
export const maintenanceWindow = v.object({ vendor: v.string(), vendorName: v.string(), startsAt: v.string(), endsAt: v.string(), info: v.string() });
export type MaintenanceWindow = v.InferOutput<typeof maintenanceWindow>;
export const maintenanceWindows = v.array(maintenanceWindow);
export const maintenanceCleared = v.object({ vendor: v.string(), cleared: count });

/** The value of an insufficient_funds refusal of a real-money launch. */
export const lowBalance = v.object({ balance: money, minBet: money, currency: v.string() });
export type LowBalance = v.InferOutput<typeof lowBalance>;

/** A card (PVP) room: stakes, chips to sit down and seats. */
export const pvpRoom = v.object({
  roomId: count,
  name: v.string(),
  minBet: money,
  entry: v.pipe(v.string(), v.description('Chips needed to sit down')),
  seats: count,
  nodeId: count,
  gameCode: v.string(),
  gameName: v.string(),
  vendor: v.string(),
  vendorName: v.string(),
});
export type PvpRoom = v.InferOutput<typeof pvpRoom>;
export const pvpRooms = v.array(pvpRoom);
