/**
 * The route table (react-router, declarative mode: a third the size of the data router): every
 * path of paths.ts, each page lazy (chunk groups of §2.1) and behind its access rule. Pages whose
 * issue has not landed render NotFound (with a link home) behind their guard.
 */
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import type { CategoryRoute as CategoryRoutePath } from '../../schemas/game-categories';
import { AppLayout } from './layout/app-layout';
import { homeAliases, paths, routeAccess, type PathName } from './paths';
import { loadFish, loadGameCenter, loadGameListCenter, loadHomePage } from './route-modules';
import { lazyPage } from './routes/lazy-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteGuard } from './routes/route-guard';

const HomePage = lazyPage(loadHomePage, 'HomePage');
const GameCenterCategory = lazyPage(loadGameCenter, 'CategoryRoute');
const HotPage = lazyPage(loadGameCenter, 'HotRoute');
const FishCategory = lazyPage(loadFish, 'CategoryRoute');
const GameListCenter = lazyPage(loadGameListCenter, 'GameListCenterRoute');

const category = (path: CategoryRoutePath) => <GameCenterCategory path={path} />;
const notYet = <NotFoundPage />;

/** The page of every named route (the type makes a forgotten route a compile error). */
const pages: Record<PathName, ReactNode> = {
  home: <HomePage />,
  login: notYet, // identity issue (chunk LoginPage)
  register: notYet, // identity issue (chunk RegisterPage)
  forgotPassword: notYet, // identity issue (chunk ForgetPage)
  changePassword: notYet, // identity issue (chunk ChangePasswordPage)
  agentHome: notYet, // agent issue (chunk AgentAc)
  agentPage: notYet,
  member: notYet, // wallet/member issue (chunk MemberCenter)
  memberPage: notYet,
  down: notYet, // src/features/download/download-page.tsx
  help: notYet, // src/features/help/help-route.tsx
  fish: <FishCategory path={paths.fish} />,
  join: notYet, // src/features/content/content-page.tsx (chunk Join)
  promotions: notYet, // chunk Promotions
  pointMall: notYet, // chunk PointMall
  seamless: notYet, // chunk Seamless
  sponsor1: notYet, // chunk Sponsor
  sponsor2: notYet,
  sponsor3: notYet,
  live: category(paths.live),
  pvp: category(paths.pvp),
  sports: category(paths.sports),
  esports: category(paths.esports),
  rng: category(paths.rng),
  lott: category(paths.lott),
  elott: category(paths.elott),
  cockfight: category(paths.cockfight),
  hot: <HotPage />,
  inHouse: category(paths.inHouse),
  lottery: notYet, // catalogue issue (chunk Lottery)
  seaLottery: notYet,
  vnLottery: notYet,
  gameListCenter: <GameListCenter />,
  terms: notYet,
  privacy: notYet,
  responsibleGaming: notYet,
};

function guarded(name: PathName): ReactNode {
  const access = routeAccess[name];
  return access === 'public' ? pages[name] : <RouteGuard access={access}>{pages[name]}</RouteGuard>;
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...(Object.keys(paths) as PathName[]).map((name): RouteObject => ({ path: paths[name], element: guarded(name) })),
      ...homeAliases.map((path): RouteObject => ({ path, element: pages.home })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export default function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
