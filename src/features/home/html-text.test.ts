import { describe, expect, it } from 'vitest';
import { htmlToText } from './html-text';

describe('htmlToText', () => {
  it('drops tags and collapses whitespace', () => {
    expect(htmlToText('<p>Follow <strong>registrations</strong>,\n first deposits.</p><p>More</p>')).toBe(
      'Follow registrations , first deposits. More',
    );
  });

  it('decodes entities', () => {
    expect(htmlToText('Tom &amp; Jerry &lt;3 &#39;x&#39; &#x41;&nbsp;B')).toBe("Tom & Jerry <3 'x' A B");
  });

  it('drops script and style bodies and keeps unknown entities as written', () => {
    expect(htmlToText('<script>alert(1)</script>a<style>p{}</style>&bogus; &#0;')).toBe('a &bogus; &#0;');
  });
});
