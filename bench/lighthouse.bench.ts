/**
 * Lighthouse 12 mobile (its default config, simulated throttling) per route and per demo brand,
 * median of 3 runs. The brand is chosen by ?merchant= on localhost (the gateway's fallback when
 * the host names no brand). Routes: every key of lighthouseMobileMin in the budgets.
 */
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromeFlags, chromePath } from './support/chromium';
import { budget, type Budgets, type Figure } from './support/report';

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

/** A run Lighthouse could not finish (runtimeError, no score) is run again, this many times at most. */
const attemptsPerRun = 3;

async function runOnce(url: string): Promise<Run> {
  let last: unknown = null;
  for (let attempt = 1; attempt <= attemptsPerRun; attempt++) {
    try {
      return await attemptOnce(url);
    } catch (error) {
      last = error;
      console.warn(`lighthouse ${url}: attempt ${attempt} failed (${String(error)})`);
    }
  }
  throw last instanceof Error ? last : new Error(String(last));
}

async function attemptOnce(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
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
    };
  } finally {
    chrome.kill();
  }
}

export function lighthouseRoutes(budgets: Budgets): string[] {
  const table = budgets.lighthouseMobileMin;
  return table && typeof table === 'object' ? Object.keys(table) : ['/'];
}

export async function benchLighthouse(base: string, merchants: string[], budgets: Budgets, routes: string[] = ['/'], runs = 3): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const route of routes) {
    for (const m of merchants) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await runOnce(`${base}${route}?merchant=${m}`));
      const note = `median of ${runs}: ${results.map((r) => r.score).join(', ')}`;
      figures.push({ name: `lighthouse ${m} ${route}`, value: median(results.map((r) => r.score)), unit: 'score', budget: budget(budgets, 'lighthouseMobileMin', route), kind: 'min', note });
      figures.push({ name: `LCP ${m} ${route}`, value: median(results.map((r) => r.lcp)), unit: 'ms', budget: budget(budgets, 'lcpLabMsMax'), kind: 'max' });
      figures.push({ name: `TBT ${m} ${route}`, value: median(results.map((r) => r.tbt)), unit: 'ms', budget: budget(budgets, 'tbtLabMsMax'), kind: 'max' });
      figures.push({ name: `CLS ${m} ${route}`, value: median(results.map((r) => r.cls)), unit: '', budget: budget(budgets, 'clsMax'), kind: 'max' });
    }
  }
  return figures;
}
