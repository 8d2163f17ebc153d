import type { LoadedMessages, Messages } from '../../machines/locale.machine';
import { DEFAULT_LOCALE, resolveLocale } from './locales';
import en from './messages/en.json';

/** The default language ships with the app; it also fills any key another locale lacks. */
export const defaultMessages: Messages = en;

// One lazily loaded chunk per locale file that exists; a locale without a file
// falls back to English instead of failing.
const loaders = import.meta.glob<{ default: Messages }>([
  './messages/*.json',
  '!./messages/en.json',
  '!./messages/*.descriptions.json',
]);

export async function loadMessages(requested: string): Promise<LoadedMessages> {
  const locale = resolveLocale(requested);
  const load = loaders[`./messages/${locale}.json`];
  if (locale === DEFAULT_LOCALE || !load) return { locale, messages: defaultMessages };
  const { default: messages } = await load();
  return { locale, messages: { ...defaultMessages, ...messages } };
}
