import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';
import { member, offline, oldPasswordWrong, passwordFormat, signedIn } from './fixtures/accounts';

const SAVE = 'changePassword';
const REFRESH = 'fetchMemberInfo';

const newPassword = 'Fresh@2468';
const events = {
  SUBMIT: [
    // The old password is sent when it is asked for; the held one otherwise.
    { type: 'SUBMIT', values: { oldPassword: 'Demo@12345', newPassword, confirmNewPassword: newPassword } },
    { type: 'SUBMIT', values: { newPassword, confirmNewPassword: newPassword } },
    // The confirmation differs: the inconsistent-input message.
    { type: 'SUBMIT', values: { oldPassword: 'Demo@12345', newPassword, confirmNewPassword: 'Other@2468' } },
  ],
  TOGGLE_PASSWORD: [{ type: 'TOGGLE_PASSWORD' }],
} satisfies EventFixtures<typeof changePasswordMachine>;

const actors = {
  changePassword: { done: [{ token: 'tok-new', member }], error: [oldPasswordWrong, passwordFormat, offline] },
  fetchMemberInfo: { done: [member], error: [offline] },
} satisfies ActorFixtures<typeof changePasswordMachine>;

export default defineModel(changePasswordMachine, {
  events,
  actors,
  // Whether the old password is asked for decides what a submission needs.
  serializeState: (s) => stateKey(s, { old: s.context.heldPassword === null ? 'asked' : 'held' }),
  inputs: {
    // agent02's first login: the password its agent chose was just typed.
    firstLogin: { reason: 'firstLogin', username: 'agent02', heldPassword: 'Down@12345', token: 'tok-forced' },
    expired: { reason: 'expired', username: 'demo', heldPassword: 'Demo@12345', token: 'tok-expired' },
    // From the member menu: the old password is asked for.
    voluntary: { reason: 'voluntary', username: 'demo', heldPassword: null, token: signedIn.token },
  },
  requirements: {
    'editing [old="held"]': ['CHANGEPW-01', 'CHANGEPW-02', 'CHANGEPW-03', 'CHANGEPW-04'],
    'editing [old="asked"]': ['CHANGEPW-01', 'CHANGEPW-03'],
    'saving [old="held"]': ['CHANGEPW-05', 'CHANGEPW-06'],
    'saving [old="asked"]': ['CHANGEPW-05', 'CHANGEPW-06'],
    'refreshing [old="held"]': ['CHANGEPW-10'],
    'done [old="held"]': ['CHANGEPW-11', 'CHANGEPW-12', 'CHANGEPW-13'],
    'done [old="asked"]': ['CHANGEPW-11', 'CHANGEPW-12'],
  },
  journeys: [
    {
      title: '[CHANGEPW-13][CHANGEPW-04][CHANGEPW-10][CHANGEPW-12] a forced change at first login needs no old password and ends at /',
      input: 'firstLogin',
      steps: [events.SUBMIT[1], actorDone(SAVE, { token: 'tok-new', member }), actorDone(REFRESH, member)],
      ends: 'done [old="held"]',
    },
    {
      title: '[CHANGEPW-08] a confirmation that differs is refused before any call; fixed, it saves',
      input: 'voluntary',
      steps: [events.SUBMIT[2], events.SUBMIT[0], actorDone(SAVE, { token: 'tok-new', member }), actorDone(REFRESH, member)],
      ends: 'done [old="asked"]',
    },
    {
      title: '[CHANGEPW-09] a wrong old password comes back to the form; the member info failing still ends the change',
      input: 'voluntary',
      steps: [events.SUBMIT[0], actorError(SAVE, oldPasswordWrong), events.SUBMIT[0], actorDone(SAVE, { token: 'tok-new', member }), actorError(REFRESH, offline)],
      ends: 'done [old="asked"]',
    },
    {
      title: '[CHANGEPW-14][CHANGEPW-07] an expired password: a refused format shows at the field, then the change goes through',
      input: 'expired',
      steps: [events.TOGGLE_PASSWORD[0], events.SUBMIT[1], actorError(SAVE, passwordFormat), events.SUBMIT[1], actorDone(SAVE, { token: 'tok-new', member })],
      ends: 'refreshing [old="held"]',
    },
  ],
});
