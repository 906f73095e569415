/**
 * Lighthouse 12 **desktop** (its desktop preset: no CPU slowdown, desktop screen) on the operator
 * console's pages (issue 18: "Console pages: Lighthouse desktop ≥ 95"), median of 3 runs each.
 * The sign-in page is measured signed out; the other pages with the demo owner's session cookie
 * (signed in through the API with password and authenticator code, as the browser does), so
 * Lighthouse measures the page staff see, not the sign-in form it would fall back to.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromeFlags, chromePath } from './support/chromium';
import { ownerSession } from './support/console-session';
import { budget, type Budgets, type Figure } from './support/report';
import { consolePages } from '../src/console/features/shell/console-pages';

/** Issue 18's floor, when the budgets name none. */
const defaultDesktopMin = 95;
const runs = 3;

/**
 * Console pages measured: sign-in, then every page of the console's navigation (a page about one
 * merchant for aurora), as the demo owner (who may open them all) sees it.
 */
const signedInPages = consolePages.map((p) => `/console${p.path}${p.merchantScoped ? '/aurora' : ''}`);

async function score(url: string, cookie: string | null): Promise<number> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const flags = { port: chrome.port, output: 'json' as const, onlyCategories: ['performance'], logLevel: 'error' as const, ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
    const result = await lighthouse(url, flags, desktopConfig);
    const value = result?.lhr.categories.performance?.score;
    if (!result || result.lhr.runtimeError || typeof value !== 'number') throw new Error(result?.lhr.runtimeError?.message ?? `no performance score for ${url}`);
    // A page that fell back to the sign-in form would measure the wrong page.
    if (cookie && new URL(result.lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${result.lhr.finalDisplayedUrl}`);
    return Math.round(value * 100);
  } finally {
    chrome.kill();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is made again, three tries at most. */
async function scoreWithRetry(url: string, cookie: string | null): Promise<number> {
  let last: unknown = null;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      return await score(url, cookie);
    } catch (error) {
      last = error;
      console.warn(`lighthouse ${url}: attempt ${attempt} failed (${String(error)})`);
    }
  }
  throw last instanceof Error ? last : new Error(String(last));
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function benchConsoleLighthouse(base: string, budgets: Budgets): Promise<Figure[]> {
  const consoleDesktopMin = budget(budgets, 'console', 'lighthouseDesktopMin') ?? defaultDesktopMin;
  const figures: Figure[] = [];
  const { cookie } = await ownerSession(base);
  for (const [page, session] of [['/console', null] as const, ...signedInPages.map((p) => [p, cookie] as const)]) {
    const scores: number[] = [];
    for (let i = 0; i < runs; i++) scores.push(await scoreWithRetry(`${base}${page}`, session));
    figures.push({ name: `lighthouse desktop ${page}`, value: median(scores), unit: 'score', budget: consoleDesktopMin, kind: 'min', note: `median of ${runs}: ${scores.join(', ')}${session ? ', signed in as the demo owner' : ''}` });
  }
  return figures;
}
