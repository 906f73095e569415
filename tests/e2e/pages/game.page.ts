/**
 * Game tiles and the launch (§2.8, §4 "Game launch"; docs/decisions/020): finds games through
 * the gateway (the same calls the app makes), finds their tiles on /rng by the search box, and
 * follows a launch to the demo vendor page — in the in-page frame or the new tab, as the brand
 * says (brand.json gameOpenMode). Set-up that needs the database (a game's maintenance) goes
 * through E2E_DATABASE_URL.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import type { Brand } from '../../../schemas/brand';
import type { GameItem, GamePage as GameListPage, VendorCardItem } from '../../../schemas/catalogue';
import { type Catalogue, readBrand, readCatalogue } from '../support/brand-data';
import { gatewayPort } from '../support/fixtures';
import { format } from './layout.page';

const apiBase = () => `http://127.0.0.1:${gatewayPort()}`;

async function value<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()}`).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** A page of games of one vendor (or type), in the brand's default language. */
export async function listGames(request: APIRequestContext, merchant: string, query: Record<string, string>): Promise<GameItem[]> {
  const lang = readBrand(merchant).defaultLang;
  const res = await request.get(`${apiBase()}/wps/relay/GCSGAME_gameList`, { headers: { merchant }, params: { lang, pageSize: '100', ...query } });
  return (await value<GameListPage>(res)).content;
}

export async function vendorCards(request: APIRequestContext, merchant: string, gameType: string): Promise<VendorCardItem[]> {
  const res = await request.get(`${apiBase()}/wps/relay/GCSGAME_getVassGameType`, { headers: { merchant }, params: { gameType } });
  return (await value<{ vendors: VendorCardItem[] }>(res)).vendors;
}

/** A slot game matching `test`, from the first vendors' lists (a name search on /rng finds it). */
export async function findSlot(request: APIRequestContext, merchant: string, test: (g: GameItem) => boolean): Promise<GameItem> {
  for (const vendor of (await vendorCards(request, merchant, 'RNG')).filter((v) => !v.maintenance)) {
    const found = (await listGames(request, merchant, { gameType: 'RNG', vendor: vendor.vassalage })).find(test);
    if (found) return found;
  }
  throw new Error(`no slot game of ${merchant} matches`);
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error(process.env.E2E_DATABASE_PROBLEM ?? 'E2E_DATABASE_URL is not set by the global setup');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Puts one game under maintenance (§8) and returns the way back. */
export async function setGameMaintenance(merchant: string, nodeId: string, on: boolean): Promise<void> {
  await withDatabase((c) => c.query('update games set maintenance = $3 where merchant = $1 and node_id = $2', [merchant, nodeId, on]));
}

/** Moves money from main to a vendor's wallet (transfer-wallet brands bet from the vendor's wallet). */
export async function transferToVendor(request: APIRequestContext, merchant: string, token: string, vendor: string, amount: string): Promise<void> {
  const res = await request.post(`${apiBase()}/wps/relay/GCS_walletTransfer`, {
    headers: { merchant, authorization: `Bearer ${token}` },
    data: { requestId: crypto.randomUUID(), from: 'main', to: vendor, amount },
  });
  expect(res.ok(), `transfer to ${vendor}: ${await res.text()}`).toBe(true);
}

/** Serious accessibility problems inside one part of the page (the shell is the layout specs' subject). */
export async function seriousAxeViolationsIn(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export class GamePage {
  readonly brand: Brand;
  readonly catalogue: Catalogue;

  constructor(
    readonly page: Page,
    readonly merchant: string,
  ) {
    this.brand = readBrand(merchant);
    this.catalogue = readCatalogue(this.brand.defaultLang);
  }

  t(key: string, values: Record<string, string | number> = {}): string {
    return format(this.catalogue, key, values);
  }

  get opensInTab(): boolean {
    return this.brand.gameOpenMode === 'tab';
  }

  tile(game: GameItem): Locator {
    return this.page.locator(`[data-testid="game-tile"][data-node-id="${game.nodeId}"]`).first();
  }

  play(game: GameItem): Locator {
    return this.tile(game).getByRole('button', { name: this.t('games.play_named', { name: game.displayName }), exact: true });
  }

  freeTrial(game: GameItem): Locator {
    return this.tile(game).getByRole('button', { name: this.t('games.free_trial_named', { name: game.displayName }), exact: true });
  }

  heart(game: GameItem): Locator {
    return this.tile(game).getByRole('button', { name: this.t('games.favourite_named', { name: game.displayName }), exact: true });
  }

  /** /rng with the game's name typed into the search box, until its tile shows. */
  async findOnRng(game: GameItem): Promise<void> {
    await this.page.goto('/rng');
    await this.page.getByRole('searchbox').fill(game.displayName);
    await expect(this.tile(game)).toBeVisible({ timeout: 15_000 });
    // The text reaches the address once typing pauses (a navigation): wait for it, so nothing
    // the test does next races it.
    await expect(this.page).toHaveURL(/[?&]q=/);
  }

  /**
   * Clicks a launch button and returns the demo vendor page: the frame of the in-page game
   * dialog, or the new tab (brand gameOpenMode tab).
   */
  async launchWith(button: Locator, name: string): Promise<{ game: FrameLocator | Page; close: () => Promise<void> }> {
    if (this.opensInTab) {
      const popup = this.page.context().waitForEvent('page');
      await button.click();
      const tab = await popup;
      await tab.waitForURL(/\/lgw\/demo-vendor\/play/);
      return { game: tab, close: () => tab.close() };
    }
    await button.click();
    const dialog = this.page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    return {
      game: dialog.frameLocator(`iframe[title="${name.replace(/"/g, '\\"')}"]`),
      close: () => dialog.getByRole('button', { name: this.t('launch.close_game') }).click(),
    };
  }
}

/** The demo vendor page (gateway/demo-vendor/play.html) in a frame or a tab: plays one round. */
export async function playOneRound(game: FrameLocator | Page): Promise<void> {
  const spin = game.locator('#spin');
  await expect(spin).toBeEnabled({ timeout: 15_000 });
  const before = await game.locator('#balance').textContent();
  await spin.click();
  await expect(game.locator('#result')).not.toHaveText('', { timeout: 10_000 });
  await expect(game.locator('#result')).not.toHaveClass(/error/);
  await expect(game.locator('#reels')).not.toHaveAttribute('aria-label', '');
  expect(before).not.toBeNull();
}
