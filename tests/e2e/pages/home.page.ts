/** Home and the header around it (§2.1 "/", §2.3). */
import { expect, type Locator, type Page } from '@playwright/test';
import type { LangCode } from '../../../schemas/languages';
import { type Catalogue, dirOf, readCatalogue, tagOf, text } from '../support/brand-data';
import { gatewayPort } from '../support/fixtures';
import { skipAnnouncementPopup } from './modal.page';

export class HomePage {
  readonly html: Locator;
  readonly heading: Locator;
  readonly heroLogo: Locator;
  readonly languageSelect: Locator;

  constructor(readonly page: Page) {
    this.html = page.locator('html');
    this.heading = page.getByRole('heading', { level: 1 });
    this.heroLogo = page.getByTestId('brand-logo');
    this.languageSelect = page.getByRole('combobox');
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  nav(catalogue: Catalogue): Locator {
    return this.page.getByRole('navigation', { name: text(catalogue, 'nav.main') });
  }

  navLink(catalogue: Catalogue, key: string): Locator {
    return this.nav(catalogue).getByRole('link', { name: text(catalogue, key), exact: true });
  }

  themeToggle(catalogue: Catalogue): Locator {
    return this.page.getByRole('button', { name: text(catalogue, 'theme.dark') });
  }

  async expectLanguage(code: LangCode): Promise<void> {
    await expect(this.html).toHaveAttribute('lang', tagOf(code));
    await expect(this.html).toHaveAttribute('dir', dirOf(code));
  }

  async chooseLanguage(code: LangCode): Promise<void> {
    await this.languageSelect.selectOption(code);
    await this.expectLanguage(code);
  }

  async themeMode(): Promise<string | null> {
    return this.html.getAttribute('data-theme');
  }

  /** The logo really loaded (a broken image has no natural width). */
  async expectLogoLoaded(logo: Locator): Promise<void> {
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  }

  /** The script and stylesheet files the HTML of this address loads. */
  async bundleFiles(): Promise<string[]> {
    // The page as the gateway serves it (fetched again), not the links the running app adds
    // later (Vite's preloads of lazy chunks, such as the popup's after the first screen).
    return this.page.evaluate(async () => {
      const html = await (await fetch(location.href)).text();
      const served = new DOMParser().parseFromString(html, 'text/html');
      return [
        ...served.querySelectorAll(
          // The gateway's own preloads of the brand's first screen (data-first-screen) differ by brand.
          'script[src], link[rel="modulepreload"]:not([data-first-screen]), link[rel="stylesheet"]',
        ),
      ]
        .map((el) => new URL(el.getAttribute('src') ?? el.getAttribute('href') ?? '', location.href).pathname)
        .sort();
    });
  }
}

/**
 * What the gateway answers for a brand (the tests' expectations come from the real gateway).
 * Node does not resolve <merchant>.localhost, so the call goes to loopback naming the merchant.
 */
export async function gatewayValue<T>(page: Page, merchant: string, path: string): Promise<T> {
  const response = await page.request.get(`http://127.0.0.1:${gatewayPort()}${path}`, {
    headers: { merchant },
  });
  expect(response.ok(), `${path} answers`).toBe(true);
  const body = (await response.json()) as { success: boolean; value: T };
  expect(body.success, `${path} succeeds`).toBe(true);
  return body.value;
}

/** The home page's own sections (§2.3, §9): banner, notice marquee, casino tabs, counters, join. */
export class HomeSections {
  readonly banner: Locator;
  readonly carousel: Locator;
  readonly marquee: Locator;
  readonly marqueeTrack: Locator;
  readonly casino: Locator;
  readonly download: Locator;
  readonly service: Locator;
  readonly rebates: Locator;
  readonly join: Locator;

  constructor(
    readonly page: Page,
    readonly catalogue: Catalogue,
  ) {
    this.banner = page.getByTestId('home-banner');
    this.carousel = page.getByTestId('banner-carousel');
    this.marquee = page.getByRole('region', { name: text(catalogue, 'home.notices.label') });
    this.marqueeTrack = page.getByTestId('notice-track');
    this.casino = page.getByTestId('casino-tabs');
    this.download = page.getByTestId('home-download');
    this.service = page.getByTestId('home-service');
    this.rebates = page.getByTestId('home-rebates');
    this.join = page.getByTestId('home-join');
  }

  /** The banner images (the still first banner, or every slide once the carousel is in). */
  bannerImages(): Locator {
    return this.banner.getByTestId('banner-image');
  }

  /** Waits for the carousel to take over the still banner (it loads when the page is idle). */
  async waitForCarousel(): Promise<void> {
    await expect(this.carousel).toBeVisible({ timeout: 10_000 });
  }

  /**
   * Brings the carousel in now, as a player reaching for the banner does (pointer over it), then
   * moves the pointer away; for tests about what the carousel shows, not when it arrives.
   */
  async wakeCarousel(): Promise<void> {
    await this.banner.hover();
    await this.waitForCarousel();
    await this.page.mouse.move(0, 0);
  }

  /** Index (0-based) of the banner on show. */
  async activeBanner(): Promise<number> {
    return Number(await this.carousel.getAttribute('data-active'));
  }

  /** The slide on show (the others are inert). */
  visibleSlide(): Locator {
    return this.carousel.locator('.swiper-slide:not([inert])');
  }

  bannerDot(index: number, count: number): Locator {
    return this.banner.getByRole('button', {
      name: text(this.catalogue, 'home.banner.go_to')
        .replace('{index}', String(index))
        .replace('{count}', String(count)),
      exact: true,
    });
  }

  control(key: 'home.banner.prev' | 'home.banner.next' | 'home.banner.pause' | 'home.banner.play'): Locator {
    return this.banner.getByRole('button', { name: text(this.catalogue, key), exact: true });
  }

  tabs(): Locator {
    return this.casino
      .getByRole('tablist', { name: text(this.catalogue, 'home.casino.tabs') })
      .getByRole('tab');
  }

  tabPanel(): Locator {
    return this.casino.getByRole('tabpanel');
  }

  counter(key: string): Locator {
    return this.service.getByTestId(`counter-${key}`).getByTestId('counter-value');
  }

  /**
   * Adds up layout shifts of home's own content (before any script runs). A shift that moves
   * <main> as a whole comes from the header above it: the app shell's to keep still, not home's.
   */
  static async trackLayoutShifts(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const w = window as unknown as { __homeCls: number };
      w.__homeCls = 0;
      type Shift = { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          const nodes = entry.sources.map((s) => s.node);
          const fromAbove = nodes.some((n) => n instanceof Element && n.tagName === 'MAIN');
          const ours = nodes.some((n) => n instanceof Element && n.closest('[data-testid="home-page"]'));
          if (!entry.hadRecentInput && ours && !fromAbove) w.__homeCls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  layoutShift(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __homeCls: number }).__homeCls);
  }

  /** Waits for the finite animations (a modal's fade-in) to end, so colours are measured as shown. */
  async settle(): Promise<void> {
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
  }

  noticeList(): Locator {
    return this.page.getByRole('dialog', { name: text(this.catalogue, 'home.notices.title') });
  }
}

export { seriousAxeViolations } from '../support/axe';

/** The value, or a failed test naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

export interface HomeShot {
  name: string;
  width: number;
  theme?: 'light' | 'dark';
  lang?: LangCode;
}

/** A full-page screenshot of home with the carousel in, in a theme or language, for people to look at. */
export async function captureHome(page: Page, merchant: string, shot: HomeShot): Promise<void> {
  await skipAnnouncementPopup(page); // the popup is not what this picture is about
  await page.addInitScript(
    ([theme, lang]) => {
      if (theme) localStorage.setItem('theme', theme);
      if (lang) localStorage.setItem('lang', lang);
    },
    [shot.theme ?? '', shot.lang ?? ''] as const,
  );
  const sections = new HomeSections(page, readCatalogue(shot.lang ?? 'EN')); // only its test ids are used here
  await new HomePage(page).goto();
  await sections.wakeCarousel();
  if (shot.theme) await expect(page.locator('html')).toHaveAttribute('data-theme', shot.theme);
  if (shot.lang) await expect(page.locator('html')).toHaveAttribute('lang', tagOf(shot.lang));
  await page.screenshot({
    path: `test-results/screenshots/home-${merchant}-${shot.name}.png`,
    fullPage: true,
  });
}
