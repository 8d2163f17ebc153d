import { type LoadedMessages, type LocaleContext, type LocaleInput, localeMachine } from '../../../machines/locale.machine';
import { ApiError } from '../../../src/api/client';
import type { Expectations, StateFacts, Trace } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const english = { 'app.name': 'Portal', 'nav.home': 'Home' };
const vietnamese = { 'app.name': 'Cổng', 'nav.home': 'Trang chủ' };
const loadedEn = { locale: 'en', messages: english };
const loadedVi = { locale: 'vi', messages: { ...english, ...vietnamese } };
const offline = new ApiError('network_abnormal', '', 0);
/** A load that fails without saying why (a rejected import): a network failure to the visitor. */
const noReason = undefined;
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
  loadMessages: { done: [loadedVi, loadedEn], error: [offline, noReason] },
} satisfies ActorFixtures<typeof localeMachine>;

type T = Trace<typeof localeMachine>;
const valueOf = (key: string | undefined) => key?.split(' [')[0];
const codeOfError = (error: unknown) => (error as { errorCode?: string } | undefined)?.errorCode ?? 'network_abnormal';

interface Replay extends LocaleContext {
  /** The language put on the page each time it became ready, in order. */
  applied: { locale: string }[];
  /** The languages a visitor's change stored, in order. */
  persisted: { locale: string }[];
  requests: number;
  loads: number;
  failures: number;
}

/**
 * What the page shows and asks for after each step: the default language until another
 * one's messages are in; a failed load keeps what is shown (and reports why); a new
 * choice while one loads asks for the latest (the shell's language switch, SHELL-01).
 */
function replay(t: T): Replay {
  const input = t.input as LocaleInput;
  const r: Replay = { locale: input.defaultLocale, requested: input.defaultLocale, messages: input.defaultMessages, errorCode: null, applied: [], persisted: [], requests: 0, loads: 0, failures: 0 };
  t.steps.forEach((step, i) => {
    const before = valueOf(t.steps[i - 1]?.key);
    const asked = (step.event as { locale?: string }).locale;
    if (step.label === 'START' && before === 'starting' && asked !== r.locale) {
      r.requested = asked!;
      r.requests++;
    } else if (step.label === 'CHANGE' && ((before === 'ready' && asked !== r.locale) || (before === 'switching' && asked !== r.requested))) {
      r.requested = asked!;
      r.requests++;
    } else if (step.label === 'done: loadMessages') {
      const { locale, messages } = (step.event as unknown as { output: LoadedMessages }).output;
      Object.assign(r, { locale, requested: locale, messages, errorCode: null });
      r.loads++;
      // Only a visitor's own choice is remembered, not the stored one booting.
      if (before === 'switching') r.persisted.push({ locale });
    } else if (step.label === 'error: loadMessages') {
      Object.assign(r, { requested: r.locale, errorCode: codeOfError((step.event as { error?: unknown }).error) });
      r.failures++;
    }
    if (valueOf(step.key) === 'ready' && before !== 'ready') r.applied.push({ locale: r.locale });
  });
  return r;
}

const expectations: Expectations<typeof localeMachine> = {
  context: {
    locale: (t) => replay(t).locale,
    requested: (t) => replay(t).requested,
    messages: (t) => replay(t).messages,
    errorCode: (t) => replay(t).errorCode,
  },
  actions: {
    applyLocale: (t) => replay(t).applied,
    persistLanguage: (t) => replay(t).persisted,
    storeMessages: (t) => replay(t).loads,
    storeRequest: (t) => replay(t).requests,
    keepCurrent: (t) => replay(t).failures,
  },
  // The language asked for last.
  invokes: { loadMessages: (t) => ({ locale: replay(t).requested }) },
  delays: {},
  // A failed load shows the page in the language it had.
  failures: { loadMessages: ({ trace }) => `ready [locale=${JSON.stringify(replay(trace as T).locale)}]` },
  // While a language loads, the newest load is for the latest choice: a newer choice
  // starts its own load instead of waiting for the one under way, and the one under way is
  // stopped (one load runs).
  states: { booting: newestLoadIsLatest, switching: newestLoadIsLatest },
};

function newestLoadIsLatest({ trace, running }: StateFacts<typeof localeMachine>): void {
  const loads = running.filter((r) => r.src === 'loadMessages').map((r) => r.input);
  const wanted = [{ locale: replay(trace).requested }];
  if (JSON.stringify(loads) !== JSON.stringify(wanted)) throw new Error(`the loads running are ${JSON.stringify(loads)}, expected ${JSON.stringify(wanted)}`);
}

export default defineModel(localeMachine, {
  events,
  actors,
  expect: expectations,
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
      title: 'choosing again the language that is loading asks for nothing new: the load under way goes on',
      steps: [events.START[0], events.CHANGE[0], events.CHANGE[0], actorDone(SWITCH, loadedVi)],
      ends: 'ready [locale="vi"]',
    },
    {
      title: '[SHELL-01] switching to Vietnamese and back to English',
      steps: [events.START[0], events.CHANGE[0], actorDone(SWITCH, loadedVi), events.CHANGE[1], actorDone(SWITCH, loadedEn)],
      ends: 'ready [locale="en"]',
    },
  ],
});
