import { assign, fromPromise, setup } from 'xstate';
import type { CodeSent, ContactChannel, ContactDestination, Member } from '../server/shared/wire/accounts';
import { errorCodeOf, errorFieldOf, triesLeftOf } from './flowErrors';
import { checkField, checkMobile, DEFAULT_RULES, type FieldError, type FieldErrors, type FieldRule, hasErrors } from './formRules';
import { THROTTLE_MS } from '../server/shared/timing';
import { countdownSeconds, smsCountdownMachine, type SmsTickEvent } from './smsCountdown.machine';

/**
 * Linking a mobile number or an e-mail address to the account from "my account"
 * (docs/api.md "Personal centre"). One flow for both, chosen by the input's channel:
 * check the number or address, send a code to it, count down before another may be
 * asked for (the code's validity), check the code the member types, and end bound with
 * the member the server answers. The code can be checked while the countdown runs and
 * after it ends; a new code can be asked for only once it has ended.
 */
export interface ContactBindingInput {
  channel: ContactChannel;
  /** The merchant's mobileNum rule when known; the default rule otherwise. */
  mobileRule?: FieldRule;
}

/** The form's fields as typed (the number and its calling code, or the address). */
export interface ContactValues {
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
}

export interface ContactBindingContext extends ContactBindingInput {
  /** Problems of the form's own checks, by field: `destination` and `code`. */
  fieldErrors: FieldErrors;
  /** The last refusal of a call (shown above the form), or a code already sent. */
  errorCode: string | null;
  /** Wrong codes the server still accepts before the code is spent. */
  triesLeft: number | null;
  codeSecondsLeft: number;
  /** Where the last code went, as sent. */
  sentTo: ContactDestination | null;
  member: Member | null;
}

export type ContactBindingEvent =
  | { type: 'SEND_CODE'; values: ContactValues }
  | { type: 'VERIFY'; values: ContactValues; code: string }
  | SmsTickEvent;

export interface BindRequest {
  channel: ContactChannel;
  destination: ContactDestination;
  verificationCode: string;
}

const required = (): FieldError => ({ message: 'validation.required' });

/** The number or address of the form as the server takes it. */
export function destinationOf(channel: ContactChannel, values: ContactValues): ContactDestination {
  if (channel === 'email') return { email: (values.email ?? '').trim() };
  const countryDialingCode = (values.countryDialingCode ?? '').trim();
  return { mobileNum: (values.mobileNum ?? '').trim(), ...(countryDialingCode ? { countryDialingCode } : {}) };
}

export function checkDestination(channel: ContactChannel, values: ContactValues, mobileRule?: FieldRule): FieldError | undefined {
  if (channel === 'mobile') return checkMobile(values.mobileNum, mobileRule);
  const email = (values.email ?? '').trim();
  if (!email) return required();
  return checkField(DEFAULT_RULES.email, email) ? { message: 'error.invalid_email_format' } : undefined;
}

/** Codes are digits; the server says whether they are right. */
export function checkCode(code: string | undefined): FieldError | undefined {
  const typed = (code ?? '').trim();
  if (!typed) return required();
  return /^\d{4,8}$/.test(typed) ? undefined : { message: 'error.invalid_code' };
}

type Done<T> = { output: T };

const valuesOf = (event: ContactBindingEvent): ContactValues => (event.type === 'SEND_CODE' || event.type === 'VERIFY' ? event.values : {});

function sendErrors(context: ContactBindingContext, event: ContactBindingEvent): FieldErrors {
  const problem = checkDestination(context.channel, valuesOf(event), context.mobileRule);
  return problem ? { destination: problem } : {};
}

function verifyErrors(context: ContactBindingContext, event: ContactBindingEvent): FieldErrors {
  const errors = sendErrors(context, event);
  const problem = checkCode(event.type === 'VERIFY' ? event.code : undefined);
  return problem ? { ...errors, code: problem } : errors;
}

/** Seconds of a refusal's `retryAfterSeconds` (code_already_sent carries it). */
function retryAfterOf(event: unknown): number | null {
  const seconds = errorFieldOf(event, 'retryAfterSeconds');
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

export const contactBindingMachine = setup({
  types: {
    context: {} as ContactBindingContext,
    input: {} as ContactBindingInput,
    events: {} as ContactBindingEvent,
    output: {} as { member: Member | null },
  },
  actors: {
    sendCode: fromPromise<CodeSent, { channel: ContactChannel; destination: ContactDestination }>(async () => {
      throw new Error('sendCode is provided by the page');
    }),
    bind: fromPromise<Member, BindRequest>(async () => {
      throw new Error('bind is provided by the page');
    }),
    smsCountdown: smsCountdownMachine,
  },
  delays: {
    throttle: THROTTLE_MS,
  },
  guards: {
    sendInvalid: ({ context, event }) => hasErrors(sendErrors(context, event)),
    verifyInvalid: ({ context, event }) => hasErrors(verifyErrors(context, event)),
    // The last code to this destination is still valid: its countdown is what is left of it.
    alreadySent: ({ event }) => errorCodeOf(event) === 'code_already_sent',
  },
  actions: {
    showSendErrors: assign({ fieldErrors: ({ context, event }) => sendErrors(context, event), errorCode: null }),
    showVerifyErrors: assign({ fieldErrors: ({ context, event }) => verifyErrors(context, event), errorCode: null }),
    storeDestination: assign({
      sentTo: ({ context, event }) => destinationOf(context.channel, valuesOf(event)),
      fieldErrors: ({ context }) => Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => field !== 'destination')),
      errorCode: null,
    }),
    clearErrors: assign({ fieldErrors: {}, errorCode: null }),
    startCountdown: assign({
      codeSecondsLeft: ({ event }) => countdownSeconds({ expiredMinutes: (event as unknown as Done<CodeSent>).output.expiredMinutes }),
      triesLeft: null,
    }),
    waitForLastCode: assign({
      codeSecondsLeft: ({ event }) => retryAfterOf(event) ?? countdownSeconds({}),
      errorCode: 'code_already_sent',
    }),
    tick: assign({ codeSecondsLeft: ({ context, event }) => (event.type === 'SMS_TICK' ? event.secondsLeft : context.codeSecondsLeft) }),
    showFailure: assign({ errorCode: ({ event }) => errorCodeOf(event), triesLeft: ({ event }) => triesLeftOf(event) }),
    storeMember: assign({ member: ({ event }) => (event as unknown as Done<Member>).output, errorCode: null, fieldErrors: {} }),
    /** The page reloads the member and the header here. */
    announceBound: () => {},
  },
}).createMachine({
  id: 'contactBinding',
  context: ({ input }) => ({
    ...input,
    fieldErrors: {},
    errorCode: null,
    triesLeft: null,
    codeSecondsLeft: 0,
    sentTo: null,
    member: null,
  }),
  initial: 'idle',
  states: {
    /** The number or address, and the get-code button. */
    idle: {
      on: {
        SEND_CODE: [
          // Refused without a call; the button then rests a second like every code button.
          { guard: 'sendInvalid', target: 'throttled', actions: 'showSendErrors' },
          { target: 'sending', actions: 'storeDestination' },
        ],
      },
    },
    throttled: { after: { throttle: 'idle' } },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ channel: context.channel, destination: context.sentTo! }),
        onDone: { target: 'codeSent', actions: 'startCountdown' },
        onError: [
          { guard: 'alreadySent', target: 'codeSent', actions: 'waitForLastCode' },
          { target: 'idle', actions: 'showFailure' },
        ],
      },
    },
    /** A code is on its way: the member types it while the resend button counts down. */
    codeSent: {
      type: 'parallel',
      states: {
        resend: {
          initial: 'counting',
          states: {
            counting: {
              invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ seconds: context.codeSecondsLeft }), onDone: 'ready' },
              on: { SMS_TICK: { actions: 'tick' } },
            },
            ready: {
              on: {
                SEND_CODE: [
                  { guard: 'sendInvalid', target: 'throttled', actions: 'showSendErrors' },
                  { target: 'sending', actions: 'storeDestination' },
                ],
              },
            },
            throttled: { after: { throttle: 'ready' } },
            sending: {
              invoke: {
                id: 'resendCode',
                src: 'sendCode',
                input: ({ context }) => ({ channel: context.channel, destination: context.sentTo! }),
                onDone: { target: 'counting', actions: 'startCountdown' },
                onError: [
                  { guard: 'alreadySent', target: 'counting', actions: 'waitForLastCode' },
                  { target: 'ready', actions: 'showFailure' },
                ],
              },
            },
          },
        },
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                VERIFY: [
                  { guard: 'verifyInvalid', actions: 'showVerifyErrors' },
                  { target: 'verifying', actions: 'clearErrors' },
                ],
              },
            },
            verifying: {
              invoke: {
                id: 'bind',
                src: 'bind',
                input: ({ context, event }) => {
                  const e = event as Extract<ContactBindingEvent, { type: 'VERIFY' }>;
                  return { channel: context.channel, destination: destinationOf(context.channel, e.values), verificationCode: e.code.trim() };
                },
                onDone: { target: '#contactBinding.bound', actions: 'storeMember' },
                onError: { target: 'editing', actions: 'showFailure' },
              },
            },
          },
        },
      },
    },
    bound: {
      type: 'final',
      entry: 'announceBound',
    },
  },
  output: ({ context }) => ({ member: context.member }),
});
