/**
 * The status one visitor gets (docs/decisions/046): maintenance now or inside its window first,
 * then restricted everywhere, the visitor's country, or an IPv4/IPv6 range; ranges parsed
 * strictly (ipaddr.js) and kept canonical.
 */
import { describe, expect, it } from 'vitest';
import { canonicalRange, inRanges, parseRange, type ParsedRange } from './region-ranges';
import { inScheduledMaintenance, visitorStatus } from './visitor-status';

const ranges = (...texts: string[]): ParsedRange[] => texts.map((t) => parseRange(t)).filter((r): r is ParsedRange => r !== null);
const base = { status: 0 as const, maintenanceStart: null, maintenanceEnd: null, regionCountries: new Set<string>(), regionRanges: [] as ParsedRange[] };
const nobody = { ip: '198.51.100.1', countryCode: null };
const now = Date.parse('2030-01-01T12:00:00Z');

describe('region ranges', () => {
  it('parses IPv4 and IPv6 CIDR and bare addresses, canonically, and refuses everything else', () => {
    const canonical = (t: string) => {
      const r = parseRange(t);
      return r === null ? null : canonicalRange(r);
    };
    expect(['10.1.2.3/8', '198.51.100.7', '2001:db8:abcd:1::5/48', '::1'].map(canonical)).toEqual(['10.0.0.0/8', '198.51.100.7/32', '2001:db8:abcd::/48', '::1/128']);
    expect(['10.0.0.0/33', '127.1', '0x7f.0.0.1', '2001:db8::/129', 'example.com', '', 'fe80::1%eth0', '10.0.0.0/8/8', '::ffff:1.2.3.4.5'].map(parseRange)).toEqual(Array(9).fill(null));
  });

  it('matches visitors in a range, IPv4-mapped IPv6 as IPv4, and nothing for an unparsable address', () => {
    const list = ranges('203.0.113.0/24', '2001:db8::/32');
    expect(['203.0.113.200', '::ffff:203.0.113.9', '2001:db8:1::1'].map((ip) => inRanges(ip, list))).toEqual([true, true, true]);
    expect(['203.0.114.1', '2001:db9::1', 'not-an-ip', ''].map((ip) => inRanges(ip, list))).toEqual([false, false, false, false]);
  });
});

describe('visitor status', () => {
  it('maintenance now and a running window give 1 to everyone, before any restriction', () => {
    expect(visitorStatus({ ...base, status: 1 }, nobody, now)).toBe(1);
    const window = { ...base, maintenanceStart: new Date(now - 1000), maintenanceEnd: new Date(now + 1000), regionCountries: new Set(['SG']) };
    expect(visitorStatus(window, { ip: '1.1.1.1', countryCode: 'SG' }, now)).toBe(1);
    expect(inScheduledMaintenance(window, now + 1000)).toBe(false);
    expect(inScheduledMaintenance({ ...window, maintenanceEnd: null }, now + 1e9)).toBe(true);
    expect(inScheduledMaintenance(window, now - 2000)).toBe(false);
  });

  it('restricts by the everywhere status, the country or the range, else 0', () => {
    const restricted = { ...base, regionCountries: new Set(['SG']), regionRanges: ranges('203.0.113.0/24') };
    expect(visitorStatus({ ...base, status: 2 }, nobody, now)).toBe(2);
    expect(visitorStatus(restricted, { ip: '1.1.1.1', countryCode: 'SG' }, now)).toBe(2);
    expect(visitorStatus(restricted, { ip: '203.0.113.5', countryCode: 'MY' }, now)).toBe(2);
    expect(visitorStatus(restricted, { ip: '1.1.1.1', countryCode: 'MY' }, now)).toBe(0);
  });
});
