// The HTTP side of the wallet benchmark, run in a child process so the load does not
// share the server's event loop (as real clients would not): `clients` loops, each a keep-alive connection of
// its own sending POST /api/wallet/transfers with its member's token and a fresh
// Idempotency-Key per request, for `seconds`. Answers latencies and failures.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface HttpLoadInput {
  address: string;
  tokens: string[];
  seconds: number;
  vendor: string;
}

export interface HttpLoadOutput {
  latencies: number[];
  errors: number;
  elapsedSeconds: number;
}

function post(agent: http.Agent, url: URL, token: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function load(input: HttpLoadInput): Promise<HttpLoadOutput> {
  const url = new URL('/api/wallet/transfers', input.address);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  await Promise.all(
    input.tokens.map(async (token) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (let i = 0; performance.now() < deadline; i += 1) {
        // Out to the vendor wallet and back, so no client ever runs dry.
        const body = JSON.stringify(i % 2 === 0 ? { from: 'main', to: input.vendor, amount: '1.00' } : { from: input.vendor, to: 'main', amount: '1.00' });
        const t = performance.now();
        const status = await post(agent, url, token, body).catch(() => 0);
        latencies.push(performance.now() - t);
        if (status !== 200) errors += 1;
      }
      agent.destroy();
    }),
  );
  return { latencies, errors, elapsedSeconds: (performance.now() - started) / 1000 };
}

/** Runs the load in a child process (TypeScript through tsx) and resolves with what it measured. */
export function httpLoad(input: HttpLoadInput): Promise<HttpLoadOutput> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, WALLET_BENCH_LOAD: '1' } });
    let result: HttpLoadOutput | undefined;
    child.once('message', (message) => {
      result = message as HttpLoadOutput;
    });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`load process exited with ${code}`))));
    child.send(input);
  });
}

if (process.env.WALLET_BENCH_LOAD === '1' && process.send) {
  process.once('message', (input) => {
    void load(input as HttpLoadInput).then((out) => process.send!(out, () => process.exit(0)));
  });
}
