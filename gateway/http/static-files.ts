/**
 * Serves the built single-page app from distDir: hashed files under /assets/ are cached for a
 * year (immutable), HTML is revalidated on every load (no-cache), other files for an hour.
 * API paths are never looked up on disk. Missing files fall through to the not-found handler.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../../schemas/api-paths';

export function cacheControlFor(relativePath: string): string {
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
    index: 'index.html',
    dotfiles: 'ignore',
    cacheControl: false,
    allowedPath: (pathname) => !isApiPath(pathname),
    setHeaders(res, filePath) {
      const rel = path.relative(root, filePath).split(path.sep).join('/');
      if (!rel.startsWith('..')) res.setHeader('cache-control', cacheControlFor(rel));
    },
  });
}
