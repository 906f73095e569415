/**
 * `npm run bench [-- bundle lighthouse console gateway login registration lobby] [--route=/down] [--merchant=aurora]`: builds the bundle
 * (into DIST_DIR when set, else dist/), starts the real gateway
 * on a fresh embedded database, measures, prints each figure beside its budget, and writes
 * bench/report.json. Budget misses are flagged, never a failure.
 */
import { readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { benchBundle } from './bundle.bench';
import { benchConsoleLighthouse } from './console-lighthouse.bench';
import { benchConsolePublish } from './console-publish.bench';
import { benchLighthouse, lighthouseRoutes } from './lighthouse.bench';
import { benchPermission } from './gateway.bench';
import { benchCatalogue } from './catalogue.bench';
import { benchLedger } from './ledger.bench';
import { benchAgent } from './agent.bench';
import { benchSettlement } from './settlement.bench';
import { benchLobby } from './lobby.bench';
import { benchLogin } from './login.bench';
import { benchRegistration } from './registration.bench';
import { assertChromium } from './support/chromium';
import { distDir } from './support/dist-dir';
import { freshMemoryWarning, freshPageMicros, freshPageMicrosTypicalMax } from './support/machine';
import { startGateway } from './support/gateway-process';
import { loadBudgets, printTable, writeReport, type Figure } from './support/report';

const all = ['bundle', 'lighthouse', 'console', 'gateway', 'login', 'registration', 'lobby', 'ledger', 'agent', 'settlement'] as const;
const picked = process.argv.slice(2).filter((a) => (all as readonly string[]).includes(a));
const suites = picked.length ? picked : [...all];
/** `--route=/down` (repeatable) narrows the Lighthouse routes; default: every route with a budget. */
const routeArgs = process.argv.slice(2).filter((a) => a.startsWith('--route=')).map((a) => a.slice('--route='.length));
/** `--merchant=aurora` (repeatable) narrows the brands; default: every brand under brands/. */
const merchantArgs = process.argv.slice(2).filter((a) => a.startsWith('--merchant=')).map((a) => a.slice('--merchant='.length));

const merchants = readdirSync('brands', { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`brands/${d.name}/brand.json`))
  .map((d) => d.name)
  .filter((m) => merchantArgs.length === 0 || merchantArgs.includes(m));

// The bundle and the real gateway only for the suites that load pages or call it over HTTP (the
// database suites open their own databases; a gateway seeding every brand under load only slowed them).
const withGateway = suites.some((s) => ['bundle', 'lighthouse', 'console', 'gateway', 'lobby'].includes(s));
if (withGateway) {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  assertChromium();
}

const { budgets, file } = loadBudgets();
const started = withGateway ? await startGateway({ DIST_DIR: distDir }) : null;
const gateway = { url: started?.url ?? '', stop: async () => started?.stop() };
const figures: Figure[] = [];
// The machine's own cost beside the figures it produced (bench/support/machine.ts).
const pageMicros = freshPageMicros();
figures.push({ name: 'machine: fresh memory page', value: pageMicros, unit: 'µs', budget: null, kind: 'max', note: `typical hardware under ${freshPageMicrosTypicalMax} µs; browser figures scale with it` });
const warning = freshMemoryWarning(pageMicros);
if (warning) console.warn(warning);
try {
  if (suites.includes('bundle')) figures.push(...(await benchBundle(gateway.url, merchants, budgets)));
  if (suites.includes('lighthouse')) figures.push(...(await benchLighthouse(gateway.url.replace('127.0.0.1', 'localhost'), merchants, budgets, routeArgs.length ? routeArgs : lighthouseRoutes(budgets))));
  if (suites.includes('console')) figures.push(...(await benchConsolePublish(gateway.url, budgets)));
  if (suites.includes('console')) figures.push(...(await benchConsoleLighthouse(gateway.url, budgets)));
  if (suites.includes('gateway')) figures.push(...(await benchPermission(gateway.url, merchants[0] ?? 'aurora', budgets)));
  if (suites.includes('gateway')) figures.push(...(await benchCatalogue(gateway.url, merchants[0] ?? 'aurora', budgets)));
  if (suites.includes('login')) figures.push(...(await benchLogin(budgets)));
  if (suites.includes('registration')) figures.push(...benchRegistration(budgets));
  if (suites.includes('lobby')) figures.push(...(await benchLobby(gateway.url.replace('127.0.0.1', 'localhost'), merchants, budgets)));
  if (suites.includes('ledger')) figures.push(...(await benchLedger(budgets)));
  if (suites.includes('agent')) figures.push(...(await benchAgent(budgets)));
  if (suites.includes('settlement')) figures.push(...(await benchSettlement(budgets)));
} finally {
  await gateway.stop();
}
writeReport(figures, file);
printTable(figures);
