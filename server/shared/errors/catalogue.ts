// One catalogue of error messages per language: `<lang>.json` beside this file holds
// one ICU message per ErrorCode. The server's envelope `message` and the text the
// browser shows both come from it, so a code has one text per language; a new
// language is one new file. English is the fallback for anything a language lacks.
import type { ErrorCode } from '../errorCodes';
import en from './en.json';

export type { ErrorCode };
export type ErrorCatalogue = Readonly<Record<ErrorCode, string>>;

/** English, complete by type: a code missing here fails type checking. */
export const ENGLISH_ERRORS: ErrorCatalogue = en;

/** Values an error message may name as ICU placeholders (`{minutes}`), taken from the failure's `value`. */
export type ErrorMessageValues = Record<string, string | number>;

/** The primitive fields of a failure's `value`, the only ones a message can show. */
export function errorMessageValues(value: unknown): ErrorMessageValues | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const values: ErrorMessageValues = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' || typeof field === 'number') values[key] = field;
  }
  return values;
}
