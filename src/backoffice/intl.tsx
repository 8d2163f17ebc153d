import { useMachine } from '@xstate/react';
import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { localeMachine, type Messages } from '../../machines/locale.machine';
import { themeMachine } from '../../machines/theme.machine';
import { applyLocaleToDocument, applyThemeToDocument } from '../app/documentPreferences';
import { defaultMessages, loadMessages } from '../i18n/loadMessages';
import { DEFAULT_LOCALE, resolveLocale } from '../i18n/locales';
import type { MessageKey, MessageValues } from '../i18n/useT';
import { storage } from '../storage/storage';
import agentsEnglish from './messages/agents/en.json';
import chatEnglish from './messages/chat/en.json';
import contentEnglish from './messages/content/en.json';
import frameEnglish from './messages/en.json';
import identityEnglish from './messages/identity/en.json';
import playersEnglish from './messages/players/en.json';
import queuesEnglish from './messages/queues/en.json';
import reportsEnglish from './messages/reports/en.json';
import riskEnglish from './messages/risk/en.json';
import settingsEnglish from './messages/settings/en.json';

// The console's words: the core catalogue of the chosen language (its error messages from the
// shared error catalogue) with the console's own catalogue over it, English filling any gap.
// The console's catalogue is the frame's (messages/<lang>.json) and one per area of work
// (messages/<area>/<lang>.json), all loaded together: the console is one entry of its own.
// The language and the theme are the player app's machines, stored in the same places.

/** Every English message of the console: the frame's and each area's. */
export const english = {
  ...frameEnglish,
  ...playersEnglish,
  ...contentEnglish,
  ...queuesEnglish,
  ...chatEnglish,
  ...agentsEnglish,
  ...reportsEnglish,
  ...settingsEnglish,
  ...riskEnglish,
  ...identityEnglish,
};

const catalogues = import.meta.glob<{ default: Messages }>(['./messages/*.json', './messages/*/*.json']);

async function consoleMessages(locale: string): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return english;
  const own = Object.entries(catalogues).filter(([path]) => path.endsWith(`/${locale}.json`));
  const loaded = await Promise.all(own.map(async ([, load]) => (await load()).default));
  return Object.assign({ ...english }, ...loaded) as Messages;
}

export const consoleLocaleMachine = localeMachine.provide({
  actors: {
    loadMessages: fromPromise(async ({ input }) => {
      const core = await loadMessages(input.locale);
      return { locale: core.locale, messages: { ...core.messages, ...(await consoleMessages(core.locale)) } };
    }),
  },
  actions: {
    applyLocale: (_, { locale }) => applyLocaleToDocument(locale),
    persistLanguage: (_, { locale }) => storage.setLanguage(locale),
  },
});

export const consoleThemeMachine = themeMachine.provide({
  actions: {
    applyTheme: (_, { theme }) => applyThemeToDocument(theme),
    persistTheme: (_, { theme }) => storage.setTheme(theme),
  },
});

interface Preferences {
  locale: string;
  theme: 'light' | 'dark';
  changeLocale(locale: string): void;
  toggleTheme(): void;
}
const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences outside ConsolePreferences');
  return preferences;
}

/** The language (with its messages) and the theme around the console. */
export function ConsolePreferences({ children }: { children: ReactNode }) {
  const [locale, sendLocale] = useMachine(consoleLocaleMachine, { input: { defaultLocale: DEFAULT_LOCALE, defaultMessages: { ...defaultMessages, ...english } } });
  const [theme, sendTheme] = useMachine(consoleThemeMachine);
  useEffect(() => {
    sendLocale({ type: 'START', locale: resolveLocale(storage.language()) });
    sendTheme({ type: 'START', theme: storage.theme() });
  }, [sendLocale, sendTheme]);
  if (locale.matches('starting') || locale.matches('booting')) return null;
  const preferences: Preferences = {
    locale: locale.context.locale,
    theme: theme.matches('dark') ? 'dark' : 'light',
    changeLocale: (next) => sendLocale({ type: 'CHANGE', locale: next }),
    toggleTheme: () => sendTheme({ type: 'TOGGLE' }),
  };
  return (
    <PreferencesContext.Provider value={preferences}>
      <IntlProvider locale={locale.context.locale} defaultLocale={DEFAULT_LOCALE} messages={locale.context.messages}>
        {children}
      </IntlProvider>
    </PreferencesContext.Provider>
  );
}

/** A key of the console's catalogue or the core one: a typo fails type checking. */
export type ConsoleKey = keyof typeof english | MessageKey;

/** Formats a message of the console's language by its key. */
export function useCT() {
  const intl = useIntl();
  return useCallback((id: ConsoleKey, values?: MessageValues) => intl.formatMessage({ id }, values as Record<string, string>), [intl]);
}

/** The translated message of an API errorCode (the shared error catalogue), or the unknown error's. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (code: string | null | undefined) => {
      const id = `error.${code ?? 'unknown_error'}`;
      return intl.formatMessage({ id: id in intl.messages ? id : 'error.unknown_error' });
    },
    [intl],
  );
}
