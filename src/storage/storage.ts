import { isAgentType } from '../../server/shared/accountTypes';
import { REMEMBER_ME_MS } from '../../server/shared/timing';
// The one place that knows the browser-storage keys of spec section 3.
// Session storage: token, isAgent, memberLabel, customerId, account, merchant, merchantCode.
// Local storage: lang, hisLang, theme, merchant_currency; plus `region`, the country
// the visitor picked in the region modal (so the modal does not ask again), and
// `deviceId`, this browser's id for the login's new-device check. Session storage also
// holds `giftSeen` once this login session's gift popup has had its look (logout clears it).

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_MERCHANT = 'NG';
export type Theme = 'light' | 'dark';

/** Session-storage keys that survive logout and merchant-independent clears. */
export const MERCHANT_SESSION_KEYS = ['merchant', 'merchantCode'] as const;

function read(store: Storage, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the session keeps in session storage besides the merchant (spec section 3). */
export interface StoredSession {
  token: string;
  account: string | null;
  member: { customerId?: number; id: number; type: number; memberLabel?: string[] } | null;
}

export const storage = {
  token: () => read(sessionStorage, 'token'),
  account: () => read(sessionStorage, 'account'),
  /** Stores a logged-in session: token, isAgent, memberLabel, customerId, account. */
  setSession({ token, account, member }: StoredSession) {
    sessionStorage.setItem('token', token);
    if (account) sessionStorage.setItem('account', account);
    if (member) {
      sessionStorage.setItem('isAgent', isAgentType(member.type) ? '1' : '0');
      sessionStorage.setItem('customerId', String(member.customerId ?? member.id));
      sessionStorage.setItem('memberLabel', JSON.stringify(member.memberLabel ?? []));
    }
  },
  /** The username kept by the remember-me box, while its day lasts (spec section 9). */
  rememberedAccount(now = Date.now()): string | null {
    const raw = read(localStorage, 'rememberedAccount');
    if (!raw) return null;
    try {
      const kept = JSON.parse(raw) as { account?: unknown; until?: unknown };
      if (typeof kept.account === 'string' && typeof kept.until === 'number' && kept.until > now) return kept.account;
    } catch {
      // Not ours or damaged: forget it below.
    }
    localStorage.removeItem('rememberedAccount');
    return null;
  },
  /** Keeps the username for REMEMBER_ME_MS, or forgets it (null). Only the name: never a password or token. */
  rememberAccount(account: string | null, now = Date.now()) {
    try {
      if (account) localStorage.setItem('rememberedAccount', JSON.stringify({ account, until: now + REMEMBER_ME_MS }));
      else localStorage.removeItem('rememberedAccount');
    } catch {
      // Storage refused (private mode): nothing is remembered.
    }
  },
  /**
   * A stable id of this browser for the extra check at a new device (spec-notes 7); it
   * identifies nothing but the browser and survives logouts.
   */
  deviceId(): string {
    const known = read(localStorage, 'deviceId');
    if (known) return known;
    const id = randomId();
    try {
      localStorage.setItem('deviceId', id);
    } catch {
      // Storage refused (private mode): an id for this page only.
    }
    return id;
  },
  /** Whether this login session has looked for waiting rewards (the gift popup shows once a session). */
  giftSeen: () => read(sessionStorage, 'giftSeen') === '1',
  setGiftSeen() {
    try {
      sessionStorage.setItem('giftSeen', '1');
    } catch {
      // Storage refused (private mode): the popup may show again after a reload.
    }
  },
  regionChoice: () => read(localStorage, 'region'),
  setRegionChoice(country: string) {
    localStorage.setItem('region', country);
  },
  language: () => read(localStorage, 'lang') ?? DEFAULT_LANGUAGE,
  /** The merchant code lives in session storage and, for a new tab, in local storage. */
  merchant: () => read(sessionStorage, 'merchantCode') ?? read(localStorage, 'merchantCode') ?? DEFAULT_MERCHANT,
  theme: (): Theme => (read(localStorage, 'theme') === 'dark' ? 'dark' : 'light'),
  setTheme(theme: Theme) {
    localStorage.setItem('theme', theme);
  },
  /** Stores the language and keeps the previous one in `hisLang`. */
  setLanguage(lang: string) {
    // A first choice replaces the default language, which becomes the history.
    const previous = read(localStorage, 'lang') ?? DEFAULT_LANGUAGE;
    if (previous && previous !== lang) localStorage.setItem('hisLang', previous);
    localStorage.setItem('lang', lang);
  },
  setMerchant(code: string, currency?: string) {
    sessionStorage.setItem('merchantCode', code);
    sessionStorage.setItem('merchant', code);
    localStorage.setItem('merchantCode', code);
    if (currency) localStorage.setItem('merchant_currency', currency);
  },
  /** Clears session storage except the merchant values (logout, merchant switch). */
  clearSession({ keepMerchant = true } = {}) {
    const kept = keepMerchant ? MERCHANT_SESSION_KEYS.map((k) => [k, read(sessionStorage, k)] as const) : [];
    sessionStorage.clear();
    for (const [k, val] of kept) if (val !== null) sessionStorage.setItem(k, val);
  },
};
