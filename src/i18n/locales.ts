// The shipped languages are one list shared with the server (server/shared/languages.ts).
import { DEFAULT_LOCALE, LOCALES, matchLocale, type LocaleCode, type LocaleInfo } from '../../server/shared/languages';

export { DEFAULT_LOCALE, LOCALES, matchLocale, type LocaleCode, type LocaleInfo };

/** Like matchLocale, falling back to the default language. */
export function resolveLocale(code: string | null | undefined): LocaleCode {
  return matchLocale(code) ?? DEFAULT_LOCALE;
}

export function localeInfo(code: string): LocaleInfo {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}
