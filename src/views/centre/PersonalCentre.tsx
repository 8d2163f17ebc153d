import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { personalCentreMachine, CentreWho } from '../../../machines/personalCentre.machine';
import type { sessionMachine } from '../../../machines/session.machine';
import type { Badges } from '../../../server/shared/wire/centre';
import { personalCentreLogic } from '../../app/centreLogic';
import { SessionActor, SystemStatusActor } from '../../app/actors';
import type { SignInProvider } from '../../../server/shared/signIn';
import { useSessionSend } from '../../app/session';
import { storage } from '../../storage/storage';
import { useScrollLock } from '../../app/useScrollLock';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { AreaMessages } from '../../app/AreaMessages';
import { useScrollHint } from '../../app/useScrollHint';
import { useT } from '../../i18n/useT';
import type { CentrePage } from '../../../machines/centrePages';
import { CentreContext, type CentreApi } from './CentreContext';
import { CentreHeader, CentreMemberCard, CentreMenuLink } from './CentreFrameParts';
import { CentrePageHost } from './CentrePageHost';
import { badgeLabel, centreMenu, menuLabel } from './centreMenu';
import './personalCentre.css';

const PARAM = 'personal';


const NO_PROVIDERS: readonly SignInProvider[] = [];
/** The address with `?personal=<page>` set (or removed), keeping the route and the other parameters. */
function withPersonal(location: Location, page: CentrePage | null) {
  const params = new URLSearchParams(location.search);
  if (page === null) params.delete(PARAM);
  else params.set(PARAM, page);
  const search = params.toString();
  return { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash };
}

/** Who the session says is here, as the centre needs it. */
function whoOf(s: SnapshotFrom<typeof sessionMachine>): CentreWho {
  const auth = s.value.auth;
  if (typeof auth === 'object') {
    if (auth.signedIn === 'trial') return 'trial';
    if (auth.signedIn === 'changePending' || auth.signedIn === 'routing') return 'pending';
    return 'member';
  }
  if (auth === 'checking' || auth === 'startingFreePlay' || auth === 'loadingTrial') return 'pending';
  if (auth === 'confirmingLogout' || auth === 'loggingOut') return 'member';
  // A stored token is handed to the session once the account flows have loaded: until
  // then the session still says visitor, but the address may not be sent to login yet.
  return storage.token() ? 'pending' : 'visitor';
}

/**
 * The personal-centre overlay (spec section 2), opened by `?personal=<page>` on any
 * route. A large overlay (spec-notes 11): no close on a background click, page scroll
 * locked while it is open; the close button and Escape remove the parameter.
 */
const CENTRE_AREAS = ['centre', 'validation'] as const;

export function PersonalCentre() {
  // The centre's text comes with it (messages/centre/), not with the home page, with the field
  // rules' messages its forms show (messages/validation/).
  return (
    <AreaMessages area={CENTRE_AREAS} fallback={null}>
      <CentreFrame />
    </AreaMessages>
  );
}

function CentreFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const sessionSend = useSessionSend();
  const session = SessionActor.useActorRef();
  const who = SessionActor.useSelector(whoOf);
  const manualRebate = SystemStatusActor.useSelector((s) => s.context.status?.switches.MANPLAYREB3 === 1);
  const param = new URLSearchParams(location.search).get(PARAM);

  const here = useRef({ location, navigate });
  here.current = { location, navigate };

  const machine = useMemo(
    () =>
      personalCentreLogic.provide({
        actions: {
          leave: () => {
            const { location: current, navigate: go } = here.current;
            if (new URLSearchParams(current.search).has(PARAM)) go(withPersonal(current, null));
          },
          sendToLogin: () => sessionSend({ type: 'GATE', to: `${here.current.location.pathname}${here.current.location.search}` }),
          refuseTrial: () => sessionSend({ type: 'GATE', to: `${here.current.location.pathname}${here.current.location.search}` }),
          refreshMember: () => session.send({ type: 'REFRESH_MEMBER' }),
        },
      }),
    [sessionSend, session],
  );
  const [snapshot, send] = useMachine(machine, { input: { who, manualRebate } });

  // The address first, then who: signing out also leaves the page, and the centre
  // must hear that it closed before it hears that a visitor is here.
  useEffect(() => {
    send(param === null ? { type: 'HIDE' } : { type: 'SHOW', page: param });
  }, [param, send]);
  useEffect(() => {
    send({ type: 'WHO', who });
  }, [who, send]);

  if (snapshot.matches('open') || snapshot.matches('waiting')) {
    return <CentreOverlay snapshot={snapshot} send={send} manualRebate={manualRebate} />;
  }
  return null;
}

type CentreSnapshot = SnapshotFrom<typeof personalCentreMachine>;
type CentreSend = (event: { type: 'CLOSE' } | { type: 'REFRESH_BADGES' }) => void;

function CentreOverlay({ snapshot, send, manualRebate }: { snapshot: CentreSnapshot; send: CentreSend; manualRebate: boolean }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const member = SessionActor.useSelector((s) => s.context.member);
  const signInProviders = SystemStatusActor.useSelector((s) => s.context.status?.signInProviders ?? NO_PROVIDERS);
  const refreshing = SessionActor.useSelector((s) => s.matches({ memberRefresh: 'refreshing' }));
  const session = SessionActor.useActorRef();
  const { page, badges } = snapshot.context;
  const open = snapshot.matches('open');
  const entries = useMemo(() => centreMenu({ manualRebate }), [manualRebate]);

  useScrollLock();
  // On narrow screens the menu is a row of tabs: keep the open page's tab in sight.
  const nav = useRef<HTMLElement>(null);
  // On a phone the menu is one row that scrolls sideways.
  const menuHint = useScrollHint<HTMLUListElement>(entries.length);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, []);
  // Escape closes the centre unless a popup above it (a page's dialog) has the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const active = document.activeElement;
      if (active && active !== document.body && !panel.current?.contains(active)) return;
      send({ type: 'CLOSE' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [send]);

  const locationRef = useRef(location);
  locationRef.current = location;
  const refresh = useCallback(() => {
    session.send({ type: 'REFRESH_MEMBER' });
    send({ type: 'REFRESH_BADGES' });
  }, [session, send]);
  const go = useCallback((to: CentrePage) => navigate(withPersonal(locationRef.current, to)), [navigate]);
  const api = useMemo((): CentreApi | null => (member ? { member, refresh, go, signInProviders } : null), [member, refresh, go, signInProviders]);

  return (
    <div className="centre-overlay" data-testid="personal-centre-backdrop">
      <div ref={panel} className="centre" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="personal-centre" data-page={page}>
        <CentreHeader icon="user" titleId={titleId} title={t('centre.title')} closeLabel={t('centre.close')} closeTestId="centre-close" onClose={() => send({ type: 'CLOSE' })} />
        <aside className="centre__side">
          {member && (
            <CentreMemberCard member={member} testId="centre-member" balanceTestId="centre-balance">
              <button
                type="button"
                className={`icon-button centre__refresh${refreshing ? ' is-busy' : ''}`}
                onClick={refresh}
                aria-label={t('centre.refreshBalance')}
                aria-busy={refreshing}
                data-testid="centre-refresh"
              >
                <Icon name="refresh" size={18} />
              </button>
            </CentreMemberCard>
          )}
          <nav ref={nav} className="centre__nav" aria-label={t('centre.nav')} data-testid="centre-menu">
            <ul ref={menuHint.ref} className={menuHint.className}>
              {entries.map((entry) => {
                const count = entry.badge && badges ? badges[entry.badge] : 0;
                const active = entry.page === page;
                return (
                  <li key={entry.page}>
                    <CentreMenuLink to={withPersonal(location, entry.page)} active={active} icon={entry.icon} label={t(menuLabel(entry.page))} testId={`centre-menu-${entry.page}`}>
                      {entry.badge && count > 0 && <CountBadge kind={entry.badge} count={count} />}
                    </CentreMenuLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        {/* The page brings its own heading; the frame names it for screen readers. */}
        <section className="centre__main" aria-label={t(menuLabel(page))} data-testid="centre-main">
          {open && api ? (
            <CentreContext.Provider value={api}>
              <CentrePageHost page={page} />
            </CentreContext.Provider>
          ) : (
            <div className="centre-page-loading" data-testid="centre-waiting">
              <Spinner size="large" label={t('common.loading')} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

/** A red count with its meaning for screen readers ("3 unread messages"). */
function CountBadge({ kind, count }: { kind: keyof Badges; count: number }) {
  const t = useT();
  return (
    <span className="centre__badge" data-testid={`centre-badge-${kind}`}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{t(badgeLabel(kind), { count })}</span>
    </span>
  );
}
