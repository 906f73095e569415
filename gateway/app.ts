/**
 * Builds the gateway: a Fastify instance with the database migrated and seeded, the brand
 * folders loaded, every route registered and every cross-cutting concern installed (security
 * headers, merchant resolution, envelope errors, OpenAPI, static files). It does not listen:
 * server.ts does, tests use app.inject(). The caller owns the database handle and closes it
 * after app.close().
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TrustProxy } from './config';
import type { DatabaseHandle } from './db/connection';
import { migrate } from './db/migrator';
import { seedDemoData } from './db/seed';
import { seedDemoStaff } from './db/console/staff-seed';
import { createConsoleServices, type ConsoleOptions } from './domain/console/console-services';
import { resolveGatewayKeys, type GatewayKeys, type KeySources } from './domain/gateway-keys';
import { createIdentityServices, type IdentityOptions } from './domain/identity/identity-services';
import { createPasswordHasher } from './domain/identity/password-hasher';
import { createSecretBox } from './domain/secret-box';
import { loadBrandFolders, withDomainClashes, type BrandEntry } from './domain/brand/brand-files';
import type { BrandRegistry } from './domain/brand/brand-registry';
import { createLiveBrandRegistry, overlay, readPublishedBrands } from './domain/brand/live-brands';
import type { Brand } from '../schemas/brand';
import { settleDomainClaims } from './domain/brand/domain-claims';
import { createMerchantConfigSource } from './domain/brand/merchant-config';
import { registerApiDocsUi, registerOpenApi } from './http/api-docs';
import { sharedSchemas } from './http/common-schemas';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { installIdentity } from './http/identity-install';
import { installConsole } from './http/console-install';
import { installMerchantGate } from './http/merchant-gate';
import { installBrandPreviewHost } from './http/brand-preview-host';
import { installNotFound } from './http/not-found';
import { OneLinePerRequest, redactPaths, requestId, requestLoggerFactory } from './http/request-logging';
import { createRouteTable } from './http/route-table';
import { installSecurityHeaders } from './http/security-headers';
import { installStaticFiles } from './http/static-files';
import { installCompression } from './http/compression';
import { brandAssetRoutes } from './routes/brand-assets.routes';
import { liteRoutes } from './routes/lite/lite.routes';
import { catalogueRoutes } from './routes/catalogue.routes';
import { healthRoutes } from './routes/health.routes';
import { registerRoutes } from './routes/register.routes';
import { liveChatRoutes } from './routes/live-chat/live-chat.routes';
import { firstLoginRoutes } from './routes/first-login/first-login.routes';
import { domainRouteRoutes } from './routes/domain-route/domain-route.routes';
import { identityRoutes } from './routes/identity.routes';
import { portalContentRoutes } from './routes/portal-content.routes';
import { createContentSources } from './domain/content/content-sources';
import { socialLoginRoutes } from './routes/social-login.routes';
import { installPayments, paymentRoutes, type PaymentOptions } from './routes/payments.routes';
import { systemRoutes } from './routes/system.routes';
import { engagementRoutes } from './routes/promotions/engagement.routes';
import { agentTeamRoutes } from './routes/agent/team.routes';
import { agentOpeningRoutes } from './routes/agent/agent-opening.routes';
import { consoleRoutes } from './routes/console/console.routes';
import { systemSharedSchemas } from './routes/system.schemas';
import { agentContractRoutes } from './routes/agent/contract.routes';
import { installSettlement } from './routes/agent/settlement-install';
import { createStatisticsKeeper } from './db/pglite-statistics';
import { settlementRoutes } from './routes/agent/settlement.routes';
import { ticketRoutes } from './routes/tickets/tickets.routes';
import { missionRoutes } from './routes/missions/missions.routes';
import type { SettlementOptions } from './domain/agent/settlement-scheduler';
import './http/gateway-context';

export interface GatewayLoggerOptions {
  level?: string;
  /** Where log lines go (default stdout); tests pass a collector. */
  stream?: { write(line: string): void };
}

export interface BuildAppOptions {
  database: DatabaseHandle;
  /** Folder holding one folder per merchant (brands/<merchant>/). */
  brandsDir: string;
  /** Already loaded brand entries; when given, brandsDir is not read (tests). Domain claims still apply. */
  brands?: readonly BrandEntry[];
  /** The built single-page app; null or missing folder serves a "run npm run build" page. */
  distDir?: string | null;
  /** Production: no ?merchant= override, no loopback fallback, HSTS on. Default false. */
  production?: boolean;
  /** How long per-merchant database data is cached, in ms (default 1000; 0 = always read). */
  configCacheMs?: number;
  /** false (default) for silence, true for info-level JSON logs on stdout, or options. */
  logger?: boolean | GatewayLoggerOptions;
  /** Which reverse proxies' X-Forwarded-For/-Host set request.ip and the host (TRUST_PROXY; default false: none). */
  trustProxy?: TrustProxy;
  /** Largest accepted request body in bytes (default 64 KiB). */
  bodyLimit?: number;
  /** Run migrations at build (default true). */
  migrate?: boolean;
  /** Insert absent demo rows for every loaded brand (default true; demo accounts only for the demo brands, never in production). */
  seed?: boolean;
  /**
   * With the seed: the demo agent tree under agent01 with 90 days of activity (gateway/db/agent/
   * agent-tree-seed.ts; demo brands only, never in production). Default off (tests); the server,
   * hence the e2e run, and the bench turn it on.
   */
  agentTree?: boolean;
  /** Ready keys (tests share one per process); else resolved from keySources after migrating. */
  keys?: GatewayKeys;
  /** Key files and folders (docs/decisions/011-identity-gateway.md); default: in memory / the database. */
  keySources?: KeySources;
  /** Identity providers, policy overrides, clock (tests). */
  identity?: IdentityOptions;
  /** Payment provider, its delays and the clock's scan interval, avatar size (issue 7; tests shorten them). */
  payments?: PaymentOptions;
  /** Keep the embedded database's planner statistics (ANALYZE at ready and every 10 minutes; PGlite only): the real server. */
  analyzeEmbedded?: boolean;
  /** Agent settlement scheduler (decision 036): started only with { start: true } (the real server); clock and sizes (tests). */
  settlement?: SettlementOptions;
  /** Operator console policy overrides (tests shorten expiries; docs/decisions/040). */
  console?: ConsoleOptions;
}

export const defaultBodyLimit = 64 * 1024;

function loggerConfig(logger: BuildAppOptions['logger']) {
  if (!logger) return false;
  const base = { redact: { paths: redactPaths, censor: '[redacted]' } };
  return logger === true ? base : { ...base, ...logger };
}

async function readBrands(log: FastifyBaseLogger, options: BuildAppOptions): Promise<BrandEntry[]> {
  if (options.brands) return [...options.brands];
  try {
    return await loadBrandFolders(options.brandsDir);
  } catch (err) {
    log.error(
      { err, brandsDir: options.brandsDir },
      'brand folders could not be read; no merchant is served',
    );
    return [];
  }
}

function reportBrands(log: FastifyBaseLogger, registry: BrandRegistry): void {
  for (const b of registry.broken) {
    log.error(
      { merchant: b.merchant, dir: b.dir, problems: b.problems.slice(0, 20) },
      'brand folder broken: its merchant answers BRAND_CONFIG_ERROR',
    );
  }
  for (const c of registry.domains.conflicts) {
    log.warn(c, 'domain claimed by several brands; the first one wins');
  }
  log.info(
    { merchants: registry.loaded.map((b) => b.merchant), broken: registry.broken.length },
    'brands loaded',
  );
}

/**
 * Host names two brand folders claim stay with the merchant that held them first (the database
 * remembers, docs/decisions/029); without the claims table, with the first folder by name.
 */
async function settleDomains(app: FastifyInstance, options: BuildAppOptions, folders: BrandEntry[]) {
  try {
    return await settleDomainClaims(options.database.db, folders);
  } catch (err) {
    app.log.error({ err }, 'domain claims could not be read; a contested domain goes to the first brand by name');
    return withDomainClashes(folders);
  }
}

async function prepareData(
  app: FastifyInstance,
  options: BuildAppOptions,
  folders: BrandEntry[],
): Promise<{ keys: GatewayKeys; brands: BrandEntry[] }> {
  const { db } = options.database;
  if (options.migrate ?? true) {
    const result = await migrate(db);
    app.log.info(
      { applied: result.applied, total: result.total, database: options.database.target },
      'migrations done',
    );
  }
  const keys = options.keys ?? (await resolveGatewayKeys(db, options.keySources ?? {}, app.log));
  // Brands published from the console win over their folders (docs/decisions/045); domain claims
  // are settled on what is served.
  const published = await readPublishedBrands(db).catch((err: unknown) => {
    app.log.error({ err }, 'published brands could not be read; serving the brand folders');
    return new Map<string, Brand>();
  });
  const served = overlay(folders, published, options.brandsDir);
  const settled = await settleDomains(app, options, served);
  // The seed reads the folders' brands (modules, rules, content); a console-only merchant has none.
  const brands = settled.filter((e) => !published.has(e.merchant) || folders.some((f) => f.merchant === e.merchant));
  if (options.seed ?? true) {
    const seeded = await seedDemoData(db, brands, { box: createSecretBox(keys.dataKey), production: options.production ?? false }, { agentTree: options.agentTree ?? false });
    for (const f of seeded.failed)
      app.log.error({ merchant: f.merchant, err: f.error }, 'brand seed refused by the database');
    const { merchants, modules, rules } = seeded;
    app.log.info({ merchants, modules, rules }, 'demo seed done (rows inserted)');
    // The console's demo owner (docs/demo-accounts.json "staff"; never in production, docs/decisions/040).
    const production = options.production ?? false;
    const staff = await seedDemoStaff(db, createSecretBox(keys.dataKey), { production, hasher: createPasswordHasher({ concurrency: 1 }) });
    if (staff > 0) app.log.info({ staff, production }, production ? 'demo staff retired' : 'demo staff seeded');
  }
  return { keys, brands };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const production = options.production ?? false;
  const distDir = options.distDir ?? null;
  const app = Fastify({
    logger: loggerConfig(options.logger),
    genReqId: requestId,
    bodyLimit: options.bodyLimit ?? defaultBodyLimit,
    trustProxy: options.trustProxy ?? false,
    logController: new OneLinePerRequest(),
    // Each request's pino child (bound to its id) is made when it first logs, not for every request.
    childLoggerFactory: requestLoggerFactory,
    frameworkErrors: frameworkErrors(production),
  });

  const folders = await readBrands(app.log, options);
  const { keys, brands } = await prepareData(app, options, folders);
  const registry = createLiveBrandRegistry({ db: options.database.db, folders: brands, brandsDir: options.brandsDir, ttlMs: options.configCacheMs ?? 1000, log: app.log });
  await registry.refresh(true);
  reportBrands(app.log, registry);

  const routes = createRouteTable();
  app.decorate('gateway', {
    db: options.database.db,
    registry,
    brandsDir: options.brandsDir,
    merchantConfig: createMerchantConfigSource(options.database.db, options.configCacheMs ?? 1000),
    content: createContentSources(options.database.db, options.configCacheMs ?? 1000),
    production,
    trustProxy: options.trustProxy ?? false,
    routes,
  });
  installIdentity(app, createIdentityServices(options.database.db, keys, production, options.identity, app.log));
  // Staff accounts, sessions and the audit log of the operator console (docs/decisions/040).
  installConsole(app, createConsoleServices(options.database.db, app.identity, options.console));
  // SMS and e-mail leave through this instance's delivery worker (docs/decisions/026-message-delivery.md).
  app.addHook('onReady', async () => app.identity.deliveries.start());
  app.addHook('onClose', async () => app.identity.deliveries.stop());
  installPayments(app, options.payments);
  // PGlite has no autovacuum: the real server analyzes it itself (gateway/db/pglite-statistics.ts).
  if (options.analyzeEmbedded) {
    const statistics = createStatisticsKeeper(options.database.db, options.database.kind, app.log);
    app.addHook('onReady', async () => statistics.start());
    app.addHook('onClose', async () => statistics.stop());
  }
  installSettlement(app, production, options.settlement);
  app.addHook('onRoute', (route) => routes.add(route));
  for (const schema of [...sharedSchemas, ...systemSharedSchemas]) app.addSchema(schema);

  // The API speaks JSON only: a text/plain body is refused with 415 like any other type.
  app.removeContentTypeParser('text/plain');
  await app.register(fastifyCookie);
  installSecurityHeaders(app, production);
  installErrorHandler(app);
  installMerchantGate(app);
  // The live brand preview's hosts (issue 18, docs/decisions/055), after the merchant is resolved.
  installBrandPreviewHost(app, () => ({ console: app.console, registry, brandsDir: options.brandsDir, previewDomain: app.console.previewDomain }));
  await registerOpenApi(app);
  await installStaticFiles(app, distDir);
  await installCompression(app);

  await app.register(healthRoutes);
  await app.register(systemRoutes);
  await app.register(portalContentRoutes({ sources: app.gateway.content }));
  await app.register(brandAssetRoutes(options.brandsDir));
  // The Lite app: manifest, icons, service worker, offline page; self-hosted script fonts (issue 20, docs/decisions/053).
  await app.register(liteRoutes({ brandsDir: options.brandsDir, distDir }));
  await app.register(catalogueRoutes({ cacheMs: options.configCacheMs ?? 1000 }));
  await app.register(identityRoutes);
  // Registration (issue 5, docs/decisions/018-registration.md).
  await app.register(registerRoutes);
  await app.register(socialLoginRoutes);
  // Deposits, withdrawals, bank accounts, security centre, profile (issue 7, docs/decisions/023).
  await app.register(paymentRoutes);
  // Promotions and activity centre, reward centre, feedback (issue 19, docs/decisions/050).
  await app.register(engagementRoutes);
  // The agent centre's team reads (issue 17, docs/decisions/034-agent-team-reads.md).
  await app.register(agentTeamRoutes(options.database.db));
  // Agent contracts and their relays (issue 17, docs/decisions/035-agent-contracts.md).
  await app.register(agentContractRoutes);
  // Agent programme: account opening, promotion links, agent transfers (issue 17, docs/decisions/037).
  await app.register(agentOpeningRoutes);
  // Agent settlement: income, and the development settlement clock (issue 17, decision 036).
  await app.register(settlementRoutes);
  // The operator console's API under /console/api/ (issue 18, docs/decisions/040).
  await app.register(consoleRoutes);
  // Live chat, first login and domain route (issue 19, docs/decisions/052-engagement-misc.md).
  await app.register(liveChatRoutes());
  await app.register(firstLoginRoutes);
  await app.register(domainRouteRoutes);
  // Raffle tickets and missions (issue 19, docs/decisions/051).
  await app.register(ticketRoutes);
  await app.register(missionRoutes);
  await registerApiDocsUi(app);
  installNotFound(app, distDir);
  return app;
}
