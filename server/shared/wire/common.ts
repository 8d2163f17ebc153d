// The building blocks of every wire shape (docs/architecture.md "A fact lives in one place").
// A shape is written once as a valibot schema in `server/shared/wire/<area>.ts`: the server
// turns it into the JSON schema Fastify validates and serialises with and the OpenAPI document
// shows (`server/http/wire.ts`), the browser parses answers with it (`src/api`), and tests build
// their fixtures from its type. Pure valibot: the browser bundles this file.
import * as v from 'valibot';

/** The game types of the lobby (spec section 2's categories): a menu, a hall, a bet's category. */
export const GAME_TYPES = ['LIVE', 'RNG', 'SPORTS', 'COCKFIGHT', 'ESPORTS', 'LOTT', 'ELOTT', 'PVP', 'FISH'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** The largest value of a PostgreSQL `integer` column: integers that end in one are bounded by it. */
export const INT4_MAX = 2_147_483_647;

/** An amount in an answer: a decimal string with 2 places ("1234.50"). */
export const money = v.pipe(v.string(), v.description('Decimal string with 2 places'));

/** An amount typed by a person; `server/shared/money.ts` reads it (too long is refused before that). */
export const amountInput = v.pipe(
  v.string(),
  v.maxLength(32),
  v.description('Decimal string, at most 2 decimals, greater than zero ("1234.50"); anything else answers invalid_amount with value.problem'),
  v.examples(['100.00']),
);

/** The id of a row in a `bigint` column, as the API writes it: decimal digits, no sign, no leading zero. */
export const ID_PATTERN = /^[1-9][0-9]{0,17}$/;
export const id = v.pipe(v.string(), v.regex(ID_PATTERN));
/** The path of a route about one row by its id (`/:id`). */
export const idParams = v.strictObject({ id });

/** A time in an answer: ISO 8601 in UTC. */
export const isoTime = v.pipe(v.string(), v.description('ISO 8601 time (UTC)'));

/** A whole number that ends in an `integer` column, from `min` up to the column's limit. */
export const int4 = (min = 0, max = INT4_MAX) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));

/** A count or a size in an answer. */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The stored image of an upload, as the owner sees it. */
export const UPLOAD_MIMES = ['image/png', 'image/jpeg'] as const;
export const upload = v.object({ id: v.string(), mime: v.picklist(UPLOAD_MIMES), size: count, url: v.string() });

/** A page of a list: pages of 15, `page` from 1 (spec-notes ruling 12). */
export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), page: count, pageSize: count, total: count, totalPages: count });

/** The page asked for: from 1 up to a bound no list reaches (a bigger number is bad input, not Infinity). */
export const MAX_PAGE = 100_000;
export const pageNumber = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGE));
/** The query of a paged list with no filter. */
export const pageQuery = v.strictObject({ page: v.optional(pageNumber, 1) });

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };
