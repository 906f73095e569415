/**
 * Gateway paths (§7), one table shared by the browser's API client and the gateway's routes.
 * Paths §7 does not show are chosen under the same prefixes and listed in the OpenAPI document.
 */
export const apiPaths = {
  /** §2.2 startup call; path not shown in §7, chosen under /wps/system. */
  permission: '/wps/system/permission',
  systemStatus: '/wps/system/status',
  whitelabel: '/wps/system/whitelabel',
  registerSettings: '/wps/system/setting/register',
  domainRoute: '/wps/system/domainRoute',
  helpCenter: '/wps/system/helpCenter',
  login: '/wps/session/login',
  loginFreePlay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  smsNoLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  captcha: '/wps/captcha',
  memberInfo: '/wps/member/info',
  memberIcon: '/wps/member/info/icon',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  password: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordVerification: '/wps/member/password/verification',
  affiliate: '/wps/agent/affiliate',
  balance: '/wps/v2/wallets/balance',
  consolidatedFunds: '/wps/member/info/funds/consolidated',
  launchGame: '/wps/game/launchGame',
  feedback: '/wps/feedback',
  gameMenus: '/lgw/games/game_menus',
  popularGames: '/lgw/games/popular',
  vnGameMenu: '/lgw/vn/games/game_menu',
  vnRecentMenu: '/lgw/vn/games/game_menu/recent',
  relay: '/wps/relay/:action',
  /** §7 relay MCSFE_getListAnnouncements: banners, notices, popups, promotions (schemas/content.ts). */
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  /** §7 relay GCSGAME_gameVendor: the vendor list by merchantCode. */
  gameVendors: '/wps/relay/GCSGAME_gameVendor',
  /** Content pages (/join, /sponsor1..3, /seamless, home extras, terms …); not in §7, chosen under /wps/system. */
  contentPage: '/wps/system/content/:page',
  /** Generated vendor icons, /lgw/icons/vendor/<vassalage>.svg (immutable). */
  vendorIcon: '/lgw/icons/vendor/:file',
  /** Stored images by content hash, /lgw/media/<sha256>.<ext> (immutable). */
  media: '/lgw/media/:file',
  /** Second login step (authenticator, or SMS/e-mail code for a new IP); not in §7. */
  loginVerify: '/wps/session/login/verify',
  /** Sign in again with the remember-me cookie (READINGS #1); not in §7. */
  loginRemember: '/wps/session/login/remember',
  /** Redeem an e-mailed reset link with a new password (READINGS #2); not in §7. */
  passwordReset: '/wps/member/password/reset',
  /** Authenticator (TOTP): enrol, confirm with a code, disable with a code; not in §7. */
  totpEnrol: '/wps/member/totp/enrol',
  totpConfirm: '/wps/member/totp/confirm',
  totpDisable: '/wps/member/totp/disable',
  /** Social login (OpenID Connect, docs/decisions/016): browser navigations to the provider and back; not in §7. */
  socialStart: '/wps/session/social/:provider/start',
  socialCallback: '/wps/session/social/:provider/callback',
  /** The one-time code of a finished social login, exchanged for the login answer. */
  socialExchange: '/wps/session/social/exchange',
  /** Development only: the development identity provider (OpenID Connect) social logins of issuer "dev" use. */
  devOidc: '/dev/oidc',
  /** Registration's proof-of-work challenge (ALTCHA) where the captcha rule is off (docs/decisions/018); not in §7. */
  registerChallenge: '/wps/verification/challenge',
  /** The register form's precompiled validator as a JavaScript module (?mode=register|registerMobile; CSP-safe); not in §7. */
  registerValidator: '/wps/system/setting/register/validator.js',
  // Game catalogue (docs/decisions/017-game-catalogue.md): §7 relays, then paths §7 does not show.
  gameList: '/wps/relay/GCSGAME_gameList',
  vassGameType: '/wps/relay/GCSGAME_getVassGameType',
  hotGames: '/wps/relay/GCSGAME_hotGamesV2',
  winnerBoard: '/wps/relay/GCSGAME_getRankList',
  favouriteGames: '/wps/relay/MCSFE_getFavoriteGames',
  favouriteGamesList: '/wps/relay/MCSFE_getFavoriteGamesList',
  favouriteAdd: '/wps/relay/MCSFE_addFavoriteGameV2',
  favouriteRemove: '/wps/relay/MCSFE_removeFavoriteGameV2',
  recentGames: '/wps/relay/GCS_recentGame',
  roomList: '/wps/relay/GLS2_roomList',
  /** The compact full list of one game type for the virtualised lobby list (ETag, brotli). */
  gameCatalogue: '/lgw/games/catalogue',
  /** Generated game icons, /lgw/icons/game/<vassalage>/<nodeId>.png (or .svg; immutable). */
  gameIcon: '/lgw/icons/game/:vendor/:file',
  /** The demo vendor a launch URL points at: its page, script, style and two calls. */
  demoVendorPlay: '/lgw/demo-vendor/play',
  demoVendorAsset: '/lgw/demo-vendor/assets/:file',
  demoVendorSession: '/lgw/demo-vendor/session',
  demoVendorSpin: '/lgw/demo-vendor/spin',
  /** Development only (absent when NODE_ENV=production): messages the SMS/e-mail providers wrote. */
  devOutbox: '/dev/outbox',
  // Wallet ledger (issue 7, schemas/wallet.ts, docs/decisions/022-ledger.md): §7 relays, then paths §7 does not show.
  walletTransfer: '/wps/relay/GCS_walletTransfer',
  merchantWallet: '/wps/relay/GCS_merchantWallet',
  accountRecord: '/wps/member/records/account',
  bettingRecord: '/wps/member/records/betting',
  profitLoss: '/wps/member/records/profit-loss',
  // Member centre money and member data (issue 7, schemas/payments.ts, docs/decisions/023); not in §7.
  depositChannels: '/wps/member/deposit/channels',
  deposits: '/wps/member/deposits',
  bankAccounts: '/wps/member/bank-accounts',
  paymentPassword: '/wps/member/payment-password',
  withdrawalSettings: '/wps/member/withdrawal/settings',
  withdrawals: '/wps/member/withdrawals',
  withdrawalReceipt: '/wps/member/withdrawals/:id/receipt',
  /** A proof image of one of my withdrawals (session; position 1–3). */
  withdrawalProof: '/wps/member/withdrawals/:id/proofs/:position',
  inboxMessages: '/wps/member/messages',
  inboxMessageRead: '/wps/member/messages/:id/read',
  inboxReadAll: '/wps/member/messages/read-all',
  securityOverview: '/wps/member/security',
  securityCode: '/wps/member/security/code',
  securityPhone: '/wps/member/security/phone',
  securityEmail: '/wps/member/security/email',
  loginHistory: '/wps/member/security/login-history',
  profile: '/wps/member/profile',
  profileAvatar: '/wps/member/profile/avatar',
  /** Avatars by content hash, /lgw/avatars/<sha256>.<png|jpg|webp> (immutable; only while a profile uses it). */
  avatar: '/lgw/avatars/:file',
  // Winners, live chat, lottery results and the rest of §7 (issue 19, docs/decisions/052-engagement-misc.md).
  /** §7 CBS_modelList: the brand's chat desks (no token). */
  chatModels: '/wps/relay/CBS_modelList',
  /** §7 CBS_launchChat: the chat address with a ticket (member). */
  chatLaunch: '/wps/relay/CBS_launchChat',
  /** Development only (absent when production): the development chat provider's page (loopback visitors only). */
  devChat: '/dev/chat',
  /** §7 relay GCS_gameLaunchFB: the fallback form of the game launch (same body and answer as launchGame). */
  gameLaunchFallback: '/wps/relay/GCS_gameLaunchFB',
  /** §7 opened numero: draw history of the Vietnam lottery page's games (session). */
  openedNumerosVn: '/lgw/vn/numeros/opened/game',
  /** §7 opened numero: draw history of the other lottery pages' games (session). */
  openedNumerosLotto: '/lotto/lgw/games/opened/numero',
  /** §7 "first login": whether this session is the account's first login (member); the path is ours. */
  firstLogin: '/wps/member/info/firstLogin',
  // Raffle tickets and missions (issue 19, schemas/tickets.ts, schemas/missions.ts, docs/decisions/051).
  /** The member's tickets and the rules that earn them; not in §7, chosen under /wps/member. */
  tickets: '/wps/member/tickets',
  raffleClaim: '/wps/relay/MCS2_claimRafflePromotion',
  missionSummary: '/wps/relay/MCSFE_getMissionSummaryDetails',
  missionLeaderboard: '/wps/relay/MCSFE_getMissionLeaderboard',
} as const;

export type ApiPathName = keyof typeof apiPaths;

/** Prefixes owned by the API; everything else is the single-page app. */
export const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/api-docs', '/dev/', '/console/api/'] as const;

export function isApiPath(url: string): boolean {
  return apiPrefixes.some((p) => url.startsWith(p) || url === p.replace(/\/$/, ''));
}

/** Request header that names the brand (ARCHITECTURE.md "The gateway"). */
export const merchantHeader = 'merchant';
/** Query parameter that overrides the merchant outside production. */
export const merchantQuery = 'merchant';
