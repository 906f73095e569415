/**
 * The delivery worker of one gateway instance (docs/decisions/026-message-delivery.md): it claims
 * due rows of the queue (each row once across instances, for a lease), opens the sealed payload,
 * runs the job (a transport send, or resolving a reset request) and deletes the row. A failure
 * is tried again with back-off; a permanent one, the last attempt, an unreadable payload or a
 * row older than `giveUpAfterMs` is given up: deleted and logged (never with its content).
 * It runs when something was queued, every `pollMs` (other instances' rows, retries, leases of
 * instances that died) and when asked to drain (the development outbox, before it answers).
 */
import type { ClaimedDelivery, DeliveryKind, DeliveryQueueRepository } from '../../db/delivery/delivery-queue-repository';
import { payloadContext, type DeliveryJobs } from './delivery-queue';
import { DeliveryFailed } from './message-providers';
import type { SecretBox } from '../secret-box';

export type DeliveryHandlers = {
  [K in DeliveryKind]: (merchant: string, payload: DeliveryJobs[K], delivery: DeliveryMeta) => Promise<void>;
};

export interface DeliveryMeta {
  id: string;
  queuedAt: Date;
}

export interface DeliveryWorkerOptions {
  /** How often due rows are looked for without a nudge (default 2000 ms). */
  pollMs?: number;
  /** How long a claim holds a row before another instance may take it (default 120 s, beyond any transport's timeouts). */
  leaseMs?: number;
  /** Rows per claim (default 10). */
  batchSize?: number;
  /** The first retry's delay, doubled each time up to 10 minutes (default 15 s). */
  retryBaseMs?: number;
  /** Tries before a message is given up (default 8). */
  maxAttempts?: number;
  /** Age after which a row is given up, delivered or not (default 1 hour: codes live 10 minutes). */
  giveUpAfterMs?: number;
  /** Neither polls nor follows nudges: runs only when drained (tests that time a request alone). */
  manual?: boolean;
}

export interface DeliveryLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface DeliveryWorker {
  /** Starts polling; until then nothing runs by itself. */
  start(): void;
  /** Something was queued: run soon. */
  nudge(): void;
  /** Runs until nothing is due, after any run already under way. */
  drain(): Promise<void>;
  /** No new runs; waits for the one under way. */
  stop(): Promise<void>;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createDeliveryWorker(
  repo: DeliveryQueueRepository,
  box: SecretBox,
  handlers: DeliveryHandlers,
  log: DeliveryLog,
  options: DeliveryWorkerOptions = {},
): DeliveryWorker {
  const pollMs = options.pollMs ?? 2000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 15_000;
  const backoffMs = (attempt: number) => Math.min(retryBaseMs * 2 ** (attempt - 1), 10 * 60_000);
  const giveUpAfterMs = options.giveUpAfterMs ?? 3_600_000;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let tail: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;

  const giveUp = async (row: ClaimedDelivery, reason: string) => {
    log.error({ delivery: row.id, merchant: row.merchant, kind: row.kind, attempts: row.attempts, reason }, 'message given up');
    await repo.remove(row.id);
  };

  async function runOne(row: ClaimedDelivery): Promise<void> {
    const opened = box.open(row.payloadSealed, payloadContext(row.id));
    if (opened === null) return giveUp(row, 'payload does not open with this data key');
    try {
      const payload = JSON.parse(opened) as DeliveryJobs[typeof row.kind];
      const handler = handlers[row.kind] as (m: string, p: typeof payload, d: DeliveryMeta) => Promise<void>;
      await handler(row.merchant, payload, { id: row.id, queuedAt: row.createdAt });
    } catch (error) {
      const reason = reasonOf(error);
      if ((error instanceof DeliveryFailed && error.permanent) || row.attempts >= maxAttempts) return giveUp(row, reason);
      log.warn({ delivery: row.id, merchant: row.merchant, kind: row.kind, attempts: row.attempts, reason }, 'message not sent yet; tried again later');
      return repo.retryLater(row.id, backoffMs(row.attempts), reason);
    }
    await repo.remove(row.id);
  }

  async function runUntilIdle(): Promise<void> {
    const purged = await repo.purgeOlderThan(giveUpAfterMs);
    if (purged > 0) log.error({ count: purged, ageMs: giveUpAfterMs }, 'messages given up: older than the delivery window');
    for (;;) {
      // A job may queue another (a reset request queues its mail): claim until nothing is due.
      const rows = await repo.claim(batchSize, leaseMs);
      if (rows.length === 0 || stopped) return;
      // Side by side: a batch takes as long as its slowest send, well inside the lease.
      await Promise.all(rows.map(runOne));
    }
  }

  function drain(): Promise<void> {
    if (stopped) return tail;
    if (waiting) return waiting;
    const run = tail.then(() => {
      waiting = null;
      return runUntilIdle();
    });
    waiting = run;
    tail = run.catch(() => undefined);
    return run;
  }

  const background = () => {
    drain().catch((error: unknown) => log.error({ reason: reasonOf(error) }, 'delivery run failed'));
  };

  return {
    start() {
      if (timer || stopped || options.manual) return;
      timer = setInterval(background, pollMs);
      timer.unref();
      background();
    },
    nudge() {
      if (timer && !stopped) setImmediate(background);
    },
    drain,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await tail;
    },
  };
}
