import { describe, expect, it } from 'vitest';
import { bannerTarget, isInAppPath, safeExternalUrl } from './banner-target';

const vendors = [
  { nodeId: 'LIVE-EVO', vassalage: 'EVO', gameType: 'LIVE' as const },
  { nodeId: 'LOTT-SEA', vassalage: 'TCG_SEA', gameType: 'LOTT' as const },
];

describe('bannerTarget', () => {
  it('navigates to an in-app route', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkTarget: '/promotions' }, [])).toEqual({
      kind: 'route',
      path: '/promotions',
    });
  });

  it('refuses protocol-relative and scheme routes', () => {
    for (const linkTarget of [
      '//evil.example/x',
      '/\\evil.example',
      'https://x.example/',
      'promotions',
      '/a b',
    ])
      expect(bannerTarget({ linkageType: 'ROUTE', linkTarget }, [])).toEqual({ kind: 'none' });
  });

  it('opens http(s) URLs only', () => {
    expect(bannerTarget({ linkageType: 'URL', linkTarget: 'https://partner.example/a?b=1' }, [])).toEqual({
      kind: 'url',
      href: 'https://partner.example/a?b=1',
    });
    for (const linkTarget of ['javascript:alert(1)', 'data:text/html,x', 'not a url', '/relative'])
      expect(bannerTarget({ linkageType: 'URL', linkTarget }, [])).toEqual({ kind: 'none' });
  });

  it("sends a game banner to its vendor's category page", () => {
    expect(bannerTarget({ linkageType: 'GAME', linkTarget: 'LIVE-EVO' }, vendors)).toEqual({
      kind: 'route',
      path: '/live?vendor=EVO',
    });
    expect(bannerTarget({ linkageType: 'GAME', linkTarget: 'LOTT-SEA' }, vendors)).toEqual({
      kind: 'route',
      path: '/lott?vendor=TCG_SEA',
    });
    expect(bannerTarget({ linkageType: 'GAME', linkTarget: 'RNG-NOPE' }, vendors)).toEqual({ kind: 'none' });
  });

  it('makes NONE and empty targets inert', () => {
    expect(bannerTarget({ linkageType: 'NONE', linkTarget: '/promotions' }, vendors)).toEqual({
      kind: 'none',
    });
    expect(bannerTarget({ linkageType: 'ROUTE', linkTarget: null }, vendors)).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', linkTarget: '  ' }, vendors)).toEqual({ kind: 'none' });
  });

  it('helpers', () => {
    expect(isInAppPath('/down')).toBe(true);
    expect(isInAppPath('//down')).toBe(false);
    expect(safeExternalUrl('http://a.example')).toBe('http://a.example/');
    expect(safeExternalUrl('ftp://a.example')).toBeNull();
  });
});
