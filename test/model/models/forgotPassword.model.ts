import { type ForgotPasswordContext, type ForgotPasswordInput, forgotPasswordMachine, type TimedCodeSent } from '../../../machines/forgotPassword.machine';
import { checkMobile, type ForgotEmailValues, hasErrors, type ResetValues, validateForgotEmail, validateReset } from '../../../machines/formRules';
import type { Member, SliderAnswer, TokenAndMember } from '../../../server/shared/wire/accounts';
import { THROTTLE_MS } from '../../../server/shared/timing';
import type { Expectations, Trace, TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';
import { Replay, at, checkOfError, codeOfError, countdownOf, errorOf, eventOf, outputOf, partsOf, refusal, replayer, withRegion, withValue, without } from './fixtures/flows';
import { codeAlreadySent, invalidCode, member, offline, passwordFormat, signedIn, sliderAnswer, sliderRefused, tooManyRequests } from './fixtures/accounts';

const newPassword = 'Reset@2468';
const reset = { mobileNum: '8012345678', countryDialingCode: '+234', verificationCode: '123456', newPassword, confirmNewPassword: newPassword };

const events = {
  SELECT_METHOD: [
    { type: 'SELECT_METHOD', method: 'email' },
    { type: 'SELECT_METHOD', method: 'mobile' },
  ],
  SUBMIT_EMAIL: [
    { type: 'SUBMIT_EMAIL', values: { username: 'demo', email: 'demo@example.com' } },
    { type: 'SUBMIT_EMAIL', values: { username: 'demo', email: 'not-an-email' } },
    // Typed with spaces: sent trimmed.
    { type: 'SUBMIT_EMAIL', values: { username: ' demo ', email: ' demo@example.com ' } },
    // As a page can send it (an e-mail field drops the spaces around its value itself).
    { type: 'SUBMIT_EMAIL', values: { username: ' demo ', email: 'demo@example.com' } },
  ],
  SUBMIT_RESET: [
    { type: 'SUBMIT_RESET', values: reset },
    // No code yet, and a confirmation that differs.
    { type: 'SUBMIT_RESET', values: { ...reset, verificationCode: '', confirmNewPassword: 'Other@2468' } },
    // The number and code typed with spaces, no calling code: sent trimmed, without one.
    { type: 'SUBMIT_RESET', values: { ...reset, mobileNum: ' 8012345678 ', countryDialingCode: ' ', verificationCode: ' 123456 ' } },
    // The calling code is optional: a form without the field at all.
    { type: 'SUBMIT_RESET', values: { mobileNum: '8012345678', verificationCode: '123456', newPassword, confirmNewPassword: newPassword } },
    // The number and code typed with spaces, the calling code picked from the list.
    { type: 'SUBMIT_RESET', values: { ...reset, mobileNum: ' 8012345678 ', verificationCode: ' 123456 ' } },
  ],
  SEND_CODE: [
    { type: 'SEND_CODE', mobileNum: '8012345678', countryDialingCode: '+234' },
    { type: 'SEND_CODE', mobileNum: '12', countryDialingCode: '' },
    { type: 'SEND_CODE', mobileNum: ' 8012345678 ', countryDialingCode: ' ' },
  ],
  SMS_TICK: [{ type: 'SMS_TICK', secondsLeft: 42 }],
  DISMISS: [{ type: 'DISMISS' }],
  CANCEL_SLIDER: [{ type: 'CANCEL_SLIDER' }],
  TOGGLE_PASSWORD: [{ type: 'TOGGLE_PASSWORD' }],
  OPEN_REGISTER: [{ type: 'OPEN_REGISTER' }],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof forgotPasswordMachine>;

/** The details loaded after signing in: newer than the ones the call answered with. */
const memberNow = { ...member, balance: '1300.00', unreadMessage: 3 };

const actors = {
  sendPasswordEmail: { done: [{ sent: true }], error: [tooManyRequests] },
  // The call took 3 s: the countdown starts 1.5 s late.
  sendResetCode: { done: [{ expiredMinutes: 1, roundTripMs: 3_000 }], error: [codeAlreadySent] },
  // A refusal about one field (the new password's format) shows on that field.
  resetByPhone: { done: [signedIn], error: [invalidCode, sliderRefused, offline, passwordFormat] },
  fetchMemberInfo: { done: [memberNow], error: [offline] },
  slider: { done: [sliderAnswer] },
  smsCountdown: { done: [undefined] },
} satisfies ActorFixtures<typeof forgotPasswordMachine>;


// ---------------------------------------------------------------------------------------
// The oracle: what the popup must hold after each step, replayed from the steps a path took
// (spec sections 4 and 8, spec-notes 13), never read from the machine.

type T = Trace<typeof forgotPasswordMachine>;
type Action = keyof Expectations<typeof forgotPasswordMachine>['actions'];
type Event<K extends string> = Extract<Parameters<typeof forgotPasswordMachine.transition>[1], { type: K }>;

const FORM = 'active.form';
/** The final states: the popup closed, handed over to registration, or the member logged in. */
const ENDS = ['closed', 'toRegister', 'done'];
const CODE = 'active.code';

/** One step's effect, given where the popup was before it. */
function apply(r: Replay<ForgotPasswordContext, Action>, step: TraceStep, before: string | undefined): void {
  const c = r.context;
  const editing = at(before, `${FORM}.editing`);
  // The SMS failure's dialog covers the form until it is confirmed.
  const codeFailed = at(before, `${CODE}.failed`);
  // While a code is asked for (or its failure shown) the reset waits.
  const codeBusy = codeFailed || at(before, `${CODE}.throttled`) || at(before, `${CODE}.sending`);
  switch (step.label) {
    case 'SELECT_METHOD': {
      const { method } = eventOf<Event<'SELECT_METHOD'>>(step);
      // Phone reset exists only with MOBILENUMPASSREG3 (FORGOT-05); switching clears the old form's errors.
      if (editing && !codeFailed && method !== c.method && (method === 'email' || c.mobileEnabled)) {
        r.did('selectMethod', { method, fieldErrors: {}, errorCode: null });
      }
      return;
    }
    case 'TOGGLE_PASSWORD':
      if (editing) r.did('togglePassword', { passwordVisible: !c.passwordVisible });
      return;
    case 'SUBMIT_EMAIL': {
      const { values } = eventOf<Event<'SUBMIT_EMAIL'>>(step);
      if (!editing || codeFailed) return;
      const errors = validateForgotEmail(values);
      if (hasErrors(errors)) return r.did('showEmailErrors', { fieldErrors: errors, errorCode: null });
      if (c.method === 'email') r.did('storeEmail', { email: values, fieldErrors: {}, errorCode: null });
      return;
    }
    case 'SUBMIT_RESET': {
      const { values } = eventOf<Event<'SUBMIT_RESET'>>(step);
      if (!editing || codeBusy) return;
      const errors = validateReset(values, c.rules);
      if (hasErrors(errors)) return r.did('showResetErrors', { fieldErrors: errors, errorCode: null });
      if (c.method === 'mobile') r.did('storeReset', { reset: values, fieldErrors: {}, errorCode: null });
      return;
    }
    case 'OPEN_REGISTER':
      // The registration popup takes over (FORGOT-10); not while the SMS failure is shown.
      if (editing && !codeFailed) r.context = { ...c, outcome: 'register' };
      return;
    case 'error: sendPasswordEmail':
    case 'error: resetByPhone':
      return r.did('showFailure', refusal(errorOf(step)));
    case 'done: slider':
      return r.did('storeSlider', { slider: outputOf<SliderAnswer>(step) });
    case 'done: resetByPhone':
      return r.did('storeResult', { result: outputOf<TokenAndMember>(step) });
    case 'done: fetchMemberInfo':
      r.did('storeMember', { result: c.result ? { ...c.result, member: outputOf<Member>(step) } : null });
      return r.did('signedIn', { outcome: 'signedIn' });
    case 'error: fetchMemberInfo':
      // The reset logged the member in: without the details the flow still ends signed in.
      return r.did('signedIn', { outcome: 'signedIn' });
    case 'SEND_CODE': {
      const { mobileNum } = eventOf<Event<'SEND_CODE'>>(step);
      if (c.method !== 'mobile' || !editing || !at(before, `${CODE}.idle`)) return;
      const problem = checkMobile(mobileNum, c.rules?.mobileNum);
      if (problem) return r.did('showMobileError', { fieldErrors: { ...c.fieldErrors, mobileNum: problem } });
      return r.did('clearMobileError', { fieldErrors: without(c.fieldErrors, 'mobileNum') });
    }
    case 'done: sendResetCode':
      // The countdown starts late by half the call's round trip (spec-notes 4).
      return r.did('startCountdown', { codeSecondsLeft: countdownOf(outputOf<TimedCodeSent>(step)), codeErrorCode: null });
    case 'error: sendResetCode':
      return r.did('showCodeFailure', { codeErrorCode: codeOfError(errorOf(step)) });
    case 'DISMISS':
      if (codeFailed) r.did('clearCodeFailure', { codeErrorCode: null });
      return;
    case 'SMS_TICK':
      if (at(before, `${CODE}.counting`)) r.did('tick', { codeSecondsLeft: eventOf<Event<'SMS_TICK'>>(step).secondsLeft });
      return;
  }
}

const replay = replayer((steps, input) => {
  const given = input as ForgotPasswordInput;
  // Mobile is the default when offered (FORGOT-02).
  const r = new Replay<ForgotPasswordContext, Action>({
    ...given,
    method: given.mobileEnabled ? 'mobile' : 'email',
    fieldErrors: {},
    errorCode: null,
    codeErrorCode: null,
    codeSecondsLeft: 0,
    passwordVisible: false,
    reset: null,
    email: null,
    slider: null,
    result: null,
    outcome: 'closed',
  });
  steps.forEach((step, i) => {
    apply(r, step, steps[i - 1]?.key);
    // Logged in by the reset: the popup closes and the member goes to / (FORGOT-23).
    if (partsOf(step.key)[0] === 'done' && partsOf(steps[i - 1]?.key ?? '')[0] !== 'done') r.navigated.push({ to: '/' });
  });
  return r;
});
const ctx = (t: T) => replay(t).context;
const ran = (action: Action) => (t: T) => replay(t).runs(action);
const input = <K extends keyof ForgotPasswordInput>(field: K) => (t: T) => (t.input as ForgotPasswordInput)[field];

/** The reset call: the new password as typed, the number and code trimmed, the slider's answer (FORGOT-13, FORGOT-14). */
function resetCall(c: ForgotPasswordContext) {
  const values: Partial<ResetValues> = c.reset ?? {};
  return {
    newPassword: values.newPassword ?? '',
    confirmNewPassword: values.confirmNewPassword ?? '',
    mobileNum: (values.mobileNum ?? '').trim(),
    countryDialingCode: (values.countryDialingCode ?? '').trim() || undefined,
    verificationCode: (values.verificationCode ?? '').trim(),
    slider: c.slider ?? undefined,
  };
}

const expectations: Expectations<typeof forgotPasswordMachine> = {
  context: {
    mobileEnabled: input('mobileEnabled'),
    dialingCode: input('dialingCode'),
    rules: input('rules'),
    method: (t) => ctx(t).method,
    fieldErrors: (t) => ctx(t).fieldErrors,
    errorCode: (t) => ctx(t).errorCode,
    codeErrorCode: (t) => ctx(t).codeErrorCode,
    codeSecondsLeft: (t) => ctx(t).codeSecondsLeft,
    passwordVisible: (t) => ctx(t).passwordVisible,
    reset: (t) => ctx(t).reset,
    email: (t) => ctx(t).email,
    slider: (t) => ctx(t).slider,
    result: (t) => ctx(t).result,
    outcome: (t) => ctx(t).outcome,
  },
  actions: {
    selectMethod: ran('selectMethod'),
    togglePassword: ran('togglePassword'),
    showEmailErrors: ran('showEmailErrors'),
    showResetErrors: ran('showResetErrors'),
    showMobileError: ran('showMobileError'),
    clearMobileError: ran('clearMobileError'),
    storeEmail: ran('storeEmail'),
    storeReset: ran('storeReset'),
    storeSlider: ran('storeSlider'),
    storeResult: ran('storeResult'),
    storeMember: ran('storeMember'),
    showFailure: ran('showFailure'),
    startCountdown: ran('startCountdown'),
    tick: ran('tick'),
    showCodeFailure: ran('showCodeFailure'),
    clearCodeFailure: ran('clearCodeFailure'),
    signedIn: ran('signedIn'),
    navigate: (t) => replay(t).navigated,
  },
  invokes: {
    // Username and e-mail, trimmed (FORGOT-11).
    sendPasswordEmail: (t) => {
      const values: Partial<ForgotEmailValues> = ctx(t).email ?? {};
      return { username: (values.username ?? '').trim(), email: (values.email ?? '').trim() };
    },
    sendResetCode: (t) => {
      const sent = t.event('SEND_CODE')!;
      return { mobileNum: sent.mobileNum.trim(), countryDialingCode: sent.countryDialingCode.trim() || undefined };
    },
    resetByPhone: (t) => resetCall(ctx(t)),
    fetchMemberInfo: (t) => ({ token: t.output<TokenAndMember>('resetByPhone')!.token }),
    slider: () => undefined,
    smsCountdown: (t) => ({ seconds: countdownOf(t.output<TimedCodeSent>('sendResetCode')!) }),
  },
  delays: { throttle: () => THROTTLE_MS },
  // The popup ends when it is closed, hands over to registration (FORGOT-10) or has logged the
  // member in (FORGOT-23); the app takes the token and member of the reset from its output.
  done: (t) => ENDS.some((end) => t.in(end)),
  output: (t) => {
    if (t.in('toRegister')) return { kind: 'register' };
    if (!t.in('done')) return { kind: 'closed' };
    const answered = t.output<TokenAndMember>('resetByPhone')!;
    // The details loaded after the reset (FORGOT-21), or the reset's own when they could not be loaded.
    const loaded = t.latest('done: fetchMemberInfo', 'error: fetchMemberInfo') === 'done: fetchMemberInfo';
    return { kind: 'signedIn', token: answered.token, member: loaded ? t.output<Member>('fetchMemberInfo')! : answered.member };
  },
  failures: {
    sendPasswordEmail: ({ from }) => withRegion(from, FORM, 'editing'),
    sendResetCode: ({ from }) => withRegion(from, CODE, 'failed'),
    // A refused slider answer brings a new puzzle at once (FORGOT-19); anything else back to the form.
    resetByPhone: ({ code, from, trace }) =>
      withRegion(from, FORM, code === 'captcha_check_failed' && checkOfError(trace.error('resetByPhone')) === 'slider' ? 'slider' : 'editing'),
    fetchMemberInfo: ({ from }) => withValue(from, 'done'),
    slider: ({ from }) => from,
    smsCountdown: ({ from }) => from,
  },
};

export default defineModel(forgotPasswordMachine, {
  events,
  actors,
  expect: expectations,
  // The method decides which form shows and which submission goes through.
  serializeState: (s) => stateKey(s, { method: s.context.method }),
  inputs: {
    mobileOn: { mobileEnabled: true, dialingCode: '234' },
    emailOnly: { mobileEnabled: false, dialingCode: '234' },
    // A merchant whose numbers have 11 digits: the 10-digit number is refused by its rule.
    elevenDigits: {
      mobileEnabled: true,
      dialingCode: '234',
      rules: { mobileNum: { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 11, maxLength: 11 } },
    },
  },
  requirements: {
    'active.form.editing, active.code.idle [method="mobile"]': ['FORGOT-01', 'FORGOT-02', 'FORGOT-03', 'FORGOT-04', 'FORGOT-07', 'FORGOT-08', 'FORGOT-09'],
    'active.form.editing, active.code.idle [method="email"]': ['FORGOT-01', 'FORGOT-06'],
    'active.form.editing, active.code.counting [method="mobile"]': ['SMS-05', 'SMS-08', 'SMS-09', 'SMS-10', 'SMS-11'],
    'active.form.editing, active.code.throttled [method="mobile"]': ['SMS-04', 'SMS-12', 'FORGOT-15'],
    'active.form.editing, active.code.failed [method="mobile"]': ['ERRORS-22'],
    'active.form.sendingEmail, active.code.idle [method="email"]': ['FORGOT-11', 'FORGOT-12', 'FORGOT-24'],
    'active.form.slider, active.code.idle [method="mobile"]': ['FORGOT-18'],
    'active.form.resetting, active.code.idle [method="mobile"]': ['FORGOT-13', 'FORGOT-14', 'FORGOT-19'],
    'active.form.loadingInfo, active.code.idle [method="mobile"]': ['FORGOT-20', 'FORGOT-21'],
    'emailSent [method="email"]': ['FORGOT-25', 'ERRORS-37'],
    'closed [method="email"]': ['FORGOT-26'],
    'done [method="mobile"]': ['FORGOT-22', 'FORGOT-23'],
    'toRegister [method="mobile"]': ['FORGOT-10'],
  },
  journeys: [
    {
      title: '[FORGOT-04][FORGOT-18][FORGOT-20][FORGOT-23] by phone: code, countdown, slider, reset, logged in at /',
      input: 'mobileOn',
      steps: [
        events.SEND_CODE[0],
        actorDone('sendResetCode', { expiredMinutes: 1, roundTripMs: 3_000 }),
        events.SMS_TICK[0],
        events.SUBMIT_RESET[0],
        actorDone('slider', sliderAnswer),
        actorDone('resetByPhone', signedIn),
        actorDone('fetchMemberInfo', memberNow),
      ],
      ends: 'done [method="mobile"]',
    },
    {
      title: '[FORGOT-05][FORGOT-24][FORGOT-25][FORGOT-26] without phone reset, e-mail is the only way: sent, confirmed, closed',
      input: 'emailOnly',
      steps: [events.SELECT_METHOD[1], events.SUBMIT_EMAIL[1], events.SUBMIT_EMAIL[0], actorDone('sendPasswordEmail', { sent: true }), events.CLOSE[0]],
      ends: 'closed [method="email"]',
    },
    {
      title: '[SMS-04][SMS-12] an invalid number is refused without a call; the button waits a second before the next try',
      input: 'mobileOn',
      steps: [events.SEND_CODE[1], after('throttle'), events.SEND_CODE[0], actorError('sendResetCode', codeAlreadySent), events.DISMISS[0]],
      ends: 'active.form.editing, active.code.idle [method="mobile"]',
    },
    {
      title: '[FORGOT-19] a refused slider answer brings a new puzzle at once; the reset then goes through',
      input: 'mobileOn',
      steps: [events.SUBMIT_RESET[0], actorDone('slider', sliderAnswer), actorError('resetByPhone', sliderRefused), actorDone('slider', sliderAnswer), actorDone('resetByPhone', signedIn)],
      ends: 'active.form.loadingInfo, active.code.idle [method="mobile"]',
    },
    {
      title: '[FORGOT-11] the e-mail form is sent trimmed; the password can be shown while typing',
      input: 'mobileOn',
      steps: [events.SELECT_METHOD[0], events.TOGGLE_PASSWORD[0], events.SUBMIT_EMAIL[3], actorDone('sendPasswordEmail', { sent: true })],
      ends: 'emailSent [method="email"]',
    },
    {
      title: '[FORGOT-02] with phone reset on, a visitor who chose e-mail can go back to the phone',
      input: 'mobileOn',
      steps: [events.SELECT_METHOD[0], events.SELECT_METHOD[1]],
      ends: 'active.form.editing, active.code.idle [method="mobile"]',
    },
    {
      title: '[FORGOT-20] a reset without a calling code is sent without one (the merchant has a single country)',
      input: 'mobileOn',
      steps: [events.SUBMIT_RESET[3], actorDone('slider', sliderAnswer), actorDone('resetByPhone', signedIn)],
      ends: 'active.form.loadingInfo, active.code.idle [method="mobile"]',
    },
    {
      title: '[FORGOT-13] a calling code of spaces is sent as none, the number and code trimmed',
      input: 'mobileOn',
      steps: [events.SUBMIT_RESET[2], actorDone('slider', sliderAnswer), actorDone('resetByPhone', signedIn)],
      ends: 'active.form.loadingInfo, active.code.idle [method="mobile"]',
    },
    {
      title: '[FORGOT-13] the reset is sent with the number and code trimmed; a refused new password shows on its field',
      input: 'mobileOn',
      steps: [events.SUBMIT_RESET[4], actorDone('slider', sliderAnswer), actorError('resetByPhone', passwordFormat)],
      ends: 'active.form.editing, active.code.idle [method="mobile"]',
    },
    {
      title: '[FORGOT-10] the registration popup opens from the e-mail form too',
      input: 'mobileOn',
      steps: [events.SELECT_METHOD[0], events.OPEN_REGISTER[0]],
      ends: 'toRegister [method="email"]',
    },
    {
      title: '[SMS-11] the countdown ends and the button works again',
      input: 'mobileOn',
      steps: [events.SEND_CODE[0], actorDone('sendResetCode', { expiredMinutes: 1, roundTripMs: 3_000 }), actorDone('smsCountdown', undefined), events.SEND_CODE[0]],
      ends: 'active.form.editing, active.code.sending [method="mobile"]',
    },
    {
      title: '[SMS-04][FORGOT-15] the number is checked on its own: the other fields\' errors stay when a code is asked for',
      input: 'mobileOn',
      steps: [events.SUBMIT_RESET[1], events.SEND_CODE[1], after('throttle'), events.SEND_CODE[0]],
      ends: 'active.form.editing, active.code.sending [method="mobile"]',
    },
    {
      title: '[SMS-04] the merchant\'s number rule applies: a number it refuses gets no code',
      input: 'elevenDigits',
      steps: [events.SEND_CODE[0]],
      ends: 'active.form.editing, active.code.throttled [method="mobile"]',
    },
  ],
});
