import { useMachine } from '@xstate/react';
import { Suspense, lazy, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { agentMenu, type agentCentreMachine, type AgentPage, type AgentWho } from '../../../machines/agentCentre.machine';
import { isAgentType, type sessionMachine } from '../../../machines/session.machine';
import { SessionActor } from '../../app/actors';
import { agentCentreLogic } from '../../app/agentCentreLogic';
import { withChunkTimeout } from '../../app/lazyPage';
import { useSessionSend } from '../../app/session';
import { storage } from '../../storage/storage';
import { useScrollLock } from '../../app/useScrollLock';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { AreaMessages } from '../../app/AreaMessages';
import { useScrollHint } from '../../app/useScrollHint';
import { errorKey, useT } from '../../i18n/useT';
import { CentreHeader, CentreMemberCard, CentreMenuLink } from '../centre/CentreFrameParts';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary';
import { AGENT_PARAM, withAgent } from './agentAddress';
import { AgentContext, type AgentApi } from './AgentContext';
import { AGENT_ICONS, agentMenuLabel } from './agentMenu';
import '../centre/personalCentre.css';
import './agent.css';

/** Who the session says is here, as the agent centre needs it. */
export function agentWhoOf(s: SnapshotFrom<typeof sessionMachine>): AgentWho {
  const auth = s.value.auth;
  if (typeof auth === 'object') {
    if (auth.signedIn === 'changePending' || auth.signedIn === 'routing') return 'pending';
    return auth.signedIn === 'agent' ? 'agent' : 'member';
  }
  if (auth === 'checking' || auth === 'startingFreePlay' || auth === 'loadingTrial') return 'pending';
  if (auth === 'confirmingLogout' || auth === 'loggingOut') return isAgentType(s.context.member?.type) ? 'agent' : 'member';
  return storage.token() ? 'pending' : 'visitor';
}

// Each page is its own chunk, fetched when it is first opened.
const modules = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx');
const pages = new Map<string, ComponentType>();
function pageComponent(page: AgentPage): ComponentType | null {
  const load = modules[`./pages/${page}.tsx`];
  if (!load) return null;
  if (!pages.has(page)) pages.set(page, lazy(() => withChunkTimeout(load)));
  return pages.get(page)!;
}

/**
 * The agent centre (spec section 2), opened by `?agent=<page>` on any route. A large
 * overlay (spec-notes 11): no close on a background click, page scroll locked while it
 * is open; the close button and Escape remove the parameter.
 */
export function AgentCentre() {
  // The record pieces it shares with the personal centre bring their words from there.
  return (
    <AreaMessages area="centre" fallback={null}>
      <AreaMessages area="agent" fallback={null}>
        <AgentFrame />
      </AreaMessages>
    </AreaMessages>
  );
}

function AgentFrame() {
  const location = useLocation();
  const navigate = useNavigate();
  const sessionSend = useSessionSend();
  const session = SessionActor.useActorRef();
  const who = SessionActor.useSelector(agentWhoOf);
  const param = new URLSearchParams(location.search).get(AGENT_PARAM);

  const here = useRef({ location, navigate });
  here.current = { location, navigate };

  const machine = useMemo(
    () =>
      agentCentreLogic.provide({
        actions: {
          leave: () => {
            const { location: current, navigate: go } = here.current;
            if (new URLSearchParams(current.search).has(AGENT_PARAM)) go(withAgent(current, null));
          },
          sendToLogin: () => sessionSend({ type: 'OPEN_LOGIN', side: 'agent' }),
          // The agent home says why: only agent accounts use the agent centre.
          refuseNonAgent: () => here.current.navigate('/agentHome', { replace: true }),
          refreshMember: () => session.send({ type: 'REFRESH_MEMBER' }),
        },
      }),
    [sessionSend, session],
  );
  const [snapshot, send] = useMachine(machine, { input: { who } });

  useEffect(() => {
    send(param === null ? { type: 'HIDE' } : { type: 'SHOW', page: param });
  }, [param, send]);
  useEffect(() => {
    send({ type: 'WHO', who });
  }, [who, send]);

  if (snapshot.matches('open') || snapshot.matches('waiting')) return <AgentOverlay snapshot={snapshot} send={send} />;
  return null;
}

type AgentSnapshot = SnapshotFrom<typeof agentCentreMachine>;
type AgentSend = (event: { type: 'CLOSE' } | { type: 'RETRY' } | { type: 'RELOAD_OPTIONS' }) => void;

function AgentOverlay({ snapshot, send }: { snapshot: AgentSnapshot; send: AgentSend }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const member = SessionActor.useSelector((s) => s.context.member);
  const session = SessionActor.useActorRef();
  const { page, options, errorCode } = snapshot.context;
  const entries = useMemo(() => (options ? agentMenu(options) : []), [options]);
  const loaded = options !== null && (snapshot.matches({ open: 'ready' }) || snapshot.matches({ open: 'reloading' }));

  useScrollLock();
  const nav = useRef<HTMLElement>(null);
  // On a phone the menu is one row that scrolls sideways.
  const menuHint = useScrollHint<HTMLUListElement>(entries.length);
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [page, entries]);
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    return () => previous?.focus?.();
  }, []);
  // Escape closes the centre unless a dialog above it (a page's confirmation) has the focus.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const active = document.activeElement;
      if (active && active !== document.body && !panel.current?.contains(active)) return;
      if (active?.closest('[role="alertdialog"]')) return;
      send({ type: 'CLOSE' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [send]);

  const locationRef = useRef(location);
  locationRef.current = location;
  const refresh = useCallback(() => session.send({ type: 'REFRESH_MEMBER' }), [session]);
  const reloadOptions = useCallback(() => send({ type: 'RELOAD_OPTIONS' }), [send]);
  const go = useCallback((to: AgentPage) => navigate(withAgent(locationRef.current, to)), [navigate]);
  const api = useMemo((): AgentApi | null => (member && options ? { member, options, refresh, reloadOptions, go } : null), [member, options, refresh, reloadOptions, go]);
  const Page = pageComponent(page);

  return (
    <div className="centre-overlay" data-testid="agent-centre-backdrop">
      <div ref={panel} className="centre agent-centre" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} data-testid="agent-centre" data-page={page}>
        <CentreHeader icon="briefcase" titleId={titleId} title={t('agent.title')} closeLabel={t('agent.close')} closeTestId="agent-close" onClose={() => send({ type: 'CLOSE' })} />
        <aside className="centre__side">
          {member && (
            <CentreMemberCard member={member} testId="agent-member" balanceTestId="agent-balance" />
          )}
          <nav ref={nav} className="centre__nav" aria-label={t('agent.nav')} data-testid="agent-menu">
            <ul ref={menuHint.ref} className={menuHint.className}>
              {entries.map((entry) => {
                const active = entry === page;
                return (
                  <li key={entry}>
                    <CentreMenuLink to={withAgent(location, entry)} active={active} icon={AGENT_ICONS[entry]} label={t(agentMenuLabel(entry))} testId={`agent-menu-${entry}`} />
                  </li>
                );
              })}
            </ul>
          </nav>
        </aside>
        <section className="centre__main" aria-label={t(agentMenuLabel(page))} data-testid="agent-main">
          {snapshot.matches({ open: 'failed' }) ? (
            <div className="record-error agent-options-failed" role="alert" data-testid="agent-options-failed">
              <Icon name="warning" size={22} />
              <p className="record-error__text">{t(errorKey(errorCode))}</p>
              <button type="button" className="button button--ghost" onClick={() => send({ type: 'RETRY' })} data-testid="agent-options-retry">
                <Icon name="refresh" size={16} />
                {t('common.retry')}
              </button>
            </div>
          ) : loaded && api && Page ? (
            <AgentContext.Provider value={api}>
              <ChunkErrorBoundary>
                <Suspense fallback={<Waiting testId="agent-page-loading" />}>
                  <Page key={page} />
                </Suspense>
              </ChunkErrorBoundary>
            </AgentContext.Provider>
          ) : (
            <Waiting testId="agent-waiting" />
          )}
        </section>
      </div>
    </div>
  );
}

function Waiting({ testId }: { testId: string }) {
  const t = useT();
  return (
    <div className="centre-page-loading" data-testid={testId}>
      <Spinner size="large" label={t('common.loading')} />
    </div>
  );
}
