/**
 * The three demo brands: each passes the checker, type-checks against Brand, keeps every text
 * colour readable in both palettes, and differs from the others where the product differs.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Brand, Palette } from '../schemas/brand';
import { contrastPairs } from '../schemas/theme-contrast';
import { checkBrandFiles } from '../schemas/check-brand';
import { black, composite, contrastOn, parseColour, white } from '../schemas/colour';
import type { ModuleFlags } from '../schemas/modules';
import type { RegisterRules } from '../schemas/register-rules';
import aurora from './aurora/brand.json';
import auroraModules from './aurora/modules.json';
import auroraRules from './aurora/register-rules.json';
import oasis from './oasis/brand.json';
import oasisModules from './oasis/modules.json';
import oasisRules from './oasis/register-rules.json';
import tigerbay from './tigerbay/brand.json';
import tigerbayModules from './tigerbay/modules.json';
import tigerbayRules from './tigerbay/register-rules.json';

/** JSON imports widen string literals ("WEB" becomes string); compare structure, not literals. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widen<U>[]
        : T extends object
          ? { [K in keyof T]: Widen<T[K]> }
          : T;

// Compile-time: every demo file has every required key of its contract with the right kinds.
const demos = {
  aurora: {
    brand: aurora satisfies Widen<Brand>,
    modules: auroraModules satisfies ModuleFlags,
    rules: auroraRules satisfies RegisterRules,
  },
  tigerbay: {
    brand: tigerbay satisfies Widen<Brand>,
    modules: tigerbayModules satisfies ModuleFlags,
    rules: tigerbayRules satisfies RegisterRules,
  },
  oasis: {
    brand: oasis satisfies Widen<Brand>,
    modules: oasisModules satisfies ModuleFlags,
    rules: oasisRules satisfies RegisterRules,
  },
};
const names = Object.keys(demos) as (keyof typeof demos)[];
const here = path.dirname(fileURLToPath(import.meta.url));
const brand = (name: keyof typeof demos): Brand => demos[name].brand as Brand; // checked by the first test

describe('demo brands', () => {
  it.each(names)('%s passes checkBrandFiles', (name) => {
    const { brand: b, modules, rules } = demos[name];
    expect(checkBrandFiles({ brand: b, modules, registerRules: rules }, name)).toEqual([]);
  });

  it.each(names.flatMap((n) => (['light', 'dark'] as const).map((m) => [n, m] as const)))(
    '%s %s palette: every text pair reaches its WCAG ratio (4.5:1 text, 3:1 focus)',
    (name, mode) => {
      const palette: Palette = brand(name).theme[mode];
      const page = mode === 'light' ? white : black;
      const colour = (k: keyof Palette) => parseColour(palette[k]) ?? page;
      const base = composite(colour('background'), page);
      for (const [fg, bg, min] of contrastPairs) {
        const ratio = contrastOn(colour(fg), colour(bg), bg === 'background' ? page : base);
        expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
      }
      expect(contrastPairs.filter(([, , min]) => min === 4.5).map(([fg, bg]) => `${fg}/${bg}`)).toEqual(
        expect.arrayContaining(['text/background', 'onPrimary/primary', 'onAccent/accent']),
      );
    },
  );

  it.each(names)('%s has small, self-contained SVG assets', (name) => {
    const theme = brand(name).theme;
    for (const asset of [theme.logo, theme.logoDark, theme.favicon]) {
      expect(asset).toBeDefined();
      const file = path.join(here, name, asset ?? '');
      expect(statSync(file).size).toBeLessThan(3 * 1024);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // nothing fetched from elsewhere: no href, no url(), no <image>, no script
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(
        /href|url\(|<image|<script|https?:/i,
      );
    }
  });

  it('differ in the dimensions that matter', () => {
    const a = brand('aurora');
    const t = brand('tigerbay');
    const o = brand('oasis');
    expect([a.defaultLang, t.defaultLang, o.defaultLang]).toEqual(['TW', 'EN', 'EN']);
    expect(a.supportLanguages).toEqual(['TW', 'CN', 'EN']);
    expect(o.supportLanguages).toContain('AR');
    expect(new Set([a.lotteryType, t.lotteryType, o.lotteryType]).size).toBe(3);
    expect([a.inHouse, t.inHouse, o.inHouse]).toEqual([true, false, true]);
    expect(o.cockfightGames).toEqual([]);
    expect([a.theme.defaultMode, t.theme.defaultMode, o.theme.defaultMode]).toEqual([
      'light',
      'dark',
      'light',
    ]);
    expect(new Set([a.theme.light.primary, t.theme.light.primary, o.theme.light.primary]).size).toBe(3);
    expect(a.homeCounters).toEqual({
      depositSeconds: 60,
      withdrawSeconds: 90,
      paymentPartners: 80,
      gamePartners: 23,
    });
    expect(t.homeCounters).not.toEqual(a.homeCounters);
    expect(t.customerService.map((c) => c.channel)).toEqual(['TELEGRAM']);
    expect([a.minimumAge, o.minimumAge, a.birthdayAge]).toEqual([18, 21, 21]);
    const on = (n: keyof typeof demos) => demos[n].modules;
    expect([on('aurora').MOBILENUMREG3, on('tigerbay').MOBILENUMREG3, on('oasis').MOBILENUMREG3]).toEqual([
      true,
      false,
      true,
    ]);
    expect([on('aurora').USERNAMEREG3, on('tigerbay').USERNAMEREG3, on('oasis').USERNAMEREG3]).toEqual([
      true,
      true,
      false,
    ]);
    expect([on('aurora').FREEPLAY3, on('tigerbay').FREEPLAY3, on('oasis').FREEPLAY3]).toEqual([
      true,
      true,
      false,
    ]);
    expect(Object.keys(demos.tigerbay.rules).sort()).toEqual([
      'affiliateCode',
      'confirmPassword',
      'password',
      'username',
    ]);
    expect(demos.oasis.rules.mobileNum.required && demos.oasis.rules.email.required).toBe(true);
    expect(demos.aurora.rules.payeeName.patternId).not.toBeNull();
  });

  it('carry licence text in every supported language and an app link of each kind', () => {
    for (const name of names) {
      const b = brand(name);
      for (const licence of b.licences)
        expect(Object.keys(licence.text).sort()).toEqual([...b.supportLanguages].sort());
      const types = b.resources.map((r) => r.resourceType);
      expect(types).toEqual(expect.arrayContaining(['MOBILECONFIG', 'Android']));
      for (const r of b.resources) expect(r.url.startsWith(`https://${name}.example/`)).toBe(true);
      expect(b.domains).toEqual([`${name}.localhost`, `${name}.example`]);
    }
  });
});
