/**
 * A gateway for tests, Playwright global setup and benchmarks, without the environment:
 *
 *   const gw = await createTestGateway();              // in-memory PGlite, demo brands, no dist
 *   const res = await gw.app.inject({ url: '/wps/system/permission', headers: { merchant: 'aurora' } });
 *   await gw.app.listen({ port: 0 });                  // or serve it for real
 *   await gw.close();                                  // app, then the database it opened
 *
 * Any BuildAppOptions may be overridden (database, brandsDir, brands, distDir, production,
 * configCacheMs, logger …). A database passed in is left open by close().
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { emptyPGliteDump } from './pglite-template';
import { testGatewayKeys } from './test-keys';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const demoBrandsDir = path.join(repoRoot, 'brands');

export interface TestGateway {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export type TestGatewayOptions = Partial<BuildAppOptions>;

export async function createTestGateway(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const owned = options.database === undefined;
  const database = options.database ?? (await openDatabase({ loadDataDir: await emptyPGliteDump() }));
  try {
    const app = await buildApp({
      brandsDir: demoBrandsDir,
      distDir: null,
      configCacheMs: 0,
      logger: false,
      keys: await testGatewayKeys(),
      ...options,
      database,
    });
    return {
      app,
      database,
      async close() {
        await app.close();
        if (owned) await database.close();
      },
    };
  } catch (err) {
    if (owned) await database.close();
    throw err;
  }
}
