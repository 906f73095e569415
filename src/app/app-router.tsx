/**
 * The route table (react-router, declarative mode: a third the size of the data router): every
 * path of paths.ts, each page lazy (chunk groups of §2.1) and behind its access rule. Pages whose
 * issue has not landed render NotFound (with a link home) behind their guard.
 */
import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import type { GameItem } from '../../schemas/catalogue';
import type { CategoryRoute as CategoryRoutePath } from '../../schemas/game-categories';
import { AppLayout } from './layout/app-layout';
import { agentPagePath, defaultMemberPage, homeAliases, memberPagePath, paths, routeAccess, type PathName } from './paths';
import {
  loadAgentAc,
  loadChangePasswordPage,
  loadContent,
  loadDownload,
  loadFish,
  loadForgetPage,
  loadGameCenter,
  loadGameCenterRng,
  loadGameListCenter,
  loadGameTile,
  loadHelp,
  loadHomePage,
  loadJoin,
  loadLiveChat,
  loadLoginPage,
  loadLottery,
  loadMemberCentre,
  loadPointMall,
  loadPromotions,
  loadRegisterPage,
  loadSeamless,
  loadSponsor,
  loadTickets,
  loadWinners,
} from './route-modules';
import { GameLaunchHost } from '../features/games/game-launch-host';
import { launchPathOf } from './routes/launch-paths';
import { lazyPage } from './routes/lazy-page';
import { NotFoundPage } from './routes/not-found-page';
import { RouteGuard } from './routes/route-guard';

const HomePage = lazyPage(loadHomePage, 'HomePage');
const GameCenterCategory = lazyPage(loadGameCenter, 'CategoryRoute');
const HotPage = lazyPage(loadGameCenter, 'HotRoute');
const RngLobby = lazyPage(loadGameCenterRng, 'RngLobbyRoute');
const FishCategory = lazyPage(loadFish, 'CategoryRoute');
const GameListCenter = lazyPage(loadGameListCenter, 'GameListCenterRoute');
const PromotionsPage = lazyPage(loadPromotions, 'PromotionsPage');
const JoinPage = lazyPage(loadJoin, 'ContentPage');
const PointMallPage = lazyPage(loadPointMall, 'PointMallRoute');
const SeamlessPage = lazyPage(loadSeamless, 'ContentPage');
const SponsorPage = lazyPage(loadSponsor, 'ContentPage');
const ContentPage = lazyPage(loadContent, 'ContentPage');
const DownloadPage = lazyPage(loadDownload, 'DownloadPage');
const HelpRoute = lazyPage(loadHelp, 'HelpRoute');
const LoginPage = lazyPage(loadLoginPage, 'LoginPage');
// Home's hot games show game tiles; the tile's chunk loads with them, after the first screen.
const LazyGameTile = lazyPage(loadGameTile, 'GameTile');
const renderHomeGame = (game: GameItem) => <LazyGameTile game={game} />;
const LotteryRoute = lazyPage(loadLottery, 'LotteryRoute');
const RegisterPage = lazyPage(loadRegisterPage, 'RegisterPage');

const ForgetPage = lazyPage(loadForgetPage, 'ForgetPage');
const ChangePasswordPage = lazyPage(loadChangePasswordPage, 'ChangePasswordPage');
const MemberCentre = lazyPage(loadMemberCentre, 'MemberCentre');
const AgentAc = lazyPage(loadAgentAc, 'AgentAc');
const WinnersPage = lazyPage(loadWinners, 'WinnersPage');
const LiveChatPage = lazyPage(loadLiveChat, 'LiveChatPage');
// Raffle tickets and missions: one lazy chunk (issue 19, docs/decisions/051).
const TicketsPage = lazyPage(loadTickets, 'TicketsPage');
const MissionsPage = lazyPage(loadTickets, 'MissionsPage');

/** /member/:page — the member centre's frame and page (docs/decisions/024-member-centre.md). */
function MemberPageRoute() {
  const { page } = useParams();
  return <MemberCentre page={page} changePasswordPath={paths.changePassword} />;
}

/** /agentHome/:page — the agent centre (chunk AgentAc, docs/decisions/038-agent-centre-browser.md). */
function AgentPageRoute() {
  const { page } = useParams();
  return <AgentAc page={page} />;
}

const category = (path: CategoryRoutePath) => <GameCenterCategory path={path} />;

/** The page of every named route (the type makes a forgotten route a compile error). */
const pages: Record<PathName, ReactNode> = {
  home: <HomePage renderGame={renderHomeGame} />,
  login: <LoginPage />,
  register: <RegisterPage />,
  forgotPassword: <ForgetPage />,
  changePassword: <ChangePasswordPage />,
  agentHome: <Navigate to={agentPagePath()} replace />,
  agentPage: <AgentPageRoute />,
  member: <Navigate to={memberPagePath(defaultMemberPage)} replace />,
  memberPage: <MemberPageRoute />,
  down: <DownloadPage />,
  // §2.1: home with the help-centre modal over it; closing returns to /.
  help: (
    <>
      <HomePage renderGame={renderHomeGame} />
      <HelpRoute closeTo={paths.home} />
    </>
  ),
  fish: <FishCategory path={paths.fish} />,
  join: <JoinPage page="join" />,
  promotions: <PromotionsPage />,
  pointMall: <PointMallPage />,
  seamless: <SeamlessPage page="seamless" />,
  sponsor1: <SponsorPage key="sponsor1" page="sponsor1" />,
  sponsor2: <SponsorPage key="sponsor2" page="sponsor2" />,
  sponsor3: <SponsorPage key="sponsor3" page="sponsor3" />,
  live: category(paths.live),
  pvp: category(paths.pvp),
  sports: category(paths.sports),
  esports: category(paths.esports),
  rng: <RngLobby />,
  lott: category(paths.lott),
  elott: category(paths.elott),
  cockfight: category(paths.cockfight),
  hot: <HotPage />,
  inHouse: category(paths.inHouse),
  lottery: <LotteryRoute page="lottery" />,
  seaLottery: <LotteryRoute page="seaLottery" />,
  vnLottery: <LotteryRoute page="vnLottery" />,
  gameListCenter: <GameListCenter />,
  terms: <ContentPage key="terms" page="terms" />,
  privacy: <ContentPage key="privacy" page="privacy" />,
  responsibleGaming: <ContentPage key="responsibleGaming" page="responsibleGaming" />,
  winners: <WinnersPage />,
  liveChat: <LiveChatPage />,
  tickets: <TicketsPage missionsPath={paths.missions} />,
  missions: <MissionsPage ticketsPath={paths.tickets} />,
};

function guarded(name: PathName): ReactNode {
  const access = routeAccess[name];
  return access === 'public' ? pages[name] : <RouteGuard access={access}>{pages[name]}</RouteGuard>;
}

export const routes: RouteObject[] = [
  {
    element: (
      <>
        <AppLayout />
        <GameLaunchHost pathOf={launchPathOf} />
      </>
    ),
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
