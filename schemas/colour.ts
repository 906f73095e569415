/**
 * CSS colour parsing and WCAG 2.x contrast, for theme checks (brand files) and the runtime theme.
 * Accepts the forms brand.schema.json allows: #rrggbb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a).
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0..1 */
  a: number;
}

const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/i;
const func = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/;

/** Parses a colour, or returns null when it is not one of the accepted forms or out of range. */
export function parseColour(text: string): Rgba | null {
  const h = hex.exec(text.trim());
  if (h) {
    const [, r, g, b, a] = h;
    return {
      r: parseInt(r ?? '0', 16),
      g: parseInt(g ?? '0', 16),
      b: parseInt(b ?? '0', 16),
      a: a === undefined ? 1 : parseInt(a, 16) / 255,
    };
  }
  const f = func.exec(text.trim());
  if (!f) return null;
  const [r, g, b] = [f[1], f[2], f[3]].map(Number) as [number, number, number];
  const a = f[4] === undefined ? 1 : Number(f[4]);
  if ([r, g, b].some((c) => c > 255) || a > 1) return null;
  return { r, g, b, a };
}

/** Paints `top` over an opaque `bottom` (alpha compositing); the result is opaque. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, u: number): number => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.x relative luminance of an opaque colour, 0 (black) .. 1 (white). */
export function relativeLuminance(c: Rgba): number {
  const lin = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** WCAG contrast ratio (1..21) of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Contrast of `fg` painted on `bg`, where `bg` itself is painted on `base` (the page behind it).
 * Translucent colours are composited first, as a browser would.
 */
export function contrastOn(fg: Rgba, bg: Rgba, base: Rgba): number {
  const opaqueBg = composite(bg, base);
  return contrastRatio(composite(fg, opaqueBg), opaqueBg);
}

export const white: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const black: Rgba = { r: 0, g: 0, b: 0, a: 1 };
