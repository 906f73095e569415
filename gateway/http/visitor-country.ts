/**
 * The visitor's country (§2.9 "the current country"; docs/decisions/031): the gateway has no
 * address database of its own, so it takes the country the edge in front of it resolved from the
 * visitor's IP — Cloudflare's CF-IPCountry or CloudFront's CloudFront-Viewer-Country — and only
 * when it trusts that edge (TRUST_PROXY); a header sent straight by a browser means nothing.
 * Null when unknown (no trusted edge, no header, or the edge's own "unknown" / Tor codes).
 */
import type { FastifyRequest } from 'fastify';

/** The edge headers read, in order. The first-screen page forwards them to its own calls. */
export const visitorCountryHeaders = ['cf-ipcountry', 'cloudfront-viewer-country'] as const;

/** Codes edges use for "no country": unknown, Tor, and the user-assigned ranges. */
const notACountry = /^(XX|T1|ZZ|A[A]|Q[M-Z]|X[A-Z])$/;

/** Pure: an ISO 3166-1 alpha-2 country of a header value, or null. */
export function countryOfHeader(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) && !notACountry.test(code) ? code : null;
}

/**
 * Whether the request came through an edge the gateway trusts: every sender where TRUST_PROXY
 * is true; where it names proxies, only when the connection's peer is one of them and it
 * forwarded the visitor's address (Fastify's request.ips then holds more than the peer).
 */
function throughTrustedEdge(request: FastifyRequest): boolean {
  const trust = request.server.gateway.trustProxy;
  if (trust === true) return true;
  if (trust === false || trust.length === 0) return false;
  return (request.ips?.length ?? 0) > 1;
}

export function visitorCountryOf(request: FastifyRequest): string | null {
  if (!throughTrustedEdge(request)) return null;
  for (const name of visitorCountryHeaders) {
    const code = countryOfHeader(request.headers[name]);
    if (code) return code;
  }
  return null;
}
