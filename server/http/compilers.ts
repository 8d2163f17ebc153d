// Fastify compiles a validator (Ajv) and a serializer (fast-json-stringify) for each schema of
// each route as the server starts, the larger part of a start's CPU. Most of those schemas are
// the same text: every member route's headers, the error envelope of every answer, the id in a
// path. These factories compile each schema text once per process and hand the same function to
// every route (and every app: the tests build hundreds) that declares it. They wrap Fastify's own
// compilers, so validation and serialisation are exactly Fastify's defaults.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

// Fastify's and the compilers' own types disagree on the shapes passed (their unions differ);
// at run time both sides are the plain functions below.
type Compile = (route: { schema?: unknown }) => unknown;
type Factory = (externalSchemas: unknown, options: unknown) => Compile;

/** A factory whose compiled functions are kept by the text of the compiler's setup and of the schema. */
function memoised(factory: Factory): Factory {
  const compiled = new Map<string, unknown>();
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    const setupKey = JSON.stringify([externalSchemas, options]);
    return (route) => {
      const key = `${setupKey}\n${JSON.stringify(route.schema)}`;
      if (!compiled.has(key)) compiled.set(key, compile(route));
      return compiled.get(key);
    };
  };
}

const buildValidator = memoised(AjvCompiler() as unknown as Factory);
const buildSerializer = memoised(SerializerSelector() as unknown as Factory);

/** Fastify's `schemaController` option with the shared compilers. */
export const sharedCompilers = { compilersFactory: { buildValidator, buildSerializer } } as unknown as FastifyServerOptions['schemaController'];
