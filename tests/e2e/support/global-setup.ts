/**
 * Starts the gateway once for the whole run and hands its address to the tests through the
 * environment (E2E_PORT; E2E_DATABASE_URL or E2E_DATABASE_PROBLEM). Builds nothing: the test
 * script builds first. Returns the teardown: stop the gateway, drop the database, remove data.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startGateway } from './gateway-process';
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

  let gateway;
  try {
    gateway = await startGateway({
      port: await freePort(),
      dataDir,
      databaseUrl,
      logFile: path.resolve('test-results', 'gateway.log'),
    });
  } catch (err) {
    await cleanUp();
    throw err;
  }
  process.env.E2E_PORT = String(gateway.port);
  if (databaseUrl) process.env.E2E_DATABASE_URL = databaseUrl;

  return async () => {
    await gateway.stop();
    await cleanUp();
  };
}
