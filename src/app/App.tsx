import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { LogicContext } from './actors';
import { appLogic, type AppLogic } from './logic';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { LoginToHomeGuard, SessionProvider } from './session';

interface AppProps {
  /** The machines to run; the real API by default, fakes in tests. */
  logic?: AppLogic;
  /** Starts in memory at this path instead of the browser's address (tests). */
  initialPath?: string;
  /** Rendered inside the router beside the routes (tests observe the location with it). */
  children?: ReactNode;
}

export function App({ logic = appLogic, initialPath, children }: AppProps) {
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
        {initialPath === undefined ? (
          <BrowserRouter>{content}</BrowserRouter>
        ) : (
          <MemoryRouter initialEntries={[initialPath]}>{content}</MemoryRouter>
        )}
      </AppProviders>
    </LogicContext.Provider>
  );
}
