/**
 * The e2e `test`: the project's merchant (an option), its origin as baseURL, and a guard that
 * fails any test whose pages log a console error, throw, or violate the Content Security Policy.
 */
import { expect, test as base, type Page } from '@playwright/test';

export interface E2eOptions {
  /** The demo brand of the project (aurora, tigerbay, oasis). */
  merchant: string;
  /**
   * 'skip' (default) marks the anonymous announcement popup closed for each page's session
   * before any script runs, so it never covers the page under test; the popup's own spec
   * uses 'show'.
   */
  announcementPopup: 'skip' | 'show';
}

/** sessionStorage key of the anonymous popup's closed flag (src/api/content/announcements-popup.ts). */
export const anonymousPopupFlag = 'popupClosed:anonymous';

export interface ConsoleGuard {
  /** Accept console errors matching `pattern` in this test (a failure the test provokes). */
  allow(pattern: RegExp): void;
}

interface E2eFixtures {
  consoleGuard: ConsoleGuard;
  popupPolicy: undefined;
}

export function gatewayPort(): number {
  const port = Number(process.env.E2E_PORT);
  if (!port)
    throw new Error(
      'E2E_PORT is not set: run the e2e tests through playwright.config.ts (its global setup starts the gateway)',
    );
  return port;
}

/** A brand's own host: <merchant>.localhost is in its domain table, and Chromium resolves it to loopback. */
export function brandOrigin(merchant: string, port = gatewayPort()): string {
  return `http://${merchant}.localhost:${port}`;
}

/**
 * Where a change made in the console must show (issue 18): the instances of one deployment share
 * a database; staff work on the first, players load pages from every one. The global setup starts
 * PostgreSQL with two instances (E2E_PORT, E2E_PORT_B) and embedded PGlite with one
 * (E2E_PGLITE_PORT). The names are fixed (tests are listed before the global setup runs); the
 * ports are read when a test runs: null when that deployment is not running here.
 */
export const deploymentNames = ['PostgreSQL, two instances', 'PGlite'] as const;
export type DeploymentName = (typeof deploymentNames)[number];

export interface Deployment {
  name: DeploymentName;
  /** The instance staff use. */
  consolePort: number;
  /** Every instance of the deployment (players' page loads go to each). */
  ports: number[];
}

export function deployment(name: DeploymentName): Deployment | null {
  if (name === 'PGlite') {
    const port = Number(process.env.E2E_PGLITE_PORT);
    return port ? { name, consolePort: port, ports: [port] } : null;
  }
  const a = Number(process.env.E2E_PORT);
  const b = Number(process.env.E2E_PORT_B);
  return process.env.E2E_DATABASE_URL && a && b ? { name, consolePort: a, ports: [a, b] } : null;
}

async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
      true,
    );
  });
}

export const test = base.extend<E2eOptions & E2eFixtures>({
  merchant: ['aurora', { option: true }],
  announcementPopup: ['skip', { option: true }],
  popupPolicy: [
    async ({ page, announcementPopup }, provide) => {
      if (announcementPopup === 'skip') {
        await page.addInitScript((key) => sessionStorage.setItem(key, '1'), anonymousPopupFlag);
      }
      await provide(undefined);
    },
    { auto: true },
  ],
  baseURL: async ({ merchant }, provide) => {
    await provide(brandOrigin(merchant));
  },
  consoleGuard: [
    async ({ page }, provide) => {
      const problems: string[] = [];
      const allowed: RegExp[] = [];
      await reportCspViolations(page);
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowed.some((p) => p.test(message.text())))
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await provide({ allow: (pattern) => allowed.push(pattern) });
      expect(problems, 'console errors, uncaught exceptions or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
