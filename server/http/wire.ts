// From a wire shape (a valibot schema in `server/shared/wire/`) to the JSON schema Fastify
// validates input with, serialises answers with and the OpenAPI document shows. The browser
// parses the same answers with the same valibot schema, so the two sides cannot drift: a
// field the server sends is a field of the one schema.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { answers, type JsonSchema } from './schemas';

type Wire = v.GenericSchema;

/** The wire shape each answer schema was made from, read by the contract check of the tests. */
const wireOfAnswer = new WeakMap<object, Wire>();

/**
 * The JSON schema of a wire shape. Checks that JSON Schema cannot say (valibot `check`,
 * transforms) are left to the service, which enforces every rule again; the JSON schema
 * keeps what it can say (types, patterns, lengths, ranges, enums).
 */
export function jsonSchemaOf(schema: Wire): JsonSchema {
  const { $schema: _draft, ...json } = toJsonSchema(schema, { errorMode: 'ignore' }) as JsonSchema;
  return json;
}

/** The `response` part of a route schema: the success envelope around the shape, and the error envelope. */
export function answersOf(schema: Wire): Record<string, JsonSchema> {
  const response = answers(jsonSchemaOf(schema));
  wireOfAnswer.set(response[200]!, schema);
  return response;
}

/** The wire shape a route's success answer was declared with, if it was declared through `answersOf`. */
export function wireOf(response200: unknown): Wire | undefined {
  return typeof response200 === 'object' && response200 !== null ? wireOfAnswer.get(response200) : undefined;
}
