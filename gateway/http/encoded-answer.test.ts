import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredCoding } from './content-coding';
import { encodeAnswer, matchesEtag } from './encoded-answer';

describe('content coding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredCoding(undefined)).toBe('identity');
    expect(preferredCoding('')).toBe('identity');
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('gzip, deflate')).toBe('gzip');
    expect(preferredCoding('BR;q=0.5')).toBe('br');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('identity')).toBe('identity');
    expect(preferredCoding('brotli, xgzip')).toBe('identity');
    expect(preferredCoding(['gzip', 'br'])).toBe('br');
    // Remembered answers stay right when asked again.
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
  });
});

describe('encoded answers', () => {
  const json = JSON.stringify({ code: 0, value: { content: Array.from({ length: 200 }, (_, i) => ({ nodeId: String(i), name: `Game ${i}` })) } });

  it('keeps one body per coding, each decoding to the same JSON', () => {
    const answer = encodeAnswer(json, 'aurora:1');
    expect(answer.body('identity').toString('utf8')).toBe(json);
    expect(brotliDecompressSync(answer.body('br')).toString('utf8')).toBe(json);
    expect(gunzipSync(answer.body('gzip')).toString('utf8')).toBe(json);
    expect(answer.body('br')).toBe(answer.body('br'));
    expect(answer.body('br').length).toBeLessThan(json.length / 3);
  });

  it('sends small bodies as they are', () => {
    const answer = encodeAnswer('{"code":0}', 'aurora:1');
    expect(answer.body('br')).toBe(answer.body('identity'));
  });

  it('names the scope in the ETag: the same bytes for two merchants or versions get different tags', () => {
    const a = encodeAnswer(json, 'aurora:1').etag;
    expect(encodeAnswer(json, 'aurora:1').etag).toBe(a);
    expect(encodeAnswer(json, 'oasis:1').etag).not.toBe(a);
    expect(encodeAnswer(json, 'aurora:2').etag).not.toBe(a);
    expect(encodeAnswer(`${json} `, 'aurora:1').etag).not.toBe(a);
    expect(a).toMatch(/^"[\w-]{27}"$/);
  });

  it('matches If-None-Match by weak comparison, in lists and with *', () => {
    const tag = '"abc"';
    expect(matchesEtag(undefined, tag)).toBe(false);
    expect(matchesEtag('"abc"', tag)).toBe(true);
    expect(matchesEtag('W/"abc"', tag)).toBe(true);
    expect(matchesEtag('"x", "abc"', tag)).toBe(true);
    expect(matchesEtag('*', tag)).toBe(true);
    expect(matchesEtag('"abcd"', tag)).toBe(false);
    expect(matchesEtag('abc', tag)).toBe(false);
  });
});
