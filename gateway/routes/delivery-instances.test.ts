/**
 * Two gateway instances on one PostgreSQL (issue 16; docs/decisions/026-message-delivery.md):
 * each queued message is claimed by exactly one instance's delivery worker and sent once, and a
 * message an instance claimed before it died is sent by the other once the lease runs out. The
 * SMS provider is a real HTTP server; each instance posts to its own path, so the test sees who
 * sent what. The workers run when drained (not on their timers), so both start claiming from the
 * same full queue at the same moment: the race a claim without FOR UPDATE SKIP LOCKED loses
 * (tried: duplicates). PostgreSQL only: PGlite belongs to one process.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/connection';
import type { Db } from '../db/database';
import { payloadContext } from '../domain/delivery/delivery-queue';
import { createSecretBox } from '../domain/secret-box';
import { smsHttpTransport } from '../domain/delivery/sms-http-transport';
import { postgresDatabase, testDatabases, type TestDatabaseHandle } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { startSmsTestServer, type SmsTestServer } from '../test-support/sms-test-server';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { testGatewayKeys } from '../test-support/test-keys';

const onPostgres = testDatabases.some((d) => d.name === 'postgres');

async function queued(db: Db): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from message_deliveries`.execute(db);
  return must(r.rows[0]).n;
}

describe.skipIf(!onPostgres)('message delivery with two gateway instances on one PostgreSQL', () => {
  let handle: TestDatabaseHandle;
  let again: DatabaseHandle;
  let sms: SmsTestServer;
  const gateways: TestGateway[] = [];
  beforeAll(async () => {
    sms = await startSmsTestServer();
    handle = await postgresDatabase.open({ seeded: true });
    again = await must(handle.connectAgain)();
    for (const [name, database] of [['a', handle], ['b', again]] as const) {
      gateways.push(
        await createTestGateway({
          database,
          production: true,
          identity: { transports: { sms: smsHttpTransport({ url: `${sms.url}/${name}`, token: null }) }, delivery: { manual: true } },
        }),
      );
    }
    await Promise.all(gateways.map((g) => g.app.ready()));
  });
  afterAll(async () => {
    for (const g of gateways) await g.close();
    await again?.close();
    await handle?.close();
    await sms?.close();
  });

  it('sends each queued message exactly once, whichever instance queued it', async () => {
    const [a, b] = [must(gateways[0]), must(gateways[1])];
    const count = 60;
    const before = sms.received.length;
    // Every answer takes a moment, so both workers are busy at once.
    sms.delayMs = 5;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        (i % 2 ? a : b).app.identity.sms.send({ merchant: 'aurora', to: `+86139${String(i).padStart(8, '0')}`, text: `message ${i}` }),
      ),
    );
    expect(await queued(handle.db)).toBe(count);
    await Promise.all([a.app.identity.deliveries.drain(), b.app.identity.deliveries.drain()]);
    sms.delayMs = 0;
    expect(await queued(handle.db)).toBe(0);

    const got = sms.received.slice(before);
    expect(got.map((r) => r.body.text).sort()).toEqual(Array.from({ length: count }, (_, i) => `message ${i}`).sort());
    expect(new Set(got.map((r) => r.body.reference)).size).toBe(count);
    const byA = got.filter((r) => r.path === '/a').length;
    console.info(`[delivery instances] ${count} messages: ${byA} sent by instance a, ${count - byA} by instance b`);
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(count);
  });

  it('sends a message claimed by an instance that died, once its lease runs out', async () => {
    const before = sms.received.length;
    const box = createSecretBox((await testGatewayKeys()).dataKey);
    const id = randomUUID();
    const payload = { channel: 'sms', to: '+8613999999990', subject: null, text: 'claimed by a dead instance' };
    // What a claim leaves behind: one attempt made, due again when the lease (here 1.5 s) ends.
    const claimedAt = Date.now();
    await sql`insert into message_deliveries (id, merchant, kind, payload_sealed, due_at, attempts)
      values (${id}, 'aurora', 'message', ${box.seal(JSON.stringify(payload), payloadContext(id))}, now() + interval '1.5 seconds', 1)`.execute(handle.db);
    const drainBoth = () => Promise.all(gateways.map((g) => g.app.identity.deliveries.drain()));
    await drainBoth();
    expect(sms.received.length).toBe(before);
    expect(await queued(handle.db)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, claimedAt + 1600 - Date.now())));
    await drainBoth();
    expect(sms.received.slice(before).map((r) => r.body.text)).toEqual(['claimed by a dead instance']);
    expect(await queued(handle.db)).toBe(0);
  });
});
