/**
 * A counting semaphore with a bounded queue: at most `limit` tasks run at once, at most
 * `maxQueue` wait; beyond that `run` refuses at once (SemaphoreFull) instead of letting a
 * burst pile up behind CPU-bound work.
 */
export class SemaphoreFull extends Error {
  constructor() {
    super('too many tasks waiting');
    this.name = 'SemaphoreFull';
  }
}

export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function createSemaphore(limit: number, maxQueue = Infinity): Semaphore {
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = queue.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (active >= limit) {
        if (queue.length >= maxQueue) throw new SemaphoreFull();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
