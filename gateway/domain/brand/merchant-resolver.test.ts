import { describe, expect, it } from 'vitest';
import {
  buildDomainTable,
  hostnameOf,
  isLoopbackHost,
  resolveMerchant,
  type MerchantDirectory,
  type ResolveInput,
} from './merchant-resolver';

const domains = buildDomainTable([
  { merchant: 'aurora', domains: ['aurora.example', 'www.aurora.example'] },
  { merchant: 'tigerbay', domains: ['tigerbay.example', 'AURORA.example'] },
]);
const known = new Set(['aurora', 'tigerbay', 'broken']);
const dir: MerchantDirectory = { has: (c) => known.has(c), domains, fallback: 'aurora' };

function input(over: Partial<ResolveInput>): ResolveInput {
  return {
    header: undefined,
    query: undefined,
    cookie: undefined,
    host: 'nowhere.example',
    production: false,
    ...over,
  };
}

describe('hostnameOf', () => {
  it.each([
    ['aurora.example:8080', 'aurora.example'],
    ['Aurora.Example', 'aurora.example'],
    ['aurora.example.', 'aurora.example'],
    ['127.0.0.1:8080', '127.0.0.1'],
    ['[::1]:8080', '::1'],
    ['', null],
    ['bad host', null],
    ['x'.repeat(300), null],
    [undefined, null],
  ])('%s -> %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });

  it('knows loopback hosts', () => {
    expect(['localhost', '127.0.0.1', '::1', 'aurora.localhost'].every((h) => isLoopbackHost(h))).toBe(true);
    expect(isLoopbackHost('aurora.example')).toBe(false);
  });
});

describe('buildDomainTable', () => {
  it('maps lower-case host names; the first claim wins and clashes are reported', () => {
    expect(domains.byHost.get('www.aurora.example')).toBe('aurora');
    expect(domains.byHost.get('aurora.example')).toBe('aurora');
    expect(domains.conflicts).toEqual([{ host: 'aurora.example', merchants: ['aurora', 'tigerbay'] }]);
  });
});

describe('resolveMerchant', () => {
  it('uses the Merchant header over the Host', () => {
    expect(resolveMerchant(input({ header: 'tigerbay', host: 'aurora.example' }), dir)).toEqual({
      found: true,
      merchant: 'tigerbay',
      via: 'header',
    });
  });

  it('uses the Host domain table, port stripped', () => {
    expect(resolveMerchant(input({ host: 'tigerbay.example:443' }), dir)).toMatchObject({
      merchant: 'tigerbay',
      via: 'host',
    });
  });

  it('outside production the query wins over header and cookie, then the cookie over the Host', () => {
    expect(
      resolveMerchant(input({ query: 'tigerbay', header: 'aurora', cookie: 'aurora' }), dir),
    ).toMatchObject({ merchant: 'tigerbay', via: 'query' });
    expect(resolveMerchant(input({ cookie: 'tigerbay', host: 'aurora.example' }), dir)).toMatchObject({
      merchant: 'tigerbay',
      via: 'cookie',
    });
    expect(resolveMerchant(input({ cookie: 'tigerbay', header: 'aurora' }), dir)).toMatchObject({
      merchant: 'aurora',
      via: 'header',
    });
  });

  it('in production ignores the query and the cookie', () => {
    const r = resolveMerchant(
      input({ query: 'tigerbay', cookie: 'tigerbay', host: 'aurora.example', production: true }),
      dir,
    );
    expect(r).toMatchObject({ merchant: 'aurora', via: 'host' });
  });

  it('falls back to the first demo brand only for loopback hosts outside production', () => {
    expect(resolveMerchant(input({ host: 'localhost:8080' }), dir)).toMatchObject({
      merchant: 'aurora',
      via: 'loopback',
    });
    expect(resolveMerchant(input({ host: '127.0.0.1' }), dir)).toMatchObject({
      merchant: 'aurora',
      via: 'loopback',
    });
    expect(resolveMerchant(input({ host: 'other.example' }), dir)).toEqual({
      found: false,
      via: 'none',
      requested: null,
    });
    expect(resolveMerchant(input({ host: 'localhost', production: true }), dir)).toMatchObject({
      found: false,
      via: 'none',
    });
  });

  it('an explicit unknown or malformed merchant is unknown, never another brand', () => {
    expect(resolveMerchant(input({ header: 'nobody', host: 'aurora.example' }), dir)).toEqual({
      found: false,
      via: 'header',
      requested: 'nobody',
    });
    expect(resolveMerchant(input({ query: '../etc', host: 'localhost' }), dir)).toMatchObject({
      found: false,
      via: 'query',
    });
    expect(resolveMerchant(input({ header: ['aurora', 'tigerbay'] }), dir)).toEqual({
      found: false,
      via: 'header',
      requested: null,
    });
  });

  it('ignores a stale or malformed cookie', () => {
    expect(resolveMerchant(input({ cookie: 'gone', host: 'tigerbay.example' }), dir)).toMatchObject({
      merchant: 'tigerbay',
      via: 'host',
    });
  });

  it('resolves broken brands too (they answer BRAND_CONFIG_ERROR later)', () => {
    expect(resolveMerchant(input({ header: 'broken' }), dir)).toMatchObject({
      found: true,
      merchant: 'broken',
    });
  });
});
