// `npm start`: install what is missing, build the bundle, start the gateway with the embedded
// database and the demo brands, print one URL per brand. Ctrl-C stops it cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();

console.log('› building the web bundle');
const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('✗ build failed; see the output above.');
  process.exit(build.status ?? 1);
}

const port = Number(process.env.PORT ?? 8080);
const env = { ...process.env, PORT: String(port), DATA_DIR: process.env.DATA_DIR ?? './data' };
const gateway = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], { stdio: 'inherit', env });

const brandsDir = process.env.BRANDS_DIR ?? 'brands';
const merchants = readdirSync(brandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(`${brandsDir}/${d.name}/brand.json`))
  .map((d) => d.name);

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    if (gateway.exitCode !== null) return false;
    try {
      const r = await fetch(`http://127.0.0.1:${port}/wps/system/health`);
      if (r.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

if (await waitForHealth(Date.now() + 60_000)) {
  const dbKind = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.DATA_DIR}`;
  console.log(`\nPortico is running on port ${port} with ${dbKind}. Demo brands:`);
  for (const m of merchants) console.log(`  ${m.padEnd(10)} http://localhost:${port}/?merchant=${m}`);
  console.log(`\nOperator console: http://console.localhost:${port}/console (demo owner in docs/demo-accounts.json; its live brand preview opens on *.console.localhost)`);
  console.log(`API documentation: http://localhost:${port}/api-docs`);
  console.log('Stop with Ctrl-C.\n');
} else {
  console.error('✗ the gateway did not become healthy; see its log above.');
  gateway.kill('SIGTERM');
  process.exitCode = 1;
}

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => gateway.kill(sig));
gateway.on('exit', (code) => process.exit(code ?? 0));
