// What a newcomer's terminal shows: the address as a plain line, and no line per request at the
// default log level (requests are logged at debug; LOG_LEVEL=debug shows them).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../server/app';
import { logSink, testConfig } from './harness';

describe('request logging', () => {
  const sink = logSink();
  let built: BuiltApp | undefined;
  beforeAll(async () => {
    built = await buildApp(testConfig(), { logger: { level: 'info', stream: sink.stream } });
  });
  afterAll(async () => built?.close());

  it('logs each request at debug, so the default level (info) shows none', async () => {
    const app = built!.app;
    const requestLines = () => sink.lines.filter((l) => l.req !== undefined || l.res !== undefined);
    await app.inject('/api/health');
    await app.inject('/api/nope');
    expect(requestLines()).toEqual([]);
    // LOG_LEVEL=debug: the same requests, one line each.
    app.log.level = 'debug';
    await app.inject('/api/health');
    await app.inject('/api/nope');
    const lines = requestLines();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
    expect(lines.map((l) => (l.req as { url?: string } | undefined)?.url ?? (l.res as { statusCode: number }).statusCode)).toEqual(['/api/health', 200, '/api/nope', 404]);
  });
});

describe('starting the server', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGTERM');
  });

  it('prints the address plainly and keeps requests out of the default log', async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      PORTAL_DEV: '0',
      DIST_DIR: 'no-build-here',
      CATALOGUE_SIZE: '50',
      JOB_INTERVAL_SECONDS: '0',
    };
    delete env.LOG_LEVEL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const ready = await new Promise<RegExpMatchArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address line in:\n${output}`)), 100_000);
      const check = () => {
        const match = /^Portal ready at (http:\/\/127\.0\.0\.1:(\d+)\/) \(PGlite\)$/m.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match);
        }
      };
      child.stdout!.on('data', check);
      child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    });
    const base = ready[1]!;
    expect(Number(ready[2])).toBeGreaterThan(0);
    for (const url of ['api/health', 'rng', 'api/nope']) await (await fetch(base + url)).arrayBuffer();
    // Give the log a moment to reach the pipe.
    await new Promise((r) => setTimeout(r, 300));
    expect(output).not.toMatch(/request completed|incoming request/);
    expect(output).not.toContain('"reqId"');
    // Nothing else a newcomer would have to wonder about, such as a deprecation notice.
    expect(output).not.toMatch(/Deprecation|Warning/);
    const stopped = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await stopped).toBe(0);
    server = undefined;
  }, 120_000);
});
