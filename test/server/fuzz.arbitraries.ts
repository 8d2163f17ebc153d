// Request generators for the fuzz pass over every route (routes-fuzz.test.ts): values
// drawn from a route's own JSON schema, mixed with the input a careless or hostile
// client sends (numbers in every notation and past every column's range, strings of
// every kind of Unicode, wrong types, deep nesting, broken and oversized bodies).
import fc from 'fast-check';

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
};

/** A token written into JSON text as it is (so `1e309` or `0x10` reach the parser untouched). */
export class Raw {
  constructor(readonly text: string) {}
}
export type Json = Raw | string | number | boolean | null | Json[] | { [key: string]: Json };

/** JSON text where Raw tokens stand as written; lone surrogates are escaped, as JSON.stringify does. */
export function jsonText(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`).join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * Numbers in every notation and at every edge: beyond double range, negative zero,
 * hex, separators, NaN, fractions, and the edges of int4, int8 and JavaScript's safe
 * integers. Some are not JSON at all; a parser must refuse those.
 */
export const NUMBER_TOKENS = [
  '1e309', '-1e309', '1e-400', '-0', '0x10', '1_000', 'NaN', 'Infinity', '-Infinity', '1.5', '-1', '0', '0.0001', '1E3', '.5', '5.', '+1', '00012',
  '2147483647', '2147483648', '-2147483648', '-2147483649', '4294967296', '9007199254740991', '9007199254740993', '9223372036854775807',
  '9223372036854775808', '-9223372036854775809', '99999999999999999999999999999999', '1e20', '12345678901234567890.12',
];
const numberToken = fc.constantFrom(...NUMBER_TOKENS);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Strings of every kind of Unicode: controls, NUL, direction marks, emoji, lone surrogates, combining marks, very long. */
export const weirdString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary-ascii', maxLength: 24 }),
  fc.string({ unit: fc.oneof(loneSurrogate, fc.constantFrom('a', '\u0000', '\u202e', '\u200f', '\ufeff', '\u0301')), maxLength: 8 }),
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\u202eevil\u202c', '\u200f\u200e', '😀👨‍👩‍👧‍👦🏳️‍🌈', '\ufeffBOM', 'e\u0301'.repeat(500), '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'x'.repeat(70_000), "' OR 1=1 --", '../../etc/passwd', '<script>alert(1)</script>', '${7*7}', '__proto__', 'constructor', 'null', 'true', '[]', '{}',
  ),
);

/** Values of any type, nested a little. */
export const anyJson: fc.Arbitrary<Json> = fc.oneof(
  weirdString,
  numberToken.map((t) => new Raw(t)),
  fc.integer(),
  fc.double().map((d) => (Number.isFinite(d) ? d : new Raw(String(d)))),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(weirdString, fc.integer()), { maxLength: 3 }),
  fc.dictionary(weirdString, fc.oneof(weirdString, fc.integer(), fc.constant(null)), { maxKeys: 3 }),
);

/** Plain text a field of free text would take (so the other fields of a request are what gets tested). */
const plainText = fc.oneof(fc.constantFrom('100.00', '1', 'NG', 'main', 'HOUSE', 'someone@example.com', '8030000001', 'Passw0rd!'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }));

/** A value the schema allows (roughly: formats a service checks itself are not known here). */
function allowedValue(schema: Schema, depth: number): fc.Arbitrary<Json> | undefined {
  const types = [schema.type ?? []].flat();
  if (schema.enum?.length) return fc.constantFrom(...(schema.enum as Json[]));
  if (types.includes('integer') || types.includes('number')) return fc.integer({ min: Math.max(schema.minimum ?? 1, -(2 ** 31)), max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1) });
  if (types.includes('string')) return schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : plainText;
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('array')) return fc.array(valueFor(schema.items, depth + 1), { maxLength: 3 });
  if (types.includes('object') && schema.properties) return objectFor(schema, depth + 1);
  return undefined;
}

/** Values at or past a schema's edges: its bounds and one past them, every number notation, every kind of string. */
function edgeValue(schema: Schema): fc.Arbitrary<Json> {
  const types = [schema.type ?? []].flat();
  const options: fc.Arbitrary<Json>[] = [numberToken.map((t) => new Raw(t))];
  if (types.includes('integer') || types.includes('number')) {
    const bounds = [schema.minimum, schema.maximum].filter((b): b is number => b !== undefined);
    if (bounds.length) options.push(fc.constantFrom(...bounds.flatMap((b) => [b - 1, b, b + 1, b + 0.5])));
  }
  if (types.includes('string')) options.push(weirdString, numberToken);
  return fc.oneof(...options);
}

/** A value for a schema: mostly one it allows, often one at or past its edges, sometimes of another type. */
export function valueFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<Json> {
  if (!schema || depth > 4) return anyJson;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valueFor(s, depth + 1)));
  const allowed = allowedValue(schema, depth);
  return fc.oneof(...(allowed ? [{ weight: 5, arbitrary: allowed }] : []), { weight: 3, arbitrary: edgeValue(schema) }, { weight: 1, arbitrary: anyJson });
}

/** An object for the schema: its required fields mostly present, any of them may be missing, and an unknown one may be added. */
export function objectFor(schema: Schema, depth = 0): fc.Arbitrary<Json> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, valueFor(s, depth + 1)]));
  const required = (schema.required ?? []).filter((name) => name in model);
  const fields = fc.oneof({ weight: 4, arbitrary: fc.record(model, { requiredKeys: required }) }, { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) });
  return fc.tuple(fields, rarely(fc.tuple(weirdString, anyJson))).map(([known, extra]) => (extra ? { ...known, [extra[0]]: extra[1] } : known) as Json);
}

/** The value in about one case of `outOf`, otherwise null. */
export function rarely<T>(arbitrary: fc.Arbitrary<T>, outOf = 8): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: outOf - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}

/** Nesting deeper than any parser or walker should follow. */
export const DEEP = {
  objects: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  arrays: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
};

/** A whole body as sent on the wire: content type and text. */
export interface WireBody {
  contentType?: string;
  payload: string;
}

/** Bodies for a route: schema-shaped JSON most often, then every other thing a client can send. */
export function bodyFor(schema: Schema | undefined): fc.Arbitrary<WireBody | undefined> {
  const json = (payload: string): WireBody => ({ contentType: 'application/json', payload });
  const shaped = (schema?.properties ? objectFor(schema) : anyJson).map((v) => json(jsonText(v)));
  return fc.oneof(
    { weight: 12, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: anyJson.map((v) => json(jsonText(v))) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '[1,2', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', '', '\u0000', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}').map(json) },
    { weight: 1, arbitrary: fc.constantFrom(DEEP.objects, DEEP.arrays).map(json) },
    {
      weight: 1,
      arbitrary: fc.tuple(shaped, fc.constantFrom(undefined, 'text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=b', 'application/json; charset=latin1', 'application/octet-stream', 'image/png', ';;;', 'application/json, text/html')).map(([body, contentType]) => ({ contentType, payload: body.payload })),
    },
    // Past the server's body limit (1 MB).
    { weight: 1, arbitrary: fc.constant(json(JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }))) },
  );
}

/** A query-string or path value: mostly one the schema allows, often at or past its edges, as text. */
export function textFor(schema: Schema | undefined): fc.Arbitrary<string> {
  const allowed = schema ? allowedValue(schema, 4) : undefined;
  const asText = (a: fc.Arbitrary<Json>) => a.map((v) => (v instanceof Raw ? v.text : typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof(
    { weight: 5, arbitrary: allowed ? asText(allowed) : plainText },
    { weight: 3, arbitrary: schema ? asText(edgeValue(schema)) : numberToken },
    { weight: 1, arbitrary: weirdString },
  );
}

/**
 * Percent-encodes for a URL. A lone surrogate has no UTF-8 form (encodeURIComponent
 * throws), so it goes as the bytes of its broken encoding, as a hostile client would.
 */
export function urlEncode(text: string): string {
  return Array.from(text)
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      return encodeURIComponent(ch);
    })
    .join('');
}
