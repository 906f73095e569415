/**
 * Installs the settlement scheduler on the app (docs/decisions/036-agent-settlement.md):
 * `app.settlement`, started when the app is ready only when asked (the real server asks; test
 * builds opt in or call `runDue`), stopped with the app (finishing the batch under way).
 */
import type { FastifyInstance } from 'fastify';
import { createSettlementScheduler, type SettlementOptions, type SettlementScheduler } from '../../domain/agent/settlement-scheduler';
import { ledgerOf } from '../../domain/ledger/ledger';

declare module 'fastify' {
  interface FastifyInstance {
    settlement: SettlementScheduler;
  }
}

const envNumber = (env: NodeJS.ProcessEnv, name: string): number | undefined => {
  const value = env[name];
  return value !== undefined && /^[0-9]{1,9}$/.test(value) ? Number(value) : undefined;
};

/**
 * The real server's settings: started, with PORTICO_SETTLEMENT_POLL_MS, _LEASE_MS, _GRACE_MS and
 * _BATCH when set (drills shorten them).
 */
export function settlementOptionsFrom(env: NodeJS.ProcessEnv): SettlementOptions {
  return {
    start: true,
    pollMs: envNumber(env, 'PORTICO_SETTLEMENT_POLL_MS'),
    leaseMs: envNumber(env, 'PORTICO_SETTLEMENT_LEASE_MS'),
    graceMs: envNumber(env, 'PORTICO_SETTLEMENT_GRACE_MS'),
    batchSize: envNumber(env, 'PORTICO_SETTLEMENT_BATCH'),
  };
}

export function installSettlement(app: FastifyInstance, production: boolean, options: SettlementOptions = {}): void {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as SettlementOptions;
  const scheduler = createSettlementScheduler(app.gateway.db, ledgerOf(app.gateway.db), app.log, { devClock: !production, ...defined });
  app.decorate('settlement', scheduler);
  if (options.start) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}
