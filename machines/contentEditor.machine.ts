import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf, errorFieldOf } from './flowErrors';

/**
 * The back office's content editor (a notice, a banner, a promotion, a help article): the
 * draft is edited, saved, and either saved (the server's answer kept) or refused, with the
 * refusal's fields marked (a `bad_request` names them: value.issues[].path, as "/title" or
 * "/translations/vi/body") or its error shown. The page's own check (the shared rules, such as
 * a promotion ending after it starts) refuses before anything is sent. Publishing or taking
 * down saves the draft with `active` set. A session that ended (not_logged_in) stops here:
 * the console goes back to the sign-in.
 */
export type Draft = Record<string, unknown>;

export interface FieldIssue {
  path: string;
  rule: string;
}

export interface ContentEditorInput {
  draft: Draft;
  /** The page's own check of a draft before sending (none: the server's only). */
  check?: (draft: Draft) => FieldIssue[];
}

export interface ContentEditorContext {
  draft: Draft;
  check: (draft: Draft) => FieldIssue[];
  /** The refused fields: path → rule. */
  fieldErrors: Record<string, string>;
  errorCode: string | null;
  /** The last saved item, as the server answered it. */
  saved: unknown;
}

/** The check of a page without one: the server's checks only. */
export const noCheck = (): FieldIssue[] => [];

export type ContentEditorEvent = { type: 'EDIT'; draft: Draft } | { type: 'SAVE' } | { type: 'SET_ACTIVE'; active: boolean };

const issuesOf = (event: unknown): FieldIssue[] => {
  const issues = errorFieldOf(event, 'issues');
  return Array.isArray(issues) ? issues.filter((i): i is FieldIssue => typeof i?.path === 'string' && typeof i?.rule === 'string') : [];
};
const byPath = (issues: readonly FieldIssue[]) => Object.fromEntries(issues.map((issue) => [issue.path, issue.rule]));
const draftOf = (context: ContentEditorContext, event: ContentEditorEvent): Draft => (event.type === 'SET_ACTIVE' ? { ...context.draft, active: event.active } : context.draft);

export const contentEditorMachine = setup({
  types: {
    input: {} as ContentEditorInput,
    context: {} as ContentEditorContext,
    events: {} as ContentEditorEvent,
  },
  actors: {
    save: fromPromise<unknown, Draft>(async () => {
      throw new Error('save is provided by the page');
    }),
  },
  guards: {
    checked: ({ context, event }) => context.check(draftOf(context, event)).length === 0,
    sessionEnded: ({ event }) => errorCodeOf(event) === 'not_logged_in',
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, 'EDIT');
      return { draft: event.draft };
    }),
    startSaving: assign(({ context, event }) => ({ draft: draftOf(context, event), fieldErrors: {}, errorCode: null })),
    refuseByCheck: assign(({ context, event }) => ({ draft: draftOf(context, event), fieldErrors: byPath(context.check(draftOf(context, event))), errorCode: null })),
    store: assign(({ event }) => ({ saved: (event as unknown as { output: unknown }).output })),
    refuse: assign(({ event }) => ({ fieldErrors: byPath(issuesOf(event)), errorCode: errorCodeOf(event) })),
  },
}).createMachine({
  id: 'contentEditor',
  context: ({ input }) => ({ draft: input.draft, check: input.check ?? noCheck, fieldErrors: {}, errorCode: null, saved: null }),
  initial: 'editing',
  on: {
    EDIT: { actions: 'edit' },
  },
  states: {
    editing: {
      on: {
        SAVE: [{ guard: 'checked', target: 'saving', actions: 'startSaving' }, { target: 'refused', actions: 'refuseByCheck' }],
        SET_ACTIVE: [{ guard: 'checked', target: 'saving', actions: 'startSaving' }, { target: 'refused', actions: 'refuseByCheck' }],
      },
    },
    saving: {
      // What was sent is what is saved: edits wait for the answer.
      on: { EDIT: {} },
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.draft,
        onDone: { target: 'saved', actions: 'store' },
        onError: [{ guard: 'sessionEnded', target: 'ended' }, { target: 'refused', actions: 'refuse' }],
      },
    },
    saved: {
      on: {
        EDIT: { target: 'editing', actions: 'edit' },
        // The saved draft passed the check; publishing or taking it down sends it again.
        SET_ACTIVE: { target: 'saving', actions: 'startSaving' },
      },
    },
    /** The check or the server refused: the fields and the error show until the next save. */
    refused: {
      on: {
        SAVE: [{ guard: 'checked', target: 'saving', actions: 'startSaving' }, { target: 'refused', actions: 'refuseByCheck' }],
        SET_ACTIVE: [{ guard: 'checked', target: 'saving', actions: 'startSaving' }, { target: 'refused', actions: 'refuseByCheck' }],
      },
    },
    ended: { type: 'final' },
  },
});
