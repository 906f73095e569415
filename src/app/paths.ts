/**
 * Every route of §2.1, in one typed table. Components link with these constants, never with
 * string literals. Paths §2.1 does not show (gameListCenter) are chosen here.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgotPassword',
  changePassword: '/changePassword',
  agentHome: '/agentHome',
  member: '/member',
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
} as const;

export type PathName = keyof typeof paths;
export type AppPath = (typeof paths)[PathName];

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
