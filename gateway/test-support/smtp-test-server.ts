/**
 * A real SMTP server on a loopback port for tests of the e-mail adapter (node:net, RFC 5321's
 * minimum: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no AUTH). Messages are kept
 * with their text decoded (quoted-printable or base64). A recipient can be refused with any
 * reply (`refuse`), and `hold()` keeps the reply to a received message back until `release()`,
 * so a test can read the mail and look at the database while the sender still waits.
 *
 *   const smtp = await startSmtpTestServer();
 *   smtpTransport({ url: smtp.url, from: 'Portico <no-reply@portico.test>' });
 *   const mail = await smtp.next((m) => m.to.includes('player01@aurora.example'));
 */
import net from 'node:net';

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as mail clients show a subject in any language. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_q, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  /** The body, transfer encoding undone. */
  text: string;
}

export interface SmtpTestServer {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first mail (already received or coming) that matches. */
  next(match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** RCPT TO this address gets `reply` (e.g. "550 5.1.1 no such user", "451 4.3.0 try later"). */
  refuse(address: string, reply: string): void;
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parseMail(from: string, to: string[], data: string): ReceivedMail {
  const split = data.indexOf('\r\n\r\n');
  const head = split < 0 ? data : data.slice(0, split);
  const body = split < 0 ? '' : data.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return { from, to, headers, subject: decodeWords(headers.subject ?? ''), text: decodeBody(body, encoding).replace(/\r\n/g, '\n').trimEnd() };
}

export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const refusals = new Map<string, string>();
  let held: (() => void)[] | null = null;
  const sockets = new Set<net.Socket>();

  const deliver = (mail: ReceivedMail) => {
    received.push(mail);
    for (const w of [...waiters]) {
      if (w.match(mail)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(mail);
      }
    }
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    const say = (line: string) => socket.write(`${line}\r\n`);
    let from = '';
    let to: string[] = [];
    let data: string[] | null = null;
    let buffer = '';
    say('220 portico.test ESMTP test server');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            const mail = parseMail(from, to, Buffer.from(data.join('\r\n'), 'latin1').toString('utf8'));
            data = null;
            deliver(mail);
            const accept = () => say('250 2.0.0 queued');
            if (held) held.push(accept);
            else accept();
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        const address = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'EHLO') say('250-portico.test\r\n250-8BITMIME\r\n250 SIZE 10485760');
        else if (verb === 'HELO' || verb === 'NOOP') say('250 2.0.0 ok');
        else if (verb === 'MAIL') {
          from = address;
          to = [];
          say('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          const refusal = refusals.get(address);
          if (refusal) say(refusal);
          else {
            to.push(address);
            say('250 2.1.5 ok');
          }
        } else if (verb === 'DATA') {
          data = [];
          say('354 end data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          from = '';
          to = [];
          say('250 2.0.0 ok');
        } else if (verb === 'QUIT') {
          say('221 2.0.0 bye');
          socket.end();
        } else say('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    next(match = () => true, timeoutMs = 10_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve: (m: ReceivedMail) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no matching mail within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    refuse: (address, reply) => void refusals.set(address, reply),
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = null;
      for (const accept of waiting) accept();
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
