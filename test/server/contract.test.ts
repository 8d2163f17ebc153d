// The wire contract, generated from the route registry: every JSON route of the API declares its
// success answer through a wire shape (`server/shared/wire/`, turned into the route's JSON schema by
// `answersOf`), so the browser parses exactly what the server serialises. Every server test builds its
// app with the answer check on (test/server/harness.ts), so each answer the real server produces in
// any test is parsed with the browser's schema before it leaves.
// A route written with a hand-made JSON schema fails here.
import type { RouteOptions } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installErrorHandler } from '../../server/http/errors';
import { answersOf, installAnswerCheck, wireOf } from '../../server/http/wire';
import * as wallet from '../../server/shared/wire/wallet';
import { startApp, type TestApp } from './harness';

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

  it('every JSON route declares its answer with a wire shape', () => {
    const undeclared = jsonRoutes()
      .filter(({ route }) => !wireOf((route.schema?.response as Record<string, unknown>)[200]))
      .map(({ key }) => key);
    expect(undeclared, 'routes without a wire shape').toEqual([]);
    console.info(`wire contract: all ${jsonRoutes().length} JSON routes declare their answer with a wire shape`);
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
