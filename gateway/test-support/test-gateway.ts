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
import { seededPGliteDump } from './seeded-dump';
import { testGatewayKeys } from './test-keys';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const demoBrandsDir = path.join(repoRoot, 'brands');

export interface TestGateway {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export type TestGatewayOptions = Partial<BuildAppOptions> & {
  /**
   * When the gateway opens its own database: start from the seeded demo database of the run
   * (seeded-template.ts) rather than an empty one. Default: yes, unless other brands or no
   * seed are asked for.
   */
  seededTemplate?: boolean;
};

export async function createTestGateway(testOptions: TestGatewayOptions = {}): Promise<TestGateway> {
  const { seededTemplate, ...options } = testOptions;
  const owned = options.database === undefined;
  const useSeeded =
    seededTemplate ??
    (options.brandsDir === undefined && options.brands === undefined && options.seed === undefined);
  const start = (useSeeded ? await seededPGliteDump() : null) ?? (await emptyPGliteDump());
  const database = options.database ?? (await openDatabase({ loadDataDir: start }));
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
