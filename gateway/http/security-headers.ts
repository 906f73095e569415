/**
 * Security headers on every answer (HTML, JSON, static files, errors, 404s), set in one onSend
 * hook so no path can miss them. A route may set its own Content-Security-Policy or
 * Cache-Control first (brand images, hashed assets); everything else gets the defaults below.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * CSP sources ('sha256-…') of the inline scripts this answer carries and allows: only the
     * first-screen page's ICU warm-up (intl-warm-up.ts, decision 067). Null: none.
     */
    inlineScriptHashes: string[] | null;
  }
}

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Emotion injects <style> elements at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  // The Lite app's service worker (/sw.js) and manifest (/manifest.webmanifest), docs/decisions/053.
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

/** For user-visible images (brand SVGs): nothing inside may run, load or be framed. */
export const imageContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

const fixed: [string, string][] = Object.entries({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': permissionsPolicy,
  'x-frame-options': 'DENY',
  'origin-agent-cluster': '?1',
  'x-permitted-cross-domain-policies': 'none',
});

/** The policy with these inline scripts' hashes allowed beside 'self' (nothing else inline). */
export function allowingInlineScripts(policy: string, hashes: readonly string[] | null): string {
  if (!hashes?.length) return policy;
  return policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
}

/** Sets the headers of every answer (the onSend hook below; also answers made before any route, error-handler.ts). */
export function securityHeaders(production: boolean): (request: FastifyRequest, reply: FastifyReply) => void {
  const policy = production ? `${contentSecurityPolicy}; upgrade-insecure-requests` : contentSecurityPolicy;
  return (request, reply) => {
    for (const [name, value] of fixed) reply.header(name, value);
    // Undefined for an answer made before the decoration exists (frameworkErrors).
    const csp = allowingInlineScripts(policy, (reply.inlineScriptHashes as string[] | null | undefined) ?? null);
    const ancestor = request.previewAncestor;
    if (ancestor) {
      // A live brand preview's host (decision 055): only the console that opened it may frame it.
      reply.removeHeader('x-frame-options');
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", `frame-ancestors ${ancestor}`));
    }
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    // JSON answers, errors and anything without a caching decision are never stored.
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (production) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header('x-request-id', request.id);
  };
}

export function installSecurityHeaders(app: FastifyInstance, production: boolean): void {
  app.decorateReply('inlineScriptHashes', null);
  const set = securityHeaders(production);
  app.addHook('onSend', (request, reply, payload, done) => {
    set(request, reply);
    done(null, payload);
  });
}
