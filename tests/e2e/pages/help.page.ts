/** /help (§2.1): the help-centre modal over home. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { HelpCenterResponse } from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import { type Catalogue, text } from '../support/brand-data';
import { apiValue } from './modal.page';

/** The help categories that have articles, as the gateway serves them. */
export async function helpCategories(request: APIRequestContext, merchant: string, lang: LangCode) {
  const answer = await apiValue<HelpCenterResponse>(request, merchant, `/wps/system/helpCenter?lang=${lang}&device=WEB`);
  return answer.categories.filter((c) => c.articles.length > 0);
}

export class HelpPage {
  readonly dialog: Locator;
  readonly categories: Locator;
  readonly articleTabs: Locator;
  readonly articleHeading: Locator;

  constructor(
    readonly page: Page,
    readonly catalogue: Catalogue,
  ) {
    this.dialog = page.getByRole('dialog', { name: text(catalogue, 'w_help') });
    this.categories = this.dialog
      .getByRole('tablist', { name: text(catalogue, 'help.categories') })
      .getByRole('tab');
    this.articleTabs = this.dialog.getByRole('tabpanel').getByRole('tablist').getByRole('tab');
    this.articleHeading = this.dialog.getByRole('tabpanel').getByRole('tabpanel').getByRole('heading', { level: 3 });
  }

  async goto(): Promise<void> {
    await this.page.goto('/help');
  }

  closeButton(): Locator {
    return this.dialog.getByRole('button', { name: text(this.catalogue, 'modal.close') });
  }

  /** The footer's link to the help centre. */
  footerLink(): Locator {
    return this.page.getByRole('contentinfo').getByRole('link', { name: text(this.catalogue, 'w_help'), exact: true });
  }
}
