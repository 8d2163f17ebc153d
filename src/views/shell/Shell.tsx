import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NoticeActor, RegionActor, SessionActor } from '../../app/actors';
import { withChunkTimeout } from '../../app/lazyPage';
import { lazyView } from '../../app/lazyView';
import { bannerGroupFor, isNavHidden } from '../../app/routeRules';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n/useT';
import { BannerArea } from './BannerArea';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { NoticeBar } from './NoticeBar';
import { ScrollManager } from './ScrollManager';
import { regionModalShown, sessionDialogShown } from './shellDialogs';
import { UpdatingDialog } from './UpdatingDialog';
import { RealityCheckLayer } from '../protection/RealityCheckLayer';

/** The portal around every page: header, banners and notices, the page, footer, popups. */
export function Shell() {
  const t = useT();
  const { pathname } = useLocation();
  const hasBanners = bannerGroupFor(pathname) !== null;
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Header navHidden={isNavHidden(pathname)} />
      <div className="shell-top">
        <RestrictedLayer />
        <BannerArea pathname={pathname} />
        {hasBanners && <NoticeBar />}
      </div>
      <main id="main" className="site-main" tabIndex={-1}>
        <PageBoundary key={pathname}>
          <Outlet />
        </PageBoundary>
      </main>
      <Footer />
      <UpdatingDialog />
      <CustomerServiceBar />
      <RegionLayer />
      <NoticeLayer />
      <GiftLayer />
      <RealityCheckLayer />
      <CentreLayer />
      <AgentLayer />
      <AccountLayer />
      <SessionDialogLayer />
    </div>
  );
}

// What the home page does not draw at first: the dialogs load with their first opening,
// and the customer-service bar, which waits for its own list anyway, loads beside the page
// instead of before it.
const SessionDialogs = lazyView(() => import('./SessionDialogs'), 'SessionDialogs');
const RegionModal = lazyView(() => import('./RegionModal'), 'RegionModal');
const NoticeModal = lazyView(() => import('./NoticeModal'), 'NoticeModal');
const GiftWatch = lazyView(() => import('./GiftWatch'), 'GiftWatch');
const CustomerServiceBar = lazyView(() => import('./CustomerServiceBar'), 'CustomerServiceBar');
const RestrictedBanner = lazyView(() => import('./RestrictedBanner'), 'RestrictedBanner');

// Each dialog watches its own machine, so one opening does not draw the shell again. The
// region and notice dialogs open on their own (a first visit, a notice to read after login):
// their chunks are asked for once the shell is up, so either shows as soon as it opens.
function RegionLayer() {
  useEffect(() => RegionModal.preload(), []);
  return RegionActor.useSelector(regionModalShown) ? <RegionModal /> : null;
}

function NoticeLayer() {
  useEffect(() => NoticeModal.preload(), []);
  return NoticeActor.useSelector((s) => s.matches({ modal: 'open' })) ? <NoticeModal /> : null;
}

// The gift popup opens after a member's login: its machine loads with the first one, and
// stays (a logout lets the next login look again), its chunk (with the claim) when it opens.
function GiftLayer() {
  const member = SessionActor.useSelector((s) => s.matches({ auth: { signedIn: 'member' } }));
  const [watching, setWatching] = useState(false);
  if (member && !watching) setWatching(true);
  return watching ? <GiftWatch /> : null;
}

// A self-excluded member's restricted mode says so on every page (issue 17).
function RestrictedLayer() {
  const restricted = SessionActor.useSelector((s) => s.context.token !== null && s.context.member?.restricted === true);
  return restricted ? <RestrictedBanner /> : null;
}

function SessionDialogLayer() {
  return SessionActor.useSelector(sessionDialogShown) ? <SessionDialogs /> : null;
}

// The account popups load with the first one opened, not with the home page.
const AccountPopups = lazy(() => withChunkTimeout(() => import('../account/AccountPopups')).then((m) => ({ default: m.AccountPopups })));

function AccountLayer() {
  const open = SessionActor.useSelector((s) => s.value.popup !== 'closed');
  if (!open) return null;
  return (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AccountPopups />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

// The personal centre loads when an address first asks for it (`?personal=<page>`):
// it is not part of what the home page needs for its first paint.
const PersonalCentre = lazy(() => withChunkTimeout(() => import('../centre/PersonalCentre')).then((m) => ({ default: m.PersonalCentre })));

function CentreLayer() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has('personal')) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <PersonalCentre />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

// The agent centre, likewise, loads when an address asks for it (`?agent=<page>`).
const AgentCentre = lazy(() => withChunkTimeout(() => import('../agent/AgentCentre')).then((m) => ({ default: m.AgentCentre })));

function AgentLayer() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has('agent')) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <AgentCentre />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** A lazily loaded page with its loading state, error fallback and scroll handling. */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        {children}
        <ScrollManager />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

function PageLoading() {
  const t = useT();
  return (
    <div className="page-loading" data-testid="page-loading">
      <Spinner size="large" label={t('common.loading')} />
    </div>
  );
}
