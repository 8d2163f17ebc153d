// Shared by the money specs: a member's page logged in through the slider (the sealed
// login the account specs use), the member's and the operator's calls as a script makes
// them, amounts read off the page in minor units, and small real PNG images for the
// proof pickers.
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { displayAmount } from '../../server/shared/money';
import type { MerchantChanged, SystemChange } from '../../server/shared/wire/operator';
import type { WalletSettingsChange } from '../../server/shared/wire/operatorMoney';
import { AccountApi, storedSession } from '../accounts/support';
import { OPERATOR_KEY } from '../support';

/** The payment password the specs give a member (the NG rule: 6 digits). */
export const PAYMENT_PASSWORD = '246810';

/** An amount as the portal shows it: ₦, thousands separators, two decimals. */
export const NAIRA_FORMAT = /^-?₦\d{1,3}(,\d{3})*\.\d{2}$/;

/** Minor units of an API amount ("1234.50") or a shown one ("-₦1,234.50"). */
export function minor(amount: string): number {
  const text = amount.replace(/[₦,\s]/g, '');
  const value = Math.round(Math.abs(Number(text)) * 100);
  if (!Number.isFinite(value)) throw new Error(`not an amount: ${amount}`);
  return text.startsWith('-') ? -value : value;
}

/** Minor units as the page shows them: `₦1,234.50`. */
export const naira = (minorUnits: number) => displayAmount(minorUnits, '₦');

/** The first amount shown in an element, in minor units (it must be in the portal's format). */
export async function shownAmount(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const match = text.match(/-?₦[\d,]+(\.\d+)?/);
  if (!match) throw new Error(`no amount in "${text}"`);
  expect(match[0]).toMatch(NAIRA_FORMAT);
  return minor(match[0]);
}

export const headerBalance = (page: Page) => shownAmount(page.getByTestId('header-balance'));

/**
 * Waits until the header shows this balance. The symbol sits right before the digits,
 * so `₦5,080.00` is never found inside `₦15,080.00`.
 */
export async function expectHeaderBalance(page: Page, minorUnits: number, message?: string) {
  await expect(page.getByTestId('header-balance'), message).toContainText(naira(minorUnits));
}

interface Envelope<T> {
  success: boolean;
  value: T;
  errorCode?: string;
}

async function envelope<T>(response: Awaited<ReturnType<APIRequestContext['fetch']>>, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body?.success) throw new Error(`${what} refused: ${response.status()} ${body?.errorCode ?? ''}`);
  return body.value;
}

/** A logged-in member's calls, as the page makes them (token, merchant, an idempotency key for money). */
export class MemberApi {
  constructor(
    private readonly request: APIRequestContext,
    readonly ip: string,
    readonly account: string,
    readonly token: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    return { 'X-Forwarded-For': this.ip, 'X-Merchant': 'NG', 'Accept-Language': 'en', 'X-Device': 'WEB', Authorization: `Bearer ${this.token}`, ...extra };
  }

  async get<T>(path: string): Promise<T> {
    return envelope<T>(await this.request.get(path, { headers: this.headers() }), `GET ${path}`);
  }

  /** A call that moves money: sent with a fresh Idempotency-Key. */
  async post<T>(path: string, body: unknown): Promise<T> {
    return envelope<T>(await this.request.post(path, { headers: this.headers({ 'Idempotency-Key': randomUUID() }), data: body }), `POST ${path}`);
  }

  /** The answer as it comes (for refusals). */
  async raw(path: string) {
    const response = await this.request.get(path, { headers: this.headers() });
    return { status: response.status(), body: (await response.json()) as Envelope<unknown> };
  }

  balance() {
    return this.get<{ sumBalance: string; wallets: { wallet: string; name: string; balance: string }[] }>('/api/wallet/balance');
  }
}

/** A member's session opened through the slider (as a script answers it), without a page. */
export async function logInApi(request: APIRequestContext, api: AccountApi, username: string, password: string): Promise<MemberApi> {
  const login = await api.sealed<{ token: string }>('post', '/api/session/login', { type: 'username', username, password, slider: await api.slider(), side: 'member' });
  if (!login.success) throw new Error(`login refused: ${login.errorCode}`);
  return new MemberApi(request, api.ip, username, login.value.token);
}

/** The operator's calls (X-Operator-Key), as support staff or the back office make them. */
export class OperatorApi {
  constructor(private readonly request: APIRequestContext) {}

  private headers(extra: Record<string, string> = {}) {
    return { 'X-Operator-Key': OPERATOR_KEY, ...extra };
  }

  async get<T>(path: string): Promise<T> {
    return envelope<T>(await this.request.get(path, { headers: this.headers() }), `operator GET ${path}`);
  }

  async post<T>(path: string, body: unknown = {}): Promise<T> {
    return envelope<T>(await this.request.post(path, { headers: this.headers({ 'Idempotency-Key': randomUUID() }), data: body }), `operator POST ${path}`);
  }

  async put<T>(path: string, body: unknown): Promise<T> {
    return envelope<T>(await this.request.put(path, { headers: this.headers(), data: body }), `operator PUT ${path}`);
  }

  walletSettings(settings: WalletSettingsChange) {
    return this.put<MerchantChanged>('/api/operator/wallet-settings', { merchantCode: 'NG', ...settings });
  }

  switches(switches: SystemChange['switches']) {
    return this.put<MerchantChanged>('/api/operator/system', { merchantCode: 'NG', switches });
  }
}

/** The system status switches of the default merchant (to put back what a spec changed). */
export async function currentSwitches(request: APIRequestContext): Promise<Record<string, 0 | 1>> {
  return envelope<{ switches: Record<string, 0 | 1> }>(await request.get('/api/system/status', { headers: { 'X-Merchant': 'NG' } }), 'system status').then((s) => s.switches);
}

/**
 * A page of its own (its own address, region chosen, the theme asked for) with the
 * member logged in: the session opened through the slider and handed to the page.
 */
export async function memberPage(browser: Browser, baseURL: string, username: string, password: string, options: { theme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const api = new AccountApi(context.request);
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': api.ip });
  await page.addInitScript((theme) => {
    localStorage.setItem('region', 'NG');
    localStorage.setItem('lang', 'en');
    // Only the first load: the member's own theme switch wins afterwards.
    if (theme && !sessionStorage.getItem('e2e-theme-set')) {
      localStorage.setItem('theme', theme);
      sessionStorage.setItem('e2e-theme-set', '1');
    }
  }, options.theme ?? '');
  const token = await storedSession(page, api, username, password);
  return { context, page, api, member: new MemberApi(context.request, api.ip, username, token) };
}

/** Closes the after-login notices when they opened (they sit above everything). */
export async function dismissNotice(page: Page) {
  const notice = page.getByTestId('notice-modal');
  if (await notice.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
  }
}

/** Opens a page of the centre from its left menu (the centre is open). */
export async function openCentrePage(page: Page, pageId: string) {
  await page.getByTestId(`centre-menu-${pageId}`).click();
  await expect(page.getByTestId('personal-centre')).toHaveAttribute('data-page', pageId);
  await expect(page.getByTestId(`centre-page-${pageId}`)).toBeVisible();
}

/** Reloads the header balance and badges the way the member does: the centre's refresh button. */
export async function refreshCentre(page: Page) {
  const button = page.getByTestId('centre-refresh');
  await button.click();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
}

// A real PNG (the server checks the bytes): a small receipt-coloured picture.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` RGB picture: a pale page with darker lines, like a photographed receipt. */
export function receiptPng(size = 48): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x += 1) {
      const line = y % 8 === 4 && x > 6 && x < size - 6;
      row.set(line ? [90, 100, 120] : [245, 240, 225], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

export const receiptFile = (name = 'receipt.png') => ({ name, mimeType: 'image/png', buffer: receiptPng() });

export { openMemberMenu } from '../support';
