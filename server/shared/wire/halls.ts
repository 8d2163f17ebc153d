// The game halls on the wire (GET /api/games, the favourite toggles): the spec's game list
// query, a page of a hall and a toggled favourite. Its own module: the halls load it, not the shell.
import * as v from 'valibot';
import { MAX_SEARCH_LENGTH, MIN_BET_CHOICES } from '../lobbyRules';
import { LOCALE_CODES } from '../languages';
import { count, GAME_TYPES, int4, MAX_PAGE, money } from './common';

/** Game classifications; spec sections 2 and 9: BG is offered only when the language is TY. */
export const CLASSIFICATIONS = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];
/** A hall's list types. */
export const HALL_TABS = ['all', 'hot', 'favourites', 'recent'] as const;
export type HallTab = (typeof HALL_TABS)[number];
/** Pages of 15 (spec-notes ruling 12). */
export const HALL_PAGE_SIZE = 15;

// ── Requests ────────────────────────────────────────────────────────────────

/** A game's node id in a path: digits, up to nine. */
export const NODE_ID_PATTERN = /^[1-9][0-9]{0,8}$/;
/** A vendor code (vassalage) and a merchant code, wherever a request names one. */
export const VENDOR_CODE_PATTERN = /^[A-Z0-9_]{1,32}$/;
export const MERCHANT_CODE_PATTERN = /^[A-Z0-9_]{1,16}$/;
export const nodeParams = v.strictObject({ nodeId: v.pipe(v.string(), v.regex(NODE_ID_PATTERN)) });

/** The spec's game list query (section 3), plus `tab`, the hall's list type. */
export const hallQuery = v.strictObject({
  clientType: v.optional(v.pipe(int4(1, 3), v.description('The client (3 web); every client gets the same list'))),
  platform: v.optional(v.pipe(v.picklist(['W', 'html5-desktop', 'html5']), v.description('W is the web platform'))),
  channel: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/), v.description('Where the visitor came from (kept out of the list)'))),
  merchant: v.optional(v.pipe(v.string(), v.regex(MERCHANT_CODE_PATTERN), v.description('The merchant; the catalogue is shared by every merchant'))),
  gameType: v.optional(v.picklist(GAME_TYPES), 'RNG'),
  vassalage: v.optional(v.pipe(v.string(), v.regex(VENDOR_CODE_PATTERN), v.description('A vendor code; all vendors of the type when absent'))),
  tab: v.optional(v.picklist(HALL_TABS), 'all'),
  gameClassify: v.optional(v.picklist(CLASSIFICATIONS)),
  gameName: v.optional(v.pipe(v.string(), v.maxLength(MAX_SEARCH_LENGTH), v.description('Name search'))),
  minBet: v.optional(v.picklist(MIN_BET_CHOICES), 'all'),
  minLineNum: v.optional(v.pipe(int4(0, 1000), v.description('Games with at least this many lines')), 0),
  pageNo: v.optional(int4(1, MAX_PAGE), 1),
  pageSize: v.optional(v.pipe(v.picklist([HALL_PAGE_SIZE]), v.description('Every paged list has pages of 15')), HALL_PAGE_SIZE),
  language: v.optional(v.pipe(v.picklist(LOCALE_CODES), v.description('Game names are proper nouns, the same in every language'))),
});

// ── Answers ─────────────────────────────────────────────────────────────────

export const hallGame = v.object({
  nodeId: count,
  gameCode: v.string(),
  name: v.string(),
  vendor: v.pipe(v.string(), v.description('The vendor code (vassalage)')),
  vendorName: v.string(),
  classification: v.picklist(CLASSIFICATIONS),
  minBet: v.pipe(money, v.description('Smallest stake, decimal string with 2 places')),
  lines: count,
  hot: v.boolean(),
  thumbnailUrl: v.string(),
  favourite: v.boolean(),
});
export type HallGame = v.InferOutput<typeof hallGame>;
/** The game list's answer in the spec's names (section 3): games and totalPages, with the total and the page. */
export const hallPage = v.object({ games: v.array(hallGame), total: count, pageNo: count, pageSize: count, totalPages: count });
export type HallPage = v.InferOutput<typeof hallPage>;

export const favourite = v.object({ nodeId: count, favourite: v.boolean() });
export type Favourite = v.InferOutput<typeof favourite>;
