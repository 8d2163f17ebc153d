// What the server itself writes to a member outside the app (the SMS and e-mail texts), in the
// language of the request that asked for it: server/i18n/texts/<lang>.json, ICU messages like
// the app's, English filling whatever a language lacks (test/unit/serverTexts.test.ts holds every
// shipped language to every key).
import { existsSync, readFileSync } from 'node:fs';
import { createIntl, type IntlShape } from '@formatjs/intl';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages';
import english from './texts/en.json';

export type TextKey = keyof typeof english;
type Texts = Record<TextKey, string>;

const TEXTS_DIR = new URL('./texts/', import.meta.url);

function read(language: Language): Partial<Texts> {
  if (language === DEFAULT_LANGUAGE) return {};
  const file = new URL(`${language}.json`, TEXTS_DIR);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Texts>) : {};
}

/** Every shipped language's texts, English filling any gap. */
export const SERVER_TEXTS = Object.fromEntries(LANGUAGE_CODES.map((language) => [language, { ...english, ...read(language) }])) as Record<Language, Texts>;

const formatters = new Map<Language, IntlShape<string>>();

/** A text in a language (English when none is known), its placeholders filled (`{code}`, `{minutes}`). */
export function serverText(requested: Language | undefined, key: TextKey, values: Record<string, string | number>): string {
  const language = requested ?? DEFAULT_LANGUAGE;
  let intl = formatters.get(language);
  if (!intl) {
    intl = createIntl({ locale: language, messages: SERVER_TEXTS[language] });
    formatters.set(language, intl);
  }
  return intl.formatMessage({ id: key }, values);
}
