import { type ChangePasswordContext, changePasswordMachine } from '../../../machines/changePassword.machine';
import type { ChangePasswordValues, FieldError, FieldErrors } from '../../../machines/formRules';
import type { Member, TokenAndMember } from '../../../server/shared/wire/accounts';
import { PATTERNS } from '../../../server/shared/registerRules';
import { ApiError } from '../../../src/api/client';
import { isDeepStrictEqual } from 'node:util';
import type { SnapshotFrom } from 'xstate';
import { type Expectations, replayReaders, type Trace, type TraceStep, unchecked } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';
import { member, offline, oldPasswordWrong, passwordFormat, signedIn } from './fixtures/accounts';

/** A refusal naming the field without a rule: shown at the field in the error's words. */
const unchangedOnField = new ApiError('password_unchanged', 'The new password is the old one.', 400, { field: 'newPassword' });
/** A pattern refusal with one length only: the message reads that one length. */
const patternOnField = new ApiError('invalid_password_format', 'Not in the right format.', 400, { field: 'newPassword', problem: 'pattern', patternId: 'SOMETHING_NEW', minLength: 8 });
/** Not the API's: the network failing as far as the player is concerned. */
const thrown = new TypeError('Failed to fetch');

const refreshed = { ...member, balance: '99.00', unreadMessage: 0 };

const SAVE = 'changePassword';
const REFRESH = 'fetchMemberInfo';

const newPassword = 'Fresh@2468';
const events = {
  SUBMIT: [
    // The old password is sent when it is asked for; the held one otherwise.
    { type: 'SUBMIT', values: { oldPassword: 'Demo@12345', newPassword, confirmNewPassword: newPassword } },
    { type: 'SUBMIT', values: { newPassword, confirmNewPassword: newPassword } },
    // The confirmation differs: the inconsistent-input message.
    { type: 'SUBMIT', values: { oldPassword: 'Demo@12345', newPassword, confirmNewPassword: 'Other@2468' } },
    // Nothing typed but spaces and a short new password: every field has its problem.
    { type: 'SUBMIT', values: { oldPassword: '  ', newPassword: 'Ab@1', confirmNewPassword: ' ' } },
    // Spaces around the passwords are not part of them (the server trims them too); one inside is refused.
    { type: 'SUBMIT', values: { oldPassword: 'Demo@12345', newPassword: ' Fresh@2468 ', confirmNewPassword: 'Fresh@2468' } },
    { type: 'SUBMIT', values: { oldPassword: 'Demo@12345', newPassword: 'Fresh 2468', confirmNewPassword: 'Fresh 2468' } },
  ],
  TOGGLE_PASSWORD: [{ type: 'TOGGLE_PASSWORD' }],
} satisfies EventFixtures<typeof changePasswordMachine>;

const actors = {
  changePassword: { done: [{ token: 'tok-new', member }], error: [oldPasswordWrong, passwordFormat, unchangedOnField, patternOnField, offline, thrown] },
  // The fresh member info differs from the change's answer (the balance moved meanwhile).
  fetchMemberInfo: { done: [member, refreshed], error: [offline] },
} satisfies ActorFixtures<typeof changePasswordMachine>;

/** The end of the popup: the flow finishes with the new token and the member it holds, for the session. */
function handsOver(s: SnapshotFrom<typeof changePasswordMachine>): boolean {
  const result = s.context.result;
  return s.status === 'done' && result !== null && isDeepStrictEqual(s.output, { token: result.token, member: result.member });
}

// ---------------------------------------------------------------------------------------
// The oracle, from spec sections 2 and 5: the form's checks, what a refusal shows, the
// payload, and the end at / after the member info (whatever that call answers).

type T = Trace<typeof changePasswordMachine>;
type Where = 'editing' | 'saving' | 'refreshing' | 'done';
interface Expected {
  where: Where;
  context: ChangePasswordContext;
  ran: Record<string, unknown[]>;
}

const required: FieldError = { message: 'validation.required' };
/** trust.md's password rule when the merchant gives none: 8 to 64 characters, no spaces. */
const RULE = { min: 8, max: 64 };
const trimmed = (value: string | undefined) => (value ?? '').trim();

/** Spec section 5: the old password when asked; the new one under the rule; the confirmation equal to it. */
function formProblems(values: ChangePasswordValues, oldAsked: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (oldAsked && !trimmed(values.oldPassword)) errors.oldPassword = required;
  const fresh = trimmed(values.newPassword);
  if (!fresh) errors.newPassword = required;
  else if (fresh.length < RULE.min || fresh.length > RULE.max || /\s/.test(fresh)) errors.newPassword = { message: 'validation.pattern.NO_SPACES', ...RULE };
  const confirm = trimmed(values.confirmNewPassword);
  if (!confirm) errors.confirmNewPassword = required;
  else if (confirm !== fresh) errors.confirmNewPassword = { message: 'error.confirmation_mismatch' };
  return errors;
}

const failureCode = (error: unknown): string => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
/** A refusal naming a field shows there, in the rule's words for length and pattern problems. */
function onField(code: string, error: unknown): FieldErrors | null {
  const value = (error as { value?: unknown } | undefined)?.value as
    | { field?: unknown; problem?: string; patternId?: string; minLength?: number; maxLength?: number }
    | undefined;
  if (!value || typeof value !== 'object' || typeof value.field !== 'string') return null;
  if ((value.problem === 'length' || value.problem === 'pattern') && value.patternId) {
    const message = value.patternId in PATTERNS ? `validation.pattern.${value.patternId}` : 'validation.pattern.ANY';
    return { [value.field]: { message, min: value.minLength, max: value.maxLength ?? value.minLength } };
  }
  return { [value.field]: { message: `error.${code}` } };
}

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string, params?: unknown) => (e.ran[action] = [...(e.ran[action] ?? []), params]);
  const set = (changes: Partial<ChangePasswordContext>) => Object.assign(c, changes);
  const output = (step.event as { output?: unknown }).output;
  const error = (step.event as { error?: unknown }).error;
  switch (step.label) {
    case 'SUBMIT': {
      if (e.where !== 'editing') return;
      const values = (step.event as unknown as { values: ChangePasswordValues }).values;
      // The old password is asked only when the login just made does not hold it (CHANGEPW-04).
      const problems = formProblems(values, c.heldPassword === null);
      if (Object.keys(problems).length) {
        set({ fieldErrors: problems, errorCode: null });
        run('showErrors');
      } else {
        set({ submission: values, fieldErrors: {}, errorCode: null });
        run('storeSubmission');
        e.where = 'saving';
      }
      return;
    }
    case 'TOGGLE_PASSWORD':
      if (e.where !== 'editing') return;
      set({ passwordVisible: !c.passwordVisible });
      run('togglePassword');
      return;
    case 'done: changePassword':
      set({ result: output as TokenAndMember });
      run('storeResult');
      e.where = 'refreshing';
      return;
    case 'error: changePassword': {
      const code = failureCode(error);
      const field = onField(code, error);
      set(field ? { errorCode: null, fieldErrors: field } : { errorCode: code, fieldErrors: {} });
      run('showFailure');
      e.where = 'editing';
      return;
    }
    case 'done: fetchMemberInfo':
      set({ result: c.result ? { ...c.result, member: output as Member } : null });
      run('storeMember');
      e.where = 'done';
      run('navigate', { to: '/' });
      return;
    case 'error: fetchMemberInfo':
      // The change went through: the member of its answer will do.
      e.where = 'done';
      run('navigate', { to: '/' });
      return;
    default:
      throw new Error(`the change-password oracle has no rule for "${step.label}"`);
  }
}

const keyOf = (e: Expected) => `${e.where} [old=${JSON.stringify(e.context.heldPassword === null ? 'asked' : 'held')}]`;

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e: Expected = {
    where: 'editing',
    context: { ...t.input!, fieldErrors: {}, errorCode: null, passwordVisible: false, submission: null, result: null },
    ran: {},
  };
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    if ((checkLast || index < t.steps.length - 1) && step.key !== keyOf(e)) {
      throw new Error(`after step ${index} (${step.label}) the spec expects "${keyOf(e)}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));
const { field, runs } = replayReaders<ChangePasswordContext, T>((t) => follow(t));

const expectations: Expectations<typeof changePasswordMachine> = {
  context: {
    reason: field('reason'),
    username: field('username'),
    heldPassword: field('heldPassword'),
    token: field('token'),
    passwordRule: field('passwordRule'),
    fieldErrors: field('fieldErrors'),
    errorCode: field('errorCode'),
    passwordVisible: field('passwordVisible'),
    // The view sends the fields it shows while a fixture may carry an old password it does not ask for; what the submission decides is checked exactly through the call's payload (invokes.changePassword).
    submission: unchecked('fields the form does not show: the payload is checked instead'),
    result: field('result'),
  },
  actions: {
    showErrors: runs('showErrors'),
    storeSubmission: runs('storeSubmission'),
    togglePassword: runs('togglePassword'),
    storeResult: runs('storeResult'),
    storeMember: runs('storeMember'),
    showFailure: runs('showFailure'),
    navigate: (t) => follow(t).ran.navigate ?? [],
  },
  invokes: {
    // The payload (CHANGEPW-05): the old password only when it was asked for; the token the login gave.
    changePassword: (t) => {
      const c = follow(t).context;
      const values = c.submission ?? {};
      return {
        request: {
          ...(c.heldPassword === null ? { oldPassword: values.oldPassword ?? '' } : {}),
          newPassword: values.newPassword ?? '',
          confirmNewPassword: values.confirmNewPassword ?? '',
        },
        token: c.token,
      };
    },
    // The new token brings fresh member info (CHANGEPW-10).
    fetchMemberInfo: (t) => ({ token: follow(t).context.result?.token ?? '' }),
  },
  delays: {},
  failures: { changePassword: failureLeadsTo, fetchMemberInfo: failureLeadsTo },
  // The popup ends once the password has changed; the app takes the new session from its
  // output: the change's token with the fresh member info, or the change's member when that
  // could not be loaded (CHANGEPW-10).
  done: (t) => t.in('done'),
  output: (t) => {
    const changed = t.output<TokenAndMember>('changePassword')!;
    const loaded = t.latest('done: fetchMemberInfo', 'error: fetchMemberInfo') === 'done: fetchMemberInfo';
    return { token: changed.token, member: loaded ? t.output<Member>('fetchMemberInfo')! : changed.member };
  },
};

export default defineModel(changePasswordMachine, {
  events,
  actors,
  expect: expectations,
  // Whether the old password is asked for decides what a submission needs.
  // A done popup that does not end the flow, or ends it without the new token and the
  // fresh member for the session, is not done (the oracle's keys never carry the mark).
  serializeState: (s) => stateKey(s, { old: s.context.heldPassword === null ? 'asked' : 'held' }) + (s.matches('done') && !handsOver(s) ? ' (not handed over)' : ''),
  inputs: {
    // agent02's first login: the password its agent chose was just typed.
    firstLogin: { reason: 'firstLogin', username: 'agent02', heldPassword: 'Down@12345', token: 'tok-forced' },
    expired: { reason: 'expired', username: 'demo', heldPassword: 'Demo@12345', token: 'tok-expired' },
    // From the member menu: the old password is asked for.
    voluntary: { reason: 'voluntary', username: 'demo', heldPassword: null, token: signedIn.token },
  },
  requirements: {
    'editing [old="held"]': ['CHANGEPW-01', 'CHANGEPW-02', 'CHANGEPW-03', 'CHANGEPW-04'],
    'editing [old="asked"]': ['CHANGEPW-01', 'CHANGEPW-03'],
    'saving [old="held"]': ['CHANGEPW-05', 'CHANGEPW-06'],
    'saving [old="asked"]': ['CHANGEPW-05', 'CHANGEPW-06'],
    'refreshing [old="held"]': ['CHANGEPW-10'],
    'done [old="held"]': ['CHANGEPW-11', 'CHANGEPW-12', 'CHANGEPW-13'],
    'done [old="asked"]': ['CHANGEPW-11', 'CHANGEPW-12'],
  },
  journeys: [
    {
      title: '[CHANGEPW-13][CHANGEPW-04][CHANGEPW-10][CHANGEPW-12] a forced change at first login needs no old password and ends at /',
      input: 'firstLogin',
      steps: [events.SUBMIT[1], actorDone(SAVE, { token: 'tok-new', member }), actorDone(REFRESH, member)],
      ends: 'done [old="held"]',
    },
    {
      title: '[CHANGEPW-03] asked for, a blank old password is refused with the other fields\' problems, before any call',
      input: 'voluntary',
      steps: [events.SUBMIT[3]],
      ends: 'editing [old="asked"]',
    },
    {
      title: '[CHANGEPW-08] a confirmation that differs is refused before any call; fixed, it saves',
      input: 'voluntary',
      steps: [events.SUBMIT[2], events.SUBMIT[0], actorDone(SAVE, { token: 'tok-new', member }), actorDone(REFRESH, member)],
      ends: 'done [old="asked"]',
    },
    {
      title: '[CHANGEPW-09] a wrong old password comes back to the form; the member info failing still ends the change',
      input: 'voluntary',
      steps: [events.SUBMIT[0], actorError(SAVE, oldPasswordWrong), events.SUBMIT[0], actorDone(SAVE, { token: 'tok-new', member }), actorError(REFRESH, offline)],
      ends: 'done [old="asked"]',
    },
    {
      title: '[CHANGEPW-14][CHANGEPW-07] an expired password: a refused format shows at the field, then the change goes through',
      input: 'expired',
      steps: [events.TOGGLE_PASSWORD[0], events.SUBMIT[1], actorError(SAVE, passwordFormat), events.SUBMIT[1], actorDone(SAVE, { token: 'tok-new', member })],
      ends: 'refreshing [old="held"]',
    },
  ],
});
