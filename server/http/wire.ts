// From a wire shape (a valibot schema in `server/shared/wire/`) to the JSON schema Fastify
// validates input with, serialises answers with and the OpenAPI document shows. The browser
// parses the same answers with the same valibot schema, so the two sides cannot drift: a
// field the server sends is a field of the one schema.
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
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

/** A success answer that does not parse with the shape its route declares. */
export class AnswerShapeError extends Error {
  constructor(
    readonly route: string,
    readonly issues: readonly string[],
  ) {
    super(`The answer of ${route} does not match its wire shape: ${issues.join('; ')}`);
  }
}

/**
 * The contract check (tests build the app with it): every success answer of a route declared
 * through `answersOf` is parsed with the browser's own schema before it leaves. A mismatch is a
 * fault of the server's (500), written to stderr with the route and the issues so the failing test
 * says what drifted.
 */
export function installAnswerCheck(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const schema = wireOf((request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200]);
    if (!schema) return payload;
    const body = JSON.parse(payload) as { success?: boolean; value?: unknown };
    if (body.success !== true) return payload;
    const result = v.safeParse(schema, body.value);
    if (result.success) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const issues = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    const error = new AnswerShapeError(route, issues);
    process.stderr.write(`${error.message}\n`);
    throw error;
  });
}
