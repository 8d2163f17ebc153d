import { sessionMachine } from '../../../machines/session.machine';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';
import { agent, changeRequired, downline, freePlayClosed, fullSettings, member, offline, signedIn, trial, unauthorized } from './fixtures/accounts';

const environment = { domain: 'portal.example.org', registerUrl: 'https://portal.example.org/', today: '2030-06-01', deviceId: 'device-1' };
const invitation = { affiliateCode: null, referralCode: null };

const events = {
  RESTORE: [{ type: 'RESTORE', token: 'tok-stored', account: 'demo' }],
  SIGNED_IN: [
    { type: 'SIGNED_IN', token: 'tok-member', member, side: 'member' },
    { type: 'SIGNED_IN', token: 'tok-agent', member: agent, side: 'agent' },
    { type: 'SIGNED_IN', token: 'tok-trial', member: trial, side: 'member' },
    { type: 'SIGNED_IN', token: 'tok-forced', member: downline, side: 'member', pendingChange: { reason: 'firstLogin', username: 'agent02', heldPassword: 'Down@12345' } },
  ],
  UNAUTHORIZED: [{ type: 'UNAUTHORIZED' }],
  LOGOUT: [{ type: 'LOGOUT' }],
  CONFIRM_LOGOUT: [{ type: 'CONFIRM_LOGOUT' }],
  CANCEL_LOGOUT: [{ type: 'CANCEL_LOGOUT' }],
  SIGN_OUT: [{ type: 'SIGN_OUT' }],
  FREE_PLAY: [{ type: 'FREE_PLAY' }],
  DISMISS: [{ type: 'DISMISS' }],
  OPEN_LOGIN: [{ type: 'OPEN_LOGIN' }, { type: 'OPEN_LOGIN', side: 'agent' }],
  OPEN_REGISTER: [{ type: 'OPEN_REGISTER' }, { type: 'OPEN_REGISTER', affiliateCode: 'AGENT01', referralCode: null }],
  OPEN_FORGOT: [{ type: 'OPEN_FORGOT' }],
  OPEN_CHANGE_PASSWORD: [{ type: 'OPEN_CHANGE_PASSWORD' }],
  CLOSE: [{ type: 'CLOSE' }],
  GATE: [{ type: 'GATE', to: '/?personal=depositv2' }],
  REFRESH_MEMBER: [{ type: 'REFRESH_MEMBER' }],
} satisfies EventFixtures<typeof sessionMachine>;

const actors = {
  fetchMemberInfo: { done: [member, trial, agent], error: [unauthorized, changeRequired, offline] },
  freePlay: { done: [{ token: 'tok-trial', member: trial }], error: [freePlayClosed] },
  logout: { done: [{ loggedOut: true }], error: [offline] },
  login: {
    done: [
      { kind: 'signedIn', token: 'tok-member', member, side: 'member' },
      { kind: 'signedIn', token: 'tok-agent', member: agent, side: 'agent' },
      { kind: 'mustChangePassword', token: 'tok-forced', member: downline, side: 'member', reason: 'firstLogin', heldPassword: 'Down@12345' },
    ],
  },
  register: { done: [signedIn] },
  forgotPassword: { done: [{ kind: 'signedIn', token: 'tok-reset', member }, { kind: 'register' }, { kind: 'closed' }] },
  changePassword: { done: [{ token: 'tok-new', member: downline }] },
} satisfies ActorFixtures<typeof sessionMachine>;

const switches = fullSettings.switches;

export default defineModel(sessionMachine, {
  events,
  actors,
  serializeState: (s) => stateKey(s),
  inputs: {
    nigeria: { switches, dialingCode: '234', environment, invitation },
  },
  requirements: {
    'auth.visitor, popup.closed, memberRefresh.idle': ['SESSION-13', 'SESSION-14', 'SESSION-16', 'SESSION-17'],
    'auth.checking, popup.closed, memberRefresh.idle': ['SESSION-03', 'SESSION-04'],
    'auth.signedIn.member, popup.closed, memberRefresh.idle': ['SESSION-01', 'SESSION-12', 'SESSION-18', 'SESSION-19'],
    'auth.signedIn.trial, popup.closed, memberRefresh.idle': ['SESSION-23', 'SESSION-24'],
    'auth.signedIn.trial, popup.trialNotice, memberRefresh.idle': ['SESSION-25'],
    'auth.signedIn.agent, popup.closed, memberRefresh.idle': ['SESSION-26'],
    'auth.startingFreePlay, popup.closed, memberRefresh.idle': ['SESSION-15', 'SESSION-27', 'SESSION-30'],
    'auth.loadingTrial, popup.closed, memberRefresh.idle': ['SESSION-28'],
    'auth.confirmingLogout, popup.closed, memberRefresh.idle': ['SESSION-31'],
    'auth.loggingOut, popup.closed, memberRefresh.idle': ['SESSION-32', 'SESSION-33', 'SESSION-34', 'SESSION-35'],
    'auth.signedIn.changePending, popup.changePassword, memberRefresh.idle': ['CHANGEPW-13'],
  },
  journeys: [
    {
      title: 'after money moves the member reloads (header balance) and the session stays a signed-in member',
      input: 'nigeria',
      steps: [events.SIGNED_IN[0], events.REFRESH_MEMBER[0], actorDone('refreshMember', member)],
      ends: 'auth.signedIn.member, popup.closed, memberRefresh.idle',
    },
    {
      title: 'a second refresh while one runs starts over, so the last answer follows the last change',
      input: 'nigeria',
      steps: [events.SIGNED_IN[1], events.REFRESH_MEMBER[0], events.REFRESH_MEMBER[0], actorError('refreshMember', offline)],
      ends: 'auth.signedIn.agent, popup.closed, memberRefresh.idle',
    },
    {
      title: 'a refresh answered after a 401 stores nothing: the visitor stays a visitor',
      input: 'nigeria',
      steps: [events.SIGNED_IN[0], events.REFRESH_MEMBER[0], events.UNAUTHORIZED[0], actorDone('refreshMember', member)],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: 'a visitor or a pending forced change does not refresh the member',
      input: 'nigeria',
      steps: [events.REFRESH_MEMBER[0], events.RESTORE[0], actorError('checkToken', changeRequired), events.REFRESH_MEMBER[0]],
      ends: 'auth.signedIn.changePending, popup.changePassword, memberRefresh.idle',
    },
    {
      title: '[SESSION-31][SESSION-32][SESSION-34] logout asks first; cancelling keeps the member, confirming ends at the visitor',
      input: 'nigeria',
      steps: [events.RESTORE[0], actorDone('checkToken', member), events.LOGOUT[0], events.CANCEL_LOGOUT[0], events.LOGOUT[0], events.CONFIRM_LOGOUT[0], actorDone('logout', { loggedOut: true })],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: '[SESSION-27][SESSION-28][SESSION-29][SESSION-25] free play signs a trial in; a gated action asks for a real account',
      input: 'nigeria',
      steps: [events.FREE_PLAY[0], actorDone('freePlay', { token: 'tok-trial', member: trial }), actorDone('trialInfo', trial), events.GATE[0], events.OPEN_REGISTER[0]],
      ends: 'auth.signedIn.trial, popup.register, memberRefresh.idle',
    },
    {
      title: "[SESSION-45] a visitor's gated action stays a visitor (the app goes to /login)",
      input: 'nigeria',
      steps: [events.GATE[0]],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: '[CHANGEPW-13][LOGIN-25] a forced change at login opens the change-password popup; done, the session is a member',
      input: 'nigeria',
      steps: [
        events.OPEN_LOGIN[0],
        actorDone('login', { kind: 'mustChangePassword', token: 'tok-forced', member: downline, side: 'member', reason: 'firstLogin', heldPassword: 'Down@12345' }),
        actorDone('changePassword', { token: 'tok-new', member: downline }),
      ],
      ends: 'auth.signedIn.agent, popup.closed, memberRefresh.idle',
    },
    {
      title: 'walking away from a forced change signs out',
      input: 'nigeria',
      steps: [
        events.OPEN_LOGIN[0],
        actorDone('login', { kind: 'mustChangePassword', token: 'tok-forced', member: downline, side: 'member', reason: 'firstLogin', heldPassword: 'Down@12345' }),
        events.CLOSE[0],
        actorDone('logout', { loggedOut: true }),
      ],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: '[SESSION-03] a stored token whose change is pending reopens the change at once',
      input: 'nigeria',
      steps: [events.RESTORE[0], actorError('checkToken', changeRequired)],
      ends: 'auth.signedIn.changePending, popup.changePassword, memberRefresh.idle',
    },
    {
      title: '[SESSION-03] a stored token the server refuses leaves a visitor',
      input: 'nigeria',
      steps: [events.RESTORE[0], actorError('checkToken', unauthorized)],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: 'any 401 returns a member to visitor and closes a popup',
      input: 'nigeria',
      steps: [events.SIGNED_IN[0], events.OPEN_CHANGE_PASSWORD[0], events.UNAUTHORIZED[0]],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: '[FORGOT-10] the forgot popup opens registration; from there, log in',
      input: 'nigeria',
      steps: [events.OPEN_LOGIN[0], events.OPEN_FORGOT[0], actorDone('forgotPassword', { kind: 'register' }), events.OPEN_LOGIN[0]],
      ends: 'auth.visitor, popup.login, memberRefresh.idle',
    },
  ],
});
