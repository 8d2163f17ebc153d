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
import english from './messages/en.json';

// The console's words: the core catalogue of the chosen language (its error messages from the
// shared error catalogue) with the console's own catalogue over it, English filling any gap.
// The language and the theme are the player app's machines, stored in the same places.

const catalogues = import.meta.glob<{ default: Messages }>('./messages/*.json');

async function consoleMessages(locale: string): Promise<Messages> {
  const own = locale === DEFAULT_LOCALE ? undefined : catalogues[`./messages/${locale}.json`];
  return { ...english, ...((await own?.())?.default ?? {}) };
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
