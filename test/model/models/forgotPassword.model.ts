import { forgotPasswordMachine } from '../../../machines/forgotPassword.machine';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';
import { codeAlreadySent, invalidCode, member, offline, signedIn, sliderAnswer, sliderRefused, tooManyRequests } from './fixtures/accounts';

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
  ],
  SUBMIT_RESET: [
    { type: 'SUBMIT_RESET', values: reset },
    // No code yet, and a confirmation that differs.
    { type: 'SUBMIT_RESET', values: { ...reset, verificationCode: '', confirmNewPassword: 'Other@2468' } },
  ],
  SEND_CODE: [
    { type: 'SEND_CODE', mobileNum: '8012345678', countryDialingCode: '+234' },
    { type: 'SEND_CODE', mobileNum: '12', countryDialingCode: '' },
  ],
  SMS_TICK: [{ type: 'SMS_TICK', secondsLeft: 42 }],
  DISMISS: [{ type: 'DISMISS' }],
  CANCEL_SLIDER: [{ type: 'CANCEL_SLIDER' }],
  TOGGLE_PASSWORD: [{ type: 'TOGGLE_PASSWORD' }],
  OPEN_REGISTER: [{ type: 'OPEN_REGISTER' }],
  CLOSE: [{ type: 'CLOSE' }],
} satisfies EventFixtures<typeof forgotPasswordMachine>;

const actors = {
  sendPasswordEmail: { done: [{ sent: true }], error: [tooManyRequests] },
  // The call took 3 s: the countdown starts 1.5 s late.
  sendResetCode: { done: [{ expiredMinutes: 1, roundTripMs: 3_000 }], error: [codeAlreadySent] },
  resetByPhone: { done: [signedIn], error: [invalidCode, sliderRefused, offline] },
  fetchMemberInfo: { done: [member], error: [offline] },
  slider: { done: [sliderAnswer] },
  smsCountdown: { done: [undefined] },
} satisfies ActorFixtures<typeof forgotPasswordMachine>;

export default defineModel(forgotPasswordMachine, {
  events,
  actors,
  // The method decides which form shows and which submission goes through.
  serializeState: (s) => stateKey(s, { method: s.context.method }),
  inputs: {
    mobileOn: { mobileEnabled: true, dialingCode: '234' },
    emailOnly: { mobileEnabled: false, dialingCode: '234' },
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
        actorDone('fetchMemberInfo', member),
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
  ],
});
