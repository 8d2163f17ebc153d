import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { LogicContext } from './actors';
import { appLogic, type AppLogic } from './logic';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { LoginToHomeGuard, SessionProvider } from './session';

interface AppProps {
  /** The machines to run; the real API by default, fakes in tests. */
  logic?: AppLogic;
  /**
   * The router: the browser's address by default; tests start a MemoryRouter at a path
   * (test/views/harness.tsx), which the app's own script then need not carry.
   */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Rendered inside the router beside the routes (tests observe the location with it). */
  children?: ReactNode;
}

export function App({ logic = appLogic, Router = BrowserRouter, children }: AppProps) {
  const content = (
    <SessionProvider>
      <LoginToHomeGuard>
        <AppRoutes />
      </LoginToHomeGuard>
      {children}
    </SessionProvider>
  );
  return (
    <LogicContext.Provider value={logic}>
      <AppProviders>
        <Router>{content}</Router>
      </AppProviders>
    </LogicContext.Provider>
  );
}
