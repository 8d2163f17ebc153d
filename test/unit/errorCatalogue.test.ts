// The one catalogue of error messages (server/shared/errors/<lang>.json): the server's
// envelope `message` and the browser's text both come from it, so it must be whole in
// every language, valid ICU, and name the same placeholders as English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../server/shared/errorCodes';
import { ENGLISH_ERRORS } from '../../server/shared/errors/catalogue';
import { loadMessages } from '../../src/i18n/loadMessages';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';

const DIR = join(__dirname, '../../server/shared/errors');
const read = (language: string): Record<string, unknown> => JSON.parse(readFileSync(join(DIR, `${language}.json`), 'utf8')) as Record<string, unknown>;
const LANGUAGES = LOCALES.map((l) => l.code);

/** The placeholders a message fills, with their kind: `{minutes}`, `{limit, number}`, `{n, plural}`. */
function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.argument) into.add(`{${el.value}}`);
    if (el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) into.add(`{${el.value}, ${TYPE[el.type]}}`);
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      into.add(`{${el.value}, ${TYPE[el.type]}}`);
      for (const option of Object.values(el.options)) placeholders(option.value, into);
    }
    if (el.type === TYPE.tag) placeholders(el.children, into);
  }
  return into;
}
const signature = (message: string) => [...placeholders(parse(message))].sort();

describe('[ERRORS-25] the error catalogue', () => {
  it('has one file per shipped language and no other', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
  });

  it('sees a dropped or renamed placeholder', () => {
    expect(signature('Try again in {minutes} minutes.')).not.toEqual(signature('Try again in 5 minutes.'));
    expect(signature('At most {limit, number}.')).not.toEqual(signature('At most {max, number}.'));
    expect(signature('{n, plural, one {# file} other {# files}}')).toEqual(signature('{n, plural, other {# files}}'));
  });

  it.each(LANGUAGES)('%s has a non-empty message for every error code and nothing else', (language) => {
    const catalogue = read(language);
    const missing = ERROR_CODES.filter((code) => typeof catalogue[code] !== 'string' || (catalogue[code] as string).trim() === '');
    const extra = Object.keys(catalogue).filter((code) => !(ERROR_CODES as readonly string[]).includes(code));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s: every message parses as ICU with the placeholders of the English one', (language) => {
    const catalogue = read(language) as Record<string, string>;
    const problems: string[] = [];
    for (const code of ERROR_CODES) {
      try {
        const got = signature(catalogue[code] ?? '');
        const want = signature(ENGLISH_ERRORS[code]);
        if (got.join(' ') !== want.join(' ')) problems.push(`${code}: has [${got.join(' ')}], English has [${want.join(' ')}]`);
      } catch (error) {
        problems.push(`${code}: does not parse (${(error as Error).message})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== DEFAULT_LOCALE))('%s is translated, not copied from English', (language) => {
    const catalogue = read(language);
    expect(ERROR_CODES.filter((code) => catalogue[code] === ENGLISH_ERRORS[code])).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the browser loads it as the `error.<code>` messages', async (language) => {
    const { messages } = await loadMessages(language);
    const catalogue = read(language);
    for (const code of ERROR_CODES) expect(messages[`error.${code}`], code).toBe(catalogue[code]);
  });

  it('[ERRORS-28] says to retry after 5 minutes on too many requests, in every language', () => {
    for (const language of LANGUAGES) expect(read(language).too_many_requests, language).toMatch(/5|৫/);
  });
});
