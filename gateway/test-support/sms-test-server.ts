/**
 * A real HTTP SMS provider on a loopback port for tests of the SMS adapter (node:http): every
 * POST is kept (path, headers, JSON body) and answered with `respond`'s status (default 202).
 * `hold()` keeps answers back until `release()`, so a test can read a text and look at the
 * database while the sender still waits; `delayMs` slows every answer (overlapping senders).
 *
 *   const sms = await startSmsTestServer();
 *   smsHttpTransport({ url: `${sms.url}/send`, token: 'test-token' });
 *   const text = await sms.next((r) => r.body.to === '+8613800000001');
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { to: string; text: string; merchant: string; reference: string };
}

export interface SmsTestServer {
  url: string;
  received: ReceivedSms[];
  next(match?: (sms: ReceivedSms) => boolean, timeoutMs?: number): Promise<ReceivedSms>;
  /** The status for each request (default 202). */
  respond: (sms: ReceivedSms) => number;
  /** Milliseconds before each answer (default 0). */
  delayMs: number;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startSmsTestServer(): Promise<SmsTestServer> {
  const waiters: { match: (s: ReceivedSms) => boolean; resolve: (s: ReceivedSms) => void }[] = [];
  let held: (() => void)[] | null = null;
  const self: SmsTestServer = {
    url: '',
    received: [],
    respond: () => 202,
    delayMs: 0,
    next(match = () => true, timeoutMs = 10_000) {
      const found = self.received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (s: ReceivedSms) => (clearTimeout(timer), resolve(s)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching SMS within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const sms: ReceivedSms = { path: req.url ?? '/', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedSms['body'] };
      self.received.push(sms);
      for (const w of [...waiters]) {
        if (w.match(sms)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(sms);
        }
      }
      const answer = () => {
        const status = self.respond(sms);
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ accepted: status < 300 }));
      };
      const later = () => (self.delayMs > 0 ? setTimeout(answer, self.delayMs) : answer());
      if (held) held.push(later);
      else later();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = self.close;
  self.close = async () => {
    server.closeAllConnections();
    await close();
  };
  return self;
}
