import { type ContentEditorContext, type Draft, type FieldIssue, contentEditorMachine, noCheck } from '../../../machines/contentEditor.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

/** The page's own check of the fresh draft: a title is needed. */
const needsTitle = (draft: Draft): FieldIssue[] => (String(draft.title ?? '').trim() === '' ? [{ path: '/title', rule: 'required' }] : []);

const inputs = {
  /** A new item with the page's check: nothing is sent until it has a title. */
  fresh: { draft: { title: '', active: false }, check: needsTitle },
  /** An existing item, the server's checks only. */
  existing: { draft: { title: 'Weekend cashback', active: true } },
};

const events = {
  EDIT: [{ type: 'EDIT', draft: { title: 'Weekend cashback', active: false } }, { type: 'EDIT', draft: { title: '  ', active: false } }],
  SAVE: [{ type: 'SAVE' }],
  SET_ACTIVE: [{ type: 'SET_ACTIVE', active: true }, { type: 'SET_ACTIVE', active: false }],
} satisfies EventFixtures<typeof contentEditorMachine>;

const savedNotice = { id: 7, title: 'Weekend cashback', active: true };
export const fieldRefusal = new ApiError('bad_request', 'Bad request.', 400, { issues: [{ in: 'body', path: '/translations/vi/title', rule: 'maxLength' }, { in: 'body', path: '/endsAt', rule: 'after_start' }, { path: 7 }] });
const offline = new ApiError('network_abnormal', '', 0);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);
const forbidden = new ApiError('forbidden', 'You are not allowed to do this.', 403);
const notFound = new ApiError('not_found', 'Not found.', 404, { issues: 'none' });

const actors = {
  save: { done: [savedNotice], error: [fieldRefusal, forbidden, notFound, offline, sessionGone] },
} satisfies ActorFixtures<typeof contentEditorMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: a save sends the draft (with `active` set when publishing or taking down) once
// the page's check passes, else the checked fields are marked and nothing is sent; the answer
// is kept; a refusal marks the fields it names and shows its error; edits wait while saving;
// an ended session stops.

type T = Trace<typeof contentEditorMachine>;
type Where = 'editing' | 'saving' | 'saved' | 'refused' | 'ended';
interface Expected {
  where: Where;
  context: ContentEditorContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
const issuesOf = (error: unknown): FieldIssue[] => {
  const issues = ((error as { value?: { issues?: unknown } } | undefined)?.value ?? {}).issues;
  return Array.isArray(issues) ? issues.filter((i) => typeof i?.path === 'string' && typeof i?.rule === 'string') : [];
};
const byPath = (issues: FieldIssue[]) => Object.fromEntries(issues.map((i) => [i.path, i.rule]));

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  const event = step.event as unknown as { draft?: Draft; active?: boolean; output?: unknown; error?: unknown };
  const save = (draft: Draft) => {
    const problems = c.check(draft);
    c.draft = draft;
    c.errorCode = null;
    c.fieldErrors = byPath(problems);
    run(problems.length === 0 ? 'startSaving' : 'refuseByCheck');
    e.where = problems.length === 0 ? 'saving' : 'refused';
  };
  switch (step.label) {
    case 'EDIT':
      if (e.where === 'saving' || e.where === 'ended') return;
      c.draft = event.draft!;
      run('edit');
      if (e.where === 'saved') e.where = 'editing';
      return;
    case 'SAVE':
      if (e.where === 'editing' || e.where === 'refused') save(c.draft);
      return;
    case 'SET_ACTIVE':
      if (e.where === 'editing' || e.where === 'refused' || e.where === 'saved') save({ ...c.draft, active: event.active });
      return;
    case 'done: save':
      c.saved = event.output;
      run('store');
      e.where = 'saved';
      return;
    case 'error: save':
      if (codeOf(event.error) === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      c.fieldErrors = byPath(issuesOf(event.error));
      c.errorCode = codeOf(event.error);
      run('refuse');
      e.where = 'refused';
      return;
    default:
      throw new Error(`the content editor oracle has no rule for "${step.label}"`);
  }
}

/** What decides the next step: whether the draft passes the page's check. */
const keyOf = (e: Expected) => (e.where === 'ended' ? 'ended' : `${e.where} [checked=${e.context.check(e.context.draft).length === 0}]`);

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const input = t.input ?? inputs.fresh;
  const e: Expected = { where: 'editing', context: { draft: input.draft, check: input.check ?? noCheck, fieldErrors: {}, errorCode: null, saved: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));
const { field, runs } = replayReaders<ContentEditorContext, T>((t) => follow(t));

const expectations: Expectations<typeof contentEditorMachine> = {
  context: {
    draft: field('draft'),
    check: field('check'),
    fieldErrors: field('fieldErrors'),
    errorCode: field('errorCode'),
    saved: field('saved'),
  },
  actions: {
    edit: runs('edit'),
    startSaving: runs('startSaving'),
    refuseByCheck: runs('refuseByCheck'),
    store: runs('store'),
    refuse: runs('refuse'),
  },
  // The draft as it was when saved, with `active` as a publish or take-down set it.
  invokes: { save: (t) => follow(t).context.draft },
  delays: {},
  failures: { save: failureLeadsTo },
  done: (t) => t.in('ended'),
};

export default defineModel(contentEditorMachine, {
  events,
  actors,
  expect: expectations,
  inputs,
  serializeState: (s) => (s.matches('ended') ? stateKey(s) : stateKey(s, { checked: s.context.check(s.context.draft).length === 0 })),
  journeys: [
    {
      title: 'a new notice without a title is refused before sending; with one it is saved, then published',
      steps: [events.SAVE[0], events.EDIT[0], events.SAVE[0], actorDone('save', savedNotice), events.SET_ACTIVE[0], actorDone('save', savedNotice)],
      ends: 'saved [checked=true]',
    },
    {
      title: 'the server refuses a field: it is marked; the next save clears it',
      input: 'existing',
      steps: [events.SAVE[0], actorError('save', fieldRefusal), events.EDIT[0], events.SAVE[0]],
      ends: 'saving [checked=true]',
    },
    {
      title: 'an ended session stops the editor',
      input: 'existing',
      steps: [events.SET_ACTIVE[1], actorError('save', sessionGone)],
      ends: 'ended',
    },
  ],
});
