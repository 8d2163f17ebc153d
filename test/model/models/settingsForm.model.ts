import { type SettingsFormContext, settingsFormMachine } from '../../../machines/settingsForm.machine';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';

const maintenance = { enabled: true, title: 'Upgrade', info: 'Back soon.', endTime: '2031-05-01T06:00:00Z' };
const services = { entries: [{ csPosition: 'right', csType: 'livechat', name: 'Chat', url: 'https://chat.example.com' }], vip: null };

/** bad_request as the settings routes answer it: the issues name the fields. */
const badEndTime = new ApiError('bad_request', 'Bad request.', 400, { issues: [{ in: 'body', path: '/maintenance/endTime', rule: 'date_time' }, { in: 'body', path: '/title', rule: 'maxLength' }] });
const badEntry = new ApiError('bad_request', 'Bad request.', 400, { issues: [{ in: 'body', path: '/entries/0/url', rule: 'pattern' }] });
/** The launcher's form of a refused field (vendor maintenance). */
const badWindow = new ApiError('bad_request', 'Bad request.', 400, { field: 'endsAt', problem: 'before_start' });
const offline = new ApiError('network_abnormal', '', 0);
const forbidden = new ApiError('forbidden', 'You are not allowed to do this.', 403);
const sessionGone = new ApiError('not_logged_in', 'Please sign in again.', 401);

const events = {
  LOAD: [{ type: 'LOAD', values: maintenance }, { type: 'LOAD', values: services }],
  CHANGE: [{ type: 'CHANGE', field: 'title', value: 'Database upgrade' }, { type: 'CHANGE', field: 'entries', value: [] }, { type: 'CHANGE', field: 'info', value: '' }, { type: 'CHANGE', field: 'endTime', value: '2031-06-01T06:00:00Z' }],
  SAVE: [{ type: 'SAVE' }],
} satisfies EventFixtures<typeof settingsFormMachine>;

const actors = {
  save: { done: [{ merchantCode: 'NG' }], error: [badEndTime, badEntry, badWindow, offline, forbidden, sessionGone] },
} satisfies ActorFixtures<typeof settingsFormMachine>;

// ---------------------------------------------------------------------------------------
// The oracle: values load into a draft; a change edits the draft and clears that field's
// errors (and those under it); a save sends the draft; success makes it the saved values; a
// refusal shows its errorCode and the fields it names (paths without the leading slash); an
// ended session stops. Nothing loads or changes while a save is under way.

type T = Trace<typeof settingsFormMachine>;
type Where = 'editing' | 'saving' | 'saved' | 'refused' | 'ended';
interface Expected {
  where: Where;
  context: SettingsFormContext;
  ran: Record<string, unknown[]>;
}

const codeOf = (error: unknown) => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
/** The fields each fixture refusal names, written out by hand. */
const refusedFields = (error: unknown): Record<string, string> =>
  error === badEndTime ? { 'maintenance/endTime': 'date_time', title: 'maxLength' } : error === badEntry ? { 'entries/0/url': 'pattern' } : error === badWindow ? { endsAt: 'before_start' } : {};

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string) => (e.ran[action] = [...(e.ran[action] ?? []), undefined]);
  const event = step.event as unknown as { values?: Record<string, unknown>; field?: string; value?: unknown; error?: unknown };
  switch (step.label) {
    case 'LOAD':
      if (e.where === 'saving' || e.where === 'ended') return;
      Object.assign(c, { saved: event.values, draft: event.values, fieldErrors: {}, errorCode: null });
      run('load');
      e.where = 'editing';
      return;
    case 'CHANGE': {
      if (e.where === 'saving' || e.where === 'ended') return;
      const field = event.field!;
      c.draft = { ...c.draft, [field]: event.value };
      // Its own errors, those under it, and its name under the body's group.
      c.fieldErrors = Object.fromEntries(Object.entries(c.fieldErrors).filter(([path]) => path !== field && !path.startsWith(`${field}/`) && !path.endsWith(`/${field}`)));
      run('edit');
      e.where = 'editing';
      return;
    }
    case 'SAVE':
      if (e.where === 'saving' || e.where === 'ended') return;
      Object.assign(c, { fieldErrors: {}, errorCode: null });
      run('startSaving');
      e.where = 'saving';
      return;
    case 'done: save':
      c.saved = c.draft;
      run('keepSaved');
      e.where = 'saved';
      return;
    case 'error: save':
      if (codeOf(event.error) === 'not_logged_in') {
        e.where = 'ended';
        return;
      }
      Object.assign(c, { errorCode: codeOf(event.error), fieldErrors: refusedFields(event.error) });
      run('showRefusal');
      e.where = 'refused';
      return;
    default:
      throw new Error(`the settings form oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => e.where;

function follow(t: T, checkLast = true): Expected {
  const e: Expected = { where: 'editing', context: { saved: {}, draft: {}, fieldErrors: {}, errorCode: null }, ran: {} };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the rules expect "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  return e;
}
const failureLeadsTo = ({ code }: { code: string }) => (code === 'not_logged_in' ? 'ended' : 'refused');
const { field, runs } = replayReaders<SettingsFormContext, T>((t) => follow(t));

const expectations: Expectations<typeof settingsFormMachine> = {
  context: {
    saved: field('saved'),
    draft: field('draft'),
    fieldErrors: field('fieldErrors'),
    errorCode: field('errorCode'),
  },
  actions: {
    load: runs('load'),
    edit: runs('edit'),
    startSaving: runs('startSaving'),
    keepSaved: runs('keepSaved'),
    showRefusal: runs('showRefusal'),
  },
  invokes: {
    // The draft as it stood when SAVE was sent.
    save: (t) => follow(t).context.draft,
  },
  delays: {},
  failures: { save: failureLeadsTo },
  done: (t) => t.in('ended'),
};

export default defineModel(settingsFormMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s, {}),
  journeys: [
    {
      title: 'an admin loads the maintenance form, edits the title and saves it',
      steps: [events.LOAD[0], events.CHANGE[0], events.SAVE[0], actorDone('save', { merchantCode: 'NG' })],
      ends: 'saved',
    },
    {
      title: 'a refused end time shows beside its field; editing another field keeps it; saving again succeeds',
      steps: [events.LOAD[0], events.SAVE[0], actorError('save', badEndTime), events.CHANGE[2], events.SAVE[0], actorDone('save', { merchantCode: 'NG' })],
      ends: 'saved',
    },
    {
      title: "a refused entry's error clears when the entries change; a reload after a refusal starts again",
      steps: [events.LOAD[1], events.SAVE[0], actorError('save', badEntry), events.CHANGE[1], events.SAVE[0], actorError('save', badWindow), events.LOAD[1]],
      ends: 'editing',
    },
    {
      title: 'a refused end time under its group clears when the end time is edited',
      steps: [events.LOAD[0], events.SAVE[0], actorError('save', badEndTime), events.CHANGE[3], events.SAVE[0], actorError('save', badEntry), events.CHANGE[1]],
      ends: 'editing',
    },
    {
      title: 'the session ends while saving: the form stops',
      steps: [events.LOAD[0], events.SAVE[0], actorError('save', sessionGone)],
      ends: 'ended',
    },
    {
      title: 'saved, then loaded for another merchant, then saved again unchanged',
      steps: [events.LOAD[0], events.SAVE[0], actorDone('save', { merchantCode: 'NG' }), events.LOAD[1], events.SAVE[0], actorError('save', offline), events.SAVE[0], actorDone('save', { merchantCode: 'NG' }), events.SAVE[0]],
      ends: 'saving',
    },
  ],
});
