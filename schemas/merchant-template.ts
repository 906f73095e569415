/**
 * What a merchant onboarded in the console starts from (docs/decisions/045): a brand with a
 * neutral palette that passes the contrast check in both modes, English first, placeholder
 * links under the merchant's own main domain; username registration and login only (no SMS, no
 * agent programme, no free play), and the registration fields every brand needs. Staff change
 * all of it in the editor, the modules page and the rules page before publishing.
 */
import type { Brand } from './brand';
import type { RegisterRules } from './register-rules';

export interface MerchantBasics {
  code: string;
  name: string;
  /** Host names; the first is the main domain. */
  domains: string[];
}

/** The names the placeholder images get (stored as console uploads at onboarding). */
export const templateImages = { logo: 'logo-template', favicon: 'favicon-template' } as const;

export function brandTemplate({ code, name, domains }: MerchantBasics, images: { logo: string; favicon: string }): Brand {
  const main = domains[0] ?? `${code}.example`;
  const year = new Date().getUTCFullYear();
  return {
    merchant: code,
    name,
    platform: 'WEB',
    lotteryType: 'VN',
    defaultLang: 'EN',
    supportLanguages: ['EN'],
    esportGames: [],
    cockfightGames: [],
    inHouse: false,
    prizeModes: ['LOTT'],
    agentType: [1, 2, 41, 42],
    trialType: 4,
    theme: {
      light: {
        background: '#f6f7f9',
        surface: '#ffffff',
        surfaceRaised: '#eef0f4',
        text: '#15181e',
        textMuted: '#4a5160',
        primary: '#1d4ed8',
        onPrimary: '#ffffff',
        accent: '#b45309',
        onAccent: '#ffffff',
        border: '#d5d9e0',
        focus: '#1d4ed8',
        success: '#15803d',
        warning: '#a16207',
        danger: '#b91c1c',
        overlay: 'rgba(15, 18, 24, 0.55)',
      },
      dark: {
        background: '#0f1218',
        surface: '#171b23',
        surfaceRaised: '#1f2430',
        text: '#eef1f6',
        textMuted: '#aab2c0',
        primary: '#93b4ff',
        onPrimary: '#0b1430',
        accent: '#f59e0b',
        onAccent: '#1f1300',
        border: '#2c3342',
        focus: '#93b4ff',
        success: '#4ade80',
        warning: '#fbbf24',
        danger: '#f87171',
        overlay: 'rgba(0, 0, 0, 0.6)',
      },
      defaultMode: 'light',
      radius: 8,
      font: 'system-ui, "Segoe UI", Roboto, sans-serif',
      logo: images.logo,
      favicon: images.favicon,
    },
    domains: domains.length > 0 ? domains : [main],
    mainDomain: main,
    customerService: [{ channel: 'TELEGRAM', url: `https://${main}/go/telegram`, handle: `@${code}_support` }],
    resources: [],
    homeCounters: { depositSeconds: 60, withdrawSeconds: 120, paymentPartners: 10, gamePartners: 10 },
    licences: [],
    copyright: { from: year, to: year },
    minimumAge: 18,
    imageCDNs: [],
    launchGameCDNs: [],
    analytics: { provider: 'none' },
    payments: {
      deposit: { channels: [{ id: 'bank', kind: 'bank_transfer', name: 'Bank transfer', minMinor: 5000, maxMinor: 3000000 }] },
      withdrawal: { minMinor: 5000, maxMinor: 3000000, maxBankAccounts: 2, autoReceiptMinutes: 15 },
      banks: [{ code: 'CCB', name: 'China Construction Bank' }],
    },
    wallet: { single: true },
  } as Brand;
}

export const modulesTemplate: Record<string, boolean> = {
  REGISTERGROUP: true,
  DIRECTREG3: true,
  USERNAMEREG3: true,
  MOBILENUMREG3: false,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: false,
  LOGINGROUP: true,
  MOBILEVERCODELOGIN3: false,
  PWDEXPFORCECHANGE3: true,
  LOGINIPVERF3: false,
  FREEPLAY3: false,
  ACCOUNTGROUP: true,
  CHNGPASSVERIF3: false,
  CHECKIN3: false,
  AGENTGROUP: false,
  AGENTPOLICY3: false,
};

const text = (enabled: boolean, required: boolean, minLength: number | null, maxLength: number | null) => ({ enabled, required, minLength, maxLength, patternId: null, acceptedPattern: null });

export const registerRulesTemplate = {
  username: text(true, true, 6, 16),
  password: text(true, true, 8, 64),
  confirmPassword: text(true, true, 8, 64),
  affiliateCode: text(true, false, null, 32),
} as RegisterRules;

/** A plain placeholder logo and favicon: the merchant's initials on its primary colour. */
export function placeholderSvgs(name: string): { logo: string; favicon: string } {
  const initials = (name.match(/\p{L}|\p{N}/gu) ?? ['?']).slice(0, 2).join('').toUpperCase().replace(/[<>&"']/g, '');
  const label = name.replace(/[<>&"']/g, '').slice(0, 24);
  return {
    logo: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64"><rect width="64" height="64" rx="12" fill="#1d4ed8"/><text x="32" y="42" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text><text x="80" y="42" font-family="system-ui, sans-serif" font-size="24" font-weight="600" fill="#15181e">${label}</text></svg>`,
    favicon: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="12" fill="#1d4ed8"/><text x="32" y="42" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`,
  };
}
