import { loginMachine } from '../../../machines/login.machine';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';
import {
  accountLocked,
  agentLoginAnswer,
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
  offline,
  sliderAnswer,
  sliderRefused,
} from './fixtures/accounts';

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
  ],
  SUBMIT_CHECK: [
    { type: 'SUBMIT_CHECK', value: 'demo@example.com' },
    { type: 'SUBMIT_CHECK', value: '  ' },
  ],
  CANCEL_CHECK: [{ type: 'CANCEL_CHECK' }],
  SEND_CODE: [
    { type: 'SEND_CODE', mobileNum: '8012345678', countryDialingCode: '+234' },
    { type: 'SEND_CODE', mobileNum: '80-12', countryDialingCode: '+234' },
  ],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CANCEL_SLIDER: [{ type: 'CANCEL_SLIDER' }],
  DISMISS: [{ type: 'DISMISS' }],
  TOGGLE_PASSWORD: [{ type: 'TOGGLE_PASSWORD' }],
  SMS_TICK: [{ type: 'SMS_TICK', secondsLeft: 42 }],
} satisfies EventFixtures<typeof loginMachine>;

const actors = {
  login: {
    done: [loginAnswer, firstLoginAnswer, forcedChangeAnswer, agentLoginAnswer],
    error: [loginFailed, loginFailedWithCaptcha, captchaRequired, sliderRefused, extraCheckAsked, extraCheckWrong, accountLocked, offline],
  },
  sendLoginCode: { done: [{ expiredMinutes: 1 }], error: [codeAlreadySent, sliderRefused] },
  fetchCaptcha: { done: [captcha], error: [offline] },
  fetchMemberInfo: { done: [member], error: [offline] },
  slider: { done: [sliderAnswer] },
  smsCountdown: { done: [undefined] },
} satisfies ActorFixtures<typeof loginMachine>;

export default defineModel(loginMachine, {
  events,
  actors,
  // The tab decides what a submission is; a shown captcha and a pending extra check
  // decide what a refusal leads to.
  // What is past the login (member info, the end) no longer depends on either.
  serializeState: (s) => {
    const after = s.matches({ active: { form: 'loadingInfo' } }) || s.matches('done') || s.matches('changeRequired');
    const captchaMatters = !after && !s.matches({ active: { form: 'loadingCaptcha' } }) && s.context.type === 'username';
    return stateKey(s, {
      type: s.context.type,
      ...(captchaMatters ? { captcha: s.context.captchaShown } : {}),
      ...(s.matches({ active: { form: 'authenticating' } }) && s.context.extraCheck ? { check: true } : {}),
    });
  },
  inputs: {
    withSms: { smsLogin: true, side: 'member', dialingCode: '234', deviceId: 'device-1' },
    agentSide: { smsLogin: false, side: 'agent', dialingCode: '234', deviceId: 'device-1' },
  },
  requirements: {
    'active.form.editing.ready, active.code.idle [type="username" captcha=false]': ['LOGIN-01', 'LOGIN-02', 'LOGIN-03', 'LOGIN-04', 'LOGIN-10', 'LOGIN-11'],
    'active.form.editing.ready, active.code.idle [type="sms"]': ['LOGIN-03', 'LOGIN-07', 'LOGIN-14', 'LOGIN-15'],
    'active.form.slider, active.code.idle [type="username" captcha=false]': ['LOGIN-17', 'LOGIN-18'],
    'active.form.authenticating, active.code.idle [type="username" captcha=false]': ['LOGIN-05', 'LOGIN-06', 'LOGIN-09', 'LOGIN-12'],
    'active.form.authenticating, active.code.counting [type="sms"]': ['LOGIN-05', 'LOGIN-16'],
    'active.form.editing.cooling, active.code.idle [type="username" captcha=true]': ['LOGIN-13', 'LOGIN-19', 'ERRORS-24'],
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
  },
  journeys: [
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
        actorDone('fetchCaptcha', captcha),
        after('throttle'),
        events.SUBMIT[1],
        events.SUBMIT[0],
        actorDone('slider', sliderAnswer),
        actorError('login', loginFailed),
        actorDone('fetchCaptcha', captcha),
      ],
      ends: 'active.form.editing.cooling, active.code.idle [type="username" captcha=true]',
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
