/**
 * The operator console's page (docs/decisions/044-console-browser-entry.md): GET or HEAD of
 * /console and of any /console/… path but the API (/console/api/…, JSON only) answers the built
 * console.html, the console entry of the one Vite build. Its scripts are the console's own chunks;
 * no player page names them. The page is never stored (no-store: staff pages after a sign-out
 * must not come back from a cache) nor indexed; it gets the same strict Content Security Policy
 * as every answer (security-headers.ts). Without a build, the not-built page (503).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { consolePath } from '../../schemas/console';
import { contentSecurityPolicy } from './security-headers';
import './console-context';

/**
 * The console page's policy: the default one, plus frames of the live brand preview's hosts
 * (<id>.<preview domain>, decision 055) when a preview domain is set — nothing else may be framed.
 */
export function consoleContentSecurityPolicy(previewDomain: string | null, production: boolean): string {
  const frames = previewDomain === null ? '' : production ? `; frame-src https://*.${previewDomain}` : `; frame-src http://*.${previewDomain}:* https://*.${previewDomain}:*`;
  return `${contentSecurityPolicy}${frames}${production ? '; upgrade-insecure-requests' : ''}`;
}

/** The console's page paths: /console and below it (the API under /console/api/ is told apart by the caller). */
export function isConsolePagePath(pathname: string): boolean {
  return pathname === consolePath || pathname.startsWith(`${consolePath}/`);
}

export interface ConsolePage {
  /**
   * Sends console.html; false (nothing sent) when the build has none. A boolean, not the reply: a
   * FastifyReply is thenable, so an async function returning it resolves to undefined.
   */
  send(reply: FastifyReply): Promise<boolean>;
}

export function createConsolePage(distDir: string): ConsolePage {
  const file = path.join(distDir, 'console.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  // A new build under a running gateway is picked up at the next page.
  const read = async (): Promise<string | null> => {
    try {
      const { mtimeMs } = await fs.stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await fs.readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
  return {
    async send(reply) {
      const html = await read();
      if (html === null) return false;
      void reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('content-security-policy', consoleContentSecurityPolicy(reply.server.console.previewDomain, reply.server.gateway.production))
        .send(html);
      return true;
    },
  };
}
