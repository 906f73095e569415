import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { withId, type InboxListAnswer, type InboxReadAllAnswer, type InboxReadAnswer } from '../../schemas/payments';
import type { UnreadCountAnswer } from '../../schemas/wallet';
import { createMemberInboxRepository } from '../db/content/member-inbox-repository';
import { describeEachDatabase } from '../test-support/databases';
import { unreadCountPath } from './inbox.routes';
import { createPaymentKit, type PaymentKit } from './payments-test-kit';

describeEachDatabase('inbox (messageV2)', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  });
  afterAll(() => kit.close());

  async function memberWithMessages(n: number) {
    const m = await kit.member();
    const inbox = createMemberInboxRepository(kit.gw.app.gateway.db);
    for (let i = 1; i <= n; i++) await inbox.add({ memberId: m.id, title: `Notice ${i}`, body: `Body ${i}`, createdAt: new Date(Date.UTC(2026, 0, i)) });
    return m;
  }
  const unread = async (token: string) => (await kit.call<UnreadCountAnswer>('POST', unreadCountPath, { token })).body.value?.unreadCount;

  it('lists newest first in pages with totals and the unread count', async () => {
    const m = await memberWithMessages(7);
    const first = await kit.call<InboxListAnswer>('GET', `${apiPaths.inboxMessages}?page=1&pageSize=3`, { token: m.token });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ page: 1, pageSize: 3, total: 7, totalPages: 3, unreadCount: 7 });
    expect(first.body.value?.items.map((i) => i.title)).toEqual(['Notice 7', 'Notice 6', 'Notice 5']);
    const last = await kit.call<InboxListAnswer>('GET', `${apiPaths.inboxMessages}?page=3&pageSize=3`, { token: m.token });
    expect(last.body.value?.items.map((i) => i.title)).toEqual(['Notice 1']);
    const beyond = await kit.call<InboxListAnswer>('GET', `${apiPaths.inboxMessages}?page=9&pageSize=3`, { token: m.token });
    expect(beyond.body.value?.items).toEqual([]);
  });

  it('reading one marks it read and the unread count falls; reading again changes nothing', async () => {
    const m = await memberWithMessages(3);
    const list = await kit.call<InboxListAnswer>('GET', apiPaths.inboxMessages, { token: m.token });
    const id = list.body.value?.items[1]?.id ?? '';
    const read = await kit.call<InboxReadAnswer>('POST', withId(apiPaths.inboxMessageRead, id), { token: m.token });
    expect(read.status).toBe(200);
    expect(read.body.value).toMatchObject({ message: { id, title: 'Notice 2', body: 'Body 2', read: true }, unreadCount: 2 });
    expect(await unread(m.token)).toBe(2);
    expect((await kit.call<InboxReadAnswer>('POST', withId(apiPaths.inboxMessageRead, id), { token: m.token })).body.value?.unreadCount).toBe(2);
    const all = await kit.call<InboxReadAllAnswer>('POST', apiPaths.inboxReadAll, { token: m.token });
    expect(all.body.value).toEqual({ unreadCount: 0, marked: 2 });
    expect(await unread(m.token)).toBe(0);
  });

  it("another member's message answers 404 and stays unread; a malformed id is refused", async () => {
    const owner = await memberWithMessages(1);
    const other = await kit.member();
    const id = (await kit.call<InboxListAnswer>('GET', apiPaths.inboxMessages, { token: owner.token })).body.value?.items[0]?.id ?? '';
    const res = await kit.call('POST', withId(apiPaths.inboxMessageRead, id), { token: other.token });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await unread(owner.token)).toBe(1);
    expect((await kit.call('POST', withId(apiPaths.inboxMessageRead, 'not-a-uuid'), { token: owner.token })).status).toBe(400);
    await kit.call('POST', apiPaths.inboxReadAll, { token: other.token });
    expect(await unread(owner.token)).toBe(1);
  });

  it.each(['page=0', 'page=-1', 'pageSize=0', 'pageSize=101', 'page=abc'])('?%s → 400', async (query) => {
    const m = await kit.member();
    const res = await kit.call('GET', `${apiPaths.inboxMessages}?${query}`, { token: m.token });
    expect(res.status).toBe(400);
  });

  it('the seeded demo messages are there for player01 of every brand', async () => {
    for (const merchant of ['aurora', 'oasis', 'tigerbay']) {
      const { identityClient } = await import('../test-support/identity-client');
      const { demoPassword } = await import('../db/identity/identity-seed');
      const c = identityClient(kit.gw.app, merchant, { ip: '203.0.113.77', now: kit.now });
      const token = (await c.login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token ?? '';
      const list = await kit.call<InboxListAnswer>('GET', apiPaths.inboxMessages, { token, merchant });
      expect(list.body.value?.total).toBeGreaterThanOrEqual(2);
    }
  });
});
