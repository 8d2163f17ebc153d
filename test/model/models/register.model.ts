import { captchaEnabled, registerMachine, registerSwitches } from '../../../machines/register.machine';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';
import {
  accountExists,
  captcha,
  closedSettings,
  codeAlreadySent,
  fullSettings,
  invitationRefused,
  member,
  offline,
  plainSettings,
  signedIn,
  sliderAnswer,
  sliderRefused,
} from './fixtures/accounts';

const password = 'Player@2468';
/** A complete form: by username, with the SMS code, the captcha and an invitation code. */
const complete = {
  username: 'newplayer01',
  password,
  confirmPassword: password,
  mobileNum: '8098765432',
  countryDialingCode: '+234',
  verificationCode: '123456',
  email: 'newplayer01@example.com',
  birthday: '1995-06-15',
  affiliateCode: 'AGENT01',
  captcha: 'K7P2',
};

/** State keys under the full (NG) and plain settings. */
const full = (value: string, type: 'register' | 'registerMobile', affiliate: 'shown' | 'hidden' = 'shown') =>
  `${value} [type="${type}" tabs=true sms=true captcha=true affiliate="${affiliate}"]`;
const plain = (value: string, affiliate: 'shown' | 'hidden' = 'shown') =>
  `${value} [type="register" tabs=false sms=false captcha=false affiliate="${affiliate}"]`;

const events = {
  SELECT_TYPE: [
    { type: 'SELECT_TYPE', registerType: 'register' },
    { type: 'SELECT_TYPE', registerType: 'registerMobile' },
  ],
  SUBMIT: [
    { type: 'SUBMIT', values: complete, termsAccepted: true },
    // Without an invitation code: nothing to verify first.
    { type: 'SUBMIT', values: { ...complete, affiliateCode: '' }, termsAccepted: true },
    // The confirmation differs and the player is under 18.
    { type: 'SUBMIT', values: { ...complete, confirmPassword: 'Other@2468', birthday: '2015-01-01' }, termsAccepted: true },
    { type: 'SUBMIT', values: complete, termsAccepted: false },
  ],
  SEND_CODE: [
    { type: 'SEND_CODE', mobileNum: '8098765432', countryDialingCode: '+234' },
    { type: 'SEND_CODE', mobileNum: '809', countryDialingCode: '+234' },
  ],
  REFRESH_CAPTCHA: [{ type: 'REFRESH_CAPTCHA' }],
  CANCEL_SLIDER: [{ type: 'CANCEL_SLIDER' }],
  DISMISS: [{ type: 'DISMISS' }],
  RETRY: [{ type: 'RETRY' }],
  TOGGLE_PASSWORD: [{ type: 'TOGGLE_PASSWORD' }],
  SMS_TICK: [{ type: 'SMS_TICK', secondsLeft: 42 }],
} satisfies EventFixtures<typeof registerMachine>;

const actors = {
  loadSettings: { done: [fullSettings, plainSettings, closedSettings], error: [offline] },
  checkAffiliate: { done: [{ valid: true }, { valid: false }], error: [offline] },
  fetchCaptcha: { done: [captcha], error: [offline] },
  sendRegisterCode: { done: [{ expiredMinutes: 1 }], error: [codeAlreadySent] },
  register: { done: [signedIn], error: [accountExists, invitationRefused, sliderRefused] },
  fetchMemberInfo: { done: [member], error: [offline] },
  slider: { done: [sliderAnswer] },
  smsCountdown: { done: [undefined] },
} satisfies ActorFixtures<typeof registerMachine>;

export default defineModel(registerMachine, {
  events,
  actors,
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
    plain: { affiliateCode: null, referralCode: null, domain: 'portal.example.org', registerUrl: 'https://portal.example.org/register', dialingCode: '234', today: '2030-06-01' },
    invited: { affiliateCode: 'AGENT01', referralCode: 'FRIEND42', domain: 'portal.example.org', registerUrl: 'https://portal.example.org/register?affiliateCode=AGENT01', dialingCode: '234', today: '2030-06-01' },
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
  },
  journeys: [
    {
      title: '[REGISTER-19][REGISTER-34][REGISTER-62][REGISTER-30][REGISTER-33] by mobile: code, countdown, slider, register, member info, home',
      input: 'plain',
      steps: [
        actorDone('loadSettings', fullSettings),
        actorDone('fetchCaptcha', captcha),
        after('throttle'),
        events.SEND_CODE[0],
        actorDone('sendRegisterCode', { expiredMinutes: 1 }),
        events.SMS_TICK[0],
        events.SUBMIT[1],
        actorDone('slider', sliderAnswer),
        actorDone('register', signedIn),
        actorDone('fetchMemberInfo', member),
      ],
      ends: full('done', 'registerMobile'),
    },
    {
      title: '[REGISTER-16][REGISTER-25] a valid invitation code in the address hides the field and is used without asking again',
      input: 'invited',
      steps: [actorDone('loadSettings', plainSettings), actorDone('checkUrlAffiliate', { valid: true }), events.SUBMIT[0], actorDone('slider', sliderAnswer), actorDone('register', signedIn)],
      ends: plain('ready.form.loadingInfo, ready.code.idle', 'hidden'),
    },
    {
      title: '[REGISTER-17][REGISTER-26][REGISTER-27] an invalid address code shows the field; a typed code is verified, refused, then left out',
      input: 'invited',
      steps: [
        actorDone('loadSettings', plainSettings),
        actorDone('checkUrlAffiliate', { valid: false }),
        events.SUBMIT[0],
        actorDone('checkAffiliate', { valid: false }),
        events.DISMISS[0],
        events.SUBMIT[1],
        actorDone('slider', sliderAnswer),
      ],
      ends: plain('ready.form.registering, ready.code.idle'),
    },
    {
      title: '[REGISTER-21][REGISTER-59][REGISTER-01] terms unticked warn and stop; a differing confirmation and an age under 18 are refused',
      input: 'plain',
      steps: [actorDone('loadSettings', plainSettings), events.SUBMIT[3], events.DISMISS[0], events.SUBMIT[2]],
      ends: plain('ready.form.editing.ready, ready.code.idle'),
    },
    {
      title: '[REGISTER-28] a refused slider answer brings a new puzzle; a taken name returns to the form with a fresh captcha',
      input: 'plain',
      steps: [
        actorDone('loadSettings', fullSettings),
        actorDone('fetchCaptcha', captcha),
        events.SELECT_TYPE[0],
        events.SUBMIT[1],
        actorDone('slider', sliderAnswer),
        actorError('register', sliderRefused),
        actorDone('slider', sliderAnswer),
        actorError('register', accountExists),
        actorDone('fetchCaptcha', captcha),
      ],
      ends: full('ready.form.editing.cooling, ready.code.idle', 'register'),
    },
    {
      title: '[REGISTER-69] with DIRECTREG3 off there is no form',
      input: 'plain',
      steps: [actorDone('loadSettings', closedSettings)],
      ends: 'unavailable [type="register" tabs=false sms=false captcha=true affiliate="shown"]',
    },
    {
      title: 'settings that fail to load can be asked for again',
      input: 'plain',
      steps: [actorError('loadSettings', offline), events.RETRY[0], actorDone('loadSettings', plainSettings)],
      ends: plain('ready.form.editing.ready, ready.code.idle'),
    },
  ],
});
