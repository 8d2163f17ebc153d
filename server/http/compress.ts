// Compression of what the server makes as it answers: API answers, the OpenAPI pages and any
// file that was not compressed at build time. The built app's files are compressed once at
// `npm run build` (scripts/build/precompress.ts) and served as they are (`preCompressed` in
// pages.ts), so this hook sees them already encoded and leaves them alone.
import { pipeline, Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers at or below this many bytes travel as they are: the headers would cost more than the saving. */
export const COMPRESS_THRESHOLD = 1024;

/** The encodings the server writes, in its order of preference when the client rates them equally. */
const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

// Text-like types only: images, fonts and archives are compressed by their own formats.
// An event stream is left alone, as compression would hold its events back.
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i;

export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 12.5.3): the acceptable
 * one with the highest weight, `*` standing for any encoding the header does not name, brotli on
 * a tie; none (identity) without a header or when no encoding we write is acceptable.
 */
export function negotiateEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Answers are compressed while the client waits: brotli quality 4 costs about what gzip's
// default does and still beats it (the build uses the slowest, smallest settings instead).
const BROTLI_LIVE = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI_LIVE) : gzip(body);
}

function compressStream(encoding: Encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress(BROTLI_LIVE) : zlib.createGzip();
}

/** Adds Accept-Encoding to Vary: a cache must not hand one client's encoding to another. */
export function varyOnAcceptEncoding(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const tokens = String(current ?? '')
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.includes('accept-encoding') || tokens.includes('*')) return;
  reply.header('vary', tokens.length > 0 ? `${String(current)}, accept-encoding` : 'accept-encoding');
}

/**
 * The last onSend hook: compresses a text-like answer over COMPRESS_THRESHOLD bytes in the
 * encoding the client prefers. Register it after every hook that reads the payload (the answer
 * check parses it as JSON).
 */
export function installCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    // No body (204, 304), a part of a file (206, Range), or already encoded: nothing to do.
    if (payload === null || payload === undefined || status === 204 || status === 304 || status === 206) return payload;
    if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return payload;
    if (!isCompressible(reply.getHeader('content-type') as string | undefined)) return payload;

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      // Measured without copying: most API calls carry no Accept-Encoding and go out as they are.
      if (Buffer.byteLength(payload) <= COMPRESS_THRESHOLD) return payload;
      varyOnAcceptEncoding(reply);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const compressed = await compressBody(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
      markEncoded(reply, encoding);
      return compressed;
    }

    if (payload instanceof Readable) {
      // A file stream: its length is known from the file; an unknown length may be large.
      const length = Number(reply.getHeader('content-length') ?? Number.NaN);
      if (length <= COMPRESS_THRESHOLD) return payload;
      varyOnAcceptEncoding(reply);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      markEncoded(reply, encoding);
      reply.removeHeader('content-length');
      // pipeline: a read error of the file ends the compressed stream too, which Fastify reports.
      return pipeline(payload, compressStream(encoding), () => undefined);
    }
    return payload;
  });
}

function markEncoded(reply: FastifyReply, encoding: Encoding) {
  reply.header('content-encoding', encoding);
  // The compressed bytes are another representation of the same content: a strong validator
  // of the identity bytes becomes a weak one (If-None-Match compares weakly, so 304s still work).
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
}
