import { type LoginContext, loginMachine } from '../../../machines/login.machine';
import type { FieldError, FieldErrors, LoginType, LoginValues } from '../../../machines/formRules';
import type { Captcha, CodeSent, LoginAnswer, Member, SliderAnswer } from '../../../server/shared/wire/accounts';
import { isDeepStrictEqual } from 'node:util';
import type { SnapshotFrom } from 'xstate';
import { DEFAULT_COUNTDOWN_SECONDS, THROTTLE_MS } from '../../../server/shared/timing';
import { type Expectations, replayReaders, type Trace, type TraceStep, unchecked } from '../expectations';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';
import {
  accountLocked,
  agentLoginAnswer,
  expiredAnswer,
  captcha,
  captchaRequired,
  codeAlreadySent,
  extraCheckAsked,
  extraCheckWrong,
  firstLoginAnswer,
  forcedChangeAnswer,
  loginAnswer,
  loginFailed,
  loginFailedWithCaptcha,
  member,
  e164Of,
  offline,
  phoneProviderAddress,
  providerCodeSent,
  providerCodeWrong,
  providerQuota,
  providerSessionOver,
  providerToken,
  sliderAnswer,
  sliderRefused,
} from './fixtures/accounts';

/** verification_required that is not a usable extra check: another check, no checkId, no method. */
const notQuiteAsked = [
  new ApiError('verification_required', 'Please complete the verification first.', 400, { check: 'captcha' }),
  new ApiError('verification_required', 'Please complete the verification first.', 400, { check: 'extra', method: 'email' }),
  new ApiError('verification_required', 'Please complete the verification first.', 400, { check: 'extra', checkId: 'check-2' }),
];
/** A refusal that names a field: the only one the login route gives is the request guard's (a NUL typed). */
const fieldRefused = new ApiError('bad_request', 'The request is not valid.', 400, { field: 'nul' });
/** A refusal whose captcha is not a picture to show. */
const captchaNotAPicture = new ApiError('login_failed', 'The account or password is incorrect.', 400, { captcha: 'K7P2' });

/** A time-out refuses the login until it ends, and says when (issue 17). */
const timedOut = new ApiError('timed_out', 'You are taking a break until {until}.', 403, { until: '2026-11-28T10:00:00.000Z' });

/** A reloaded captcha is a new picture, another than the one a refusal brought. */
const nextCaptcha: Captcha = { captchaId: 'captcha-0000000000000002', image: 'data:image/svg+xml;base64,PHN2ZyBpZD0iMiIvPg==' };

/** What a provider's popup can end with (spec sections 7 and 8). */
const cancelledAtProvider = new ApiError('access_denied', 'Sign-in was cancelled at the provider.', 400, { provider: 'google' });
const popupClosed = new ApiError('popup_closed_by_user', '', 0);
const notRegistered = new ApiError('sign_in_not_registered', 'No account is linked to this provider account yet.', 400, { provider: 'google' });

/** A change the operator asked for: not a first login, not expired. */
const requiredChangeAnswer: LoginAnswer = { ...loginAnswer, token: 'tok-required', mustChangePassword: true };

const events = {
  SELECT_TYPE: [
    { type: 'SELECT_TYPE', loginType: 'sms' },
    { type: 'SELECT_TYPE', loginType: 'username' },
  ],
  SUBMIT: [
    // Spaces around the name and password are trimmed (spec section 5).
    { type: 'SUBMIT', values: { username: ' demo ', password: 'Demo@12345', captcha: 'K7P2' } },
    { type: 'SUBMIT', values: { username: '', password: '' } },
    { type: 'SUBMIT', values: { mobileNum: '8012345678', countryDialingCode: '+234', code: '123456' } },
    // Remember me ticked (LOGIN-34), no captcha typed (refused once one is shown, LOGIN-13).
    { type: 'SUBMIT', values: { username: ' agent01 ', password: 'Agent@12345', remember: 'on' } },
  ],
  SUBMIT_CHECK: [
    // Typed with spaces around it: the check is sent trimmed.
    { type: 'SUBMIT_CHECK', value: ' demo@example.com ' },
    { type: 'SUBMIT_CHECK', value: '  ' },
  ],
  CANCEL_CHECK: [{ type: 'CANCEL_CHECK' }],
  SEND_CODE: [
    // Typed with spaces around: the code is asked for the trimmed number.
    { type: 'SEND_CODE', mobileNum: ' 8012345678 ', countryDialingCode: ' +234 ' },
    { type: 'SEND_CODE', mobileNum: '80-12', countryDialingCode: '+234' },
  ],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CANCEL_SLIDER: [{ type: 'CANCEL_SLIDER' }],
  DISMISS: [{ type: 'DISMISS' }],
  TOGGLE_PASSWORD: [{ type: 'TOGGLE_PASSWORD' }],
  SMS_TICK: [{ type: 'SMS_TICK', secondsLeft: 42 }],
  // Google is offered by the merchant of the first input; Facebook by no input here.
  SIGN_IN_WITH: [
    { type: 'SIGN_IN_WITH', provider: 'google' },
    { type: 'SIGN_IN_WITH', provider: 'facebook' },
  ],
} satisfies EventFixtures<typeof loginMachine>;

const actors = {
  login: {
    done: [loginAnswer, firstLoginAnswer, forcedChangeAnswer, agentLoginAnswer, expiredAnswer, requiredChangeAnswer],
    error: [
      loginFailed,
      loginFailedWithCaptcha,
      captchaRequired,
      sliderRefused,
      extraCheckAsked,
      extraCheckWrong,
      accountLocked,
      offline,
      ...notQuiteAsked,
      captchaNotAPicture,
      fieldRefused,
      timedOut,
    ],
  },
  // Minutes x 60 seconds of countdown: one minute reads as the 60 s default, two do not (SMS-05).
  sendLoginCode: { done: [{ expiredMinutes: 1 }, { expiredMinutes: 2 }], error: [codeAlreadySent, sliderRefused] },
  fetchCaptcha: { done: [nextCaptcha], error: [offline] },
  fetchMemberInfo: { done: [member], error: [offline] },
  // A provider's answer never asks for a password change; one that did would be ignored.
  signInWithProvider: { done: [loginAnswer, firstLoginAnswer, forcedChangeAnswer], error: [cancelledAtProvider, popupClosed, notRegistered, offline] },
  // SMS through a sign-in provider (SMS-14): its code, its token, and its refusals.
  sendProviderCode: { done: [providerCodeSent], error: [providerQuota, offline] },
  verifyProviderCode: { done: [providerToken], error: [providerCodeWrong, providerSessionOver] },
  slider: { done: [sliderAnswer] },
  smsCountdown: { done: [undefined] },
} satisfies ActorFixtures<typeof loginMachine>;

/**
 * What a finished login hands the app (spec section 4): the token and member, and for a
 * forced change by username its reason (expired first, then a first login, else required)
 * and the password just typed, trimmed, so the change-password popup need not ask for it.
 */
function handsOver(s: SnapshotFrom<typeof loginMachine>): boolean {
  const { answer, type, side, submission } = s.context;
  if (s.status !== 'done' || !answer) return false;
  const session = { token: answer.token, member: answer.member, side };
  const forced = answer.mustChangePassword && type === 'username' && s.context.provider === null;
  const reason = answer.passwordExpired ? 'expired' : answer.firstTimeLogin ? 'firstLogin' : 'required';
  const expected = forced
    ? { kind: 'mustChangePassword', ...session, reason, heldPassword: (submission?.password ?? '').trim() }
    : { kind: 'signedIn', ...session };
  return isDeepStrictEqual(s.output, expected);
}

// ---------------------------------------------------------------------------------------
// The oracle: what the login popup must do, step by step, written from the spec (sections
// 4, 5, 8 and 9, spec-notes 7), not from the machine. `follow` walks a path's steps with
// these rules and says where the form and the get-code button must be, what the context
// must hold and which actions must have run. A step the spec says leads elsewhere than the
// machine went fails the path.

type T = Trace<typeof loginMachine>;
type Form = 'editing.ready' | 'editing.cooling' | 'loadingCaptcha' | 'slider' | 'verifyingPhone' | 'authenticating' | 'extraCheck' | 'thirdParty' | 'loadingInfo';
type Code = 'idle' | 'throttled' | 'slider' | 'sending' | 'sendingToProvider' | 'failed' | 'counting';
type Final = 'done' | 'changeRequired';

interface Expected {
  form: Form;
  code: Code;
  final: Final | null;
  context: LoginContext;
  /** Params of every run of every action, in order. */
  ran: Record<string, unknown[]>;
}

const required: FieldError = { message: 'validation.required' };
/** The default mobile rule (digits, 7 to 15 of them) when the merchant gives none. */
const MOBILE = { min: 7, max: 15 };

/** The mobile number as the SMS tab checks it: digits, spaces and dashes allowed between. */
function mobileProblem(typed: string | undefined): FieldError | undefined {
  const number = (typed ?? '').trim();
  if (!number) return { message: 'error.missing_phone_number' };
  const digits = number.replace(/[\s-]/g, '');
  const ok = /^[0-9]+$/.test(digits) && digits.length >= MOBILE.min && digits.length <= MOBILE.max;
  return ok ? undefined : { message: 'error.invalid_phone_number', ...MOBILE };
}

/** Spec section 5: username and password required (trimmed); a shown captcha too, once it loaded. By SMS: the number and the code. */
function formProblems(type: LoginType, values: LoginValues, captchaShown: boolean, captchaLoaded: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (type === 'sms') {
    const mobile = mobileProblem(values.mobileNum);
    if (mobile) errors.mobileNum = mobile;
    // The code is taken as typed: only an empty one is missing.
    if (!values.code) errors.code = required;
    return errors;
  }
  if (!(values.username ?? '').trim()) errors.username = required;
  if (!(values.password ?? '').trim()) errors.password = required;
  if (captchaShown && !captchaLoaded) errors.captcha = { message: 'captcha.failed' };
  else if (captchaShown && !(values.captcha ?? '').trim()) errors.captcha = required;
  return errors;
}

/** What a failed call says: the API's errorCode, anything else counts as the network failing. */
const failureCode = (error: unknown): string => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
const failureValue = (error: unknown): Record<string, unknown> => {
  const value = (error as { value?: unknown } | undefined)?.value;
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
};
/** A refusal that names a field shows next to that field (in the rule's words for length and pattern). */
function fieldRefusal(code: string, value: Record<string, unknown>): FieldErrors | null {
  if (typeof value.field !== 'string') return null;
  const { problem, patternId, minLength, maxLength } = value as { problem?: string; patternId?: string; minLength?: number; maxLength?: number };
  if ((problem === 'length' || problem === 'pattern') && patternId) {
    return { [value.field]: { message: `validation.pattern.${patternId}`, min: minLength, max: maxLength ?? minLength } };
  }
  return { [value.field]: { message: `error.${code}` } };
}
const sliderRefusal = (error: unknown) => failureCode(error) === 'captcha_check_failed' && failureValue(error).check === 'slider';
function extraCheckIn(error: unknown): LoginContext['extraCheck'] {
  const value = failureValue(error);
  if (failureCode(error) !== 'verification_required' || value.check !== 'extra' || typeof value.checkId !== 'string' || !value.method) return null;
  return {
    method: value.method as NonNullable<LoginContext['extraCheck']>['method'],
    checkId: value.checkId,
    target: value.target as string | undefined,
    expiredMinutes: value.expiredMinutes as number | undefined,
  };
}
const captchaIn = (error: unknown): Captcha | null => {
  const captcha = failureValue(error).captcha as Captcha | undefined;
  return captcha && typeof captcha === 'object' && typeof captcha.captchaId === 'string' ? captcha : null;
};

/** The username remember-me keeps: only a ticked box on the username tab. */
const remembered = (c: LoginContext) => (c.type === 'username' && c.submission?.remember === 'on' ? (c.submission.username ?? '').trim() : null);

function start(input: T['input']): Expected {
  return {
    form: 'editing.ready',
    code: 'idle',
    final: null,
    context: {
      ...input!,
      type: 'username',
      fieldErrors: {},
      errorCode: null,
      errorUntil: null,
      triesLeft: null,
      captcha: null,
      captchaShown: false,
      passwordVisible: false,
      submission: null,
      slider: null,
      extraCheck: null,
      extraValue: null,
      answer: null,
      codeSecondsLeft: 0,
      codeErrorCode: null,
      codeTarget: null,
      provider: null,
      providerSession: null,
      phoneToken: null,
    },
    ran: {},
  };
}

/** The state key the expected state has, as the model's serializeState writes it. */
function keyOf(e: Expected): string {
  const c = e.context;
  const value = e.final ?? `active.form.${e.form}, active.code.${e.code}`;
  const pastLogin = e.final !== null || e.form === 'loadingInfo';
  const fields = [`type=${JSON.stringify(c.type)}`];
  if (!pastLogin && e.form !== 'loadingCaptcha' && c.type === 'username') fields.push(`captcha=${c.captchaShown}`);
  if (e.form === 'authenticating' && !e.final && c.extraCheck) fields.push('check=true');
  return `${value} [${fields.join(' ')}]`;
}

/** Applies one step to the expected state, as the spec says the popup reacts. */
function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string, params?: unknown) => (e.ran[action] = [...(e.ran[action] ?? []), params]);
  const set = (changes: Partial<LoginContext>) => Object.assign(c, changes);
  const editing = e.final === null && e.form.startsWith('editing');
  const event = step.event as LoginEventOf;
  const output = (step.event as { output?: unknown }).output;
  const error = (step.event as { error?: unknown }).error;
  const finish = (final: Final) => {
    e.final = final;
    run('rememberAccount', { account: remembered(c) });
    if (final === 'done') {
      run('openAfterLoginNotice');
      // The agent side's home is /agentHome (LOGIN-31).
      run('navigate', { to: c.side === 'agent' ? '/agentHome' : '/' });
    }
  };
  const refused = (code: string) => {
    const value = failureValue(error);
    const onField = fieldRefusal(code, value);
    set({
      errorCode: onField ? null : code,
      // The end of a break that refuses the login (timed_out), when the refusal names it.
      errorUntil: typeof value.until === 'string' ? value.until : null,
      fieldErrors: onField ?? {},
      triesLeft: typeof value.triesLeft === 'number' ? value.triesLeft : null,
      // A wrong answer to the extra check keeps it open; anything else closes it.
      extraCheck: code === 'verification_failed' ? c.extraCheck : null,
    });
    run('showFailure');
  };

  switch (step.label) {
    case 'SELECT_TYPE':
      // Tabs only with SMS login on, a different tab, and not while a code is on its way.
      if (editing && c.smsLogin && event.loginType !== c.type && e.code === 'idle') {
        set({ type: event.loginType, fieldErrors: {}, errorCode: null, captcha: null, captchaShown: false });
        e.form = 'editing.ready';
        run('selectType');
      }
      return;
    case 'TOGGLE_PASSWORD':
      if (editing) {
        set({ passwordVisible: !c.passwordVisible });
        run('togglePassword');
      }
      return;
    case 'SUBMIT': {
      if (!editing) return;
      const problems = formProblems(c.type, event.values, c.captchaShown, c.captcha !== null);
      if (Object.keys(problems).length) {
        set({ fieldErrors: problems, errorCode: null });
        run('showErrors');
        return;
      }
      // By SMS the login waits while a code is being asked for; by username the slider comes first.
      if (c.type === 'sms' && e.code !== 'idle' && e.code !== 'counting') return;
      set({ submission: event.values, fieldErrors: {}, errorCode: null, slider: null, extraCheck: null, extraValue: null, triesLeft: null, phoneToken: null });
      run('storeSubmission');
      // Through a sign-in provider the code is first traded at the provider for its token (SMS-14).
      e.form = c.type === 'sms' ? (c.phoneProvider ? 'verifyingPhone' : 'authenticating') : 'slider';
      return;
    }
    case 'done: verifyProviderCode':
      set({ phoneToken: (output as { idToken: string }).idToken });
      run('storePhoneToken');
      e.form = 'authenticating';
      return;
    case 'error: verifyProviderCode':
      refused(failureCode(error));
      e.form = 'editing.ready';
      return;
    case 'done: sendProviderCode': {
      // The provider's code: always 60 s (SMS-07).
      set({ providerSession: (output as { sessionInfo: string }).sessionInfo, codeSecondsLeft: DEFAULT_COUNTDOWN_SECONDS, codeErrorCode: null });
      run('startProviderCountdown');
      e.code = 'counting';
      return;
    }
    case 'SIGN_IN_WITH':
      // Only a provider the merchant offers, from the form (LOGIN-35, LOGIN-36), and not while
      // the get-code button's slider or warning covers it or a code is being sent.
      if (editing && c.providers.includes(event.provider) && (e.code === 'idle' || e.code === 'counting')) {
        set({ provider: event.provider, fieldErrors: {}, errorCode: null, triesLeft: null });
        run('chooseProvider');
        e.form = 'thirdParty';
      }
      return;
    case 'done: signInWithProvider': {
      const answer = output as LoginAnswer;
      set({ answer, errorCode: null });
      run('storeAnswer');
      if (answer.firstTimeLogin) run('firstLogin', { member: answer.member });
      // The provider proved the account: never a forced change (spec section 4).
      e.form = 'loadingInfo';
      return;
    }
    case 'error: signInWithProvider':
      set({ provider: null, errorCode: failureCode(error), errorUntil: typeof failureValue(error).until === 'string' ? (failureValue(error).until as string) : null });
      run('showProviderFailure');
      e.form = 'editing.ready';
      return;
    case 'REFRESH_CAPTCHA':
      if (e.final === null && e.form === 'editing.ready' && c.captchaShown) e.form = 'loadingCaptcha';
      return;
    case 'done: fetchCaptcha':
      set({ captcha: output as Captcha, captchaShown: true });
      run('storeCaptcha');
      e.form = 'editing.cooling';
      return;
    case 'error: fetchCaptcha':
      set({ captcha: null, errorCode: failureCode(error) });
      run('showCaptchaFailure');
      e.form = 'editing.ready';
      return;
    case 'after throttle':
      if (e.form === 'editing.cooling') e.form = 'editing.ready';
      else if (e.code === 'throttled') e.code = 'idle';
      return;
    case 'CANCEL_SLIDER':
      if (e.form === 'slider') e.form = 'editing.ready';
      if (e.code === 'slider') e.code = 'idle';
      return;
    case 'done: slider':
      set({ slider: output as SliderAnswer });
      run('storeSlider');
      e.form = 'authenticating';
      return;
    case 'done: login': {
      const answer = output as LoginAnswer;
      set({ answer, errorCode: null });
      run('storeAnswer');
      // The first-login action fires on a first login, forced change or not (LOGIN-24).
      if (answer.firstTimeLogin) run('firstLogin', { member: answer.member });
      // A forced change never follows an SMS login (LOGIN-27).
      if (answer.mustChangePassword && c.type === 'username') finish('changeRequired');
      else e.form = 'loadingInfo';
      return;
    }
    case 'error: login': {
      const code = failureCode(error);
      const byUsername = c.type === 'username';
      const asked = extraCheckIn(error);
      if (byUsername && sliderRefusal(error)) {
        refused(code);
        e.form = 'slider';
      } else if (byUsername && asked) {
        set({ extraCheck: asked, errorCode: null, fieldErrors: {}, triesLeft: null });
        run('storeExtraCheck');
        e.form = 'extraCheck';
      } else if (byUsername && c.extraCheck && code === 'verification_failed') {
        refused(code);
        e.form = 'extraCheck';
      } else if (byUsername && captchaIn(error)) {
        // The refusal brings the captcha to show (LOGIN-19): shown at once, refresh throttled.
        refused(code);
        set({ captcha: captchaIn(error), captchaShown: true });
        run('storeCaptchaFromAnswer');
        e.form = 'editing.cooling';
      } else if (byUsername && c.captchaShown) {
        // A captcha answers one try: the next one loads (LOGIN-20).
        refused(code);
        e.form = 'loadingCaptcha';
      } else {
        refused(code);
        e.form = 'editing.ready';
      }
      return;
    }
    case 'SUBMIT_CHECK':
      if (e.form !== 'extraCheck' || e.final) return;
      if (!event.value.trim()) {
        set({ fieldErrors: { extraCheck: required } });
        run('showCheckError');
      } else {
        set({ extraValue: event.value.trim(), fieldErrors: {} });
        run('storeCheckValue');
        e.form = 'authenticating';
      }
      return;
    case 'CANCEL_CHECK':
      if (e.form !== 'extraCheck' || e.final) return;
      set({ extraCheck: null, extraValue: null, triesLeft: null, errorCode: null, fieldErrors: {} });
      run('dropCheck');
      e.form = 'editing.ready';
      return;
    case 'done: fetchMemberInfo':
      set({ answer: c.answer ? { ...c.answer, member: output as Member } : null });
      run('storeMember');
      finish('done');
      return;
    case 'error: fetchMemberInfo':
      // Logged in all the same, with the login answer's member.
      finish('done');
      return;
    case 'SEND_CODE': {
      if (e.final || e.code !== 'idle' || c.type !== 'sms' || e.form !== 'editing.ready') return;
      const problem = mobileProblem(event.mobileNum);
      if (problem) {
        // An invalid number is not sent, and the button waits a second (SMS-04, SMS-12).
        set({ fieldErrors: { ...c.fieldErrors, mobileNum: problem } });
        run('showMobileError');
        e.code = 'throttled';
      } else {
        const { mobileNum: _dropped, ...others } = c.fieldErrors;
        set({
          codeTarget: { mobileNum: event.mobileNum.trim(), countryDialingCode: event.countryDialingCode.trim() || undefined },
          fieldErrors: others,
          codeErrorCode: null,
        });
        run('storeCodeTarget');
        // The provider sends its own code behind its own checks: no slider (SMS-14).
        e.code = c.phoneProvider ? 'sendingToProvider' : 'slider';
      }
      return;
    }
    case 'done: codeSlider':
      set({ slider: output as SliderAnswer });
      run('storeSlider');
      e.code = 'sending';
      return;
    case 'done: sendLoginCode': {
      const minutes = (output as CodeSent).expiredMinutes;
      // expiredMinutes x 60 s, 60 s when the answer names none (SMS-05, SMS-06).
      set({ codeSecondsLeft: minutes && minutes > 0 ? minutes * 60 : DEFAULT_COUNTDOWN_SECONDS, codeErrorCode: null });
      run('startCountdown');
      e.code = 'counting';
      return;
    }
    case 'error: sendProviderCode':
      set({ codeErrorCode: failureCode(error) });
      run('showCodeFailure');
      e.code = 'failed';
      return;
    case 'error: sendLoginCode':
      set({ codeErrorCode: failureCode(error) });
      run('showCodeFailure');
      // A refused slider brings a new puzzle; anything else shows the warning dialog.
      e.code = sliderRefusal(error) ? 'slider' : 'failed';
      return;
    case 'DISMISS':
      if (e.code === 'failed' && !e.final) {
        set({ codeErrorCode: null });
        run('clearCodeFailure');
        e.code = 'idle';
      }
      return;
    case 'SMS_TICK':
      if (e.code === 'counting' && !e.final) {
        set({ codeSecondsLeft: event.secondsLeft });
        run('tick');
      }
      return;
    case 'done: smsCountdown':
      e.code = 'idle';
      return;
    default:
      throw new Error(`the login oracle has no rule for "${step.label}"`);
  }
}

type LoginEventOf = {
  type: string;
  loginType: LoginType;
  values: LoginValues;
  value: string;
  mobileNum: string;
  countryDialingCode: string;
  secondsLeft: number;
  provider: LoginContext['providers'][number];
};

const followed = new WeakMap<object, Expected>();
/** The expected state after the trace; fails when the machine went elsewhere than the spec says. */
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e = start(t.input);
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    const expectedKey = keyOf(e);
    const checked = checkLast || index < t.steps.length - 1;
    if (checked && step.key !== expectedKey) throw new Error(`after step ${index} (${step.label}) the spec expects "${expectedKey}", the machine is in "${step.key}"`);
  });
  if (checkLast) followed.set(t, e);
  return e;
}

/** Where a failure must lead: the oracle's state after it. */
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));

const { field, runs, params } = replayReaders<LoginContext, T>((t) => follow(t));

const expectations: Expectations<typeof loginMachine> = {
  context: {
    smsLogin: field('smsLogin'),
    side: field('side'),
    dialingCode: field('dialingCode'),
    deviceId: field('deviceId'),
    rules: field('rules'),
    providers: field('providers'),
    provider: field('provider'),
    type: field('type'),
    fieldErrors: field('fieldErrors'),
    errorCode: field('errorCode'),
    errorUntil: field('errorUntil'),
    triesLeft: field('triesLeft'),
    captcha: field('captcha'),
    captchaShown: field('captchaShown'),
    passwordVisible: field('passwordVisible'),
    // The view sends the fields its tab shows while a fixture may carry more (a captcha before one is shown); what the submission decides is checked exactly through the login call's payload (invokes.login) and the remembered account.
    submission: unchecked('fields the form does not show: the payload is checked instead'),
    slider: field('slider'),
    extraCheck: field('extraCheck'),
    extraValue: field('extraValue'),
    answer: field('answer'),
    codeSecondsLeft: field('codeSecondsLeft'),
    codeErrorCode: field('codeErrorCode'),
    codeTarget: field('codeTarget'),
    phoneProvider: field('phoneProvider'),
    providerSession: field('providerSession'),
    phoneToken: field('phoneToken'),
  },
  actions: {
    selectType: runs('selectType'),
    togglePassword: runs('togglePassword'),
    chooseProvider: runs('chooseProvider'),
    showProviderFailure: runs('showProviderFailure'),
    showErrors: runs('showErrors'),
    storeSubmission: runs('storeSubmission'),
    storeSlider: runs('storeSlider'),
    storeAnswer: runs('storeAnswer'),
    storeMember: runs('storeMember'),
    showFailure: runs('showFailure'),
    storeCaptchaFromAnswer: runs('storeCaptchaFromAnswer'),
    storeCaptcha: runs('storeCaptcha'),
    showCaptchaFailure: runs('showCaptchaFailure'),
    storeExtraCheck: runs('storeExtraCheck'),
    showCheckError: runs('showCheckError'),
    storeCheckValue: runs('storeCheckValue'),
    dropCheck: runs('dropCheck'),
    showMobileError: runs('showMobileError'),
    storeCodeTarget: runs('storeCodeTarget'),
    startCountdown: runs('startCountdown'),
    startProviderCountdown: runs('startProviderCountdown'),
    storePhoneToken: runs('storePhoneToken'),
    tick: runs('tick'),
    showCodeFailure: runs('showCodeFailure'),
    clearCodeFailure: runs('clearCodeFailure'),
    firstLogin: params('firstLogin'),
    openAfterLoginNotice: runs('openAfterLoginNotice'),
    navigate: params('navigate'),
    rememberAccount: params('rememberAccount'),
  },
  invokes: {
    // The payload of spec section 3: trimmed name and password, the captcha when shown,
    // the slider's answer, the extra check's answer; by SMS the number and the code as typed.
    login: (t) => {
      const c = follow(t).context;
      const values = c.submission ?? {};
      if (c.type === 'sms') {
        return {
          request: {
            type: 'sms',
            mobileNum: (values.mobileNum ?? '').trim(),
            countryDialingCode: (values.countryDialingCode ?? '').trim() || undefined,
            // Through a sign-in provider its token goes instead of the code (SMS-14).
            code: c.phoneToken === null ? (values.code ?? '') : undefined,
            ...(c.phoneToken === null ? {} : { phoneToken: c.phoneToken }),
            side: c.side,
            deviceId: c.deviceId,
          },
        };
      }
      return {
        request: {
          type: 'username',
          username: (values.username ?? '').trim(),
          password: (values.password ?? '').trim(),
          ...(c.captchaShown && c.captcha ? { captchaId: c.captcha.captchaId, captcha: (values.captcha ?? '').trim() } : {}),
          slider: c.slider ?? undefined,
          side: c.side,
          deviceId: c.deviceId,
          ...(c.extraCheck && c.extraValue !== null ? { extraCheck: { checkId: c.extraCheck.checkId, value: c.extraValue } } : {}),
        },
      };
    },
    // The code goes to the number typed, with the slider's answer (SMS-01, SMS-02).
    sendLoginCode: (t) => ({ ...follow(t).context.codeTarget, slider: follow(t).context.slider ?? undefined }),
    // The provider is asked for the number typed; the code typed goes with the provider's session.
    sendProviderCode: (t) => {
      const c = follow(t).context;
      return { provider: c.phoneProvider, phoneNumber: e164Of(c.codeTarget, c.dialingCode) };
    },
    verifyProviderCode: (t) => {
      const c = follow(t).context;
      return { provider: c.phoneProvider, sessionInfo: c.providerSession ?? '', code: c.submission?.code ?? '' };
    },
    fetchCaptcha: () => undefined,
    fetchMemberInfo: (t) => ({ token: follow(t).context.answer?.token ?? '' }),
    // The provider chosen, for this side and device (the server needs both for the session).
    signInWithProvider: (t) => {
      const c = follow(t).context;
      return { provider: c.provider, side: c.side, deviceId: c.deviceId };
    },
    slider: () => undefined,
    smsCountdown: (t) => ({ seconds: follow(t).context.codeSecondsLeft }),
  },
  // The machine finishes (a final state) exactly there: its parent reads that.
  done: (t) => t.in('done') || t.in('changeRequired'),
  delays: { throttle: () => THROTTLE_MS },
  // Where a failure must lead is what the oracle says the step leads to.
  failures: {
    login: failureLeadsTo,
    sendLoginCode: failureLeadsTo,
    sendProviderCode: failureLeadsTo,
    verifyProviderCode: failureLeadsTo,
    fetchCaptcha: failureLeadsTo,
    fetchMemberInfo: failureLeadsTo,
    signInWithProvider: failureLeadsTo,
    slider: () => {
      throw new Error('the slider reports no failure');
    },
    smsCountdown: () => {
      throw new Error('the countdown reports no failure');
    },
  },
};

export default defineModel(loginMachine, {
  events,
  actors,
  expect: expectations,
  // The tab decides what a submission is; a shown captcha and a pending extra check
  // decide what a refusal leads to.
  // What is past the login (member info, the end) no longer depends on either.
  serializeState: (s) => {
    // A login that ends must hand its session (and a forced change's reason) to the app.
    const unfinished = (s.matches('done') || s.matches('changeRequired')) && !handsOver(s) ? ' (not handed over)' : '';
    const after = s.matches({ active: { form: 'loadingInfo' } }) || s.matches('done') || s.matches('changeRequired');
    const captchaMatters = !after && !s.matches({ active: { form: 'loadingCaptcha' } }) && s.context.type === 'username';
    return (
      stateKey(s, {
        type: s.context.type,
        ...(captchaMatters ? { captcha: s.context.captchaShown } : {}),
        ...(s.matches({ active: { form: 'authenticating' } }) && s.context.extraCheck ? { check: true } : {}),
      }) + unfinished
    );
  },
  inputs: {
    withSms: { smsLogin: true, side: 'member', dialingCode: '234', deviceId: 'device-1', providers: ['google'], phoneProvider: null },
    agentSide: { smsLogin: false, side: 'agent', dialingCode: '234', deviceId: 'device-1', providers: [], phoneProvider: null },
    // SMS through a sign-in provider (the status's phoneVerification, SMS-14).
    smsViaProvider: { smsLogin: true, side: 'member', dialingCode: '234', deviceId: 'device-1', providers: [], phoneProvider: phoneProviderAddress },
  },
  requirements: {
    'active.form.editing.ready, active.code.idle [type="username" captcha=false]': ['LOGIN-01', 'LOGIN-02', 'LOGIN-03', 'LOGIN-04', 'LOGIN-10', 'LOGIN-11'],
    'active.form.editing.ready, active.code.idle [type="sms"]': ['LOGIN-03', 'LOGIN-07', 'LOGIN-14', 'LOGIN-15'],
    'active.form.slider, active.code.idle [type="username" captcha=false]': ['LOGIN-17', 'LOGIN-18'],
    'active.form.authenticating, active.code.idle [type="username" captcha=false]': ['LOGIN-05', 'LOGIN-06', 'LOGIN-09', 'LOGIN-12'],
    'active.form.authenticating, active.code.counting [type="sms"]': ['LOGIN-05', 'LOGIN-16'],
    'active.form.editing.cooling, active.code.idle [type="username" captcha=true]': ['LOGIN-13', 'LOGIN-19', 'ERRORS-23', 'ERRORS-24'],
    'active.form.loadingCaptcha, active.code.idle [type="username"]': ['LOGIN-20', 'LOGIN-21', 'LOGIN-22'],
    'active.form.extraCheck, active.code.idle [type="username" captcha=false]': ['LOGIN-32'],
    'active.form.loadingInfo, active.code.idle [type="username"]': ['LOGIN-23', 'LOGIN-28'],
    'done [type="username"]': ['LOGIN-29', 'LOGIN-30', 'LOGIN-31'],
    'changeRequired [type="username"]': ['LOGIN-25', 'LOGIN-26', 'CHANGEPW-13'],
    'active.form.editing.ready, active.code.counting [type="sms"]': ['SMS-05', 'SMS-09', 'SMS-10', 'SMS-11'],
    'active.form.editing.ready, active.code.slider [type="sms"]': ['SMS-02'],
    'active.form.editing.ready, active.code.sending [type="sms"]': ['SMS-01', 'SMS-02', 'SMS-03'],
    'active.form.editing.ready, active.code.throttled [type="sms"]': ['SMS-04', 'SMS-12'],
    'active.form.editing.ready, active.code.failed [type="sms"]': ['ERRORS-22'],
    'active.form.thirdParty, active.code.idle [type="username" captcha=false]': ['LOGIN-35', 'LOGIN-36'],
    'active.form.editing.ready, active.code.sendingToProvider [type="sms"]': ['SMS-14'],
    'active.form.verifyingPhone, active.code.counting [type="sms"]': ['SMS-07', 'SMS-14'],
  },
  journeys: [
    {
      title: '[SMS-14][SMS-07] through a sign-in provider: the provider sends the code (no slider), 60 s of countdown, the code becomes its token, which logs in',
      input: 'smsViaProvider',
      steps: [
        events.SELECT_TYPE[0],
        events.SEND_CODE[0],
        actorDone('sendProviderCode', providerCodeSent),
        events.SUBMIT[2],
        actorError('verifyProviderCode', providerCodeWrong),
        events.SUBMIT[2],
        actorDone('verifyProviderCode', providerToken),
        actorDone('login', forcedChangeAnswer),
        actorDone('fetchMemberInfo', member),
      ],
      ends: 'done [type="sms"]',
    },
    {
      title: '[SMS-14][ERRORS-22] the provider refuses to send (quota): its message in the warning dialog, then the button is ready again',
      input: 'smsViaProvider',
      steps: [events.SELECT_TYPE[0], events.SEND_CODE[0], actorError('sendProviderCode', providerQuota), events.DISMISS[0], events.SEND_CODE[0]],
      ends: 'active.form.editing.ready, active.code.sendingToProvider [type="sms"]',
    },
    {
      title: '[LOGIN-35][ERRORS-36] with Google: a cancel and a closed popup are said on the form; the next try signs in, a first login, never a forced change',
      input: 'withSms',
      steps: [
        events.SIGN_IN_WITH[1],
        events.SIGN_IN_WITH[0],
        actorError('signInWithProvider', cancelledAtProvider),
        events.SIGN_IN_WITH[0],
        actorError('signInWithProvider', popupClosed),
        events.SIGN_IN_WITH[0],
        actorDone('signInWithProvider', forcedChangeAnswer),
        actorDone('fetchMemberInfo', member),
      ],
      ends: 'done [type="username"]',
    },
    {
      title: '[LOGIN-35] a provider account nobody linked is told to register; the password login still works after it',
      input: 'withSms',
      steps: [
        events.SIGN_IN_WITH[0],
        actorError('signInWithProvider', notRegistered),
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorDone('login', loginAnswer),
      ],
      ends: 'active.form.loadingInfo, active.code.idle [type="username"]',
    },
    {
      title: '[LOGIN-18] the slider closed without an answer returns to the form; the next submission asks again',
      input: 'withSms',
      steps: [events.SUBMIT[3], events.CANCEL_SLIDER[0], events.SUBMIT[3], actorDone('slider', sliderAnswer), actorDone('login', agentLoginAnswer), actorDone('fetchMemberInfo', member)],
      ends: 'done [type="username"]',
    },
    {
      title: '[SMS-02] the slider of the get-code button closed: the button is ready again',
      input: 'withSms',
      steps: [events.SELECT_TYPE[0], events.SEND_CODE[0], events.CANCEL_SLIDER[0], events.SEND_CODE[0]],
      ends: 'active.form.editing.ready, active.code.slider [type="sms"]',
    },
    {
      title: '[LOGIN-13][LOGIN-34] once a captcha shows, a login without it is refused at the field; remembered after typing it',
      input: 'withSms',
      steps: [
        events.SUBMIT[3],
        actorDone('slider', sliderAnswer),
        actorError('login', captchaRequired),
        after('throttle'),
        events.SUBMIT[3],
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorDone('login', requiredChangeAnswer),
      ],
      ends: 'changeRequired [type="username"]',
    },
    {
      title: '[LOGIN-18][LOGIN-28][LOGIN-30] by username: slider first, then login, member info, home',
      input: 'withSms',
      steps: [events.SUBMIT[0], actorDone('slider', sliderAnswer), actorDone('login', loginAnswer), actorDone('fetchMemberInfo', member)],
      ends: 'done [type="username"]',
    },
    {
      title: '[LOGIN-31] an agent on the agent side ends at /agentHome (the done state navigates there)',
      input: 'agentSide',
      steps: [events.SUBMIT[0], actorDone('slider', sliderAnswer), actorDone('login', agentLoginAnswer), actorError('fetchMemberInfo', offline)],
      ends: 'done [type="username"]',
    },
    {
      title: '[LOGIN-19][LOGIN-20][LOGIN-13] the third failure shows a captcha; a refresh waits a second; a spent captcha reloads',
      input: 'withSms',
      steps: [
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorError('login', loginFailedWithCaptcha),
        after('throttle'),
        events.REFRESH_CAPTCHA[0],
        actorDone('fetchCaptcha', nextCaptcha),
        after('throttle'),
        events.SUBMIT[1],
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorError('login', loginFailed),
        actorDone('fetchCaptcha', nextCaptcha),
      ],
      ends: 'active.form.editing.cooling, active.code.idle [type="username" captcha=true]',
    },
    {
      title: '[LOGIN-13] a captcha that fails to load cannot be answered: the form asks for a new picture instead of sending',
      input: 'withSms',
      steps: [
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorError('login', loginFailedWithCaptcha),
        after('throttle'),
        events.REFRESH_CAPTCHA[0],
        actorError('fetchCaptcha', offline),
        events.SUBMIT[0],
      ],
      ends: 'active.form.editing.ready, active.code.idle [type="username" captcha=true]',
    },
    {
      title: '[LOGIN-25][LOGIN-24] agent02 first login: a forced change ends the login for the change-password popup',
      input: 'withSms',
      steps: [events.SUBMIT[0], actorDone('slider', sliderAnswer), actorDone('login', forcedChangeAnswer)],
      ends: 'changeRequired [type="username"]',
    },
    {
      title: '[LOGIN-15][LOGIN-16][LOGIN-27][SMS-05] by SMS: number, slider, code, countdown, login; never a forced change',
      input: 'withSms',
      steps: [
        events.SELECT_TYPE[0],
        events.SEND_CODE[0],
        actorDone('codeSlider', sliderAnswer),
        actorDone('sendLoginCode', { expiredMinutes: 1 }),
        events.SMS_TICK[0],
        events.SUBMIT[2],
        actorDone('login', forcedChangeAnswer),
      ],
      ends: 'active.form.loadingInfo, active.code.counting [type="sms"]',
    },
    {
      title: '[LOGIN-32] a new device: the extra check is asked, a wrong answer is asked again, the right one logs in',
      input: 'withSms',
      steps: [
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorError('login', extraCheckAsked),
        events.SUBMIT_CHECK[1],
        events.SUBMIT_CHECK[0],
        actorError('login', extraCheckWrong),
        events.SUBMIT_CHECK[0],
        actorDone('login', loginAnswer),
      ],
      ends: 'active.form.loadingInfo, active.code.idle [type="username"]',
    },
    {
      title: '[LOGIN-32] a slider refused after the extra check: a new puzzle, then the login is sent without the check it dropped',
      input: 'withSms',
      steps: [
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorError('login', extraCheckAsked),
        events.SUBMIT_CHECK[0],
        actorError('login', sliderRefused),
        actorDone('slider', sliderAnswer),
        actorDone('login', loginAnswer),
      ],
      ends: 'active.form.loadingInfo, active.code.idle [type="username"]',
    },
    {
      title: '[SMS-04][SMS-12][ERRORS-22] an invalid number waits a second; a refused send shows its dialog until confirmed',
      input: 'withSms',
      steps: [
        events.SELECT_TYPE[0],
        events.SEND_CODE[1],
        after('throttle'),
        events.SEND_CODE[0],
        actorDone('codeSlider', sliderAnswer),
        actorError('sendLoginCode', codeAlreadySent),
        events.DISMISS[0],
        events.SELECT_TYPE[1],
      ],
      ends: 'active.form.editing.ready, active.code.idle [type="username" captcha=false]',
    },
    {
      title: '[LOGIN-15][LOGIN-27][SMS-05] by SMS: the code error stays while a code is asked for; a code typed after the countdown ended logs in, never into a forced change',
      input: 'withSms',
      steps: [
        events.SELECT_TYPE[0],
        // Neither number nor code typed: both fields show their error.
        events.SUBMIT[1],
        // Asking for a code answers the number's error only.
        events.SEND_CODE[0],
        actorDone('codeSlider', sliderAnswer),
        actorDone('sendLoginCode', { expiredMinutes: 2 }),
        actorDone('smsCountdown', undefined),
        events.SUBMIT[2],
        actorDone('login', forcedChangeAnswer),
        actorDone('fetchMemberInfo', member),
      ],
      ends: 'done [type="sms"]',
    },
    {
      title: '[SMS-11] the button takes no click while counting (no transition); after the countdown the code can be asked for again',
      input: 'withSms',
      steps: [
        events.SELECT_TYPE[0],
        events.SEND_CODE[0],
        actorDone('codeSlider', sliderAnswer),
        actorDone('sendLoginCode', { expiredMinutes: 1 }),
        actorDone('smsCountdown', undefined),
        events.SEND_CODE[0],
      ],
      ends: 'active.form.editing.ready, active.code.slider [type="sms"]',
    },
  ],
});
