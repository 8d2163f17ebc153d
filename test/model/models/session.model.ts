import { loginToHomeRedirect, type PendingChange, type SessionContext, sessionMachine } from '../../../machines/session.machine';
import type { ChangePasswordOutput } from '../../../machines/changePassword.machine';
import type { ForgotPasswordOutput } from '../../../machines/forgotPassword.machine';
import type { LoginOutput } from '../../../machines/login.machine';
import type { RegisterOutput } from '../../../machines/register.machine';
import type { Member, TokenAndMember } from '../../../server/shared/wire/accounts';
import { switchesOf } from '../../../server/shared/wire/system';
import { ApiError } from '../../../src/api/client';
import { type Expectations, replayReaders, type Trace, type TraceStep } from '../expectations';
import { type ActorFixtures, type EventFixtures, actorDone, actorError, defineModel, stateKey } from '../model';
import { agent, changeRequired, downline, freePlayClosed, fullSettings, member, offline, signedIn, trial, unauthorized } from './fixtures/accounts';

/** A 401 without the API's answer (a gateway in front of it): no error code, only the status. */
const bare401 = new ApiError('unknown_error', '', 401);

const environment = { domain: 'portal.example.org', registerUrl: 'https://portal.example.org/', today: '2030-06-01', deviceId: 'device-1' };
const invitation = { affiliateCode: null, referralCode: null };

const events = {
  // The second: a token stored without the account beside it (an older session, or storage edited).
  RESTORE: [{ type: 'RESTORE', token: 'tok-stored', account: 'demo' }, { type: 'RESTORE', token: 'tok-stored', account: null }],
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
  // An invitation link gives one code or both; a plain button gives none (the codes already kept stay).
  OPEN_REGISTER: [
    { type: 'OPEN_REGISTER' },
    { type: 'OPEN_REGISTER', affiliateCode: 'AGENT01', referralCode: null },
    { type: 'OPEN_REGISTER', affiliateCode: 'AGENT09' },
    { type: 'OPEN_REGISTER', referralCode: 'FRIEND09' },
  ],
  OPEN_FORGOT: [{ type: 'OPEN_FORGOT' }],
  OPEN_CHANGE_PASSWORD: [{ type: 'OPEN_CHANGE_PASSWORD' }],
  CLOSE: [{ type: 'CLOSE' }],
  GATE: [{ type: 'GATE', to: '/?personal=depositv2' }],
  REFRESH_MEMBER: [{ type: 'REFRESH_MEMBER' }],
} satisfies EventFixtures<typeof sessionMachine>;

const actors = {
  fetchMemberInfo: { done: [member, trial, agent], error: [unauthorized, bare401, changeRequired, offline] },
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


// ---------------------------------------------------------------------------------------
// The oracle: who is using the portal and which popup is open, step by step, from the spec
// (sections 2, 4 and 6): `follow` walks a path's steps with these rules and says where each
// region must be, what the context must hold and which effects (storage, navigation) ran.
// A step the spec says leads elsewhere than the machine went fails the path.

type T = Trace<typeof sessionMachine>;
type Auth = 'visitor' | 'checking' | 'startingFreePlay' | 'loadingTrial' | 'freePlayFailed' | 'confirmingLogout' | 'loggingOut' | `signedIn.${Role}`;
type Role = 'member' | 'trial' | 'agent' | 'changePending';
type Popup = 'closed' | 'login' | 'register' | 'forgot' | 'changePassword' | 'trialNotice';

interface Expected {
  auth: Auth;
  /** The signed-in state a cancelled logout returns to. */
  lastRole: Role;
  popup: Popup;
  refreshing: boolean;
  context: SessionContext;
  ran: Record<string, unknown[]>;
}

/** Type 4 is a trial account; 1, 2, 41 and 42 are agents (spec sections 4 and 6). */
const TRIAL = 4;
const AGENTS = [1, 2, 41, 42];
const on = (c: SessionContext, name: string) => c.switches[name] === 1;
const failureCode = (error: unknown): string => {
  const code = (error as { errorCode?: unknown } | undefined)?.errorCode;
  return typeof code === 'string' ? code : 'network_abnormal';
};
/** A 401, or the API saying the token is not logged in. */
const tokenRefused = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 401 || failureCode(error) === 'not_logged_in';

function keyOf(e: Expected): string {
  return `auth.${e.auth}, popup.${e.popup}, memberRefresh.${e.refreshing ? 'refreshing' : 'idle'}`;
}

function start(input: T['input']): Expected {
  return {
    auth: 'visitor',
    lastRole: 'member',
    popup: 'closed',
    refreshing: false,
    context: { ...input!, token: null, account: null, member: null, side: 'member', loginSide: 'member', pendingChange: null, errorCode: null },
    ran: {},
  };
}

function apply(e: Expected, step: TraceStep): void {
  const c = e.context;
  const run = (action: string, params?: unknown) => (e.ran[action] = [...(e.ran[action] ?? []), params]);
  const set = (changes: Partial<SessionContext>) => Object.assign(c, changes);
  const event = step.event as unknown as SessionEventOf;
  const output = (step.event as { output?: unknown }).output;
  const error = (step.event as { error?: unknown }).error;
  const signedIn = e.auth.startsWith('signedIn.');
  const visitor = e.auth === 'visitor';
  const isTrial = () => c.member?.type === TRIAL;

  /** Sorted by who signed in: a pending change first, then trial, agent, member. */
  const route = () => {
    const role: Role = c.pendingChange ? 'changePending' : isTrial() ? 'trial' : AGENTS.includes(c.member?.type ?? -1) ? 'agent' : 'member';
    e.auth = `signedIn.${role}`;
    e.lastRole = role;
  };
  /** Leaving a state runs its exit effects first. */
  const leaveAuth = () => {
    if (e.auth === 'loadingTrial') run('navigate', { to: '/' });
    if (e.auth === 'loggingOut') forgetAndGoHome();
  };
  /** Logout: storage cleared (merchant values kept by the app), / and the account forgotten (SESSION-33..35). */
  const forgetAndGoHome = () => {
    forget();
    run('navigate', { to: '/' });
  };
  const forget = () => {
    set({ token: null, member: null, account: null, side: 'member', pendingChange: null });
    run('forget');
    run('clearSession');
  };
  const persist = () => run('persistSession', { token: c.token, member: c.member, account: c.account });
  /** A session the flows or the app hand over: stored, then sorted. */
  const signIn = (token: string, member: Member, side: 'member' | 'agent', pendingChange: PendingChange | null) => {
    leaveAuth();
    set({ token, member, account: member.account, side, pendingChange, errorCode: null });
    run('storeSignIn');
    persist();
    route();
  };
  /** A flow that ended signed in: the session takes its token and member and announces it. */
  const adopt = (action: string, changes: Partial<SessionContext>) => {
    set(changes);
    run(action);
    run('announceSignIn');
  };
  const announced = () => signIn(c.token ?? '', c.member!, c.side, c.pendingChange);
  const signOut = () => {
    if (signedIn) {
      leaveAuth();
      e.auth = 'loggingOut';
    }
    e.popup = 'closed';
  };
  const mayRegister = () => on(c, 'DIRECTREG3') && (c.token === null || isTrial());
  const rememberInvitation = () => {
    if (event.affiliateCode !== undefined || event.referralCode !== undefined) {
      set({ invitation: { affiliateCode: event.affiliateCode ?? null, referralCode: event.referralCode ?? null } });
    }
    run('rememberInvitation');
  };
  const openLogin = () => {
    set({ loginSide: event.side ?? 'member' });
    run('rememberLoginSide');
    e.popup = 'login';
  };

  switch (step.label) {
    case 'RESTORE':
      if (!visitor) return;
      set({ token: event.token, account: event.account });
      run('storeRestored');
      e.auth = 'checking';
      return;
    case 'done: checkToken': {
      const member = output as Member;
      set({ member, account: member.account });
      run('storeMember');
      run('persistSession', { token: c.token, member, account: member.account });
      route();
      return;
    }
    case 'error: checkToken':
      if (failureCode(error) === 'password_change_required') {
        // The server waits for a change: reopen it at once (spec section 4).
        set({ pendingChange: { reason: 'required', username: c.account ?? '', heldPassword: null } });
        run('restoredPendingChange');
        route();
        if (e.popup === 'closed' && c.token !== null && !isTrial()) e.popup = 'changePassword';
      } else if (tokenRefused(error)) {
        forget();
        e.auth = 'visitor';
      } else {
        // Offline or busy: the stored session stands until a call says otherwise.
        route();
      }
      return;
    case 'SIGNED_IN':
      signIn(event.token, event.member, event.side, event.pendingChange ?? null);
      return;
    case 'UNAUTHORIZED':
      // Any 401 returns to visitor and closes a popup.
      if (c.token !== null) {
        leaveAuth();
        forget();
        e.auth = 'visitor';
      }
      e.popup = 'closed';
      return;
    case 'LOGOUT':
      if (signedIn) e.auth = 'confirmingLogout';
      return;
    case 'CANCEL_LOGOUT':
      if (e.auth === 'confirmingLogout') e.auth = `signedIn.${e.lastRole}`;
      return;
    case 'CONFIRM_LOGOUT':
      if (e.auth === 'confirmingLogout') e.auth = 'loggingOut';
      return;
    case 'SIGN_OUT':
      signOut();
      return;
    case 'done: logout':
    case 'error: logout':
      // The token is forgotten whatever the server said.
      leaveAuth();
      e.auth = 'visitor';
      return;
    case 'FREE_PLAY':
      if (visitor && on(c, 'FREEPLAY3')) e.auth = 'startingFreePlay';
      return;
    case 'done: freePlay': {
      const { token, member } = output as TokenAndMember;
      set({ token, member, account: member.account, side: 'member', pendingChange: null });
      run('storeFreePlay');
      // Stored at once: what the header loads next carries the token.
      persist();
      e.auth = 'loadingTrial';
      return;
    }
    case 'error: freePlay':
      set({ errorCode: failureCode(error) });
      run('showError');
      e.auth = 'freePlayFailed';
      return;
    case 'DISMISS':
      if (e.auth === 'freePlayFailed') {
        set({ errorCode: null });
        run('clearError');
        e.auth = 'visitor';
      }
      return;
    case 'done: trialInfo': {
      // Info loaded after the guest login (SESSION-28) is what the session keeps; then / (SESSION-29).
      const member = output as Member;
      set({ member, account: member.account });
      run('storeMember');
      persist();
      leaveAuth();
      route();
      return;
    }
    case 'error: trialInfo':
      leaveAuth();
      route();
      return;
    case 'OPEN_LOGIN':
      if ((e.popup === 'closed' || e.popup === 'register' || e.popup === 'forgot') && visitor) openLogin();
      return;
    case 'OPEN_REGISTER':
      if ((e.popup === 'closed' && mayRegister()) || ((e.popup === 'login' || e.popup === 'trialNotice') && on(c, 'DIRECTREG3'))) {
        rememberInvitation();
        e.popup = 'register';
      }
      return;
    case 'OPEN_FORGOT':
      if ((e.popup === 'closed' && visitor) || e.popup === 'login') e.popup = 'forgot';
      return;
    case 'OPEN_CHANGE_PASSWORD':
      // Real accounts only: not a visitor, not a trial.
      if (e.popup === 'closed' && c.token !== null && !isTrial()) e.popup = 'changePassword';
      return;
    case 'CLOSE':
      if (e.popup === 'changePassword' && c.pendingChange) {
        // Walking away from a forced change ends the session it would have unlocked.
        e.popup = 'closed';
        signOut();
      } else if (e.popup !== 'closed') e.popup = 'closed';
      return;
    case 'GATE':
      if (e.popup !== 'closed') return;
      // A visitor goes to /login; a trial account is told to register a real one; anyone else goes on.
      if (visitor) run('navigate', { to: '/login' });
      else if (e.auth === 'signedIn.trial') e.popup = 'trialNotice';
      else run('navigate', { to: event.to });
      return;
    case 'done: login': {
      const out = output as LoginOutput;
      const pendingChange = out.kind === 'mustChangePassword' ? { reason: out.reason, username: out.member.account, heldPassword: out.heldPassword } : null;
      adopt('adoptLogin', { token: out.token, member: out.member, account: out.member.account, side: out.side, pendingChange });
      // A forced change opens the change-password popup at once (LOGIN-25, LOGIN-26).
      e.popup = out.kind === 'mustChangePassword' ? 'changePassword' : 'closed';
      announced();
      return;
    }
    case 'done: register': {
      const out = output as RegisterOutput;
      adopt('adoptRegistration', { token: out.token, member: out.member, account: out.member.account, side: 'member', pendingChange: null });
      e.popup = 'closed';
      announced();
      return;
    }
    case 'done: forgotPassword': {
      const out = output as ForgotPasswordOutput;
      if (out.kind === 'register' && on(c, 'DIRECTREG3')) {
        e.popup = 'register';
      } else if (out.kind === 'signedIn') {
        adopt('adoptReset', { token: out.token, member: out.member, account: out.member.account, side: 'member', pendingChange: null });
        e.popup = 'closed';
        announced();
      } else e.popup = 'closed';
      return;
    }
    case 'done: changePassword': {
      const out = output as ChangePasswordOutput;
      adopt('adoptNewPassword', { token: out.token, member: out.member, account: out.member.account, pendingChange: null });
      e.popup = 'closed';
      announced();
      return;
    }
    case 'REFRESH_MEMBER':
      // Only a signed-in session the server still answers (not while a change is pending).
      if (signedIn && e.auth !== 'signedIn.changePending') e.refreshing = true;
      return;
    case 'done: refreshMember':
      e.refreshing = false;
      if (c.token !== null) {
        const member = output as Member;
        set({ member, account: member.account });
        run('storeMember');
        persist();
      }
      return;
    case 'error: refreshMember':
      // A failure keeps the member the session has.
      e.refreshing = false;
      return;
    default:
      throw new Error(`the session oracle has no rule for "${step.label}"`);
  }
}

type SessionEventOf = {
  token: string;
  account: string | null;
  member: Member;
  side: 'member' | 'agent';
  pendingChange?: PendingChange | null;
  affiliateCode?: string | null;
  referralCode?: string | null;
  to: string;
};

const followed = new WeakMap<object, Expected>();
function follow(t: T, checkLast = true): Expected {
  const known = checkLast ? followed.get(t) : undefined;
  if (known) return known;
  const e = start(t.input);
  t.steps.forEach((step, index) => {
    if (index > 0) apply(e, step);
    const expectedKey = keyOf(e);
    if ((checkLast || index < t.steps.length - 1) && step.key !== expectedKey) {
      throw new Error(`after step ${index} (${step.label}) the spec expects "${expectedKey}", the machine is in "${step.key}"`);
    }
  });
  if (checkLast) followed.set(t, e);
  return e;
}
const failureLeadsTo = ({ trace }: { trace: Trace }) => keyOf(follow(trace as T, false));

const { field, runs, params } = replayReaders<SessionContext, T>((t) => follow(t));
const token = (t: T) => ({ token: follow(t).context.token ?? '' });
const noFailure = (actor: string) => () => {
  throw new Error(`${actor}: the flow reports no failure to the session`);
};

/** Spec section 2 and spec-notes 1: under the login-to-home option these open without a token (/down is /download's alias). */
const OPEN_ROUTES = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'];
/** Routes to try: the open ones (also with trailing slashes, the same route) and others, the home page among them. */
const ROUTES = [...OPEN_ROUTES, '/register/', '/login//', '/', '/help', '/loginx', '/rng', '/download/now', '/register.htm'];

/**
 * Where the app sends whoever is here now (SESSION-36, SESSION-37): with the option on, a
 * visitor opens only the open routes and is sent to /login from any other; a session opens
 * every route, and with the option off every route opens.
 */
function checkLoginToHome({ trace }: { trace: T }) {
  const signedIn = follow(trace).context.token !== null;
  for (const pathname of ROUTES) {
    for (const loginToHome of [true, false]) {
      const open = OPEN_ROUTES.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
      const expected = loginToHome && !signedIn && !open ? '/login' : null;
      const got = loginToHomeRedirect(pathname, { loginToHome, signedIn });
      if (got !== expected) throw new Error(`${pathname} (login-to-home ${loginToHome}, signed in ${signedIn}) leads to ${got}, the spec says ${expected}`);
    }
  }
}

const expectations: Expectations<typeof sessionMachine> = {
  context: {
    switches: field('switches'),
    signInProviders: field('signInProviders'),
    phoneProvider: field('phoneProvider'),
    dialingCode: field('dialingCode'),
    environment: field('environment'),
    invitation: field('invitation'),
    token: field('token'),
    account: field('account'),
    member: field('member'),
    side: field('side'),
    loginSide: field('loginSide'),
    pendingChange: field('pendingChange'),
    errorCode: field('errorCode'),
  },
  actions: {
    storeSignIn: runs('storeSignIn'),
    storeRestored: runs('storeRestored'),
    storeMember: runs('storeMember'),
    storeFreePlay: runs('storeFreePlay'),
    restoredPendingChange: runs('restoredPendingChange'),
    forget: runs('forget'),
    showError: runs('showError'),
    clearError: runs('clearError'),
    rememberLoginSide: runs('rememberLoginSide'),
    rememberInvitation: runs('rememberInvitation'),
    adoptLogin: runs('adoptLogin'),
    adoptRegistration: runs('adoptRegistration'),
    adoptReset: runs('adoptReset'),
    adoptNewPassword: runs('adoptNewPassword'),
    announceSignIn: runs('announceSignIn'),
    persistSession: params('persistSession'),
    clearSession: runs('clearSession'),
    navigate: params('navigate'),
  },
  invokes: {
    fetchMemberInfo: token,
    freePlay: () => undefined,
    logout: () => undefined,
    // The login popup: tabs with MOBILEVERCODELOGIN3, on the side it was opened for.
    login: (t) => {
      const c = follow(t).context;
      return { smsLogin: on(c, 'MOBILEVERCODELOGIN3'), side: c.loginSide, dialingCode: c.dialingCode, deviceId: c.environment.deviceId, providers: c.signInProviders, phoneProvider: c.phoneProvider ?? null };
    },
    register: (t) => {
      const c = follow(t).context;
      return {
        affiliateCode: c.invitation.affiliateCode,
        referralCode: c.invitation.referralCode,
        domain: c.environment.domain,
        registerUrl: c.environment.registerUrl,
        dialingCode: c.dialingCode,
        today: c.environment.today,
        providers: c.signInProviders,
        phoneProvider: c.phoneProvider ?? null,
        deviceId: c.environment.deviceId,
      };
    },
    forgotPassword: (t) => ({ mobileEnabled: on(follow(t).context, 'MOBILENUMPASSREG3'), dialingCode: follow(t).context.dialingCode }),
    // A forced change carries its reason and the password just typed; a voluntary one the account.
    changePassword: (t) => {
      const c = follow(t).context;
      return {
        reason: c.pendingChange?.reason ?? 'voluntary',
        username: c.pendingChange?.username ?? c.account ?? '',
        heldPassword: c.pendingChange?.heldPassword ?? null,
        token: c.token,
      };
    },
  },
  delays: {},
  failures: {
    fetchMemberInfo: failureLeadsTo,
    freePlay: failureLeadsTo,
    logout: failureLeadsTo,
    login: noFailure('login'),
    register: noFailure('register'),
    forgotPassword: noFailure('forgotPassword'),
    changePassword: noFailure('changePassword'),
  },
  states: { 'auth.visitor': checkLoginToHome, 'auth.signedIn': checkLoginToHome },
};

export default defineModel(sessionMachine, {
  events,
  actors,
  expect: expectations,
  serializeState: (s) => stateKey(s),
  inputs: {
    nigeria: { switches, signInProviders: ['google', 'facebook'], dialingCode: '234', environment, invitation },
    // A merchant with registration, free play, SMS login and phone reset off, opened from an
    // invitation link on a device without an id: what those switches guard stays shut.
    quiet: {
      switches: switchesOf({ USERNAMEREG3: 1 }),
      signInProviders: [],
      dialingCode: '66',
      environment: { ...environment, deviceId: undefined },
      invitation: { affiliateCode: 'AGENT07', referralCode: 'FRIEND42' },
    },
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
      title: '[SESSION-03] a stored token answered by a bare 401 (no API code) leaves a visitor',
      input: 'nigeria',
      steps: [events.RESTORE[0], actorError('checkToken', bare401)],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: '[SESSION-03] a stored token without its account whose change is pending reopens the change with no name to fill in',
      input: 'nigeria',
      steps: [events.RESTORE[1], actorError('checkToken', changeRequired)],
      ends: 'auth.signedIn.changePending, popup.changePassword, memberRefresh.idle',
    },
    {
      title: 'a stored token without its account that could not be checked (offline) stands; a voluntary change opens with no name and closes',
      input: 'nigeria',
      steps: [events.RESTORE[1], actorError('checkToken', offline), events.OPEN_CHANGE_PASSWORD[0], events.CLOSE[0]],
      ends: 'auth.signedIn.member, popup.closed, memberRefresh.idle',
    },
    {
      title: 'a visitor opens registration from the page and closes it; a trial account opens it too',
      input: 'nigeria',
      steps: [events.OPEN_REGISTER[0], events.CLOSE[0], events.SIGNED_IN[2], events.OPEN_REGISTER[0]],
      ends: 'auth.signedIn.trial, popup.register, memberRefresh.idle',
    },
    {
      title: 'a registration done signs the new member in and closes the popup',
      input: 'nigeria',
      steps: [events.OPEN_REGISTER[0], actorDone('register', signedIn)],
      ends: 'auth.signedIn.member, popup.closed, memberRefresh.idle',
    },
    {
      title: 'a registration opened with only an affiliate code, then only a referral code, keeps the last codes given when opened without any',
      input: 'nigeria',
      steps: [
        events.OPEN_REGISTER[2],
        events.CLOSE[0],
        events.OPEN_REGISTER[3],
        events.CLOSE[0],
        events.OPEN_REGISTER[0],
      ],
      ends: 'auth.visitor, popup.register, memberRefresh.idle',
    },
    {
      title: 'a visitor opens forgot password from the page and closes it; from forgot, log in; from login, close, then register',
      input: 'nigeria',
      steps: [events.OPEN_FORGOT[0], events.CLOSE[0], events.OPEN_FORGOT[0], events.OPEN_LOGIN[0], events.CLOSE[0], events.OPEN_LOGIN[0], events.OPEN_REGISTER[0]],
      ends: 'auth.visitor, popup.register, memberRefresh.idle',
    },
    {
      title: "[SESSION-45] a member's gated action goes where it leads",
      input: 'nigeria',
      steps: [events.SIGNED_IN[0], events.GATE[0]],
      ends: 'auth.signedIn.member, popup.closed, memberRefresh.idle',
    },
    {
      title: "[SESSION-28] free play whose info fails to load keeps the guest's answer and is a trial",
      input: 'nigeria',
      steps: [events.FREE_PLAY[0], actorDone('freePlay', { token: 'tok-trial', member: trial }), actorError('trialInfo', offline)],
      ends: 'auth.signedIn.trial, popup.closed, memberRefresh.idle',
    },
    {
      title: '[SESSION-33] a logout the server failed still forgets the token',
      input: 'nigeria',
      steps: [events.SIGNED_IN[0], events.LOGOUT[0], events.CONFIRM_LOGOUT[0], actorError('logout', offline)],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
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
      title: '[SESSION-15] with free play and registration off a visitor stays a visitor; login without SMS tabs, forgot without the phone, and its way to registration closes',
      input: 'quiet',
      steps: [
        events.FREE_PLAY[0],
        events.OPEN_REGISTER[0],
        events.OPEN_LOGIN[0],
        events.OPEN_REGISTER[0],
        events.OPEN_FORGOT[0],
        actorDone('forgotPassword', { kind: 'register' }),
      ],
      ends: 'auth.visitor, popup.closed, memberRefresh.idle',
    },
    {
      title: '[SESSION-25] with registration off a trial account told to register cannot open it',
      input: 'quiet',
      steps: [events.SIGNED_IN[2], events.GATE[0], events.OPEN_REGISTER[0], events.CLOSE[0], events.OPEN_REGISTER[1]],
      ends: 'auth.signedIn.trial, popup.closed, memberRefresh.idle',
    },
    {
      title: '[FORGOT-10] the forgot popup opens registration; from there, log in',
      input: 'nigeria',
      steps: [events.OPEN_LOGIN[0], events.OPEN_FORGOT[0], actorDone('forgotPassword', { kind: 'register' }), events.OPEN_LOGIN[0]],
      ends: 'auth.visitor, popup.login, memberRefresh.idle',
    },
  ],
});
