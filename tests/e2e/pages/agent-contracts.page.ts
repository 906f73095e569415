/**
 * Contracts in the agent centre and the contract pop-up (issue 17, docs/decisions/039): a fresh
 * agent tree per test written straight into the run's database (the e2e database is shared by
 * the brands' parallel workers, so no test touches agent01's tree), gateway calls for set-up and
 * cross-checks, and the page's and pop-up's controls.
 */
import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import AxeBuilder from '@axe-core/playwright';
import {
  agentPaths,
  relayPathOfKind,
  type Contract,
  type ContractAnswerRequest,
  type ContractKind,
  type ContractsAnswer,
  type OfferContractRequest,
} from '../../../schemas/agent';
import { createPasswordHasher } from '../../../gateway/domain/identity/password-hasher';
import { readBrand, readCatalogue, text, type Catalogue } from '../support/brand-data';
import { apiBase, apiLogin } from './password.page';
import { signInAs, type StoredSession } from './layout.page';

const hasher = createPasswordHasher({ concurrency: 1 });

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url)
    throw new Error(process.env.E2E_DATABASE_PROBLEM ?? 'E2E_DATABASE_URL is not set by the global setup');
  return url;
}

export async function sql<T extends pg.QueryResultRow>(query: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(query, values)).rows;
  } finally {
    await client.end();
  }
}

export interface TreeMember {
  id: string;
  account: string;
  password: string;
  token: string;
  session: StoredSession;
}

/** A member of the brand under `parentId` (null: a top agent), an agent unless `member`. */
async function addMember(
  request: APIRequestContext,
  merchant: string,
  parentId: string | null,
  role: 'agent' | 'member',
): Promise<TreeMember> {
  const suffix = crypto.randomBytes(4).toString('hex');
  const account = `ec${suffix}`;
  const password = `E2e-Pass-${suffix}`;
  const type = role === 'agent' ? (readBrand(merchant).agentType[0] ?? 1) : 0;
  const [row] = await sql<{ id: string }>(
    `insert into members (merchant, account, account_key, nickname, type, password_hash, must_change_password, email, vip_level, parent_id)
     values ($1, $2, $2, $2, $3, $4, false, $5, 1, $6) returning id`,
    [
      merchant,
      account,
      type,
      await hasher.hash(password),
      `${account}@${readBrand(merchant).mainDomain}`,
      parentId,
    ],
  );
  if (!row) throw new Error('no member written');
  // An opening balance the ledger adopts the first time the wallet moves (rounds are real money).
  await sql(`insert into wallet_balances (member_id, currency, balance_minor) values ($1, 'CNY', 1000000)`, [
    row.id,
  ]);
  const answer = await apiLogin(request, merchant, account, password);
  const m = answer.member;
  if (!answer.token || !m) throw new Error(`no session for ${account}: ${JSON.stringify(answer)}`);
  return {
    id: row.id,
    account,
    password,
    token: answer.token,
    session: {
      token: answer.token,
      member: { id: m.id, account: m.account, nickname: m.nickname, type: m.type, vipLevel: m.vipLevel },
      publicState: { firstTimeLogin: false, imgUrl: null, currencySymbol: m.currencySymbol },
      location: role === 'agent' ? 'agent' : 'member',
    },
  };
}

/** top (agent, no upline) → mid (agent) → low (agent): a fresh tree of three levels. */
export async function freshTree(request: APIRequestContext, merchant: string) {
  const top = await addMember(request, merchant, null, 'agent');
  const mid = await addMember(request, merchant, top.id, 'agent');
  const low = await addMember(request, merchant, mid.id, 'agent');
  return { top, mid, low };
}

async function call<T>(
  request: APIRequestContext,
  merchant: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<{ status: number; value: T; code: string | null }> {
  const res = await request.fetch(`${apiBase()}${path}`, {
    method,
    headers: { merchant, authorization: `Bearer ${token}` },
    data,
  });
  const body = (await res.json()) as { value: T; code?: string };
  return { status: res.status(), value: body.value, code: body.code ?? null };
}

export const gateway = {
  offer: (request: APIRequestContext, merchant: string, who: TreeMember, offer: OfferContractRequest) =>
    call<Contract>(request, merchant, who.token, 'POST', agentPaths.contracts, offer),
  answer: (
    request: APIRequestContext,
    merchant: string,
    who: TreeMember,
    kind: ContractKind,
    body: ContractAnswerRequest,
  ) => call<unknown>(request, merchant, who.token, 'POST', relayPathOfKind[kind], body),
  contracts: async (
    request: APIRequestContext,
    merchant: string,
    who: TreeMember,
    scope: 'mine' | 'offered',
    kind: ContractKind,
  ): Promise<Contract[]> =>
    (
      await call<ContractsAnswer>(
        request,
        merchant,
        who.token,
        'GET',
        `${agentPaths.contracts}?scope=${scope}&kind=${kind}&pageSize=100`,
      )
    ).value.items,
  terminate: (request: APIRequestContext, merchant: string, who: TreeMember, id: string) =>
    call<Contract>(request, merchant, who.token, 'POST', agentPaths.contractTerminate.replace(':id', id)),
};

/** The state of a contract as stored. */
export async function storedState(id: string): Promise<string> {
  const [row] = await sql<{ state: string }>('select state from agent_contracts where id = $1', [id]);
  return row?.state ?? 'missing';
}

export const contractsPath = '/agentHome/agentContracts';

export class ContractsUi {
  readonly catalogue: Catalogue;
  constructor(
    readonly page: Page,
    merchant: string,
  ) {
    this.catalogue = readCatalogue(readBrand(merchant).defaultLang);
  }

  t(key: string): string {
    return text(this.catalogue, key);
  }

  /** Signs the browser in as `who` (session as after a login) and quiets the announcement popup. */
  async as(who: TreeMember): Promise<void> {
    await this.page.addInitScript((account) => {
      sessionStorage.setItem('popupClosed:anonymous', '1');
      sessionStorage.setItem(`popupClosed:account:${account}`, '1');
    }, who.account);
    await signInAs(this.page, who.session);
  }

  async open(kind: ContractKind): Promise<Locator> {
    await this.page.goto(contractsPath);
    const root = this.page.getByTestId('contracts-page');
    await expect(root).toBeVisible();
    await root.getByRole('tab', { name: this.t(kindLabel[kind]), exact: true }).click();
    return root;
  }

  get popup(): Locator {
    return this.page.getByTestId('contract-popup');
  }

  /** The pop-up's dialog (named by its title). */
  popupDialog(requestType: 1 | 2): Locator {
    return this.page.getByRole('dialog', {
      name: this.t(
        requestType === 1 ? 'agentc.contracts.popup_offer_title' : 'agentc.contracts.popup_termination_title',
      ),
    });
  }

  button(scope: Locator, key: string): Locator {
    return scope.getByRole('button', { name: this.t(key), exact: true });
  }

  /** Fills and sends the offer form of the open kind tab: one tier per row of [thresholds…, percent]. */
  async offer(
    root: Locator,
    downline: string,
    tiers: Record<string, string>[],
    period?: string,
  ): Promise<void> {
    const form = root.getByTestId('contract-offer-form');
    await form.getByTestId('contract-offer-downline').selectOption({ label: downline });
    if (period) await form.getByTestId('contract-offer-period').selectOption(period);
    for (let i = 0; i < tiers.length; i += 1) {
      if (i > 0) await form.getByTestId('contract-add-tier').click();
      const row = form.getByTestId('contract-tier-row').nth(i);
      for (const [field, value] of Object.entries(tiers[i] ?? {}))
        await row.getByTestId(`contract-tier-${field}`).fill(value);
    }
    await form.getByTestId('contract-offer-submit').click();
  }
}

export const kindLabel: Record<ContractKind, string> = {
  dividend: 'agentc.contracts.kind_dividend',
  dailySalary: 'agentc.contracts.kind_daily_salary',
  hourlySalary: 'agentc.contracts.kind_hourly_salary',
  realtimeSalary: 'agentc.contracts.kind_realtime_salary',
};

/** Serious and critical axe violations on the page (or inside `include`). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Pins the palette for the page's next loads (the theme toggle's stored choice). */
export async function usePalette(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), mode);
}
