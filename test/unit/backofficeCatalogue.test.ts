// The back office's own catalogues (src/backoffice/messages: the frame's, and one folder per
// area of work): every language the portal ships holds the English keys of each, each message
// parsing as ICU with English's placeholders, and no key in two catalogues.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';
import { catalogueProblems } from '../support/icuChecks';

type Catalogue = Record<string, string>;

const ROOT = join(__dirname, '../../src/backoffice/messages');
const AREAS = readdirSync(ROOT, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const DIRS: [string, string][] = [['frame', ROOT], ...AREAS.map((area): [string, string] => [area, join(ROOT, area)])];
const TRANSLATED = LOCALES.filter((l) => l.code !== DEFAULT_LOCALE).map((l) => l.code);

// Words these languages spell as English does (loanwords their player catalogues use too):
// the only messages that may equal the English one.
const SAME_AS_ENGLISH: Record<string, string[]> = {
  id: ['backoffice.role.admin', 'backoffice.money.deposit', 'backoffice.money.status'],
  ms: ['backoffice.money.deposit', 'backoffice.money.status'],
  fil: ['backoffice.signIn.password', 'backoffice.audit.ip'],
  uz: ['backoffice.role.admin'],
};

describe('back-office catalogues', () => {
  it('no key is in two catalogues', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [area, dir] of DIRS) {
      for (const key of Object.keys(JSON.parse(readFileSync(join(dir, `${DEFAULT_LOCALE}.json`), 'utf8')) as Catalogue)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)} and ${area})`);
        seen.set(key, area);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe.each(DIRS)('back-office catalogue: %s', (_area, DIR) => {
  const file = (code: string) => join(DIR, `${code}.json`);
  const read = (code: string): Catalogue => JSON.parse(readFileSync(file(code), 'utf8')) as Catalogue;
  const english = read(DEFAULT_LOCALE);

  it('English parses as ICU', () => {
    for (const [key, message] of Object.entries(english)) expect(() => parse(message), key).not.toThrow();
  });

  describe.each(TRANSLATED)('%s', (code) => {
    it('has a file', () => expect(existsSync(file(code)), file(code)).toBe(true));

    it('has every English key and no other, each parsing with the English placeholders and its own plural categories', () => {
      expect(catalogueProblems(english, read(code), code)).toEqual([]);
    });

    it('translates every message (none word for word English)', () => {
      const catalogue = read(code);
      const copied = Object.entries(english)
        .filter(([key]) => !(SAME_AS_ENGLISH[code] ?? []).includes(key))
        // A message of placeholders only has no words to translate.
        .filter(([, message]) => /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, '')))
        .filter(([key, message]) => catalogue[key]?.trim() === message.trim())
        .map(([key]) => key);
      expect(copied).toEqual([]);
    });
  });
});
