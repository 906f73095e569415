import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml, sanitiseTexts } from './html-sanitiser';

const dangerous = [/<script/i, /\son\w+\s*=/i, /javascript:/i];

function expectClean(html: string): void {
  for (const re of dangerous) expect([html, re.test(html)]).toEqual([html, false]);
  expect(html).not.toMatch(/<(iframe|object|embed|style|svg|form|input|base|meta|link)\b/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  for (const [, , raw] of html.matchAll(/\s(href|src)="([^"]*)"/gi)) {
    const url = [...decodeEntities(raw ?? '')].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
    expect([url, scheme === undefined || ['https', 'mailto', 'tel'].includes(scheme)]).toEqual([url, true]);
    expect(url.startsWith('//') || url.startsWith('\\')).toBe(false);
  }
}

const codePoint = (cp: number): string => (cp <= 0x10ffff ? String.fromCodePoint(cp) : '\ufffd');

/** What a browser reads in an attribute value (numeric and the basic named entities). */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => codePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => codePoint(Number(d)))
    .replace(/&([a-z]+);/gi, (m, n: string) => named[n.toLowerCase()] ?? m);
}

describe('sanitiseHtml', () => {
  it('keeps the allowed structure', () => {
    const html = '<h3>Title</h3><p>Hello <strong>world</strong>, <em>read</em> <a href="https://example.com/x">this</a>.</p><ul><li>one</li></ul><table><tr><td colspan="2">c</td></tr></table>';
    expect(sanitiseHtml(html)).toBe(html);
  });

  it.each([
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<script>alert(1)</script><p>after</p>', '<p>after</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" alt="" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\nscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>1</script>">x</a>', '<a>x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img alt="" />'],
    ['<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
    ['<div style="background-image:url(https://t.example/p.gif)">s</div>', 's'],
    ['<svg><script>alert(1)</script><circle/></svg>ok', 'ok'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<form action="/x"><input name="p"></form>ok', 'ok'],
    ['<style>body{background:url(x)}</style>ok', 'ok'],
    ['text with javascript: inside', 'text with javascript&#58; inside'],
    ['say onload=1 please', 'say onload&#61;1 please'],
  ])('%s → %s', (input, expected) => {
    expect(sanitiseHtml(input)).toBe(expected);
  });

  it('opens new-tab links safely and drops other targets', () => {
    expect(sanitiseHtml('<a href="/promotions" target="_blank" rel="opener">p</a>')).toBe('<a href="/promotions" target="_blank" rel="noopener noreferrer">p</a>');
    expect(sanitiseHtml('<a href="/x" target="_top">p</a>')).toBe('<a href="/x">p</a>');
  });

  it('keeps numeric image sizes only', () => {
    expect(sanitiseHtml('<img src="/lgw/media/a.svg" width="120" height="40px" alt="A">')).toBe('<img src="/lgw/media/a.svg" alt="A" width="120" />');
  });

  it('sanitises every language of a text map', () => {
    expect(sanitiseTexts({ EN: '<b onclick="x">a</b>', CN: '<script>x</script>乙' })).toEqual({ EN: '<b>a</b>', CN: '乙' });
  });
});

const tagNames = ['p', 'a', 'img', 'script', 'SCRIPT', 'svg', 'iframe', 'style', 'b', 'div', 'math', 'template', 'object', 'table', 'td'];
const attrNames = ['href', 'src', 'onerror', 'onclick', 'ONLOAD', 'style', 'target', 'rel', 'width', 'xlink:href', 'formaction', 'srcdoc'];
const attrValues = [
  'javascript:alert(1)',
  ' JAVASCRIPT:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'java\u0000script:x',
  'data:text/html,x',
  'https://ok.example/a',
  '/relative',
  '//proto.example',
  'url(javascript:x)',
  '" onmouseover="x',
  "' onload='x",
  '_blank',
  'x onerror=y',
];

/** Markup made of the pieces attackers combine, glued together at random. */
const hostileHtml = fc
  .array(
    fc.oneof(
      fc.record({ tag: fc.constantFrom(...tagNames), attrs: fc.array(fc.tuple(fc.constantFrom(...attrNames), fc.constantFrom(...attrValues)), { maxLength: 3 }), close: fc.boolean() })
        .map(({ tag, attrs, close }) => `<${tag}${attrs.map(([k, v]) => ` ${k}="${v}"`).join('')}>${close ? `x</${tag}>` : ''}`),
      fc.constantFrom('<', '>', '"', "'", '=', ' on', 'click=', 'javascript', ':', '<!--', '-->', '<![CDATA[', ']]>', '&#106;', '&lt;script', '</', '/>', 'script', '\n', '\t'),
      fc.string({ maxLength: 12 }),
    ),
    { maxLength: 25 },
  )
  .map((parts) => parts.join(''));

describe('sanitiseHtml fuzz', () => {
  it('never lets <script, an on…= handler or javascript: through', () => {
    fc.assert(
      fc.property(hostileHtml, (html) => {
        expectClean(sanitiseHtml(html));
      }),
      { numRuns: 2000 },
    );
  });

  it('holds for arbitrary strings too, and cleaning clean output keeps it clean', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (text) => {
        const once = sanitiseHtml(text);
        expectClean(once);
        expectClean(sanitiseHtml(once));
      }),
      { numRuns: 1500 },
    );
  });
});
