// Shared by the account specs: a visitor with an address of their own (so the server's
// per-IP counters of one spec do not touch another), the account calls made as a test
// script would (encrypted bodies, bot checks answered through the development routes,
// codes read from the outbox), and the slider dragged with the mouse. The replay of a
// machine's paths through the page is in pathReplay.ts, exported from here too.
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { encryptPayload, type PayloadKey } from '../../server/shared/payloadCrypto';
import type { SliderChallenge } from '../../server/shared/wire/accounts';
import type { AccountLockRequest, SystemChange } from '../../server/shared/wire/operator';
import { OPERATOR_KEY } from '../support';
import { saveScreen } from '../screens';

export * from './pathReplay';

/** The demo accounts (server/db/seed/accounts.ts). */
export const DEMO = {
  member: { account: 'demo', password: 'Demo@12345', email: 'demo@example.com', mobile: '8012345678' },
  agent: { account: 'agent01', password: 'Agent@12345' },
  downline: { account: 'agent02', password: 'Down@12345' },
  /** The member with a reward waiting: the gift popup greets it after login. */
  gifted: { account: 'lucky01', password: 'Lucky@12345' },
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
    const key = await this.ok<PayloadKey>('get', '/api/system/key');
    const sealed = await encryptPayload(body, key);
    return this.call<T>(method, path, sealed.body, { ...headers, ...sealed.headers });
  }

  async answerOf(id: string): Promise<string | number> {
    return (await this.ok<{ answer: string | number }>('get', `/api/dev/challenges/${id}`)).answer;
  }

  /** A slider answer as a person would give it: the right spot, a human-length drag. */
  async slider() {
    const challenge = await this.ok<SliderChallenge>('get', '/api/slider');
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

  lock(account: AccountLockRequest['account'], locked: AccountLockRequest['locked']) {
    return this.operator('/api/operator/accounts/lock', { merchantCode: 'NG', account, locked });
  }

  setSystem(settings: SystemChange) {
    return this.operator('/api/operator/system', { merchantCode: 'NG', ...settings });
  }
}

/** What the page last fetched: slider puzzles and captchas, read from its responses. */
export class ChallengeTracker {
  slider: SliderChallenge | null = null;
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
/** A visitor from Nigeria (who chose the region already) in a language and theme, if given. */
export async function presetVisitor(page: Page, api: AccountApi, options: { lang?: string; theme?: 'light' | 'dark' } = {}) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': api.ip });
  await page.addInitScript(
    ([lang, theme]) => {
      localStorage.setItem('region', 'NG');
      if (lang) localStorage.setItem('lang', lang);
      if (theme) localStorage.setItem('theme', theme);
    },
    [options.lang ?? '', options.theme ?? ''],
  );
}

export async function openVisitor(page: Page, api: AccountApi, options: { lang?: string; theme?: 'light' | 'dark' } = {}) {
  await presetVisitor(page, api, options);
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

export async function screenshot(page: Page, testInfo: TestInfo, name: string, target?: ReturnType<Page['getByTestId']>) {
  await page.waitForTimeout(450);
  await saveScreen(target ?? page, testInfo, `accounts/${name}`);
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

/**
 * Fills the open registration form by mobile as a person does (the code from the outbox, the
 * captcha's answer), sends it and passes the slider; resolves once the header shows the member.
 */
export async function registerByMobileInPage(page: Page, api: AccountApi, tracker: ChallengeTracker, mobile: string) {
  await page.getByTestId('register-mobileNum-input').fill(mobile);
  await page.getByTestId('sms-code-button').click();
  await page.getByTestId('register-verificationCode-input').fill(await api.outboxCode(mobile));
  await submitRegistrationInPage(page, api, tracker);
  await reveal(page, page.getByTestId('header-account'));
}

/** The rest of the registration form once the code is typed: the password twice, the captcha, submit and the slider. */
export async function submitRegistrationInPage(page: Page, api: AccountApi, tracker: ChallengeTracker) {
  await page.getByTestId('register-password-input').fill('Player@2468');
  await page.getByTestId('register-confirmPassword-input').fill('Player@2468');
  await expect.poll(() => tracker.captchaId).not.toBeNull();
  await page.getByTestId('register-captcha-input').fill(String(await api.answerOf(tracker.captchaId!)));
  await page.getByTestId('register-submit').click();
  await dragSlider(page, api, tracker);
}
