// TEMPORARY (until app.ts/seed.ts wiring): a test gateway with the content routes and seed.
import { apiPaths } from '../../schemas/api-paths';
import { seedContent } from '../db/content-seed';
import { loadBrands } from '../domain/brand-files';
import { createTestGateway, demoBrandsDir, type TestGateway, type TestGatewayOptions } from '../test-support/test-gateway';
import { portalContentRoutes } from './portal-content.routes';

export async function createTestGatewayX(options: TestGatewayOptions = {}): Promise<TestGateway> {
  const gw = await createTestGateway(options);
  if (!gw.app.gateway.routes.records.some((r) => r.url === apiPaths.gameMenus)) {
    if (options.seed !== false) await seedContent(gw.database.db, options.brands ?? (await loadBrands(options.brandsDir ?? demoBrandsDir)));
    await gw.app.register(portalContentRoutes({ cacheMs: options.configCacheMs ?? 0 }));
  }
  return gw;
}
