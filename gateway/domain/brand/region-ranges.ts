/**
 * IP ranges of a merchant's region restriction (§4 "System status", docs/decisions/046), with
 * ipaddr.js (the address library Fastify's proxy-addr uses): IPv4 and IPv6 in CIDR notation, a
 * bare address meaning that one host. IPv4 only in four-part decimal (no "127.1" or hex forms);
 * an IPv4-mapped IPv6 visitor (::ffff:10.0.0.1) is matched as its IPv4 address.
 */
import ipaddr from 'ipaddr.js';

export type ParsedRange = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** The range in canonical form ("10.0.0.0/8", "2001:db8::/32"), or null when it is not one. */
export function parseRange(text: string): ParsedRange | null {
  const value = text.trim();
  if (value.length === 0 || value.length > 64 || value.includes('%')) return null;
  const cidr = value.includes('/') ? value : `${value}/${value.includes(':') ? 128 : 32}`;
  if (ipaddr.IPv4.isValidCIDRFourPartDecimal(cidr)) return ipaddr.IPv4.parseCIDR(cidr);
  if (!cidr.split('/')[0]?.includes('.') && ipaddr.IPv6.isValidCIDR(cidr)) return ipaddr.IPv6.parseCIDR(cidr);
  return null;
}

/** "network/prefix" with the host bits cleared, so equal ranges read equal. */
export function canonicalRange(range: ParsedRange): string {
  const [address, bits] = range;
  const network = address.kind() === 'ipv4' ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** Whether the visitor's address lies in one of the ranges (false for an address that does not parse). */
export function inRanges(ip: string, ranges: readonly ParsedRange[]): boolean {
  if (ranges.length === 0) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.process(ip);
  } catch {
    return false;
  }
  return ranges.some((range) => range[0].kind() === address.kind() && address.match(range));
}
