import { describe, expect, it } from 'vitest';
import { call, DB_KINDS, useApp, value } from './harness';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; parameters?: unknown[]; requestBody?: unknown }>>;
}

describe.each(DB_KINDS)('health and documentation on %s', (kind) => {
  const app = useApp(kind);

  it('GET /api/health reports ok and the database kind', async () => {
    expect(await value(app(), '/api/health')).toEqual({ status: 'ok', db: kind });
  });

  it('serves the OpenAPI document at /api/docs/json and the viewer at /api/docs', async () => {
    const doc = (await app().app.inject('/api/docs/json')).json() as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/health', '/api/system/status', '/api/system/regions', '/api/games/menu', '/api/content/banners', '/api/content/notices', '/api/operator/system', '/api/member/register/settings', '/api/media/logo.svg']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // An answer, or the redirect a browser follows (the sign-in provider's callback).
        expect(operation.responses?.['200'] ?? operation.responses?.['303'], `${method} ${path} documents its answer`).toBeDefined();
        expect(operation.responses?.['4XX'] ?? operation.responses?.['4xx'], `${method} ${path} documents its errors`).toBeDefined();
      }
    }
    expect(doc.paths['/api/content/banners']!.get!.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'group', in: 'query', required: true })]));
    expect(doc.paths['/api/operator/system']!.put!.requestBody).toBeDefined();
    const viewer = await app().app.inject('/api/docs');
    expect(viewer.statusCode).toBeLessThan(400);
  });

  it('answers a translated 404 envelope for unknown API routes and methods', async () => {
    const unknown = await call(app(), { url: '/api/nothing/here', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, errorCode: 'not_found', message: '未找到请求的内容。' });
    const wrongMethod = await call(app(), { method: 'DELETE', url: '/api/health' });
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.errorCode).toBe('not_found');
  });
});
