import { describe, expect, it } from 'vitest';
import { linkAddress } from './link-address';

describe('the link addresses the content editor accepts', () => {
  it('takes https and mailto addresses (what the gateway keeps)', () => {
    expect(linkAddress(' https://example.com/promo ')).toBe('https://example.com/promo');
    expect(linkAddress('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('refuses plain http (the gateway would drop it on save), scripts, data, relative and empty addresses', () => {
    for (const bad of ['http://example.com', 'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '/promo', '//evil.example', 'ftp://x.example', 'mailto:', '', '   ']) {
      expect(linkAddress(bad), bad).toBeNull();
    }
  });
});
