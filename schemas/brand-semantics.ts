/**
 * Checks of brand.json that a JSON Schema cannot express: names that must agree with each other
 * and with the folder, and theme colours that must stay readable (theme-contrast.ts).
 * Each check names the parts of the file it reads; it runs when those parts passed the schema,
 * so one run reports schema and semantic problems together.
 */
import type { Brand } from './brand';
import type { BrandProblem } from './check-brand';
import { checkPalette } from './theme-contrast';

type Problem = Omit<BrandProblem, 'file'>;

interface Check {
  /** JSON pointers the check reads; it is skipped when any of them failed the schema. */
  reads: string[];
  run: (brand: Brand, folderName: string) => Problem[];
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
