import { type ThemeName, themeMachine } from '../../../machines/theme.machine';
import type { Expectations, Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, defineModel, stateKey } from '../model';

const events = {
  START: [
    { type: 'START', theme: 'light' },
    { type: 'START', theme: 'dark' },
  ],
  TOGGLE: [{ type: 'TOGGLE' }],
} satisfies EventFixtures<typeof themeMachine>;

const actors = {} satisfies ActorFixtures<typeof themeMachine>;

type T = Trace<typeof themeMachine>;

/**
 * The themes the page wore, step by step: START takes the stored theme (dark only when
 * dark was stored, light by default: SHELL-62) once; each TOGGLE after it switches.
 * `persisted` says whether the change was the visitor's own (a toggle is stored, START is not).
 */
function themesWorn(t: T): { theme: ThemeName; persisted: boolean }[] {
  const worn: { theme: ThemeName; persisted: boolean }[] = [];
  for (const step of t.steps) {
    const now = worn.at(-1)?.theme;
    if (step.label === 'START' && now === undefined) {
      worn.push({ theme: (step.event as { theme?: ThemeName }).theme === 'dark' ? 'dark' : 'light', persisted: false });
    } else if (step.label === 'TOGGLE' && now !== undefined) {
      worn.push({ theme: now === 'dark' ? 'light' : 'dark', persisted: true });
    }
  }
  return worn;
}

const expectations: Expectations<typeof themeMachine> = {
  context: {},
  actions: {
    // Every theme worn is put on the document ...
    applyTheme: (t) => themesWorn(t).map(({ theme }) => ({ theme })),
    // ... and only the visitor's own choice is remembered.
    persistTheme: (t) => themesWorn(t).filter((w) => w.persisted).map(({ theme }) => ({ theme })),
  },
  invokes: {},
  delays: {},
  failures: {},
};

export default defineModel(themeMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s),
  requirements: { light: ['SHELL-61', 'SHELL-62'], dark: ['SHELL-61'] },
  journeys: [
    {
      title: '[SHELL-61] a stored dark theme toggles to light',
      steps: [events.START[1], events.TOGGLE[0]],
      ends: 'light',
    },
    {
      title: '[SHELL-61][SHELL-62] toggling twice from the default light theme comes back to light',
      steps: [events.START[0], events.TOGGLE[0], events.TOGGLE[0]],
      ends: 'light',
    },
  ],
});
