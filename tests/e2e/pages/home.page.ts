/** Home and the header around it (§2.1 "/", §2.3). */
import { expect, type Locator, type Page } from '@playwright/test';
import type { LangCode } from '../../../schemas/languages';
import { type Catalogue, dirOf, tagOf, text } from '../support/brand-data';

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
    return this.page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
          'script[src], link[rel="modulepreload"], link[rel="stylesheet"]',
        ),
      ]
        .map((el) => new URL('src' in el && el.src ? el.src : (el as HTMLLinkElement).href).pathname)
        .sort(),
    );
  }
}
