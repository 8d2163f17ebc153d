import { localeMachine } from '../../../machines/locale.machine';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const english = { 'app.name': 'Portal', 'nav.home': 'Home' };
const vietnamese = { 'app.name': 'Cổng', 'nav.home': 'Trang chủ' };
const loadedEn = { locale: 'en', messages: english };
const loadedVi = { locale: 'vi', messages: { ...english, ...vietnamese } };
const offline = new ApiError('network_abnormal', '', 0);
const BOOT = '0.locale.booting';
const SWITCH = '0.locale.switching';

const events = {
  START: [
    { type: 'START', locale: 'en' },
    { type: 'START', locale: 'vi' },
  ],
  CHANGE: [
    { type: 'CHANGE', locale: 'vi' },
    { type: 'CHANGE', locale: 'en' },
  ],
} satisfies EventFixtures<typeof localeMachine>;

const actors = {
  loadMessages: { done: [loadedVi, loadedEn], error: [offline] },
} satisfies ActorFixtures<typeof localeMachine>;

export default defineModel(localeMachine, {
  events,
  actors,
  inputs: { english: { defaultLocale: 'en', defaultMessages: english } },
  // The shown language and the one asked for decide every guard.
  serializeState: (s) => {
    if (s.matches('starting')) return stateKey(s);
    if (s.matches('booting')) return stateKey(s, { requested: s.context.requested });
    if (s.matches('ready')) return stateKey(s, { locale: s.context.locale });
    return stateKey(s, { locale: s.context.locale, requested: s.context.requested });
  },
  requirements: { 'ready [locale="vi"]': ['SHELL-01'] },
  journeys: [
    {
      title: '[SHELL-01] a stored Vietnamese language loads before the page shows',
      steps: [events.START[1], actorDone(BOOT, loadedVi)],
      ends: 'ready [locale="vi"]',
    },
    {
      title: 'a failed language load keeps the page in English',
      steps: [events.START[0], events.CHANGE[0], actorError(SWITCH, offline)],
      ends: 'ready [locale="en"]',
    },
    {
      title: 'changing back while the new language loads asks for the latest choice',
      steps: [events.START[0], events.CHANGE[0], events.CHANGE[1], actorDone(SWITCH, loadedEn)],
      ends: 'ready [locale="en"]',
    },
    {
      title: '[SHELL-01] switching to Vietnamese and back to English',
      steps: [events.START[0], events.CHANGE[0], actorDone(SWITCH, loadedVi), events.CHANGE[1], actorDone(SWITCH, loadedEn)],
      ends: 'ready [locale="en"]',
    },
  ],
});
