// Column types shared by the table types: bigints of minor units, timestamps, JSON.
import type { ColumnType } from 'kysely';

/**
 * A bigint column of minor units. `pg` hands bigints back as strings, PGlite as
 * numbers; read them with minorOf() of server/shared/money.ts.
 */
export type BigintColumn = ColumnType<string | number, number | string | bigint, number | string | bigint>;
/** A bigint column with a database default. */
export type GeneratedBigint = ColumnType<string | number, number | string | bigint | undefined, number | string | bigint>;

/** A timestamptz the database fills in; drivers hand back a Date. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A json/jsonb column written as its JSON text. */
export type Json = ColumnType<unknown, string | undefined, string>;

