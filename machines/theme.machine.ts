import { setup } from 'xstate';

/**
 * Light or dark theme (spec sections 2 and 9: default light). The page already wears
 * the stored theme before the app starts (a tiny script in index.html), so the app
 * tells the machine with START; from then on TOGGLE switches. The app supplies
 * `applyTheme` (puts the theme on the document) and `persistTheme` (local storage
 * `theme`); only a visitor's toggle is persisted.
 */
export type ThemeName = 'light' | 'dark';

export type ThemeEvent = { type: 'START'; theme: ThemeName } | { type: 'TOGGLE' };

export const themeMachine = setup({
  types: {
    events: {} as ThemeEvent,
  },
  actions: {
    applyTheme: (_, _params: { theme: ThemeName }) => {},
    persistTheme: (_, _params: { theme: ThemeName }) => {},
  },
  guards: {
    startsDark: ({ event }) => event.type === 'START' && event.theme === 'dark',
  },
}).createMachine({
  id: 'theme',
  initial: 'starting',
  states: {
    starting: {
      on: {
        START: [
          { guard: 'startsDark', target: 'dark', actions: { type: 'applyTheme', params: { theme: 'dark' } } },
          { target: 'light', actions: { type: 'applyTheme', params: { theme: 'light' } } },
        ],
      },
    },
    light: {
      on: {
        TOGGLE: {
          target: 'dark',
          actions: [
            { type: 'applyTheme', params: { theme: 'dark' } },
            { type: 'persistTheme', params: { theme: 'dark' } },
          ],
        },
      },
    },
    dark: {
      on: {
        TOGGLE: {
          target: 'light',
          actions: [
            { type: 'applyTheme', params: { theme: 'light' } },
            { type: 'persistTheme', params: { theme: 'light' } },
          ],
        },
      },
    },
  },
});
