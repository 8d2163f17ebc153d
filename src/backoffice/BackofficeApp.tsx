import { useMachine } from '@xstate/react';
import { lazy, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { staffSignInMachine } from '../../machines/staffSignIn.machine';
import * as api from './api';
import { ConsoleFrame } from './ConsoleFrame';
import { ConsolePreferences, useCT } from './intl';
import { Forbidden, Overview } from './pages/Overview';
import { BASE, sectionsFor } from './sections';
import { StaffSessionContext, type StaffSessionValue } from './session';
import { SignIn } from './SignIn';
import type { Permission } from '../../server/shared/staffRoles';

const MoneyQueue = lazy(() => import('./pages/MoneyQueue').then((m) => ({ default: m.MoneyQueue })));
const AuditLog = lazy(() => import('./pages/AuditLog').then((m) => ({ default: m.AuditLog })));
const StaffAccounts = lazy(() => import('./pages/StaffAccounts').then((m) => ({ default: m.StaffAccounts })));
const Players = lazy(() => import('./pages/Players').then((m) => ({ default: m.Players })));
const PlayerPage = lazy(() => import('./pages/PlayerPage').then((m) => ({ default: m.PlayerPage })));
const PendingAdjustments = lazy(() => import('./pages/PendingAdjustments').then((m) => ({ default: m.PendingAdjustments })));
const ApiKeys = lazy(() => import('./pages/ApiKeys').then((m) => ({ default: m.ApiKeys })));
const Agents = lazy(() => import('./pages/Agents').then((m) => ({ default: m.Agents })));
const Reports = lazy(() => import('./pages/Reports').then((m) => ({ default: m.Reports })));
const Settings = lazy(() => import('./pages/Settings').then((m) => ({ default: m.Settings })));
const ApplicationQueue = lazy(() => import('./pages/ApplicationQueue').then((m) => ({ default: m.ApplicationQueue })));
const RedemptionQueue = lazy(() => import('./pages/RedemptionQueue').then((m) => ({ default: m.RedemptionQueue })));
const SupportChat = lazy(() => import('./pages/SupportChat').then((m) => ({ default: m.SupportChat })));
const IdentityReviews = lazy(() => import('./pages/identity/IdentityReviews').then((m) => ({ default: m.IdentityReviews })));
const ContentPage = lazy(() => import('./pages/ContentPage').then((m) => ({ default: m.ContentPage })));

/** The tab keeps the staff token in session storage: a reload stays signed in, a new tab signs in. */
const TOKEN_KEY = 'staffToken';

export const signInLogic = staffSignInMachine.provide({
  actors: {
    loadStaff: fromPromise(({ input, signal }) => api.fetchMe(input.token, { signal })),
    signIn: fromPromise(({ input, signal }) => api.signIn(input, { signal })),
    verifyCode: fromPromise(({ input, signal }) => api.verifyTotp(input, { signal })),
    enrol: fromPromise(({ input, signal }) => api.enrol(input, { signal })),
    signOut: fromPromise(({ input, signal }) => api.signOut(input.token, { signal })),
  },
});

export function BackofficeApp() {
  return (
    <ConsolePreferences>
      <Console />
    </ConsolePreferences>
  );
}

function Console() {
  const [snapshot, send, actor] = useMachine(signInLogic, { input: { token: sessionStorage.getItem(TOKEN_KEY) } });
  // Any console call answered not_logged_in ends the session here.
  useEffect(() => api.onSessionEnded(() => actor.send({ type: 'SESSION_ENDED' })), [actor]);
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.context.token && s.matches('signedIn')) sessionStorage.setItem(TOKEN_KEY, s.context.token);
      else if (!s.context.token) sessionStorage.removeItem(TOKEN_KEY);
    });
    return () => sub.unsubscribe();
  }, [actor]);

  const { token, staff } = snapshot.context;
  const session = useMemo<StaffSessionValue | null>(
    () => (token && staff ? { token, staff, signOut: () => send({ type: 'SIGN_OUT' }) } : null),
    [token, staff, send],
  );
  if (!snapshot.matches('signedIn') || !session) return <SignIn snapshot={snapshot} send={send} />;
  return (
    <StaffSessionContext.Provider value={session}>
      <ConsoleRoutes permissions={session.staff.permissions} />
    </StaffSessionContext.Provider>
  );
}

function ConsoleRoutes({ permissions }: { permissions: readonly Permission[] }) {
  const t = useCT();
  const may = (permission: Permission) => permissions.includes(permission);
  const guarded = (permission: Permission, page: React.ReactNode) => (may(permission) ? page : <Forbidden />);
  const first = sectionsFor(permissions)[0];
  return (
    <Routes>
      <Route path={BASE} element={<ConsoleFrame />}>
        <Route index element={first ? <Navigate to={first.path} replace /> : <Overview />} />
        <Route path="players" element={guarded('players.read', <Players />)} />
        <Route path="players/:id" element={guarded('players.read', <PlayerPage />)} />
        <Route path="money" element={guarded('money.decide', <MoneyQueue />)} />
        <Route path="adjustments" element={guarded('money.adjust', <PendingAdjustments />)} />
        <Route path="applications" element={guarded('rewards.review', <ApplicationQueue />)} />
        <Route path="redemptions" element={guarded('rewards.review', <RedemptionQueue />)} />
        <Route path="identity" element={guarded('risk.manage', <IdentityReviews />)} />
        <Route path="chat" element={guarded('chat.answer', <SupportChat />)} />
        <Route path="audit" element={guarded('audit.read', <AuditLog />)} />
        <Route path="staff" element={guarded('staff.manage', <StaffAccounts />)} />
        <Route path="keys" element={guarded('staff.manage', <ApiKeys />)} />
        <Route path="agents/*" element={guarded('agents.manage', <Agents />)} />
        <Route path="reports" element={guarded('reports.read', <Reports />)} />
        <Route path="settings" element={sectionsFor(permissions).some((s) => s.path === `${BASE}/settings`) ? <Settings /> : <Forbidden />} />
        <Route path="content" element={<Navigate to="notices" replace />} />
        <Route path="content/:kind" element={guarded('content.manage', <ContentPage />)} />
        <Route path="*" element={<p className="bo-empty">{t('backoffice.notFound')}</p>} />
      </Route>
      <Route path="*" element={<Navigate to={BASE} replace />} />
    </Routes>
  );
}
