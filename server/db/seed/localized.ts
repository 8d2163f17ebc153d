// Operator content is declared once per item, with its text in every shipped
// language; these helpers turn such a text table into the columns the tables store
// (English in the row's own columns, the other languages in `translations`).
import { LANGUAGE_CODES, type Language } from '../../i18n/languages';

/**
 * The languages the demo content is written in: the markets' main languages (English,
 * Vietnamese, Thai, Chinese, Hindi, Bengali, Arabic) and two more. An operator writes its own
 * content in the languages it serves; a reader of another language sees the English text.
 */
export const CONTENT_LANGUAGES = ['en', 'vi', 'th', 'zh', 'hi', 'bn', 'ar', 'id', 'pt-BR'] as const satisfies readonly Language[];
type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** One piece of operator text in the demo content's languages, and any other the portal ships. */
export type Localized<T> = Record<ContentLanguage, T> & Partial<Record<Language, T>>;

export const OTHER_LANGUAGES: readonly Exclude<Language, 'en'>[] = LANGUAGE_CODES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/** The languages besides English a text is written in. */
const written = <T>(text: Localized<T>) => OTHER_LANGUAGES.filter((language) => text[language] !== undefined);

/** The `translations` column: every language but English the text is written in, each as an object of fields. */
export function translationsOf<T extends { [K in keyof T]: string }>(text: Localized<T>): string {
  return JSON.stringify(Object.fromEntries(written(text).map((language) => [language, text[language]])));
}

/** The `translations` column of a table with one translated field (a reward's name). */
export function fieldTranslationsOf(text: Localized<string>, field: string): string {
  return JSON.stringify(Object.fromEntries(written(text).map((language) => [language, { [field]: text[language] }])));
}
