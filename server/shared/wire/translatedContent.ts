// What every piece of the back office's translated content shares on the wire (docs/api.md
// "Back office: content"): English text a person wrote, a translation per other shipped
// language (server/shared/languages.ts) with the same fields, and the merchant it is for
// (null: every merchant). A language without a translation shows the English.
import * as v from 'valibot';
import { LOCALE_CODES } from '../languages';

/** The languages a translation may be written in: every shipped one but English (the row's own text). */
export const TRANSLATION_LANGUAGES = LOCALE_CODES.filter((code) => code !== 'en');

/** Text a person wrote: not only spaces, within a length. */
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/\S/));
/** Text that may be left empty (an empty translation shows the English). */
export const optionalText = (max: number) => v.pipe(v.string(), v.maxLength(max));

/** Translations by language code, each language optional, its fields as given. */
export function translationsOf<T extends v.ObjectEntries>(fields: T) {
  const languages = TRANSLATION_LANGUAGES;
  return v.strictObject(
    Object.fromEntries(languages.map((code) => [code, v.optional(v.strictObject(fields))])) as Record<(typeof languages)[number], v.OptionalSchema<v.StrictObjectSchema<T, undefined>, undefined>>,
  );
}

/** Stored translations as an answer gives them: language → field → text. */
export const storedTranslations = v.record(v.string(), v.record(v.string(), v.string()));

/** Every merchant (null) or one by its code. */
export const merchantCode = v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2,8}$/)));
