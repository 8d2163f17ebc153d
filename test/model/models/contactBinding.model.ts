import { contactBindingMachine } from '../../../machines/contactBinding.machine';
import { ApiError } from '../../../src/api/client';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, after, defineModel, stateKey } from '../model';
import { invalidCode, member, offline } from './fixtures/accounts';

const mobile = { mobileNum: '8012340099', countryDialingCode: '+234' };
const email = { email: 'new.address@example.com' };

const events = {
  SEND_CODE: [
    { type: 'SEND_CODE', values: mobile },
    { type: 'SEND_CODE', values: email },
    // Nothing typed: refused without a call in either channel.
    { type: 'SEND_CODE', values: {} },
  ],
  VERIFY: [
    { type: 'VERIFY', values: mobile, code: '123456' },
    { type: 'VERIFY', values: email, code: '123456' },
    { type: 'VERIFY', values: mobile, code: '' },
  ],
  SMS_TICK: [{ type: 'SMS_TICK', secondsLeft: 42 }],
} satisfies EventFixtures<typeof contactBindingMachine>;

/** A code to this destination is still valid: 42 s of it are left. */
const codeAlreadySent = new ApiError('code_already_sent', 'A code was just sent.', 429, { retryAfterSeconds: 42 });
const accountExists = new ApiError('account_exists', 'This account or mobile number is already registered.', 400, { field: 'email' });

const linked = { ...member, email: email.email };

const actors = {
  sendCode: { done: [{ expiredMinutes: 1 }], error: [codeAlreadySent, offline] },
  bind: { done: [linked], error: [invalidCode, accountExists] },
  smsCountdown: { done: [undefined] },
} satisfies ActorFixtures<typeof contactBindingMachine>;

const counting = (channel: string) => `codeSent.resend.counting, codeSent.entry.editing [channel="${channel}"]`;

export default defineModel(contactBindingMachine, {
  events,
  actors,
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
  ],
});
