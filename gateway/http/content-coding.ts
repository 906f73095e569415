/**
 * Which content coding an Accept-Encoding header allows, for answers the gateway encodes
 * itself (brotli first, then gzip, else the plain body). Codings with q=0 are refused, `*`
 * stands for any coding not named. Browsers send a handful of distinct header values, so the
 * answers are kept by header text (bounded). Pure.
 */
export type ContentCoding = 'br' | 'gzip' | 'identity';

const maxRemembered = 256;
/** Longer header values are decided afresh each time instead of kept. */
const maxRememberedLength = 200;
const remembered = new Map<string, ContentCoding>();

function weights(header: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const p of params) {
      const [key, value] = p.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    found.set(coding, Number.isFinite(q) ? q : 0);
  }
  return found;
}

function decide(header: string): ContentCoding {
  const w = weights(header);
  const any = w.get('*');
  const allowed = (coding: string) => (w.get(coding) ?? any ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip') || (w.get('x-gzip') ?? 0) > 0) return 'gzip';
  return 'identity';
}

/** The coding to answer with for this Accept-Encoding value (identity when absent). */
export function preferredCoding(acceptEncoding: string | string[] | undefined): ContentCoding {
  if (acceptEncoding === undefined) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  let coding = remembered.get(header);
  if (coding === undefined) {
    coding = decide(header);
    if (header.length > maxRememberedLength) return coding;
    if (remembered.size >= maxRemembered) remembered.clear();
    remembered.set(header, coding);
  }
  return coding;
}
