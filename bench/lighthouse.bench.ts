/**
 * Lighthouse 12 mobile (its default config, simulated throttling) per route and per demo brand,
 * median of 5 runs (Lighthouse's own advice for simulated throttling: five runs' median halves the
 * spread of one run; decision 072), in the brand's default language and, where the brand offers it, in Arabic
 * (issue 20). The brand is chosen by ?merchant= on localhost (the gateway's fallback when the
 * host names no brand). Routes: every key of lighthouseMobileMin in the budgets.
 *
 * Another language is a returning player's choice: before the run, the language is stored in
 * the browser (local storage and the gateway's lang cookie) through the DevTools protocol and the
 * HTTP cache emptied, and Lighthouse keeps storage (disableStorageReset), so the load it measures
 * is cold but in that language.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { chromeFlags, chromePath } from './support/chromium';
import { budget, type Budgets, type Figure } from './support/report';

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's own CPU calibration of this machine (plain JavaScript speed). */
  benchmarkIndex: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** Runs per page and language, their median reported (every run's score is printed beside it). */
export const lighthouseRuns = 5;

/** A run Lighthouse could not finish (runtimeError, no score) is run again, this many times at most. */
const attemptsPerRun = 3;

async function runOnce(url: string, lang: string | null): Promise<Run> {
  let last: unknown = null;
  for (let attempt = 1; attempt <= attemptsPerRun; attempt++) {
    try {
      return await attemptOnce(url, lang);
    } catch (error) {
      last = error;
      console.warn(`lighthouse ${url}: attempt ${attempt} failed (${String(error)})`);
    }
  }
  throw last instanceof Error ? last : new Error(String(last));
}

/** Stores `lang` as the visitor's choice for the page's origin, then empties the HTTP cache. */
async function storeLanguage(port: number, url: string, lang: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    await context.addCookies([{ name: 'lang', value: lang, url }]);
    const page = await context.newPage();
    await page.goto(new URL('/robots.txt', url).toString());
    await page.evaluate((code) => {
      localStorage.setItem('lang', code);
      localStorage.setItem('hisLang', code);
    }, lang);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Leaves Chrome running: only this client disconnects.
    await browser.close().catch(() => undefined);
  }
}

async function attemptOnce(url: string, lang: string | null): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    if (lang) await storeLanguage(chrome.port, url, lang);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error', disableStorageReset: lang !== null });
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // A run that errored (a timeout, a page that did not load) has no score: not a 0 to average in.
    const score = lhr.categories.performance?.score;
    if (lhr.runtimeError || typeof score !== 'number') throw new Error(lhr.runtimeError?.message ?? 'no performance score');
    const audit = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round(score * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

export function lighthouseRoutes(budgets: Budgets): string[] {
  const table = budgets.lighthouseMobileMin;
  return table && typeof table === 'object' ? Object.keys(table) : ['/'];
}

/** The default language (null: nothing stored) and Arabic where the demo brand offers it. */
function languagesOf(merchant: string): (string | null)[] {
  const file = path.resolve('brands', merchant, 'brand.json');
  if (!existsSync(file)) return [null];
  const brand = JSON.parse(readFileSync(file, 'utf8')) as { defaultLang?: string; supportLanguages?: string[] };
  return brand.defaultLang !== 'AR' && brand.supportLanguages?.includes('AR') ? [null, 'AR'] : [null];
}

export async function benchLighthouse(base: string, merchants: string[], budgets: Budgets, routes: string[] = ['/'], runs = lighthouseRuns): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const route of routes) {
    for (const m of merchants) {
      for (const lang of languagesOf(m)) {
        const results: Run[] = [];
        for (let i = 0; i < runs; i++) results.push(await runOnce(`${base}${route}?merchant=${m}`, lang));
        const who = lang ? `${m} ${lang}` : m;
        const note = `median of ${runs}: ${results.map((r) => r.score).join(', ')}; benchmarkIndex ${Math.round(median(results.map((r) => r.benchmarkIndex)))}`;
        figures.push({ name: `lighthouse ${who} ${route}`, value: median(results.map((r) => r.score)), unit: 'score', budget: budget(budgets, 'lighthouseMobileMin', route), kind: 'min', note });
        figures.push({ name: `LCP ${who} ${route}`, value: median(results.map((r) => r.lcp)), unit: 'ms', budget: budget(budgets, 'lcpLabMsMax'), kind: 'max' });
        figures.push({ name: `TBT ${who} ${route}`, value: median(results.map((r) => r.tbt)), unit: 'ms', budget: budget(budgets, 'tbtLabMsMax'), kind: 'max' });
        figures.push({ name: `CLS ${who} ${route}`, value: median(results.map((r) => r.cls)), unit: '', budget: budget(budgets, 'clsMax'), kind: 'max' });
      }
    }
  }
  return figures;
}
