// GET load from a child process, so the clients do not share the server's event loop
// (as real clients would not): `connections` keep-alive loops, each taking the next
// URL of `paths` in turn, for `seconds`. Answers latencies and failed requests.
import http from 'node:http';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface GetLoadInput {
  address: string;
  paths: string[];
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}

export interface GetLoadOutput {
  latencies: number[];
  errors: number;
  elapsedSeconds: number;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'GET', agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function load(input: GetLoadInput): Promise<GetLoadOutput> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  await Promise.all(
    Array.from({ length: input.connections }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < deadline) {
        const url = new URL(input.paths[next++ % input.paths.length]!, input.address);
        const t = performance.now();
        const ok = await get(agent, url, input.headers ?? {}).catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) errors += 1;
      }
      agent.destroy();
    }),
  );
  return { latencies, errors, elapsedSeconds: (performance.now() - started) / 1000 };
}

/** Runs the load in a child process (TypeScript through tsx) and resolves with what it measured. */
export function getLoad(input: GetLoadInput): Promise<GetLoadOutput> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, GET_BENCH_LOAD: '1' } });
    let result: GetLoadOutput | undefined;
    child.once('message', (message) => {
      result = message as GetLoadOutput;
    });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load process exited with ${code}`))));
    child.send(input);
  });
}

if (process.env.GET_BENCH_LOAD === '1' && process.send) {
  process.once('message', (input) => {
    void load(input as GetLoadInput).then((out) => process.send!(out, () => process.exit(0)));
  });
}
