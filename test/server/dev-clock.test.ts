// The development clock (docs/api.md "Development routes"): set ahead, the rules measured
// in hours see the new time; put back, they see the real one. Absent outside development.
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from './harness';

describe('the development clock', () => {
  const started: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const app of started) await app.close();
  });

  it('is set ahead and back with PUT /api/dev/clock, and refuses what is not a forward offset', async () => {
    const built = await startApp('pglite', { dev: true });
    started.push(built);
    const before = Date.now();
    const ahead = await built.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs: 86_400_000 } });
    expect(ahead.statusCode).toBe(200);
    const value = ahead.json().value as { now: string; offsetMs: number };
    expect(value.offsetMs).toBe(86_400_000);
    expect(new Date(value.now).getTime()).toBeGreaterThanOrEqual(before + 86_400_000);
    for (const offsetMs of [-1, 1.5, 'x', 10 * 366 * 86_400_000 + 1]) {
      const bad = await built.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs } });
      expect(bad.statusCode, String(offsetMs)).toBe(400);
    }
    const back = await built.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs: 0 } });
    expect(new Date(back.json().value.now).getTime()).toBeLessThan(before + 3_600_000);
    expect((await built.app.inject({ method: 'GET', url: '/api/dev/clock' })).json().value.offsetMs).toBe(0);
  });

  it('does not exist outside development', async () => {
    const built = await startApp('pglite', { dev: false });
    started.push(built);
    expect((await built.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { offsetMs: 0 } })).statusCode).toBe(404);
  });
});
