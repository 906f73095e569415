/**
 * Dynamic compression of JSON answers (@fastify/compress): GET answers of 1 KB or more
 * (permission, game menus, content, announcements) go out as brotli (quality 4, cheap enough
 * per request) or gzip when the browser accepts it. Answers to other methods (login, password,
 * transfers) are never compressed: they may hold a secret beside text the caller chose
 * (BREACH). Static files are not handled here: the build pre-compresses them and
 * static-files.ts serves the twins; this is installed after it, so its routes get no hook.
 * Security headers and Cache-Control (no-store) are untouched. docs/decisions/013.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { constants } from 'node:zlib';

export const compressMinBytes = 1024;

function readOnly(route: RouteOptions): boolean {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.every((m) => m === 'GET' || m === 'HEAD');
}

export async function installCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook (added below), so it sees the decision.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !readOnly(route)) route.compress = false;
    // GET and HEAD bodies are never read, so there is nothing to decompress (no preParsing hook).
    if (route.decompress === undefined && readOnly(route)) route.decompress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressMinBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
