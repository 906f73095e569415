/**
 * What answers when no route matched: for API paths a 404 NOT_FOUND envelope, or 405
 * METHOD_NOT_ALLOWED with Allow when the path exists for other methods; for any other GET or
 * HEAD the single-page app (index.html) — the operator console's page (console.html) under
 * /console — or a 503 page asking for a build when there is none.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../schemas/api-paths';
import { failure } from './envelope';
import { createConsolePage, isConsolePagePath } from './console-page';
import { createFirstScreenPage } from './first-screen-page';

export const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portico: not built</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>npm run build</code>, then reload this page. The API under /wps/ is running.</p>
</body></html>
`;

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Paths that name a file (an extension in the last segment, or under /assets/) never fall back to HTML. */
function looksLikeFile(p: string): boolean {
  return p.startsWith('/assets/') || /\.[A-Za-z0-9]{1,8}$/.test(p.slice(p.lastIndexOf('/') + 1));
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

export function installNotFound(app: FastifyInstance, distDir: string | null): void {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const firstScreen = distDir ? createFirstScreenPage(distDir) : null;
  const consolePage = distDir ? createConsolePage(distDir) : null;

  async function spa(request: FastifyRequest, reply: FastifyReply, p: string): Promise<FastifyReply> {
    // An .html address is a page (/index.html is home, §2.1); other files never fall back to it.
    const page = p.endsWith('.html') && !p.startsWith('/assets/');
    if (looksLikeFile(p) && !page) return reply.code(404).send(failure('NOT_FOUND'));
    // The console's pages (docs/decisions/044); players' pages never name its scripts.
    if (isConsolePagePath(p) && !page) {
      if (consolePage && (await consolePage.send(reply))) return reply;
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    }
    if (!indexFile || !(await exists(indexFile))) {
      return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    }
    return firstScreen ? firstScreen.send(request, reply, p) : reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
  }

  // The static files plugin would answer / with its directory refusal: home is a page too.
  app.get('/', { schema: { hide: true } }, (request, reply) => spa(request, reply, '/'));

  app.setNotFoundHandler(async (request, reply) => {
    const p = pathOf(request.url);
    const api = isApiPath(p);
    if (!api && (request.method === 'GET' || request.method === 'HEAD')) return spa(request, reply, p);
    const allow = api ? request.server.gateway.routes.allowedMethods(p) : [];
    if (allow.length > 0) {
      return reply.code(405).header('allow', allow.join(', ')).send(failure('METHOD_NOT_ALLOWED'));
    }
    return reply.code(404).send(failure('NOT_FOUND'));
  });
}
