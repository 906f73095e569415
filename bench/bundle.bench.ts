/**
 * Initial JS per route: every script a fresh visit to the route loads until the network is
 * idle (entry, its static imports, the route's lazy chunk, the language catalogue), sized
 * from the built bundle (DIST_DIR or dist/) with gzip -9 and brotli q11. The largest brand per route is reported.
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

async function scriptsFor(url: string): Promise<Map<string, Buffer | null>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.filter((f) => f !== '--headless=new') });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, Promise<Buffer | null>>();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.set(new URL(r.url()).pathname, r.body().catch(() => null));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const bodies = await Promise.all([...scripts.values()]);
    return new Map([...scripts.keys()].map((k, i) => [k, bodies[i] ?? null]));
  } finally {
    await browser.close();
  }
}

export async function benchBundle(base: string, merchants: string[], budgets: Budgets): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const route of benchRoutes) {
    let worst = { gzip: 0, brotli: 0, files: 0, merchant: '' };
    for (const m of merchants) {
      const files = await scriptsFor(`${base}${route}?merchant=${m}`);
      const total = [...files].map(([f, served]) => sizes(path.join(distDir, f), served)).reduce((a, s) => ({ gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { gzip: 0, brotli: 0 });
      if (total.gzip > worst.gzip) worst = { ...total, files: files.size, merchant: m };
    }
    const note = `${worst.files} files, largest: ${worst.merchant}`;
    figures.push({ name: `initial JS ${route} gzip`, value: worst.gzip / 1000, unit: 'KB', budget: budget(budgets, 'initialJsGzipKB', route), kind: 'max', note });
    figures.push({ name: `initial JS ${route} brotli`, value: worst.brotli / 1000, unit: 'KB', budget: budget(budgets, 'initialJsBrotliKB', route), kind: 'max', note });
  }
  return figures;
}
