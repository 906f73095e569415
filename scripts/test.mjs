// `npm test`: the one gate. Installs what is missing (npm packages, Debian's Chromium), then
// runs typecheck, lint, unit, gateway (PGlite and PostgreSQL), build and browser tests, and
// ends with a summary line. Every step runs even after a failure; the exit code is 1 if any failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { ensureDeps } from './ensure-deps.mjs';

const chromium = '/usr/bin/chromium';
const tmp = '.tmp/test';

function ensureChromium() {
  if (existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`✗ ${chromium} is missing and we are not root: run  sudo apt-get install -y chromium  and try again.`);
    return false;
  }
  console.log('› installing Debian Chromium for the browser tests');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const up = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const ins = up.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!ins || ins.status !== 0 || !existsSync(chromium)) {
    console.error('✗ apt-get install chromium failed; see the output above.');
    return false;
  }
  return true;
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: 5432 });
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
    s.once('timeout', () => (s.destroy(), resolve(false)));
  });
}

function readCounts(file, kind) {
  if (!existsSync(file)) return null;
  const j = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'vitest') return { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + (j.numTodoTests ?? 0) };
  const s = j.stats ?? {};
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0, skipped: s.skipped ?? 0 };
}

const node = process.execPath;
const bin = (p) => `node_modules/${p}`;
const steps = [
  // Typecheck and lint are one thread each: they run side by side on the two cores.
  { name: 'typecheck', cmd: [node, bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'], withNext: true },
  { name: 'lint', cmd: [node, bin('eslint/bin/eslint.js'), '.', '--max-warnings', '0'] },
  // Each step has a time limit (minutes): a step that hangs is killed and reported as failed, so
  // the whole run stays inside CI's 90 minutes and says which step it was. The browser step took
  // 1,907 s on one run of a slow day (its old 35-minute limit is 2,100 s): it gets 45, and unit
  // (under a minute) 5, so the limits add up to 85 minutes beside typecheck and lint (~2).
  { name: 'unit', limit: 5, cmd: [node, bin('vitest/vitest.mjs'), 'run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/unit.json`], counts: [`${tmp}/unit.json`, 'vitest'] },
  { name: 'gateway', limit: 30, cmd: [node, bin('vitest/vitest.mjs'), 'run', '--project', 'gateway', '--reporter=default', '--reporter=json', `--outputFile.json=${tmp}/gateway.json`], counts: [`${tmp}/gateway.json`, 'vitest'] },
  { name: 'build', limit: 5, cmd: [node, bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'] },
  { name: 'e2e', limit: 45, cmd: [node, bin('@playwright/test/cli.js'), 'test'], counts: [`${tmp}/e2e.json`, 'playwright'], needs: 'chromium' },
];

ensureDeps();
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const haveChromium = ensureChromium();
const pg = await postgresAnswers();
const env = {
  ...process.env,
  PLAYWRIGHT_JSON_OUTPUT_FILE: `${tmp}/e2e.json`,
  PLAYWRIGHT_JSON_OUTPUT_NAME: `${tmp}/e2e.json`,
  // In CI PostgreSQL must be there: the gateway suites then fail rather than quietly skip it.
  PORTICO_REQUIRE_POSTGRES: process.env.CI ? '1' : (process.env.PORTICO_REQUIRE_POSTGRES ?? ''),
};
console.log(`› PostgreSQL at 127.0.0.1:5432: ${pg ? 'answers — gateway suites run on PGlite and PostgreSQL' : 'not reachable — gateway suites run on PGlite only'}`);

/** Runs a step; its output is kept and printed whole when it ends (side-by-side steps never interleave). */
function runStep(step) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd[0], step.cmd.slice(1), { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    const done = (ok) => {
      console.log(`\n━━ ${step.name} ━━`);
      process.stdout.write(Buffer.concat(out));
      const counts = step.counts ? readCounts(...step.counts) : null;
      resolve({ name: step.name, ok, counts, secs: (Date.now() - started) / 1000 });
    };
    child.on('error', () => done(false));
    child.on('close', (code) => done(code === 0));
  });
}

const results = [];
for (let i = 0; i < steps.length; i++) {
  const step = steps[i];
  if (step.needs === 'chromium' && !haveChromium) {
    results.push({ name: step.name, ok: false, note: 'Chromium missing', secs: 0 });
    continue;
  }
  if (step.withNext && steps[i + 1]) {
    results.push(...(await Promise.all([runStep(step), runStep(steps[i + 1])])));
    i++;
    continue;
  }
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━`);
  // GNU timeout puts the step in its own process group and stops the whole group (workers, the
  // gateway a browser test started) when the limit passes; it exits 124, or 137 after the kill.
  const limit = step.limit ?? 10;
  const r = spawnSync('timeout', ['-k', '30s', `${limit}m`, ...step.cmd], { stdio: 'inherit', env });
  const timedOut = r.status === 124 || r.status === 137;
  if (timedOut) console.error(`✗ ${step.name} did not finish within its ${limit} minutes and was stopped`);
  const counts = timedOut ? null : step.counts ? readCounts(...step.counts) : null;
  results.push({ name: step.name, ok: r.status === 0, counts, secs: (Date.now() - started) / 1000, ...(timedOut ? { note: `stopped after ${limit} min` } : {}) });
}

let passed = 0;
let failed = 0;
let skipped = 0;
console.log('\n━━ summary ━━');
for (const r of results) {
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
    if (!r.ok && c.failed === 0) failed += 1; // the runner failed without a failing test (e.g. no tests, crash)
  } else if (r.ok) passed += 1;
  else failed += 1;
  const detail = c ? `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped` : r.note ?? (r.ok ? 'ok' : 'failed');
  console.log(`${r.ok ? '✓' : '✗'} ${r.name.padEnd(10)} ${detail}  (${r.secs.toFixed(1)} s)`);
}
console.log(`\nsummary: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
