// Shared by the account specs: a visitor with an address of their own (so the server's
// per-IP counters of one spec do not touch another), the account calls made as a test
// script would (encrypted bodies, bot checks answered through the development routes,
// codes read from the outbox), the slider dragged with the mouse, and the replay of a
// machine's paths through the page.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { encryptPayload } from '../../server/shared/payloadCrypto';
import type { PlainModel, PlainPath, PlainStep } from '../../test/model/paths';
import { OPERATOR_KEY } from '../support';

/** The demo accounts (server/db/seed/accounts.ts). */
export const DEMO = {
  member: { account: 'demo', password: 'Demo@12345', email: 'demo@example.com', mobile: '8012345678' },
  agent: { account: 'agent01', password: 'Agent@12345' },
  downline: { account: 'agent02', password: 'Down@12345' },
} as const;

export const NEW_PASSWORD = 'Fresh@2468';

/** A Nigerian address of its own for each visitor. */
export const visitorIp = () => `41.58.${randomInt(1, 255)}.${randomInt(1, 255)}`;

export const uniqueName = (prefix = 'p') => `${prefix}${Date.now().toString(36).slice(-7)}${randomInt(100, 999)}`;
export const uniqueMobile = () => `80${randomInt(10_000_000, 99_999_999)}`;

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

export interface NewAccount {
  account: string;
  password: string;
  mobile: string;
  email: string;
}

/** The account calls as a script makes them, from the visitor's address. */
export class AccountApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly ip = visitorIp(),
  ) {}

  private headers(extra: Record<string, string> = {}) {
    return { 'X-Forwarded-For': this.ip, 'X-Merchant': 'NG', 'Accept-Language': 'en', 'X-Device': 'WEB', ...extra };
  }

  async call<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
    const response = await this.request.fetch(path, { method, headers: this.headers(headers), ...(body === undefined ? {} : { data: body }) });
    return (await response.json()) as Envelope<T>;
  }

  async ok<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const answer = await this.call<T>(method, path, body, headers);
    if (!answer.success) throw new Error(`${method.toUpperCase()} ${path} refused: ${answer.errorCode}`);
    return answer.value;
  }

  /** An E call: the body sealed for the server's key. */
  async sealed<T>(method: 'post' | 'put', path: string, body: unknown, headers: Record<string, string> = {}): Promise<Envelope<T>> {
    const key = await this.ok<{ keyId: string; spki: string }>('get', '/api/system/key');
    const sealed = await encryptPayload(body, key);
    return this.call<T>(method, path, sealed.body, { ...headers, ...sealed.headers });
  }

  async answerOf(id: string): Promise<string | number> {
    return (await this.ok<{ answer: string | number }>('get', `/api/dev/challenges/${id}`)).answer;
  }

  /** A slider answer as a person would give it: the right spot, a human-length drag. */
  async slider() {
    const challenge = await this.ok<{ sliderId: string }>('get', '/api/slider');
    return { sliderId: challenge.sliderId, x: Number(await this.answerOf(challenge.sliderId)), durationMs: 640 };
  }

  async captcha() {
    const { captchaId } = await this.ok<{ captchaId: string }>('get', '/api/captcha');
    return { captchaId, captcha: String(await this.answerOf(captchaId)) };
  }

  /** The newest code the outbox sent to an address or number. */
  async outboxCode(to: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(async () => {
        const sent = await this.ok<{ code?: string }[]>('get', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
        code = sent[0]?.code;
        return code;
      }, { message: `a code was sent to ${to}` })
      .toBeTruthy();
    return code!;
  }

  async outboxCount(to: string): Promise<number> {
    return (await this.ok<unknown[]>('get', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).length;
  }

  /** A new member registered by username (with the SMS code, the captcha and the slider NG asks for). */
  async register(): Promise<NewAccount> {
    const account = { account: uniqueName(), password: 'Player@2468', mobile: uniqueMobile(), email: '' };
    account.email = `${account.account}@example.com`;
    await this.ok('post', '/api/verification/sms/register', { mobileNum: account.mobile, countryDialingCode: '+234' });
    const verificationCode = await this.outboxCode(account.mobile);
    const { captchaId, captcha } = await this.captcha();
    const answer = await this.sealed('put', '/api/member/register', {
      type: 'register',
      username: account.account,
      password: account.password,
      confirmPassword: account.password,
      mobileNum: account.mobile,
      countryDialingCode: '+234',
      verificationCode,
      email: account.email,
      captchaId,
      captcha,
      termsAccepted: true,
      registerMethod: 'WEB',
      slider: await this.slider(),
      login: true,
    });
    if (!answer.success) throw new Error(`registration refused: ${answer.errorCode}`);
    return account;
  }

  /** Failed logins of an account (wrong password), to reach the captcha. */
  async failLogins(username: string, times: number) {
    for (let i = 0; i < times; i += 1) {
      const answer = await this.sealed('post', '/api/session/login', { type: 'username', username, password: 'Wrong#Pass1', slider: await this.slider(), side: 'member' });
      expect(answer.success).toBe(false);
    }
  }

  /** A login code sent to a number (the slider answered), as another tab would have asked. */
  async sendLoginCode(mobile: string) {
    await this.ok('post', '/api/session/login/sms', { mobileNum: mobile, countryDialingCode: '+234', slider: await this.slider() });
  }

  /** A form-encoded call (forgot by e-mail). */
  async requestForm(path: string, fields: Record<string, string>) {
    return this.request.post(path, {
      headers: this.headers({ 'Content-Type': 'application/x-www-form-urlencoded' }),
      data: new URLSearchParams(fields).toString(),
    });
  }

  /** A temporary password e-mailed to the account: logging in with it forces a change. */
  async temporaryPassword(account: NewAccount): Promise<string> {
    const response = await this.requestForm('/api/member/password/email', { username: account.account, email: account.email });
    expect(response.ok()).toBe(true);
    return this.outboxCode(account.email);
  }

  async operator(path: string, body: unknown) {
    const response = await this.request.put(path, { headers: { 'X-Operator-Key': OPERATOR_KEY }, data: body });
    if (!response.ok()) throw new Error(`operator call failed: ${response.status()} ${await response.text()}`);
  }

  lock(account: string, locked: boolean) {
    return this.operator('/api/operator/accounts/lock', { merchantCode: 'NG', account, locked });
  }

  setSystem(settings: Record<string, unknown>) {
    return this.operator('/api/operator/system', { merchantCode: 'NG', ...settings });
  }
}

/** What the page last fetched: slider puzzles and captchas, read from its responses. */
export class ChallengeTracker {
  slider: { sliderId: string; width: number; pieceWidth: number } | null = null;
  captchaId: string | null = null;

  attach(page: Page) {
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.includes('/api/')) return;
      try {
        if (url.endsWith('/api/slider')) this.slider = (await response.json()).value;
        else if (url.endsWith('/api/captcha')) this.captchaId = (await response.json()).value.captchaId;
        else if (url.includes('/api/session/login') || url.includes('/api/member/register')) {
          const body = await response.json();
          if (!body.success && body.value?.captcha?.captchaId) this.captchaId = body.value.captcha.captchaId;
        }
      } catch {
        // An aborted or non-JSON answer carries no challenge.
      }
    });
    return this;
  }
}

/** A visitor from Nigeria on a fresh page, region chosen, the page's clock under the test's hand. */
export async function openVisitor(page: Page, api: AccountApi, options: { lang?: string; theme?: 'light' | 'dark' } = {}) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': api.ip });
  await page.addInitScript(
    ([lang, theme]) => {
      localStorage.setItem('region', 'NG');
      if (lang) localStorage.setItem('lang', lang);
      if (theme) localStorage.setItem('theme', theme);
    },
    [options.lang ?? '', options.theme ?? ''],
  );
  // Paused: the page's timers (throttles, the countdown) move only when a step says so.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  return new ChallengeTracker().attach(page);
}

/**
 * Drags the slider's handle to the gap (or, `wrong`, well past it) with the mouse, the
 * page clock moved on during the drag so it lasts as long as a person's.
 */
export async function dragSlider(page: Page, api: AccountApi, tracker: ChallengeTracker, { wrong = false } = {}) {
  const handle = page.getByTestId('slider-handle');
  await expect(handle).toBeEnabled();
  await expect.poll(() => tracker.slider?.sliderId ?? null, { message: 'the puzzle was fetched' }).not.toBeNull();
  const challenge = tracker.slider!;
  const answer = Number(await api.answerOf(challenge.sliderId));
  const target = wrong ? (answer > challenge.width / 2 ? answer - 60 : answer + 60) : answer;
  const box = (await handle.boundingBox())!;
  const picture = (await page.getByTestId('slider-check').locator('.slider-check__picture').boundingBox())!;
  const scale = picture.width / challenge.width;
  const y = box.y + box.height / 2;
  const x0 = box.x + box.width / 2;
  tracker.slider = null;
  await page.mouse.move(x0, y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i += 1) await page.mouse.move(x0 + (target * scale * i) / 8, y);
  await page.clock.runFor(600);
  await page.mouse.up();
}

/**
 * Waits for something that appears after a lazily loaded part of the page: React holds a
 * revealed boundary back a moment with a timer, so the paused clock is moved on in small
 * steps until it shows (nothing else is waiting on the clock when a flow starts).
 */
export async function reveal(page: Page, target: ReturnType<Page['getByTestId']>) {
  for (let i = 0; i < 100 && !(await target.isVisible()); i += 1) {
    await page.clock.runFor(100);
    await page.waitForTimeout(50);
  }
  await expect(target).toBeVisible();
}

/** The steps' outcomes of one actor, in order, from index `from` on. */
export function nextOutcome(path: PlainPath, from: number, src: string): PlainStep | undefined {
  return path.steps.slice(from + 1).find((s) => (s.kind === 'done' || s.kind === 'error') && s.src === src);
}

export const errorCodeOf = (step: PlainStep | undefined) => (step?.kind === 'error' ? ((step.event as { error?: { errorCode?: string } }).error?.errorCode ?? null) : null);
export const outputOf = <T>(step: PlainStep | undefined) => (step?.kind === 'done' ? ((step.event as { output?: T }).output ?? null) : null);

/**
 * The generated paths (and journeys) from one input that, together, reach every state key
 * the model has; each is chosen for the most keys not yet reached.
 */
export function pathsReachingEveryState(model: PlainModel, input?: string, usable: (path: PlainPath) => boolean = () => true): PlainPath[] {
  const candidates = model.paths.filter((p) => (!input || !p.input || p.input.name === input) && usable(p));
  const seen = new Set<string>();
  const chosen: PlainPath[] = [];
  const gain = (p: PlainPath) => new Set(p.steps.map((s) => s.state).filter((k) => !seen.has(k))).size;
  while (true) {
    const best = [...candidates].sort((a, b) => gain(b) - gain(a) || a.steps.length - b.steps.length)[0];
    if (!best || gain(best) === 0) break;
    chosen.push(best);
    best.steps.forEach((s) => seen.add(s.state));
  }
  return chosen;
}

/**
 * Whether the page offers a control now: there, enabled, and not covered by a dialog
 * (a person could click it).
 */
export async function offered(page: Page, testId: string): Promise<boolean> {
  const control = page.getByTestId(testId);
  if ((await control.count()) === 0 || !(await control.first().isEnabled())) return false;
  try {
    await control.first().click({ trial: true, timeout: 500 });
    return true;
  } catch {
    return false;
  }
}

/** The client gives up on a call after this long (src/api/client.ts). */
export const CALL_TIMEOUT_MS = 20_000;

/**
 * Whether a path can be replayed with its calls held: no long clock move (the SMS
 * countdown running out) while a call waits, or the call would time out in the page.
 */
export function clockSafe(waiting: (step: PlainStep) => boolean) {
  return (path: PlainPath) =>
    !path.steps.some((s, i) => i > 0 && (s.src === 'smsCountdown' || (s.ms ?? 0) >= CALL_TIMEOUT_MS) && waiting(path.steps[i - 1]!));
}

/** Keys no chosen path reaches (the spec asserts this is empty, so every state is seen in the page). */
export const unreached = (model: PlainModel, paths: PlainPath[]) => model.keys.filter((k) => !paths.some((p) => p.steps.some((s) => s.state === k)));

/** Replays a path: perform each step, then check the page for the state the path says. */
export async function replay(
  path: PlainPath,
  perform: (step: PlainStep, index: number) => Promise<void>,
  checks: Record<string, (step: PlainStep) => Promise<void>>,
  step: (title: string, body: () => Promise<void>) => Promise<void>,
) {
  for (const [index, s] of path.steps.entries()) {
    await step(`${s.label} → ${s.state}`, async () => {
      await perform(s, index);
      const check = checks[s.state];
      if (!check) throw new Error(`no page assertion for state ${s.state}`);
      await check(s);
    });
  }
  expect(path.steps.at(-1)!.state).toBe(path.ends);
}

export async function screenshot(page: Page, testInfo: TestInfo, name: string, target?: ReturnType<Page['getByTestId']>) {
  await page.waitForTimeout(450);
  const body = target ? await target.screenshot({ path: `test-results/screens/accounts/${name}.png` }) : await page.screenshot({ path: `test-results/screens/accounts/${name}.png` });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

type Value = PlainStep['value'];

/** The region states of a state value: `{ 'active.form': 'editing.ready', 'active.code': 'idle' }`, `{ '(root)': 'done' }`. */
export function regionsOf(value: Value, prefix: string[] = []): Record<string, string> {
  if (typeof value === 'string') return { [prefix.join('.') || '(root)']: value };
  const out: Record<string, string> = {};
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'string') {
      out[[...prefix, key].join('.')] = child;
      continue;
    }
    const inner = Object.entries(child ?? {});
    if (inner.length === 1 && typeof inner[0]![1] === 'string') out[[...prefix, key].join('.')] = `${inner[0]![0]}.${inner[0]![1]}`;
    else Object.assign(out, regionsOf(child as Value, [...prefix, key]));
  }
  return out;
}

export type PageCheck = (step: PlainStep) => Promise<void>;

/**
 * A page assertion per state key, composed from assertions per region state; a key whose
 * region state has none gets none, and `model.assertionProblems` names it.
 */
export function composeChecks(model: PlainModel, tables: Record<string, Record<string, PageCheck>>): Record<string, PageCheck> {
  const values = new Map<string, Value>();
  for (const path of model.paths) for (const s of path.steps) values.set(s.state, s.value);
  const checks: Record<string, PageCheck> = {};
  for (const key of model.keys) {
    const value = values.get(key);
    if (value === undefined) continue;
    const parts = Object.entries(regionsOf(value)).map(([region, state]) => tables[region]?.[state]);
    if (parts.some((p) => !p)) continue;
    checks[key] = async (step) => {
      for (const part of parts) await part!(step);
    };
  }
  return checks;
}

/**
 * Calls of the page held until the path says how they end: the test lets the real server
 * answer (`release`) or cuts the connection (`fail`, the network failure of a fixture).
 * While held, the page shows the state that waits for them.
 */
export class HeldCalls {
  private held = new Map<string, import('@playwright/test').Route[]>();

  constructor(private readonly routes: Record<string, string>) {}

  async attach(page: Page) {
    for (const [src, pattern] of Object.entries(this.routes)) {
      this.held.set(src, []);
      await page.route(pattern, (route) => {
        // Only the calls of the machine: answers to other methods of the same path pass.
        this.held.get(src)!.push(route);
      });
    }
    return this;
  }

  private async next(src: string) {
    const queue = this.held.get(src);
    if (!queue) throw new Error(`calls of ${src} are not held`);
    await expect.poll(() => queue.length, { message: `a ${src} call is pending` }).toBeGreaterThan(0);
    return queue.shift()!;
  }

  async release(src: string) {
    await (await this.next(src)).continue();
  }

  async fail(src: string) {
    await (await this.next(src)).abort('failed');
  }

  /** Ends the step's call the way the step says: the server's answer, or a cut connection. */
  async settle(step: PlainStep) {
    if (!step.src || !this.held.has(step.src)) return false;
    if (errorCodeOf(step) === 'network_abnormal') await this.fail(step.src);
    else await this.release(step.src);
    return true;
  }
}

/** Fills the login form (popup or page) and passes the slider. */
export async function logIn(page: Page, api: AccountApi, tracker: ChallengeTracker, username: string, password: string) {
  await page.getByTestId('login-username-input').fill(username);
  await page.getByTestId('login-password-input').fill(password);
  await page.getByTestId('login-submit').click();
  await dragSlider(page, api, tracker);
}

/** A session opened by the API and handed to the page through session storage. */
export async function storedSession(page: Page, api: AccountApi, username: string, password: string): Promise<string> {
  const login = await api.sealed<{ token: string }>('post', '/api/session/login', { type: 'username', username, password, slider: await api.slider(), side: 'member' });
  if (!login.success) throw new Error(`login refused: ${login.errorCode}`);
  await page.addInitScript(
    ([token, account]) => {
      sessionStorage.setItem('token', token!);
      sessionStorage.setItem('account', account!);
      sessionStorage.setItem('merchantCode', 'NG');
      sessionStorage.setItem('merchant', 'NG');
    },
    [login.value.token, username],
  );
  return login.value.token;
}

/** Closes the after-login notice popup (spec section 4) when one opened. */
export async function closeNotice(page: Page) {
  const notice = page.getByTestId('notice-modal');
  await page.clock.runFor(200);
  if (await notice.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
  }
}
