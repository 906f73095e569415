/**
 * `npm run bench [-- bundle lighthouse gateway]`: builds the bundle, starts the real gateway
 * on a fresh embedded database, measures, prints each figure beside its budget, and writes
 * bench/report.json. Budget misses are flagged, never a failure.
 */
import { readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { benchBundle } from './bundle.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchPermission } from './gateway.bench';
import { assertChromium } from './support/chromium';
import { startGateway } from './support/gateway-process';
import { loadBudgets, printTable, writeReport, type Figure } from './support/report';

const all = ['bundle', 'lighthouse', 'gateway'] as const;
const picked = process.argv.slice(2).filter((a) => (all as readonly string[]).includes(a));
const suites = picked.length ? picked : [...all];

const merchants = readdirSync('brands', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`brands/${d.name}/brand.json`))
  .map((d) => d.name);

const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) throw new Error('build failed');
assertChromium();

const { budgets, file } = loadBudgets();
const gateway = await startGateway();
const figures: Figure[] = [];
try {
  if (suites.includes('bundle')) figures.push(...(await benchBundle(gateway.url, merchants, budgets)));
  if (suites.includes('lighthouse')) figures.push(...(await benchLighthouse(gateway.url.replace('127.0.0.1', 'localhost'), merchants, budgets)));
  if (suites.includes('gateway')) figures.push(...(await benchPermission(gateway.url, merchants[0] ?? 'aurora', budgets)));
} finally {
  await gateway.stop();
}
writeReport(figures, file);
printTable(figures);
