/**
 * The app shell (§2.1, §2.3): header with the game navigation and its drop menus, the mobile
 * menu, the account area, footer, right bar, and the page states (not found, load failure).
 * Expectations come from the same sources the product reads: brand files, catalogues, and the
 * gateway's own vendor menus.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Brand } from '../../../schemas/brand';
import type { LoginAnswer } from '../../../schemas/identity';
import { compileNavigation, type NavItem } from '../../../schemas/compile-navigation';
import type { VendorMenuItem } from '../../../schemas/content';
import { type Catalogue, readBrand, readCatalogue, text } from '../support/brand-data';
import { gatewayPort } from '../support/fixtures';
import { apiLogin, createAccount } from './password.page';

/** ICU message with simple {name} arguments. */
export function format(
  catalogue: Catalogue,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return text(catalogue, key).replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name]));
}

/** The session a login leaves in sessionStorage (src/api/identity/session.ts); the identity issue will log in for real. */
export interface StoredSession {
  token: string;
  member: { id: string; account: string; nickname: string | null; type: number; vipLevel: number | null };
  publicState?: { firstTimeLogin: boolean; imgUrl: string | null; currencySymbol: string | null };
  location?: 'member' | 'agent' | null;
  balance?: number | null;
  unreadCount?: number | null;
}

export function storedSession(type: number, extra: Partial<StoredSession> = {}): StoredSession {
  return {
    token: 'e2e-session-token',
    member: { id: '1001', account: 'e2e_player', nickname: null, type, vipLevel: null },
    ...extra,
  };
}

/**
 * A real session: a fresh account of this member type signed in through the gateway, stored
 * the way the app stores it. Its popups are marked closed (not these specs' subject).
 */
export async function signInFresh(
  page: Page,
  request: APIRequestContext,
  merchant: string,
  type: number,
  extra: { balanceMinor?: number; unread?: number } = {},
): Promise<StoredSession> {
  // Trial accounts exist only through free play (FREEPLAY3): they have no password to sign in with.
  const answer =
    type === readBrand(merchant).trialType
      ? await freePlayLogin(request, merchant)
      : await createAccount(merchant, { type, ...extra }).then((fresh) =>
          apiLogin(request, merchant, fresh.account, fresh.password),
        );
  const m = answer.member;
  if (!answer.token || !m)
    throw new Error(`no session for a type-${type} account: ${JSON.stringify(answer)}`);
  const session: StoredSession = {
    token: answer.token,
    member: { id: m.id, account: m.account, nickname: m.nickname, type: m.type, vipLevel: m.vipLevel },
    publicState: { firstTimeLogin: false, imgUrl: null, currencySymbol: m.currencySymbol },
    location: 'member',
  };
  await page.addInitScript(
    (account) => sessionStorage.setItem(`popupClosed:account:${account}`, '1'),
    m.account,
  );
  await signInAs(page, session);
  return session;
}

async function freePlayLogin(request: APIRequestContext, merchant: string): Promise<LoginAnswer> {
  const res = await request.post(`http://127.0.0.1:${gatewayPort()}/wps/session/login/freeplay`, {
    headers: { merchant },
    data: {},
  });
  expect(res.ok(), `free play for ${merchant}`).toBe(true);
  return ((await res.json()) as { value: LoginAnswer }).value;
}

/** Marks the popup announcement closed (anonymous and the test account): these specs are not about it. */
export async function quietPopups(page: Page): Promise<void> {
  await page.addInitScript(() => {
    sessionStorage.setItem('popupClosed:anonymous', '1');
    sessionStorage.setItem('popupClosed:account:e2e_player', '1');
  });
}

/** Starts every page of the test with this session in sessionStorage (as after a login). */
export async function signInAs(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-out')) sessionStorage.setItem('session', value);
  }, JSON.stringify(session));
}

/** The vendor menus exactly as the gateway serves this brand (Node cannot resolve *.localhost: the Merchant header names it). */
export async function vendorMenus(request: APIRequestContext, merchant: string): Promise<VendorMenuItem[]> {
  const response = await request.get(`http://127.0.0.1:${gatewayPort()}/lgw/games/game_menus`, {
    headers: { merchant },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { value: { vendors: VendorMenuItem[] } };
  return body.value.vendors;
}

export function expectedNavigation(brand: Brand, vendors: VendorMenuItem[]): NavItem[] {
  return compileNavigation(brand, vendors);
}

/** The label a category shows in the header (ELOTT reads w_elott beside LOTT; src/features/games-centre/category-label.ts). */
export function navLabel(catalogue: Catalogue, item: NavItem, items: NavItem[]): string {
  if (item.key === 'ELOTT' && items.some((i) => i.key === 'LOTT')) return text(catalogue, 'w_elott');
  return text(catalogue, item.labelKey);
}

export { seriousAxeViolations } from '../support/axe';

/** The project's brand, its default catalogue and the page object. */
export function setup(page: Page, merchant: string) {
  const brand = readBrand(merchant);
  const catalogue = readCatalogue(brand.defaultLang);
  return { brand, catalogue, layout: new LayoutPage(page, catalogue) };
}

export class LayoutPage {
  readonly header: Locator;
  readonly main: Locator;
  readonly footer: Locator;
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly catalogue: Catalogue,
  ) {
    this.header = page.getByRole('banner');
    this.main = page.getByRole('main');
    this.footer = page.getByRole('contentinfo');
    this.heading = this.main.getByRole('heading', { level: 1 }).first();
  }

  t(key: string, values: Record<string, string | number> = {}): string {
    return format(this.catalogue, key, values);
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.header).toBeVisible();
  }

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: this.t('nav.main') });
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** The category links of the main navigation, in order (Home and the drop-menu categories). */
  async categoryLinkNames(): Promise<string[]> {
    return this.nav.locator('li[data-nav="category"] > a').allInnerTexts();
  }

  dropToggle(category: string): Locator {
    return this.nav.getByRole('button', { name: this.t('nav.vendors_of', { category }) });
  }

  /** The panel a disclosure button controls (aria-controls). */
  async controlled(button: Locator): Promise<Locator> {
    const id = await button.getAttribute('aria-controls');
    expect(id, 'the button names the panel it controls').toBeTruthy();
    return this.page.locator(`[id="${id}"]`);
  }

  get menuButton(): Locator {
    return this.page.getByRole('button', { name: this.t('nav.open_menu') });
  }

  get closeMenuButton(): Locator {
    return this.page.getByRole('button', { name: this.t('nav.close_menu') });
  }

  get notFoundHeading(): Locator {
    return this.main.getByRole('heading', { name: this.t('notfound.title') });
  }

  get homeLink(): Locator {
    return this.main.getByRole('link', { name: this.t('notfound.home') });
  }

  get loadFailure(): Locator {
    return this.main.getByRole('alert').filter({ hasText: this.t('error.page_failed') });
  }

  get rightBar(): Locator {
    return this.page.getByRole('complementary', { name: this.t('rightbar.label') });
  }

  vendorTiles(): Locator {
    return this.main.getByTestId('vendor-tile');
  }

  async scrollY(): Promise<number> {
    return this.page.evaluate(() => window.scrollY);
  }
}
