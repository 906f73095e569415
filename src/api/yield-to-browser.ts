/**
 * Gives the main thread back to the browser for a moment (input, rendering), then resumes:
 * `scheduler.yield()` where the browser has it (the continuation keeps its place in line), else
 * a message-channel task (no 4 ms timer clamp).
 */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
