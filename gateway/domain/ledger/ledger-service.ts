/**
 * The ledger (contract and account naming: ./ledger.ts; docs/decisions/022-ledger.md).
 *
 * A posting is one call of the database function ledger_post_one (migration 011), which in one
 * round trip:
 *   1. claims the idempotency key (INSERT … ON CONFLICT DO NOTHING: a concurrent poster of the
 *      same key waits for the first to commit, then finds its row and replays or conflicts);
 *   2. moves each account's balance with one conditional UPDATE, accounts in code order (row
 *      locks taken in one order by everyone: no lock cycles between postings); a member wallet
 *      that would go below zero matches no row → INSUFFICIENT_BALANCE;
 *   3. appends the entries with each account's balance after them.
 * Refusals roll back only the posting's own subtransaction. This file validates the request
 * (safe non-zero integers summing to zero, account names, lengths) and derives the account codes
 * and the canonical request hash. The database adds what code could forget: append-only rows,
 * non-negative member balances (CHECK), every transaction summing to zero at commit (deferred
 * trigger) and the wallet_balances projection (trigger). `post` retries serialization failures
 * and deadlocks; on embedded PGlite concurrent postings share one statement (group commit).
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  LedgerRefusal,
  ledgerKinds,
  mainWallet,
  type Ledger,
  type LedgerAccount,
  type PostRequest,
  type PostResult,
  type WalletBalanceRow,
} from './ledger';

type Trx = Kysely<Database>;

/** Largest single entry: 10^15 minor units (sums of 20 entries stay exact in BigInt). */
export const maxEntryMinor = 1_000_000_000_000_000;
const maxEntries = 20;
const memberWalletPattern = /^(main|[A-Z][A-Z0-9_]{0,31})$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const providerPattern = /^[a-z][a-z0-9_-]{0,31}$/;
const merchantPattern = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

export function accountCode(merchant: string, currency: string, account: LedgerAccount): string {
  switch (account.type) {
    case 'member':
      return `m:${account.memberId}:${account.wallet}`;
    case 'house':
      return `h:${merchant}:${currency}`;
    case 'provider':
      return `p:${merchant}:${account.provider}:${currency}`;
    case 'promotion':
      return `r:${merchant}:${currency}`;
    case 'commission':
      return `c:${merchant}:${currency}`;
  }
}

function refuse(reason: string): never {
  throw new LedgerRefusal('VALIDATION_FAILED', 400, reason);
}

interface Movement {
  code: string;
  account: LedgerAccount;
  delta: number;
}

interface Checked {
  hash: string;
  /** Per entry line: account code and amount. */
  lines: { code: string; amountMinor: number }[];
  /** One per account, in code order. */
  movements: Movement[];
  details: string | null;
}

function checkAccount(account: LedgerAccount): void {
  if (account.type === 'member') {
    if (!uuidPattern.test(account.memberId)) refuse('member id is not a uuid');
    if (!memberWalletPattern.test(account.wallet)) refuse(`wallet ${account.wallet} is not main or a vassalage`);
  } else if (account.type === 'provider') {
    if (!providerPattern.test(account.provider)) refuse('provider code');
  } else if (account.type !== 'house' && account.type !== 'promotion' && account.type !== 'commission') {
    refuse('unknown account type');
  }
}

function sortedDetails(details: PostRequest['details']): string | null {
  if (!details) return null;
  const text = JSON.stringify(Object.fromEntries(Object.entries(details).sort(([a], [b]) => (a < b ? -1 : 1))));
  if (text.length > 2000) refuse('details longer than 2000 characters');
  return text;
}

/** Validates a request and derives its lines, per-account movements and canonical hash. */
export function checkRequest(request: PostRequest): Checked {
  if (!merchantPattern.test(request.merchant)) refuse('merchant');
  if (!/^[A-Z]{3}$/.test(request.currency)) refuse('currency');
  const key = request.idempotencyKey;
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) refuse('idempotency key must be 1-200 characters');
  if (!(ledgerKinds as readonly string[]).includes(request.kind)) refuse('kind');
  if (request.memberId != null && !uuidPattern.test(request.memberId)) refuse('member id');
  if ((request.memo ?? '').length > 200 || (request.reference ?? '').length > 200) refuse('memo or reference longer than 200');
  const entries = request.entries;
  if (!Array.isArray(entries) || entries.length < 2 || entries.length > maxEntries) refuse(`2-${maxEntries} entries`);
  let sum = 0n;
  const byCode = new Map<string, Movement>();
  const lines = entries.map((e) => {
    checkAccount(e.account);
    const amount = e.amountMinor;
    if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > maxEntryMinor) refuse('amount must be a non-zero integer of minor units');
    sum += BigInt(amount);
    const code = accountCode(request.merchant, request.currency, e.account);
    const m = byCode.get(code);
    if (m) m.delta += amount;
    else byCode.set(code, { code, account: e.account, delta: amount });
    return { code, amountMinor: amount };
  });
  if (sum !== 0n) refuse('entries do not sum to zero');
  const details = sortedDetails(request.details);
  const canonical = JSON.stringify([
    request.merchant,
    request.currency,
    request.kind,
    request.memberId ?? null,
    lines.map((l) => [l.code, l.amountMinor]),
    request.memo ?? '',
    request.reference ?? null,
    details,
  ]);
  const movements = [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return { hash: createHash('sha256').update(canonical).digest('hex'), lines, movements, details };
}

/** The jsonb the database function ledger_post_one takes (migration 011). */
export function postingPayload(request: PostRequest, checked: Checked): Record<string, unknown> {
  return {
    key: request.idempotencyKey,
    hash: checked.hash,
    merchant: request.merchant,
    currency: request.currency,
    kind: request.kind,
    memberId: request.memberId ?? null,
    memo: request.memo ?? '',
    reference: request.reference ?? null,
    details: checked.details === null ? null : (JSON.parse(checked.details) as unknown),
    moves: checked.movements.map((m) => ({
      code: m.code,
      delta: m.delta,
      type: m.account.type,
      ...(m.account.type === 'member' ? { memberId: m.account.memberId, wallet: m.account.wallet } : {}),
    })),
    lines: checked.lines.map((l) => [l.code, l.amountMinor]),
    memberCodes: checked.movements.filter((m) => m.account.type === 'member').map((m) => m.code),
  };
}

interface Answer {
  id?: string;
  replayed?: boolean;
  at?: string;
  balances?: Record<string, number | string>;
  refusal?: 'INSUFFICIENT_BALANCE' | 'IDEMPOTENCY_CONFLICT' | 'VALIDATION_FAILED';
  reason?: string;
}

const refusalStatus = { INSUFFICIENT_BALANCE: 409, IDEMPOTENCY_CONFLICT: 422, VALIDATION_FAILED: 400 } as const;

function resultOf(answer: Answer): PostResult {
  if (answer.refusal) throw new LedgerRefusal(answer.refusal, refusalStatus[answer.refusal], answer.reason ?? answer.refusal);
  if (!answer.id || !answer.at) throw new Error('ledger_post_one answered without a transaction');
  return {
    transactionId: answer.id,
    replayed: answer.replayed === true,
    postedAt: new Date(answer.at),
    memberBalances: Object.fromEntries(Object.entries(answer.balances ?? {}).map(([w, b]) => [w, Number(b)])),
  };
}

/** Runs several postings in one statement (each in its own subtransaction); one answer per posting. */
async function postMany(db: Trx, payloads: Record<string, unknown>[]): Promise<Answer[]> {
  const { rows } = await sql<{ r: Answer[] | string }>`select ledger_post_many(${JSON.stringify(payloads)}::jsonb) as r`.execute(db);
  const r = rows[0]?.r;
  const answers = typeof r === 'string' ? (JSON.parse(r) as Answer[]) : r;
  if (!Array.isArray(answers) || answers.length !== payloads.length) throw new Error('ledger_post_many answered the wrong shape');
  return answers;
}

/** The i-th element, which the caller knows exists (a shape error otherwise). */
function nth<T>(xs: readonly T[], i = 0): T {
  const x = xs[i];
  if (x === undefined) throw new Error(`ledger: missing element ${i}`);
  return x;
}

/** PostgreSQL errors worth retrying the whole transaction for. */
function retryable(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

async function walletsOf(db: Trx, memberId: string): Promise<WalletBalanceRow[]> {
  const { rows } = await sql<{ wallet: string; currency: string; balance_minor: string | number }>`
    select wallet, currency, balance_minor from wallet_balances where member_id = ${memberId}`.execute(db);
  return rows
    .map((r) => ({ wallet: r.wallet === mainWallet ? mainWallet : r.wallet.toUpperCase(), currency: r.currency, balanceMinor: Number(r.balance_minor) }))
    .sort((a, b) => (a.wallet === mainWallet ? -1 : b.wallet === mainWallet ? 1 : a.wallet < b.wallet ? -1 : 1));
}

interface Waiting {
  payload: Record<string, unknown>;
  resolve: (answer: Answer) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit for embedded PGlite (one session; every statement waits its turn anyway):
 * postings that arrive while one statement runs go together in the next, each in its own
 * subtransaction, so a refusal stays with its caller. PostgreSQL gets one statement per posting
 * (concurrent connections; batches there would only widen lock sets).
 */
function batcher(db: Trx, maxBatch: number) {
  const queue: Waiting[] = [];
  let running = false;
  async function drain(): Promise<void> {
    running = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch);
        try {
          const answers = await postMany(db, batch.map((w) => w.payload));
          batch.forEach((w, i) => w.resolve(nth(answers, i)));
        } catch (err) {
          if (batch.length === 1) nth(batch).reject(err);
          // One posting broke the statement (not a refusal): run them one by one.
          else for (const w of batch) await postMany(db, [w.payload]).then((a) => w.resolve(nth(a)), w.reject);
        }
      }
    } finally {
      running = false;
    }
  }
  return (payload: Record<string, unknown>) =>
    new Promise<Answer>((resolve, reject) => {
      queue.push({ payload, resolve, reject });
      if (!running) void drain();
    });
}

async function isEmbedded(db: Trx): Promise<boolean> {
  const { rows } = await sql<{ v: string }>`select version() as v`.execute(db);
  return /PGlite/i.test(rows[0]?.v ?? '');
}

export function createLedger(db: Kysely<Database>, options: { retries?: number; maxBatch?: number } = {}): Ledger {
  const retries = options.retries ?? 8;
  let send: Promise<(payload: Record<string, unknown>) => Promise<Answer>> | null = null;
  const sender = () =>
    (send ??= isEmbedded(db).then((embedded) =>
      embedded ? batcher(db, options.maxBatch ?? 256) : async (payload: Record<string, unknown>) => nth(await postMany(db, [payload])),
    ));
  return {
    async post(request) {
      const payload = postingPayload(request, checkRequest(request));
      const post = await sender();
      for (let attempt = 0; ; attempt += 1) {
        try {
          return resultOf(await post(payload));
        } catch (err) {
          if (!retryable(err) || attempt >= retries) throw err;
          await new Promise((r) => setTimeout(r, Math.random() * 5 * (attempt + 1)));
        }
      }
    },
    async postIn(trx, request) {
      const payload = postingPayload(request, checkRequest(request));
      return resultOf(nth(await postMany(trx, [payload])));
    },
    async postAllIn(trx, requests) {
      if (requests.length === 0) return [];
      const payloads = requests.map((request) => postingPayload(request, checkRequest(request)));
      // Each posting is ledger_post_one's (key claimed, balances moved in code order, entries
      // appended); a refusal comes back as an answer and is thrown before anything is returned.
      return (await postMany(trx, payloads)).map(resultOf);
    },
    async balanceOf(memberId, wallet = mainWallet, trx) {
      const { rows } = await sql<{ balance_minor: string | number }>`
        select balance_minor from wallet_balances where member_id = ${memberId} and wallet = ${wallet.toLowerCase()}`.execute(trx ?? db);
      return Number(rows[0]?.balance_minor ?? 0);
    },
    walletsOf: (memberId, trx) => walletsOf(trx ?? db, memberId),
    async lockWallet(trx, memberId, wallet = mainWallet) {
      checkAccount({ type: 'member', memberId, wallet });
      const code = accountCode('', '', { type: 'member', memberId, wallet });
      const read = () => sql<{ balance_minor: string | number }>`select balance_minor from ledger_accounts where code = ${code} for update`.execute(trx);
      let { rows } = await read();
      if (rows.length === 0) {
        const { rows: members } = await sql<{ merchant: string; currency: string }>`select merchant, currency from members where id = ${memberId}`.execute(trx);
        const member = members[0];
        if (!member) refuse('unknown member');
        const mv = { code, delta: 0, type: 'member', memberId, wallet };
        await sql`select ledger_open_account(${member.merchant}, ${member.currency}, ${JSON.stringify(mv)}::jsonb)`.execute(trx);
        ({ rows } = await read());
      }
      return Number(rows[0]?.balance_minor ?? 0);
    },
  };
}

const shared = new WeakMap<Kysely<Database>, Ledger>();

/** The one ledger of a database handle (its group commit spans every caller of the process). */
export function ledgerOf(db: Kysely<Database>): Ledger {
  let ledger = shared.get(db);
  if (!ledger) shared.set(db, (ledger = createLedger(db)));
  return ledger;
}
