// Helpers of the account tests: a clock the tests move, encrypted calls made with the
// client's own helper, bot checks solved through the development routes, sign-in.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../server/platform/clock';
import { encryptPayload, type PayloadKey } from '../../server/shared/payloadCrypto';
import type { LoginAnswer, SliderAnswer } from '../../server/shared/wire/accounts';
import { call, startApp, value, type Answer, type DbKind, type TestApp } from './harness';

/** A clock that stands still until a test moves it. */
export interface FakeClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
}

export function fakeClock(start = new Date()): FakeClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as FakeClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (at) => {
    now = at.getTime();
  };
  return clock;
}

export interface AccountTestApp {
  app: () => TestApp;
  clock: FakeClock;
}

/** A development-mode app (demo accounts, /api/dev routes) on a fake clock, for one describe block. */
export function useAccountApp(kind: DbKind, overrides: Parameters<typeof startApp>[1] = {}): AccountTestApp {
  const clock = fakeClock();
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startApp(kind, { dev: true, ...overrides }, { clock });
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    clock,
    app: () => {
      if (!current) throw new Error('The app is not built yet');
      return current;
    },
  };
}

const keys = new WeakMap<TestApp, PayloadKey>();

/** The server's payload key, fetched once per app (for sealing E bodies). */
export async function keyOf(app: TestApp): Promise<PayloadKey> {
  let key = keys.get(app);
  if (!key) {
    key = await value<PayloadKey>(app, '/api/system/key');
    keys.set(app, key);
  }
  return key;
}

export interface CallOptions {
  headers?: Record<string, string>;
  token?: string;
  ip?: string;
}

function headersOf(opts: CallOptions): Record<string, string> {
  return {
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
    ...opts.headers,
  };
}

/** Calls an E route the way the client does: body sealed with server/shared/payloadCrypto.ts. */
export async function sealedCall<T = unknown>(app: TestApp, method: InjectOptions['method'], url: string, body: unknown, opts: CallOptions = {}): Promise<Answer<T>> {
  const sealed = await encryptPayload(body, await keyOf(app));
  return call<T>(app, { method, url, payload: sealed.body, headers: { ...sealed.headers, ...headersOf(opts) } });
}

export async function plainCall<T = unknown>(app: TestApp, method: InjectOptions['method'], url: string, body?: unknown, opts: CallOptions = {}): Promise<Answer<T>> {
  return call<T>(app, { method, url, ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }), headers: headersOf(opts) });
}

/** A fresh slider solved as a person would: near the gap, after a human-length drag. */
export async function solvedSlider(app: TestApp, offset = 3, durationMs = 850): Promise<SliderAnswer> {
  const challenge = await value<{ sliderId: string }>(app, '/api/slider');
  const answer = await value<{ kind: string; answer: number }>(app, `/api/dev/challenges/${challenge.sliderId}`);
  return { sliderId: challenge.sliderId, x: answer.answer + offset, durationMs };
}

export async function captchaAnswer(app: TestApp, captchaId: string): Promise<string> {
  return (await value<{ answer: string }>(app, `/api/dev/challenges/${captchaId}`)).answer;
}

/** The login answer (server/shared/wire/accounts.ts). */
export type LoginValue = LoginAnswer;

/** A password login with a solved slider (and captcha when given). */
export async function passwordLogin(app: TestApp, username: string, password: string, extra: Record<string, unknown> = {}, opts: CallOptions = {}) {
  return sealedCall<LoginValue>(app, 'POST', '/api/session/login', { type: 'username', username, password, slider: await solvedSlider(app), ...extra }, opts);
}

/** The newest code sent to a number or address, read from the development outbox. */
export async function lastCode(app: TestApp, to: string): Promise<string | undefined> {
  const sent = await value<{ code?: string }[]>(app, `/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return sent[0]?.code;
}

export async function countRows(app: TestApp, table: 'users' | 'sessions' | 'verification_codes' | 'outbox_messages'): Promise<number> {
  // Messages are written after the answer that sends them (server/platform/deferred.ts).
  await app.services.deferred.settled();
  const row = await app.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

let ipCounter = 0;
/** A distinct documentation-range address per call, so per-IP counters of one test do not touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}
