import { describe, expect, it } from 'vitest';
import { webAccessHost } from './web-access-host';

describe('webAccessHost', () => {
  it('strips the scheme and the path', () => {
    expect(webAccessHost('https://aurora.example/app/aurora.apk')).toBe('aurora.example');
    expect(webAccessHost('http://Tigerbay.Example/')).toBe('tigerbay.example');
  });

  it('keeps a port, drops query, fragment and credentials', () => {
    expect(webAccessHost('https://user:pw@m.oasis.example:8443/dl?x=1#top')).toBe('m.oasis.example:8443');
  });

  it('copes with addresses that are not absolute URLs', () => {
    expect(webAccessHost('aurora.example/app/aurora.apk')).toBe('aurora.example');
    expect(webAccessHost('//cdn.example/a.apk')).toBe('cdn.example');
    expect(webAccessHost('  WWW.Example.com?ref=1 ')).toBe('www.example.com');
    expect(webAccessHost('')).toBe('');
  });
});
