/**
 * Raffle tickets (issue 19, docs/decisions/051): tickets earned by real demo-vendor bets, once
 * each however many instances look at once; the commitment shown before the draw matches the
 * seed revealed after; the draw recomputes (node:crypto and Web Crypto alike); concurrent claims
 * (over two gateway instances on PostgreSQL) pay once; bad input is refused with nothing written.
 */
import { createHash, webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { drawMessage, prizeIndexOf, rollOf, type RaffleClaimAnswer, type RaffleTicket, type TicketsAnswer } from '../../../schemas/tickets';
import type { DatabaseHandle } from '../../db/connection';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { drawOutcome } from '../../domain/tickets/raffle-draw';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { createPaymentKit, type PaymentKit } from '../payments-test-kit';
import { betAtLeast } from './tickets-test-kit';

// Real rounds on two databases, on a shared machine: rounds take their time.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

type Member = Awaited<ReturnType<PaymentKit['member']>>;

async function webCryptoDraw(serverSeed: string, clientSeed: string, nonce: number): Promise<{ hash: string; hmac: string }> {
  const seed = Buffer.from(serverSeed, 'hex');
  const hex = (b: ArrayBuffer) => Buffer.from(b).toString('hex');
  const key = await webcrypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return { hash: hex(await webcrypto.subtle.digest('SHA-256', seed)), hmac: hex(await webcrypto.subtle.sign('HMAC', key, new TextEncoder().encode(drawMessage(clientSeed, nonce)))) };
}

describe('the draw', () => {
  it('is a pure function of server seed, client seed and nonce, the same in node:crypto and Web Crypto', async () => {
    const seed = '0f'.repeat(32);
    const prizes = [{ amountMinor: 100, weight: 3 }, { amountMinor: 500, weight: 1 }];
    const a = drawOutcome(seed, 'player-seed', 7, prizes);
    expect(drawOutcome(seed, 'player-seed', 7, prizes)).toEqual(a);
    const web = await webCryptoDraw(seed, 'player-seed', 7);
    expect(web.hmac).toBe(a.hmac);
    expect(rollOf(a.hmac)).toBe(a.roll);
    expect(prizeIndexOf(a.roll, prizes)).toBe(a.prizeIndex);
    // Another nonce or client seed draws from another HMAC.
    expect(drawOutcome(seed, 'player-seed', 8, prizes).hmac).not.toBe(a.hmac);
    expect(drawOutcome(seed, 'player-seeD', 7, prizes).hmac).not.toBe(a.hmac);
  });
});

describeEachDatabase('raffle tickets', (database, kind) => {
  let kit: PaymentKit;
  let second: TestGateway | null = null;
  let secondDb: DatabaseHandle | null = null;
  let senders: FastifyInstance[] = [];
  let m: Member;
  let bet = 0;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
    senders = [kit.gw.app];
    const again = database().connectAgain;
    if (again) {
      secondDb = await again();
      second = await createTestGateway({ database: secondDb, identity: { now: kit.now } });
      senders = [kit.gw.app, second.app];
    }
    m = await kit.member();
    await kit.fund(m.token, '2000');
    bet = (await betAtLeast(kit, m, 10_000)).betMinor;
  }, 240_000);
  afterAll(async () => {
    await second?.close();
    await secondDb?.close();
    await kit?.close();
  });

  const db = () => kit.gw.app.gateway.db;
  const inject = (app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string | null, body?: object) =>
    app.inject({ method, url, headers: { merchant: 'aurora', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
  const list = async (token = m.token) => {
    const res = await kit.call<TicketsAnswer>('GET', apiPaths.tickets, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return must(res.body.value);
  };
  const claim = (ticketId: string, clientSeed: string, token = m.token) => kit.call<RaffleClaimAnswer>('POST', apiPaths.raffleClaim, { token, body: { ticketId, clientSeed } });
  const bonuses = async (ticketId: string) =>
    Number((await sql<{ n: string | number }>`select count(*) as n from ledger_transactions where kind = 'bonus' and reference = ${ticketId}`.execute(db())).rows[0]?.n ?? 0);
  const unclaimed = (a: TicketsAnswer, type?: string) => a.tickets.filter((t) => t.draw === null && (!type || t.ticketType === type));

  it('bets earn each rule\'s tickets once, however many instances look at once; an unclaimed ticket shows only its commitment', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => inject(must(senders[i % senders.length]), 'GET', apiPaths.tickets, m.token)));
    for (const a of answers) expect(a.statusCode).toBe(200);
    const first = await list();
    expect(first.betVolumeMinor).toBe(bet);
    const expected = { 'golden-egg': Math.min(50, Math.floor(bet / 1000)), 'red-envelope': Math.min(20, Math.floor(bet / 5000)), 'prize-wheel': Math.min(10, Math.floor(bet / 10_000)) };
    expect(Object.fromEntries(first.rules.map((r) => [r.ruleId, r.earned]))).toEqual(expected);
    const total = Object.values(expected).reduce((a, b) => a + b, 0);
    expect(first.tickets).toHaveLength(total);
    expect(await kit.count('raffle_tickets', `member_id = '${m.id}'`)).toBe(total);
    // Nonces per rule are 1..n, each once.
    for (const [rule, n] of Object.entries(expected)) {
      expect(first.tickets.filter((t) => t.ruleId === rule).map((t) => t.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    }
    const seeds = (await sql<{ server_seed: string }>`select server_seed from raffle_tickets where member_id = ${m.id}`.execute(db())).rows;
    const text = JSON.stringify(first);
    for (const s of seeds) expect(text).not.toContain(s.server_seed);
    expect((await list()).tickets.map((t) => t.id)).toEqual(first.tickets.map((t) => t.id));
  });

  it('a claim reveals the seed its commitment named, draws reproducibly and pays the prize once through the ledger', async () => {
    const before = await list();
    const ticket = must(unclaimed(before, 'golden_egg')[0]);
    const balanceBefore = await kit.gw.app.payments.ledger.balanceOf(m.id);
    const res = await claim(ticket.id, 'my-lucky-seed');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = must(res.body.value);
    const draw = must(answer.ticket.draw);
    expect(createHash('sha256').update(Buffer.from(draw.serverSeed, 'hex')).digest('hex')).toBe(ticket.serverSeedHash);
    expect(answer.ticket.serverSeedHash).toBe(ticket.serverSeedHash);
    expect(draw).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: ticket.nonce });
    const again = drawOutcome(draw.serverSeed, draw.clientSeed, draw.nonce, ticket.prizes);
    expect(again).toEqual({ hmac: draw.hmac, roll: draw.roll, prizeIndex: draw.prizeIndex, prizeMinor: draw.prizeMinor });
    expect((await webCryptoDraw(draw.serverSeed, draw.clientSeed, draw.nonce)).hmac).toBe(draw.hmac);
    expect(draw.prizeMinor).toBe(must(ticket.prizes[draw.prizeIndex]).amountMinor);
    expect(answer.balanceMinor).toBe(balanceBefore + draw.prizeMinor);
    expect(await bonuses(ticket.id)).toBe(1);
    // The list now shows the revealed draw; claiming again is refused and pays nothing.
    expect((await list()).tickets.find((t) => t.id === ticket.id)?.draw).toEqual(draw);
    const twice = await claim(ticket.id, 'another-seed');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('RAFFLE_TICKET_CLAIMED');
    expect(await bonuses(ticket.id)).toBe(1);
    expect(await kit.gw.app.payments.ledger.balanceOf(m.id)).toBe(balanceBefore + draw.prizeMinor);
  });

  it(`concurrent claims of one ticket pay once${kind === 'postgres' ? ' (two gateway instances)' : ''}`, async () => {
    const ticket = must(unclaimed(await list(), 'red_envelope')[0]);
    const balanceBefore = await kit.gw.app.payments.ledger.balanceOf(m.id);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => inject(must(senders[i % senders.length]), 'POST', apiPaths.raffleClaim, m.token, { ticketId: ticket.id, clientSeed: `seed-${i}` })));
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409);
      expect(a.json<{ code: string }>().code).toBe('RAFFLE_TICKET_CLAIMED');
    }
    const draw = must(must(won[0]).json<{ value: RaffleClaimAnswer }>().value.ticket.draw);
    expect(await bonuses(ticket.id)).toBe(1);
    expect(await kit.gw.app.payments.ledger.balanceOf(m.id)).toBe(balanceBefore + draw.prizeMinor);
    expect(auditProblems(await auditLedger(db()))).toEqual([]);
  });

  it('bad input is refused with nothing written', async () => {
    const ticket = must(unclaimed(await list(), 'golden_egg')[0]);
    const other = await kit.member();
    const bad: [object, number, string][] = [
      [{ ticketId: ticket.id, clientSeed: '' }, 400, 'VALIDATION_FAILED'],
      [{ ticketId: ticket.id, clientSeed: 'x'.repeat(65) }, 400, 'VALIDATION_FAILED'],
      [{ ticketId: ticket.id, clientSeed: 'two words' }, 400, 'VALIDATION_FAILED'],
      [{ ticketId: 'not-a-uuid', clientSeed: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ ticketId: ticket.id }, 400, 'VALIDATION_FAILED'],
      [{ ticketId: ticket.id, clientSeed: 'seed\u0000' }, 400, 'VALIDATION_FAILED'],
      [{ ticketId: '00000000-0000-4000-8000-000000000000', clientSeed: 'abc' }, 404, 'RAFFLE_TICKET_NOT_FOUND'],
    ];
    for (const [body, status, code] of bad) {
      const res = await kit.call('POST', apiPaths.raffleClaim, { token: m.token, body });
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // Another member's ticket is not mine to claim.
    const foreign = await claim(ticket.id, 'abc', other.token);
    expect([foreign.status, foreign.body.code]).toEqual([404, 'RAFFLE_TICKET_NOT_FOUND']);
    expect((await list()).tickets.find((t) => t.id === ticket.id)?.draw).toBeNull();
    expect(await bonuses(ticket.id)).toBe(0);
  });

  it('guests log in; trial accounts need a real account; a member without bets has no tickets', async () => {
    for (const [url, method] of [[apiPaths.tickets, 'GET'], [apiPaths.raffleClaim, 'POST']] as const) {
      const body = method === 'POST' ? { ticketId: '00000000-0000-4000-8000-000000000000', clientSeed: 'abc' } : undefined;
      const guest = await kit.call(method, url, { body });
      expect([guest.status, guest.body.code]).toEqual([401, 'UNAUTHORIZED']);
      const trial = await kit.call(method, url, { token: await kit.trial(), body });
      expect([trial.status, trial.body.code, trial.body.message]).toEqual([403, 'TRIAL_NOT_ALLOWED', 'in_need_true_account']);
    }
    const fresh = await kit.member();
    const answer = await list(fresh.token);
    expect(answer).toMatchObject({ betVolumeMinor: 0, tickets: [] });
    expect(answer.rules.every((r) => r.earned === 0)).toBe(true);
  });

  it('tickets stop at the rule\'s maximum', async () => {
    const rules = (await list()).rules;
    for (const r of rules) expect(r.earned).toBeLessThanOrEqual(r.maxTickets);
    const tickets: RaffleTicket[] = (await list()).tickets;
    expect(tickets.length).toBe(rules.reduce((n, r) => n + r.earned, 0));
  });
});
