/**
 * Checks of brand.json that a JSON Schema cannot express: names that must agree with each other
 * and with the folder, and theme colours that must stay readable (theme-contrast.ts).
 * Each check names the parts of the file it reads; it runs when those parts passed the schema,
 * so one run reports schema and semantic problems together.
 */
import type { Brand } from './brand';
import type { BrandProblem } from './check-brand';
import { catalogueLanguages } from './languages';
import { checkPalette } from './theme-contrast';

type Problem = Omit<BrandProblem, 'file'>;

/** The live-chat desks (docs/decisions/052): each id once, each named in the default language; an https provider names its ticket key. */
function liveChatProblems({ liveChat, defaultLang }: Brand): Problem[] {
  if (!liveChat) return [];
  const ids = liveChat.models.map((m) => m.id);
  const problems: Problem[] = liveChat.models.flatMap((m, i) => [
    ...(ids.indexOf(m.id) === i ? [] : [{ path: `/liveChat/models/${i}/id`, message: `chat desk "${m.id}" is listed twice`, hint: `give each desk its own id, or keep one "${m.id}" entry` }]),
    ...(m.name[defaultLang] ? [] : [{ path: `/liveChat/models/${i}/name`, message: `chat desk "${m.id}" has no name in the default language ${defaultLang}`, hint: `add "${defaultLang}": "<name>" to its name` }]),
  ]);
  if (liveChat.provider !== 'dev' && liveChat.ticketSecretEnv === undefined) {
    problems.push({ path: '/liveChat/ticketSecretEnv', message: 'an https chat provider needs the name of the variable holding its ticket key', hint: 'add "ticketSecretEnv": "<MERCHANT>_CHAT_TICKET_KEY" and set that variable on the gateway' });
  }
  return problems;
}

interface Check {
  /** JSON pointers the check reads; it is skipped when any of them failed the schema. */
  reads: string[];
  run: (brand: Brand, folderName: string) => Problem[];
}

/** Every all-digit last label makes a browser read the name as an IPv4 address (127.1, 2130706433). */
const ipAddress = /(^|\.)\d+$/;

/**
 * A domain players cannot reach: an IP address, or this machine's own name. Development hosts
 * under .localhost (aurora.localhost) stay allowed: browsers send them to this machine and the
 * demo brands answer on them; bare "localhost" would make the brand every loopback visitor's.
 */
function unreachableDomain(domain: string, i: number, merchant: string): Problem[] {
  const hint = `use the merchant's own host name, e.g. "${merchant}.example"; for development "${merchant}.localhost" works`;
  if (ipAddress.test(domain)) {
    return [{ path: `/domains/${i}`, message: `domain "${domain}" is an IP address, not a host name`, hint }];
  }
  if (domain === 'localhost' || domain === 'localhost.localdomain') {
    return [
      {
        path: `/domains/${i}`,
        message: `domain "${domain}" is this machine's own name (loopback), not a host name players can reach`,
        hint,
      },
    ];
  }
  return [];
}

const checks: Check[] = [
  {
    reads: ['/merchant'],
    run: (brand, folderName) =>
      brand.merchant === folderName
        ? []
        : [
            {
              path: '/merchant',
              message: `merchant "${brand.merchant}" does not match its folder name "${folderName}"`,
              hint: `set "merchant": "${folderName}" or rename the folder to brands/${brand.merchant}`,
            },
          ],
  },
  {
    reads: ['/defaultLang', '/supportLanguages'],
    run: (brand) =>
      brand.supportLanguages.includes(brand.defaultLang)
        ? []
        : [
            {
              path: '/defaultLang',
              message: `default language "${brand.defaultLang}" is not in supportLanguages`,
              hint: `add "${brand.defaultLang}" to supportLanguages or use one of ${brand.supportLanguages.join(', ')}`,
            },
          ],
  },
  {
    reads: ['/defaultLang', '/licences'],
    run: (brand) =>
      brand.licences.flatMap((licence, i) =>
        licence.text[brand.defaultLang] !== undefined
          ? []
          : [
              {
                path: `/licences/${i}/text`,
                message: `licence "${licence.authority}" has no text in the default language ${brand.defaultLang}`,
                hint: `add "${brand.defaultLang}": "<the licence sentence in ${brand.defaultLang}>"`,
              },
            ],
      ),
  },
  {
    reads: ['/mainDomain', '/domains'],
    run: (brand) =>
      brand.domains.includes(brand.mainDomain)
        ? []
        : [
            {
              path: '/mainDomain',
              message: `mainDomain "${brand.mainDomain}" is not one of the brand's domains`,
              hint: `use one of ${brand.domains.join(', ')} or add it to domains`,
            },
          ],
  },
  {
    reads: ['/copyright'],
    run: ({ copyright: { from, to } }) =>
      from <= to
        ? []
        : [
            {
              path: '/copyright/from',
              message: `copyright starts (${from}) after it ends (${to})`,
              hint: 'swap from and to',
            },
          ],
  },
  {
    reads: ['/agentType', '/trialType'],
    run: (brand) =>
      !brand.agentType.includes(brand.trialType)
        ? []
        : [
            {
              path: '/trialType',
              message: `member type ${brand.trialType} cannot be both a trial type and an agent type`,
              hint: 'use 4 for trial accounts and 1, 2, 41, 42 for agents (§3)',
            },
          ],
  },
  {
    reads: ['/customerService'],
    run: (brand) => {
      const channels = brand.customerService.map((c) => c.channel);
      return channels.flatMap((channel, i) =>
        channels.indexOf(channel) === i
          ? []
          : [
              {
                path: `/customerService/${i}/channel`,
                message: `customer-service channel ${channel} is listed twice`,
                hint: `keep one ${channel} entry`,
              },
            ],
      );
    },
  },
  {
    reads: ['/analytics', '/mainDomain'],
    run: ({ analytics, mainDomain }) =>
      analytics.provider !== 'plausible' || analytics.siteId !== undefined
        ? []
        : [
            {
              path: '/analytics/siteId',
              message: 'analytics provider "plausible" needs a siteId',
              hint: `add "siteId": "${mainDomain}" or set "provider": "none"`,
            },
          ],
  },
  {
    reads: ['/socialLogin'],
    run: (brand) => {
      const ids = (brand.socialLogin ?? []).map((p) => p.id);
      return ids.flatMap((id, i) =>
        ids.indexOf(id) === i
          ? []
          : [
              {
                path: `/socialLogin/${i}/id`,
                message: `social login provider "${id}" is listed twice`,
                hint: `give each provider its own id, or keep one "${id}" entry`,
              },
            ],
      );
    },
  },
  {
    reads: ['/liveChat', '/defaultLang'],
    run: (brand) => liveChatProblems(brand),
  },
  {
    reads: ['/domains', '/merchant'],
    run: (brand) => brand.domains.flatMap((domain, i) => unreachableDomain(domain, i, brand.merchant)),
  },
  {
    reads: ['/supportLanguages'],
    run: (brand) =>
      brand.supportLanguages.flatMap((code, i) =>
        catalogueLanguages.includes(code)
          ? []
          : [
              {
                path: `/supportLanguages/${i}`,
                message: `language "${code}" has no message catalogue (locales/${code}.json): players would see message keys`,
                hint: `remove "${code}", or add locales/${code}.json with every key first; languages with a catalogue: ${catalogueLanguages.join(', ')}`,
              },
            ],
      ),
  },
  {
    // A per-language font stack for a language the brand does not offer is never used (decision 053).
    reads: ['/theme/fonts', '/supportLanguages'],
    run: (brand) =>
      Object.keys(brand.theme.fonts ?? {}).flatMap((code) =>
        (brand.supportLanguages as string[]).includes(code)
          ? []
          : [
              {
                path: `/theme/fonts/${code}`,
                message: `font stack for language "${code}", which is not in supportLanguages`,
                hint: `remove it, or add "${code}" to supportLanguages; offered: ${brand.supportLanguages.join(', ')}`,
              },
            ],
      ),
  },
  {
    reads: ['/minimumAge', '/birthdayAge'],
    run: ({ minimumAge, birthdayAge }) =>
      birthdayAge === undefined || birthdayAge >= minimumAge
        ? []
        : [
            {
              path: '/birthdayAge',
              message: `birthday age ${birthdayAge} is below the minimum age ${minimumAge}`,
              hint: `use ${minimumAge} or more (§5: 21), or leave birthdayAge out`,
            },
          ],
  },
  {
    reads: ['/payments'],
    run: ({ payments }) => {
      if (payments === undefined) return [];
      const channels = payments.deposit.channels.flatMap((c, i) =>
        c.minMinor <= c.maxMinor
          ? []
          : [
              {
                path: `/payments/deposit/channels/${i}/minMinor`,
                message: `deposit channel "${c.id}": minimum ${c.minMinor} is above maximum ${c.maxMinor}`,
                hint: 'make minMinor at most maxMinor (both in minor units: fen, cents)',
              },
            ],
      );
      const { minMinor, maxMinor } = payments.withdrawal;
      return minMinor <= maxMinor
        ? channels
        : [
            ...channels,
            {
              path: '/payments/withdrawal/minMinor',
              message: `withdrawal minimum ${minMinor} is above maximum ${maxMinor}`,
              hint: 'make minMinor at most maxMinor (both in minor units: fen, cents)',
            },
          ];
    },
  },
  {
    reads: ['/agentTransfer'],
    run: ({ agentTransfer }) => {
      if (agentTransfer === undefined) return [];
      const { minMinor, maxMinor, dailyMaxMinor } = agentTransfer;
      const hint = 'keep minMinor ≤ maxMinor ≤ dailyMaxMinor (all in minor units: fen, cents)';
      if (minMinor > maxMinor)
        return [{ path: '/agentTransfer/minMinor', message: `agent transfer minimum ${minMinor} is above maximum ${maxMinor}`, hint }];
      if (maxMinor > dailyMaxMinor)
        return [{ path: '/agentTransfer/maxMinor', message: `agent transfer maximum ${maxMinor} is above the daily maximum ${dailyMaxMinor}`, hint }];
      return [];
    },
  },
  { reads: ['/theme/light'], run: (brand) => checkPalette('light', brand.theme.light) },
  { reads: ['/theme/dark'], run: (brand) => checkPalette('dark', brand.theme.dark) },
];

/**
 * Runs every check whose inputs are sound. `sound(pointer)` says whether that part of the file
 * passed the schema; with the default (all sound) the brand must be fully schema-valid.
 */
export function checkBrandSemantics(
  brand: Brand,
  folderName: string,
  sound: (pointer: string) => boolean = () => true,
): Problem[] {
  return checks.filter((c) => c.reads.every(sound)).flatMap((c) => c.run(brand, folderName));
}
