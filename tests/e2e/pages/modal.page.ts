/**
 * Modals (§2.4): the announcement popup, the notice list, any dialog; what the page around an
 * open modal does (scroll lock, inert), and the once-per-session popup flag.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AnnouncementResponse } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { type Catalogue, text } from '../support/brand-data';
import { anonymousPopupFlag, gatewayPort } from '../support/fixtures';

export { anonymousPopupFlag };


/**
 * For specs that are not about the popup: marks it closed for this page's session before any
 * script runs, so it never covers the page under test.
 */
export async function skipAnnouncementPopup(page: Page): Promise<void> {
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), anonymousPopupFlag);
}

/** ICU message with simple {name} arguments (enough for the keys used here). */
export function format(catalogue: Catalogue, key: string, values: Record<string, string | number>): string {
  return text(catalogue, key).replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name]));
}

/** A gateway answer, asked the way the bundle asks (Merchant header; Node cannot resolve *.localhost). */
export async function apiValue<T>(request: APIRequestContext, merchant: string, path: string): Promise<T> {
  const url = `http://127.0.0.1:${gatewayPort()}${path}`;
  const response = await request.get(url, { headers: { merchant } });
  expect(response.ok(), url).toBe(true);
  return ((await response.json()) as { value: T }).value;
}

/** The first page of the anonymous popups, as the gateway serves them. */
export function anonymousPopups(request: APIRequestContext, merchant: string, lang: LangCode) {
  return apiValue<AnnouncementResponse>(request, merchant, `/wps/relay/MCSFE_getListAnnouncements?lang=${lang}&types=PU&execution=B`);
}

/**
 * Waits out the 100 ms open delay and the fade, so colours are final (axe, screenshots). A modal
 * that opens by itself (the popup) comes after the boot, the session, its list and its chunk: on
 * a 2-core machine running three browsers and the gateway, that chain once took over 7 s.
 */
export async function settled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => dialog.evaluate((el) => getComputedStyle(el.closest('[data-modal-layer] > div') ?? el).opacity))
    .toBe('1');
}

/** Serious and critical axe violations inside the open modals. */
export async function seriousModalViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('[data-modal-layer]').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box (not rendered)');
  return box;
}

export class ModalPage {
  constructor(
    readonly page: Page,
    readonly catalogue: Catalogue,
  ) {}

  dialog(key: string): Locator {
    return this.page.getByRole('dialog', { name: text(this.catalogue, key) });
  }

  get popup(): Locator {
    return this.dialog('announcements.title');
  }

  closeButton(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: text(this.catalogue, 'modal.close') });
  }

  moveHandle(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: text(this.catalogue, 'modal.move') });
  }

  /** The tabs of the announcement titles. */
  popupTitles(): Locator {
    return this.popup.getByRole('tablist', { name: text(this.catalogue, 'announcements.list') }).getByRole('tab');
  }

  pager(dialog: Locator): Locator {
    return dialog.getByRole('navigation', { name: text(this.catalogue, 'pager.nav') });
  }

  pagerButton(dialog: Locator, key: 'pager.previous' | 'pager.next'): Locator {
    return this.pager(dialog).getByRole('button', { name: text(this.catalogue, key) });
  }

  /** A description of the focused element: its tag, role, accessible label and text. */
  focused(): Promise<string> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return 'body';
      return [el.tagName, el.getAttribute('role'), el.getAttribute('aria-label'), el.textContent?.trim().slice(0, 40)].join('|');
    });
  }

  /** True when the focused element is inside `dialog`. */
  focusInside(dialog: Locator): Promise<boolean> {
    return dialog.evaluate((el) => el.contains(document.activeElement));
  }

  /** Presses Tab until `target` has focus (keyboard only), at most `max` times. */
  async tabTo(target: Locator, max = 120): Promise<void> {
    for (let i = 0; i < max; i += 1) {
      await this.page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`Tab did not reach the element within ${max} presses`);
  }

  /**
   * The page's scroll state. `pageWidth` is the laid-out width of the page (what a sideways jump
   * changes); `scrollbar` the room a visible scrollbar takes.
   */
  async scrollState(): Promise<{ overflow: string; scrollY: number; pageWidth: number; scrollbar: number; scrollable: boolean }> {
    return this.page.evaluate(() => ({
      overflow: getComputedStyle(document.documentElement).overflow,
      scrollY: window.scrollY,
      pageWidth: document.body.getBoundingClientRect().width,
      scrollbar: window.innerWidth - document.documentElement.clientWidth,
      scrollable: document.documentElement.scrollHeight > window.innerHeight,
    }));
  }

  /** The page under the modal cannot be reached: the app root is inert. */
  async expectPageInert(): Promise<void> {
    await expect
      .poll(() => this.page.evaluate(() => document.getElementById('root')?.inert ?? null))
      .toBe(true);
  }
}
