/** The app download page (§2.7, /down) and its install-guide modal. */
import { expect, type Locator, type Page } from '@playwright/test';
import { type Catalogue, text } from '../support/brand-data';

export class DownloadPage {
  readonly heading: Locator;
  readonly qrCodes: Locator;
  readonly webHost: Locator;
  readonly guideButton: Locator;
  readonly guide: Locator;

  constructor(
    readonly page: Page,
    readonly catalogue: Catalogue,
  ) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.qrCodes = page.getByTestId('download-qr');
    this.webHost = page.getByTestId('web-access-host');
    this.guideButton = page.getByRole('button', { name: text(catalogue, 'download.guide.open') });
    this.guide = page.getByRole('dialog', { name: text(catalogue, 'download.guide.title') });
  }

  async goto(): Promise<void> {
    await this.page.goto('/down');
    await expect(this.page.getByTestId('download-page')).toBeVisible();
  }

  /** Waits for the finite animations (the modal's fade-in) to end, so colours are measured as shown. */
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

  qrFor(platformKey: 'download.ios' | 'download.android'): Locator {
    const name = text(this.catalogue, 'download.qr_label').replace(
      '{platform}',
      text(this.catalogue, platformKey),
    );
    return this.page.getByRole('img', { name, exact: true });
  }

  guideTab(platformKey: 'download.ios' | 'download.lite' | 'download.android'): Locator {
    return this.guide.getByRole('tab', { name: text(this.catalogue, platformKey) });
  }

  /** The slides on show (one at a time). */
  visibleSlides(): Locator {
    return this.guide.getByTestId('guide-slide');
  }

  stepLabel(index: number, count: number): string {
    return text(this.catalogue, 'download.guide.step')
      .replace('{index}', String(index))
      .replace('{count}', String(count));
  }

  guideButtonNamed(key: 'download.guide.next' | 'download.guide.prev' | 'download.guide.close'): Locator {
    return this.guide.getByRole('button', { name: text(this.catalogue, key), exact: true });
  }

  /** Goes through every slide with Next; returns the step labels seen, one slide on show each time. */
  async walkSlides(count: number): Promise<string[]> {
    const seen: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      await expect(this.visibleSlides()).toHaveCount(1);
      await expect(this.visibleSlides()).toHaveAttribute('aria-label', this.stepLabel(i, count));
      await expect(this.visibleSlides().locator('svg')).toBeVisible();
      seen.push((await this.visibleSlides().getAttribute('aria-label')) ?? '');
      if (i < count) await this.guideButtonNamed('download.guide.next').click();
    }
    await expect(this.guideButtonNamed('download.guide.next')).toBeDisabled();
    return seen;
  }
}
