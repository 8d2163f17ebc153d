// Redis stopped and started under a running server (issue: degrade clearly, recover
// without a restart). Redis holds only the request budgets shared between servers
// (server/http/rateLimit.ts); sessions, their revocation and the account rules (failed
// logins, code sends) live in the database and do not depend on it. While Redis is down
// each server counts the budgets in memory: no 5xx, no unlimited requests, and no request
// waits on the reconnection. When it is back the budgets are shared again. The test owns
// its Redis: a redis-server of its own on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, passwordLogin } from './accounts.helpers';
import { call, startApp, type TestApp } from './harness';

const PER_MINUTE = 5;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** A redis-server that keeps nothing on disk, ready to answer. */
async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const client = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined); // refused until the server listens
  for (let i = 0; i < 100; i++) {
    if (await client.connect().then(() => true, () => false)) break;
    client.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await client.ping();
  client.disconnect();
  return server;
}

async function stopRedis(server: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

describe('with REDIS_URL set, Redis stopped and started under the server', () => {
  let port: number;
  let redis: ChildProcess;
  let app: TestApp;
  let inspect: Redis;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await startApp('pglite', { redisUrl: `redis://127.0.0.1:${port}`, authRequestsPerMinute: PER_MINUTE, dev: true });
    inspect = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 1 });
    inspect.on('error', () => undefined); // refused while the server is down, by design
  });
  afterAll(async () => {
    inspect?.disconnect();
    await app?.close();
    if (redis && redis.exitCode === null) await stopRedis(redis);
  });

  /** The auth budget from one address: how each of `n` captcha requests was answered and how long the slowest took. */
  async function spend(ip: string, n: number) {
    const statuses: number[] = [];
    let slowest = 0;
    for (let i = 0; i < n; i++) {
      const started = Date.now();
      statuses.push((await call(app, { method: 'GET', url: '/api/captcha', headers: { 'x-forwarded-for': ip } })).status);
      slowest = Math.max(slowest, Date.now() - started);
    }
    return { statuses, slowest };
  }

  const budgetKeys = async () => (await inspect.keys('portal-auth*')).length;
  const ready = async () => {
    for (let i = 0; i < 100 && app.redis?.status !== 'ready'; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    return app.redis?.status;
  };

  it('while Redis runs, the request budget is counted there', async () => {
    // The first budgeted request connects Redis (lazily); until it is ready, memory counts.
    await spend(freshIp(), 1);
    expect(await ready()).toBe('ready');
    const { statuses } = await spend(freshIp(), PER_MINUTE + 1);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    expect(app.redis?.status).toBe('ready');
    expect(await budgetKeys()).toBeGreaterThan(0);
  });

  it('with Redis down: no 5xx, no request waits on it, the budget still refuses the sixth request, and logins work', async () => {
    await stopRedis(redis);
    const { statuses, slowest } = await spend(freshIp(), PER_MINUTE + 1);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    // Counted in memory at once, not after the client's reconnection attempts.
    expect(slowest).toBeLessThan(1000);
    const login = await passwordLogin(app, 'demo', 'Demo@12345', {}, { ip: freshIp() });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  });

  it('when Redis is back, the budget is shared through it again, without a restart', async () => {
    redis = await startRedis(port);
    expect(await ready()).toBe('ready');
    expect(await budgetKeys()).toBe(0);
    const { statuses } = await spend(freshIp(), PER_MINUTE + 1);
    expect(statuses).toEqual([...Array<number>(PER_MINUTE).fill(200), 429]);
    expect(await budgetKeys()).toBeGreaterThan(0);
  });
});
