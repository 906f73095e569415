/**
 * Serves a page without the first screen data the gateway writes into it
 * (docs/decisions/007), as an old cached page or a stripping proxy would: the boot then asks
 * the gateway for each answer, which is what tests of those calls' failures need.
 */
import type { Page } from '@playwright/test';
import { merchantHeader } from '../../../schemas/api-paths';
import { firstScreenElementId } from '../../../schemas/first-screen';
import { gatewayPort } from '../support/fixtures';

const dataElement = new RegExp(`<script type="application/json" id="${firstScreenElementId}">.*?</script>`, 's');

export async function withoutFirstScreenData(page: Page, merchant: string): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/assets/') && !/^\/(wps|lgw|lotto|brands)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      // Node cannot resolve <brand>.localhost: fetch from the loopback address, naming the brand.
      const url = new URL(route.request().url());
      url.hostname = '127.0.0.1';
      url.port = String(gatewayPort());
      const response = await route.fetch({ url: url.toString(), headers: { ...route.request().headers(), [merchantHeader]: merchant } });
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace(dataElement, '') });
    },
  );
}
