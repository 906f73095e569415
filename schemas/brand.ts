/**
 * A merchant's brand file (brands/<merchant>/brand.json), validated by brand.schema.json.
 * §3 "Brand configuration" plus what a white-label front end needs to look and read like
 * the merchant: theme tokens, domains, customer service, resources, counters, licences.
 */
import type { LangCode } from './languages';

export type GameCategory =
  | 'SPORTS'
  | 'LIVE'
  | 'RNG'
  | 'FISH'
  | 'ESPORTS'
  | 'PVP'
  | 'LOTT'
  | 'ELOTT'
  | 'COCKFIGHT'
  | 'INHOUSE';

export type LotteryType = 'SEA' | 'VN' | 'LOTT' | 'ELOTT';
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
export type CustomerServiceChannel = 'WHATSAPP' | 'TELEGRAM' | 'LINE';
export type ResourceType =
  | 'FACEBOOK'
  | 'YOUTUBE'
  | 'WHATSAPP'
  | 'TIKTOK'
  | 'INSTAGRAM'
  | 'TWITTER'
  | 'TELEGRAM'
  | 'MOBILECONFIG'
  | 'Android';

/** Colour tokens of one palette; every colour the UI paints comes from here. */
export interface Palette {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  primary: string;
  onPrimary: string;
  accent: string;
  onAccent: string;
  border: string;
  focus: string;
  success: string;
  warning: string;
  danger: string;
  overlay: string;
}

export interface BrandTheme {
  light: Palette;
  dark: Palette;
  /** Which palette a first visit uses when the system expresses no preference. */
  defaultMode: 'light' | 'dark';
  /** Corner radius in px for controls and cards. */
  radius: number;
  /** CSS font-family stack (system fonts only: nothing is fetched from outside). */
  font: string;
  /**
   * Per-language font-family stacks (a language not named uses `font`). Thai, Arabic and Hindi
   * also get the gateway's self-hosted Noto Sans face for their script (docs/decisions/053).
   */
  fonts?: Partial<Record<LangCode, string>>;
  /** Paths under the brand folder, served at /brands/<merchant>/<path>. */
  logo: string;
  logoDark?: string;
  favicon?: string;
}

export interface Resource {
  resourceType: ResourceType;
  url: string;
  labelNameEn?: string;
}

export interface CustomerService {
  channel: CustomerServiceChannel;
  url: string;
  /** Handle shown beside the channel, e.g. "@aurora_support". */
  handle: string;
}

export interface HomeCounters {
  depositSeconds: number;
  withdrawSeconds: number;
  paymentPartners: number;
  gamePartners: number;
}

/** Text per language code; the brand's default language must be present. */
export type LocalisedText = Partial<Record<LangCode, string>>;

export interface Licence {
  authority: string;
  text: LocalisedText;
}

/**
 * One OpenID Connect provider a brand offers for "log in with a social account" (§1, §4).
 * Server-side settings: the browser sees only `id` and `name` (schemas/permission.ts).
 */
export interface SocialLoginProvider {
  /** Stable code in URLs (/wps/session/social/<id>/start) and in account links. */
  id: string;
  /** The provider's name on its button ("Continue with <name>"), e.g. "Google". */
  name: string;
  /** The issuer URL (https, discovery at /.well-known/openid-configuration), or "dev": the gateway's development identity provider. */
  issuer: string;
  clientId: string;
  /** NAME of the environment variable that holds the client secret; never the secret itself. */
  clientSecretEnv: string;
  /** Scopes asked for; always includes "openid". */
  scopes: string[];
}

export interface Brand {
  /** Merchant code; equals the folder name under brands/. */
  merchant: string;
  /** Display name of the brand. */
  name: string;
  platform: 'WEB';
  lotteryType: LotteryType;
  defaultLang: LangCode;
  supportLanguages: LangCode[];
  esportGames: string[];
  cockfightGames: string[];
  /** Whether in-house games are offered (the /inHouse route). */
  inHouse: boolean;
  prizeModes: PrizeMode[];
  /** Member types that are agents (§3: 1, 2, 41, 42). */
  agentType: number[];
  /** Member type of trial accounts (§3: 4). */
  trialType: number;
  theme: BrandTheme;
  /** Host names that select this merchant (the domain table). */
  domains: string[];
  mainDomain: string;
  customerService: CustomerService[];
  resources: Resource[];
  homeCounters: HomeCounters;
  licences: Licence[];
  copyright: { from: number; to: number };
  /** Minimum age of the agreement checkbox (§5, default 18). */
  minimumAge: number;
  /** Birthday confirmation age, when the brand asks for one (§5: 21). */
  birthdayAge?: number;
  /**
   * The country (ISO 3166-1 alpha-2) whose dialing code phone fields start from when the
   * visitor's location is unknown (§2.9; docs/decisions/031). Absent: the country of defaultLang.
   */
  defaultCountry?: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  analytics: { provider: 'none' | 'plausible'; siteId?: string };
  /** Social login providers (OpenID Connect); absent or empty: no social login. */
  socialLogin?: SocialLoginProvider[];
  /** Deposit channels, withdrawal limits and banks (issue 7); absent: the gateway's defaults. */
  payments?: BrandPayments;
  /** Wallet mode (docs/decisions/022-ledger.md): single wallet, or a wallet per game vendor with transfers (default). */
  wallet?: { single: boolean };
  /** Where a started game plays (docs/decisions/020): an in-page frame (default) or a new tab. */
  gameOpenMode?: 'frame' | 'tab';
  /** Limits of agent ↔ downline transfers (issue 17, docs/decisions/037); absent: the gateway's defaults. */
  agentTransfer?: BrandAgentTransfer;
  /** Customer-service live chat (§7 CBS_modelList, CBS_launchChat; docs/decisions/052); absent: no live chat. */
  liveChat?: BrandLiveChat;
}

/** One chat desk a member may open (CBS_modelList "model"). */
export interface LiveChatModel {
  /** Stable code in the launch call. */
  id: string;
  /** The desk's name per language; the brand's default language must be present. */
  name: LocalisedText;
}

/** The brand's live-chat provider (docs/decisions/052-engagement-misc.md). */
export interface BrandLiveChat {
  /** The provider's chat address (https; the gateway appends ?model=&ticket=), or "dev": the gateway's development chat page (never in production). */
  provider: string;
  /** NAME of the environment variable holding the key that signs tickets for an https provider; never the key itself. Not used by "dev". */
  ticketSecretEnv?: string;
  /** The desks offered, in order (at least one). */
  models: LiveChatModel[];
}

/** Agent ↔ downline transfer limits in minor units (docs/decisions/037-agent-opening-links-transfers.md). */
export interface BrandAgentTransfer {
  /** Smallest transfer. */
  minMinor: number;
  /** Largest single transfer. */
  maxMinor: number;
  /** Most a member may send by agent transfers (both directions) in one reporting day (UTC+8). */
  dailyMaxMinor: number;
}

/** One way to deposit (depositv2), with its limits in minor units. */
export interface BrandDepositChannel {
  id: string;
  kind: 'bank_transfer' | 'e_wallet' | 'qr_pay' | 'crypto';
  name: string;
  minMinor: number;
  maxMinor: number;
}

/** The brand's money settings (docs/decisions/023-deposits-withdrawals.md). */
export interface BrandPayments {
  deposit: { channels: BrandDepositChannel[] };
  withdrawal: {
    minMinor: number;
    maxMinor: number;
    /** Bank accounts a member may bind. */
    maxBankAccounts: number;
    /** §4 "{0} minutes": an unconfirmed disbursal is regarded as received after this. */
    autoReceiptMinutes: number;
  };
  banks: { code: string; name: string }[];
}
