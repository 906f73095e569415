/** The whole-page replacements of §2.2: maintenance and blocked region. */
import type { Locator, Page } from '@playwright/test';
import { type Catalogue, text } from '../support/brand-data';

export class StatusPage {
  readonly endTime: Locator;
  readonly visitorIp: Locator;

  constructor(readonly page: Page) {
    this.endTime = page.getByTestId('maintenance-end');
    this.visitorIp = page.getByTestId('visitor-ip');
  }

  heading(catalogue: Catalogue, key: 'maintenance.title' | 'blocked.title'): Locator {
    return this.page.getByRole('heading', { level: 1, name: text(catalogue, key) });
  }

  customerServiceButton(catalogue: Catalogue): Locator {
    return this.page.getByRole('button', { name: text(catalogue, 'cs.button') });
  }

  customerServiceLinks(): Locator {
    return this.page.getByRole('listitem').getByRole('link');
  }
}
