// The envelope's translated `message`: the shared error catalogue
// (server/shared/errors/<lang>.json, also what the browser shows) formatted as ICU
// with the failure's values, so the server and the browser say the same words.
import { existsSync, readFileSync } from 'node:fs';
import { createIntl, type IntlShape } from '@formatjs/intl';
import type { ErrorCode } from '../shared/errorCodes';
import { ENGLISH_ERRORS, errorMessageValues, type ErrorCatalogue } from '../shared/errors/catalogue';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from './languages';

const CATALOGUE_DIR = new URL('../shared/errors/', import.meta.url);

// A language without its file yet answers in English rather than failing to start;
// test/server/errorCatalogue.test.ts insists every shipped language has one.
function readCatalogue(language: Language): Partial<ErrorCatalogue> {
  if (language === DEFAULT_LANGUAGE) return ENGLISH_ERRORS;
  const file = new URL(`${language}.json`, CATALOGUE_DIR);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<ErrorCatalogue>) : {};
}

/** Every shipped language's catalogue, English filling any gap. */
export const ERROR_MESSAGES = Object.fromEntries(
  LANGUAGE_CODES.map((language) => [language, { ...ENGLISH_ERRORS, ...readCatalogue(language) }]),
) as Record<Language, ErrorCatalogue>;

/**
 * The message for a code in a language, its ICU placeholders filled from the failure's
 * `value` (`{minutes}` from `{ minutes: 5 }`), formatted as react-intl formats it in the browser.
 */
export function errorMessageFormatter(catalogues: Record<Language, ErrorCatalogue>) {
  const formatters = new Map<Language, IntlShape<string>>();
  const formatterFor = (language: Language) => {
    let intl = formatters.get(language);
    if (!intl) {
      // A placeholder without a value leaves the message as written instead of failing the answer.
      intl = createIntl({ locale: language, messages: catalogues[language], onError: () => {} });
      formatters.set(language, intl);
    }
    return intl;
  };
  return (code: ErrorCode, language: Language, value?: unknown): string =>
    formatterFor(language).formatMessage({ id: code }, errorMessageValues(value));
}

export const errorMessage = errorMessageFormatter(ERROR_MESSAGES);

export { negotiateLanguage, LANGUAGES, LANGUAGE_CODES, DEFAULT_LANGUAGE, type Language } from './languages';
