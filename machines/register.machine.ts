import { and, assign, fromPromise, not, or, setup, stateIn } from 'xstate';
import type { SwitchName } from '../server/shared/wire/system';
import type { SignInProvider } from '../server/shared/signIn';
import type { Captcha, CodeSent, LoginAnswer, Member, RegisterRequest, RegisterSettings, SignInFinish, SliderAnswer, SmsRequest, TokenAndMember } from '../server/shared/wire/accounts';
import { errorCodeOf, errorValueOf, isSliderRefusal } from './flowErrors';
import {
  CAPTCHA_NOT_LOADED,
  checkMobile,
  type FieldErrors,
  type FieldRule,
  hasErrors,
  normaliseRegister,
  type RegisterType,
  type RegisterValues,
  serverFieldError,
  validateRegister,
} from './formRules';
import { sliderMachine } from './slider.machine';
import { THROTTLE_MS } from '../server/shared/timing';
import { countdownSeconds, smsCountdownMachine, type SmsTickEvent } from './smsCountdown.machine';
import type { PhoneProviderAddress } from '../server/shared/phoneVerification';
import { phoneCodeCheck, phoneCodeRequest, phoneTokenOf, providerCodeActors, providerCodeSent } from './phoneProvider';

/**
 * Registration (spec sections 2, 4 and 5). On load: the field rules and switches, the
 * captcha when its field is enabled, and the URL's affiliate code (valid: the field is
 * hidden and the code used; otherwise the field shows). By mobile when MOBILENUMREG3 is
 * on, else by username; tabs only when USERNAMEREG3 and MOBILENUMREG3 are both on.
 * Submit: terms not accepted warns and stops; the form is validated; a shown affiliate
 * code is verified first (invalid: the invalid-invitation popup); the slider; the SMS code
 * with REGMOBVERF3; register with login true. Success: member info, close, go to /.
 * By mobile the username is the number. With a provider the merchant offers (spec section
 * 7), the provider's popup stands in for the name, password and bot checks: the terms and
 * the invitation code still count, and the server applies the rest of the rules.
 */
export interface RegisterInput {
  /** The affiliate (agent invitation) code from the URL. */
  affiliateCode: string | null;
  /** A member's invitation code from the URL query. */
  referralCode: string | null;
  domain: string;
  registerUrl: string;
  /** The merchant's calling code, the default of the country picker. */
  dialingCode: string;
  /** yyyy-MM-dd, for the age rule. */
  today: string;
  deviceId?: string;
  /** The third-party sign-in the merchant offers (the status's signInProviders). */
  providers: readonly SignInProvider[];
  /**
   * SMS through a sign-in provider (the status's phoneVerification, SMS-14): the provider sends
   * the code and trades it for a token that goes with the registration (REGISTER-29).
   */
  phoneProvider: PhoneProviderAddress | null;
}

export interface RegisterContext extends RegisterInput {
  settings: RegisterSettings | null;
  type: RegisterType;
  affiliateHidden: boolean;
  captcha: Captcha | null;
  fieldErrors: FieldErrors;
  errorCode: string | null;
  passwordVisible: boolean;
  submission: RegisterValues | null;
  slider: SliderAnswer | null;
  result: TokenAndMember | null;
  codeSecondsLeft: number;
  codeErrorCode: string | null;
  codeTarget: SmsRequest | null;
  /** Through a sign-in provider: the provider's session of the code it sent, and the token the code became. */
  providerSession: string | null;
  phoneToken: string | null;
  /** The provider whose popup is registering, while it does. */
  provider: SignInProvider | null;
}

export type RegisterEvent =
  | { type: 'SELECT_TYPE'; registerType: RegisterType }
  | { type: 'SUBMIT'; values: RegisterValues; termsAccepted: boolean }
  /** Register with a provider; the form's values give the invitation code and birthday. */
  | { type: 'SIGN_IN_WITH'; provider: SignInProvider; values: RegisterValues; termsAccepted: boolean }
  | { type: 'SEND_CODE'; mobileNum: string; countryDialingCode: string }
  | { type: 'REFRESH_CAPTCHA' }
  | { type: 'CANCEL_SLIDER' }
  /** Closes a warning dialog (terms, invalid invitation, SMS failure). */
  | { type: 'DISMISS' }
  | { type: 'RETRY' }
  | { type: 'TOGGLE_PASSWORD' }
  | SmsTickEvent;

export interface RegisterOutput {
  token: string;
  member: Member;
}

/** A registration through a provider's popup (src/app/signInPopup.ts): the provider and what finishes it. */
export interface ProviderSignUp {
  provider: SignInProvider;
  finish: Omit<SignInFinish, 'attemptId'>;
}

export interface AffiliateQuery {
  code: string;
  domain: string;
}

type Done<T> = { output: T };

const on = (settings: RegisterSettings | null, name: SwitchName) => settings?.switches[name] === 1;
// Stryker disable next-line ArrayDeclaration: an array holding no rule finds no rule, as the empty one does
const rulesOf = (context: RegisterContext): FieldRule[] => context.settings?.fields ?? [];
const ruleEnabled = (context: RegisterContext, field: string) => rulesOf(context).some((r) => r.field === field && r.enabled);
/** The merchant's rule for the mobile number (the default rule applies without one). */
const mobileRuleOf = (context: RegisterContext) => rulesOf(context).find((r) => r.field === 'mobileNum');

export const registerSwitches = (settings: RegisterSettings | null) => {
  const byUsername = on(settings, 'USERNAMEREG3');
  const byMobile = on(settings, 'MOBILENUMREG3');
  return {
    open: on(settings, 'DIRECTREG3') && (byUsername || byMobile),
    byUsername,
    byMobile,
    tabs: byUsername && byMobile,
    smsVerification: on(settings, 'REGMOBVERF3'),
  };
};

// Stryker disable next-line ArrayDeclaration: an array holding no rule finds no captcha rule, as the empty one does
export const captchaEnabled = (context: Pick<RegisterContext, 'settings'>) => (context.settings?.fields ?? []).some((r) => r.field === 'captcha' && r.enabled);

const formOptions = (context: RegisterContext) => ({
  type: context.type,
  smsVerification: registerSwitches(context.settings).smsVerification,
  affiliateHidden: context.affiliateHidden,
  today: context.today,
});

function validate(context: RegisterContext, values: RegisterValues): FieldErrors {
  const errors = validateRegister(rulesOf(context), values, formOptions(context));
  // A captcha that did not load cannot be answered: a new picture first.
  return captchaEnabled(context) && !context.captcha ? { ...errors, captcha: CAPTCHA_NOT_LOADED } : errors;
}

/** The registration call the machine makes from what was submitted and the merchant's rules. */
export function registerRequest(context: RegisterContext): RegisterRequest {
  const values = normaliseRegister(context.submission ?? {});
  const byMobile = context.type === 'registerMobile';
  const optional = (field: keyof RegisterValues) => (ruleEnabled(context, field) && values[field] ? values[field] : undefined);
  const mobileShown = byMobile || registerSwitches(context.settings).smsVerification || ruleEnabled(context, 'mobileNum');
  return {
    type: context.type,
    // By mobile the username is the number (spec section 4).
    username: byMobile ? values.mobileNum : values.username,
    // Stryker disable next-line StringLiteral: registration is sent only after the form check found the password and its confirmation typed
    password: values.password ?? '',
    // Stryker disable next-line StringLiteral: registration is sent only after the form check found the password and its confirmation typed
    confirmPassword: values.confirmPassword ?? '',
    mobileNum: mobileShown ? values.mobileNum || undefined : undefined,
    countryDialingCode: mobileShown ? values.countryDialingCode || undefined : undefined,
    // Through a sign-in provider its token goes instead of the code (REGISTER-29).
    verificationCode: registerSwitches(context.settings).smsVerification && context.phoneToken === null ? values.verificationCode : undefined,
    ...(context.phoneToken === null ? {} : { phoneToken: context.phoneToken }),
    payeeName: optional('payeeName'),
    email: optional('email'),
    qqNum: optional('qqNum'),
    recommenderId: optional('recommenderId'),
    paymentPassword: optional('paymentPassword'),
    line: optional('line'),
    whatsapp: optional('whatsapp'),
    facebook: optional('facebook'),
    wechat: optional('wechat'),
    idNumber: optional('idNumber'),
    birthday: optional('birthday'),
    // A hidden field uses the URL's code (spec section 4).
    affiliateCode: context.affiliateHidden ? (context.affiliateCode ?? undefined) : optional('affiliateCode'),
    referralCode: context.referralCode ?? undefined,
    ...(captchaEnabled(context) && context.captcha ? { captchaId: context.captcha.captchaId, captcha: values.captcha } : {}),
    domain: context.domain,
    registerUrl: context.registerUrl,
    registerMethod: 'WEB',
    termsAccepted: true,
    slider: context.slider ?? undefined,
    login: true,
    deviceId: context.deviceId,
  };
}

/** What a registration through a provider sends besides it: the rules that still apply (spec section 7). */
export function providerSignUp(context: RegisterContext): ProviderSignUp {
  const values = normaliseRegister(context.submission ?? {});
  const typed = (field: keyof RegisterValues) => (ruleEnabled(context, field) && values[field] ? values[field] : undefined);
  return {
    provider: context.provider!,
    finish: {
      deviceId: context.deviceId,
      termsAccepted: true,
      // A hidden field uses the URL's code (spec section 4).
      affiliateCode: context.affiliateHidden ? (context.affiliateCode ?? undefined) : typed('affiliateCode'),
      referralCode: context.referralCode ?? undefined,
      birthday: typed('birthday'),
      domain: context.domain,
      registerUrl: context.registerUrl,
    },
  };
}

const FORM = '#register.ready.form';
const CODE = '#register.ready.code';
/** The get-code button is busy: its throttle second, the call, or its failure dialog. */
const codeBusy = or([stateIn(`${CODE}.throttled`), stateIn(`${CODE}.sending`), stateIn(`${CODE}.sendingToProvider`), stateIn(`${CODE}.failed`)]);

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    input: {} as RegisterInput,
    events: {} as RegisterEvent,
    output: {} as RegisterOutput,
  },
  actors: {
    loadSettings: fromPromise<RegisterSettings>(async () => {
      throw new Error('loadSettings is provided by the app');
    }),
    checkAffiliate: fromPromise<{ valid: boolean }, AffiliateQuery>(async () => {
      throw new Error('checkAffiliate is provided by the app');
    }),
    fetchCaptcha: fromPromise<Captcha>(async () => {
      throw new Error('fetchCaptcha is provided by the app');
    }),
    sendRegisterCode: fromPromise<CodeSent, SmsRequest>(async () => {
      throw new Error('sendRegisterCode is provided by the app');
    }),
    register: fromPromise<TokenAndMember, RegisterRequest>(async () => {
      throw new Error('register is provided by the app');
    }),
    fetchMemberInfo: fromPromise<Member, { token: string }>(async () => {
      throw new Error('fetchMemberInfo is provided by the app');
    }),
    signUpWithProvider: fromPromise<LoginAnswer, ProviderSignUp>(async () => {
      throw new Error('signUpWithProvider is provided by the app');
    }),
    ...providerCodeActors,
    slider: sliderMachine,
    smsCountdown: smsCountdownMachine,
  },
  delays: {
    throttle: THROTTLE_MS,
  },
  guards: {
    registrationClosed: ({ event }) => !registerSwitches((event as unknown as Done<RegisterSettings>).output).open,
    hasUrlAffiliate: ({ context }) => !!context.affiliateCode,
    captchaEnabled: ({ context }) => captchaEnabled(context),
    canSelectType: ({ context, event }) =>
      event.type === 'SELECT_TYPE' && registerSwitches(context.settings).tabs && event.registerType !== context.type,
    termsNotAccepted: ({ event }) => (event.type === 'SUBMIT' || event.type === 'SIGN_IN_WITH') && !event.termsAccepted,
    offersProvider: ({ context, event }) => event.type === 'SIGN_IN_WITH' && context.providers.includes(event.provider),
    invalid: ({ context, event }) => event.type === 'SUBMIT' && hasErrors(validate(context, event.values)),
    affiliateToVerify: ({ context, event }) =>
      event.type === 'SUBMIT' && !context.affiliateHidden && ruleEnabled(context, 'affiliateCode') && !!event.values.affiliateCode?.trim(),
    affiliateValid: ({ event }) => (event as unknown as Done<{ valid: boolean }>).output.valid,
    smsVerification: ({ context }) => registerSwitches(context.settings).smsVerification,
    phoneProvider: ({ context }) => context.phoneProvider !== null,
    mobileInvalid: ({ context, event }) =>
      event.type === 'SEND_CODE' && checkMobile(event.mobileNum, mobileRuleOf(context)) !== undefined,
    sliderRefused: ({ event }) => isSliderRefusal(event),
    invitationRefused: ({ event }) => errorCodeOf(event) === 'invalid_invitation_code',
  },
  actions: {
    storeSettings: assign(({ event }) => {
      const settings = (event as unknown as Done<RegisterSettings>).output;
      // By mobile when MOBILENUMREG3 is on (spec section 4).
      return { settings, type: registerSwitches(settings).byMobile ? ('registerMobile' as const) : ('register' as const), errorCode: null };
    }),
    showLoadFailure: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
    storeUrlAffiliate: assign({ affiliateHidden: ({ event }) => (event as unknown as Done<{ valid: boolean }>).output.valid }),
    selectType: assign({
      type: ({ context, event }) => (event.type === 'SELECT_TYPE' ? event.registerType : context.type),
      fieldErrors: {},
      errorCode: null,
    }),
    togglePassword: assign({ passwordVisible: ({ context }) => !context.passwordVisible }),
    showErrors: assign({
      fieldErrors: ({ context, event }) => (event.type === 'SUBMIT' ? validate(context, event.values) : context.fieldErrors),
      errorCode: null,
    }),
    storeSubmission: assign({
      submission: ({ event }) => (event.type === 'SUBMIT' ? event.values : null),
      fieldErrors: {},
      errorCode: null,
      slider: null,
      phoneToken: null,
    }),
    clearError: assign({ errorCode: null }),
    chooseProvider: assign(({ event }) => (event.type === 'SIGN_IN_WITH' ? { provider: event.provider, submission: event.values, fieldErrors: {}, errorCode: null } : {})),
    dropProvider: assign({ provider: null }),
    storeCaptcha: assign({ captcha: ({ event }) => (event as unknown as Done<Captcha>).output }),
    showCaptchaFailure: assign({ captcha: null, errorCode: ({ event }) => errorCodeOf(event) }),
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
    showMobileError: assign({
      fieldErrors: ({ context, event }) => {
        const problem = event.type === 'SEND_CODE' ? checkMobile(event.mobileNum, mobileRuleOf(context)) : undefined;
        return problem ? { ...context.fieldErrors, mobileNum: problem } : context.fieldErrors;
      },
    }),
    storeCodeTarget: assign({
      codeTarget: ({ event }) =>
        event.type === 'SEND_CODE' ? { mobileNum: event.mobileNum.trim(), countryDialingCode: event.countryDialingCode.trim() || undefined } : null,
      fieldErrors: ({ context }) => Object.fromEntries(Object.entries(context.fieldErrors).filter(([field]) => field !== 'mobileNum')),
      codeErrorCode: null,
    }),
    startCountdown: assign({
      codeSecondsLeft: ({ event }) => countdownSeconds({ expiredMinutes: (event as unknown as Done<CodeSent>).output.expiredMinutes }),
      codeErrorCode: null,
    }),
    // The provider's code: its countdown is always 60 s (SMS-07).
    startProviderCountdown: assign(({ event }) => providerCodeSent(event)),
    storePhoneToken: assign({ phoneToken: ({ event }) => phoneTokenOf(event) }),
    tick: assign({ codeSecondsLeft: ({ context, event }) => (event.type === 'SMS_TICK' ? event.secondsLeft : context.codeSecondsLeft) }),
    showCodeFailure: assign({ codeErrorCode: ({ event }) => errorCodeOf(event) }),
    clearCodeFailure: assign({ codeErrorCode: null }),
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    ...input,
    settings: null,
    type: 'register',
    affiliateHidden: false,
    captcha: null,
    fieldErrors: {},
    errorCode: null,
    passwordVisible: false,
    submission: null,
    slider: null,
    result: null,
    codeSecondsLeft: 0,
    codeErrorCode: null,
    codeTarget: null,
    provider: null,
    providerSession: null,
    phoneToken: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: [
          { guard: 'registrationClosed', target: 'unavailable', actions: 'storeSettings' },
          { guard: 'hasUrlAffiliate', target: 'checkingAffiliate', actions: 'storeSettings' },
          { target: 'ready', actions: 'storeSettings' },
        ],
        onError: { target: 'loadFailed', actions: 'showLoadFailure' },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    /** DIRECTREG3 off, or neither way of registering on. */
    unavailable: {},
    checkingAffiliate: {
      invoke: {
        id: 'checkUrlAffiliate',
        src: 'checkAffiliate',
        // Stryker disable next-line StringLiteral: the address's code is checked only when the address carries one
        input: ({ context }) => ({ code: context.affiliateCode ?? '', domain: context.domain }),
        onDone: { target: 'ready', actions: 'storeUrlAffiliate' },
        // Unknown: the field shows and the code is checked on submit.
        onError: 'ready',
      },
    },
    ready: {
      type: 'parallel',
      states: {
        form: {
          initial: 'starting',
          states: {
            starting: {
              always: [{ guard: 'captchaEnabled', target: 'loadingCaptcha' }, { target: 'editing' }],
            },
            editing: {
              initial: 'ready',
              states: {
                ready: {
                  on: { REFRESH_CAPTCHA: { guard: and(['captchaEnabled', not(codeBusy)]), target: `${FORM}.loadingCaptcha` } },
                },
                cooling: { after: { throttle: 'ready' } },
              },
              on: {
                SELECT_TYPE: { guard: and(['canSelectType', stateIn(`${CODE}.idle`)]), actions: 'selectType' },
                TOGGLE_PASSWORD: { actions: 'togglePassword' },
                SUBMIT: [
                  // While a code is being asked for (or its failure shown) the form waits.
                  { guard: codeBusy },
                  { guard: 'termsNotAccepted', target: 'termsWarning' },
                  { guard: 'invalid', actions: 'showErrors' },
                  { guard: 'affiliateToVerify', target: 'verifyingAffiliate', actions: 'storeSubmission' },
                  { target: 'slider', actions: 'storeSubmission' },
                ],
                // The terms count here too (REGISTER-21); the provider's popup replaces the bot checks.
                SIGN_IN_WITH: [
                  { guard: codeBusy },
                  { guard: and(['offersProvider', 'termsNotAccepted']), target: 'termsWarning' },
                  { guard: 'offersProvider', target: 'thirdParty', actions: 'chooseProvider' },
                ],
              },
            },
            /** The provider's popup is open; its first sign-in makes the member (LOGIN-35, LOGIN-36). */
            thirdParty: {
              invoke: {
                id: 'signUpWithProvider',
                src: 'signUpWithProvider',
                input: ({ context }) => providerSignUp(context),
                onDone: { target: 'loadingInfo', actions: 'storeResult' },
                onError: [
                  { guard: 'invitationRefused', target: 'invalidInvitation', actions: 'dropProvider' },
                  { target: 'editing', actions: ['dropProvider', 'showFailure'] },
                ],
              },
            },
            loadingCaptcha: {
              invoke: {
                id: 'fetchCaptcha',
                src: 'fetchCaptcha',
                onDone: { target: 'editing.cooling', actions: 'storeCaptcha' },
                onError: { target: 'editing', actions: 'showCaptchaFailure' },
              },
            },
            termsWarning: {
              on: { DISMISS: 'editing' },
            },
            verifyingAffiliate: {
              invoke: {
                id: 'checkAffiliate',
                src: 'checkAffiliate',
                // Stryker disable next-line StringLiteral,OptionalChaining: the invitation code is checked only after a SUBMIT that passed the form check with one typed, which stores it
                input: ({ context }) => ({ code: (context.submission?.affiliateCode ?? '').trim(), domain: context.domain }),
                onDone: [{ guard: 'affiliateValid', target: 'slider' }, { target: 'invalidInvitation' }],
                onError: { target: 'editing', actions: 'showFailure' },
              },
            },
            /** The invalid-invitation popup: warning icon and a submit button (spec section 8). */
            invalidInvitation: {
              on: { DISMISS: { target: 'editing', actions: 'clearError' } },
            },
            slider: {
              invoke: {
                id: 'slider',
                src: 'slider',
                onDone: [
                  // With SMS on through a sign-in provider, the code is verified there and its token attached (REGISTER-29).
                  { guard: and(['smsVerification', 'phoneProvider']), target: 'verifyingPhone', actions: 'storeSlider' },
                  { target: 'registering', actions: 'storeSlider' },
                ],
              },
              on: { CANCEL_SLIDER: 'editing' },
            },
            verifyingPhone: {
              invoke: {
                id: 'verifyProviderCode',
                src: 'verifyProviderCode',
                input: ({ context }) => phoneCodeCheck(context, context.submission?.verificationCode),
                onDone: { target: 'registering', actions: 'storePhoneToken' },
                onError: { target: 'editing', actions: 'showFailure' },
              },
            },
            registering: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => registerRequest(context),
                onDone: { target: 'loadingInfo', actions: 'storeResult' },
                onError: [
                  { guard: 'sliderRefused', target: 'slider', actions: 'showFailure' },
                  { guard: 'invitationRefused', target: 'invalidInvitation' },
                  // The captcha is good for one try: load the next one.
                  { guard: 'captchaEnabled', target: 'loadingCaptcha', actions: 'showFailure' },
                  { target: 'editing', actions: 'showFailure' },
                ],
              },
            },
            loadingInfo: {
              invoke: {
                id: 'fetchMemberInfo',
                src: 'fetchMemberInfo',
                // Stryker disable next-line StringLiteral,OptionalChaining: loadingInfo is entered only when registration answered, which stores its token
                input: ({ context }) => ({ token: context.result?.token ?? '' }),
                onDone: { target: '#register.done', actions: 'storeMember' },
                onError: '#register.done',
              },
            },
          },
        },
        /** The get-code button (REGMOBVERF3): validate the number, send, count down. */
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                SEND_CODE: [
                  { guard: and(['smsVerification', stateIn(`${FORM}.editing.ready`), 'mobileInvalid']), target: 'throttled', actions: 'showMobileError' },
                  // The provider sends its own code (SMS-14).
                  { guard: and(['smsVerification', 'phoneProvider', stateIn(`${FORM}.editing.ready`)]), target: 'sendingToProvider', actions: 'storeCodeTarget' },
                  { guard: and(['smsVerification', stateIn(`${FORM}.editing.ready`)]), target: 'sending', actions: 'storeCodeTarget' },
                ],
              },
            },
            throttled: { after: { throttle: 'idle' } },
            sending: {
              invoke: {
                id: 'sendRegisterCode',
                src: 'sendRegisterCode',
                input: ({ context }) => context.codeTarget!,
                onDone: { target: 'counting', actions: 'startCountdown' },
                onError: { target: 'failed', actions: 'showCodeFailure' },
              },
            },
            sendingToProvider: {
              invoke: {
                id: 'sendProviderCode',
                src: 'sendProviderCode',
                input: ({ context }) => phoneCodeRequest(context),
                onDone: { target: 'counting', actions: 'startProviderCountdown' },
                onError: { target: 'failed', actions: 'showCodeFailure' },
              },
            },
            failed: { on: { DISMISS: { target: 'idle', actions: 'clearCodeFailure' } } },
            counting: {
              invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ seconds: context.codeSecondsLeft }), onDone: 'idle' },
              on: { SMS_TICK: { actions: 'tick' } },
            },
          },
        },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'navigate', params: { to: '/' } },
    },
  },
  output: ({ context }) => ({ token: context.result!.token, member: context.result!.member }),
});
