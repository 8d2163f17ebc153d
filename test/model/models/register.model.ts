import { captchaEnabled, registerMachine, registerSwitches, type ProviderSignUp, type RegisterContext, type RegisterInput } from '../../../machines/register.machine';
import {
  CAPTCHA_NOT_LOADED,
  checkMobile,
  type FieldErrors,
  hasErrors,
  normaliseRegister,
  type RegisterField,
  type RegisterValues,
  validateRegister,
  visibleRegisterFields,
} from '../../../machines/formRules';
import type { Captcha, CodeSent, Member, RegisterRequest, RegisterSettings, SliderAnswer, TokenAndMember } from '../../../server/shared/wire/accounts';
import { DEFAULT_COUNTDOWN_SECONDS, THROTTLE_MS } from '../../../server/shared/timing';
import { type Expectations, type Failure, type Trace, type TraceStep, unchecked } from '../expectations';
import { at, checkOfError, codeOfError, countdownOf, errorOf, eventOf, outputOf, partsOf, refusal, withRegion, withValue, without } from './fixtures/flows';
import { defineModel, stateKey } from '../model';
import { actors, events, full, journeys, plain } from './fixtures/registration';
import { e164Of, phoneProviderAddress } from './fixtures/accounts';

// ---------------------------------------------------------------------------------------
// The oracle: what registration must hold after each step, replayed from the steps a path
// took (spec sections 4, 5 and 8), never read from the machine.

type T = Trace<typeof registerMachine>;
type Action = keyof Expectations<typeof registerMachine>['actions'];
const FORM = 'ready.form';

/** The switches of spec section 6 the form follows: a switch is on when its value is 1 (REGISTER-68). */
const switchOn = (settings: RegisterSettings | null, name: keyof RegisterSettings['switches']) => settings?.switches[name] === 1;
const tabsShown = (settings: RegisterSettings | null) => switchOn(settings, 'USERNAMEREG3') && switchOn(settings, 'MOBILENUMREG3');
const smsOn = (settings: RegisterSettings | null) => switchOn(settings, 'REGMOBVERF3');
const fieldEnabled = (settings: RegisterSettings | null, field: string) => (settings?.fields ?? []).some((r) => r.field === field && r.enabled);
const captchaOn = (settings: RegisterSettings | null) => fieldEnabled(settings, 'captcha');

/** The form's own check on submit (spec section 5), and a captcha that never loaded cannot be answered. */
function formErrors(c: RegisterContext, values: RegisterValues): FieldErrors {
  const errors = validateRegister(c.settings?.fields ?? [], values, {
    type: c.type,
    smsVerification: smsOn(c.settings),
    affiliateHidden: c.affiliateHidden,
    today: c.today,
  });
  return captchaOn(c.settings) && !c.captcha ? { ...errors, captcha: CAPTCHA_NOT_LOADED } : errors;
}

interface Replay {
  context: RegisterContext;
  ran: Partial<Record<Action, number>>;
  navigated: { to: string }[];
}

function initial(input: RegisterInput): Replay {
  return {
    context: {
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
    },
    ran: {},
    navigated: [],
  };
}

/** One step's effect on what the player sees, given where the machine was before it. */
function apply(r: Replay, step: TraceStep, before: string | undefined): void {
  const c = r.context;
  const did = (action: Action, change: Partial<RegisterContext> = {}) => {
    r.ran[action] = (r.ran[action] ?? 0) + 1;
    r.context = { ...r.context, ...change };
  };
  const editing = at(before, 'ready.form.editing');
  // The get-code button is busy: its throttle second, the call, or its failure dialog.
  const codeBusy = at(before, 'ready.code.throttled') || at(before, 'ready.code.sending') || at(before, 'ready.code.sendingToProvider') || at(before, 'ready.code.failed');
  switch (step.label) {
    case 'done: loadSettings': {
      const settings = outputOf<RegisterSettings>(step);
      // By mobile when MOBILENUMREG3 is on, else by username (REGISTER-19, REGISTER-20).
      return did('storeSettings', { settings, type: switchOn(settings, 'MOBILENUMREG3') ? 'registerMobile' : 'register', errorCode: null });
    }
    case 'error: loadSettings':
      return did('showLoadFailure', { errorCode: codeOfError(errorOf(step)) });
    case 'done: checkUrlAffiliate':
      // A valid code in the address hides the field (REGISTER-16); an invalid one shows it (REGISTER-17).
      return did('storeUrlAffiliate', { affiliateHidden: outputOf<{ valid: boolean }>(step).valid });
    case 'SELECT_TYPE': {
      const { registerType } = eventOf<{ registerType: RegisterContext['type'] }>(step);
      // The tabs switch the form while no code is on its way; the old form's errors go.
      if (editing && at(before, 'ready.code.idle') && tabsShown(c.settings) && registerType !== c.type) {
        did('selectType', { type: registerType, fieldErrors: {}, errorCode: null });
      }
      return;
    }
    case 'TOGGLE_PASSWORD':
      if (editing) did('togglePassword', { passwordVisible: !c.passwordVisible });
      return;
    case 'SUBMIT': {
      const { values, termsAccepted } = eventOf<{ values: RegisterValues; termsAccepted: boolean }>(step);
      // While a code is asked for the form waits; unticked terms only warn (REGISTER-21).
      if (!editing || codeBusy || !termsAccepted) return;
      const errors = formErrors(c, values);
      if (hasErrors(errors)) return did('showErrors', { fieldErrors: errors, errorCode: null });
      // Valid: what was typed is what gets sent; a new bot-check answer is needed.
      return did('storeSubmission', { submission: values, fieldErrors: {}, errorCode: null, slider: null, phoneToken: null });
    }
    case 'SIGN_IN_WITH': {
      const { provider, values, termsAccepted } = eventOf<{ provider: 'google' | 'facebook'; values: RegisterValues; termsAccepted: boolean }>(step);
      // A provider the merchant offers, from the waiting form; unticked terms only warn (REGISTER-21).
      if (!editing || codeBusy || !c.providers.includes(provider) || !termsAccepted) return;
      return did('chooseProvider', { provider, submission: values, fieldErrors: {}, errorCode: null });
    }
    case 'done: signUpWithProvider':
      return did('storeResult', { result: outputOf<TokenAndMember>(step) });
    case 'error: signUpWithProvider':
      did('dropProvider', { provider: null });
      // A refused invitation code opens its own popup (REGISTER-27); the rest is shown.
      if (codeOfError(errorOf(step)) !== 'invalid_invitation_code') did('showFailure', refusal(errorOf(step)));
      return;
    case 'done: fetchCaptcha':
      return did('storeCaptcha', { captcha: outputOf<Captcha>(step) });
    case 'error: fetchCaptcha':
      return did('showCaptchaFailure', { captcha: null, errorCode: codeOfError(errorOf(step)) });
    case 'error: checkAffiliate':
      return did('showFailure', refusal(errorOf(step)));
    case 'DISMISS':
      if (at(before, 'ready.form.invalidInvitation')) did('clearError', { errorCode: null });
      if (at(before, 'ready.code.failed')) did('clearCodeFailure', { codeErrorCode: null });
      return;
    case 'done: slider':
      return did('storeSlider', { slider: outputOf<SliderAnswer>(step) });
    case 'done: register':
      return did('storeResult', { result: outputOf<TokenAndMember>(step) });
    case 'error: register':
      // A refused invitation code opens its own popup (REGISTER-27); the rest is shown.
      if (codeOfError(errorOf(step)) !== 'invalid_invitation_code') did('showFailure', refusal(errorOf(step)));
      return;
    case 'done: fetchMemberInfo':
      return did('storeMember', { result: c.result ? { ...c.result, member: outputOf<Member>(step) } : null });
    case 'SEND_CODE': {
      const { mobileNum, countryDialingCode } = eventOf<{ mobileNum: string; countryDialingCode: string }>(step);
      if (!smsOn(c.settings) || !at(before, 'ready.code.idle') || !at(before, 'ready.form.editing.ready')) return;
      const problem = checkMobile(mobileNum, c.settings?.fields.find((f) => f.field === 'mobileNum'));
      if (problem) return did('showMobileError', { fieldErrors: { ...c.fieldErrors, mobileNum: problem } });
      return did('storeCodeTarget', {
        codeTarget: { mobileNum: mobileNum.trim(), countryDialingCode: countryDialingCode.trim() || undefined },
        fieldErrors: without(c.fieldErrors, 'mobileNum'),
        codeErrorCode: null,
      });
    }
    case 'done: sendProviderCode':
      // The provider's code: always 60 s (SMS-07).
      return did('startProviderCountdown', { providerSession: outputOf<{ sessionInfo: string }>(step).sessionInfo, codeSecondsLeft: DEFAULT_COUNTDOWN_SECONDS, codeErrorCode: null });
    case 'error: sendProviderCode':
      return did('showCodeFailure', { codeErrorCode: codeOfError(errorOf(step)) });
    case 'done: verifyProviderCode':
      return did('storePhoneToken', { phoneToken: outputOf<{ idToken: string }>(step).idToken });
    case 'error: verifyProviderCode':
      return did('showFailure', refusal(errorOf(step)));
    case 'done: sendRegisterCode':
      return did('startCountdown', { codeSecondsLeft: countdownOf(outputOf<CodeSent>(step)), codeErrorCode: null });
    case 'error: sendRegisterCode':
      return did('showCodeFailure', { codeErrorCode: codeOfError(errorOf(step)) });
    case 'SMS_TICK':
      if (at(before, 'ready.code.counting')) did('tick', { codeSecondsLeft: eventOf<{ secondsLeft: number }>(step).secondsLeft });
      return;
  }
}

/**
 * Where registration must be, from the spec's flow (sections 4, 5 and 8), before the
 * bracketed context: the page (loading, unavailable...), or the form and the get-code
 * button side by side. The oracle's own, never read from the machine.
 */
interface Place {
  page: 'loading' | 'loadFailed' | 'unavailable' | 'checkingAffiliate' | 'ready' | 'done';
  form: string;
  code: string;
}

/** The form as it opens: the captcha first when its field is on (REGISTER-14). */
const opened = (c: RegisterContext): Place => ({ page: 'ready', form: captchaOn(c.settings) ? 'loadingCaptcha' : 'editing.ready', code: 'idle' });

const placeKey = (p: Place) => (p.page === 'ready' ? `${FORM}.${p.form}, ready.code.${p.code}` : p.page);

/** The place after one step; `c` is the context before it. */
function moved(p: Place, step: TraceStep, c: RegisterContext): Place {
  const next = { ...p };
  const editing = p.page === 'ready' && p.form.startsWith('editing');
  const codeBusy = p.page === 'ready' && ['throttled', 'sending', 'sendingToProvider', 'failed'].includes(p.code);
  const form = (state: string) => ({ ...next, form: state });
  switch (step.label) {
    case 'done: loadSettings': {
      const settings = outputOf<RegisterSettings>(step);
      // DIRECTREG3 off, or neither way of registering on: no form (REGISTER-69).
      const open = switchOn(settings, 'DIRECTREG3') && (switchOn(settings, 'USERNAMEREG3') || switchOn(settings, 'MOBILENUMREG3'));
      if (!open) return { ...next, page: 'unavailable' };
      // The address's invitation code is checked first (REGISTER-15).
      if (c.affiliateCode) return { ...next, page: 'checkingAffiliate' };
      return opened({ ...c, settings });
    }
    case 'error: loadSettings':
      return { ...next, page: 'loadFailed' };
    case 'RETRY':
      return p.page === 'loadFailed' ? { ...next, page: 'loading' } : next;
    case 'done: checkUrlAffiliate':
    case 'error: checkUrlAffiliate':
      return opened(c);
    case 'REFRESH_CAPTCHA':
      // A new picture while the form waits, not while the get-code button is busy.
      return p.form === 'editing.ready' && captchaOn(c.settings) && !codeBusy ? form('loadingCaptcha') : next;
    case 'SUBMIT': {
      const { values, termsAccepted } = eventOf<{ values: RegisterValues; termsAccepted: boolean }>(step);
      if (!editing || codeBusy) return next;
      if (!termsAccepted) return form('termsWarning');
      if (hasErrors(formErrors(c, values))) return next;
      // A shown invitation code is verified first (REGISTER-26); then the bot-check (REGISTER-28).
      const verify = !c.affiliateHidden && fieldEnabled(c.settings, 'affiliateCode') && !!values.affiliateCode?.trim();
      return form(verify ? 'verifyingAffiliate' : 'slider');
    }
    case 'SIGN_IN_WITH': {
      const { provider, termsAccepted } = eventOf<{ provider: 'google' | 'facebook'; termsAccepted: boolean }>(step);
      if (!editing || codeBusy || !c.providers.includes(provider)) return next;
      return form(termsAccepted ? 'thirdParty' : 'termsWarning');
    }
    case 'done: signUpWithProvider':
      return form('loadingInfo');
    case 'error: signUpWithProvider':
      return form(codeOfError(errorOf(step)) === 'invalid_invitation_code' ? 'invalidInvitation' : 'editing.ready');
    case 'done: fetchCaptcha':
      // A new picture: the button rests a moment (the throttle).
      return form('editing.cooling');
    case 'error: fetchCaptcha':
    case 'error: checkAffiliate':
    case 'CANCEL_SLIDER':
      return p.form === 'loadingCaptcha' || p.form === 'verifyingAffiliate' || p.form === 'slider' ? form('editing.ready') : next;
    case 'after throttle':
      // Two timers share the name: the captcha button's rest and the get-code button's.
      return String(step.event.type).endsWith('.code.throttled') ? { ...next, code: 'idle' } : form('editing.ready');
    case 'DISMISS':
      if (p.form === 'termsWarning' || p.form === 'invalidInvitation') next.form = 'editing.ready';
      if (p.code === 'failed') next.code = 'idle';
      return next;
    case 'done: checkAffiliate':
      return form(outputOf<{ valid: boolean }>(step).valid ? 'slider' : 'invalidInvitation');
    case 'done: slider':
      // With SMS on through a sign-in provider the code is verified there first (REGISTER-29).
      return form(smsOn(c.settings) && c.phoneProvider ? 'verifyingPhone' : 'registering');
    case 'done: verifyProviderCode':
      return form('registering');
    case 'error: verifyProviderCode':
      return form('editing.ready');
    case 'done: register':
      return form('loadingInfo');
    case 'error: register': {
      const error = errorOf(step);
      const code = codeOfError(error);
      if (code === 'captcha_check_failed' && checkOfError(error) === 'slider') return form('slider');
      if (code === 'invalid_invitation_code') return form('invalidInvitation');
      // The captcha is good for one try: a new one loads.
      return form(captchaOn(c.settings) ? 'loadingCaptcha' : 'editing.ready');
    }
    case 'done: fetchMemberInfo':
    case 'error: fetchMemberInfo':
      return { ...next, page: 'done' };
    case 'SEND_CODE': {
      // The get-code button works with SMS verification on, while the form waits (REGISTER-62).
      if (!smsOn(c.settings) || p.code !== 'idle' || p.form !== 'editing.ready') return next;
      const { mobileNum } = eventOf<{ mobileNum: string }>(step);
      // A wrong number is marked and the button rests; a good one is sent.
      if (checkMobile(mobileNum, c.settings?.fields.find((f) => f.field === 'mobileNum'))) return { ...next, code: 'throttled' };
      // Through a sign-in provider the provider sends it (SMS-14).
      return { ...next, code: c.phoneProvider ? 'sendingToProvider' : 'sending' };
    }
    case 'done: sendProviderCode':
      return { ...next, code: 'counting' };
    case 'error: sendProviderCode':
      return { ...next, code: 'failed' };
    case 'done: sendRegisterCode':
      return { ...next, code: 'counting' };
    case 'error: sendRegisterCode':
      return { ...next, code: 'failed' };
    case 'done: smsCountdown':
      return { ...next, code: 'idle' };
  }
  return next;
}

const replays = new WeakMap<object, Replay>();
function replay(t: Trace): Replay {
  const known = replays.get(t);
  if (known) return known;
  const r = initial(t.input as RegisterInput);
  let place: Place = { page: 'loading', form: '', code: '' };
  t.steps.forEach((step, i) => {
    if (i > 0) {
      const before = placeKey(place);
      place = moved(place, step, r.context);
      apply(r, step, before);
      // Success closes the form and goes home (REGISTER-32, REGISTER-33).
      if (place.page === 'done' && before !== 'done') r.navigated.push({ to: '/' });
    }
    const value = partsOf(step.key).join(', ');
    if (value !== placeKey(place)) throw new Error(`after step ${i} (${step.label}) the spec expects "${placeKey(place)}", the machine is in "${value}"`);
  });
  replays.set(t, r);
  return r;
}
const ctx = (t: T) => replay(t).context;
const ran = (action: Action) => (t: T) => replay(t).ran[action] ?? 0;

/** The register call (spec section 7, REGISTER-30 .. REGISTER-38) for what was submitted. */
function registerCall(c: RegisterContext): RegisterRequest {
  const values = normaliseRegister(c.submission ?? {});
  const sms = smsOn(c.settings);
  const shown = visibleRegisterFields(c.settings?.fields ?? [], { type: c.type, smsVerification: sms, affiliateHidden: c.affiliateHidden });
  // An optional field goes along only when the settings enable it and it was filled (REGISTER-64).
  const optional = (field: RegisterField) => (fieldEnabled(c.settings, field) && values[field] ? values[field] : undefined);
  const mobileShown = shown.includes('mobileNum');
  const byMobile = c.type === 'registerMobile';
  return {
    type: c.type,
    // By mobile the username is the number (REGISTER-34).
    username: byMobile ? values.mobileNum : values.username,
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    mobileNum: mobileShown ? values.mobileNum || undefined : undefined,
    countryDialingCode: mobileShown ? values.countryDialingCode || undefined : undefined,
    // Through a sign-in provider its token goes instead of the code (REGISTER-29).
    verificationCode: sms && c.phoneToken === null ? values.verificationCode : undefined,
    ...(c.phoneToken === null ? {} : { phoneToken: c.phoneToken }),
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
    // A hidden field sends the address's code (REGISTER-25).
    affiliateCode: c.affiliateHidden ? (c.affiliateCode ?? undefined) : optional('affiliateCode'),
    referralCode: c.referralCode ?? undefined,
    ...(captchaOn(c.settings) && c.captcha ? { captchaId: c.captcha.captchaId, captcha: values.captcha } : {}),
    domain: c.domain,
    registerUrl: c.registerUrl,
    registerMethod: 'WEB',
    termsAccepted: true,
    slider: c.slider ?? undefined,
    login: true,
    deviceId: c.deviceId,
  };
}

/** What a registration through a provider sends: the terms, the invitation codes, the birthday (spec section 7). */
function providerSignUpCall(c: RegisterContext): ProviderSignUp {
  const values = normaliseRegister(c.submission ?? {});
  const typed = (field: RegisterField) => (fieldEnabled(c.settings, field) && values[field] ? values[field] : undefined);
  return {
    provider: c.provider!,
    finish: {
      deviceId: c.deviceId,
      termsAccepted: true,
      affiliateCode: c.affiliateHidden ? (c.affiliateCode ?? undefined) : typed('affiliateCode'),
      referralCode: c.referralCode ?? undefined,
      birthday: typed('birthday'),
      domain: c.domain,
      registerUrl: c.registerUrl,
    },
  };
}

/** Where a failed register call leads (spec sections 4 and 8). */
function afterRegisterFailure({ code, from, trace }: Failure): string {
  const error = trace.error('register');
  if (code === 'invalid_invitation_code') return withRegion(from, FORM, 'invalidInvitation');
  // A refused slider answer brings a new puzzle (REGISTER-28).
  if (code === 'captcha_check_failed' && checkOfError(error) === 'slider') return withRegion(from, FORM, 'slider');
  // The captcha is good for one try: a new one loads.
  return withRegion(from, FORM, captchaOn(ctx(trace as T).settings) ? 'loadingCaptcha' : 'editing.ready');
}

const input = <K extends keyof RegisterInput>(field: K) => (t: T) => (t.input as RegisterInput)[field];

const expectations: Expectations<typeof registerMachine> = {
  context: {
    affiliateCode: input('affiliateCode'),
    referralCode: input('referralCode'),
    domain: input('domain'),
    registerUrl: input('registerUrl'),
    dialingCode: input('dialingCode'),
    today: input('today'),
    deviceId: input('deviceId'),
    providers: input('providers'),
    provider: (t) => ctx(t).provider,
    settings: (t) => t.output<RegisterSettings>('loadSettings') ?? null,
    type: (t) => ctx(t).type,
    affiliateHidden: (t) => t.output<{ valid: boolean }>('checkUrlAffiliate')?.valid ?? false,
    captcha: (t) => ctx(t).captcha,
    fieldErrors: (t) => ctx(t).fieldErrors,
    errorCode: (t) => ctx(t).errorCode,
    passwordVisible: (t) => ctx(t).passwordVisible,
    // The view tests' form submits only the fields it shows, so the stored values differ from
    // the path's event there; what is sent of them is checked in the register and
    // checkAffiliate calls' inputs (invokes below), which read the same stored values.
    submission: unchecked('the form in the view tests submits only its shown fields; checked through the register and checkAffiliate inputs'),
    slider: (t) => ctx(t).slider,
    result: (t) => ctx(t).result,
    codeSecondsLeft: (t) => ctx(t).codeSecondsLeft,
    codeErrorCode: (t) => ctx(t).codeErrorCode,
    codeTarget: (t) => ctx(t).codeTarget,
    phoneProvider: input('phoneProvider'),
    providerSession: (t) => ctx(t).providerSession,
    phoneToken: (t) => ctx(t).phoneToken,
  },
  actions: {
    storeSettings: ran('storeSettings'),
    showLoadFailure: ran('showLoadFailure'),
    storeUrlAffiliate: ran('storeUrlAffiliate'),
    selectType: ran('selectType'),
    togglePassword: ran('togglePassword'),
    showErrors: ran('showErrors'),
    storeSubmission: ran('storeSubmission'),
    clearError: ran('clearError'),
    chooseProvider: ran('chooseProvider'),
    dropProvider: ran('dropProvider'),
    storeCaptcha: ran('storeCaptcha'),
    showCaptchaFailure: ran('showCaptchaFailure'),
    storeSlider: ran('storeSlider'),
    storeResult: ran('storeResult'),
    storeMember: ran('storeMember'),
    showFailure: ran('showFailure'),
    showMobileError: ran('showMobileError'),
    storeCodeTarget: ran('storeCodeTarget'),
    startCountdown: ran('startCountdown'),
    startProviderCountdown: ran('startProviderCountdown'),
    storePhoneToken: ran('storePhoneToken'),
    tick: ran('tick'),
    showCodeFailure: ran('showCodeFailure'),
    clearCodeFailure: ran('clearCodeFailure'),
    navigate: (t) => replay(t).navigated,
  },
  invokes: {
    loadSettings: () => undefined,
    fetchCaptcha: () => undefined,
    // The address's code on load (REGISTER-18); on submit the typed code, trimmed.
    checkAffiliate: (t) =>
      t.in('checkingAffiliate')
        ? { code: (t.input as RegisterInput).affiliateCode, domain: (t.input as RegisterInput).domain }
        : { code: (ctx(t).submission?.affiliateCode ?? '').trim(), domain: (t.input as RegisterInput).domain },
    sendRegisterCode: (t) => {
      const sent = t.event('SEND_CODE')!;
      return { mobileNum: sent.mobileNum.trim(), countryDialingCode: sent.countryDialingCode.trim() || undefined };
    },
    // The provider is asked for the number typed; the code typed goes with the provider's session.
    sendProviderCode: (t) => ({ provider: ctx(t).phoneProvider, phoneNumber: e164Of(ctx(t).codeTarget, ctx(t).dialingCode) }),
    verifyProviderCode: (t) => ({ provider: ctx(t).phoneProvider, sessionInfo: ctx(t).providerSession ?? '', code: ctx(t).submission?.verificationCode ?? '' }),
    register: (t) => registerCall(ctx(t)),
    signUpWithProvider: (t) => providerSignUpCall(ctx(t)),
    fetchMemberInfo: (t) => ({ token: (t.output<TokenAndMember>('register') ?? t.output<TokenAndMember>('signUpWithProvider'))!.token }),
    slider: () => undefined,
    // The countdown starts from what was stored: the provider's 60 s, or the portal's minutes x 60 (SMS-05, SMS-07).
    smsCountdown: (t) => ({ seconds: ctx(t).codeSecondsLeft }),
  },
  // The machine finishes (a final state) exactly there: its parent reads that.
  done: (t) => t.in('done'),
  // The parent signs the member in with what the machine hands it.
  output: (t) => {
    const result = ctx(t).result!;
    return { token: result.token, member: result.member };
  },
  delays: { throttle: () => THROTTLE_MS },
  failures: {
    loadSettings: () => 'loadFailed',
    // On load an unknown code leaves the field shown and the form opens; on submit the form comes back.
    checkAffiliate: ({ actor, from, trace }) =>
      actor === 'checkUrlAffiliate'
        ? withValue(from, `ready.form.${captchaOn(ctx(trace as T).settings) ? 'loadingCaptcha' : 'editing.ready'}, ready.code.idle`)
        : withRegion(from, FORM, 'editing.ready'),
    fetchCaptcha: ({ from }) => withRegion(from, FORM, 'editing.ready'),
    sendRegisterCode: ({ from }) => withRegion(from, 'ready.code', 'failed'),
    sendProviderCode: ({ from }) => withRegion(from, 'ready.code', 'failed'),
    // A wrong or stale code is said on the form.
    verifyProviderCode: ({ from }) => withRegion(from, FORM, 'editing.ready'),
    register: afterRegisterFailure,
    // A refused invitation code opens its popup; anything else is said on the form.
    signUpWithProvider: ({ code, from }) => withRegion(from, FORM, code === 'invalid_invitation_code' ? 'invalidInvitation' : 'editing.ready'),
    // Registered and signed in: without the member's details the flow still ends.
    fetchMemberInfo: ({ from }) => withValue(from, 'done'),
    slider: ({ from }) => from,
    smsCountdown: ({ from }) => from,
  },
};

export default defineModel(registerMachine, {
  events,
  actors,
  expect: expectations,
  // The settings (tabs, SMS verification, captcha), the type and whether the URL's
  // invitation code hides the field decide what the form asks and what submit does.
  serializeState: (s) => {
    if (!s.context.settings) return stateKey(s);
    const sw = registerSwitches(s.context.settings);
    return stateKey(s, {
      type: s.context.type,
      tabs: sw.tabs,
      sms: sw.smsVerification,
      captcha: captchaEnabled(s.context),
      affiliate: s.context.affiliateHidden ? 'hidden' : 'shown',
    });
  },
  inputs: {
    plain: { affiliateCode: null, referralCode: null, domain: 'portal.example.org', registerUrl: 'https://portal.example.org/register', dialingCode: '234', today: '2030-06-01', providers: ['google'], phoneProvider: null },
    invited: { affiliateCode: 'AGENT01', referralCode: 'FRIEND42', domain: 'portal.example.org', registerUrl: 'https://portal.example.org/register?affiliateCode=AGENT01', dialingCode: '234', today: '2030-06-01', deviceId: 'device-7f3k', providers: [], phoneProvider: null },
    // SMS through a sign-in provider (the status's phoneVerification, SMS-14).
    phoneProvider: { affiliateCode: null, referralCode: null, domain: 'portal.example.org', registerUrl: 'https://portal.example.org/register', dialingCode: '234', today: '2030-06-01', providers: [], phoneProvider: phoneProviderAddress },
  },
  requirements: {
    loading: ['REGISTER-02', 'REGISTER-13'],
    [full('ready.form.editing.ready, ready.code.idle', 'registerMobile')]: ['REGISTER-03', 'REGISTER-04', 'REGISTER-19', 'REGISTER-23', 'REGISTER-65'],
    [full('ready.form.editing.ready, ready.code.idle', 'register')]: ['REGISTER-03', 'REGISTER-05', 'REGISTER-06', 'REGISTER-08', 'REGISTER-17'],
    [plain('ready.form.editing.ready, ready.code.idle')]: ['REGISTER-04', 'REGISTER-20', 'REGISTER-64'],
    [full('ready.form.loadingCaptcha, ready.code.idle', 'registerMobile')]: ['REGISTER-14'],
    [plain('checkingAffiliate')]: ['REGISTER-15', 'REGISTER-18'],
    [plain('ready.form.editing.ready, ready.code.idle', 'hidden')]: ['REGISTER-16'],
    [full('ready.form.termsWarning, ready.code.idle', 'registerMobile')]: ['REGISTER-21', 'REGISTER-22', 'ERRORS-21'],
    [full('ready.form.verifyingAffiliate, ready.code.idle', 'register')]: ['REGISTER-26'],
    [full('ready.form.invalidInvitation, ready.code.idle', 'register')]: ['REGISTER-27', 'ERRORS-20'],
    [full('ready.form.slider, ready.code.idle', 'register')]: ['REGISTER-24', 'REGISTER-28'],
    [full('ready.form.registering, ready.code.counting', 'registerMobile')]: ['REGISTER-30', 'REGISTER-34', 'REGISTER-35', 'REGISTER-36', 'REGISTER-37', 'REGISTER-38', 'REGISTER-62'],
    [plain('ready.form.registering, ready.code.idle', 'hidden')]: ['REGISTER-25', 'REGISTER-30'],
    [full('ready.form.loadingInfo, ready.code.counting', 'registerMobile')]: ['REGISTER-31'],
    [full('done', 'registerMobile')]: ['REGISTER-32', 'REGISTER-33'],
    [full('ready.form.editing.ready, ready.code.counting', 'registerMobile')]: ['SMS-05', 'SMS-09', 'SMS-10', 'SMS-11', 'SMS-13'],
    [full('ready.form.editing.ready, ready.code.throttled', 'registerMobile')]: ['SMS-04', 'SMS-12'],
    [full('ready.form.editing.ready, ready.code.failed', 'registerMobile')]: ['ERRORS-22'],
    [plain('ready.form.thirdParty, ready.code.idle')]: ['LOGIN-35', 'LOGIN-36'],
    [full('ready.form.editing.ready, ready.code.sendingToProvider', 'registerMobile')]: ['SMS-14'],
    [full('ready.form.verifyingPhone, ready.code.counting', 'registerMobile')]: ['REGISTER-29', 'SMS-07'],
  },
  journeys,
});
