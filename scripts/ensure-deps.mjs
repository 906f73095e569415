// Installs what is missing, with no dependency of its own: `npm ci` when node_modules is
// absent or older than package-lock.json (a stamp holds the lock's hash).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const stamp = 'node_modules/.portico-lock-hash';

export function lockHash() {
  return createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
}

export function ensureDeps() {
  const want = lockHash();
  const have = existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : '';
  if (existsSync('node_modules') && have === want) return;
  console.log(existsSync('node_modules') ? '› dependencies changed: npm ci' : '› installing dependencies: npm ci');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('✗ npm ci failed; see the output above.');
    process.exit(r.status ?? 1);
  }
  writeFileSync(stamp, want + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
