import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { invitationOf } from './invitation';
import type { AnyActorLogic } from 'xstate';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Member } from '../api/member';
import { onUnauthorized } from '../api/unauthorized';
import { loginToHomeRedirect, type SessionEvent, type SessionInput } from '../../machines/session.machine';
import type { FlowLogic } from './flowLogic';
import { DIALING_CODES } from '../components/dialingCodes';
import { NoticeActor, SessionActor, SystemStatusActor, useLogic } from './actors';
import { storage } from '../storage/storage';
import { merchantToday } from '../../server/shared/age';

/** The merchant's calling code: its country's, else Nigeria's (the default merchant). */
function dialingCodeOf(merchantCode: string | undefined): string {
  return DIALING_CODES.find((entry) => entry.country === merchantCode)?.code ?? '234';
}

/** The fired first-login action (spec section 4): a page event the site's analytics tag listens to. */
function announceFirstLogin(member: Member) {
  window.dispatchEvent(new CustomEvent('portal:first-login', { detail: { customerId: member.customerId ?? member.id, type: member.type } }));
}

/**
 * Stands for a flow's logic until its chunk has loaded; afterwards every use reaches the
 * loaded machine. Popups open only once the flows are loaded (`useSessionSend`), so the
 * session never starts a flow it does not have.
 */
function deferredLogic<T extends AnyActorLogic>(name: string, get: () => T | undefined): T {
  const target = () => {
    const logic = get();
    if (!logic) throw new Error(`the ${name} flow is not loaded yet`);
    return logic;
  };
  return new Proxy({} as T, {
    get: (_, prop) => {
      const logic = target();
      const value = Reflect.get(logic, prop, logic);
      return typeof value === 'function' ? value.bind(logic) : value;
    },
    has: (_, prop) => prop in target(),
  });
}

/** Resolves when the flows have loaded; events that open a flow wait for it. */
const FlowsReady = createContext<Promise<unknown>>(Promise.resolve());

/** Events that may start a flow: they go to the session once the flows are loaded. */
const OPENS_FLOW = new Set<SessionEvent['type']>(['OPEN_LOGIN', 'OPEN_REGISTER', 'OPEN_FORGOT', 'OPEN_CHANGE_PASSWORD', 'RESTORE', 'GATE']);

/** Sends to the session, after the flows have loaded when the event may open one. */
export function useSessionSend() {
  const session = SessionActor.useActorRef();
  const ready = useContext(FlowsReady);
  return useCallback(
    (event: SessionEvent) => {
      if (!OPENS_FLOW.has(event.type)) session.send(event);
      else void ready.then(() => session.send(event));
    },
    [session, ready],
  );
}

/**
 * The session actor of the running portal, inside the router so its flows can navigate.
 * Its effects are supplied here: navigation, the after-login notice, the first-login
 * event. It starts from the system status (switches) and the address (invitation codes).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const logic = useLogic();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const noticeRef = NoticeActor.useActorRef();
  const status = SystemStatusActor.useSelector((s) => s.context.status);

  const flows = useRef<FlowLogic | null>(null);
  const flowsReady = useMemo(
    () =>
      logic.flows().then((loaded) => {
        flows.current = loaded;
      }),
    [logic],
  );

  const sessionLogic = useMemo(() => {
    const go = (_: unknown, { to }: { to: string }) => navigateRef.current(to);
    const openAfterLoginNotice = () => {
      const popup = noticeRef.getSnapshot().context.notices.find((n) => n.popup);
      if (popup) noticeRef.send({ type: 'OPEN', id: popup.id });
    };
    // Each flow gets this page's effects once, when it is first used.
    const once = <T,>(make: (loaded: FlowLogic) => T) => {
      let made: T | undefined;
      return () => (made ??= flows.current ? make(flows.current) : undefined);
    };
    return logic.session.provide({
      actions: { navigate: go },
      actors: {
        login: deferredLogic(
          'login',
          once((f) => f.login.provide({ actions: { navigate: go, openAfterLoginNotice, firstLogin: (_, { member }) => announceFirstLogin(member) } })),
        ),
        register: deferredLogic('register', once((f) => f.register.provide({ actions: { navigate: go } }))),
        forgotPassword: deferredLogic('forgotPassword', once((f) => f.forgotPassword.provide({ actions: { navigate: go } }))),
        changePassword: deferredLogic('changePassword', once((f) => f.changePassword.provide({ actions: { navigate: go } }))),
      },
    });
  }, [logic, noticeRef]);

  const input = useMemo((): SessionInput => {
    return {
      switches: status?.switches ?? {},
      signInProviders: status?.signInProviders ?? [],
      phoneProvider: status?.phoneVerification ?? null,
      dialingCode: dialingCodeOf(status?.merchant.code),
      // The registration age rule counts the merchant's calendar day, as the server does.
      environment: { domain: window.location.hostname, registerUrl: window.location.href, today: merchantToday(status?.merchant.timeZone), deviceId: storage.deviceId() },
      invitation: invitationOf(window.location.search),
    };
    // The status the portal opened with decides; later polls do not restart the session.
    // the dependency list is deliberately partial
  }, []);

  return (
    <FlowsReady.Provider value={flowsReady}>
      <SessionActor.Provider logic={sessionLogic} options={{ input }}>
        <SessionEffects />
        {children}
      </SessionActor.Provider>
    </FlowsReady.Provider>
  );
}

/** A stored token is checked before the first paint; any 401 returns to visitor. */
function SessionEffects() {
  const session = SessionActor.useActorRef();
  const send = useSessionSend();
  useLayoutEffect(() => {
    const token = storage.token();
    if (token) send({ type: 'RESTORE', token, account: storage.account() });
  }, [send]);
  useEffect(() => onUnauthorized(() => session.send({ type: 'UNAUTHORIZED' })), [session]);
  return null;
}

/**
 * The login-to-home option (spec section 2): without a token only /login, /register,
 * /register.html, /helpmc and /download open; everything else goes to /login.
 * The option is the merchant switch LOGINTOHOME3.
 */
export function LoginToHomeGuard({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const loginToHome = SystemStatusActor.useSelector((s) => s.context.status?.switches.LOGINTOHOME3 === 1);
  const signedIn = SessionActor.useSelector((s) => s.context.token !== null);
  const to = loginToHomeRedirect(pathname, { loginToHome, signedIn });
  return to ? <Navigate to={to} replace /> : <>{children}</>;
}

/** What the header and pages need to know about who is here. */
export function useSessionView() {
  const role = SessionActor.useSelector((s) => {
    const auth = s.value.auth;
    if (typeof auth === 'object' && 'signedIn' in auth) return auth.signedIn as string;
    return auth as string;
  });
  const member = SessionActor.useSelector((s) => s.context.member);
  const account = SessionActor.useSelector((s) => s.context.account);
  const token = SessionActor.useSelector((s) => s.context.token);
  return { role, member, account, signedIn: token !== null };
}
