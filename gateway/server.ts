/**
 * Starts the gateway: settings from the environment (config.ts), database, app, listen.
 * With WEB_CONCURRENCY > 1 this process becomes the cluster primary (cluster-primary.ts) and
 * each worker runs the same start.
 * SIGINT/SIGTERM (or a crash) close gracefully: stop accepting, finish in-flight requests,
 * then close the database. Logs are pino JSON lines; nothing else is printed.
 */
import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { runPrimary } from './cluster-primary';
import { loadConfig } from './config';
import { deliveryConfigFrom, transportsOf } from './delivery-config';
import { batchedLogStream } from './http/log-stream';
import { openDatabase } from './db/connection';
import { keySourcesFrom } from './key-config';
import { settlementOptionsFrom } from './routes/agent/settlement-install';

async function main(): Promise<void> {
  const config = loadConfig();
  const delivery = deliveryConfigFrom(process.env, config.production);
  if (config.webConcurrency > 1 && cluster.isPrimary) return runPrimary(config.webConcurrency);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.pgliteDir,
    onPoolError: (err) => app?.log.error({ err }, 'idle database connection failed'),
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    app = await buildApp({
      database,
      brandsDir: config.brandsDir,
      distDir: config.distDir,
      production: config.production,
      trustProxy: config.trustProxy,
      // The demo agent tree (demo brands only; never in production, decision 028). Crash drills
      // that start many fresh gateways turn it off (PORTICO_DEMO_AGENT_TREE=off): it is minutes of seeding.
      agentTree: process.env.PORTICO_DEMO_AGENT_TREE !== 'off',
      keySources: keySourcesFrom(process.env, config),
      // SMTP and the SMS provider (docs/decisions/026-message-delivery.md).
      identity: { transports: transportsOf(delivery) },
      // PGlite has no autovacuum: ANALYZE at ready and every 10 minutes (no-op on PostgreSQL).
      analyzeEmbedded: true,
      // Agent salaries and dividends settled in every process (docs/decisions/036-agent-settlement.md).
      settlement: settlementOptionsFrom(process.env),
      // The live brand preview's domain (PREVIEW_DOMAIN; decision 055): console.localhost outside production.
      ...(config.previewDomain !== undefined ? { console: { previewDomain: config.previewDomain } } : {}),
      // Lines are batched per event-loop turn (one write per burst, not per request).
      logger: { level: config.logLevel, stream: batchedLogStream() },
    });
  } catch (err) {
    await database.close();
    throw err;
  }
  const started = app;
  closeWithGrace({ delay: 10_000, logger: started.log }, async ({ err, signal }) => {
    if (err) started.log.error({ err }, 'shutting down after an error');
    else started.log.info({ signal }, 'shutting down');
    await started.close();
    await database.close();
  });
  await started.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // The logger may not exist yet; one JSON line in pino's shape keeps the output uniform.
  const e =
    err instanceof Error
      ? { type: err.name, message: err.message, stack: err.stack }
      : { message: String(err) };
  process.stderr.write(
    `${JSON.stringify({ level: 60, time: Date.now(), msg: 'gateway failed to start', err: e })}\n`,
  );
  process.exit(1);
});
