/**
 * Starts the gateway once for the whole run and hands its address to the tests through the
 * environment (E2E_PORT; E2E_DATABASE_URL or E2E_DATABASE_PROBLEM). Builds nothing: the test
 * script builds first. Returns the teardown: stop the gateways, drop the database, remove data.
 *
 * Two more gateways serve the specs that check "on every instance" and "on both databases" (the
 * operator console, issue 18): a second instance on the same PostgreSQL database behind another
 * port (E2E_PORT_B), and one on its own embedded PGlite database (E2E_PGLITE_PORT). They start
 * after the first (which migrates and seeds), side by side, without the demo agent tree (minutes
 * of seeding that no spec on them needs), and with an hour's withdrawal review window.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startGateway, type GatewayProcess } from './gateway-process';
import { createTestDatabase } from './test-database';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // DIST_DIR lets parallel work build and test its own copy (the gateway reads the same variable).
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!fs.existsSync(path.resolve(distDir, 'index.html'))) {
    throw new Error(
      `${distDir}/index.html is missing: build the web app first (npx vite build, or npm test, which builds before e2e).`,
    );
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-'));
  const database = await createTestDatabase();
  const databaseUrl = 'url' in database ? database.url : null;
  if ('problem' in database) {
    // The smoke tests run on embedded PGlite; the status spec fails with this message.
    process.env.E2E_DATABASE_PROBLEM = database.problem;
    console.warn(`e2e: ${database.problem}. Using PGlite; the status spec will fail.`);
  }

  const cleanUp = async (): Promise<void> => {
    if ('drop' in database)
      await database.drop().catch((err: unknown) => console.warn('e2e: drop database failed', err));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-pglite-'));
  const gateways: GatewayProcess[] = [];
  const stopAll = async (): Promise<void> => {
    await Promise.all(gateways.map((g) => g.stop()));
    fs.rmSync(pgliteDir, { recursive: true, force: true });
  };
  try {
    const first = await startGateway({
      port: await freePort(),
      dataDir,
      databaseUrl,
      logFile: path.resolve('test-results', 'gateway.log'),
    });
    gateways.push(first);
    process.env.E2E_PORT = String(first.port);
    // Withdrawals asked for on these two wait an hour for the provider's clock (the review window a
    // deployment sets, decision 047), so finance decides them in the console (console-money.spec.ts);
    // the first keeps the demo's 5 s (member-wallet.spec.ts sees the clock pay).
    const lean = { PORTICO_DEMO_AGENT_TREE: 'off', PORTICO_WITHDRAWAL_DISBURSE_MS: '3600000' };
    const [second, embedded] = await Promise.all([
      databaseUrl
        ? startGateway({ port: await freePort(), dataDir, databaseUrl, logFile: path.resolve('test-results', 'gateway-b.log'), env: lean })
        : Promise.resolve(null),
      startGateway({ port: await freePort(), dataDir: pgliteDir, databaseUrl: null, logFile: path.resolve('test-results', 'gateway-pglite.log'), env: lean }),
    ]);
    if (second) {
      gateways.push(second);
      process.env.E2E_PORT_B = String(second.port);
    }
    gateways.push(embedded);
    process.env.E2E_PGLITE_PORT = String(embedded.port);
  } catch (err) {
    await stopAll();
    await cleanUp();
    throw err;
  }
  if (databaseUrl) process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    await stopAll();
    await cleanUp();
  };
}
