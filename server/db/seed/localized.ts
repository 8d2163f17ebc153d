// Operator content is declared once per item, with its text in every shipped
// language; these helpers turn such a text table into the columns the tables store
// (English in the row's own columns, the other languages in `translations`).
import { LANGUAGE_CODES, type Language } from '../../i18n/languages';

/** One piece of operator text in every language the portal ships. */
export type Localized<T> = Record<Language, T>;

export const OTHER_LANGUAGES: readonly Exclude<Language, 'en'>[] = LANGUAGE_CODES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/** The `translations` column: every language but English, each as an object of fields. */
export function translationsOf<T extends { [K in keyof T]: string }>(text: Localized<T>): string {
  return JSON.stringify(Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, text[language]])));
}

/** The `translations` column of a table with one translated field (a reward's name). */
export function fieldTranslationsOf(text: Localized<string>, field: string): string {
  return JSON.stringify(Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, { [field]: text[language] }])));
}
