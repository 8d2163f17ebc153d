// The SMS and e-mail texts the server writes (server/i18n/texts/<lang>.json): one per shipped
// language, each with every English key, parsing as ICU with English's placeholders, translated;
// and a code asked for in a language arrives in that language.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../server/i18n/languages';
import { serverText, SERVER_TEXTS } from '../../server/i18n/texts';
import english from '../../server/i18n/texts/en.json';
import { catalogueProblems } from '../support/icuChecks';

const DIR = new URL('../../server/i18n/texts/', import.meta.url);
const read = (language: string) => JSON.parse(readFileSync(new URL(`${language}.json`, DIR), 'utf8')) as Record<string, unknown>;
const OTHERS = LANGUAGE_CODES.filter((l) => l !== 'en');

describe('[CONSTANTS-02] the server\'s SMS and e-mail texts', () => {
  it('has one file per shipped language and no other', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(OTHERS)('%s: every text, parsing as ICU with the placeholders of the English one, none copied', (language) => {
    expect(existsSync(new URL(`${language}.json`, DIR))).toBe(true);
    const texts = read(language);
    expect(catalogueProblems(english, texts, language)).toEqual([]);
    expect(Object.keys(english).filter((key) => texts[key] === english[key as keyof typeof english])).toEqual([]);
  });

  it('fills the code and the minutes, in the language asked for, English when none is', () => {
    expect(serverText(undefined, 'sms.registerCode', { code: '123456', minutes: 1 })).toBe('Your registration code is 123456. It is valid for 1 minute.');
    expect(serverText('en', 'sms.loginCode', { code: '654321', minutes: 5 })).toContain('It is valid for 5 minutes.');
    for (const language of OTHERS) {
      const text = serverText(language, 'sms.resetCode', { code: '424242', minutes: 3 });
      expect(text, language).toContain('424242');
      expect(text, language).toBe(serverText(language, 'sms.resetCode', { code: '424242', minutes: 3 }));
      expect(SERVER_TEXTS[language]['sms.resetCode'], language).not.toBe(english['sms.resetCode']);
    }
  });
});
