/**
 * The payment clock: every due step lives in the database (deposits.due_at, withdrawals.due_at),
 * so nothing is lost when the gateway stops. On start and then every `scanIntervalMs` it runs what
 * is due: deposits the provider answers, withdrawals it disburses, disbursals unconfirmed past
 * their receipt time (regarded as received). Several instances may scan at once: each step locks
 * and re-checks its row, and ledger keys never move money twice.
 */
import { deposits } from '../../db/payments/deposit-repository';
import { withdrawals } from '../../db/payments/withdrawal-repository';
import { settleDeposit } from './deposit-service';
import { nowOf, type PaymentDeps } from './payment-services';
import { disburseWithdrawal, regardAsReceived } from './withdrawal-service';

export interface DueRun {
  deposits: number;
  disbursals: number;
  autoReceipts: number;
}

export interface PaymentClock {
  /** Runs every due step once (tests call it instead of waiting). */
  runDue(): Promise<DueRun>;
  start(): void;
  stop(): Promise<void>;
}

const batch = 100;

export function createPaymentClock(deps: PaymentDeps): PaymentClock {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DueRun> | null = null;
  let stopped = false;

  async function step<T>(what: string, id: string, run: () => Promise<T>): Promise<T | null> {
    try {
      return await run();
    } catch (err) {
      deps.log.error({ err, what, id }, 'payment step failed; retried on the next scan');
      return null;
    }
  }

  async function scan(): Promise<DueRun> {
    const out: DueRun = { deposits: 0, disbursals: 0, autoReceipts: 0 };
    const now = nowOf(deps);
    for (const id of await deposits.dueIds(deps.db, now, batch)) {
      if ((await step('deposit', id, () => settleDeposit(deps, id))) === 'credited') out.deposits++;
    }
    for (const id of await withdrawals.dueIds(deps.db, 'pending', now, batch)) {
      if ((await step('disbursal', id, () => disburseWithdrawal(deps, id))) === 'disbursed') out.disbursals++;
    }
    for (const id of await withdrawals.dueIds(deps.db, 'disbursed', now, batch)) {
      if ((await step('auto-receipt', id, () => regardAsReceived(deps, id))) === 'auto_received') out.autoReceipts++;
    }
    return out;
  }

  const runDue = (): Promise<DueRun> => {
    // One scan at a time per instance; a caller during a scan waits for that one, then runs its own.
    const previous = running ?? Promise.resolve<DueRun | null>(null);
    const next = previous.catch(() => null).then(() => scan());
    running = next;
    void next.finally(() => {
      if (running === next) running = null;
    });
    return next;
  };

  const tick = () => {
    if (stopped) return;
    runDue()
      .catch((err: unknown) => deps.log.error({ err }, 'payment clock scan failed'))
      .finally(() => {
        if (!stopped && deps.timing.scanIntervalMs > 0) {
          timer = setTimeout(tick, deps.timing.scanIntervalMs);
          // The clock never keeps a process alive by itself (server.ts listens; tests close the app).
          timer.unref();
        }
      });
  };

  return {
    runDue,
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => null);
    },
  };
}
