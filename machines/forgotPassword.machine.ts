import { and, assertEvent, assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { CodeSent, Member, ResetBySmsRequest, SliderAnswer, SmsRequest, TokenAndMember } from '../server/shared/wire/accounts';
import { errorCodeOf, errorValueOf, isSliderRefusal } from './flowErrors';
import {
  checkMobile,
  type FieldErrors,
  type FieldRule,
  type ForgotEmailValues,
  hasErrors,
  type ResetValues,
  serverFieldError,
  validateForgotEmail,
  validateReset,
} from './formRules';
import { sliderMachine } from './slider.machine';
import { THROTTLE_MS } from '../server/shared/timing';
import { countdownSeconds, smsCountdownMachine, type SmsTickEvent } from './smsCountdown.machine';

/**
 * The forgot-password popup (spec sections 2 and 4, spec-notes 13). Two methods: by
 * e-mail (username and e-mail; a 'password sent' confirmation, then the popup hides) and,
 * when MOBILENUMPASSREG3 is on, by mobile (optional country code, number, SMS code with
 * its countdown, new password with show/hide): validate, slider check, reset, which logs
 * the member in; then member info, close, go to /. Mobile is the default when offered.
 * The registration popup can be opened from here.
 */
export type ForgotMethod = 'email' | 'mobile';

export interface ForgotPasswordInput {
  /** MOBILENUMPASSREG3: password reset by phone. */
  mobileEnabled: boolean;
  /** The merchant's calling code, shown as the default country code. */
  dialingCode: string;
  rules?: { mobileNum?: FieldRule; password?: FieldRule };
}

export interface ForgotPasswordContext extends ForgotPasswordInput {
  method: ForgotMethod;
  fieldErrors: FieldErrors;
  errorCode: string | null;
  /** The SMS failure shown in its warning dialog. */
  codeErrorCode: string | null;
  codeSecondsLeft: number;
  passwordVisible: boolean;
  reset: ResetValues | null;
  email: ForgotEmailValues | null;
  slider: SliderAnswer | null;
  result: TokenAndMember | null;
  outcome: ForgotPasswordOutput['kind'];
}

export type ForgotPasswordEvent =
  | { type: 'SELECT_METHOD'; method: ForgotMethod }
  | { type: 'SUBMIT_EMAIL'; values: ForgotEmailValues }
  | { type: 'SUBMIT_RESET'; values: ResetValues }
  | { type: 'SEND_CODE'; mobileNum: string; countryDialingCode: string }
  | { type: 'DISMISS' }
  | { type: 'CANCEL_SLIDER' }
  | { type: 'TOGGLE_PASSWORD' }
  | { type: 'OPEN_REGISTER' }
  | { type: 'CLOSE' }
  | SmsTickEvent;

export type ForgotPasswordOutput =
  | { kind: 'signedIn'; token: string; member: Member }
  | { kind: 'register' }
  | { kind: 'closed' };

/** The reset code's answer and how long the call took (the countdown starts that much late). */
export type TimedCodeSent = CodeSent & { roundTripMs: number };

type Done<T> = { output: T };

const CODE = '#forgotPassword.active.code';
/** The SMS failure's dialog covers the form until it is confirmed. */
const codeFailed = stateIn(`${CODE}.failed`);
/** While a code is being asked for (or its failure shown) the reset waits. */
const codeBusy = or([stateIn(`${CODE}.throttled`), stateIn(`${CODE}.sending`), codeFailed]);

const isMobile = (context: ForgotPasswordContext) => context.method === 'mobile';

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    input: {} as ForgotPasswordInput,
    events: {} as ForgotPasswordEvent,
    output: {} as ForgotPasswordOutput,
  },
  actors: {
    sendPasswordEmail: fromPromise<unknown, ForgotEmailValues>(async () => {
      throw new Error('sendPasswordEmail is provided by the app');
    }),
    sendResetCode: fromPromise<TimedCodeSent, SmsRequest>(async () => {
      throw new Error('sendResetCode is provided by the app');
    }),
    resetByPhone: fromPromise<TokenAndMember, ResetBySmsRequest>(async () => {
      throw new Error('resetByPhone is provided by the app');
    }),
    fetchMemberInfo: fromPromise<Member, { token: string }>(async () => {
      throw new Error('fetchMemberInfo is provided by the app');
    }),
    slider: sliderMachine,
    smsCountdown: smsCountdownMachine,
  },
  delays: {
    throttle: THROTTLE_MS,
  },
  guards: {
    // Each guard and action below taking an event's fields runs on that event only
    // (assertEvent narrows the type and throws otherwise).
    canSelect: ({ context, event }) => {
      assertEvent(event, 'SELECT_METHOD');
      return event.method !== context.method && (event.method === 'email' || context.mobileEnabled);
    },
    byEmail: ({ context }) => context.method === 'email',
    byMobile: ({ context }) => isMobile(context),
    emailInvalid: ({ event }) => {
      assertEvent(event, 'SUBMIT_EMAIL');
      return hasErrors(validateForgotEmail(event.values));
    },
    resetInvalid: ({ context, event }) => {
      assertEvent(event, 'SUBMIT_RESET');
      return hasErrors(validateReset(event.values, context.rules));
    },
    mobileInvalid: ({ context, event }) => {
      assertEvent(event, 'SEND_CODE');
      return checkMobile(event.mobileNum, context.rules?.mobileNum) !== undefined;
    },
    sliderRefused: ({ event }) => isSliderRefusal(event),
  },
  actions: {
    selectMethod: assign(({ event }) => {
      assertEvent(event, 'SELECT_METHOD');
      return { method: event.method, fieldErrors: {}, errorCode: null };
    }),
    togglePassword: assign({ passwordVisible: ({ context }) => !context.passwordVisible }),
    showEmailErrors: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_EMAIL');
      return { fieldErrors: validateForgotEmail(event.values), errorCode: null };
    }),
    showResetErrors: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_RESET');
      return { fieldErrors: validateReset(event.values, context.rules), errorCode: null };
    }),
    showMobileError: assign(({ context, event }) => {
      assertEvent(event, 'SEND_CODE');
      const problem = checkMobile(event.mobileNum, context.rules?.mobileNum);
      return { fieldErrors: problem ? { ...context.fieldErrors, mobileNum: problem } : context.fieldErrors };
    }),
    clearMobileError: assign({
      fieldErrors: ({ context }) => Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => field !== 'mobileNum')),
    }),
    storeEmail: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_EMAIL');
      return { email: event.values, fieldErrors: {}, errorCode: null };
    }),
    storeReset: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_RESET');
      return { reset: event.values, fieldErrors: {}, errorCode: null };
    }),
    storeSlider: assign({ slider: ({ event }) => (event as unknown as Done<SliderAnswer>).output }),
    storeResult: assign({ result: ({ event }) => (event as unknown as Done<TokenAndMember>).output }),
    storeMember: assign({
      result: ({ context, event }) => (context.result ? { ...context.result, member: (event as unknown as Done<Member>).output } : null),
    }),
    showFailure: assign(({ event }) => {
      const errorCode = errorCodeOf(event);
      const onField = serverFieldError(errorCode, errorValueOf(event));
      return onField ? { errorCode: null, fieldErrors: { [onField.field]: onField.error } } : { errorCode, fieldErrors: {} };
    }),
    startCountdown: assign({
      codeSecondsLeft: ({ event }) => {
        const sent = (event as unknown as Done<TimedCodeSent>).output;
        return countdownSeconds({ expiredMinutes: sent.expiredMinutes, roundTripMs: sent.roundTripMs });
      },
      codeErrorCode: null,
    }),
    tick: assign(({ event }) => {
      assertEvent(event, 'SMS_TICK');
      return { codeSecondsLeft: event.secondsLeft };
    }),
    showCodeFailure: assign({ codeErrorCode: ({ event }) => errorCodeOf(event) }),
    clearCodeFailure: assign({ codeErrorCode: null }),
    signedIn: assign({ outcome: 'signedIn' as const }),
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    ...input,
    method: input.mobileEnabled ? 'mobile' : 'email',
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
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                SELECT_METHOD: { guard: and(['canSelect', not(codeFailed)]), actions: 'selectMethod' },
                TOGGLE_PASSWORD: { actions: 'togglePassword' },
                SUBMIT_EMAIL: [
                  { guard: codeFailed },
                  { guard: 'emailInvalid', actions: 'showEmailErrors' },
                  { guard: 'byEmail', target: 'sendingEmail', actions: 'storeEmail' },
                ],
                SUBMIT_RESET: [
                  { guard: codeBusy },
                  { guard: 'resetInvalid', actions: 'showResetErrors' },
                  { guard: 'byMobile', target: 'slider', actions: 'storeReset' },
                ],
                OPEN_REGISTER: { guard: not(codeFailed), target: '#forgotPassword.toRegister', actions: assign({ outcome: 'register' as const }) },
              },
            },
            sendingEmail: {
              invoke: {
                id: 'sendPasswordEmail',
                src: 'sendPasswordEmail',
                // Stryker disable next-line StringLiteral,OptionalChaining: sendingEmail is entered only by a SUBMIT_EMAIL that passed the form check (username and email typed), which stores them
                input: ({ context }) => ({ username: (context.email?.username ?? '').trim(), email: (context.email?.email ?? '').trim() }),
                onDone: '#forgotPassword.emailSent',
                onError: { target: 'editing', actions: 'showFailure' },
              },
            },
            slider: {
              invoke: { id: 'slider', src: 'slider', onDone: { target: 'resetting', actions: 'storeSlider' } },
              on: { CANCEL_SLIDER: 'editing' },
            },
            resetting: {
              invoke: {
                id: 'resetByPhone',
                src: 'resetByPhone',
                input: ({ context }) => ({
                  // Stryker disable next-line StringLiteral,OptionalChaining: resetting is entered only after a SUBMIT_RESET that passed the form check (number, code and passwords typed), which stores them
                  newPassword: context.reset?.newPassword ?? '',
                  // Stryker disable next-line StringLiteral,OptionalChaining: resetting is entered only after a SUBMIT_RESET that passed the form check (number, code and passwords typed), which stores them
                  confirmNewPassword: context.reset?.confirmNewPassword ?? '',
                  // Stryker disable next-line StringLiteral,OptionalChaining: resetting is entered only after a SUBMIT_RESET that passed the form check (number, code and passwords typed), which stores them
                  mobileNum: (context.reset?.mobileNum ?? '').trim(),
                  // Stryker disable next-line OptionalChaining: resetting is entered only after a SUBMIT_RESET that passed the form check, which stores it (the calling code itself may be missing)
                  countryDialingCode: (context.reset?.countryDialingCode ?? '').trim() || undefined,
                  // Stryker disable next-line StringLiteral,OptionalChaining: resetting is entered only after a SUBMIT_RESET that passed the form check (number, code and passwords typed), which stores them
                  verificationCode: (context.reset?.verificationCode ?? '').trim(),
                  slider: context.slider ?? undefined,
                }),
                onDone: { target: 'loadingInfo', actions: 'storeResult' },
                onError: [
                  // A refused slider answer: a new puzzle at once.
                  { guard: 'sliderRefused', target: 'slider', actions: 'showFailure' },
                  { target: 'editing', actions: 'showFailure' },
                ],
              },
            },
            loadingInfo: {
              invoke: {
                id: 'fetchMemberInfo',
                src: 'fetchMemberInfo',
                // Stryker disable next-line StringLiteral,OptionalChaining: loadingInfo is entered only when the reset answered, which stores its token
                input: ({ context }) => ({ token: context.result?.token ?? '' }),
                onDone: { target: '#forgotPassword.done', actions: ['storeMember', 'signedIn'] },
                onError: { target: '#forgotPassword.done', actions: 'signedIn' },
              },
            },
          },
        },
        /** The get-code button: validate the number, send, then count down before another. */
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SEND_CODE: [
                  // The button is part of the form: while it waits for a call or the slider, no code is asked for.
                  { guard: and(['byMobile', stateIn('#forgotPassword.active.form.editing'), 'mobileInvalid']), target: 'throttled', actions: 'showMobileError' },
                  { guard: and(['byMobile', stateIn('#forgotPassword.active.form.editing')]), target: 'sending', actions: 'clearMobileError' },
                ],
              },
            },
            throttled: { after: { throttle: 'idle' } },
            sending: {
              invoke: {
                id: 'sendResetCode',
                src: 'sendResetCode',
                input: ({ event }) => {
                  const e = event as Extract<ForgotPasswordEvent, { type: 'SEND_CODE' }>;
                  return { mobileNum: e.mobileNum.trim(), countryDialingCode: e.countryDialingCode.trim() || undefined };
                },
                onDone: { target: 'counting', actions: 'startCountdown' },
                onError: { target: 'failed', actions: 'showCodeFailure' },
              },
            },
            /** The server's message in a warning dialog with a confirm button (spec section 8). */
            failed: { on: { DISMISS: { target: 'idle', actions: 'clearCodeFailure' } } },
            counting: {
              invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ seconds: context.codeSecondsLeft }), onDone: 'idle' },
              on: { SMS_TICK: { actions: 'tick' } },
            },
          },
        },
      },
    },
    emailSent: {
      on: { CLOSE: 'closed' },
    },
    closed: { type: 'final' },
    toRegister: { type: 'final' },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: { to: '/' } },
    },
  },
  output: ({ context }) =>
    context.outcome === 'signedIn' && context.result
      ? { kind: 'signedIn', token: context.result.token, member: context.result.member }
      : { kind: context.outcome === 'register' ? 'register' : 'closed' },
});
