import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoBrandsDir } from '../../test-support/test-gateway';
import { sanitiseSvg } from './svg-sanitiser';

const wrap = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inner}</svg>`;

describe('sanitiseSvg', () => {
  it('drops a style sheet hiding escaped markup, @import or an outside url()', () => {
    for (const sheet of [
      '&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
      '@import url(https://attacker.example/a.css);',
      'rect { fill: url(https://attacker.example/p.svg#a) }',
    ]) {
      expect(sanitiseSvg(wrap(`<style>${sheet}</style><rect width="1" height="1"/>`))).toBe(
        wrap('<rect width="1" height="1"></rect>'),
      );
    }
    expect(sanitiseSvg(wrap('<style>rect { fill: url(#g) }</style>'))).toContain('fill: url(#g)');
  });

  it('drops animation that could rewrite an href, and keeps an embedded picture', () => {
    const out = sanitiseSvg(
      wrap(
        '<use href="#a"><set attributeName="href" to="javascript:alert(1)"/></use>' +
          '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
          '<image href="data:image/svg+xml;base64,PHN2Zz4=" width="1" height="1"/>',
      ),
    );
    expect(out).not.toMatch(/set|javascript/);
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('<image width="1" height="1"></image>');
  });

  it('keeps nothing around the <svg>: no DOCTYPE, entities or processing instructions', () => {
    const out = sanitiseSvg(
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]>${wrap('<text>&x;</text>')}<!-- after -->`,
    );
    expect(out.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(out.endsWith('</svg>')).toBe(true);
    expect(out).not.toContain('boom');
  });

  it('gives the demo logos back with every shape and colour they had', () => {
    for (const brand of ['aurora', 'oasis', 'tigerbay']) {
      const svg = readFileSync(path.join(demoBrandsDir, brand, 'logo.svg'), 'utf8');
      const out = sanitiseSvg(svg);
      const shapes = (text: string) => text.match(/<(circle|path|rect|text|polygon|g)\b[^>]*>/g) ?? [];
      expect(shapes(out).map((t) => t.replace(/\s*\/>$/, '>'))).toEqual(
        shapes(svg).map((t) => t.replace(/\s*\/>$/, '>')),
      );
    }
  });
});
