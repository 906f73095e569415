/**
 * Every route of §2.1, in one typed table, with who may open it. Components link with these
 * constants and helpers, never with string literals. Paths §2.1 does not show (gameListCenter,
 * member and agent sub-pages, terms, privacy, responsible gaming) are chosen here
 * (docs/decisions/006-app-shell-routes-and-session.md).
 */
import type { GameCategory } from '../../schemas/brand';
import { categoryRoutes } from '../../schemas/game-categories';

export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotPassword',
  changePassword: '/changePassword',
  agentHome: '/agentHome',
  agentPage: '/agentHome/:page',
  member: '/member',
  memberPage: '/member/:page',
  down: '/down',
  help: '/help',
  fish: '/fish',
  join: '/join',
  promotions: '/promotions',
  pointMall: '/pointMall',
  seamless: '/seamless',
  sponsor1: '/sponsor1',
  sponsor2: '/sponsor2',
  sponsor3: '/sponsor3',
  live: '/live',
  pvp: '/pvp',
  sports: '/sports',
  esports: '/esports',
  rng: '/rng',
  lott: '/lott',
  elott: '/elott',
  cockfight: '/cockfight',
  hot: '/hot',
  inHouse: '/inHouse',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  /** Named route with params vassalage and gameType (both lowercased); the path is ours. */
  gameListCenter: '/gameListCenter/:vassalage/:gameType',
  terms: '/terms',
  privacy: '/privacy',
  responsibleGaming: '/responsibleGaming',
  /** Winners list and customer-service live chat (§2.1 labels; paths ours, docs/decisions/052). */
  winners: '/winners',
  liveChat: '/liveChat',
  /** Raffle tickets and missions (issue 19, docs/decisions/051); not in §2.1, the paths are ours. */
  tickets: '/tickets',
  missions: '/missions',
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

/**
 * Who may open a route (§2.1, §6): anyone; a logged-in member (else /login); an agent (else
 * /login, or the "non-agents cannot log in" message); a stored session token (lottery pages,
 * else /login). Trial accounts are stopped on member and agent routes (§6).
 */
export type RouteAccess = 'public' | 'member' | 'agent' | 'token';

export const routeAccess: Record<PathName, RouteAccess> = {
  home: 'public',
  login: 'public',
  register: 'public',
  forgotPassword: 'public',
  changePassword: 'public',
  agentHome: 'agent',
  agentPage: 'agent',
  member: 'member',
  memberPage: 'member',
  down: 'public',
  help: 'public',
  fish: 'public',
  join: 'public',
  promotions: 'public',
  // The points mall is the member's (issue 19, docs/decisions/049).
  pointMall: 'member',
  seamless: 'public',
  sponsor1: 'public',
  sponsor2: 'public',
  sponsor3: 'public',
  live: 'public',
  pvp: 'public',
  sports: 'public',
  esports: 'public',
  rng: 'public',
  lott: 'public',
  elott: 'public',
  cockfight: 'public',
  hot: 'public',
  inHouse: 'public',
  lottery: 'token',
  seaLottery: 'token',
  vnLottery: 'token',
  gameListCenter: 'public',
  terms: 'public',
  privacy: 'public',
  responsibleGaming: 'public',
  winners: 'public',
  liveChat: 'member',
  tickets: 'member',
  missions: 'member',
};

/** Other addresses of home (§2.1: "/ (also index, index.html, home)"). */
export const homeAliases = ['/index', '/index.html', '/home'] as const;

export function isHomePath(pathname: string): boolean {
  return pathname === paths.home || (homeAliases as readonly string[]).includes(pathname);
}

/** The address of the vendor game list (params lowercased, §2.1). */
export function gameListCenterPath(vassalage: string, gameType: string): string {
  return paths.gameListCenter
    .replace(':vassalage', encodeURIComponent(vassalage.toLowerCase()))
    .replace(':gameType', encodeURIComponent(gameType.toLowerCase()));
}

/** §2.1 "Member centre pages". */
export const memberPages = [
  'securityCenter',
  'depositv2',
  'withdraw',
  'transactionHistory',
  'personalHistoryCopy',
  'messageV2',
  'rewardCenter',
  'profile',
  /** Transfer to my upline (issue 17, READINGS #23; not in §2.1's list, the path is ours). */
  'uplineTransfer',
  /** Feedback and its history (issue 19, §5; the path is ours). */
  'feedback',
] as const;
export type MemberPage = (typeof memberPages)[number];

/** Where /member leads (docs/decisions/024-member-centre.md). */
export const defaultMemberPage: MemberPage = 'depositv2';

export function memberPagePath(page: MemberPage): string {
  return paths.memberPage.replace(':page', page);
}

/** §2.1 "Agent centre (default page agentTeamOverview)". */
export const defaultAgentPage = 'agentTeamOverview';

export function agentPagePath(page: string = defaultAgentPage): string {
  return paths.agentPage.replace(':page', encodeURIComponent(page));
}

/** The query parameter of a category page that picks one vendor. */
export const vendorParam = 'vendor';

/** A category's page, optionally filtered to one vendor (the drop menu's vendor links). */
export function categoryPath(category: GameCategory, vassalage?: string): string {
  const base = categoryRoutes[category];
  return vassalage ? `${base}?${new URLSearchParams({ [vendorParam]: vassalage })}` : base;
}

/** Where a drop-menu vendor leads: the game list for slots (§4), else its category page. */
export function vendorPath(vendor: { vassalage: string; gameType: GameCategory }): string {
  return vendor.gameType === 'RNG'
    ? gameListCenterPath(vendor.vassalage, vendor.gameType)
    : categoryPath(vendor.gameType, vendor.vassalage);
}

/** The query parameter /login reads to return the player where they were going. */
export const returnParam = 'redirect';

/**
 * Only an address inside this site may be a return path: it starts with one "/" (not "//" or
 * "/\", which browsers read as another host) and is not the login page itself.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  const pathname = value.split(/[?#]/, 1)[0];
  return pathname === paths.login ? null : value;
}

export function loginPath(returnTo?: string): string {
  const safe = safeReturnPath(returnTo ?? null);
  return safe && safe !== paths.home ? `${paths.login}?${new URLSearchParams({ [returnParam]: safe })}` : paths.login;
}
