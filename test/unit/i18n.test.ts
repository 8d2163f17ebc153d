import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogueProblems, foreignPluralKeys, signature } from '../support/icuChecks';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { DEFAULT_LOCALE, LOCALES, matchLocale, resolveLocale } from '../../src/i18n/locales';
import { loadAreaMessages } from '../../src/i18n/areaMessages';
import { defaultMessages, loadMessages } from '../../src/i18n/loadMessages';
import descriptions from '../../src/i18n/messages/en.descriptions.json';

type Catalogue = Record<string, string>;

const MESSAGES_DIR = join(__dirname, '../../src/i18n/messages');
const messagesFile = (code: string) => join(MESSAGES_DIR, `${code}.json`);
const readCatalogue = (code: string): Catalogue => JSON.parse(readFileSync(messagesFile(code), 'utf8')) as Catalogue;

const TRANSLATED = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => l.code);

// Keys whose text is a brand and stays the same in every language (the portal, and the
// messengers a registration form may ask for).
const BRAND_KEYS = new Set(['app.name', 'field.qqNum', 'field.line', 'field.whatsapp', 'field.facebook', 'field.wechat']);
// A few short words are the same in some languages (an "OK", a loanword); a file
// that copies more than this share of the English catalogue is not translated.
const MAX_VERBATIM_SHARE = 0.03;

/** Keys whose message is the English text word for word, leaving out brands and text with no words. */
function verbatimKeys(catalogue: Catalogue, english: Catalogue = defaultMessages): string[] {
  return Object.entries(english)
    .filter(([key, english]) => !BRAND_KEYS.has(key) && /\p{L}/u.test(english.replace(/\{[^{}]*\}/g, '')))
    .filter(([key, english]) => catalogue[key]?.trim() === english.trim())
    .map(([key]) => key);
}

const verbatimLimit = (english: Catalogue = defaultMessages) => Math.floor(Object.keys(english).length * MAX_VERBATIM_SHARE);

describe('locales', () => {
  it('[CONSTANTS-01][CONSTANTS-02][SHELL-01] ships the 27 languages of spec section 9 with English as the default; Arabic, Persian and Urdu right to left', () => {
    expect(LOCALES.map((l) => l.code)).toEqual(['en', 'vi', 'th', 'zh', 'zh-TW', 'ja', 'ko', 'hi', 'bn', 'ne', 'ta', 'ur', 'id', 'ms', 'fil', 'my', 'km', 'lo', 'ar', 'fa', 'tr', 'ru', 'kk', 'uz', 'es', 'pt-PT', 'pt-BR']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ur', 'ar', 'fa']);
    // Each is named in its own script, and no two alike.
    expect(new Set(LOCALES.map((l) => l.nativeName)).size).toBe(LOCALES.length);
  });

  it('[CONSTANTS-02] opens every code of spec section 9 (spec-notes 15): KR and KO one Korean catalogue, CN and TW the two Chinese, TY Filipino', () => {
    const SPEC_CODES: Record<string, string> = {
      BN: 'bn', EN: 'en', HI: 'hi', CN: 'zh', JA: 'ja', TH: 'th', VI: 'vi', MY: 'my', ES: 'es', ID: 'id', KM: 'km', KO: 'ko', KR: 'ko', MS: 'ms',
      PT: 'pt-PT', TA: 'ta', TW: 'zh-TW', TY: 'fil', UR: 'ur', 'PT-BR': 'pt-BR', TR: 'tr', AR: 'ar', FA: 'fa', RU: 'ru', KK: 'kk', UZ: 'uz', LO: 'lo', NE: 'ne',
    };
    expect(Object.keys(SPEC_CODES)).toHaveLength(28);
    for (const [spec, locale] of Object.entries(SPEC_CODES)) expect(matchLocale(spec), spec).toBe(locale);
  });

  it('matches codes case-insensitively and by common aliases, falling back to English', () => {
    expect(matchLocale('EN')).toBe('en');
    expect(matchLocale('pt-br')).toBe('pt-BR');
    expect(matchLocale('zh-CN')).toBe('zh');
    expect(matchLocale('zh-Hant')).toBe('zh-TW');
    expect(matchLocale('vi-VN')).toBe('vi');
    expect(matchLocale('ar-SA')).toBe('ar');
    expect(matchLocale('fr')).toBeNull();
    expect(resolveLocale('fr')).toBe('en');
    expect(resolveLocale(null)).toBe('en');
  });
});

describe('English messages', () => {
  it('every message parses as ICU', () => {
    for (const [key, message] of Object.entries(defaultMessages)) expect(() => parse(message), key).not.toThrow();
  });

  it('[ERRORS-25] every API errorCode has a translated message', () => {
    for (const code of ERROR_CODES) expect(defaultMessages[`error.${code}`], code).toBeTruthy();
  });

  // Spec section 8's messages, by the code that carries each one. The per-language tests
  // below hold every language to the English keys, so each is also translated.
  const SECTION_8: Record<string, { code: string; says: RegExp }> = {
    'ERRORS-01': { code: 'missing_credentials', says: /account and password/ },
    'ERRORS-03': { code: 'invalid_password_format', says: /password/ },
    'ERRORS-04': { code: 'invalid_email_format', says: /e-mail/ },
    'ERRORS-07': { code: 'account_not_found', says: /e-mail does not exist/ },
    'ERRORS-08': { code: 'network_abnormal', says: /network/ },
    'ERRORS-09': { code: 'page_too_slow', says: /too slowly/ },
    'ERRORS-11': { code: 'invalid_domain', says: /address is not valid/ },
    'ERRORS-12': { code: 'ip_restricted', says: /IP address is restricted/ },
    'ERRORS-13': { code: 'maintenance', says: /maintenance/ },
    'ERRORS-18': { code: 'verification_required', says: /verification first/ },
    'ERRORS-19': { code: 'unknown_error', says: /went wrong/ },
    'ERRORS-26': { code: 'invalid_phone_number', says: /phone number is not valid/ },
    'ERRORS-27': { code: 'missing_phone_number', says: /enter your phone number/ },
    'ERRORS-29': { code: 'unknown_error', says: /went wrong/ },
    'ERRORS-31': { code: 'missing_code', says: /verification code/ },
    'ERRORS-32': { code: 'captcha_check_failed', says: /security check failed/ },
    'ERRORS-33': { code: 'quota_exceeded', says: /contact customer service/ },
    'ERRORS-34': { code: 'operation_not_allowed', says: /not allowed/ },
    'ERRORS-35': { code: 'code_expired', says: /expired/ },
    'ERRORS-36': { code: 'popup_closed_by_user', says: /window was closed/ },
    // Spec section 5's registration messages.
    'REGISTER-66': { code: 'invalid_real_name_format', says: /name/ },
    'REGISTER-67': { code: 'invalid_phone_number', says: /phone number is not valid/ },
  };
  it(`[${Object.keys(SECTION_8).join('][')}] the error messages of spec section 8 exist, each under its API code`, () => {
    for (const [id, { code, says }] of Object.entries(SECTION_8)) {
      expect(ERROR_CODES as readonly string[], `${id}: ${code}`).toContain(code);
      expect(defaultMessages[`error.${code}`], `${id}: ${code}`).toMatch(says);
    }
  });

  it('descriptions only describe keys that exist, in the core catalogue or an area one', () => {
    const everyKey = new Set(CATALOGUES.flatMap((set) => Object.keys(set.english)));
    for (const key of Object.keys(descriptions)) expect(everyKey.has(key), key).toBe(true);
  });
});

/**
 * The catalogues: the core one the shell ships with, and one per area loaded with that
 * area's chunk (`messages/<area>/<lang>.json`, e.g. the personal centre), so the home
 * page does not carry every page's text.
 */
interface CatalogueSet {
  area: string;
  english: Catalogue;
  file: (code: string) => string;
  load: (code: string) => Promise<Catalogue>;
}

const AREAS = readdirSync(MESSAGES_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
// An area's keys start with its name, except the account flows': their keys kept the
// prefixes of the flows they belong to when they left the core catalogue (the views and
// machines name them so), and only the account views read them.
const ACCOUNT_PREFIXES = ['login.', 'register.', 'forgot.', 'changePassword.', 'slider.', 'sms.', 'field.', 'placeholder.', 'signIn.'];
const areaPrefixes = (area: string) => (area === 'account' ? ACCOUNT_PREFIXES : [`${area}.`]);
const areaFile = (area: string, code: string) => join(MESSAGES_DIR, area, `${code}.json`);
const readJson = (file: string): Catalogue => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
const withoutErrors = (catalogue: Catalogue): Catalogue =>
  Object.fromEntries(Object.entries(catalogue).filter(([key]) => !key.startsWith('error.')));

const CATALOGUES: CatalogueSet[] = [
  // The core catalogue without the error messages: those come from the shared error
  // catalogue (server/shared/errors), checked by test/unit/errorCatalogue.test.ts.
  {
    area: 'core',
    english: withoutErrors(defaultMessages),
    file: messagesFile,
    load: async (code) => withoutErrors((await loadMessages(code)).messages),
  },
  ...AREAS.map((area) => ({
    area,
    english: readJson(areaFile(area, DEFAULT_LOCALE)),
    file: (code: string) => areaFile(area, code),
    load: (code: string) => loadAreaMessages(area, code),
  })),
];

describe('area catalogues', () => {
  it('the personal centre and the account flows have their own catalogues, and no key is in two catalogues', () => {
    expect(AREAS).toEqual(expect.arrayContaining(['centre', 'account']));
    const seen = new Map<string, string>();
    for (const set of CATALOGUES) {
      for (const key of Object.keys(set.english)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${set.area}`).toBeUndefined();
        seen.set(key, set.area);
      }
    }
  });

  it.each(AREAS)('%s: every English message parses as ICU; keys are prefixed with the area', (area) => {
    for (const [key, message] of Object.entries(readJson(areaFile(area, DEFAULT_LOCALE)))) {
      expect(() => parse(message), key).not.toThrow();
      expect(areaPrefixes(area).some((prefix) => key.startsWith(prefix)), key).toBe(true);
    }
  });
});

describe.each(CATALOGUES.flatMap((set) => TRANSLATED.map((code) => [set.area, code, set] as const)))('[SHELL-01][SESSION-17] %s catalogue, %s messages', (_area, code, set) => {
  const englishKeys = Object.keys(set.english).sort();
  const readCatalogue = (lang: string) => readJson(set.file(lang));

  it('the file exists under the name the loader looks for', () => {
    expect(existsSync(set.file(code)), set.file(code)).toBe(true);
  });

  it('has exactly the keys of the English catalogue', () => {
    const keys = Object.keys(readCatalogue(code));
    const missing = englishKeys.filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !(k in set.english));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('every message is a non-empty string that parses as ICU with the arguments and tags of the English one', () => {
    // Keys missing or extra are reported by the key test above.
    const catalogue = readCatalogue(code);
    const present = Object.fromEntries(Object.entries(set.english).filter(([key]) => key in catalogue));
    const problems = catalogueProblems(present, catalogue, code).filter((p) => !p.endsWith('not an English key'));
    expect(problems).toEqual([]);
  });

  it('is translated: at most a small share of messages copy the English text', () => {
    const copied = verbatimKeys(readCatalogue(code), set.english);
    expect(copied.length, `copied from English: ${copied.join(', ')}`).toBeLessThanOrEqual(verbatimLimit(set.english));
  });

  it('loads with its own text in front of the English fallback', async () => {
    expect(await set.load(code)).toEqual({ ...set.english, ...readCatalogue(code) });
  });
});

describe('the translation checks', () => {
  it('flag an untranslated copy of the English file', () => {
    expect(verbatimKeys({ ...defaultMessages }).length).toBeGreaterThan(verbatimLimit());
  });

  it('see a dropped argument, a renamed tag and a changed select option', () => {
    const sig = (m: string) => [...signature(parse(m))].sort();
    expect(sig('Hi {name}')).not.toEqual(sig('Hi'));
    expect(sig('<b>{n}</b>')).not.toEqual(sig('<strong>{n}</strong>'));
    expect(sig('{g, select, male {a} other {b}}')).not.toEqual(sig('{g, select, female {a} other {b}}'));
    expect(sig('{n, plural, one {# x} other {# y}}')).not.toEqual(sig('{n, plural, one {x} other {y}}'));
    expect(sig('{n, plural, one {# x} other {# y}}')).toEqual(sig('{n, plural, =0 {z} other {# y}}'));
  });

  it('see a plural branch the language never uses', () => {
    expect(foreignPluralKeys(parse('{n, plural, one {a} few {b} other {c}}'), ['other'])).toEqual(['one', 'few']);
    expect(foreignPluralKeys(parse('{n, plural, =0 {a} other {c}}'), ['other'])).toEqual([]);
  });
});

describe('loading messages', () => {
  it('English needs no download', async () => {
    expect(await loadMessages('en')).toEqual({ locale: 'en', messages: defaultMessages });
  });

  it('an unknown language resolves to English', async () => {
    expect((await loadMessages('xx')).locale).toBe('en');
  });
});
