// The wire contract, generated from the route registry: every JSON route of the API declares its
// success answer through a wire shape (`server/shared/wire/`, turned into the route's JSON schema by
// `answersOf`), so the browser parses exactly what the server serialises. Every server test builds its
// app with the answer check on (test/server/harness.ts), so each answer the real server produces in
// any test is parsed with the browser's schema before it leaves.
//
// Routes still written with hand-made JSON schemas are listed in wire-pending.json; the list only
// shrinks: a route that gains a wire shape must leave it, and a new route cannot join it.
import type { RouteOptions } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installErrorHandler } from '../../server/http/errors';
import { answersOf, installAnswerCheck, wireOf } from '../../server/http/wire';
import * as wallet from '../../server/shared/wire/wallet';
import { startApp, type TestApp } from './harness';

const pending: string[] = JSON.parse(readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'wire-pending.json'), 'utf8'));

/** A route whose success answer is the JSON envelope (not an image, a page or the OpenAPI viewer). */
function answersJson(route: RouteOptions): boolean {
  const ok = (route.schema?.response as Record<string, { properties?: Record<string, unknown> }> | undefined)?.[200];
  return Boolean(ok?.properties?.success);
}

describe('the wire contract of every route', () => {
  const routes: RouteOptions[] = [];
  let built: TestApp;
  beforeAll(async () => {
    built = await startApp('pglite', {}, { onRoute: (route) => routes.push(route) });
  });
  afterAll(() => built?.close());

  const keyOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD').map((m) => `${m} ${route.url}`);
  const jsonRoutes = () => routes.filter(answersJson).flatMap((route) => keyOf(route).map((key) => ({ key, route })));

  it('every JSON route declares its answer with a wire shape, or is still listed as pending', () => {
    const undeclared = jsonRoutes()
      .filter(({ route }) => !wireOf((route.schema?.response as Record<string, unknown>)[200]))
      .map(({ key }) => key);
    expect(undeclared.filter((key) => !pending.includes(key)), 'routes without a wire shape that are not listed as pending').toEqual([]);
    expect(pending.filter((key) => !undeclared.includes(key)), 'routes listed as pending that have a wire shape now or no longer exist: take them off the list').toEqual([]);
    console.info(`wire contract: ${jsonRoutes().length - undeclared.length} of ${jsonRoutes().length} JSON routes declare their answer with a wire shape`);
  });

});

describe('the answer check', () => {
  it('[WALLET-05] refuses a success answer that does not parse with its wire shape, and lets a matching one through', async () => {
    const app = Fastify({ logger: false });
    installErrorHandler(app);
    installAnswerCheck(app);
    const upload = { id: '1', mime: 'image/png', size: 10, url: '/api/wallet/uploads/1' };
    const base = { id: '1', methodId: 1, methodName: 'Bank', amount: '10.00', currency: 'NGN', reference: 'R', matched: false, note: '', createdAt: '2026-01-01T00:00:00.000Z', decidedAt: null, proofs: [upload] };
    // JSON serialisation writes any string; only the shared schema knows the statuses there are.
    app.get('/drifted', { schema: { response: answersOf(wallet.deposit) } }, async () => ({ success: true, value: { ...base, status: 'lost' } }));
    app.get('/matching', { schema: { response: answersOf(wallet.deposit) } }, async () => ({ success: true, value: { ...base, status: 'approved' } }));
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const drifted = await app.inject({ url: '/drifted' });
      expect([drifted.statusCode, drifted.json().errorCode]).toEqual([500, 'unknown_error']);
      expect(String(stderr.mock.calls[0]?.[0])).toContain('GET /drifted does not match its wire shape: status');
      const matching = await app.inject({ url: '/matching' });
      expect([matching.statusCode, matching.json().value.status]).toEqual([200, 'approved']);
    } finally {
      stderr.mockRestore();
      await app.close();
    }
  });
});
