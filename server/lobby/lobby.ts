// The game halls: pages of catalogue games filtered by vendor, classification,
// minimum bet and name, with the hot, favourites and recent tabs, and the member's
// favourite toggles and recently played games.
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { systemClock, type Clock } from '../platform/clock';
import type { GameType } from './games';
import { page, PAGE_SIZE, type Page } from '../platform/paging';
import { MAX_SEARCH_LENGTH, MIN_BET_CHOICES, type MinBetChoice } from '../shared/lobbyRules';

import type { Classification, Favourite, HallGame, HallTab } from '../shared/wire/lobby';
export { CLASSIFICATIONS, HALL_TABS, type Classification, type HallGame, type HallTab } from '../shared/wire/lobby';
/** Spec section 5: the minimum-bet filter's choices ('all' = no filter). */
export { MIN_BET_CHOICES, type MinBetChoice };
export { MAX_SEARCH_LENGTH };

export interface HallQuery {
  gameType: GameType;
  vassalage?: string;
  tab: HallTab;
  classification?: Classification;
  q?: string;
  minBet: MinBetChoice;
  /** Games with at least this many lines (the spec's minLineNum); 0 or absent for any. */
  minLines?: number;
  page: number;
}

export const gameThumbnailUrl = (nodeId: number) => `/api/media/game/${nodeId}.svg`;

/** Minor units to a decimal string with 2 places (0.75 → "0.75", 1 → "0.01"). */
export function minorToDecimal(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function minBetMinor(choice: MinBetChoice): number | undefined {
  return choice === 'all' ? undefined : Math.round(Number(choice) * 100);
}

/** A LIKE pattern that matches `text` anywhere, its own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The longest search, in characters of its lower-cased text, totalled from game_name_counts (migration 023). */
export const COUNTED_PIECE_LENGTH = 2;

/**
 * The lower-cased search when it is short enough to be one of game_name_counts' pieces: a
 * name holds it exactly when one of the name's pieces is it, so the kept counts total it.
 */
export function countedPiece(text: string): string | undefined {
  const key = text.toLowerCase();
  // Characters as the database counts them (code points), not UTF-16 units.
  return [...key].length <= COUNTED_PIECE_LENGTH ? key : undefined;
}

/** Which parts a hall query has: one compiled statement per shape. */
interface HallShape {
  tab: HallTab;
  vassalage: boolean;
  classification: boolean;
  minBet: boolean;
  /** No name search, one short enough to be a counted piece, or a longer one. */
  search: 'none' | 'piece' | 'text';
  minLines: boolean;
  member: boolean;
}

/** The values a hall statement's slots take. */
interface HallValues {
  gameType: string;
  vassalage: string;
  classification: string;
  minor: number;
  pattern: string;
  piece: string;
  minLines: number;
  userId: number;
  offset: number;
}

/** A parameter of a compiled statement that stands for a request's value (withValues). */
class Slot {
  constructor(readonly name: keyof HallValues) {}
}

const slot = <T>(name: keyof HallValues) => sql<T>`${new Slot(name)}`;

/** The compiled statement with its slots filled from `values`. */
function withValues<R>(compiled: CompiledQuery<R>, values: HallValues): CompiledQuery<R> {
  return { ...compiled, parameters: compiled.parameters.map((p) => (p instanceof Slot ? values[p.name] : p)) };
}

export function createLobbyService(baseDb: Kysely<Database>, clock: Clock = systemClock) {
  const db = baseDb;

  function listed() {
    return db
      .selectFrom('games as g')
      .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'g.game_type').onRef('v.vassalage', '=', 'g.vassalage'))
      .where('g.active', '=', true)
      .where('v.active', '=', true);
  }

  /** The total of an all or hot tab: one kept count per vendor, the vendors' own switch applied. */
  function hallCount(shape: HallShape) {
    let counts = db
      .selectFrom('game_counts as c')
      .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'c.game_type').onRef('v.vassalage', '=', 'c.vassalage'))
      .where('v.active', '=', true)
      .where('c.game_type', '=', slot<string>('gameType'))
      .where('c.classification', '=', slot<string>('classification'))
      .where('c.min_bet_minor', '=', slot<number>('minor'))
      .where('c.hot_only', '=', shape.tab === 'hot');
    if (shape.vassalage) counts = counts.where('c.vassalage', '=', slot<string>('vassalage'));
    return counts.select(sql<string>`coalesce(sum(c.n), 0)`.as('n'));
  }

  /** The total of a short name search over an all tab: one kept count per vendor, as hallCount. */
  function pieceCount(shape: HallShape) {
    let counts = db
      .selectFrom('game_name_counts as c')
      .innerJoin('vendors as v', (join) => join.onRef('v.game_type', '=', 'c.game_type').onRef('v.vassalage', '=', 'c.vassalage'))
      .where('v.active', '=', true)
      .where('c.game_type', '=', slot<string>('gameType'))
      .where('c.piece', '=', slot<string>('piece'));
    if (shape.vassalage) counts = counts.where('c.vassalage', '=', slot<string>('vassalage'));
    return counts.select(sql<string>`coalesce(sum(c.n), 0)`.as('n'));
  }

  /**
   * Whether a short search's total is the kept pieces' sum: over the whole all tab only, as a
   * filter or the hot tab narrows the rows to count anyway.
   */
  const countsPieces = (shape: HallShape) =>
    shape.search === 'piece' && shape.tab === 'all' && !shape.classification && !shape.minBet && !shape.minLines;

  /** The conditions on a hall's games (g) of a shape, beyond active and of the type. */
  function filtersOf(shape: HallShape) {
    const filters = [];
    if (shape.vassalage) filters.push(sql<boolean>`g.vassalage = ${slot<string>('vassalage')}`);
    if (shape.classification) filters.push(sql<boolean>`g.classification = ${slot<string>('classification')}`);
    if (shape.minBet) filters.push(sql<boolean>`g.min_bet_minor = ${slot<number>('minor')}`);
    if (shape.search !== 'none') filters.push(sql<boolean>`g.name_key LIKE ${slot<string>('pattern')} ESCAPE '\\'`);
    if (shape.tab === 'hot') filters.push(sql<boolean>`g.hot`);
    if (shape.minLines) filters.push(sql<boolean>`g.lines >= ${slot<number>('minLines')}`);
    return filters;
  }

  /**
   * How many games of an all or hot tab match, counted row by row. Every game has its vendor
   * (a foreign key), so one whose vendor is not switched off is listed: a check against the
   * type's few switched-off vendors instead of a join to the vendors for each matching game.
   */
  function rowCount(shape: HallShape) {
    let counted = db
      .selectFrom('games as g')
      .where('g.active', '=', true)
      .where('g.game_type', '=', slot<string>('gameType'))
      .where(sql<boolean>`g.vassalage <> ALL (ARRAY(SELECT off.vassalage FROM vendors off WHERE off.game_type = ${slot<string>('gameType')} AND NOT off.active))`);
    for (const filter of filtersOf(shape)) counted = counted.where(filter);
    return counted.select((eb) => eb.fn.countAll<string>().as('n'));
  }

  /** A hall page's statement and its count's, for one shape of query, with slots for its values. */
  function hallStatements(shape: HallShape) {
    let base = listed().where('g.game_type', '=', slot<string>('gameType'));
    for (const filter of filtersOf(shape)) base = base.where(filter);

    let rows = base;
    if (shape.tab === 'favourites') rows = rows.innerJoin('favourites as f', (join) => join.onRef('f.game_id', '=', 'g.id').on('f.user_id', '=', slot<number>('userId')));
    if (shape.tab === 'recent') rows = rows.innerJoin('recent_games as r', (join) => join.onRef('r.game_id', '=', 'g.id').on('r.user_id', '=', slot<number>('userId')));
    const favourite =
      shape.tab === 'favourites'
        ? sql<boolean>`true`
        : !shape.member
          ? sql<boolean>`false`
          : sql<boolean>`EXISTS (SELECT 1 FROM favourites fv WHERE fv.user_id = ${slot<number>('userId')} AND fv.game_id = g.id)`;
    // The total comes with the page, as an uncorrelated subquery that runs once. Browsing
    // the whole hall sums the kept per-vendor counts (migration 015), and so does a one- or
    // two-letter name search over it (migration 023); a longer name search (from the trigram
    // index), a line-count filter (not among the kept counts) or a member's own tab counts
    // its rows. A window count would join and read every matching row before the page's
    // first (and, on PostgreSQL 15, walk the whole type in display order instead of using
    // the trigram index).
    const countQuery = countsPieces(shape)
      ? pieceCount(shape)
      : shape.tab === 'favourites' || shape.tab === 'recent'
        ? rows.select((eb) => eb.fn.countAll<string>().as('n'))
        : shape.search === 'none' && !shape.minLines
          ? hallCount(shape)
          : rowCount(shape);
    let itemsQuery = rows
      .select(gameColumns)
      .select(favourite.as('favourite'))
      .select(sql<string>`(${countQuery})`.as('total'));
    // A short search has no index to find its names by: the page walks the hall in display
    // order until it has its games, all of it for a text no name holds. The kept total
    // (run once, before the walk) skips the walk when there is nothing to find.
    if (countsPieces(shape)) itemsQuery = itemsQuery.where(sql<boolean>`(${countQuery}) > ${slot<number>('offset')}`);
    if (shape.tab === 'favourites') itemsQuery = itemsQuery.orderBy(sql`f.created_at`, 'desc').orderBy('g.id', 'desc');
    else if (shape.tab === 'recent') itemsQuery = itemsQuery.orderBy(sql`r.last_played_at`, 'desc').orderBy('g.id', 'desc');
    else itemsQuery = itemsQuery.orderBy('g.sort_order').orderBy('g.id');
    return { items: itemsQuery.limit(PAGE_SIZE).offset(slot<number>('offset')).compile(), count: countQuery.compile() };
  }

  // Kysely's building and compiling of a page's query took about a tenth of a request's CPU:
  // each shape is compiled once (at most 4 tabs x 2^6 filters present or not) and run with the
  // request's values. Only SQL text is kept, never an answer.
  const compiled = new Map<string, ReturnType<typeof hallStatements>>();
  function statementsOf(shape: HallShape) {
    const key = JSON.stringify(shape);
    let statements = compiled.get(key);
    if (!statements) compiled.set(key, (statements = hallStatements(shape)));
    return statements;
  }

  return {
    /** A page of one hall. Favourites and recent need `userId` (not_logged_in otherwise). */
    async list(query: HallQuery, userId?: number): Promise<Page<HallGame>> {
      if ((query.tab === 'favourites' || query.tab === 'recent') && userId === undefined) throw new ApiFailure('not_logged_in');
      const minor = minBetMinor(query.minBet);
      const q = query.q?.trim();
      const piece = q ? countedPiece(q) : undefined;
      const minLines = query.minLines ?? 0;
      const statements = statementsOf({
        tab: query.tab,
        vassalage: Boolean(query.vassalage),
        classification: Boolean(query.classification),
        minBet: minor !== undefined,
        search: !q ? 'none' : piece === undefined ? 'text' : 'piece',
        minLines: minLines > 0,
        member: userId !== undefined,
      });
      const values: HallValues = {
        gameType: query.gameType,
        vassalage: query.vassalage ?? '',
        // '' and 0 are the kept counts' "any" rows; the page's own filters are left out of the statement then.
        classification: query.classification ?? '',
        minor: minor ?? 0,
        pattern: q ? containsPattern(q) : '',
        piece: piece ?? '',
        minLines,
        userId: userId ?? 0,
        offset: (query.page - 1) * PAGE_SIZE,
      };
      const items = (await db.executeQuery(withValues(statements.items, values))).rows;
      // A page past the end has no row to carry the total: it is counted on its own.
      const total =
        items.length > 0 ? Number(items[0]!.total) : query.page === 1 ? 0 : Number((await db.executeQuery(withValues(statements.count, values))).rows[0]?.n ?? 0);
      return page(items.map(toHallGame), query.page, total);
    },

    /** Adds or removes a favourite by node id; not_found for an unknown or inactive game. */
    async setFavourite(userId: number, nodeId: number, favourite: boolean): Promise<Favourite> {
      const game = await this.gameByNode(nodeId);
      if (!game) throw new ApiFailure('not_found');
      if (favourite) {
        await db
          .insertInto('favourites')
          .values({ user_id: userId, game_id: game.id, created_at: clock() })
          .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('favourites').where('user_id', '=', userId).where('game_id', '=', game.id).execute();
      }
      return { nodeId, favourite };
    },

    /** The active game with this node id (its vendor active too). */
    async gameByNode(nodeId: number) {
      return listed()
        .where('g.node_id', '=', nodeId)
        .select(['g.id', 'g.node_id', 'g.game_type', 'g.vassalage', 'g.game_code', 'g.name', 'g.classification', 'v.name as vendor_name', 'v.color', 'v.accent'])
        .executeTakeFirst();
    },

    /** Notes that a member opened a game: newest first in the recent tab, with a play count. */
    async recordRecent(userId: number, gameId: number): Promise<void> {
      const at = clock();
      await db
        .insertInto('recent_games')
        .values({ user_id: userId, game_id: gameId, last_played_at: at, play_count: 1 })
        .onConflict((oc) =>
          oc.columns(['user_id', 'game_id']).doUpdateSet({ last_played_at: at, play_count: sql<number>`recent_games.play_count + 1` }),
        )
        .execute();
    },
  };
}

const gameColumns = [
  'g.node_id',
  'g.game_code',
  'g.name',
  'g.vassalage',
  'v.name as vendor_name',
  'g.classification',
  'g.min_bet_minor',
  'g.lines',
  'g.hot',
] as const;

interface GameRow {
  node_id: number;
  game_code: string;
  name: string;
  vassalage: string;
  vendor_name: string;
  classification: Classification;
  min_bet_minor: number;
  lines: number;
  hot: boolean;
  favourite: boolean;
}

function toHallGame(row: GameRow): HallGame {
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    name: row.name,
    vendor: row.vassalage,
    vendorName: row.vendor_name,
    classification: row.classification,
    minBet: minorToDecimal(row.min_bet_minor),
    lines: row.lines,
    hot: row.hot,
    thumbnailUrl: gameThumbnailUrl(row.node_id),
    favourite: Boolean(row.favourite),
  };
}

export type LobbyService = ReturnType<typeof createLobbyService>;
