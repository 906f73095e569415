/**
 * Initial JS per route, as budgets.json defines it: every script a fresh visit to the route
 * asks for before its first contentful paint (entry, its static imports, the route's lazy
 * chunk, the language catalogue). The paint that counts is the app's: where the gateway draws
 * a still first paint before any script (phones, decision 007), the first contentful paint is
 * the still's, so the later of it and the `portico:app-first-screen` mark (set when the app's
 * first screen commits) is used. Sized from the built bundle (DIST_DIR or dist/) with gzip -9
 * and brotli q11. Beside it, for information, everything loaded until the network is idle
 * (the sections mounted after the first screen, the announcement popup). Each brand is visited
 * in each language it offers (the choice stored as a returning player's); the heaviest brand
 * and language per route is reported.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromeFlags, chromePath } from './support/chromium';
import { distDir } from './support/dist-dir';
import { budget, type Budgets, type Figure } from './support/report';

export const benchRoutes = ['/', '/rng', '/register'] as const;

function sizes(file: string, served?: Buffer | null): { gzip: number; brotli: number } {
  // A script the gateway generates (the register form's validator module) is not in the build: its served body counts.
  const buf = existsSync(file) ? readFileSync(file) : (served ?? Buffer.alloc(0));
  return {
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

interface Loaded {
  served: Buffer | null;
  /** Asked for before the first contentful paint. */
  beforePaint: boolean;
}

/** The languages a demo brand offers (brands/<merchant>/brand.json), its default first. */
function brandLanguages(merchant: string): string[] {
  const file = path.resolve('brands', merchant, 'brand.json');
  if (!existsSync(file)) return [''];
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { defaultLang?: string; supportLanguages?: string[] };
  return [...new Set([brand.defaultLang ?? '', ...(brand.supportLanguages ?? [])])];
}

async function scriptsFor(url: string, lang = ''): Promise<Map<string, Loaded>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  try {
    const page = await browser.newPage();
    // The language a returning player chose (src/api/storage.ts keys, and the cookie the gateway
    // reads to preload its catalogue): its catalogue is the one loaded.
    if (lang) {
      await page.context().addCookies([{ name: 'lang', value: lang, url }]);
      await page.addInitScript((code) => {
        localStorage.setItem('lang', code);
        localStorage.setItem('hisLang', code);
      }, lang);
    }
    const scripts = new Map<string, Promise<Buffer | null>>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.set(new URL(r.url()).pathname, r.body().catch(() => null));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const early = new Set(
      await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        const appScreen = performance.getEntriesByName('portico:app-first-screen')[0]?.startTime;
        const paint = appScreen === undefined ? fcp : Math.max(fcp, appScreen);
        return performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime < paint && /\.js(\?|$)/.test(e.name))
          .map((e) => new URL(e.name).pathname);
      }),
    );
    const bodies = await Promise.all([...scripts.values()]);
    return new Map([...scripts.keys()].map((k, i) => [k, { served: bodies[i] ?? null, beforePaint: early.has(k) }]));
  } finally {
    await browser.close();
  }
}

type Total = { gzip: number; brotli: number; files: number; merchant: string };


function total(files: [string, Loaded][], merchant: string): Total {
  let gzip = 0;
  let brotli = 0;
  for (const [f, loaded] of files) {
    const s = sizes(path.join(distDir, f), loaded.served);
    gzip += s.gzip;
    brotli += s.brotli;
  }
  return { gzip, brotli, files: files.length, merchant };
}

export async function benchBundle(base: string, merchants: string[], budgets: Budgets): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const route of benchRoutes) {
    let worst: Total = { gzip: 0, brotli: 0, files: 0, merchant: '' };
    let worstIdle: Total = { ...worst };
    // Every demo brand in every language it offers: the budget holds for the heaviest (budgets.json).
    for (const m of merchants) {
      for (const lang of brandLanguages(m)) {
        const files = [...(await scriptsFor(`${base}${route}?merchant=${m}`, lang))];
        const who = lang ? `${m} ${lang}` : m;
        const early = total(files.filter(([, l]) => l.beforePaint), who);
        // BENCH_BUNDLE_FILES=1: each file before first paint with its gzip size, to see what a change moved.
        if (process.env.BENCH_BUNDLE_FILES) {
          for (const [f, l] of files.filter(([, x]) => x.beforePaint)) console.log(`  ${route} ${who} ${f} ${sizes(path.join(distDir, f), l.served).gzip}`);
        }
        const idle = total(files, who);
        if (early.gzip > worst.gzip) worst = early;
        if (idle.gzip > worstIdle.gzip) worstIdle = idle;
      }
    }
    const note = `${worst.files} files before first paint, heaviest: ${worst.merchant}`;
    figures.push({ name: `initial JS ${route} gzip`, value: worst.gzip / 1000, unit: 'KB', budget: budget(budgets, 'initialJsGzipKB', route), kind: 'max', note });
    figures.push({ name: `initial JS ${route} brotli`, value: worst.brotli / 1000, unit: 'KB', budget: budget(budgets, 'initialJsBrotliKB', route), kind: 'max', note });
    const idleNote = `${worstIdle.files} files until the network is idle, heaviest: ${worstIdle.merchant} (information)`;
    figures.push({ name: `JS until idle ${route} gzip`, value: worstIdle.gzip / 1000, unit: 'KB', budget: null, kind: 'max', note: idleNote });
  }
  // The operator console's own initial JS (its separate build, decision 044): every script its
  // sign-in page loads until the network is idle (entry and the language's console messages).
  const consoleJs = total([...(await scriptsFor(`${base}/console`))], 'console');
  const consoleNote = `${consoleJs.files} files until the network is idle on the sign-in page (information)`;
  figures.push({ name: 'console initial JS gzip', value: consoleJs.gzip / 1000, unit: 'KB', budget: null, kind: 'max', note: consoleNote });
  figures.push({ name: 'console initial JS brotli', value: consoleJs.brotli / 1000, unit: 'KB', budget: null, kind: 'max', note: consoleNote });
  return figures;
}
