// The shipped languages are one list shared with the server (server/shared/languages.ts).
import { LOCALES, type LocaleInfo } from '../../server/shared/languages';

export { DEFAULT_LOCALE, LOCALES, matchLocale, resolveLocale, type LocaleCode, type LocaleInfo } from '../../server/shared/languages';

export function localeInfo(code: string): LocaleInfo {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}
