/**
 * Serves the built single-page app from distDir: hashed files under /assets/ are cached for a
 * year (immutable), HTML is revalidated on every load (no-cache), other files for an hour.
 * Text files come pre-compressed: the build writes .br and .gz twins (vite.config.ts) and the
 * twin the browser accepts is sent with Content-Encoding (identity when it accepts neither, or
 * when there is no twin). API paths are never looked up on disk. Missing files fall through to
 * the not-found handler. docs/decisions/013-compression-and-caching.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../schemas/api-paths';

/** The .br / .gz twin of a file is cached like the file itself. */
const twinSuffix = /\.(br|gz)$/;

export function cacheControlFor(servedPath: string): string {
  const relativePath = servedPath.replace(twinSuffix, '');
  if (relativePath.endsWith('.html')) return 'no-cache';
  if (relativePath.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

export async function installStaticFiles(app: FastifyInstance, distDir: string | null): Promise<void> {
  const root = distDir ?? path.resolve('dist');
  if (!fs.existsSync(root)) app.log.warn({ distDir: root }, 'web app not built: run npm run build');
  await app.register(fastifyStatic, {
    root,
    serve: distDir !== null,
    prefix: '/',
    wildcard: true,
    // Pages (/, /index.html, every route) are written per visit by first-screen-page.ts.
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathname) => !isApiPath(pathname) && !pathname.endsWith('.html'),
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      if (rel.startsWith('..')) return;
      res.setHeader('cache-control', cacheControlFor(rel));
      // The same address answers differently by Accept-Encoding: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
