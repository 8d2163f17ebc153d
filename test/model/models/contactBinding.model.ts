import { type ContactBindingContext, type ContactBindingInput, contactBindingMachine, type ContactValues } from '../../../machines/contactBinding.machine';
import { checkField, checkMobile, DEFAULT_RULES, type FieldError, type FieldErrors } from '../../../machines/formRules';
import type { CodeSent, ContactDestination, Member } from '../../../server/shared/wire/accounts';
import { DEFAULT_COUNTDOWN_SECONDS, THROTTLE_MS } from '../../../server/shared/timing';
import { ApiError } from '../../../src/api/client';
import type { Expectations, Trace, TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';
import { Replay, at, codeOfError, countdownOf, errorOf, eventOf, outputOf, partsOf, replayer, valueOfError, withRegion, withValue, without } from './fixtures/flows';
import { invalidCode, member, offline } from './fixtures/accounts';

const mobile = { mobileNum: '8012340099', countryDialingCode: '+234' };
const email = { email: 'new.address@example.com' };

const events = {
  SEND_CODE: [
    { type: 'SEND_CODE', values: mobile },
    { type: 'SEND_CODE', values: email },
    // Nothing typed: refused without a call in either channel.
    { type: 'SEND_CODE', values: {} },
    // Typed with spaces and no calling code; an address that is not one.
    { type: 'SEND_CODE', values: { mobileNum: ' 8012340099 ', countryDialingCode: '  ', email: ' not-an-address ' } },
    // A number without a calling code field at all.
    { type: 'SEND_CODE', values: { mobileNum: '8012340099' } },
  ],
  VERIFY: [
    { type: 'VERIFY', values: mobile, code: '123456' },
    { type: 'VERIFY', values: email, code: '123456' },
    { type: 'VERIFY', values: mobile, code: '' },
    // A code typed with spaces is sent without them; an address with spaces is trimmed.
    { type: 'VERIFY', values: { ...mobile, email: `  ${email.email} ` }, code: ' 4321 ' },
    // Codes are 4 to 8 digits.
    { type: 'VERIFY', values: email, code: '123' },
    { type: 'VERIFY', values: mobile, code: '123456789' },
    { type: 'VERIFY', values: mobile, code: '12ab' },
  ],
  SMS_TICK: [{ type: 'SMS_TICK', secondsLeft: 42 }],
} satisfies EventFixtures<typeof contactBindingMachine>;

/** A code to this destination is still valid: 42 s of it are left. */
const codeAlreadySent = new ApiError('code_already_sent', 'A code was just sent.', 429, { retryAfterSeconds: 42 });
/** The same refusal without saying how long: the code's full validity is waited. */
const codeAlreadySentNoWait = new ApiError('code_already_sent', 'A code was just sent.', 429, { retryAfterSeconds: 0 });
/** A wait the server gives as text is not trusted: the full validity is waited. */
const codeAlreadySentTextWait = new ApiError('code_already_sent', 'A code was just sent.', 429, { retryAfterSeconds: '30' });
/** A refusal whose value is null (JSON null): nothing to read from it. */
const unknownNull = new ApiError('unknown_error', 'Something went wrong.', 500, null);
const accountExists = new ApiError('account_exists', 'This account or mobile number is already registered.', 400, { field: 'email' });

const linked = { ...member, email: email.email };

const actors = {
  sendCode: { done: [{ expiredMinutes: 1 }, { expiredMinutes: 5 }], error: [codeAlreadySent, codeAlreadySentNoWait, codeAlreadySentTextWait, offline, unknownNull] },
  bind: { done: [linked], error: [invalidCode, accountExists, unknownNull] },
  smsCountdown: { done: [undefined] },
} satisfies ActorFixtures<typeof contactBindingMachine>;

const counting = (channel: string) => `codeSent.resend.counting, codeSent.entry.editing [channel="${channel}"]`;

// ---------------------------------------------------------------------------------------
// The oracle (docs/api.md "Personal centre", spec sections 4 and 9 for the code button),
// replayed from the steps a path took.

type T = Trace<typeof contactBindingMachine>;
type Action = keyof Expectations<typeof contactBindingMachine>['actions'];
const required: FieldError = { message: 'validation.required' };

/** The number or address as the server takes it: trimmed, the calling code only when typed. */
function destination(c: ContactBindingContext, values: ContactValues): ContactDestination {
  if (c.channel === 'email') return { email: (values.email ?? '').trim() };
  const dialing = (values.countryDialingCode ?? '').trim();
  return dialing ? { mobileNum: (values.mobileNum ?? '').trim(), countryDialingCode: dialing } : { mobileNum: (values.mobileNum ?? '').trim() };
}

/** The form's check of the number (the merchant's rule) or the address (required, an e-mail). */
function destinationErrors(c: ContactBindingContext, values: ContactValues): FieldErrors {
  if (c.channel === 'mobile') {
    const problem = checkMobile(values.mobileNum, c.mobileRule);
    return problem ? { destination: problem } : {};
  }
  const address = (values.email ?? '').trim();
  if (!address) return { destination: required };
  return checkField(DEFAULT_RULES.email, address) ? { destination: { message: 'error.invalid_email_format' } } : {};
}

/** A code is 4 to 8 digits (spaces around it do not count); the server says whether it is right. */
function codeErrors(code: string): FieldErrors {
  const typed = code.trim();
  if (!typed) return { code: required };
  return /^[0-9]{4,8}$/.test(typed) ? {} : { code: { message: 'error.invalid_code' } };
}

const triesLeftOf = (error: unknown) => {
  const tries = (valueOfError(error) as { triesLeft?: unknown } | undefined)?.triesLeft;
  return typeof tries === 'number' ? tries : null;
};
/** code_already_sent: the last code is still valid for retryAfterSeconds, or its full 60 s when not said. */
const waitOf = (error: unknown) => {
  const seconds = (valueOfError(error) as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : DEFAULT_COUNTDOWN_SECONDS;
};

function apply(r: Replay<ContactBindingContext, Action>, step: TraceStep, before: string | undefined): void {
  const c = r.context;
  switch (step.label) {
    case 'SEND_CODE': {
      // The get-code button works before the first code and once the countdown has ended.
      if (!at(before, 'idle') && !at(before, 'codeSent.resend.ready')) return;
      const { values } = eventOf<{ values: ContactValues }>(step);
      const errors = destinationErrors(c, values);
      if (errors.destination) return r.did('showSendErrors', { fieldErrors: errors, errorCode: null });
      return r.did('storeDestination', { sentTo: destination(c, values), fieldErrors: without(c.fieldErrors, 'destination'), errorCode: null });
    }
    case 'done: sendCode':
    case 'done: resendCode':
      return r.did('startCountdown', { codeSecondsLeft: countdownOf(outputOf<CodeSent>(step)), triesLeft: null });
    case 'error: sendCode':
    case 'error: resendCode': {
      const error = errorOf(step);
      if (codeOfError(error) === 'code_already_sent') return r.did('waitForLastCode', { codeSecondsLeft: waitOf(error), errorCode: 'code_already_sent' });
      return r.did('showFailure', { errorCode: codeOfError(error), triesLeft: triesLeftOf(error) });
    }
    case 'SMS_TICK':
      if (at(before, 'codeSent.resend.counting')) r.did('tick', { codeSecondsLeft: eventOf<{ secondsLeft: number }>(step).secondsLeft });
      return;
    case 'VERIFY': {
      if (!at(before, 'codeSent.entry.editing')) return;
      const { values, code } = eventOf<{ values: ContactValues; code: string }>(step);
      const errors = { ...destinationErrors(c, values), ...codeErrors(code) };
      if (Object.keys(errors).length) return r.did('showVerifyErrors', { fieldErrors: errors, errorCode: null });
      return r.did('clearErrors', { fieldErrors: {}, errorCode: null });
    }
    case 'done: bind':
      return r.did('storeMember', { member: outputOf<Member>(step), errorCode: null, fieldErrors: {} });
    case 'error: bind': {
      const error = errorOf(step);
      return r.did('showFailure', { errorCode: codeOfError(error), triesLeft: triesLeftOf(error) });
    }
  }
}

const replay = replayer((steps, input) => {
  const r = new Replay<ContactBindingContext, Action>({
    ...(input as ContactBindingInput),
    fieldErrors: {},
    errorCode: null,
    triesLeft: null,
    codeSecondsLeft: 0,
    sentTo: null,
    member: null,
  });
  steps.forEach((step, i) => {
    apply(r, step, steps[i - 1]?.key);
    // Bound: the page reloads the member and the header.
    if (partsOf(step.key)[0] === 'bound' && partsOf(steps[i - 1]?.key ?? '')[0] !== 'bound') r.did('announceBound');
  });
  return r;
});
const ctx = (t: T) => replay(t).context;
const ran = (action: Action) => (t: T) => replay(t).runs(action);
const COUNTING = 'codeSent.resend.counting, codeSent.entry.editing';

const expectations: Expectations<typeof contactBindingMachine> = {
  context: {
    channel: (t) => (t.input as ContactBindingInput).channel,
    mobileRule: (t) => (t.input as ContactBindingInput).mobileRule,
    fieldErrors: (t) => ctx(t).fieldErrors,
    errorCode: (t) => ctx(t).errorCode,
    triesLeft: (t) => ctx(t).triesLeft,
    codeSecondsLeft: (t) => ctx(t).codeSecondsLeft,
    sentTo: (t) => ctx(t).sentTo,
    member: (t) => t.output<Member>('bind') ?? null,
  },
  actions: {
    showSendErrors: ran('showSendErrors'),
    showVerifyErrors: ran('showVerifyErrors'),
    storeDestination: ran('storeDestination'),
    clearErrors: ran('clearErrors'),
    startCountdown: ran('startCountdown'),
    waitForLastCode: ran('waitForLastCode'),
    tick: ran('tick'),
    showFailure: ran('showFailure'),
    storeMember: ran('storeMember'),
    announceBound: ran('announceBound'),
  },
  invokes: {
    // The code goes where the last accepted SEND_CODE said.
    sendCode: (t) => ({ channel: ctx(t).channel, destination: ctx(t).sentTo }),
    // The destination as typed with the code, trimmed.
    bind: (t) => {
      const { values, code } = t.event('VERIFY')!;
      return { channel: ctx(t).channel, destination: destination(ctx(t), values), verificationCode: code.trim() };
    },
    smsCountdown: (t) => ({ seconds: ctx(t).codeSecondsLeft }),
  },
  // The machine finishes (a final state) exactly there: its parent reads that.
  done: (t) => t.in('bound'),
  // The parent reads the member the binding answered.
  output: (t) => ({ member: t.output<Member>('bind') ?? null }),
  delays: { throttle: () => THROTTLE_MS },
  failures: {
    // A code still valid from before counts down what is left of it; anything else is shown and the button works again.
    sendCode: ({ code, actor, from }) => {
      if (actor === 'sendCode') return withValue(from, code === 'code_already_sent' ? COUNTING : 'idle');
      return withRegion(from, 'codeSent.resend', code === 'code_already_sent' ? 'counting' : 'ready');
    },
    bind: ({ from }) => withRegion(from, 'codeSent.entry', 'editing'),
    smsCountdown: ({ from }) => from,
  },
};

export default defineModel(contactBindingMachine, {
  events,
  actors,
  expect: expectations,
  // The channel decides which number or address passes the form's check.
  serializeState: (s) => stateKey(s, { channel: s.context.channel }),
  inputs: {
    mobile: { channel: 'mobile' },
    email: { channel: 'email' },
  },
  requirements: {
    'idle [channel="mobile"]': ['WALLET-12', 'SMS-01'],
    'idle [channel="email"]': ['WALLET-12'],
    'throttled [channel="mobile"]': ['SMS-04', 'SMS-12'],
    [counting('mobile')]: ['SMS-05', 'SMS-09', 'SMS-10', 'SMS-11'],
    'bound [channel="mobile"]': ['WALLET-12'],
    'bound [channel="email"]': ['WALLET-12'],
  },
  journeys: [
    {
      title: '[WALLET-12][SMS-05] link a mobile number: code sent, countdown, code checked, bound',
      input: 'mobile',
      steps: [events.SEND_CODE[0], actorDone('sendCode', { expiredMinutes: 1 }), events.SMS_TICK[0], events.VERIFY[0], actorDone('bind', linked)],
      ends: 'bound [channel="mobile"]',
    },
    {
      title: '[WALLET-12] link an e-mail: a wrong code keeps the form, the right one binds',
      input: 'email',
      steps: [
        events.SEND_CODE[1],
        actorDone('sendCode', { expiredMinutes: 1 }),
        events.VERIFY[1],
        actorError('bind', invalidCode),
        events.VERIFY[1],
        actorDone('bind', linked),
      ],
      ends: 'bound [channel="email"]',
    },
    {
      title: '[SMS-04][SMS-12] an empty number is refused without a call; the button rests a second',
      input: 'mobile',
      steps: [events.SEND_CODE[2], after('throttle'), events.SEND_CODE[0], actorError('sendCode', offline)],
      ends: 'idle [channel="mobile"]',
    },
    {
      title: '[SMS-11] a code still valid from before: the countdown shows what is left of it and the code can be typed',
      input: 'email',
      steps: [events.SEND_CODE[1], actorError('sendCode', codeAlreadySent)],
      ends: counting('email'),
    },
    {
      title: '[SMS-11] once the countdown ends a new code can be asked for while the code is typed',
      input: 'mobile',
      steps: [
        events.SEND_CODE[0],
        actorDone('sendCode', { expiredMinutes: 1 }),
        actorDone('smsCountdown', undefined),
        events.SEND_CODE[2],
        after('throttle'),
        events.SEND_CODE[0],
        actorDone('resendCode', { expiredMinutes: 1 }),
      ],
      ends: counting('mobile'),
    },
    {
      title: '[SMS-11] a new code asked for after a wrong-looking one keeps the code field\'s error; a failed resend lets the button work again',
      input: 'mobile',
      steps: [
        events.SEND_CODE[0],
        actorDone('sendCode', { expiredMinutes: 1 }),
        actorDone('smsCountdown', undefined),
        events.VERIFY[6],
        events.SEND_CODE[0],
        actorError('resendCode', offline),
        events.SEND_CODE[4],
        actorError('resendCode', codeAlreadySentTextWait),
      ],
      ends: counting('mobile'),
    },
  ],
});
