// JSON schemas shared by the routes: the envelope around each answer, and the
// error answer. They validate input, shape output and feed the OpenAPI document.
import { ERROR_CODES } from '../shared/errorCodes';
import { INT4_MAX } from '../shared/wire/common';

export type JsonSchema = Record<string, unknown>;

export const errorEnvelopeSchema = {
  type: 'object',
  required: ['success', 'errorCode', 'message'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    errorCode: { type: 'string', enum: [...ERROR_CODES] },
    message: { type: 'string' },
    value: {},
  },
} as const satisfies JsonSchema;

export function okEnvelopeSchema(value: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['success', 'value'],
    properties: { success: { type: 'boolean', enum: [true] }, value },
  };
}

/** The `response` part of a route schema: the success envelope plus the error envelope. */
export function answers(value: JsonSchema): Record<string, JsonSchema> {
  return { 200: okEnvelopeSchema(value), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema };
}

export const str = (extra: JsonSchema = {}) => ({ type: 'string', ...extra });
/**
 * The range of the database's int4 columns (ids of reference rows, counts, pages,
 * seconds). An integer a client sends ends in one of them, so every integer schema is
 * held to it unless it names a narrower range: a number past it is refused as bad input
 * instead of failing in the database. Ids of int8 rows travel as strings (idSchema).
 */
export const INT4 = { minimum: -INT4_MAX - 1, maximum: INT4_MAX } as const;

/** Whether a number fits an int4 column. */
export const fitsInt4 = (n: number) => Number.isInteger(n) && n >= INT4.minimum && n <= INT4.maximum;

export const int = (extra: JsonSchema = {}) => ({ type: 'integer', ...INT4, ...extra });
export const bool = { type: 'boolean' } as const;

export function obj(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema {
  return { type: 'object', additionalProperties: false, required, properties };
}

export const arrayOf = (items: JsonSchema, extra: JsonSchema = {}) => ({ type: 'array', items, ...extra });

/** The X-Merchant header most routes read; any value is accepted and unknown codes fall back. */
export const merchantHeaders = {
  type: 'object',
  properties: { 'x-merchant': { type: 'string', description: 'Merchant code; unknown codes use the default merchant.' } },
} as const satisfies JsonSchema;
