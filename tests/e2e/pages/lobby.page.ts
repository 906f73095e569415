/**
 * The lobby lists (docs/decisions/021): the /rng slot lobby (search, chips, vendor, hints, the
 * virtualised list), the category pages' vendor cards and vendor games, the member's favourites
 * and recent games, and home's hot games and winner board. Catalogue answers are read from the
 * gateway the way the bundle reads them (Merchant header).
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { decodeCompactCatalogue, type CompactCatalogue, type CompactGame, type VendorCardItem } from '../../../schemas/catalogue';
import type { GameCategory } from '../../../schemas/brand';
import { readBrand, readCatalogue, text, type Catalogue } from '../support/brand-data';
import { expect, gatewayPort } from '../support/fixtures';

async function value<T>(request: APIRequestContext, merchant: string, path: string): Promise<T> {
  const url = `http://127.0.0.1:${gatewayPort()}${path}`;
  const response = await request.get(url, { headers: { merchant } });
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** The brand's slot games in its default language, as /rng decodes them. */
export async function slotGames(request: APIRequestContext, merchant: string): Promise<CompactGame[]> {
  return decodeCompactCatalogue(await value<CompactCatalogue>(request, merchant, '/lgw/games/catalogue?gameType=RNG'));
}

export async function vendorCardsOf(request: APIRequestContext, merchant: string, gameType: GameCategory): Promise<VendorCardItem[]> {
  return (await value<{ vendors: VendorCardItem[] }>(request, merchant, `/wps/relay/GCSGAME_getVassGameType?gameType=${gameType}`)).vendors;
}

export class LobbyPage {
  readonly catalogue: Catalogue;
  readonly main: Locator;

  constructor(
    readonly page: Page,
    merchant: string,
  ) {
    this.catalogue = readCatalogue(readBrand(merchant).defaultLang);
    this.main = page.getByRole('main');
  }

  t(key: string): string {
    return text(this.catalogue, key);
  }

  get search(): Locator {
    return this.main.getByRole('searchbox', { name: this.t('lobby.search_label') });
  }

  get list(): Locator {
    return this.main.getByTestId('lobby-list');
  }

  get count(): Locator {
    return this.main.getByTestId('lobby-count');
  }

  get empty(): Locator {
    return this.main.getByText(this.t('lobby.empty'));
  }

  get clearFilters(): Locator {
    return this.main.getByRole('button', { name: this.t('lobby.clear_filters') }).first();
  }

  chip(key: string): Locator {
    return this.main.getByRole('group', { name: this.t('lobby.subcategories') }).getByRole('button', { name: this.t(key) });
  }

  hint(key: 'lobby.hint_min_bet' | 'lobby.hint_lines'): Locator {
    return this.main.getByRole('button', { name: this.t(key) });
  }

  /** A game tile in the lobby list by node id. */
  tile(nodeId: string): Locator {
    return this.list.locator(`[data-testid="game-tile"][data-node-id="${nodeId}"]`);
  }

  /** How many games the list shows now (the count line's data-shown). */
  async shown(): Promise<number> {
    return Number(await this.count.getAttribute('data-shown'));
  }

  async gotoLobby(query = ''): Promise<void> {
    await this.page.goto(`/rng${query}`);
    await expect(this.list.or(this.empty)).toBeVisible({ timeout: 20_000 });
  }

  vendorTiles(): Locator {
    return this.main.getByTestId('vendor-tile');
  }

  vendorGames(): Locator {
    return this.main.getByTestId('vendor-games');
  }

  memberArea(): Locator {
    return this.main.getByTestId('member-games');
  }
}
