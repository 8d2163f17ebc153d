import { assign, fromPromise, setup } from 'xstate';

/**
 * The UI language. The default language's messages ship with the app; any other
 * language's messages are loaded on demand (`loadMessages`, supplied by the app).
 * START (the stored language) boots it: the default language is ready at once,
 * another one loads first. While a visitor's new choice loads the page keeps the
 * current language, and a failed load keeps it too, so the visitor never sees a
 * blank page or raw message keys.
 */
export type Messages = Record<string, string>;

export interface LoadedMessages {
  locale: string;
  messages: Messages;
}

export interface LocaleInput {
  defaultLocale: string;
  defaultMessages: Messages;
}

export interface LocaleContext {
  locale: string;
  requested: string;
  messages: Messages;
  errorCode: string | null;
}

export type LocaleEvent =
  /** The stored language (already matched to a shipped one). */
  | { type: 'START'; locale: string }
  | { type: 'CHANGE'; locale: string };

type LoadDone = { output: LoadedMessages };

export const localeMachine = setup({
  types: {
    context: {} as LocaleContext,
    input: {} as LocaleInput,
    events: {} as LocaleEvent,
  },
  actors: {
    loadMessages: fromPromise<LoadedMessages, { locale: string }>(async () => {
      throw new Error('loadMessages is provided by the app');
    }),
  },
  actions: {
    applyLocale: (_, _params: { locale: string }) => {},
    persistLanguage: (_, _params: { locale: string }) => {},
    storeMessages: assign(({ event }) => {
      const { output } = event as unknown as LoadDone;
      return { locale: output.locale, requested: output.locale, messages: output.messages, errorCode: null };
    }),
    storeRequest: assign({ requested: ({ event }) => event.locale }),
    keepCurrent: assign(({ context, event }) => ({
      requested: context.locale,
      errorCode: (event as unknown as { error?: { errorCode?: string } }).error?.errorCode ?? 'network_abnormal',
    })),
  },
  guards: {
    isDefault: ({ context, event }) => event.locale === context.locale,
    isOtherLocale: ({ context, event }) => event.locale !== context.locale,
    isNewRequest: ({ context, event }) => event.locale !== context.requested,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({
    locale: input.defaultLocale,
    requested: input.defaultLocale,
    messages: input.defaultMessages,
    errorCode: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      on: {
        START: [{ guard: 'isDefault', target: 'ready' }, { target: 'booting', actions: 'storeRequest' }],
      },
    },
    /** First load of a non-default language: nothing is shown yet. */
    booting: {
      invoke: {
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: { target: 'ready', actions: 'storeMessages' },
        onError: { target: 'ready', actions: 'keepCurrent' },
      },
    },
    ready: {
      entry: { type: 'applyLocale', params: ({ context }) => ({ locale: context.locale }) },
      on: {
        CHANGE: { guard: 'isOtherLocale', target: 'switching', actions: 'storeRequest' },
      },
    },
    /** A visitor's change: the page keeps the current language until the new one is in. */
    switching: {
      invoke: {
        src: 'loadMessages',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'ready',
          actions: ['storeMessages', { type: 'persistLanguage', params: ({ event }) => ({ locale: event.output.locale }) }],
        },
        onError: { target: 'ready', actions: 'keepCurrent' },
      },
      on: {
        CHANGE: { guard: 'isNewRequest', target: 'switching', reenter: true, actions: 'storeRequest' },
      },
    },
  },
});
