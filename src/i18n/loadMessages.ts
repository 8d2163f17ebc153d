import type { LoadedMessages, Messages } from '../../machines/locale.machine';
import { ENGLISH_ERRORS, type ErrorCatalogue } from '../../server/shared/errors/catalogue';
import { DEFAULT_LOCALE, resolveLocale } from './locales';
import en from './messages/en.json';

/** The browser's key for an error code's message in the shared error catalogue. */
function errorMessages(catalogue: Partial<ErrorCatalogue>): Messages {
  const messages: Messages = {};
  for (const [code, text] of Object.entries(catalogue)) messages[`error.${code}`] = text;
  return messages;
}

/** The default language ships with the app; it also fills any key another locale lacks. */
export const defaultMessages: Messages = { ...en, ...errorMessages(ENGLISH_ERRORS) };

export async function loadMessages(requested: string): Promise<LoadedMessages> {
  const locale = resolveLocale(requested);
  if (locale === DEFAULT_LOCALE) return { locale, messages: defaultMessages };
  // A language without files falls back to English instead of failing.
  const { messages, errors } = await import('./translatedMessages').then((m) => m.translatedCatalogues(locale));
  return { locale, messages: { ...defaultMessages, ...messages, ...(errors ? errorMessages(errors) : {}) } };
}
