import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour, type Rgba } from '../../../schemas/colour';
import type { LotteryType } from '../../../schemas/brand';
import { loadBrands, type LoadedBrand } from '../brand/brand-files';
import { vendorSeedFor } from '../../db/content/seed-content/vendors';
import { demoBrandsDir } from '../../test-support/test-gateway';
import { iconLabel, vendorIconFile, vendorIconPath, vendorIconSvg } from './vendor-icon';

const demo = (await loadBrands(demoBrandsDir)).filter((b): b is LoadedBrand => b.ok);

describe('vendor icons', () => {
  it.each([
    ['PG', 'PG'],
    ['TCG_LOTTO_VN', 'VN'],
    ['TCG_SEA', 'SEA'],
    ['HACKSAW', 'HACK'],
    ['SPADE', 'SPADE'],
    ['ORIGINALS', 'ORIG'],
  ])('%s is labelled %s', (code, label) => {
    expect(iconLabel(code)).toBe(label);
  });

  it('is a small, deterministic, self-contained SVG with readable text', () => {
    for (const v of demo.flatMap((b) => vendorSeedFor(b.brand))) {
      const svg = vendorIconSvg(v.vassalage);
      expect(svg).toBe(vendorIconSvg(v.vassalage));
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(2048);
      expect(svg).not.toMatch(/<script|\son\w+=|href|url\((?!#g\))|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
      const colours = [...svg.matchAll(/(?:stop-color|fill)="(#[0-9a-f]{6})"/g)].map((m) => parseColour(m[1] ?? '') as Rgba);
      const [from, to, , text] = colours;
      expect(Math.min(contrastRatio(text as Rgba, from as Rgba), contrastRatio(text as Rgba, to as Rgba))).toBeGreaterThanOrEqual(3);
      expect(vendorIconFile.test(vendorIconPath(v.vassalage).split('/').pop() ?? '')).toBe(true);
    }
  });
});

describe('vendor seed', () => {
  const base = demo[0] as LoadedBrand;
  const lotteryOf = (lotteryType: LotteryType) =>
    vendorSeedFor({ ...base.brand, lotteryType }).filter((v) => v.gameType === 'LOTT').map((v) => v.vassalage);

  it('puts the lottery type vendor first', () => {
    expect(lotteryOf('VN')).toEqual(['TCG_LOTTO_VN', 'LOTT']);
    expect(lotteryOf('SEA')).toEqual(['TCG_SEA', 'LOTT']);
    expect(lotteryOf('LOTT')).toEqual(['LOTT']);
    expect(lotteryOf('ELOTT')).toEqual(['ELOTT', 'LOTT']);
  });

  it('follows the brand switches and keeps node ids unique', () => {
    const none = vendorSeedFor({ ...base.brand, inHouse: false, esportGames: [], cockfightGames: [] });
    expect(none.some((v) => ['INHOUSE', 'ESPORTS', 'COCKFIGHT'].includes(v.gameType))).toBe(false);
    for (const b of demo) {
      const ids = vendorSeedFor(b.brand).map((v) => v.nodeId);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
