import { and, assign, fromPromise, not, raise, setup, stateIn } from 'xstate';
import type { PhoneProviderAddress } from '../server/shared/phoneVerification';
import type { SignInProvider } from '../server/shared/signIn';
import type { Member, TokenAndMember } from '../server/shared/wire/accounts';
import type { changePasswordMachine, ChangePasswordInput, ChangePasswordOutput, ChangePasswordReason } from './changePassword.machine';
import { errorCodeOf } from './flowErrors';
import type { ForgotPasswordOutput, forgotPasswordMachine } from './forgotPassword.machine';
import type { LoginOutput, loginMachine } from './login.machine';
import type { RegisterOutput, registerMachine } from './register.machine';
import { AGENT_TYPES, isAgentType, isTrialType, TRIAL_TYPE } from '../server/shared/accountTypes';

/**
 * Who is using the portal (spec sections 3, 4 and 6) and which account popup is open.
 * Visitor, member, trial (type 4) or agent (types 1, 2, 41, 42); a logged-in session is
 * a token in session storage with the spec's fields beside it. Logout asks first, then
 * calls logout, clears session storage except the merchant values, goes to / and forgets
 * the account. Any 401 returns to visitor. Free play (FREEPLAY3) logs a guest in.
 * Gated actions send a visitor to /login and tell a trial account to register a real
 * account first. The popups (login, register, forgot, change password) run their flows
 * as children here, so the /login, /register, /forget and /changePassword pages show the
 * same flows as the popups.
 */
export { AGENT_TYPES, isAgentType, isTrialType, TRIAL_TYPE };

/** Routes that open without a token when the login-to-home option is on (spec section 2, spec-notes 1). */
export const OPEN_WITHOUT_TOKEN = ['/login', '/register', '/register.html', '/helpmc', '/download', '/down'] as const;

/** Where a visitor is sent when the login-to-home option is on, or null when the path may open. */
export function loginToHomeRedirect(pathname: string, { loginToHome, signedIn }: { loginToHome: boolean; signedIn: boolean }): string | null {
  if (!loginToHome || signedIn) return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (OPEN_WITHOUT_TOKEN as readonly string[]).some((p) => p.toLowerCase() === path.toLowerCase()) ? null : '/login';
}

export interface SessionEnvironment {
  domain: string;
  registerUrl: string;
  /** yyyy-MM-dd, for the age rule of registration. */
  today: string;
  deviceId?: string;
}

export interface SessionInput {
  switches: Record<string, 0 | 1>;
  /** The third-party sign-in the merchant offers (the status's signInProviders; none is an empty list). */
  signInProviders: readonly SignInProvider[];
  /** SMS through a sign-in provider (the status's phoneVerification, SMS-14). */
  phoneProvider?: PhoneProviderAddress | null;
  dialingCode: string;
  environment: SessionEnvironment;
  /** Invitation codes of the address the portal opened with. */
  invitation: { affiliateCode: string | null; referralCode: string | null };
}

export interface PendingChange {
  reason: ChangePasswordReason;
  username: string;
  heldPassword: string | null;
}

export interface SessionContext extends SessionInput {
  token: string | null;
  account: string | null;
  member: Member | null;
  side: 'member' | 'agent';
  /** The side the login popup opens on. */
  loginSide: 'member' | 'agent';
  /** A forced password change the server is waiting for. */
  pendingChange: PendingChange | null;
  errorCode: string | null;
}

export type SessionEvent =
  /** The app found a token in session storage at start. */
  | { type: 'RESTORE'; token: string; account: string | null }
  | { type: 'SIGNED_IN'; token: string; member: Member; side: 'member' | 'agent'; pendingChange?: PendingChange | null }
  | { type: 'UNAUTHORIZED' }
  | { type: 'LOGOUT' }
  | { type: 'CONFIRM_LOGOUT' }
  | { type: 'CANCEL_LOGOUT' }
  /** Logout without asking: a forced change abandoned. */
  | { type: 'SIGN_OUT' }
  | { type: 'FREE_PLAY' }
  | { type: 'DISMISS' }
  | { type: 'OPEN_LOGIN'; side?: 'member' | 'agent' }
  | { type: 'OPEN_REGISTER'; affiliateCode?: string | null; referralCode?: string | null }
  | { type: 'OPEN_FORGOT' }
  | { type: 'OPEN_CHANGE_PASSWORD' }
  | { type: 'CLOSE' }
  /** A gated action: `to` is where it leads when allowed. */
  | { type: 'GATE'; to: string }
  /** Money moved or the profile changed: reload the member (the header balance) and keep the signed-in state. */
  | { type: 'REFRESH_MEMBER' };

type Done<T> = { output: T };
const output = <T>(event: unknown) => (event as Done<T>).output;

/**
 * A popup's flow, supplied by the app (which loads the flows with the first popup, so the
 * home page does not carry them). Typed as the flow's machine so inputs and outputs check.
 */
const flow = <T>(name: string): T =>
  fromPromise(async () => {
    throw new Error(`${name} is provided by the app`);
  }) as unknown as T;

const signedInWith = (context: SessionContext) => context.token !== null;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
  },
  actors: {
    fetchMemberInfo: fromPromise<Member, { token: string }>(async () => {
      throw new Error('fetchMemberInfo is provided by the app');
    }),
    freePlay: fromPromise<TokenAndMember>(async () => {
      throw new Error('freePlay is provided by the app');
    }),
    logout: fromPromise<unknown>(async () => {
      throw new Error('logout is provided by the app');
    }),
    login: flow<typeof loginMachine>('login'),
    register: flow<typeof registerMachine>('register'),
    forgotPassword: flow<typeof forgotPasswordMachine>('forgotPassword'),
    changePassword: flow<typeof changePasswordMachine>('changePassword'),
  },
  guards: {
    freePlayOn: ({ context }) => context.switches.FREEPLAY3 === 1,
    registrationOn: ({ context }) => context.switches.DIRECTREG3 === 1,
    isTrial: ({ context }) => isTrialType(context.member?.type),
    isAgent: ({ context }) => isAgentType(context.member?.type),
    changePending: ({ context }) => context.pendingChange !== null,
    changeRequired: ({ event }) => errorCodeOf(event) === 'password_change_required',
    tokenRefused: ({ event }) => {
      const status = (event as { error?: { status?: number } }).error?.status;
      return status === 401 || errorCodeOf(event) === 'not_logged_in';
    },
    loginMustChange: ({ event }) => output<LoginOutput>(event).kind === 'mustChangePassword',
    forgotToRegister: ({ event }) => output<ForgotPasswordOutput>(event).kind === 'register',
    forgotSignedIn: ({ event }) => output<ForgotPasswordOutput>(event).kind === 'signedIn',
    isVisitor: stateIn('#session.auth.visitor'),
    // The server answers nothing but the change while one is pending.
    mayRefreshMember: and([stateIn('#session.auth.signedIn'), not(stateIn('#session.auth.signedIn.changePending'))]),
    stillSignedIn: ({ context }) => signedInWith(context),
    isTrialSession: stateIn('#session.auth.signedIn.trial'),
    isRealAccount: ({ context }) => signedInWith(context) && !isTrialType(context.member?.type),
    // Visitors, and trial accounts that want a real one.
    mayRegister: ({ context }) => context.switches.DIRECTREG3 === 1 && (!signedInWith(context) || isTrialType(context.member?.type)),
  },
  actions: {
    storeSignIn: assign(({ context, event }) => {
      if (event.type !== 'SIGNED_IN') return context;
      return {
        token: event.token,
        member: event.member,
        account: event.member.account,
        side: event.side,
        pendingChange: event.pendingChange ?? null,
        errorCode: null,
      };
    }),
    storeRestored: assign({
      token: ({ event }) => (event.type === 'RESTORE' ? event.token : null),
      account: ({ event }) => (event.type === 'RESTORE' ? event.account : null),
    }),
    storeMember: assign(({ event }) => {
      const member = output<Member>(event);
      return { member, account: member.account };
    }),
    storeFreePlay: assign(({ event }) => {
      const { token, member } = output<TokenAndMember>(event);
      return { token, member, account: member.account, side: 'member' as const, pendingChange: null };
    }),
    restoredPendingChange: assign({
      pendingChange: ({ context }) => ({ reason: 'required' as const, username: context.account ?? '', heldPassword: null }),
    }),
    forget: assign({ token: null, member: null, account: null, side: 'member' as const, pendingChange: null }),
    showError: assign({ errorCode: ({ event }) => errorCodeOf(event) }),
    clearError: assign({ errorCode: null }),
    // Stryker disable next-line StringLiteral: only OPEN_LOGIN runs this action; the last 'member' is for the type checker
    rememberLoginSide: assign({ loginSide: ({ event }) => (event.type === 'OPEN_LOGIN' ? (event.side ?? 'member') : 'member') }),
    rememberInvitation: assign({
      invitation: ({ context, event }) =>
        event.type === 'OPEN_REGISTER' && (event.affiliateCode !== undefined || event.referralCode !== undefined)
          ? { affiliateCode: event.affiliateCode ?? null, referralCode: event.referralCode ?? null }
          : context.invitation,
    }),
    // A flow that ended logged in: its token and member become the session's, then the
    // auth region hears SIGNED_IN. The context is set first so a popup opened by the same
    // transition (a forced change) starts with it.
    adoptLogin: assign(({ event }) => {
      const out = output<LoginOutput>(event);
      const pendingChange: PendingChange | null =
        out.kind === 'mustChangePassword' ? { reason: out.reason, username: out.member.account, heldPassword: out.heldPassword } : null;
      return { token: out.token, member: out.member, account: out.member.account, side: out.side, pendingChange };
    }),
    adoptRegistration: assign(({ event }) => {
      const out = output<RegisterOutput>(event);
      return { token: out.token, member: out.member, account: out.member.account, side: 'member' as const, pendingChange: null };
    }),
    adoptReset: assign(({ context, event }) => {
      const out = output<ForgotPasswordOutput>(event);
      return out.kind === 'signedIn' ? { token: out.token, member: out.member, account: out.member.account, side: 'member' as const, pendingChange: null } : context;
    }),
    adoptNewPassword: assign(({ event }) => {
      const out = output<ChangePasswordOutput>(event);
      return { token: out.token, member: out.member, account: out.member.account, pendingChange: null };
    }),
    announceSignIn: raise(({ context }) => ({
      type: 'SIGNED_IN' as const,
      // Stryker disable next-line StringLiteral: a password change opens only with a token (restored, signed in or from a flow), so the fallback is never read
      token: context.token ?? '',
      member: context.member!,
      side: context.side,
      pendingChange: context.pendingChange,
    })),
    // Effects the app supplies: storage, navigation.
    persistSession: (_, _params: { token: string; member: Member | null; account: string | null }) => {},
    clearSession: () => {},
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...input,
    token: null,
    account: null,
    member: null,
    side: 'member',
    loginSide: 'member',
    pendingChange: null,
    errorCode: null,
  }),
  type: 'parallel',
  states: {
    auth: {
      initial: 'visitor',
      states: {
        /** A token from session storage: who is it? */
        checking: {
          invoke: {
            id: 'checkToken',
            src: 'fetchMemberInfo',
            // Stryker disable next-line StringLiteral: the member's details are loaded only with a token set (restored, free play or signed in)
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: { target: 'signedIn', actions: ['storeMember', { type: 'persistSession', params: ({ context, event }) => ({ token: context.token!, member: output<Member>(event), account: output<Member>(event).account }) }] },
            onError: [
              { guard: 'changeRequired', target: 'signedIn', actions: ['restoredPendingChange', raise({ type: 'OPEN_CHANGE_PASSWORD' })] },
              { guard: 'tokenRefused', target: 'visitor', actions: ['forget', 'clearSession'] },
              // Offline or the server is busy: the stored session stands until a call says otherwise.
              { target: 'signedIn' },
            ],
          },
        },
        visitor: {
          on: {
            RESTORE: { target: 'checking', actions: 'storeRestored' },
            FREE_PLAY: { guard: 'freePlayOn', target: 'startingFreePlay' },
          },
        },
        startingFreePlay: {
          invoke: {
            id: 'freePlay',
            src: 'freePlay',
            // Stored at once: the header shows the guest as signed in from here, and what it
            // loads (recent games, badges) must already carry the token.
            onDone: {
              target: 'loadingTrial',
              actions: ['storeFreePlay', { type: 'persistSession', params: ({ context }) => ({ token: context.token!, member: context.member, account: context.account }) }],
            },
            onError: { target: 'freePlayFailed', actions: 'showError' },
          },
        },
        /** Free play: guest login, load info, go to / (spec section 4). */
        loadingTrial: {
          invoke: {
            id: 'trialInfo',
            src: 'fetchMemberInfo',
            // Stryker disable next-line StringLiteral: the member's details are loaded only with a token set (restored, free play or signed in)
            input: ({ context }) => ({ token: context.token ?? '' }),
            // The info loaded is what the session keeps (exit actions run before these, so
            // they cannot store it); a failed load keeps the free-play answer stored above.
            onDone: {
              target: 'signedIn',
              actions: ['storeMember', { type: 'persistSession', params: ({ context, event }) => ({ token: context.token!, member: event.output, account: event.output.account }) }],
            },
            onError: 'signedIn',
          },
          exit: { type: 'navigate', params: { to: '/' } },
        },
        freePlayFailed: {
          on: { DISMISS: { target: 'visitor', actions: 'clearError' } },
        },
        signedIn: {
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: 'changePending', target: 'changePending' },
                { guard: 'isTrial', target: 'trial' },
                { guard: 'isAgent', target: 'agent' },
                { target: 'member' },
              ],
            },
            member: {},
            trial: {},
            agent: {},
            /** The server blocks every call but the change until it is done. */
            changePending: {},
            history: { type: 'history' },
          },
          on: {
            LOGOUT: 'confirmingLogout',
            SIGN_OUT: 'loggingOut',
          },
        },
        confirmingLogout: {
          on: {
            CONFIRM_LOGOUT: 'loggingOut',
            CANCEL_LOGOUT: 'signedIn.history',
          },
        },
        loggingOut: {
          invoke: {
            id: 'logout',
            src: 'logout',
            onDone: 'visitor',
            // The token is forgotten here whatever the server said.
            onError: 'visitor',
          },
          exit: ['forget', 'clearSession', { type: 'navigate', params: { to: '/' } }],
        },
      },
      on: {
        // Through routing, so a new sign-in (another role, a finished change) is sorted again.
        SIGNED_IN: {
          target: '.signedIn.routing',
          // Stryker disable next-line ObjectLiteral,StringLiteral: only SIGNED_IN reaches this transition; the other branch is for the type checker
          actions: ['storeSignIn', { type: 'persistSession', params: ({ event }) => (event.type === 'SIGNED_IN' ? { token: event.token, member: event.member, account: event.member.account } : { token: '', member: null, account: null }) }],
        },
        UNAUTHORIZED: { guard: ({ context }) => signedInWith(context), target: '.visitor', actions: ['forget', 'clearSession'] },
      },
    },
    popup: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            OPEN_LOGIN: { guard: 'isVisitor', target: 'login', actions: 'rememberLoginSide' },
            OPEN_REGISTER: { guard: 'mayRegister', target: 'register', actions: 'rememberInvitation' },
            OPEN_FORGOT: { guard: 'isVisitor', target: 'forgot' },
            OPEN_CHANGE_PASSWORD: { guard: 'isRealAccount', target: 'changePassword' },
            GATE: [
              { guard: 'isVisitor', actions: { type: 'navigate', params: { to: '/login' } } },
              { guard: 'isTrialSession', target: 'trialNotice' },
              // Stryker disable next-line StringLiteral: only GATE reaches this transition; the '/' is for the type checker
              { actions: { type: 'navigate', params: ({ event }) => ({ to: event.type === 'GATE' ? event.to : '/' }) } },
            ],
          },
        },
        login: {
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({
              smsLogin: context.switches.MOBILEVERCODELOGIN3 === 1,
              side: context.loginSide,
              dialingCode: context.dialingCode,
              deviceId: context.environment.deviceId,
              providers: context.signInProviders,
              phoneProvider: context.phoneProvider ?? null,
            }),
            onDone: [
              { guard: 'loginMustChange', target: 'changePassword', actions: ['adoptLogin', 'announceSignIn'] },
              { target: 'closed', actions: ['adoptLogin', 'announceSignIn'] },
            ],
          },
          on: { OPEN_REGISTER: { guard: 'registrationOn', target: 'register', actions: 'rememberInvitation' }, OPEN_FORGOT: 'forgot', CLOSE: 'closed' },
        },
        register: {
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              affiliateCode: context.invitation.affiliateCode,
              referralCode: context.invitation.referralCode,
              domain: context.environment.domain,
              registerUrl: context.environment.registerUrl,
              dialingCode: context.dialingCode,
              today: context.environment.today,
              deviceId: context.environment.deviceId,
              providers: context.signInProviders,
              phoneProvider: context.phoneProvider ?? null,
            }),
            onDone: { target: 'closed', actions: ['adoptRegistration', 'announceSignIn'] },
          },
          on: { OPEN_LOGIN: { guard: 'isVisitor', target: 'login', actions: 'rememberLoginSide' }, CLOSE: 'closed' },
        },
        forgot: {
          invoke: {
            id: 'forgotPassword',
            src: 'forgotPassword',
            input: ({ context }) => ({ mobileEnabled: context.switches.MOBILENUMPASSREG3 === 1, dialingCode: context.dialingCode }),
            onDone: [
              { guard: and(['forgotToRegister', 'registrationOn']), target: 'register' },
              { guard: 'forgotSignedIn', target: 'closed', actions: ['adoptReset', 'announceSignIn'] },
              { target: 'closed' },
            ],
          },
          on: { OPEN_LOGIN: { guard: 'isVisitor', target: 'login', actions: 'rememberLoginSide' }, CLOSE: 'closed' },
        },
        changePassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }): ChangePasswordInput => ({
              reason: context.pendingChange?.reason ?? 'voluntary',
              username: context.pendingChange?.username ?? context.account ?? '',
              heldPassword: context.pendingChange?.heldPassword ?? null,
              token: context.token,
            }),
            onDone: { target: 'closed', actions: ['adoptNewPassword', 'announceSignIn'] },
          },
          on: {
            // Walking away from a forced change ends the session it would have unlocked.
            CLOSE: [{ guard: 'changePending', target: 'closed', actions: raise({ type: 'SIGN_OUT' }) }, { target: 'closed' }],
          },
        },
        /** A trial account's gated action: 'register a real account first' (spec section 6). */
        trialNotice: {
          on: { OPEN_REGISTER: { guard: 'registrationOn', target: 'register', actions: 'rememberInvitation' }, CLOSE: 'closed' },
        },
      },
      on: {
        // Leaving the portal's account closes whatever popup was open.
        SIGN_OUT: '.closed',
        UNAUTHORIZED: '.closed',
      },
    },
    /**
     * Reloading the signed-in member after money moved (the personal centre asks for it):
     * the header balance follows without leaving the signed-in state. A failure keeps
     * the member the session has; a newer request restarts the load, so the last answer
     * is the one after the last change.
     */
    memberRefresh: {
      initial: 'idle',
      states: {
        idle: {
          on: { REFRESH_MEMBER: { guard: 'mayRefreshMember', target: 'refreshing' } },
        },
        refreshing: {
          invoke: {
            id: 'refreshMember',
            src: 'fetchMemberInfo',
            // Stryker disable next-line StringLiteral: the member's details are loaded only with a token set (restored, free play or signed in)
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: 'stillSignedIn',
                target: 'idle',
                actions: ['storeMember', { type: 'persistSession', params: ({ context, event }) => ({ token: context.token!, member: event.output, account: event.output.account }) }],
              },
              // Signed out while the answer was on its way: it belongs to nobody now.
              { target: 'idle' },
            ],
            onError: 'idle',
          },
          on: { REFRESH_MEMBER: { guard: 'mayRefreshMember', target: 'refreshing', reenter: true } },
        },
      },
    },
  },
});
