// No account enumeration by timing (trust.md): the routes that answer the same way for a
// known and an unknown account must also take about the same time. Measured as a caller
// would, over HTTP on a real port from another thread (so that work the server does after
// answering cannot hold up the caller's reading of the answer, as it would in one event
// loop): the two kinds of request are sent in turns, many times, and their medians compared; the work a matching request starts after its
// answer (server/platform/deferred.ts) is let finish between samples, outside the time. Registration is not here: the spec has it
// say that a username or number is taken (trust.md's exception), and those answers are
// rate-limited instead.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../server/shared/payloadCrypto';
import { DB_KINDS } from './harness';
import { freshIp, keyOf, solvedSlider, useAccountApp } from './accounts.helpers';

/** The most the gap between the medians may be, in milliseconds. */
const MAX_GAP_MS = 5;
/**
 * For logins, whose time is mostly one argon2 verification (35-50 ms here), whose own
 * spread on a shared two-core machine reaches several milliseconds: an unknown account
 * that skipped the dummy verification would answer a whole hash faster.
 */
const MAX_LOGIN_GAP_MS = 10;
const SAMPLES = 81;
const WARM_UP = 4;

/** The caller: a thread of its own that times one request to the end of its body. */
const CALLER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, method, headers, body }) => {
  const started = performance.now();
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  parentPort.postMessage({ took: performance.now() - started, status: response.status, text });
});
`;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Many samples a test (a login is one argon2 verification each), on a machine that may be busy.
describe.each(DB_KINDS)('answers that do not tell whether an account exists, by their time, on %s', { timeout: 240_000 }, (kind) => {
  // PGlite on disk, as `npm start` runs it: a write costs what it costs in production
  // (in memory the matching path's writes took under a millisecond and hid the gap).
  const dir = mkdtempSync(join(tmpdir(), 'portal-timing-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const { app, clock } = useAccountApp(kind, kind === 'pglite' ? { pgliteDir: dir } : {});
  let origin = '';
  let caller: Worker;
  beforeAll(async () => {
    await app().app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app().app.server.address() as AddressInfo).port}`;
    caller = new Worker(CALLER, { eval: true });
  });
  afterAll(() => caller?.terminate());

  /** One request over HTTP from the caller's thread: how long it took, its status and body. */
  function send(method: string, path: string, headers: Record<string, string>, body: string) {
    return new Promise<{ took: number; status: number; body: { errorCode?: string } }>((resolve, reject) => {
      caller.once('message', ({ took, status, text }: { took: number; status: number; text: string }) => resolve({ took, status, body: JSON.parse(text) }));
      caller.once('error', reject);
      caller.postMessage({ url: `${origin}${path}`, method, headers, body });
    });
  }

  /** A request to time, made ready untimed (a fresh address, a solved slider). */
  type Probe = () => Promise<() => ReturnType<typeof send>>;

  /**
   * The gap between `known` and `unknown`, sent one after the other in each
   * round (so that a busy machine slows both alike), which goes first alternating (so
   * that neither gains from its place).
   * Before each request, untimed, the work of the last answer finishes and the clock moves
   * past the routes' hourly limits and countdowns.
   */
  async function timing(known: Probe, unknown: Probe, expected: number | string = 200) {
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < WARM_UP + SAMPLES; round++) {
      const pair = [['known', known], ['unknown', unknown]] as const;
      for (const [kind, probe] of round % 2 ? [...pair].reverse() : pair) {
        await app().services.deferred.settled();
        clock.advance(2 * 60 * 60 * 1000);
        const request = await probe();
        const answer = await request();
        const took = answer.took;
        expect(typeof expected === 'number' ? answer.status : answer.body.errorCode, kind).toBe(expected);
        if (round >= WARM_UP) times[kind].push(took);
      }
    }
    // The gap is the median of each round's difference: the two requests of a round meet the
    // same load (other test files run beside this one), which a difference of medians taken
    // over different moments does not cancel; a path that does more work is slower in every round.
    const gap = median(times.known.map((took, i) => took - times.unknown[i]!));
    return { gap, said: `median ${median(times.known).toFixed(1)} ms against ${median(times.unknown).toFixed(1)} ms, ${gap.toFixed(1)} ms apart in a round` };
  }

  it('[FORGOT-11][FORGOT-24] forgot password by e-mail: a matching account and a mismatched e-mail answer in the same time', async () => {
    const forgot = (email: string) => async () => {
      const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() };
      return () => send('POST', '/api/member/password/email', headers, `username=agent01&email=${encodeURIComponent(email)}`);
    };
    const { gap, said } = await timing(forgot('agent01@example.com'), forgot('someone.else@example.com'));
    expect(Math.abs(gap), `the matching e-mail against another: ${said}`).toBeLessThan(MAX_GAP_MS);
  });

  it('[FORGOT-15][SMS-01] a reset code for a number with an account and for one without answer in the same time', async () => {
    const reset = (mobileNum: string) => async () => {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': freshIp() };
      return () => send('POST', '/api/verification/sms/reset', headers, JSON.stringify({ mobileNum, countryDialingCode: '+234' }));
    };
    const { gap, said } = await timing(reset('08012345678'), reset('08060000001'));
    expect(Math.abs(gap), `the member's number against an unknown one: ${said}`).toBeLessThan(MAX_GAP_MS);
  });

  it('[LOGIN-05] a wrong password and an unknown username are refused in the same time', async () => {
    const login = (username: string) => async () => {
      const request = { type: 'username', username, password: 'Wrong@12345', slider: await solvedSlider(app()) };
      const sealed = await encryptPayload(request, await keyOf(app()));
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': freshIp(), ...sealed.headers };
      return () => send('POST', '/api/session/login', headers, JSON.stringify(sealed.body));
    };
    const { gap, said } = await timing(login('demo'), login('nobody-here'), 'login_failed');
    expect(Math.abs(gap), `a member against no one: ${said}`).toBeLessThan(MAX_LOGIN_GAP_MS);
  });

  it("a back office sign-in with a staff member's wrong password and one with an unknown name are refused in the same time", async () => {
    const signIn = (username: string) => async () => {
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': freshIp() };
      return () => send('POST', '/api/backoffice/session', headers, JSON.stringify({ username, password: 'Not-the-password-1' }));
    };
    // `finance` is a demo member of staff of the development data.
    const { gap, said } = await timing(signIn('finance'), signIn('nobody.here'), 'login_failed');
    expect(Math.abs(gap), `a member of staff against no one: ${said}`).toBeLessThan(MAX_LOGIN_GAP_MS);
  });
});
