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

// One lazily loaded chunk per locale file that exists; a locale without a file
// falls back to English instead of failing. Error messages come from the catalogue
// the server answers with (server/shared/errors/<lang>.json), a chunk of their own.
const loaders = import.meta.glob<{ default: Messages }>([
  './messages/*.json',
  '!./messages/en.json',
  '!./messages/*.descriptions.json',
]);
const errorLoaders = import.meta.glob<{ default: Partial<ErrorCatalogue> }>([
  '../../server/shared/errors/*.json',
  '!../../server/shared/errors/en.json',
]);

export async function loadMessages(requested: string): Promise<LoadedMessages> {
  const locale = resolveLocale(requested);
  const load = loaders[`./messages/${locale}.json`];
  const loadErrors = errorLoaders[`../../server/shared/errors/${locale}.json`];
  if (locale === DEFAULT_LOCALE || (!load && !loadErrors)) return { locale, messages: defaultMessages };
  const [messages, errors] = await Promise.all([
    load ? load().then((m) => m.default) : {},
    loadErrors ? loadErrors().then((m) => errorMessages(m.default)) : {},
  ]);
  return { locale, messages: { ...defaultMessages, ...messages, ...errors } };
}
