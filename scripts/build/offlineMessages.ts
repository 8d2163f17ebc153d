// Build step: the offline page's words in every shipped language, taken from the app's own
// catalogues (src/i18n/messages/<locale>.json) so a translation is written once. Only the few
// keys the page shows are put in its bundle: the whole catalogues would make the page the
// service worker keeps (and every visitor downloads) many times larger.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LOCALE_CODES } from '../../server/shared/languages';

export const OFFLINE_MESSAGES_ID = 'virtual:offline-messages';
const RESOLVED_ID = `\0${OFFLINE_MESSAGES_ID}`;

/** The catalogue keys the offline page shows: the app's own "cannot reach the portal" screen. */
export const OFFLINE_KEYS = ['app.name', 'system.failed.title', 'system.failed.hint', 'system.failed.retry'] as const;
export type OfflineKey = (typeof OFFLINE_KEYS)[number];

/** Each locale's words for the offline page; a key a locale lacks falls back to English, as in the app. */
export function offlineMessages(messagesDir: string): Record<string, Record<OfflineKey, string>> {
  const read = (locale: string): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(path.join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const english = read('en');
  const result: Record<string, Record<OfflineKey, string>> = {};
  for (const locale of LOCALE_CODES) {
    const catalogue = read(locale);
    const words = {} as Record<OfflineKey, string>;
    for (const key of OFFLINE_KEYS) {
      const text = catalogue[key] ?? english[key];
      if (text === undefined) throw new Error(`offline page: "${key}" is missing from src/i18n/messages/en.json`);
      words[key] = text;
    }
    result[locale] = words;
  }
  return result;
}

/** The Vite plugin: `import messages from 'virtual:offline-messages'`. */
export function offlineMessagesModule(messagesDir = 'src/i18n/messages'): Plugin {
  let root = process.cwd();
  return {
    name: 'portal:offline-messages',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === OFFLINE_MESSAGES_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const dir = path.resolve(root, messagesDir);
      for (const locale of LOCALE_CODES) this.addWatchFile(path.join(dir, `${locale}.json`));
      return `export default ${JSON.stringify(offlineMessages(dir))};`;
    },
  };
}
