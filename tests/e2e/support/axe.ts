/** axe in the browser tests: the serious and critical violations of a page as it is now. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails the test, naming the page state (`what`), when axe finds anything serious or critical. */
export async function expectNoSeriousAxe(page: Page, what: string): Promise<void> {
  expect(await seriousAxeViolations(page), what).toEqual([]);
}
