import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, errorValueOf, fieldOf } from './flowErrors';

/**
 * One settings form of the back office (maintenance, regions, switches, a registration field,
 * a sign-in provider, money limits, customer services ...): the values the server holds load
 * into a draft the staff member edits, a save sends the draft, and the answer either makes it
 * the saved values or refuses it. A refusal of bad input names the fields it refused (the
 * `issues` of bad_request: their paths, without the leading slash, and rules) so the form shows
 * each beside its field; editing a field clears its errors (isPathOf). A session that ended
 * (not_logged_in) stops here: the console goes back to the sign-in.
 */
export type SettingsValues = Record<string, unknown>;

export interface SettingsFormContext {
  /** What the server holds (as loaded, or as last saved). */
  saved: SettingsValues;
  /** What the form shows and a save sends. */
  draft: SettingsValues;
  /** Refused fields: path (`endTime`, `entries/0/url`) to the rule the server named. */
  fieldErrors: Record<string, string>;
  errorCode: string | null;
}

export type SettingsFormEvent = { type: 'LOAD'; values: SettingsValues } | { type: 'CHANGE'; field: string; value: unknown } | { type: 'SAVE' };

/** The refused fields of a bad_request value: `{ issues: [{ path, rule }] }` or `{ field, problem }`. */
export function fieldErrorsOf(value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const issues = fieldOf(value, 'issues');
  if (Array.isArray(issues)) {
    for (const issue of issues) {
      const path = fieldOf(issue, 'path');
      const rule = fieldOf(issue, 'rule');
      if (typeof path === 'string' && typeof rule === 'string') errors[path.replace(/^\//, '')] = rule;
    }
  }
  const field = fieldOf(value, 'field');
  const problem = fieldOf(value, 'problem');
  if (typeof field === 'string' && typeof problem === 'string') errors[field] = problem;
  return errors;
}

/** Whether a refused path is a field's: the field, one under it (`entries/0/url` of `entries`), or the field under the body's group (`maintenance/endTime` of `endTime`). */
export const isPathOf = (path: string, field: string) => path === field || path.startsWith(`${field}/`) || (!field.includes('/') && path.endsWith(`/${field}`));

/** The errors without a field's. */
const withoutErrorsOf = (errors: Record<string, string>, field: string) => Object.fromEntries(Object.entries(errors).filter(([path]) => !isPathOf(path, field)));

export const settingsFormMachine = setup({
  types: {
    context: {} as SettingsFormContext,
    events: {} as SettingsFormEvent,
  },
  actors: {
    save: fromPromise<unknown, SettingsValues>(async () => {
      throw new Error('save is provided by the page');
    }),
  },
  guards: {
    sessionOver: ({ event }) => errorCodeOf(event) === 'not_logged_in',
  },
  actions: {
    load: assign(({ event }) => {
      assertEvent(event, 'LOAD');
      return { saved: event.values, draft: event.values, fieldErrors: {}, errorCode: null };
    }),
    edit: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors: withoutErrorsOf(context.fieldErrors, event.field) };
    }),
    startSaving: assign({ fieldErrors: {}, errorCode: null }),
    keepSaved: assign(({ context }) => ({ saved: context.draft })),
    showRefusal: assign(({ event }) => ({ errorCode: errorCodeOf(event), fieldErrors: fieldErrorsOf(errorValueOf(event)) })),
  },
}).createMachine({
  id: 'settingsForm',
  context: { saved: {}, draft: {}, fieldErrors: {}, errorCode: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        LOAD: { actions: 'load' },
        CHANGE: { actions: 'edit' },
        SAVE: { target: 'saving', actions: 'startSaving' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.draft,
        onDone: { target: 'saved', actions: 'keepSaved' },
        onError: [{ guard: 'sessionOver', target: 'ended' }, { target: 'refused', actions: 'showRefusal' }],
      },
    },
    saved: {
      on: {
        LOAD: { target: 'editing', actions: 'load' },
        CHANGE: { target: 'editing', actions: 'edit' },
        SAVE: { target: 'saving', actions: 'startSaving' },
      },
    },
    refused: {
      on: {
        LOAD: { target: 'editing', actions: 'load' },
        CHANGE: { target: 'editing', actions: 'edit' },
        SAVE: { target: 'saving', actions: 'startSaving' },
      },
    },
    ended: { type: 'final' },
  },
});
