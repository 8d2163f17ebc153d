// Helpers of the money tests: a development app on a fake clock with test hooks,
// members made quickly (account + live session, no login journey), credits through
// the operator route, idempotency keys, signed seamless calls, multipart bodies and
// small real images.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { UserRow } from '../../server/accounts/accounts';
import type { IdempotencyHooks } from '../../server/platform/idempotency';
import { DEV_HOUSE_SECRET } from '../../server/db/seed/wallet';
import { formatMinor } from '../../server/shared/money';
import { seamlessSignature } from '../../server/wallet/routes/seamless';
import { fakeClock, type FakeClock } from './accounts.helpers';
import { call, OPERATOR_KEY, startApp, type Answer, type DbKind, type TestApp } from './harness';

export interface WalletTestApp {
  app: () => TestApp;
  clock: FakeClock;
  /** Mutable: a test sets afterCommit to act out a crash, then clears it. */
  hooks: IdempotencyHooks;
}

/** A development-mode app (demo data, HOUSE vendor secret) on a fake clock, for one describe block. */
export function useWalletApp(kind: DbKind, overrides: Parameters<typeof startApp>[1] = {}): WalletTestApp {
  const clock = fakeClock(new Date('2031-03-10T12:00:00Z'));
  const hooks: IdempotencyHooks = {};
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startApp(kind, { dev: true, jobIntervalSeconds: 0, ...overrides }, { clock, idempotencyHooks: hooks });
  });
  afterAll(async () => {
    await current?.close();
  });
  return {
    clock,
    hooks,
    app: () => {
      if (!current) throw new Error('The app is not built yet');
      return current;
    },
  };
}

export interface TestMember {
  user: UserRow;
  token: string;
  account: string;
}

let memberCounter = 0;

/** A fresh member (or agent) with a live session; `parentId` makes it someone's downline. */
export async function newMember(app: TestApp, opts: { type?: 0 | 1 | 2; parentId?: number; merchantCode?: string; paymentPassword?: string } = {}): Promise<TestMember> {
  memberCounter += 1;
  const account = `m${Date.now().toString(36).slice(-5)}${memberCounter}`;
  const merchantCode = opts.merchantCode ?? 'NG';
  const merchant = await app.store.db.selectFrom('merchants').select('currency').where('code', '=', merchantCode).executeTakeFirstOrThrow();
  const user = await app.services.accounts.create({
    merchantCode,
    currency: merchant.currency,
    account,
    password: 'Member@12345',
    passwordSetBy: 'self',
    type: opts.type ?? 0,
    parentId: opts.parentId ?? null,
    paymentPassword: opts.paymentPassword ?? null,
  });
  const token = await app.services.sessions.open(user, { via: 'password', ip: '127.0.0.1' });
  return { user, token, account };
}

export const newKey = () => randomUUID();

export interface MemberCall {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  key?: string | null;
  headers?: Record<string, string>;
}

/** A call as the member: token, and an Idempotency-Key unless `key: null`. */
export async function as<T = unknown>(app: TestApp, member: TestMember, req: MemberCall): Promise<Answer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${member.token}`, ...req.headers };
  if (req.key !== null && (req.method ?? 'GET') !== 'GET') headers['idempotency-key'] = req.key ?? newKey();
  return call<T>(app, { method: req.method ?? 'GET', url: req.url, headers, ...(req.body !== undefined ? { payload: req.body as InjectOptions['payload'] } : {}) });
}

export async function ok<T = unknown>(answer: Promise<Answer<T>> | Answer<T>): Promise<T> {
  const a = await answer;
  if (a.status !== 200 || !a.body.success) throw new Error(`Expected success, got ${a.status}: ${JSON.stringify(a.body)}`);
  return a.body.value as T;
}

export async function operatorCall<T = unknown>(app: TestApp, method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
  return call<T>(app, { method, url, headers: { 'x-operator-key': OPERATOR_KEY, ...headers }, ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}) });
}

/** Credits a member's main wallet through the operator route (as support would). */
export async function credit(app: TestApp, member: TestMember, amount: string): Promise<void> {
  await ok(operatorCall(app, 'POST', '/api/operator/adjustments', { merchantCode: member.user.merchant_code, account: member.account, direction: 'credit', amount }, { 'idempotency-key': newKey() }));
}

/** The main wallet's balance, read from the ledger (no session needed). */
export async function mainBalance(app: TestApp, member: TestMember): Promise<string> {
  const balances = await app.services.ledger.memberBalances(member.user.id);
  return formatMinor(balances.get(`main:${member.user.id}`) ?? 0);
}

/** A new session for a member whose last one went idle while the test moved the clock. */
export async function relogin(app: TestApp, member: TestMember): Promise<TestMember> {
  member.token = await app.services.sessions.open(member.user, { via: 'password', ip: '127.0.0.1' });
  return member;
}

export async function ledgerIsSound(app: TestApp): Promise<unknown[]> {
  return app.services.ledger.discrepancies();
}

export async function countOf(app: TestApp, table: 'ledger_journals' | 'ledger_entries' | 'uploads' | 'deposits' | 'withdrawals' | 'seamless_transactions' | 'bets'): Promise<number> {
  const row = await app.store.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

// --- images -------------------------------------------------------------------

/** A real 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');
/** JPEG magic bytes followed by filler: what the type check reads. */
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body for inject(). */
export function multipart(fields: Record<string, string>, files: FilePart[] = []): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'proof'}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function multipartAs<T = unknown>(app: TestApp, member: TestMember, url: string, body: { payload: Buffer; headers: Record<string, string> }, key = newKey()): Promise<Answer<T>> {
  return call<T>(app, { method: 'POST', url, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${member.token}`, 'idempotency-key': key } });
}

// --- seamless -------------------------------------------------------------------

export const HOUSE = 'HOUSE';

/** A vendor call signed with the HOUSE vendor's development secret (or `secret`). */
export async function seamless<T = unknown>(
  app: TestApp,
  clock: FakeClock,
  action: 'balance' | 'bet' | 'win' | 'rollback',
  body: Record<string, unknown>,
  opts: { secret?: string; timestamp?: number; signature?: string } = {},
): Promise<Answer<T>> {
  const raw = JSON.stringify({ vendor: HOUSE, timestamp: opts.timestamp ?? Math.floor(clock().getTime() / 1000), ...body });
  const signature = opts.signature ?? seamlessSignature(opts.secret ?? DEV_HOUSE_SECRET, raw);
  return call<T>(app, { method: 'POST', url: `/api/seamless/${action}`, payload: raw, headers: { 'content-type': 'application/json', 'x-signature': signature } });
}
