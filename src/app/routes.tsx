import { isValidElement, type ComponentType } from 'react';
import { Navigate, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { ChunkErrorBoundary } from '../views/shell/ChunkErrorBoundary';
import { PageBoundary, Shell } from '../views/shell/Shell';
import { RealityCheckLayer } from '../views/protection/RealityCheckLayer';
import { lazyPage } from './lazyPage';

// Page groups, each its own chunk, so the home route loads only what it shows.
const homePages = () => import('../views/pages/home');
const gamePages = () => import('../views/pages/games');
const accountPages = () => import('../views/pages/account');
const contentPages = () => import('../views/pages/content');
const agentPages = () => import('../views/pages/agent');
const notFoundPages = () => import('../views/pages/NotFoundPage');
const housePages = () => import('../views/house');

const HomePage = lazyPage(homePages, 'HomePage');
const LivePage = lazyPage(gamePages, 'LivePage');
const SportsPage = lazyPage(gamePages, 'SportsPage');
const EsportsPage = lazyPage(gamePages, 'EsportsPage');
const ElottPage = lazyPage(gamePages, 'ElottPage');
const CockfightPage = lazyPage(gamePages, 'CockfightPage');
const RngPage = lazyPage(gamePages, 'RngPage');
const PvpPage = lazyPage(gamePages, 'PvpPage');
const FishPage = lazyPage(gamePages, 'FishPage');
const LotteryPage = lazyPage(gamePages, 'LotteryHomePage');
const VnLotteryPage = lazyPage(gamePages, 'VnLotteryPage');
const GamePage = lazyPage(gamePages, 'GamePage');
const SeamlessPage = lazyPage(gamePages, 'SeamlessPage');
const FbSportsPage = lazyPage(gamePages, 'FbSportsPage');
const SupportChatPage = lazyPage(gamePages, 'SupportChatPage');
const LoginPage = lazyPage(accountPages, 'LoginPage');
const RegisterPage = lazyPage(accountPages, 'RegisterPage');
const ForgetPage = lazyPage(accountPages, 'ForgetPage');
const ChangePasswordPage = lazyPage(accountPages, 'ChangePasswordPage');
const NoticeListPage = lazyPage(contentPages, 'NoticeListPage');
const PromotionsPage = lazyPage(contentPages, 'PromotionsPage');
const PromoDetailPage = lazyPage(contentPages, 'PromoDetailPage');
const VipPage = lazyPage(contentPages, 'VipPage');
const PointMallPage = lazyPage(contentPages, 'PointMallPage');
const HelpPage = lazyPage(contentPages, 'HelpPage');
const HelpStandalonePage = lazyPage(contentPages, 'HelpStandalonePage');
const DownloadPage = lazyPage(contentPages, 'DownloadPage');
const JoinPage = lazyPage(contentPages, 'JoinPage');
const AgentHomePage = lazyPage(agentPages, 'AgentHomePage');
const NotFoundPage = lazyPage(notFoundPages, 'NotFoundPage');
const HouseSlotPage = lazyPage(housePages, 'HouseSlotPage');
const HouseDicePage = lazyPage(housePages, 'HouseDicePage');
const HouseDemoPage = lazyPage(housePages, 'HouseDemoPage');
const HouseVerifyPage = lazyPage(housePages, 'HouseVerifyPage');

const page = (path: string, Element: ComponentType): RouteObject => ({ path, element: <Element /> });

/** A page alone, without the portal around it (the help centre, the house games the launcher frames). */
const standalone = (path: string, Element: ComponentType): RouteObject => ({
  path,
  element: (
    <main id="main" className="site-main site-main--standalone">
      <PageBoundary>
        <Element />
      </PageBoundary>
      <RealityCheckLayer />
    </main>
  ),
});

/** Every route of spec section 2 with its aliases. */
export const routes: RouteObject[] = [
  {
    // The help centre alone, without the portal around it.
    path: '/helpmc',
    element: (
      <main id="main" className="site-main site-main--standalone">
        <PageBoundary>
          <HelpStandalonePage />
        </PageBoundary>
      </main>
    ),
  },
  // The house games and their verification page, framed by /game (or opened alone).
  standalone('/house/slot', HouseSlotPage),
  standalone('/house/dice', HouseDicePage),
  standalone('/house/demo', HouseDemoPage),
  standalone('/house/verify', HouseVerifyPage),
  // The member's chat with customer service, opened in its own 440x750 window.
  standalone('/chat', SupportChatPage),
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <HomePage /> },
      page('index', HomePage),
      page('index.html', HomePage),
      page('home', HomePage),
      page('login', LoginPage),
      page('register', RegisterPage),
      page('register.html', RegisterPage),
      page('forget', ForgetPage),
      page('changePassword', ChangePasswordPage),
      page('noticePage', NoticeListPage),
      page('vip', VipPage),
      page('pointMall', PointMallPage),
      page('live', LivePage),
      page('sports', SportsPage),
      page('esports', EsportsPage),
      page('elott', ElottPage),
      page('cockfight', CockfightPage),
      page('rng', RngPage),
      page('pvp', PvpPage),
      page('fish', FishPage),
      page('lottery', LotteryPage),
      page('vnlottery', VnLotteryPage),
      // Footer category links are /{gametype lowercased}; LOTT's page is /lottery.
      { path: 'lott', element: <Navigate to="/lottery" replace /> },
      page('promotions', PromotionsPage),
      page('promoDetail', PromoDetailPage),
      page('seamless', SeamlessPage),
      page('fbsports', FbSportsPage),
      page('help', HelpPage),
      page('down', DownloadPage),
      page('download', DownloadPage),
      page('join', JoinPage),
      page('game', GamePage),
      page('agentHome', AgentHomePage),
      page('*', NotFoundPage),
    ],
  },
];

/** Paths of spec section 2 (with aliases), for tests and checks that walk every route. */
export const ROUTE_PATHS = [
  '/', '/index', '/index.html', '/home', '/login', '/register', '/register.html', '/forget',
  '/changePassword', '/noticePage', '/vip', '/pointMall', '/live', '/sports', '/esports', '/elott',
  '/cockfight', '/rng', '/pvp', '/fish', '/lottery', '/vnlottery', '/promotions', '/promoDetail',
  '/seamless', '/fbsports', '/help', '/helpmc', '/down', '/download', '/join', '/game', '/agentHome',
] as const;

/**
 * Asks for the chunk of the page at `pathname` at once, as the app starts: the page is drawn only
 * once the system status has answered, and its chunk would otherwise be asked for only then, one
 * round trip later (the chunk and the status call now travel together).
 */
export function preloadPage(pathname: string) {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (!isValidElement(element)) return;
  const type = element.type as { preload?: () => void };
  type.preload?.();
}

/** The routes in the current router; anything that throws outside a page still gets a message. */
export function AppRoutes() {
  return <ChunkErrorBoundary>{useRoutes(routes)}</ChunkErrorBoundary>;
}
