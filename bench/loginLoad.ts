// The HTTP side of the login benchmark, run in a child process so the load does not
// share the server's event loop (as real clients would not). Each client is a
// keep-alive connection of its own that logs in the way the app does, over and over
// for `seconds`: GET /api/slider, the slider's answer from the development route
// (PORTAL_DEV=1), then the sealed POST /api/session/login. Every round comes from a
// new address (X-Forwarded-For, believed from 127.0.0.1) so no per-IP count of one
// round touches another. Like a browser it accepts compressed answers, so the server
// pays for compressing the slider's pictures as it does for a real login page.
// Answers latencies and the refusals counted by error code.
import http from 'node:http';
import zlib from 'node:zlib';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { encryptPayload, type PayloadKey } from '../server/shared/payloadCrypto';

export interface LoginLoadInput {
  address: string;
  /** One account per client; client i logs in as accounts[i] only. */
  accounts: { username: string; password: string }[];
  seconds: number;
  merchant: string;
}

export interface LoginLoadOutput {
  /** Whole rounds: slider, its answer and the login (ms). */
  latencies: number[];
  /** The POST /api/session/login call alone (ms). */
  loginCallLatencies: number[];
  /** Rounds that did not end with a token, by error code (or `http_<status>`, `network`). */
  failures: Record<string, number>;
  elapsedSeconds: number;
  /** CPU time this client process spent (ms): the sealing, the HTTP, the JSON. */
  cpuMs: number;
}

interface Answer {
  status: number;
  body: { success?: boolean; value?: Record<string, unknown>; errorCode?: string } | undefined;
}

function send(agent: http.Agent, url: URL, method: 'GET' | 'POST', headers: Record<string, string>, json?: unknown): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, agent, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          let parsed: Answer['body'];
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
            parsed = JSON.parse(text.toString('utf8')) as Answer['body'];
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A refusal: thrown with the code the round is counted under. */
class Refused extends Error {}

function valueOf(answer: Answer): Record<string, unknown> {
  if (answer.status === 200 && answer.body?.success) return answer.body.value ?? {};
  throw new Refused(answer.body?.errorCode ?? `http_${answer.status}`);
}

/** What browsers send. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

let roundCounter = 0;
/** A fresh address from the benchmarking range 198.18.0.0/15 for every round. */
function nextIp(): string {
  roundCounter += 1;
  const n = roundCounter % (1 << 17);
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

async function load(input: LoginLoadInput): Promise<LoginLoadOutput> {
  const base = new URL(input.address);
  const at = (path: string) => new URL(path, base);
  const keyAgent = new http.Agent({ keepAlive: false });
  // The app fetches the key once per page; every round here reuses it the same way.
  const key = valueOf(await send(keyAgent, at('/api/system/key'), 'GET', {})) as unknown as PayloadKey;

  const latencies: number[] = [];
  const loginCallLatencies: number[] = [];
  const failures: Record<string, number> = {};
  const fail = (code: string) => {
    failures[code] = (failures[code] ?? 0) + 1;
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + input.seconds * 1000;
  await Promise.all(
    input.accounts.map(async (account) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < deadline) {
        const headers = { 'x-forwarded-for': nextIp(), 'x-merchant': input.merchant, 'accept-language': 'en', 'accept-encoding': BROWSER_ENCODINGS };
        const t = performance.now();
        try {
          const challenge = valueOf(await send(agent, at('/api/slider'), 'GET', headers));
          const sliderId = String(challenge.sliderId);
          const solution = valueOf(await send(agent, at(`/api/dev/challenges/${sliderId}`), 'GET', headers));
          const sealed = await encryptPayload(
            { type: 'username', username: account.username, password: account.password, slider: { sliderId, x: Number(solution.answer), durationMs: 640 } },
            key,
          );
          const sent = performance.now();
          const answer = await send(agent, at('/api/session/login'), 'POST', { ...headers, ...sealed.headers }, sealed.body);
          loginCallLatencies.push(performance.now() - sent);
          const value = valueOf(answer);
          if (typeof value.token !== 'string') throw new Refused('no_token');
        } catch (err) {
          fail(err instanceof Refused ? err.message : 'network');
        }
        latencies.push(performance.now() - t);
      }
      agent.destroy();
    }),
  );
  keyAgent.destroy();
  const elapsedSeconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { latencies, loginCallLatencies, failures, elapsedSeconds, cpuMs: (used.user + used.system) / 1000 };
}

/** Runs the load in a child process (TypeScript through tsx) and resolves with what it measured. */
export function loginLoad(input: LoginLoadInput): Promise<LoginLoadOutput> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, LOGIN_BENCH_LOAD: '1' } });
    let result: LoginLoadOutput | undefined;
    child.once('message', (message) => {
      result = message as LoginLoadOutput;
    });
    child.once('error', reject);
    child.once('exit', (code) => (result ? resolve(result) : reject(new Error(`login load process exited with ${code}`))));
    child.send(input);
  });
}

if (process.env.LOGIN_BENCH_LOAD === '1' && process.send) {
  process.once('message', (input) => {
    void load(input as LoginLoadInput).then(
      (out) => process.send!(out, () => process.exit(0)),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
